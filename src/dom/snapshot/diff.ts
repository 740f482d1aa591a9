import type { ElementRecord, SnapshotDiff } from '../../core/model/types';
import { hasOwn, nowP, push, SafeMap } from '../../builtins/pristine';
import { runJob, type Job } from '../../core/job';

const DIFF_FIELDS = ['text', 'value', 'name'] as const;

/** Shallow equality of two states objects (flat records of booleans and strings). */
function sameStates(a: ElementRecord['states'], b: ElementRecord['states']): boolean {
  // Shared by a clean record (the walk's statesOf).
  if (a === b) return true;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (!hasOwn(x, k)) continue;
    n++;
    if (x[k] !== y[k]) return false;
  }
  for (const k in y) if (hasOwn(y, k)) n--;
  return n === 0;
}

/** What changed between two snapshots' records, in one go. */
export function computeDiff(prev: ElementRecord[], cur: ElementRecord[]): SnapshotDiff {
  return runJob(diffJobOf(prev, cur));
}

/**
 * The diff in steps (a sliced snapshot yields between them): compare, then list removals. It runs
 * after cross-origin frames are stitched in, so their records are in it too.
 *
 * Records come in document order and keep their index, so most of a page's records sit in the same
 * order in both snapshots: they are paired by walking both lists side by side. Only where the order
 * breaks (an element added, removed or moved) are the old records indexed, once, and looked up; a
 * record paired either way is marked so, and the unpaired old ones are the removals. (An index per
 * old record and a lookup per new one were a visible share of an incremental snapshot of a large
 * page, for records that nearly all pair in order.)
 */
export function diffJobOf(prev: ElementRecord[], cur: ElementRecord[]): Job<SnapshotDiff> {
  let before: Map<number, number> | null = null;
  const added: number[] = [];
  const changed: { index: number; fields: string[] }[] = [];
  const removed: number[] = [];
  // Which old records were paired (by position in prev).
  const paired: boolean[] = [];
  // The next old record an in-order pairing expects.
  let next = 0;
  let b = 0;
  let c = 0;
  const step = (until: number): boolean => {
    for (; b < cur.length; b++) {
      if ((b & 511) === 511 && nowP() > until) return false;
      const r = cur[b]!;
      let at: number;
      if (next < prev.length && prev[next]!.index === r.index) at = next;
      else {
        if (!before) {
          // Built in one go, not across slices: a sliced diff pays it once (a few ms at 100k).
          before = new SafeMap<number, number>();
          for (let a = 0; a < prev.length; a++) before.set(prev[a]!.index, a);
        }
        at = before.get(r.index) ?? -1;
      }
      if (at < 0) {
        push(added, r.index);
        continue;
      }
      next = at + 1;
      paired[at] = true;
      const p = prev[at]!;
      let fields: string[] | null = null;
      for (let k = 0; k < DIFF_FIELDS.length; k++) {
        const f = DIFF_FIELDS[k]!;
        if (p[f] !== r[f]) push((fields ??= []), f);
      }
      if (!sameStates(p.states, r.states)) push((fields ??= []), 'states');
      const x = p.bbox;
      const y = r.bbox;
      if (!x || !y ? x !== y : x.x !== y.x || x.y !== y.y || x.width !== y.width || x.height !== y.height)
        push((fields ??= []), 'bbox');
      if (fields) push(changed, { index: r.index, fields });
    }
    for (; c < prev.length; c++) {
      if ((c & 1023) === 1023 && nowP() > until) return false;
      if (paired[c] !== true) push(removed, prev[c]!.index);
    }
    return true;
  };
  return { step, result: () => ({ added, removed, changed }) };
}
