/**
 * Click-like listeners recorded by the document-start hook (delivery issue). Until the hook runs,
 * nothing is tracked and `hasTrackedListener` is always false; `capabilities.listenerTracking` says so.
 */
import { SafeWeakSet } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';

/** Null until the hook runs, and again after dispose (the hook that recorded them is gone). */
let tracked: WeakSet<EventTarget> | null;
defineState(() => {
  tracked = null;
});

export function enableListenerTracking(): WeakSet<EventTarget> {
  if (!tracked) tracked = new SafeWeakSet<EventTarget>();
  return tracked;
}
export function listenerTrackingEnabled(): boolean {
  return tracked !== null;
}
export function hasTrackedListener(el: Element): boolean {
  return tracked !== null && tracked.has(el);
}
