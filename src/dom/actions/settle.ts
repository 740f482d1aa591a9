/**
 * Settling after an action: mutations and navigation are watched from just before the action until
 * the page has been quiet for a while (bounded), so the result reports them and the new snapshot
 * sees the page the action produced.
 */
import {
  addEventListenerP,
  boundWindow,
  docURL,
  documentElement,
  moDisconnect,
  moObserve,
  moTakeRecords,
  removeEventListenerP,
  pageMutationObserver,
} from '../platform/dom';
import { cancelRafP, clearTimeoutP, nowP, PromiseCtor, rafP, setTimeoutP } from '../../builtins/pristine';
import { finiteAnimationLeft } from './settleAnimations';
import { beginWork, endWork, settlingWork, workSince, workState } from '../discovery/workHook';

/**
 * With the page's work tracked (workHook.ts), how long the page must be quiet after its last work
 * for the wait to end: two frames at 60 Hz, so an animation frame callback, a microtask chain or a
 * task the reaction posted (MessageChannel: React's scheduler) lands inside it. And three rendering
 * frames must have begun since then: time alone is not enough on a loaded machine, where frames
 * come late. A reaction chained on frames goes on within a frame or two of its last change:
 * rc-motion (Ant Design's popups) waits two frames per step and then React renders the next step
 * in a task, so two quiet frames can fall inside a step; the third cannot. A page that renders no
 * frames (a hidden tab) keeps the whole quiet window.
 */
export const SHORT_QUIET_MS = 32;

/** Why a settle wait ended. `signals`: no tracked work left and briefly quiet (before the window). */
export type QuietBy = 'signals' | 'quiet' | 'limit' | 'navigated';

export interface Watch {
  /** Stop watching: the mutations seen and whether the page navigated. */
  stop: () => { mutations: number; navigated: boolean };
  /**
   * Resolves `ms` after the last mutation and finite animation's end, or after `max`, or on
   * navigation; earlier when the page's work is tracked from the action's start and none is left
   * (SHORT_QUIET_MS after the last of it). Says which.
   */
  quiet: (ms: number, max: number) => Promise<QuietBy>;
}

/**
 * Observe mutations and navigation from just before the action until it settles. `afterInput`: the
 * watch of the settle after the driver's input (drivers/hostAct.ts), which began before this call;
 * the work it set off is tracked only when the dry run before that input began tracking
 * (`beginWork` in act.ts), else the wait keeps its whole window. Only with `onWork` (the command's
 * `settleOnWork`, on by default) is the page's work tracked at all.
 */
export function watch(afterInput = false, onWork = false): Watch {
  const opened = workSince();
  if (onWork) beginWork(!afterInput);
  const since = workSince();
  const covered = onWork && since !== null && (!afterInput || opened !== null);
  const win = boundWindow!;
  const doc = win.document;
  let mutations = 0;
  let last = nowP();
  let navigated = false;
  const startUrl = docURL(doc);
  const MO = pageMutationObserver;
  const mo = MO
    ? new MO((records) => {
        mutations += records.length;
        last = nowP();
      })
    : null;
  if (mo)
    moObserve(mo, documentElement(doc)!, { subtree: true, childList: true, attributes: true, characterData: true });
  // Navigation: answer at once. The document is about to go away; a result sent now reaches the
  // caller (page.evaluate) before the new document commits, a result sent later never does.
  let wake: (() => void) | null = null;
  const onLeave = (): void => {
    navigated = true;
    if (wake) wake();
  };
  addEventListenerP(win, 'pagehide', onLeave);
  addEventListenerP(win, 'beforeunload', onLeave);
  return {
    stop: () => {
      if (mo) {
        mutations += moTakeRecords(mo).length;
        moDisconnect(mo);
      }
      removeEventListenerP(win, 'pagehide', onLeave);
      removeEventListenerP(win, 'beforeunload', onLeave);
      if (docURL(doc) !== startUrl) navigated = true;
      endWork();
      return { mutations, navigated };
    },
    quiet: (ms, max) =>
      new PromiseCtor<QuietBy>((res) => {
        const called = nowP();
        settlingWork();
        let timer: ReturnType<typeof setTimeout> | null = null;
        let raf = -1;
        // The start times of the last three frames, newest first (while work is tracked).
        let f1 = -1;
        let f2 = -1;
        let f3 = -1;
        const resolve = (by: QuietBy): void => {
          if (timer !== null) clearTimeoutP(timer);
          if (raf >= 0) cancelRafP(raf);
          timer = null;
          raf = -2;
          res(by);
        };
        wake = () => resolve('navigated');
        if (navigated) {
          resolve('navigated'); // the navigation began during the action itself (Chromium fires beforeunload synchronously)
          return;
        }
        const end = called + max;
        const short = ms < SHORT_QUIET_MS ? ms : SHORT_QUIET_MS;
        const step = covered ? 16 : ms / 2 > 16 ? ms / 2 : 16;
        // When the page's work ended quiet: `short` after the later of the last mutation, the last
        // tracked work and this call, once three frames began after it; never while tracked
        // work is pending. Infinity: not now.
        const earlyAt = (): number => {
          const st = covered ? workState() : null;
          if (st === null || st.pending > 0) return Infinity;
          let base = last > st.lastEnd ? last : st.lastEnd;
          if (called > base) base = called;
          return f3 > base ? base + short : Infinity;
        };
        // The later of the last mutation and the end of the last tracked work: a timer that just
        // ran sets off its reaction in a task to come (React renders a state it set in a
        // MessageChannel task), so the quiet window counts from it too.
        const lastWork = (): number => {
          const st = covered ? workState() : null;
          return st !== null && st.lastEnd > last ? st.lastEnd : last;
        };
        // A timer or request the action's own handlers set off is its reaction still to come: no
        // quiet before it.
        const actedPending = (): boolean => {
          const st = covered ? workState() : null;
          return st !== null && st.acted > 0;
        };
        // Ticks look for animations every step; the last one is aimed at the moment the page will
        // have been quiet for `ms` (or at the deadline), so the wait ends then (plus the timer's own
        // lateness) instead of up to a whole step after it.
        const arm = (now: number): void => {
          let wait = end - now < step ? end - now : step;
          const quietAt = lastWork() + ms - now;
          if (quietAt < wait && !actedPending()) wait = quietAt > 1 ? quietAt : 1;
          const early = earlyAt() - now;
          if (early < wait) wait = early > 1 ? early : 1;
          if (timer !== null) clearTimeoutP(timer);
          timer = setTimeoutP(tick, wait);
        };
        const tick = (): void => {
          timer = null;
          const now = nowP();
          // Quiet means no mutation and no end of a finite animation or transition for `ms`.
          const left = finiteAnimationLeft(doc);
          if (left >= 0 && now + left > last) last = now + left;
          if (navigated) resolve('navigated');
          else if (now - lastWork() >= ms && !actedPending()) resolve('quiet');
          else if (now >= earlyAt()) resolve('signals');
          else if (now >= end) resolve('limit');
          else arm(now);
        };
        // Frames are counted only for the early end; the frame that completes the count looks
        // again at once (its tick reads the animations a style change of that frame started).
        const frame = (): void => {
          if (raf === -2) return;
          f3 = f2;
          f2 = f1;
          f1 = nowP();
          raf = rafP(frame);
          if (earlyAt() < Infinity) arm(nowP());
        };
        if (covered) raf = rafP(frame);
        arm(called);
      }),
  };
}
