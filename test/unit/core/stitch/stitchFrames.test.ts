// @vitest-environment node
// Stitching (src/core/stitch/) on hand-built snapshots: what each field of a child frame's records,
// frames, errors, stats and tree nodes becomes in its host's snapshot, and the shape check that
// guards the stitcher against a hostile child; then document order on snapshots of real documents,
// taken in a happy-dom window of the test's own (the stitch code runs in Node without a DOM).
import { describe, expect, it } from 'vitest';
import { Window as HappyWindow } from 'happy-dom';
import { stitchFrames, type FrameFill } from '../../../../src/core/stitch/stitchFrames';
import { stitchSnapshots } from '../../../../src/core/stitch/stitchSnapshots';
import { isChildSnapshot } from '../../../../src/core/stitch/isChildSnapshot';
import type { Snapshot } from '../../../../src/core/model/types';
import { rec, snap, tree } from '../build';
import { snapshot } from '../../../../src/dom/snapshot/snapshot';
import { render } from '../../../../src/core/render/render';
import { resetRegistry } from '../../../../src/dom/identity/registry';
import { bindWindow } from '../../../../src/dom/platform/dom';
import { readFileSync } from 'node:fs';

/** A page with a button, a cross-origin iframe (frame 'a', 100, 200 from the origin) and a button. */
function host(): Snapshot {
  const s = snap(
    [
      rec({ index: 1, tag: 'button', name: 'Before' }),
      rec({ index: 2, tag: 'iframe', name: 'Payment' }),
      rec({ index: 3, tag: 'button', name: 'After' }),
    ],
    tree([
      [-1, 'body'], // 0
      [0, 'button', { index: 1 }], // 1
      [1, '#text', { text: 'Before' }], // 2
      [0, 'iframe', { index: 2 }], // 3
      [0, 'button', { index: 3 }], // 4
      [4, '#text', { text: 'After' }], // 5
    ]),
    { focusedBid: '2' },
  );
  s.frames.push({
    id: 'a',
    hostIndex: 2,
    url: '',
    offset: { x: 100, y: 200 },
    status: 'unreachable',
    reason: 'cross-origin',
    crossOrigin: true,
  });
  s.stats.hitTests = 3;
  return s;
}

/** The iframe's own snapshot: an input, a button half outside the frame, covered by the input. */
function child(): Snapshot {
  const s = snap(
    [
      rec({ index: 1, tag: 'input', name: 'Card', bbox: { x: 0, y: 0, width: 200, height: 40 } }),
      rec({
        index: 2,
        tag: 'button',
        name: 'Pay',
        bbox: { x: 0.333, y: 170, width: 100, height: 100 },
        obscuredBy: '1',
        parent: 1,
        depth: 1,
      }),
    ],
    tree([
      [-1, 'body'],
      [0, 'input', { index: 1 }],
      [1, 'button', { index: 2 }],
      [2, '#text', { text: 'Pay' }],
      [0, 'iframe', { frame: 'b' }],
    ]),
    {
      url: 'https://pay.example/',
      focusedBid: '1',
      errors: [{ code: 'LOCATORS_FAILED', message: 'no unique locator', bid: '2' }],
      truncated: true,
      truncatedReason: 'deadline',
    },
  );
  s.frames.push({
    id: 'b',
    hostIndex: null,
    url: 'https://ads.example/',
    offset: { x: 5, y: 6 },
    status: 'pending',
    crossOrigin: true,
  });
  s.stats.hitTests = 4;
  return s;
}

const fill = (c: Snapshot = child()): FrameFill => ({
  framePos: 1,
  treeNode: 3,
  recordPos: 2,
  parentIndex: 2,
  depth: 1,
  clip: { x1: 100, y1: 200, x2: 400, y2: 400 },
  child: c,
  mapIndex: (i) => 10 + i,
});

