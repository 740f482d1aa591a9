/**
 * `snapshot(options?)`: walk the page and return a plain, serialisable Snapshot (see model/types.ts).
 * Never throws into the page except for API misuse (bad options -> UsageError): anything else that
 * fails is collected in `snapshot.errors` and the rest of the snapshot is still returned.
 *
 * The pipeline's phases run as one resumable job (collectJob.ts); `snapshot()` runs it to the end
 * at once, `snapshotAsync()` in slices. Then the diff against the previous snapshot and `finish`
 * commit the snapshot.
 */
import type { Snapshot } from '../../core/model/types';
import type { NormalizedSnapshotOptions, SnapshotOptions } from '../../core/model/snapshotOptions';
import { normalizeSnapshotOptions } from '../../core/model/normalizeSnapshotOptions';
import { settleTimings } from '../../core/model/settleTimings';
import { hiddenInstructions } from '../../core/model/hiddenInstructions';
import { roundMs } from '../../core/geometry/round';
import { boundWindow } from '../platform/dom';
import { nowP } from '../../builtins/pristine';
import { commitSnapshot, lastSnapshot, registryState, setIdPrefix } from '../identity/registry';
import { collectJob } from './collectJob';
import type { Collected } from './buildSnapshot';
import { computeDiff } from './diff';
import { emptySnapshot } from './emptySnapshot';
import { reportLostBuiltins } from './capabilities';

export function snapshot(options?: SnapshotOptions): Snapshot {
  const o = normalizeSnapshotOptions(options);
  if (o.idPrefix !== registryState().idPrefix) setIdPrefix(o.idPrefix);
  const t0 = nowP();
  const win = boundWindow;
  const doc = win ? win.document : undefined;
  if (!win || !doc) return emptySnapshot(o, 'no document to snapshot');
  try {
    const prev = lastSnapshot();
    return finish(collect(win, doc, o, t0, prev).snap, prev, o, t0);
  } catch (err) {
    return emptySnapshot(o, `snapshot failed: ${String((err as Error)?.message ?? err)}`);
  }
}

/**
 * Walk and build the snapshot of this document (same-origin frames included), not yet committed:
 * snapshotAsync stitches cross-origin frames in before `finish`.
 */
export function collect(
  win: Window,
  doc: Document,
  o: NormalizedSnapshotOptions,
  t0: number,
  prev: Snapshot | null,
): Collected {
  const job = collectJob(win, doc, o, t0, prev);
  try {
    job.step(Infinity);
  } catch (err) {
    job.abandon();
    throw err;
  }
  return job.result();
}

/**
 * Diff against the previous snapshot, report the built-ins lost, install as the current one. Every
 * snapshot of a document ends here (api/snapshot.ts then draws the marks when asked).
 */
export function finish(snap: Snapshot, prev: Snapshot | null, o: NormalizedSnapshotOptions, t0: number): Snapshot {
  if (snap.diff === null && prev) snap.diff = computeDiff(prev.elements, snap.elements);
  reportLostBuiltins(snap.errors);
  // The page's own snapshot carries the warning about hidden text that talks to the model, so the
  // in-page render and observe (bookmarklet, userscript, evaluate) show what the hosts show.
  const w = hiddenInstructions(snap);
  if (w) snap.warnings = [w];
  snap.stats.durationMs = roundMs(nowP() - t0);
  settleTimings(snap.stats);
  commitSnapshot(snap);
  return snap;
}
