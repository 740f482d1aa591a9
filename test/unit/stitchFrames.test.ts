// stitchFrames is pure: a child frame's snapshot (its own indexes, frame ids and coordinates) goes
// into its host's snapshot right after the iframe, in document order, with the tree's pre-order
// invariants intact, and the result renders in Node after a JSON round trip.
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/dom/snapshot/snapshot';
import { render } from '../../src/core/render/render';
import { resetRegistry } from '../../src/dom/identity/registry';
import { bindWindow } from '../../src/dom/platform/dom';
import { stitchFrames } from '../../src/core/stitch/stitchFrames';
import type { Snapshot } from '../../src/core/model/types';

function take(html: string): Snapshot {
  resetRegistry();
  document.body.innerHTML = html; // test setup, not page code
  bindWindow(window as unknown as globalThis.Window);
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