describe('stitchFrames', () => {
  it('maps, prefixes, translates and clips the child records and puts them after the iframe', () => {
    const s = host();
    stitchFrames(s, [fill()]);
    const pick = (i: number) => {
      const r = s.elements[i]!;
      return [
        r.index,
        r.bid,
        r.frame,
        r.bbox,
        r.visibility,
        r.inViewport,
        r.setOfMarks,
        r.obscuredBy,
        r.parent,
        r.depth,
        r.node,
      ];
    };
    expect(s.elements.map((e) => e.name)).toEqual(['Before', 'Payment', 'Card', 'Pay', 'After']);
    expect(pick(2)).toEqual([11, 'a11', 'a', { x: 100, y: 200, width: 200, height: 40 }, 1, true, true, null, 2, 1, 5]);
    // 30 of its 100 px are inside the frame's clip (y 370..400): visibility 0.3, no mark.
    expect(pick(3)).toEqual([
      12,
      'a12',
      'a',
      { x: 100.33, y: 370, width: 100, height: 100 },
      0.3,
      true,
      false,
      'a11',
      11,
      2,
      6,
    ]);
    expect(s.elements[4]!.node).toBe(9); // after the five child nodes
  });

  it("splices the child's tree under the iframe node with parents and sizes fixed", () => {
    const s = host();
    stitchFrames(s, [fill()]);
    expect(s.tree.nodes.map((n) => [n.parent, n.tag, n.size, n.index ?? null, n.frame ?? null])).toEqual([
      [-1, 'body', 11, null, null],
      [0, 'button', 2, 1, null],
      [1, '#text', 1, null, null],
      [0, 'iframe', 6, 2, null],
      [3, 'body', 5, null, null],
      [4, 'input', 3, 11, null],
      [5, 'button', 2, 12, null],
      [6, '#text', 1, null, null],
      [4, 'iframe', 1, null, 'ab'],
      [0, 'button', 2, 3, null],
      [9, '#text', 1, null, null],
    ]);
  });

  it('frames, focus, errors, stats and truncation of the child reach the host', () => {
    const s = host();
    const visited = s.stats.visited;
    stitchFrames(s, [fill()]);
    expect(s.frames.slice(1)).toEqual([
      {
        id: 'a',
        hostIndex: 2,
        url: 'https://pay.example/',
        offset: { x: 100, y: 200 },
        status: 'ok',
        crossOrigin: true,
      },
      {
        id: 'ab',
        hostIndex: null,
        url: 'https://ads.example/',
        offset: { x: 105, y: 206 },
        status: 'pending',
        crossOrigin: true,
      },
    ]);
    expect(s.focusedBid).toBe('a11');
    expect(s.errors).toEqual([{ code: 'LOCATORS_FAILED', message: 'frame a: no unique locator', bid: 'a12' }]);
    expect(s.stats.visited).toBe(visited + 2);
    expect(s.stats.hitTests).toBe(7);
    expect(s.stats.frames).toBe(2);
    expect(s.truncated).toBe(true);
    expect(s.truncatedReason).toBe('frame a: deadline');
  });

  it('keeps focus where it is when the focused element is not the iframe', () => {
    const s = host();
    s.focusedBid = '1';
    stitchFrames(s, [fill()]);
    expect(s.focusedBid).toBe('1');
  });

  it('adds a truncation reason to one the host already has', () => {
    const s = host();
    s.truncated = true;
    s.truncatedReason = 'maxElements';
    const c = child();
    c.truncatedReason = undefined;
    stitchFrames(s, [fill(c)]);
    expect(s.truncatedReason).toBe('maxElements; frame a: truncated');
  });

  it('without a host tree node the records still go in and point to no node', () => {
    const s = host();
    stitchFrames(s, [{ ...fill(), treeNode: -1 }]);
    expect(s.tree.nodes).toHaveLength(6);
    expect(s.elements.map((e) => [e.index, e.node])).toEqual([
      [1, 1],
      [2, 3],
      [11, -1],
      [12, -1],
      [3, 4],
    ]);
  });

  it('a frame outside the viewport: boxes translated, nothing in the viewport or visible', () => {
    const s = host();
    s.frames[1]!.offset = { x: 100, y: 2000 };
    stitchFrames(s, [{ ...fill(), clip: { x1: 0, y1: 0, x2: 0, y2: 0 } }]);
    expect(s.elements.slice(2, 4).map((e) => [e.bbox!.y, e.visibility, e.inViewport, e.setOfMarks])).toEqual([
      [2000, 0, false, false],
      [2170, 0, false, false],
    ]);
  });

  it('no fills: the snapshot is left as it is', () => {
    const s = host();
    stitchFrames(s, []);
    expect(s).toEqual(host());
  });
});

