/**
 * `snapshot(options?)` and `snapshotAsync(options?)`: the pipeline (dom/snapshot/), then the marks
 * when `options.highlight` asks for them. Drawing here, above both, keeps the pipeline from
 * depending on the overlay (and the overlay from depending on the pipeline).
 */
import type { Snapshot, SnapshotOptions } from '../core/model/types';
import { builtinsLost, builtinsLostReason, builtinsStatus, join, push } from '../builtins/pristine';
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

/** Draw the marks of a snapshot that completed (it is then the current one) when its options ask. */
function withMarks(snap: Snapshot): Snapshot {
  if (builtinsStatus !== 'native') {
    // Built-ins the page replaced before pagemark loaded (builtins/freshRealm.ts): never a silently short snapshot.
    snap.capabilities.pristineBuiltins = builtinsStatus;
    if (builtinsLost.length > 0) {
      const message = 'not recovered (' + builtinsLostReason + '): ' + join(builtinsLost, ', ');
      push(snap.errors, { code: 'BUILTINS_REPLACED', message });
    }
  }
  if (snap.options.highlight && lastSnapshot() === snap) {
    try {
      highlight(snap);
    } catch (err) {
      push(snap.errors, { code: 'HIGHLIGHT_FAILED', message: String((err as Error)?.message ?? err) });
    }
  }
  return snap;
}
