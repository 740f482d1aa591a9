/**
 * The page's own work in flight, as wrappers of its timers and requests see it: timers due soon
 * and requests, started while an action is being settled (a command with `settleOnWork`). The settle wait (actions/settle.ts)
 * ends as soon as none is left and the page has been briefly quiet, instead of always waiting its
 * whole quiet window on a page that does nothing (issue 57: "the settle wait ends on quiet, never on
 * a fixed timer when the page is already quiet").
 *
 * What counts, and why:
 *  - `setTimeout` with a function and a delay of at most TRACK_MS, created while tracking: a handler
 *    that reacts "a moment later" (a debounce, a framework's deferred render, a toast) does so this
 *    way. A longer delay is outside every settle window anyway; `setInterval` is a background loop,
 *    never an action's one reaction; a string handler is passed through unseen (it is code the page
 *    gave the engine, not ours to wrap).
 *  - `fetch` and `XMLHttpRequest.send` started while tracking, until they settle: the reaction to a
 *    response comes after it.
 *  - `requestAnimationFrame` while tracking, until the frame runs: a chain of frames (a popup's
 *    motion steps) is a reaction under way; a render loop's frames stop counting MAX_CHAIN deep.
 * What is not seen (MessageChannel tasks, microtasks) runs within a frame or two: the short quiet
 * window and the quiet frames after the last work (settle.ts) cover it.
 *
 * The wrappers call the originals captured when installed, pass `this` and every argument through,
 * return what the original returns, and never throw anything of their own into the page.
 */
import {
  applyP,
  defineProperty,
  getOwnPropertyDescriptor,
  getPrototypeOf,
  nowP,
  promiseThen,
  push,
  SafeSet,
} from '../../builtins/pristine';
import { addEventListenerP, boundWindow } from '../platform/dom';
import { defineState } from '../platform/instanceState';

/** Timers due within this many ms count as the action's pending work (the default settle window). */
export const TRACK_MS = 100;
/** An epoch older than this is an action that never settled (its driver input failed): start anew. */
const EPOCH_MAX_MS = 10_000;

interface Epoch {
  /** When tracking began (nowP). */
  since: number;
  timers: Set<unknown>;
  /** The animation frames requested (their ids are not timers': sets of their own), and the action's own. */
  frames: Set<unknown>;
  actFrames: Set<unknown>;
  /** The timers created while the action itself ran (before its settle wait began): its own reaction. */
  actTimers: Set<unknown>;
  /** The action is still running (its settle wait has not begun). */
  acting: boolean;
  requests: number;
  /** Of `requests`, those the action itself started. */
  actRequests: number;
  /** When the last tracked work ended (a timer ran or was cleared, a request settled). */
  lastEnd: number;
}

/**
 * How many timers deep a chain of the action's own timers is followed (a timer set by one of its
 * timers' callbacks is its doing too); a deeper one is a loop, which must not hold the wait.
 */
const MAX_CHAIN = 4;

/** While one of the action's own timer callbacks runs: its depth in the chain (0: none runs). */
let chain: number;
/** While a frame callback requested while settling runs: its depth in the chain of frames (0: none). */
let frameChain: number;
/** While the callback of a frame the action requested runs (its own reaction). */
let frameOwn: boolean;
/** Whether the wrappers are in place (tracking is possible at all); null: not tried yet. */
let hooked: boolean | null;
let epoch: Epoch | null;
/** Restorers of the wrapped functions, for dispose. */
let undo: (() => void)[];
defineState(
  () => {
    chain = 0;
    frameChain = 0;
    frameOwn = false;
    hooked = null;
    epoch = null;
    undo = [];
  },
  () => {
    for (let i = undo.length - 1; i >= 0; i--) {
      try {
        undo[i]!();
      } catch {}
    }
  },
);

function done(e: Epoch): void {
  e.lastEnd = nowP();
}

/**
 * Begin tracking the work of an action about to run: `fresh` starts a new epoch (an action's start),
 * else an epoch still open is kept (the settle after driver input continues the one its dry run began).
 */