describe('stitchSnapshots', () => {
  it('is stitchFrames with the mapping as pairs; an unmapped index becomes -1', () => {
    const { mapIndex: _m, ...slot } = fill();
    void _m;
    const a = host();
    stitchFrames(a, [fill()]);
    const b = stitchSnapshots(host(), [
      {
        ...slot,
        child: child(),
        indexMap: [
          [1, 11],
          [2, 12],
        ],
      },
    ]);
    expect(b).toEqual(a);
    const c = stitchSnapshots(host(), [{ ...slot, child: child(), indexMap: [[1, 11]] }]);
    expect(c.elements.map((e) => e.bid)).toEqual(['1', '2', 'a11', 'a-1', '3']);
  });
});

describe('isChildSnapshot', () => {
  it('accepts a snapshot', () => {
    expect(isChildSnapshot(child())).toBe(true);
    expect(isChildSnapshot(JSON.parse(JSON.stringify(child())))).toBe(true);
  });

  const broken: [string, (s: any) => void][] = [
    ['no url', (s) => delete s.url],
    ['elements not an array', (s) => (s.elements = {})],
    ['frames missing', (s) => delete s.frames],
    ['tree without nodes', (s) => (s.tree = {})],
    ['stats missing', (s) => (s.stats = null)],
    ['viewport missing', (s) => delete s.viewport],
    ['errors not an array', (s) => (s.errors = 'x')],
    ['a record is null', (s) => (s.elements[0] = null)],
    ['an index is NaN', (s) => (s.elements[0].index = NaN)],
    ['a bid is a number', (s) => (s.elements[0].bid = 1)],
    ['a frame id is missing', (s) => delete s.elements[0].frame],
    ['a parent is a string', (s) => (s.elements[0].parent = '1')],
    ['a depth is missing', (s) => delete s.elements[0].depth],
    ['a node past the tree', (s) => (s.elements[0].node = 99)],
    ['a box with a string', (s) => (s.elements[0].bbox = { x: '0', y: 0, width: 1, height: 1 })],
    ['visibility missing', (s) => delete s.elements[0].visibility],
    ['states null', (s) => (s.elements[0].states = null)],
    ['attributes missing', (s) => delete s.elements[0].attributes],
    ['locators an object', (s) => (s.elements[0].locators = {})],
    ['a node whose parent follows it', (s) => (s.tree.nodes[1].parent = 3)],
    ['a second root', (s) => (s.tree.nodes[2].parent = -1)],
    ['a node without a tag', (s) => delete s.tree.nodes[1].tag],
    ['a frame without an id', (s) => delete s.frames[1].id],
    ['a frame offset with NaN', (s) => (s.frames[1].offset.y = NaN)],
    ['a frame without a url', (s) => (s.frames[1].url = null)],
  ];
  it.each(broken)('rejects %s', (_why, edit) => {
    const s = child();
    edit(s);
    expect(isChildSnapshot(s)).toBe(false);
  });

  it('rejects non-objects', () => {
    for (const v of [null, 'x', 1, [], undefined]) expect(isChildSnapshot(v)).toBe(false);
  });
});

// stitchFrames is pure: a child frame's snapshot (its own indexes, frame ids and coordinates) goes
// into its host's snapshot right after the iframe, in document order, with the tree's pre-order
// invariants intact, and the result renders in Node after a JSON round trip.
const win = new HappyWindow();
const document = win.document;

function take(html: string): Snapshot {
  resetRegistry();
  document.body.innerHTML = html; // test setup, not page code
  bindWindow(win as unknown as globalThis.Window);
  return JSON.parse(JSON.stringify(snapshot()));
}

function checkTree(s: Snapshot) {
  const n = s.tree.nodes;
  const size = n.map(() => 1);
  for (let i = n.length - 1; i > 0; i--) {
    expect(n[i]!.parent).toBeGreaterThanOrEqual(0);
    expect(n[i]!.parent).toBeLessThan(i);
    size[n[i]!.parent] = size[n[i]!.parent]! + size[i]!;
  }
  expect(n.map((x) => x.size)).toEqual(size);
  for (const e of s.elements) if (e.node >= 0) expect(n[e.node]!.index).toBe(e.index);
}

