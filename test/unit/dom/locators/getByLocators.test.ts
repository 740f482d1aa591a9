// The getBy* locators read their attributes from the record's kept attributes (no attribute read per
// record): every attribute they ask about must be one the walk keeps, and a property the page added
// to Object.prototype must not pass for one. Test ids are read from the element (in attribute scope).
import { describe, expect, it } from 'vitest';
import { snapshotHtml } from '../../../../src/node/static';
import { KEEP_ATTRS } from '../../../../src/dom/discovery/tagSets';
import { GETBY_ATTRS } from '../../../../src/dom/locators/getByLocators';

const HTML = `<!doctype html><html><body>
  <input id="a" placeholder="Your email">
  <img id="b" alt="Logo" src="x.png" onclick="1">
  <a id="c" href="/x" title="Home page">x</a>
  <button id="d" data-cy="go">Go</button>
  <button id="e" data-qa="stop">Stop</button>
  <button id="f">Plain</button>
</body></html>`;

const kinds = (html: string, id: string): string[] => {
  const s = snapshotHtml(html, { url: 'https://example.test/' });
  const r = s.elements.find((e) => e.attributes['id'] === id);
  return r ? r.locators.map((l) => l.kind + ':' + l.value) : [];
};

describe('locators from kept attributes', () => {
  it('asks only about attributes the walk keeps on records', () => {
    for (const row of GETBY_ATTRS) expect(KEEP_ATTRS).toContain(row[0]);
  });

  it('builds getBy* and test-id locators', () => {
    expect(kinds(HTML, 'a')).toContain('placeholder:Your email');
    expect(kinds(HTML, 'b')).toContain('altText:Logo');
    expect(kinds(HTML, 'c')).toContain('title:Home page');
    expect(kinds(HTML, 'd')).toContain('testId:[data-cy="go"]');
    expect(kinds(HTML, 'e')).toContain('testId:[data-qa="stop"]');
  });

  it('ignores properties added to Object.prototype', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto['title'] = 'Polluted';
    proto['data-testid'] = 'polluted';
    try {
      const k = kinds(HTML, 'f');
      expect(k.some((l) => l.startsWith('title:') || l.startsWith('testId:'))).toBe(false);
    } finally {
      delete proto['title'];
      delete proto['data-testid'];
    }
  });
});
