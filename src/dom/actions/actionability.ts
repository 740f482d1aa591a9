/**
 * Actionability, as Playwright checks it, but inside the page: attached, visible, enabled, editable,
 * stable (the same box over two animation frames) and receiving events (a hit test at the action
 * point returns the element or a descendant). Checks that can change with time are retried until
 * the timeout; the last failure is returned, typed.
 */
import { pmError, type PagemarkError } from '../../core/model/errors';
import {
  computedStyle,
  cssProp,
  getAttribute,
  getBoundingClientRect,
  hasAttribute,
  inputType,
  isConnected,
  isContentEditable,
  localName,
  matches,
  ownerDocument,
  defaultView,
  innerWidthOf,
  innerHeightOf,
  scrollIntoView,
  parentElement,
  labelControl,
  boundWindow,
  docGetAnimations,
  animationEffect,
  effectTarget,
  frameElementOf,
  contains,
  parentNode,
  nodeType,
  shadowRootOf,
  DOCUMENT_FRAGMENT_NODE,
  ELEMENT_NODE,
} from '../platform/dom';
import { closedShadowRootOf } from '../discovery/closedShadowRoots';
import { dateNow, nowP, PromiseCtor, rafP, SafeWeakMap } from '../../core/pristine';
import { deepElementFromPoint, composedContains } from '../visibility/isTopAt';
import { describeElement } from '../snapshot/occlusion';
import { round2 } from '../../core/geometry/rect';
import { frameOffset } from '../visibility/frameOffset';
import { visibleForAction } from '../visibility/hiddenRule';
import { isLive, knownIndexOf, lastSnapshot, recordByIndex } from '../identity/registry';
import { isTextInput } from '../aria/readStates';

export interface Point {
  x: number;
  y: number;
}

export type Need = { visible?: boolean; enabled?: boolean; editable?: boolean; stable?: boolean; hit?: boolean };

export function nextFrame(): Promise<number> {
  return new PromiseCtor((r) => rafP(r));
}

export function isVisibleNow(el: Element): boolean {
  // The actionability flavour of the one visibility rule (visibility/hiddenRule.ts).
  return isLive(el) && visibleForAction(el);
}

export function isDisabled(el: Element): boolean {
  try {
    if (matches(el, ':disabled')) return true;
  } catch {}
  for (let e: Element | null = el; e; e = parentElement(e)) {
    if (getAttribute(e, 'aria-disabled') === 'true') return true;
  }
  return false;
}

export function isEditable(el: Element): boolean {
  const tag = localName(el);
  if (tag === 'textarea') return !hasAttribute(el, 'readonly');
  if (tag === 'input') return isTextInput(inputType(el)) && !hasAttribute(el, 'readonly');
  return isContentEditable(el);
}

function goneError(el: Element): PagemarkError {
  return isConnected(el)
    ? pmError(
        'STALE_ELEMENT',
        "the element's document is no longer displayed (its frame navigated or was removed)",
        'take a new snapshot',
      )
    : pmError('STALE_ELEMENT', 'the element was removed from the page', 'take a new snapshot');
}

export type PointCheck = { ok: true; point: Point | null } | { ok: false; error: PagemarkError };

/**
 * Centre of the part of the element inside its frame's viewport, in that frame's coordinates
 * (point null: no part of it is inside). A typed STALE_ELEMENT when its document has no window any
 * more: `defaultView` is null once a frame navigated away or was removed (HTML, Document.defaultView),
 * and its viewport size cannot be read.
 */
export function checkActionPoint(el: Element): PointCheck {
  const doc = ownerDocument(el);
  const win = doc ? defaultView(doc) : null;
  if (!win) return { ok: false, error: goneError(el) };
  const r = getBoundingClientRect(el);
  const vw = innerWidthOf(win);
  const vh = innerHeightOf(win);
  const x1 = r.left > 0 ? r.left : 0;
  const y1 = r.top > 0 ? r.top : 0;
  const x2 = r.right < vw ? r.right : vw;
  const y2 = r.bottom < vh ? r.bottom : vh;
  if (x2 <= x1 || y2 <= y1) return { ok: true, point: null };
  return { ok: true, point: { x: (x1 + x2) / 2, y: (y1 + y2) / 2 } };
}

/** checkActionPoint's point; null when outside the viewport or when the document is gone. */
export function actionPoint(el: Element): Point | null {
  const c = checkActionPoint(el);
  return c.ok ? c.point : null;
}

function describeCover(hit: Element): string {
  for (let e: Element | null = hit; e; e = parentElement(e)) {
    const idx = knownIndexOf(e);
    if (idx !== undefined) {
      const rec = recordByIndex(idx);
      if (rec) return rec.bid;
    }
  }
  return describeElement(hit);
}

export type CheckResult =
  { ok: true; point: Point | null } | { ok: false; error: PagemarkError & { obscuredBy?: string } };