describe('stitchFrames', () => {
  it('splices a child frame in after its iframe, mapped, translated and in order', () => {
    const parent = take('<button id="a">Before</button><p id="host">frame</p><button id="b">After</button>');
    const child = take(
      '<label>Email <input id="e" type="email"></label><button id="pay">Pay [1] &lt;button&gt;</button><a href="/x">Help</a>',
    );
    // The child's own cross-origin sub-frame, reported unreachable by the child.
    child.frames.push({
      id: 'a',
      hostIndex: null,
      url: 'https://ads.example/',
      offset: { x: 5, y: 5 },
      status: 'unreachable',
      reason: 'no answer',
      crossOrigin: true,
    });
    checkTree(parent);
    const hostNode = parent.tree.nodes.findIndex((x) => x.tag === 'p');
    const posB = parent.elements.findIndex((e) => e.attributes.id === 'b');
    parent.frames.push({
      id: 'a',
      hostIndex: null,
      url: '',
      offset: { x: 10, y: 20 },
      status: 'unreachable',
      reason: 'cross-origin',
      crossOrigin: true,
    });
    // happy-dom has no layout: the counts are set here to see them add up.
    parent.stats.hitTests = 3;
    child.stats.hitTests = 4;
    const visitedBefore = parent.stats.visited + child.stats.visited;
    stitchFrames(parent, [
      {
        framePos: 1,
        treeNode: hostNode,
        recordPos: posB,
        parentIndex: null,
        depth: 0,
        clip: { x1: 10, y1: 20, x2: 310, y2: 220 },
        child,
        mapIndex: (ci) => 100 + ci,
      },
    ]);
    const ids = parent.elements.map((e) => e.attributes.id ?? e.tag);
    expect(ids).toEqual(['a', 'label', 'e', 'pay', 'a', 'b']);
    expect(parent.stats.hitTests).toBe(7);
    expect(parent.stats.visited).toBe(visitedBefore);
    const email = parent.elements[2]!;
    expect(email.bid).toBe('a' + email.index);
    expect(email.index).toBeGreaterThan(100);
    expect(email.frame).toBe('a');
    expect(email.bbox!.x).toBe(child.elements[1]!.bbox!.x + 10);
    expect(email.bbox!.y).toBe(child.elements[1]!.bbox!.y + 20);
    expect(new Set(parent.elements.map((e) => e.index)).size).toBe(parent.elements.length);
    checkTree(parent);
    // The child's nodes are the host's descendants.
    const host = parent.tree.nodes[hostNode]!;
    const emailNode = parent.tree.nodes[email.node]!;
    let p = emailNode.parent;
    while (p > hostNode) p = parent.tree.nodes[p]!.parent;
    expect(p).toBe(hostNode);
    expect(host.size).toBeGreaterThan(child.tree.nodes.length);
    expect(parent.frames.map((f) => `${f.id}:${f.status}`)).toEqual([':ok', 'a:ok', 'aa:unreachable']);
    expect(parent.frames[2]!.offset).toEqual({ x: 15, y: 25 });
    // Renders in Node after a JSON round trip; the child's hostile text stays inert.
    const copy: Snapshot = JSON.parse(JSON.stringify(parent));
    const text = render(copy, 'text', { hidden: true });
    const shown = text
      .split('\n')
      .map((l) => /^\*?\[(\d+)\]/.exec(l)?.[1])
      .filter(Boolean)
      .map(Number);
    const order = copy.elements.map((e) => e.index);
    // Lines follow document order (the label may fold into its input's line).
    expect(shown.map((i) => order.indexOf(i))).toEqual([...shown.map((i) => order.indexOf(i))].sort((a, b) => a - b));
    expect(shown).toContain(email.index);
    expect(shown).toContain(parent.elements[3]!.index);
    expect(text).toContain('&#91;1&#93;');
    const html = render(copy, 'html', { hidden: true });
    expect(html).toContain(`data-element-id="${email.elementId}"`);
  });

  it('several frames at once keep document order', () => {
    const parent = take(
      '<p id="h1">one</p><button id="m">Middle</button><p id="h2">two</p><button id="z">End</button>',
    );
    const c1 = take('<button id="c1">C1</button>');
    const c2 = take('<button id="c2">C2</button><button id="c3">C3</button>');
    const node = (id: string) =>
      parent.tree.nodes.findIndex(
        (n) => n.tag === 'p' && n === parent.tree.nodes.filter((x) => x.tag === 'p')[id === 'h1' ? 0 : 1],
      );
    const pos = (id: string) => parent.elements.findIndex((e) => e.attributes.id === id);
    parent.frames.push(
      { id: 'a', hostIndex: null, url: '', offset: { x: 0, y: 0 }, status: 'unreachable', crossOrigin: true },
      { id: 'b', hostIndex: null, url: '', offset: { x: 0, y: 500 }, status: 'unreachable', crossOrigin: true },
    );
    const clip = { x1: 0, y1: 0, x2: 1000, y2: 1000 };
    // Given out of order on purpose.
    stitchFrames(parent, [
      {
        framePos: 2,
        treeNode: node('h2'),
        recordPos: pos('z'),
        parentIndex: null,
        depth: 0,
        clip,
        child: c2,
        mapIndex: (i) => 200 + i,
      },
      {
        framePos: 1,
        treeNode: node('h1'),
        recordPos: pos('m'),
        parentIndex: null,
        depth: 0,
        clip,
        child: c1,
        mapIndex: (i) => 100 + i,
      },
    ]);
    expect(parent.elements.map((e) => e.attributes.id)).toEqual(['c1', 'm', 'c2', 'c3', 'z']);
    expect(parent.elements.map((e) => e.frame)).toEqual(['a', '', 'b', 'b', '']);
    checkTree(parent);
  });
});

