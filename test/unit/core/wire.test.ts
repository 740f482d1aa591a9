// @vitest-environment node
// The wire format (src/core/wire/) on hand-built snapshots: the exact encoding of a record, a tree
// and each shortcut, the fallbacks, and the round trip string for string. test/unit/wire.test.ts
// round-trips happy-dom snapshots of the fixtures.
import { describe, expect, it } from 'vitest';
import { encodeSnapshot, WIRE_VERSION } from '../../../src/core/wire/encodeSnapshot';
import { decodeSnapshot } from '../../../src/core/wire/decodeSnapshot';
import { derivePlaywright } from '../../../src/core/wire/derivePlaywright';
import type { ElementRecord, LocatorEntry, Snapshot } from '../../../src/core/model/types';
import { loginPage, rec, snap, tree } from './build';

/** The locators buildLocators gives a record at `xpath` in the top document (no frame). */
function locate(r: ElementRecord, xpath: string, css: string): LocatorEntry[] {
  const pw = (v: string) => `page.locator('${v}')`;
  return [
    {
      kind: 'elementId',
      value: `[data-element-id="${r.elementId}"]`,
      playwright: pw(`[data-element-id="${r.elementId}"]`),
      unique: true,
    },
    {
      kind: 'role',
      value: JSON.stringify({ role: r.role, name: r.name }),
      playwright: `page.getByRole('${r.role}', { name: '${r.name}', exact: true })`,
      unique: true,
    },
    { kind: 'xpath', value: xpath, playwright: pw('xpath=' + xpath), unique: true },
    { kind: 'css', value: css, playwright: pw(css), unique: false },
    {
      kind: 'text',
      value: r.text || r.name,
      playwright: `page.getByText('${r.text || r.name}', { exact: true })`,
      unique: false,
    },
  ];
}

/** The sign-in page with locators on every record. */
function located(): Snapshot {
  const s = loginPage();
  s.elements.forEach((r, i) => {
    r.locators = locate(
      r,
      `/html[1]/body[1]/form[1]/x${i}[1]`,
      `:root > body:nth-of-type(1) > form:nth-of-type(1) > x${i}:nth-of-type(1)`,
    );
  });
  return s;
}

const wire = (s: Snapshot) => JSON.parse(encodeSnapshot(s)) as Record<string, any>;
const roundTrip = (s: Snapshot) => expect(JSON.stringify(decodeSnapshot(encodeSnapshot(s)))).toBe(JSON.stringify(s));

describe('encoding', () => {
  it('a record as an array of shortcuts: steps, 0 for derived values, interned strings, 1/0', () => {
    const w = wire(located());
    expect(w['pmWire']).toBe(WIRE_VERSION);
    expect(Object.keys(w)).toEqual(['pmWire', 'snapshot', 'strings', 'elements', 'shapes', 'nodes']);
    expect(w['snapshot']['elements']).toBe(0);
    expect(w['snapshot']['tree']).toEqual({ nodes: 0 });
    expect(w['strings'].slice(0, 7)).toEqual(['a', 'link', 'interactive', '', 'tag', 'label', 'content']);
    // Record 4, the disabled button: index and node as steps from record 3, bid and elementId 0
    // (frame + index, 'pm-' + index), text 0 (equals the name), locators derived from the record
    // (value 0, no Playwright code) but the xpath, front-coded against record 3's (26 shared
    // characters); the css path is the xpath respelt, so it is derived too.
    const strings: string[] = w['strings'];
    const n = (s: string) => strings.indexOf(s);
    expect(w['elements'][3]).toEqual([
      1,
      0,
      0,
      n('button'),
      n('button'),
      'Sign in',
      0,
      {},
      { disabled: true },
      [
        [0, 0, 1],
        [3, 0, 1],
        [4, [26, '3[1]'], 1],
        [5, 0, 0],
        [6, 0, 0],
      ],
      [0, 40, 100, 20],
      1,
      1,
      1,
      1,
      n('interactive'),
      1,
      null,
      1,
      1,
      n(''),
      null,
      0,
      n('tag'),
      0,
      1,
    ]);
  });

  it('fields after the common ones travel in a trailing object', () => {
    const w = wire(located());
    expect(w['elements'][2].length).toBe(27);
    expect(w['elements'][2][26]).toEqual({ inputType: 'email', value: 'a@b.c' });
    expect(w['elements'][4][26]).toEqual({
      value: 'Red',
      options: [
        { label: 'Red', value: 'r', selected: true },
        { label: 'Blue', value: 'b', selected: false },
      ],
    });
    expect(w['elements'][3].length).toBe(26);
  });

  it('tree nodes as [shape, parent step, tag, ...], each key list sent once', () => {
    const w = wire(located());
    expect(w['shapes']).toEqual(['parent,tag,size', 'parent,tag,index,size', 'parent,tag,text,size']);
    const strings: string[] = w['strings'];
    expect(w['nodes'].slice(0, 3)).toEqual([
      [0, 1, strings.indexOf('body'), 18], // the root's parent -1 is one step back from 0
      [1, 1, strings.indexOf('a'), 1, 2],
      [2, 1, strings.indexOf('#text'), 'Home', 1],
    ]);
  });

  it('sends what no shortcut gives: another bid or id scheme, odd values, a record out of key order', () => {
    const s = located();
    const [a, b, c, d] = s.elements;
    a!.bid = 'zz1';
    b!.elementId = 'other-2';
    c!.isTopElement = 'maybe' as never;
    c!.bbox = { y: 1, x: 2, width: 3, height: 4 };
    d!.text = 'Not the name';
    const { name, ...rest } = s.elements[4]!;
    s.elements[4] = { name, ...rest } as ElementRecord; // name first: keys out of order
    const w = wire(s);
    expect(w['elements'][0][1]).toBe('zz1');
    expect(w['elements'][1][2]).toBe('other-2');
    expect(w['elements'][2][16]).toEqual(['maybe']);
    expect(w['elements'][2][10]).toEqual({ o: { y: 1, x: 2, width: 3, height: 4 } });
    expect(w['elements'][3][6]).toBe('Not the name');
    expect(w['elements'][4]).toEqual(s.elements[4]);
    roundTrip(s);
  });

  it('without idPrefix or markAttribute in the options the ids and mark locators are sent', () => {
    const s = located();
    s.options = { ...s.options, markAttribute: false };
    (s.options as any).idPrefix = undefined;
    const w = wire(s);
    expect(w['elements'][0][2]).toBe('pm-1');
    expect(w['elements'][0][9][0]).toEqual([0, '[data-element-id="pm-1"]', 1]);
    roundTrip(s);
  });

  it('locators whose code or value is not the derived one carry it', () => {
    const s = located();
    const l = s.elements[0]!.locators;
    l[0]!.playwright = 'custom()';
    l[1]!.value = JSON.stringify({ role: 'link', name: 'Other' });
    l[4]!.unique = true;
    (l as any).push({
      kind: 'label',
      value: 'Home',
      playwright: "page.getByLabel('Home', { exact: true })",
      unique: true,
    });
    const w = wire(s);
    expect(w['elements'][0][9]).toEqual([
      [0, 0, 1, 'custom()'],
      [3, '{"role":"link","name":"Other"}', 1, "page.getByRole('link', { name: 'Home', exact: true })"],
      [4, '/html[1]/body[1]/form[1]/x0[1]', 1],
      [5, 0, 0],
      [6, 0, 1],
      ['label', 'Home', 1],
    ]);
    roundTrip(s);
  });
});

