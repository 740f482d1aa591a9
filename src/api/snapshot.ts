/**
 * `snapshot(options?)` and `snapshotAsync(options?)`: the pipeline (dom/snapshot/), which finishes
 * the snapshot, then the marks when `options.highlight` asks for them. Drawing here, above both,
 * keeps the pipeline from depending on the overlay (and the overlay from depending on the pipeline).
 */
import type { Snapshot } from '../core/model/types';
import type { SnapshotOptions } from '../core/model/snapshotOptions';
import { push } from '../builtins/pristine';
import { snapshot as runSnapshot } from '../dom/snapshot/snapshot';
import { snapshotAsync as runSnapshotAsync } from '../dom/snapshot/snapshotAsync';
import { lastSnapshot } from '../dom/identity/registry';
import { highlight } from './highlight';

export function snapshot(options?: SnapshotOptions): Snapshot {
  return withMarks(runSnapshot(options));
}

export async function snapshotAsync(options?: SnapshotOptions): Promise<Snapshot> {
  return withMarks(await runSnapshotAsync(options));
}

/**
 * Draw the marks of a snapshot that completed (it is then the current one) when its options ask; a
 * drawing that fails is reported in its errors (the effect's outcome, not a change of the data).
 */
function withMarks(snap: Snapshot): Snapshot {
  if (snap.options.highlight && lastSnapshot() === snap) {
    try {
      highlight(snap);
    } catch (err) {
      push(snap.errors, { code: 'HIGHLIGHT_FAILED', message: String((err as Error)?.message ?? err) });
    }
  }
  return snap;
}
