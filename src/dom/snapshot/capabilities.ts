import type { Snapshot, SnapshotError } from '../../core/model/types';
import { boundWindow, docElementsFromPoint } from '../platform/dom';
import { listenerTrackingEnabled } from '../discovery/listenerHook';
import { closedShadowRootsTracked } from '../discovery/closedShadowRoots';
import { builtinsLost, builtinsLostReason, builtinsStatus, join, push } from '../../builtins/pristine';

/** What this page and build let a snapshot see (Snapshot.capabilities). */
export function capabilities(): Snapshot['capabilities'] {
  const w = boundWindow as unknown as Record<string, unknown> | undefined;
  const el = w ? (w['HTMLElement'] as { prototype?: object } | undefined) : undefined;
  const caps: Snapshot['capabilities'] = {
    documentStartHook: listenerTrackingEnabled() || closedShadowRootsTracked(),
    closedShadowRoots: closedShadowRootsTracked(),
    listenerTracking: listenerTrackingEnabled(),
    popover: !!(el && el.prototype && 'showPopover' in el.prototype),
    elementsFromPoint: docElementsFromPoint !== null,
  };
  // Built-ins the page replaced before pagemark loaded (builtins/freshRealm.ts).
  if (builtinsStatus !== 'native') caps.pristineBuiltins = builtinsStatus;
  return caps;
}

/**
 * The built-ins that could not be recovered, as the snapshot's last error: every snapshot a caller
 * can get (snapshot, snapshotAsync, an action's result, highlight, observe, static mode) passes here,
 * so none is silently short.
 */
export function reportLostBuiltins(errors: SnapshotError[]): void {
  if (builtinsLost.length === 0) return;
  const message = 'not recovered (' + builtinsLostReason + '): ' + join(builtinsLost, ', ');
  push(errors, { code: 'BUILTINS_REPLACED', message });
}
