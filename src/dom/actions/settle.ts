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
import { nowP, PromiseCtor, setTimeoutP } from '../../builtins/pristine';
import { finiteAnimationLeft } from './settleAnimations';

export interface Watch {
  /** Stop watching: the mutations seen and whether the page navigated. */
  stop: () => { mutations: number; navigated: boolean };
  /** Resolves `ms` after the last mutation and finite animation's end, or after `max`, or on navigation. */
  quiet: (ms: number, max: number) => Promise<void>;
}

/** Observe mutations and navigation from just before the action until it settles. */
export function watch(): Watch {
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
      return { mutations, navigated };
    },
    quiet: (ms, max) =>
      new PromiseCtor<void>((resolve) => {
        wake = resolve;
        if (navigated) {
          resolve(); // the navigation began during the action itself (Chromium fires beforeunload synchronously)
          return;
        }
        const end = nowP() + max;
        const step = ms / 2 > 16 ? ms / 2 : 16;
        // Ticks look for animations every step; the last one is aimed at the moment the page will
        // have been quiet for `ms` (or at the deadline), so the wait ends then (plus the timer's own
        // lateness) instead of up to a whole step after it.
        const arm = (now: number): void => {
          let wait = end - now < step ? end - now : step;
          const quietAt = last + ms - now;
          if (quietAt < wait) wait = quietAt > 1 ? quietAt : 1;
          setTimeoutP(tick, wait);
        };
        const tick = (): void => {
          const now = nowP();
          // Quiet means no mutation and no end of a finite animation or transition for `ms`.
          const left = finiteAnimationLeft(doc);
          if (left >= 0 && now + left > last) last = now + left;
          if (navigated || now >= end || now - last >= ms) resolve();
          else arm(now);
        };
        arm(nowP());
      }),
  };
}
