// Static mode: snapshots from HTML strings with linkedom, no browser.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { snapshotHtml } from '../../../src/node/static';
import { render } from '../../../src/core/render/render';

const corpus = path.resolve(process.cwd(), '..', 'shared', 'corpus', 'pages');

describe('snapshotHtml', () => {
  it('the demo page: names from labels, states, hidden controls, every format', () => {
    const s = snapshotHtml(fs.readFileSync('examples/demo/index.html', 'utf8'), { url: 'file:///demo/index.html' });
    const text = render(s, 'text');
    expect(text).toContain('<input type=email label=Email required>');
    expect(text).toContain('<input type=checkbox label="Remember me" checked>');
    expect(text).toContain('<select label=Category value=Backpacks options="All categories|Tents|Backpacks|Boots">');
    expect(text).not.toContain('Brand (advanced)'); // inside display:none
    expect(s.url).toBe('file:///demo/index.html');
    expect(s.elements.every((e) => e.bbox === null)).toBe(true);
    const { document } = parseHTML(`<!doctype html><html><body>${render(s, 'html')}</body></html>`);
    const ids = Array.from(document.querySelectorAll('[data-element-id]')).map((e) =>
      e.getAttribute('data-element-id'),
    );
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(s.elements.some((e) => e.elementId === id)).toBe(true);
    expect(JSON.parse(render(s, 'json')).elements.length).toBe(s.elements.length);
  });

  const pages = ['daringfireball-1', 'aclu', 'herald-sun-1'].filter((p) =>
    fs.existsSync(path.join(corpus, `${p}.html`)),
  );
  for (const p of pages) {
    it(`corpus page ${p}: no errors, every format renders, HTML ids resolve`, () => {
      const s = snapshotHtml(fs.readFileSync(path.join(corpus, `${p}.html`), 'utf8'), {
        url: `https://example.test/${p}`,
      });
      expect(s.errors).toEqual([]);
      expect(s.elements.length).toBeGreaterThan(10);
      for (const f of ['text', 'html', 'json', 'axtree'] as const) expect(render(s, f).length).toBeGreaterThan(100);
      const { document } = parseHTML(`<!doctype html><html><body>${render(s, 'html')}</body></html>`);
      for (const el of Array.from(document.querySelectorAll('[data-element-id]'))) {
        expect(s.elements.some((e) => e.elementId === el.getAttribute('data-element-id'))).toBe(true);
      }
    });
  }
});

describe('snapshotHtml without layout: the walk and occlusion read the binding, the hidden rule decides', () => {
  const html = `
    <div style="visibility:hidden"><button id="hidden-parent-visibility">A</button>
      <button id="shown-own-visibility" style="visibility:visible">B</button></div>
    <div style="opacity:0"><button id="hidden-parent-opacity">C</button></div>
    <button id="hidden-clip-path" style="position:absolute;clip-path:inset(50%)">D</button>
    <button id="shown-plain">E</button>`;
  it('visibility inherits, opacity and clip patterns hide; layout fields are unknown', () => {
    const s = snapshotHtml(html);
    const byId = (id: string) => s.elements.find((e) => e.attributes['id'] === id)!;
    for (const e of s.elements) {
      const shown = e.attributes['id']!.startsWith('shown-');
      expect([e.attributes['id'], e.isVisible, e.visibility]).toEqual([e.attributes['id'], shown, shown ? 1 : 0]);
      expect([e.bbox, e.inViewport, e.isTopElement, e.obscuredBy, e.setOfMarks]).toEqual([
        null,
        false,
        null,
        null,
        false,
      ]);
    }
    expect(s.elements.length).toBe(5);
    // Text under a hidden ancestor is not read, as in a browser; the shown child's is.
    expect(byId('hidden-parent-visibility').text).toBe('');
    expect(byId('shown-own-visibility').text).toBe('B');
    expect(s.stats.hitTests).toBe(0);
  });
});

describe('snapshotHtml on documents a browser would repair (fuzz findings)', () => {
  it('fragments, text only, and content after </html> all land in the body', () => {
    const a = snapshotHtml('<button>Pay</button><a href="#">Home</a>');
    expect(a.errors).toEqual([]);
    expect(a.elements.map((e) => e.name)).toEqual(['Pay', 'Home']);
    expect(snapshotHtml('Pay now').errors).toEqual([]);
    const c = snapshotHtml('<!doctype html><html><body><button>In</button></body></html><button>After</button>');
    expect(c.elements.map((e) => e.name)).toEqual(['In', 'After']);
    const d = snapshotHtml('<html lang="de"><head><title>T</title></head><button>No body tag</button></html>');
    expect(d.elements.map((e) => e.name)).toEqual(['No body tag']);
    expect(render(d, 'text')).not.toContain('T\n');
  });
  it('ids containing NUL get no id or css locator (no selector can express U+0000)', () => {
    const s = snapshotHtml('<div id="a\u0000b"><button id="x\u0000y">Go</button></div>');
    const kinds = s.elements[0]!.locators.map((l) => l.kind);
    expect(kinds).not.toContain('id');
    for (const l of s.elements[0]!.locators) expect(l.value).not.toContain('\ufffd');
  });
  it('structural locators stop at 64 levels: a deep chain serialises in linear size', () => {
    const size = (d: number) => {
      const s = snapshotHtml('<span tabindex="0">x'.repeat(d) + '</span>'.repeat(d));
      expect(s.elements.length).toBe(d);
      return JSON.stringify(s).length / d;
    };
    // Per element, the 1,000-deep chain costs about what the 200-deep one does (it was 15x before).
    expect(size(1000) / size(200)).toBeLessThan(1.5);
  });
});