// stitchSnapshots (the stitcher for hosts outside this module graph, such as the Python package) is
// stitchFrames with the index mapping given as [childIndex, index] pairs: the same result after a JSON
// round trip of its arguments, as a driver's evaluate delivers them. The Python package runs it from
// dist/pagemark.stitch.js as the body of a function (python/src/pagemark/_js.py `stitch`).

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('stitchSnapshots', () => {
  it('equals stitchFrames with a mapping function', () => {
    const parent = take('<button id="a">Before</button><p id="host">frame</p><button id="b">After</button>');
    const child = take('<input id="q" aria-label="Search"><button id="in">Inner</button>');
    parent.frames.push({
      id: 'a',
      hostIndex: null,
      url: '',
      offset: { x: 10, y: 20 },
      status: 'unreachable',
      crossOrigin: true,
    });
    const slot = {
      framePos: 1,
      treeNode: parent.tree.nodes.findIndex((x) => x.tag === 'p'),
      recordPos: parent.elements.findIndex((e) => e.attributes.id === 'b'),
      parentIndex: null,
      depth: 0,
      clip: { x1: 10, y1: 20, x2: 310, y2: 220 },
    };
    const viaFunction = copy(parent);
    stitchFrames(viaFunction, [{ ...slot, child: copy(child), mapIndex: (ci) => 100 + ci }]);
    const pairs = child.elements.map((e): [number, number] => [e.index, 100 + e.index]);
    const viaPairs = stitchSnapshots(copy(parent), copy([{ ...slot, child, indexMap: pairs }]));
    expect(viaPairs).toEqual(viaFunction);
    expect(viaPairs.elements.map((e) => e.bid)).toContain('a' + (100 + child.elements[1]!.index));

    // The shipped script, run the way the Python package runs it: the same snapshot, and no global.
    const body =
      readFileSync('dist/pagemark.stitch.js', 'utf8') + '\n;return pagemarkStitch.stitchSnapshots(arg[0], arg[1]);';
    const run = new Function('arg', body) as (arg: unknown) => Snapshot;
    const viaScript = run(copy([parent, [{ ...slot, child, indexMap: pairs }]]));
    expect(viaScript).toEqual(viaFunction);
    expect('pagemarkStitch' in globalThis).toBe(false);
  });
});
