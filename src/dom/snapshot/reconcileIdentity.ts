/**
 * Identity across framework re-renders: when a node is replaced by an equivalent one (same tag, role,
 * name, test id, frame and registered parent), the new node inherits the old index, bid and
 * elementId, but only when exactly one removed and one added element share that key. Anything
 * ambiguous keeps its new identity: a wrong inheritance would send an agent's click elsewhere.
 */
import type { Snapshot, TreeNode } from '../../core/model/types';
import type { WalkResult } from '../discovery/walk';
import { makeBid } from '../../core/model/frameId';
import { nowP, SafeMap, push } from '../../builtins/pristine';
import type { Job } from '../../core/job';
import { adoptIndex, elementByIndex, elementIdFor } from '../identity/registry';

type Rec = {
  index: number;
  tag: string;
  role: string;
  name: string;
  frame: string;
  parent: number | null;
  attributes: Record<string, string>;
};

function key(r: Rec, parent: number | null): string {
  const t = r.attributes['data-testid'] ?? r.attributes['data-test'] ?? r.attributes['data-cy'] ?? '';
  return r.frame + '\u0001' + r.tag + '\u0001' + r.role + '\u0001' + r.name + '\u0001' + t + '\u0001' + String(parent);
}

export function reconcileIdentity(prev: Snapshot | null, w: WalkResult, nodes: TreeNode[]): void {
  reconcileJob(prev, w, nodes).step(Infinity);
}

/**
 * `reconcileIdentity` in steps (snapshotAsync slices it): at 100k records each of its passes is a
 * long task on its own, and the first one calls elementByIndex (several DOM reads) for every record
 * that was not seen again. `step(until)` works until the clock passes `until` (false: call again)
 * or it is done (true); the passes and their order are those of one uninterrupted run.
 */
export function reconcileJob(prev: Snapshot | null, w: WalkResult, nodes: TreeNode[]): Job {
  const removed = new SafeMap<string, number[]>();
  const added = new SafeMap<string, number[]>();
  const remap = new SafeMap<number, number>();
  const pe = prev ? prev.elements : [];
  const recs = w.records;
  let pass = prev ? 0 : 3;
  let i = 0;
  // The clock is read every 256 records: a record costs well under a microsecond to a few (isLive).
  const late = (k: number, until: number): boolean => (k & 255) === 255 && nowP() > until;
  const step = (until: number): boolean => {
    for (;;) {
      switch (pass) {
        case 0:
          // Removed: previously registered, not seen now, and detached (a still-attached element that
          // just left the viewport or became hidden keeps its own identity).
          for (; i < pe.length; i++) {
            if (late(i, until)) return false;
            const r = pe[i]!;
            if (w.seen.has(r.index) || elementByIndex(r.index) !== null) continue;
            const k = key(r, r.parent);
            const list = removed.get(k);
            if (list) push(list, r.index);
            else removed.set(k, [r.index]);
          }
          if (removed.size === 0) return finished();
          pass = 1;
          i = 0;
          break;
        case 1:
          // Parents may themselves be remapped: process in pre-order so a parent's remap is known first.
          for (; i < recs.length; i++) {
            if (late(i, until)) return false;
            const r = recs[i]!;
            if (r.index < w.firstNewIndex) continue;
            const parent = r.parent === null ? null : (remap.get(r.parent) ?? r.parent);
            const k = key(r, parent);
            const list = added.get(k);
            if (list) push(list, i);
            else added.set(k, [i]);
            const rl = removed.get(k);
            if (rl && rl.length === 1 && (added.get(k) as number[]).length === 1) remap.set(r.index, rl[0]!);
          }
          // A key with two added candidates is ambiguous even if the first one matched early (one entry
          // per key of a new record: short next to the passes over all records).
          added.forEach((list) => {
            if (list.length > 1) for (let j = 0; j < list.length; j++) remap.delete(recs[list[j]!]!.index);
          });
          if (remap.size === 0) return finished();
          pass = 2;
          i = 0;
          break;
        case 2:
          for (; i < recs.length; i++) {
            if (late(i, until)) return false;
            const r = recs[i]!;
            if (r.parent !== null) {
              const np = remap.get(r.parent);
              if (np !== undefined) r.parent = np;
            }
            const old = remap.get(r.index);
            if (old === undefined) continue;
            adoptIndex(w.items[i]!.element, old);
            w.seen.delete(r.index);
            w.seen.add(old);
            if (r.node >= 0) nodes[r.node]!.index = old;
            r.index = old;
            r.bid = makeBid(r.frame, old);
            r.elementId = elementIdFor(old);
            r.isNew = false;
          }
          for (let f = 0; f < w.frames.length; f++) {
            const fr = w.frames[f]!;
            if (fr.hostIndex !== null) {
              const n = remap.get(fr.hostIndex);
              if (n !== undefined) fr.hostIndex = n;
            }
          }
          return finished();
        default:
          return true;
      }
    }
  };
  const finished = (): boolean => {
    pass = 3;
    return true;
  };
  return { step };
}
