import { describe, expect, it, beforeEach } from 'vitest';
import { readFileSync } from 'node:fs';
import { snapshot } from '../../src/registry/snapshot';
import { resetRegistry } from '../../src/registry/registry';
import { bindWindow } from '../../src/platform/dom';
import { encodeSnapshot } from '../../src/wire/encodeSnapshot';
import { decodeSnapshot } from '../../src/wire/decodeSnapshot';
import type { Snapshot } from '../../src/model/types';

function page(html: string): Snapshot {
  document.body.innerHTML = html; // test setup, not page code
  bindWindow(window as unknown as globalThis.Window);
  return snapshot({ incremental: false });
}

beforeEach(() => resetRegistry());

describe('wire format', () => {
  const fixtures = ['registry/basic.html', 'names/labels.html', 'actions/vanilla.html', 'incremental/mutations.html'];
  it.each(fixtures)('decodes %s to the same snapshot, string for string', (f) => {
    const html = readFileSync(`test/fixtures/${f}`, 'utf8').replace(/^[\s\S]*?<body[^>]*>|<\/body>[\s\S]*$/g, '');
    const s = page(html);
    expect(s.elements.length).toBeGreaterThan(3);
    const wire = encodeSnapshot(s);
    expect(JSON.stringify(decodeSnapshot(wire))).toBe(JSON.stringify(s));
    expect(wire.length).toBeLessThan(JSON.stringify(s).length * 0.75);
  });

  it('keeps Playwright code it cannot derive: data-testid, shadow css, frames, odd names, extra fields', () => {
    const s = page(
      `<button data-testid="save 'it'">Save</button><input value="x" aria-label="It's \\"quoted\\"\n">` +
        `<a href="#" title="t">${'long '.repeat(60)}</a><select><option>A</option></select><div id="host"></div>`,
    );
    const host = document.getElementById('host')!;
    host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button')).textContent = 'In shadow';
    const s2 = snapshot({ incremental: false });
    for (const snap of [s, s2]) {
      // A record stitched from elsewhere, with its keys in another order, travels as an object.
      const odd = { ...snap.elements[0]!, frame: 'a' } as any;
      const reordered = { name: odd.name, ...odd };
      const withOdd = { ...snap, elements: [...snap.elements, reordered] };
      expect(JSON.stringify(decodeSnapshot(encodeSnapshot(withOdd)))).toBe(JSON.stringify(withOdd));
    }
  });

  it('passes a plain snapshotJson string through and rejects unknown versions', () => {
    const s = page('<button>One</button>');
    expect(decodeSnapshot(JSON.stringify(s))).toEqual(s);
    expect(() => decodeSnapshot('{"pmWire":99,"snapshot":{},"elements":[]}')).toThrow(/wire version/);
  });
});
