import { describe, expect, it, beforeEach } from 'vitest';
import { readFileSync } from 'node:fs';
import { snapshot } from '../../src/dom/snapshot/snapshot';
import { resetRegistry } from '../../src/dom/identity/registry';
import { bindWindow } from '../../src/dom/platform/dom';
import { encodeSnapshot } from '../../src/core/wire/encodeSnapshot';
import { decodeSnapshot } from '../../src/core/wire/decodeSnapshot';
import { cssFromXpath } from '../../src/core/wire/cssFromXpath';
import type { Snapshot } from '../../src/core/model/types';

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
    expect(wire.length).toBeLessThan(JSON.stringify(s).length * 0.4);
  });

  it('falls back to the value wherever a shortcut does not hold', () => {
    const s = page(
      readFileSync('test/fixtures/registry/basic.html', 'utf8').replace(/^[\s\S]*?<body[^>]*>|<\/body>[\s\S]*$/g, ''),
    );
    const els = s.elements.map((r) => structuredClone(r));
    // Records out of order (index and node step backwards), a bid and an elementId of another scheme,
    // text equal to an empty name, a null and an odd boolean, a box with other keys, odd strings in
    // interned fields, and locators that are not what the record derives.
    els.reverse();
    els[0] = { ...els[0]!, bid: 'zz9', elementId: 'other-1', text: '', name: '', isTopElement: null };
    els[1] = { ...els[1]!, bbox: { x: 1, y: 2, width: 3, height: 4, extra: 5 } as any, isNew: 'yes' as any };
    els[2] = { ...els[2]!, tag: 7 as any, frame: 'a', bid: 'a' + els[2]!.index };
    const loc = (kind: string, value: string) => ({
      kind,
      value,
      playwright: `page.locator(${JSON.stringify(value)})`,
      unique: false,
    });
    els[3] = {
      ...els[3]!,
      locators: [
        loc('elementId', '[data-other="x"]'),
        loc('role', '{"role":"x","name":"y"}'),
        loc('xpath', '/html[1]/body[1]/div[2]'),
        loc('css', ':root > body:nth-of-type(1) > div:nth-of-type(3)'),
        loc('text', 'not the text'),
        loc('weird' as any, 'v'),
      ] as any,
    };
    const odd = { ...s, elements: els };
    if (odd.tree)
      odd.tree = { ...odd.tree, nodes: [...odd.tree.nodes, { parent: null as any, tag: 5 as any, size: 1 }] };
    expect(JSON.stringify(decodeSnapshot(encodeSnapshot(odd)))).toBe(JSON.stringify(odd));
  });

  it.each([
    ['/html[1]/body[1]/div[2]', ':root > body:nth-of-type(1) > div:nth-of-type(2)'],
    ["//*[@id='main']/ul[1]/li[3]", '#main > ul:nth-of-type(1) > li:nth-of-type(3)'],
    ['/svg[1]', ':root'],
    ['/html[1]/body[1]/svg[1]', ''],
    ["//*[@id='a b']/div[1]", ''],
    ["/html[1]/body[1]/*[local-name()='x-y'][1]", ''],
    ['/html[1]/body[1]/div[1]extra', ''],
  ])('respells the xpath %s as the css path %j (or gives up)', (xp, css) => {
    expect(cssFromXpath(xp)).toBe(css);
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

  it('encodes a fresh snapshot to the same string with and without its locator checks', () => {
    // snapshotWire takes the Playwright code of most locator kinds as derived without checking it
    // (FRESH_DERIVED in encodeSnapshot.ts): the output must be the one the full check gives, for every
    // kind of entry: test ids (data-testid is not derivable, data-test is), shadow css (not
    // derivable), long and quoted names, and entries copied by an incremental snapshot whose
    // uniqueness changed.
    const html =
      `<button data-testid="save 'it'">Save</button><button data-test="t2">Two</button>` +
      `<input value="x" aria-label="It's \\"quoted\\"\n"><a href="#" title="t">${'long '.repeat(60)}</a>` +
      `<select><option>A</option></select><button>Same</button><div id="host"></div>`;
    const s = page(html);
    const host = document.getElementById('host')!;
    host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button')).textContent = 'In shadow';
    const fixtures = ['registry/basic.html', 'names/labels.html', 'actions/vanilla.html'];
    const snaps = [s, snapshot({ incremental: false })];
    for (const f of fixtures) {
      resetRegistry();
      snaps.push(
        page(readFileSync(`test/fixtures/${f}`, 'utf8').replace(/^[\s\S]*?<body[^>]*>|<\/body>[\s\S]*$/g, '')),
      );
    }
    // Incremental: a second button named 'Same' makes the first one's role and text entries
    // non-unique, so the reused entries are copied with the new answer.
    resetRegistry();
    page('<button>Same</button><div id="more"></div><p>x</p>');
    snapshot({ incremental: true });
    document.getElementById('more')!.appendChild(document.createElement('button')).textContent = 'Same';
    const inc = snapshot({ incremental: true });
    expect(inc.elements.filter((e) => e.name === 'Same').length).toBe(2);
    snaps.push(inc);
    let marked = 0;
    for (const snap of snaps) {
      const fresh = encodeSnapshot(snap, true);
      expect(fresh).toBe(encodeSnapshot(snap, false));
      expect(JSON.stringify(decodeSnapshot(fresh))).toBe(JSON.stringify(snap));
      for (const e of snap.elements) marked += e.locators.length;
    }
    expect(marked).toBeGreaterThan(50);
  });

  it('passes a plain snapshotJson string through and rejects unknown versions', () => {
    const s = page('<button>One</button>');
    expect(decodeSnapshot(JSON.stringify(s))).toEqual(s);
    expect(() => decodeSnapshot('{"pmWire":99,"snapshot":{},"elements":[]}')).toThrow(/wire version/);
  });
});
