/**
 * The hit-target guard of a driver's trusted pointer input. The dry run checks that the target is
 * on top at its point; the driver's page mouse then acts there (drivers/hostAct.ts pageMouseAct).
 * In between the page may put something else at that point (an overlay, a cookie banner, a moved
 * element), which would take the input while the action reported success. As Playwright's own
 * guard (injectedScript.ts setupHitTargetInterceptor): capture listeners on the window for the
 * verb's events; the first trusted one is hit-tested at its point, and when what is there is not
 * the target (nor inside it, through shadow roots, nor its label: hitsTarget), that event and every
 * later one are cancelled before the page sees them. The settle after the input disarms it and
 * reports what intercepted (act.ts, the noop); a timer disarms one no settle came for.
 */
import { clearTimeoutP, setTimeoutP } from '../../builtins/pristine';
import {
  addEventListenerP,
  boundWindow,
  clientXOf,
  clientYOf,
  preventDefaultP,
  removeEventListenerP,
  stopImmediateP,
} from '../platform/dom';
import { hitAt, hitsTarget } from './hitPoint';
import { describeCover } from './actionability';
import { defineState } from '../platform/instanceState';

// Not the moves of a click: a page that reacts to the pointer's arrival must not pass the check
// before the press lands (as Playwright: its hover guards mousemove, its click the buttons).
const HOVER = ['pointermove', 'mousemove'];
const PRESS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'auxclick', 'contextmenu'];

let disarm: (() => string | null) | null;
// dispose() removes a guard still armed: its listeners must not outlive the instance.
defineState(
  () => {
    disarm = null;
  },
  () => {
    disarmGuard();
  },
);

/**
 * Guards the next trusted input on `el` (hover: the moves, else the buttons) for `ms` at most, hit
 * tested at the event's point: the page mouse acts at the dry run's, an element handle (modifiers,
 * dblclick) where Playwright found the element again.
 */
export function armGuard(el: Element, hover: boolean, ms: number): void {
  disarmGuard();
  const win = boundWindow!;
  const types = hover ? HOVER : PRESS;
  // undefined: no input yet; null: the target took it; else what intercepted it.
  let by: string | null | undefined;
  const fn = (e: Event) => {
    // isTrusted is [LegacyUnforgeable] (an own property no page script can redefine, DOM §2.2).
    if (!e.isTrusted) return;
    if (by === undefined) {
      const hit = hitAt(win.document, { x: clientXOf(e), y: clientYOf(e) });
      by = !hit || hitsTarget(el, hit) ? null : describeCover(hit);
    }
    if (by !== null) {
      preventDefaultP(e);
      stopImmediateP(e);
    }
  };
  for (let i = 0; i < types.length; i++) addEventListenerP(win, types[i]!, fn, true);
  const timer = setTimeoutP(disarmGuard, ms);
  disarm = () => {
    for (let i = 0; i < types.length; i++) removeEventListenerP(win, types[i]!, fn, true);
    clearTimeoutP(timer);
    disarm = null;
    return by ?? null;
  };
}

/** Removes the guard; what intercepted the input it cancelled, else null. */
export function disarmGuard(): string | null {
  return disarm ? disarm() : null;
}