export function beginWork(fresh: boolean): void {
  if (hooked === null) installWorkHooks();
  if (!hooked) return;
  const now = nowP();
  if (!fresh && epoch !== null && now - epoch.since < EPOCH_MAX_MS) return;
  epoch = {
    since: now,
    timers: new SafeSet<unknown>(),
    frames: new SafeSet<unknown>(),
    actFrames: new SafeSet<unknown>(),
    actTimers: new SafeSet<unknown>(),
    acting: true,
    requests: 0,
    actRequests: 0,
    lastEnd: now,
  };
}

/** The action ran: what starts from now on is no longer its own doing (see workState's `acted`). */
export function settlingWork(): void {
  if (epoch !== null) epoch.acting = false;
}

/** Stop tracking (the action settled). */
export function endWork(): void {
  epoch = null;
}

/** When the open epoch began, or null when nothing is tracked (no hooks, or no action under way). */
export function workSince(): number | null {
  return epoch === null ? null : epoch.since;
}

/**
 * Tracked work: `pending`, all of it still to come; `acted`, the timers and requests the action
 * itself set off (its handlers ran while it did), which a settle wait does not end before (a loop the page ran before
 * the action re-arms one timer in that time at most, so it cannot hold the wait for long); when the
 * last work ended. Null: nothing tracked.
 */
export function workState(): { pending: number; acted: number; lastEnd: number } | null {
  const e = epoch;
  return e === null
    ? null
    : {
        pending: e.timers.size + e.frames.size + e.requests,
        acted: e.actTimers.size + e.actFrames.size + e.actRequests,
        lastEnd: e.lastEnd,
      };
}

type Fn = (this: unknown, ...a: unknown[]) => unknown;

/**
 * Replace `owner[key]`, a writable function, with `make(original)`; restored on dispose unless
 * somebody wrapped it after us (unwrapping a later wrapper would break the page). False when it
 * cannot be (absent, read-only, a frozen global).
 */
