// @vitest-environment node
// The wire format (src/core/wire/) on hand-built snapshots: the exact encoding of a record, a tree
// and each shortcut, the fallbacks, and the round trip string for string (decodeSnapshot.ts); then
// the round trip of snapshots of the fixtures, taken in a happy-dom window of the test's own, so the
// wire code itself runs in Node without a DOM.
import { Window as HappyWindow } from 'happy-dom';
import { encodeSnapshot, WIRE_VERSION } from '../../../../src/core/wire/encodeSnapshot';
import { decodeSnapshot } from '../../../../src/core/wire/decodeSnapshot';
import { derivePlaywright } from '../../../../src/core/wire/derivePlaywright';
import type { ElementRecord, LocatorEntry, Snapshot } from '../../../../src/core/model/types';
import { loginPage, rec, snap, tree } from '../build';
import { describe, expect, it, beforeEach } from 'vitest';
import { readFileSync } from 'node:fs';
import { snapshot } from '../../../../src/dom/snapshot/snapshot';
import { resetRegistry } from '../../../../src/dom/identity/registry';
import { bindWindow } from '../../../../src/dom/platform/dom';
import { cssFromXpath } from '../../../../src/core/wire/cssFromXpath';

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

const win = new HappyWindow();
const document = win.document;

function page(html: string): Snapshot {
  document.body.innerHTML = html; // test setup, not page code
  bindWindow(win as unknown as globalThis.Window);
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
