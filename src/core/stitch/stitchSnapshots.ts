/**
 * stitchFrames for hosts outside this bundle's module graph (the Python package calls it through
 * the page's global): the same pure function, with each child's index mapping given as data
 * (`indexMap`: [childIndex, index] pairs) instead of a function, so the whole call crosses a driver's
 * evaluate as JSON. Stitches into `snap` and returns it.
 */
import type { Snapshot } from '../model/types';
import { stitchFrames, type FrameFill } from './stitchFrames';
import { push, SafeMap } from '../../builtins/pristine';

export interface StitchFill extends Omit<FrameFill, 'mapIndex'> {
  indexMap: [number, number][];
}

export function stitchSnapshots(snap: Snapshot, fills: StitchFill[]): Snapshot {
  const out: FrameFill[] = [];
  for (let i = 0; i < fills.length; i++) {
    const f = fills[i]!;
    const m = new SafeMap<number, number>();
    for (let j = 0; j < f.indexMap.length; j++) m.set(f.indexMap[j]![0], f.indexMap[j]![1]);
    const { indexMap: _drop, ...slot } = f;
    void _drop;
    push(out, { ...slot, mapIndex: (ci: number) => m.get(ci) ?? -1 });
  }
  stitchFrames(snap, out);
  return snap;
}