function once(el: Element, need: Need): CheckResult {
  // Detached, or connected to a document its frame has navigated away from (isConnected stays true
  // there): either way nothing on screen is this element any more.
  if (!isLive(el)) return { ok: false, error: goneError(el) };
  if (need.visible && !isVisibleNow(el))
    return {
      ok: false,
      error: pmError(
        'NOT_VISIBLE',
        'the element is not visible',
        'it may appear after another action (open a menu, scroll, close a dialog)',
      ),
    };
  if (need.enabled && isDisabled(el))
    return {
      ok: false,
      error: pmError('DISABLED', 'the element is disabled', 'fill the required fields or pick another element'),
    };
  if (need.editable && !isEditable(el))
    return {
      ok: false,
      error: pmError(
        'NOT_EDITABLE',
        'the element is not editable (readonly, or not a text field)',
        'target a text input, textarea or contenteditable element',
      ),
    };
  const c = checkActionPoint(el);
  if (!c.ok) return c;
  if (!need.hit) return { ok: true, point: c.point };
  const p = c.point;
  if (!p)
    return {
      ok: false,
      error: pmError(
        'OUTSIDE_VIEWPORT',
        'the element is outside the viewport after scrolling',
        'scroll the page or its container first',
      ),
    };
  const hit = deepElementFromPoint(ownerDocument(el)!, p.x, p.y);
  if (hit && composedContains(el, hit)) return { ok: true, point: p };
  // A label's click reaches its control; the control counts as hit when its label (or something
  // inside the label: a styled box, a text span) is on top.
  for (let e: Element | null = hit; e; e = parentElement(e))
    if (localName(e) === 'label' && labelControl(e) === el) return { ok: true, point: p };
  const by = hit ? describeCover(hit) : 'nothing (hit test found no element)';
  return {
    ok: false,
    error: {
      ...pmError('OBSCURED', `another element covers it: ${by}`, 'close the covering dialog or overlay, or scroll'),
      obscuredBy: by,
    },
  };
}

/**
 * Two readings of the box this far apart count as "two frames": 34 ms spans at least two frame
 * boundaries at 60 Hz (16.7 ms each) and at least one at 30 Hz.
 */
export const STABLE_GAP_MS = 34;

/** A reading of an element's border box in top-level viewport px, rounded like the snapshot's (round2). */
interface BoxReading {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The earliest of the latest run of identical readings of each element's box by these checks (nowP). */
const readings = new SafeWeakMap<Element, BoxReading & { at: number }>();

function readBox(el: Element): BoxReading {
  const r = getBoundingClientRect(el);
  const off = frameOffset(el);
  return { x: round2(r.left + off.x), y: round2(r.top + off.y), width: round2(r.width), height: round2(r.height) };
}

function sameBox(a: BoxReading, b: BoxReading): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** Remember a reading; one equal to the remembered box keeps the older time. */
function note(el: Element, box: BoxReading, at: number): void {
  const prev = readings.get(el);
  if (!prev || !sameBox(prev, box)) readings.set(el, { x: box.x, y: box.y, width: box.width, height: box.height, at });
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

export async function ensureActionable(el: Element, need: Need, timeoutMs: number): Promise<CheckResult> {
  const deadline = nowP() + timeoutMs;
  let last: CheckResult;
  let scrolled = false;
  for (;;) {
    if (need.visible && isLive(el) && !scrolled) {
      const p = actionPoint(el);
      if (!p) {
        try {
          scrollIntoView(el, { block: 'center', inline: 'center' });
        } catch {}
        scrolled = true;
      } else if (clippedAt(el, p)) {
        // Inside the viewport but cut off by a scrolling ancestor (an option below the fold of its
        // popup, issue 29 point 2): 'nearest' scrolls every scrolling ancestor (CSSOM View §6.1
        // "scroll an element into view") by the least amount.
        try {
          scrollIntoView(el, { block: 'nearest', inline: 'nearest' });
        } catch {}
        scrolled = true;
      }
    }
    // Right after a scroll of ours only the frame check can tell (stableWithoutWaiting).
    if (need.stable && isLive(el) && !(!scrolled && stableWithoutWaiting(el))) {
      const a = getBoundingClientRect(el);
      await nextFrame();
      await nextFrame();
      const b = getBoundingClientRect(el);
      if (isLive(el)) note(el, readBox(el), nowP());
      if (a.left !== b.left || a.top !== b.top || a.width !== b.width || a.height !== b.height) {
        last = {
          ok: false,
          error: pmError('NOT_STABLE', 'the element is moving (animation or layout shift)', 'wait and retry'),
        };
        if (nowP() > deadline) return last;
        continue;
      }
    }
    last = once(el, need);
    if (last.ok) return last;
    const code = last.error.code;
    if (code === 'STALE_ELEMENT' || code === 'NOT_EDITABLE' || nowP() > deadline) return last;
    await nextFrame();
  }
}

/**
 * Whether the point lies outside the padding box of an ancestor whose overflow clips (not visible),
 * up to the element's document root: the hit test there would land on whatever is outside the clip.
 */
function clippedAt(el: Element, p: Point): boolean {
  for (let e = parentElement(el), guard = 0; e && guard < 256; e = parentElement(e), guard++) {
    const tag = localName(e);
    // html/body overflow applies to the viewport (CSS Overflow 3 §3.3), checked by actionPoint.
    if (tag === 'body' || tag === 'html') return false;
    const cs = computedStyle(e);
    if (cssProp(cs, 'overflow-x') === 'visible' && cssProp(cs, 'overflow-y') === 'visible') continue;
    const r = getBoundingClientRect(e);
    if (p.x < r.left || p.x > r.right || p.y < r.top || p.y > r.bottom) return true;
  }
  return false;
}
