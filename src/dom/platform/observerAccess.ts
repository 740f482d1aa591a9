/**
 * MutationObserver and its records, event fields and document animations: what the change tracker
 * and act()'s settle read. Captured by bindWindow (dom.ts), which re-exports them.
 */
import { isNativeAs } from '../../builtins/freshRealm';
import { browser, getter, method, optMethod, type AnyObj } from './capture';

/** MutationObserver, captured (null where the DOM has none: linkedom). */
export let MutationObserverP: (new (cb: MutationCallback) => MutationObserver) | null;
export let moObserve: (mo: unknown, target: Node, init: MutationObserverInit) => void;
export let moTakeRecords: (mo: unknown) => MutationRecord[];
export let moDisconnect: (mo: unknown) => void;
export let mrType: (r: unknown) => string;
export let mrTarget: (r: unknown) => Node;
export let mrAttributeName: (r: unknown) => string | null;
export let mrAdded: (r: unknown) => NodeList;
export let mrRemoved: (r: unknown) => NodeList;
export let eventTarget: (e: unknown) => EventTarget | null;
export let eventType: (e: unknown) => string;
export let relatedTarget: (e: unknown) => EventTarget | null;
export let clientXOf: (e: unknown) => number;
export let clientYOf: (e: unknown) => number;
export let preventDefaultP: (e: unknown) => void;
export let stopImmediateP: (e: unknown) => void;
/** document.getAnimations (null where unsupported). */
export let docGetAnimations: ((d: unknown) => Animation[]) | null;
export let animationEffect: (a: unknown) => AnimationEffect | null;
export let effectTarget: (e: unknown) => Element | null;

export function bindObserverAccess(w: AnyObj): void {
  const MO = w['MutationObserver'];
  // A page that wrapped MutationObserver (zone.js does) may filter or delay records: incremental
  // snapshots then stay off (null) rather than trust it. DOMs written in JavaScript (happy-dom in
  // tests) have no native functions at all, and no hostile page.
  MutationObserverP =
    typeof MO === 'function' && (isNativeAs(MO, 'MutationObserver') || !browser)
      ? (MO as unknown as typeof MutationObserver)
      : null;
  moObserve = method(w, 'MutationObserver', 'observe');
  moTakeRecords = method(w, 'MutationObserver', 'takeRecords');
  moDisconnect = method(w, 'MutationObserver', 'disconnect');
  mrType = getter(w, 'MutationRecord', 'type');
  mrTarget = getter(w, 'MutationRecord', 'target');
  mrAttributeName = getter(w, 'MutationRecord', 'attributeName');
  mrAdded = getter(w, 'MutationRecord', 'addedNodes');
  mrRemoved = getter(w, 'MutationRecord', 'removedNodes');
  eventTarget = getter(w, 'Event', 'target');
  eventType = getter(w, 'Event', 'type');
  relatedTarget = getter(w, 'MouseEvent', 'relatedTarget');
  clientXOf = getter(w, 'MouseEvent', 'clientX');
  clientYOf = getter(w, 'MouseEvent', 'clientY');
  preventDefaultP = method(w, 'Event', 'preventDefault');
  stopImmediateP = method(w, 'Event', 'stopImmediatePropagation');
  docGetAnimations = optMethod(w, 'Document', 'getAnimations');
  animationEffect = getter(w, 'Animation', 'effect');
  effectTarget = getter(w, 'KeyframeEffect', 'target');
}
