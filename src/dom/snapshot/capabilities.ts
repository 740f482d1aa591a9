import type { Snapshot } from '../../core/model/types';
import { boundWindow, docElementsFromPoint } from '../platform/dom';
import { listenerTrackingEnabled } from '../discovery/listenerHook';
import { closedShadowRootsTracked } from '../discovery/closedShadowRoots';

/** What this page and build let a snapshot see (Snapshot.capabilities). */
export function capabilities(): Snapshot['capabilities'] {
  const w = boundWindow as unknown as Record<string, unknown> | undefined;
  const el = w ? (w['HTMLElement'] as { prototype?: object } | undefined) : undefined;
  return {
    documentStartHook: listenerTrackingEnabled() || closedShadowRootsTracked(),
    closedShadowRoots: closedShadowRootsTracked(),
    listenerTracking: listenerTrackingEnabled(),
    popover: !!(el && el.prototype && 'showPopover' in el.prototype),
    elementsFromPoint: docElementsFromPoint !== null,
  };
}