describe('decoding', () => {
  it('gives back the same snapshot, key order included, for each hand-built page', () => {
    roundTrip(located());
    roundTrip(loginPage());
    roundTrip(snap([]));
    const framed = snap(
      [rec({ index: 5, tag: 'button', name: 'In', frame: 'aB' })],
      tree([
        [-1, 'body'],
        [0, 'button', { index: 5 }],
      ]),
    );
    framed.elements[0]!.locators = locate(framed.elements[0]!, '/html[1]/body[1]/button[1]', 'button').map((l) => ({
      ...l,
      playwright: '/* frame aB */ ' + l.playwright,
    }));
    roundTrip(framed);
    expect(wire(framed)['elements'][0][1]).toBe(0); // 'aB5' is frame + index
  });

  it('the fresh encoding equals the checked one for locators as buildLocators writes them', () => {
    const s = located();
    expect(encodeSnapshot(s, true)).toBe(encodeSnapshot(s, false));
  });

  it('a snapshot without a tree travels with nodes: null', () => {
    const s = located() as any;
    delete s.tree;
    const w = wire(s);
    expect(w['nodes']).toBeNull();
    expect(JSON.stringify(decodeSnapshot(encodeSnapshot(s)))).toBe(JSON.stringify(s));
  });

  it('passes plain JSON through and rejects another wire version', () => {
    const s = loginPage();
    expect(decodeSnapshot(JSON.stringify(s))).toEqual(s);
    expect(decodeSnapshot('null')).toBeNull();
    expect(() => decodeSnapshot('{"pmWire":2}')).toThrow('decodeSnapshot: unknown wire version 2');
  });
});

describe('derivePlaywright', () => {
  const r = rec({ index: 1, tag: 'button', name: "It's", frame: '' });
  const inFrame = rec({ index: 1, tag: 'button', name: 'Go', frame: 'b' });
  it.each([
    ['xpath', "//*[@id='a']/b[1]", r, `page.locator('xpath=//*[@id=\\'a\\']/b[1]')`],
    ['role', '{"role":"button","name":"It\'s"}', r, "page.getByRole('button', { name: 'It\\'s', exact: true })"],
    [
      'role',
      '{"role":"button","name":"It","includeHidden":true}',
      r,
      "page.getByRole('button', { name: 'It', includeHidden: true })",
    ],
    ['role', '{"role":7}', r, "page.getByRole('', { name: '' })"],
    ['role', 'not json', r, ''],
    ['text', 'a\nb', r, "page.getByText('a\\nb', { exact: true })"],
    ['label', 'L', r, "page.getByLabel('L', { exact: true })"],
    ['placeholder', 'P', r, "page.getByPlaceholder('P', { exact: true })"],
    ['altText', 'A', r, "page.getByAltText('A', { exact: true })"],
    ['title', 'T', r, "page.getByTitle('T', { exact: true })"],
    ['css', '#x', inFrame, "/* frame b */ page.locator('#x')"],
    ['testId', '[data-test="t"]', r, `page.locator('[data-test="t"]')`],
  ] as const)('%s %s', (kind, value, record, code) => {
    expect(derivePlaywright(kind, value, record)).toBe(code);
  });
});
