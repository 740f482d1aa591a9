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
  getBoundingClientRect,
  hasAttribute,
  inputType,
  isConnected,
  isContentEditable,
  localName,
  ownerDocument,
  defaultView,
  innerWidthOf,
  innerHeightOf,
  scrollIntoView,
  parentElement,
  labelControl,
} from '../platform/dom';
import { nowP, PromiseCtor, rafP } from '../../builtins/pristine';
import { deepElementFromPoint, composedContains } from '../visibility/isTopAt';
import { describeElement } from '../snapshot/occlusion';
import { visibleForAction } from '../visibility/hiddenRule';
import { isLive, knownIndexOf, recordByIndex } from '../identity/registry';
import { isTextInput } from '../aria/readStates';
import { isDisabledForAction } from '../aria/disabled';
import { note, readBox, stableWithoutWaiting } from './stability';

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
  if (need.enabled && isDisabledForAction(el))
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
        // popup): 'nearest' scrolls every scrolling ancestor (CSSOM View §6.1
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