function wrap(owner: object, key: string, make: (original: Fn) => Fn): boolean {
  try {
    const own = getOwnPropertyDescriptor(owner, key);
    // Browsers define the global object's operations on it (WebIDL [Global]); a DOM written in
    // JavaScript may inherit them: the wrapper is then an own property, removed again on dispose.
    let d = own;
    for (let o = getPrototypeOf(owner) as object | null; !d && o; o = getPrototypeOf(o) as object | null)
      d = getOwnPropertyDescriptor(o, key);
    if (!d || (d.get ? !d.set : !d.writable)) return false;
    // happy-dom gives `fetch` as an accessor: its value is what the getter returns.
    const value: unknown = d.get ? applyP(d.get, owner, []) : d.value;
    if (typeof value !== 'function') return false;
    const wrapped = make(value as Fn);
    defineProperty(owner, key, { configurable: true, enumerable: !!d.enumerable, writable: true, value: wrapped });
    push(undo, () => {
      if (getOwnPropertyDescriptor(owner, key)?.value !== wrapped) return;
      if (own) defineProperty(owner, key, own);
      else delete (owner as Record<string, unknown>)[key];
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * A request starting in epoch `e` (the action's own while it runs or one of its timers' callbacks
 * does): counted now; the function returned ends it, once.
 */
function request(e: Epoch): () => void {
  const own = e.acting || chain > 0;
  e.requests++;
  if (own) e.actRequests++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    e.requests--;
    if (own) e.actRequests--;
    done(e);
  };
}

/**
 * Wrap the bound window's timers and requests, once per instance: by the first settle wait that
 * asks for it (`settleOnWork`). Unlike the listener hook this needs no
 * history: an action's work is what it sets off after its watch begins, so installing it late loses
 * nothing.
 */
export function installWorkHooks(): void {
  if (hooked !== null) return;
  hooked = false;
  const w = boundWindow as unknown as Record<string, unknown> | undefined;
  if (!w) return;
  // Tracking counts only when every kind of work is seen: a timer or request that went unseen could
  // end the wait before its reaction.
  let all = wrap(
    w,
    'setTimeout',
    (original) =>
      function setTimeout(this: unknown, ...args: unknown[]): unknown {
        const e = epoch;
        const handler = args[0];
        const delay = args[1];
        if (
          e === null ||
          typeof handler !== 'function' ||
          !(delay === undefined || (typeof delay === 'number' && delay <= TRACK_MS))
        )
          return applyP(original, this, args);
        // The action's own: set while it ran, or by one of its own timers' callbacks.
        const depth = e.acting ? 1 : chain > 0 && chain < MAX_CHAIN ? chain + 1 : 0;
        args[0] = function (this: unknown, ...a: unknown[]): unknown {
          e.actTimers.delete(id);
          if (e.timers.delete(id)) done(e);
          if (depth === 0 || epoch !== e) return applyP(handler, this, a);
          const outer = chain;
          chain = depth;
          try {
            return applyP(handler, this, a);
          } finally {
            chain = outer;
          }
        };
        // The callback reads `id` only when it runs, a task after this line.
        const id = applyP(original, this, args);
        e.timers.add(id);
        if (depth > 0) e.actTimers.add(id);
        return id;
      },
  );
  all =
    all &&
    wrap(
      w,
      'clearTimeout',
      (original) =>
        function clearTimeout(this: unknown, ...args: unknown[]): unknown {
          const e = epoch;
          if (e !== null) {
            e.actTimers.delete(args[0]);
            if (e.timers.delete(args[0])) done(e);
          }
          return applyP(original, this, args);
        },
    );
  all =
    all &&
    wrap(
      w,
      'fetch',
      (original) =>
        function fetch(this: unknown, ...args: unknown[]): unknown {
          const p = applyP(original, this, args);
          const e = epoch;
          if (e !== null) {
            const end = request(e);
            try {
              // The engine's own then: the page's promise is never asked for its `then`.
              promiseThen(p as Promise<unknown>, end, end);
            } catch {
              end(); // not a promise (a page's replacement fetch): nothing to wait for
            }
          }
          return p;
        },
    );
  // Frames: a reaction chained on animation frames (rc-motion's steps, a popup's measuring) is under
  // way while one is requested. Every frame requested while settling counts until it runs, and one
  // the action itself requested (or its own timers and frames did) is its reaction, as its timers
  // are; a frame requested by a frame callback MAX_CHAIN deep is a render loop's and no longer counts.
  // A hidden document renders no frames: its wait then ends at settleTimeoutMs. Optional: without it
  // the quiet frames the settle counts (settle.ts) still cover a chain.
  const framed = wrap(
    w,
    'requestAnimationFrame',
    (original) =>
      function requestAnimationFrame(this: unknown, ...args: unknown[]): unknown {
        const e = epoch;
        const handler = args[0];
        if (e === null || typeof handler !== 'function') return applyP(original, this, args);
        const depth = frameChain < MAX_CHAIN ? frameChain + 1 : MAX_CHAIN;
        const own = depth < MAX_CHAIN && (e.acting || chain > 0 || frameOwn);
        args[0] = function (this: unknown, ...a: unknown[]): unknown {
          e.actFrames.delete(id);
          if (e.frames.delete(id)) done(e);
          const outer = frameChain;
          const outerOwn = frameOwn;
          frameChain = depth;
          frameOwn = own && epoch === e;
          try {
            return applyP(handler, this, a);
          } finally {
            frameChain = outer;
            frameOwn = outerOwn;
          }
        };
        const id = applyP(original, this, args);
        if (depth < MAX_CHAIN) e.frames.add(id);
        if (own) e.actFrames.add(id);
        return id;
      },
  );
  if (framed)
    wrap(
      w,
      'cancelAnimationFrame',
      (original) =>
        function cancelAnimationFrame(this: unknown, ...args: unknown[]): unknown {
          const e = epoch;
          if (e !== null) {
            e.actFrames.delete(args[0]);
            if (e.frames.delete(args[0])) done(e);
          }
          return applyP(original, this, args);
        },
    );
  const XP = (w['XMLHttpRequest'] as { prototype?: object } | undefined)?.prototype;
  if (XP)
    all =
      all &&
      wrap(
        XP,
        'send',
        (original) =>
          function send(this: unknown, ...args: unknown[]): unknown {
            const e = epoch;
            let end: (() => void) | null = null;
            if (e !== null) {
              end = request(e);
              try {
                addEventListenerP(this as EventTarget, 'loadend', end);
              } catch {
                end(); // not an XMLHttpRequest: the original throws as it would
              }
            }
            try {
              return applyP(original, this, args);
            } catch (err) {
              if (end) end(); // not sent (not opened, or sent already): no loadend comes
              throw err;
            }
          },
      );
  hooked = all;
}
