import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { cssEscape, cssIdSelector, cssString, jsString, xpathString } from '../../../../src/core/locators/escape';
import { frameToken, frameTokenOrdinal, parseBid, makeBid } from '../../../../src/core/model/frameId';

// Seeded PRNG (mulberry32): reproducible hostile strings; a failing seed is in the test name.
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const ALPHABET = [
  'a',
  'Z',
  '0',
  '9',
  '-',
  '_',
  ' ',
  '"',
  "'",
  '\\',
  '\n',
  '\t',
  '#',
  '.',
  ':',
  '[',
  ']',
  '(',
  ')',
  'é',
  '中',
  '😀',
  '\u202e',
  '>',
  '~',
  '+',
  ',',
];
function hostile(r: () => number): string {
  const n = 1 + Math.floor(r() * 12);
  let s = '';
  for (let i = 0; i < n; i++) s += ALPHABET[Math.floor(r() * ALPHABET.length)];
  return s;
}

describe('selector escaping', () => {
  it('cssEscape matches CSS.escape semantics on known cases', () => {
    expect(cssEscape('a b')).toBe('a\\ b');
    expect(cssEscape('1abc')).toBe('\\31 abc');
    expect(cssEscape('-1')).toBe('-\\31 ');
    expect(cssEscape('-')).toBe('\\-');
    expect(cssEscape('a\u0000b')).toBe('a\ufffdb');
    expect(cssEscape('x"y')).toBe('x\\"y');
  });

  for (let seed = 1; seed <= 300; seed += 1) {
    if (seed % 50 !== 0) continue;
    it(`hostile ids select exactly their element (seeds ${seed - 49}..${seed})`, () => {
      for (let k = seed - 49; k <= seed; k++) {
        const r = rng(k);
        const id = hostile(r);
        // linkedom's selector engine (css-select) implements CSS escapes; happy-dom's parser does not.
        const { document } = parseHTML('<!doctype html><html><body></body></html>');
        const a = document.createElement('div');
        a.id = id;
        const b = document.createElement('div');
        b.id = id + 'x';
        document.body.append(a, b);
        const found = document.querySelectorAll('#' + cssEscape(id));
        expect(found.length, `seed ${k} id ${JSON.stringify(id)}`).toBe(1);
        expect(found[0]).toBe(a);
        const byAttr = document.querySelectorAll(`[id=${cssString(id)}]`);
        expect(byAttr.length, `seed ${k}`).toBe(1);
        // JS string literal round trip (parsed as JSON after quote swap would be lossy: use Function-free check)
        const lit = jsString(id);
        expect(lit.startsWith("'") && lit.endsWith("'")).toBe(true);
        expect(lit).not.toMatch(/[\n\r\u2028\u2029]/);
      }
    });
  }

  it('jsString: the same literal as the character loop it replaced, and one a JavaScript parser reads back', () => {
    // The loop jsString used before 2026-11-25, kept here as the reference its replacement must equal.
    const reference = (value: string): string => {
      if (!/['\\\u0000-\u001f\u007f\u2028\u2029]/.test(value)) return "'" + value + "'";
      let out = "'";
      for (let i = 0; i < value.length; i++) {
        const ch = value[i]!;
        const c = value.charCodeAt(i);
        if (ch === "'" || ch === '\\') out += '\\' + ch;
        else if (ch === '\n') out += '\\n';
        else if (ch === '\r') out += '\\r';
        else if (ch === '\t') out += '\\t';
        else if (c < 0x20 || c === 0x2028 || c === 0x2029 || c === 0x7f)
          out += '\\u' + ('000' + c.toString(16)).slice(-4);
        else out += ch;
      }
      return out + "'";
    };
    const extra = ['\u0000', '\u0001', '\u001f', '\u007f', '\u2028', '\u2029', '\r', "'", '\\'];
    const r = rng(2025);
    for (let k = 0; k < 2000; k++) {
      let v = hostile(r);
      if (k % 3 === 0) v += extra[k % extra.length]! + hostile(r);
      const lit = jsString(v);
      expect(lit, `case ${k} ${JSON.stringify(v)}`).toBe(reference(v));
      // Read back as JSON (a double-quoted literal): swap the quoting, which is lossless here because
      // the literal escapes every ' and \\, and JSON has \\uXXXX, \\n, \\r, \\t and \\\\ too.
      const inner = lit.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"');
      expect(JSON.parse('"' + inner + '"'), `case ${k}`).toBe(v);
    }
    expect(jsString("//*[@id='main']/a[1]")).toBe("'//*[@id=\\'main\\']/a[1]'");
  });

  it('XPath literals with both quote kinds use concat()', () => {
    expect(xpathString('abc')).toBe("'abc'");
    expect(xpathString("it's")).toBe(`"it's"`);
    expect(xpathString(`say "it's"`)).toBe(`concat('say "it', "'", 's"')`);
  });
});

describe('frame ids and bids', () => {
  it('tokens round-trip and sort as BrowserGym expects', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(frameToken)).toEqual(['a', 'b', 'z', 'aA', 'aB', 'aZ', 'bA']);
    for (let n = 0; n < 2000; n++) expect(frameTokenOrdinal(frameToken(n))).toBe(n);
  });
  it('bids parse into frame and index', () => {
    expect(parseBid('42')).toEqual({ frame: '', index: 42 });
    expect(parseBid('ab3')).toEqual({ frame: 'ab', index: 3 });
    expect(parseBid('aBc12')).toEqual({ frame: 'aBc', index: 12 });
    expect(parseBid('A1')).toBeNull();
    expect(parseBid('a')).toBeNull();
    expect(makeBid('ab', 3)).toBe('ab3');
  });
});

describe('cssIdSelector', () => {
  it('writes ids that end in white space as an attribute selector (Playwright trims selector text)', () => {
    expect(cssIdSelector('main')).toBe('#main');
    expect(cssIdSelector(' lead')).toBe('#\\ lead');
    expect(cssIdSelector('   ')).toBe('[id="   "]');
    expect(cssIdSelector('trail ')).toBe('[id="trail "]');
    expect(cssIdSelector('tab\t')).toBe('[id="tab\\9 "]');
  });
});
