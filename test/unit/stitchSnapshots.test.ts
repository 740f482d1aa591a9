// stitchSnapshots (the stitcher for hosts outside this module graph, such as the Python package) is
// stitchFrames with the index mapping given as [childIndex, index] pairs: the same result after a JSON
// round trip of its arguments, as a driver's evaluate delivers them. The Python package runs it from
// dist/pagemark.stitch.js as the body of a function (python/src/pagemark/_js.py `stitch`).
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/dom/snapshot/snapshot';
import { resetRegistry } from '../../src/dom/identity/registry';
import { bindWindow } from '../../src/dom/platform/dom';
import { stitchFrames } from '../../src/core/stitch/stitchFrames';
import { stitchSnapshots } from '../../src/core/stitch/stitchSnapshots';
import type { Snapshot } from '../../src/core/model/types';
import { readFileSync } from 'node:fs';

function take(html: string): Snapshot {
  resetRegistry();
  document.body.innerHTML = html; // test setup, not page code
  bindWindow(window as unknown as globalThis.Window);
  return JSON.parse(JSON.stringify(snapshot()));
}

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
