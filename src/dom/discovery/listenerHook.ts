/**
 * Click-like listeners recorded by the document-start hook (delivery issue). Until the hook runs,
 * nothing is tracked and `hasTrackedListener` is always false; `capabilities.listenerTracking` says so.
 */
import { SafeWeakSet } from '../../core/pristine';

let tracked: WeakSet<EventTarget> | null = null;

export function enableListenerTracking(): WeakSet<EventTarget> {
  if (!tracked) tracked = new SafeWeakSet<EventTarget>();
  return tracked;
}
/** dispose(): stop answering from listeners recorded before (the hook that recorded them is gone). */
export function disableListenerTracking(): void {
  tracked = null;
}
export function listenerTrackingEnabled(): boolean {
  return tracked !== null;
}
export function hasTrackedListener(el: Element): boolean {
  return tracked !== null && tracked.has(el);
}
