/**
 * `snapshotAsync(options?)`: `snapshot()` plus the cross-origin frames this document cannot read,
 * asked over the postMessage bridge when it is enabled (userscript, bookmarklet and ESM builds; see
 * dom/bridge/askFrames.ts) and stitched in under their frame ids. Frames that do not answer within
 * `bridgeTimeoutMs` (default 1000) stay `status: 'unreachable'` with the reason.
 */
import type { Snapshot } from '../../core/model/types';
import type { NormalizedSnapshotOptions, SnapshotOptions } from '../../core/model/snapshotOptions';
import { normalizeSnapshotOptions } from '../../core/model/normalizeSnapshotOptions';
import { UsageError } from '../../core/model/errors';
import {
  boundWindow,
  moDisconnect,
  moObserve,
  moTakeRecords,
  mrAttributeName,
  MutationObserverP,
} from '../platform/dom';
import { nowP, PromiseCtor, push, setTimeoutP } from '../../builtins/pristine';
import { collect, finish } from './snapshot';
import { collectJob, type CollectJob } from './collectJob';
import { diffJobOf } from './diff';
import { emptySnapshot } from './emptySnapshot';
import { lastSnapshot, registryState, setIdPrefix } from '../identity/registry';
import { bridgeHooks } from './bridgeHooks';

export const DEFAULT_BRIDGE_TIMEOUT_MS = 1000;
/** Under the 50 ms long-task threshold with room for the page's own work in the same frame budget. */
export const DEFAULT_SLICE_MS = 20;

export async function snapshotAsync(options?: SnapshotOptions): Promise<Snapshot> {
  if (options !== undefined && options !== null && typeof options !== 'object')
    throw new UsageError('snapshotAsync(options): options must be an object');
  const given = options ?? {};
  const o = normalizeSnapshotOptions({
    ...given,
    bridgeTimeoutMs: given.bridgeTimeoutMs ?? DEFAULT_BRIDGE_TIMEOUT_MS,
    sliceMs: given.sliceMs ?? DEFAULT_SLICE_MS,
  });
  if (o.idPrefix !== registryState().idPrefix) setIdPrefix(o.idPrefix);
  const t0 = nowP();
  const win = boundWindow;
  const doc = win ? win.document : undefined;
  if (!win || !doc) return emptySnapshot(o, 'no document to snapshot');
  let prev: Snapshot | null;
  let parts: ReturnType<typeof collect>;
  let job: CollectJob | null = null;
  try {
    prev = lastSnapshot();
    const made = nowP();
    job = collectJob(win, doc, o, t0, prev);
    // Setting up can take a slice of its own (the incremental tracker compares stylesheets, rule
    // matches and every control's state, in proportion to the page's size): the walk then starts on
    // the next task instead of adding a full slice to this one.
    if (o.sliceMs > 0) await runSliced(job, doc, o, nowP() - made > o.sliceMs);
    else job.step(Infinity);
    parts = job.result();
  } catch (err) {
    if (job) job.abandon();
    return emptySnapshot(o, `snapshot failed: ${String((err as Error)?.message ?? err)}`);
  }
  const { snap, remoteFrames } = parts;
  const stitch = bridgeHooks.stitch;
  if (stitch && o.bridgeTimeoutMs > 0 && remoteFrames.length) {
    try {
      await stitch(snap, remoteFrames, o, t0);
    } catch (err) {
      push(snap.errors, { code: 'STITCH_FAILED', message: String((err as Error)?.message ?? err) });
    }
  }
  // The diff covers the stitched records; in slices too, since it is linear in both snapshots. It
  // starts on a task of its own: the collect job's last step may have used its whole slice.
  if (prev) {
    const dj = diffJobOf(prev.elements, snap.elements);
    if (o.sliceMs > 0) {
      await nextTask();
      while (!dj.step(nowP() + o.sliceMs)) await nextTask();
    } else dj.step(Infinity);
    snap.diff = dj.result();
  }
  return finish(snap, prev, o, t0);
}

/** Yield to the page's task queue (input, rendering and the page's own timers run first). */
function nextTask(): Promise<void> {
  return new PromiseCtor<void>((resolve) => setTimeoutP(resolve, 0));
}

/**
 * Run the collect job in slices of `sliceMs`, yielding to the page's task queue in between (a timer:
 * input, rendering and the page's own timers get their turn). The page may change the DOM while we
 * wait; a private observer counts its changes: from the first one on, the walk skips nodes that left
 * the document, and the snapshot says so in `errors` (PAGE_CHANGED): what was read before a change
 * may be out of date, and the incremental tracker re-reads it in the next snapshot.
 */
async function runSliced(
  job: CollectJob,
  doc: Document,
  o: NormalizedSnapshotOptions,
  yieldFirst: boolean,
): Promise<void> {
  let changes = 0;
  // Records reach the callback at every microtask checkpoint (each await): count them there, and
  // take the rest before each step.
  const count = (recs: MutationRecord[]): void => {
    let n = 0;
    for (let i = 0; i < recs.length; i++) {
      if (o.markAttribute === false || mrAttributeName(recs[i]!) !== o.markAttribute) n++;
    }
    if (n > 0 && changes === 0) job.pageChanged();
    changes += n;
  };
  let watcher: MutationObserver | null = null;
  if (MutationObserverP) {
    try {
      watcher = new MutationObserverP(count);
      moObserve(watcher, doc, { subtree: true, childList: true, attributes: true, characterData: true });
    } catch {
      watcher = null;
    }
  }
  try {
    if (yieldFirst) {
      await nextTask();
      if (watcher) count(moTakeRecords(watcher));
    }
    while (!job.step(nowP() + o.sliceMs)) {
      await nextTask();
      if (watcher) count(moTakeRecords(watcher));
    }
  } finally {
    if (watcher) moDisconnect(watcher);
  }
  if (changes > 0) {
    const snap = job.result().snap;
    push(snap.errors, {
      code: 'PAGE_CHANGED',
      message: `the page changed while the snapshot was taken in slices (${changes} DOM changes): elements read before a change may be out of date; the next snapshot re-reads them`,
    });
  }
}
