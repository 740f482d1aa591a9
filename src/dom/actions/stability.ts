/**
 * Stability, the "same box over two animation frames" check of actionability, and its shortcut:
 * the box readings remembered per element, and whether an animation can be moving the element.
 */
import {
  animationEffect,
  boundWindow,
  contains,
  defaultView,
  docGetAnimations,
  effectTarget,
  frameElementOf,
  getBoundingClientRect,
  nodeType,
  ownerDocument,
  parentNode,
  shadowRootOf,
  DOCUMENT_FRAGMENT_NODE,
  ELEMENT_NODE,
} from '../platform/dom';
import { closedShadowRootOf } from '../discovery/closedShadowRoots';
import { dateNow, nowP, SafeWeakMap } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';
import { round2 } from '../../core/geometry/round';
import { frameOffset } from '../visibility/frameOffset';
import { knownIndexOf, lastSnapshot, recordByIndex } from '../identity/registry';

/**
 * Two readings of the box this far apart count as "two frames": 34 ms spans at least two frame
 * boundaries at 60 Hz (16.7 ms each) and at least one at 30 Hz.
 */
export const STABLE_GAP_MS = 34;

/** A reading of an element's border box in top-level viewport px, rounded like the snapshot's (round2). */
export interface BoxReading {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The earliest of the latest run of identical readings of each element's box by these checks (nowP). */
let readings: WeakMap<Element, BoxReading & { at: number }>;
defineState(() => {
  readings = new SafeWeakMap();
});

export function readBox(el: Element): BoxReading {
  const r = getBoundingClientRect(el);
  const off = frameOffset(el);
  return { x: round2(r.left + off.x), y: round2(r.top + off.y), width: round2(r.width), height: round2(r.height) };
}

function sameBox(a: BoxReading, b: BoxReading): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** Remember a reading; one equal to the remembered box keeps the older time. */
export function note(el: Element, box: BoxReading, at: number): void {
  const prev = readings.get(el);
  if (!prev || !sameBox(prev, box)) readings.set(el, { ...box, at });
}

/**
 * Stable without waiting: the box now equals an earlier reading of it, taken at least STABLE_GAP_MS
 * ago with no different reading since, and no animation runs on the element or an ancestor. Earlier
 * readings: the last snapshot's record (`bbox`, at `timestamp`) and the ones these checks took in
 * earlier calls (so the element acted on again after a scroll, with no new snapshot, qualifies too).
 *
 * Why this is as strong as Playwright's check (the same box in two consecutive animation frames):
 * both compare two readings of getBoundingClientRect taken in different rendering updates.
 * Animations and rAF callbacks advance once per frame, so a reading stands for the frame it was
 * taken in. Here the two readings are an earlier one (the snapshot's comes from its walk, in
 * top-level px rounded with round2, and its timestamp is taken after the walk, so the reading is at
 * least that old) and one now, in the same coordinates, two frames' time or more apart. An element
 * that slides in, is pushed by a layout shift or scrolls with its container keeps moving the same way
 * over the longer interval, so it shows a different box and the two-frame wait runs. What a longer
 * interval could miss is motion that comes back to the same box: CSS animations and transitions and
 * Web Animations (the usual cause, and the only declared periodic motion) are ruled out by the
 * animation check, which is why it runs even when the boxes agree. The caller skips this path right
 * after scrolling the element into view (a smooth scroll has not moved anything yet).
 *
 * Limits (cases this calls stable where Playwright's check would have waited a frame or more):
 *  - script-driven motion (a rAF or timer loop writing styles) that is back at the exact same box at
 *    the moment of acting, e.g. an A/B toggle every frame after an even number of frames;
 *  - motion under 0.01 px over the whole interval (round2);
 *  - a wall-clock step (Date.now, the snapshot's clock) forward across the interval;
 *  - the index re-adopted by a re-rendered node (reconcileIdentity) in a snapshot not yet committed
 *    (snapshotAsync waiting on frames): the snapshot's box is then the predecessor's;
 *  - an ancestor with a closed shadow root attached before pagemark could track it (injected after
 *    the page's scripts): slotted content under it is taken for light DOM (see `animating`).
 * Where the boxes differ for reasons other than motion (an iframe with padding: frameOffset counts
 * borders only, the walk borders and padding) the frame check runs, as before.
 */
export function stableWithoutWaiting(el: Element): boolean {
  const box = readBox(el);
  const now = nowP();
  const prev = readings.get(el);
  note(el, box, now);
  // Earlier readings, each with its age and whether it equals the box now; most recent first.
  let a: { same: boolean; age: number } | null = prev ? { same: sameBox(prev, box), age: now - prev.at } : null;
  let b: { same: boolean; age: number } | null = null;
  const snap = lastSnapshot();
  const idx = knownIndexOf(el);
  const rec = snap && idx !== undefined ? recordByIndex(idx) : null;
  if (rec && rec.bbox) b = { same: sameBox(rec.bbox, box), age: dateNow() - snap!.timestamp };
  if (!a || (b && b.age < a.age)) {
    const t = a;
    a = b;
    b = t;
  }
  // The oldest reading of this box with no different one after it. A negative or NaN age (the
  // clock went back) does not qualify.
  let still = -1;
  if (a && a.same) {
    still = a.age;
    if (b && b.same && b.age > still) still = b.age;
  }
  if (!(still >= STABLE_GAP_MS)) return false;
  return !animating(el);
}

/**
 * Whether an animation or transition is running on the element or one of its ancestors, through
 * same-origin frame elements. Unknown counts as animating: no document.getAnimations, a read that
 * throws, and shadow DOM. document.getAnimations() lists the document's own tree only, so an element
 * in a shadow tree, or slotted into one (laid out inside the shadow tree's boxes), can move with
 * animations it leaves out; ShadowRoot.prototype.getAnimations is not among the captured accessors
 * (platform/dom.ts). Paused, finished and idle animations move nothing.
 */
function animating(el: Element): boolean {
  if (!docGetAnimations) return true;
  let node: Element | null = el;
  for (let guard = 0; node && guard < 32; guard++) {
    if (underShadow(node)) return true;
    const doc = ownerDocument(node);
    if (!doc) return true;
    try {
      const list = docGetAnimations(doc);
      for (let i = 0; i < list.length; i++) {
        const a = list[i]!;
        // Animation.prototype.playState is not captured either: read directly. A value we do not
        // know (a page's replacement) counts as running.
        const state = a.playState;
        if (state === 'paused' || state === 'finished' || state === 'idle') continue;
        const eff = animationEffect(a);
        const t = eff ? effectTarget(eff) : null;
        if (t && contains(t, node)) return true;
      }
    } catch {
      return true;
    }
    const win = defaultView(doc);
    if (!win || win === boundWindow) return false;
    try {
      node = frameElementOf(win);
    } catch {
      node = null; // a cross-origin parent: out of reach, as for Playwright's check inside the frame
    }
  }
  return false;
}

/** In a shadow tree, or below a shadow host (slotted): see `animating`. */
function underShadow(el: Element): boolean {
  for (let p = parentNode(el); p; p = parentNode(p)) {
    const t = nodeType(p);
    if (t === DOCUMENT_FRAGMENT_NODE) return true;
    if (t === ELEMENT_NODE && (shadowRootOf(p) || closedShadowRootOf(p as Element))) return true;
  }
  return false;
}
