/**
 * Actionability, as Playwright checks it, but inside the page: attached, visible, enabled, editable,
 * stable (the same box over two animation frames) and receiving events (a hit test at the action
 * point returns the element or a descendant). Checks that can change with time are retried until
 * the timeout; the last failure is returned, typed.
 */
import { pmError, type PagemarkError } from '../../core/model/errors';
import {
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
} from '../platform/dom';
import { nowP, PromiseCtor, rafP } from '../../builtins/pristine';
import { deepElementFromPoint } from '../visibility/isTopAt';
import { describeElement } from '../snapshot/occlusion';
import { visibleForAction } from '../visibility/hiddenRule';
import { isLive, knownIndexOf, recordByIndex } from '../identity/registry';
import { isTextInput } from '../aria/readStates';
import { isDisabledForAction } from '../aria/disabled';
import { note, readBox, stableWithoutWaiting } from './stability';
import { clipBoxes, hitPoint, hitsTarget, visiblePart } from './hitPoint';

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
 * The action point: a point of the element's visible part (inside its frame's viewport and every
 * clipping ancestor) that the hit test gives to it, the centre first (hitPoint.ts), in that frame's
 * coordinates (point null: no part of it is visible). A typed STALE_ELEMENT when its document has
 * no window any more: `defaultView` is null once a frame navigated away or was removed (HTML,
 * Document.defaultView), and its viewport size cannot be read.
 */
export function checkActionPoint(el: Element): PointCheck {
  const doc = ownerDocument(el);
  const win = doc ? defaultView(doc) : null;
  if (!win) return { ok: false, error: goneError(el) };
  const part = visiblePart(el, innerWidthOf(win), innerHeightOf(win), clipBoxes(el));
  if (!part) return { ok: true, point: null };
  return { ok: true, point: hitPoint(el, doc!, part) };
}

/** checkActionPoint's point; null when outside the viewport or when the document is gone. */
export function actionPoint(el: Element): Point | null {
  const c = checkActionPoint(el);
  return c.ok ? c.point : null;
}

export function describeCover(hit: Element): string {
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
  // A label's click reaches its control; the control counts as hit when its label (or something
  // inside the label: a styled box, a text span) is on top.
  if (hitsTarget(el, hit)) return { ok: true, point: p };
  return { ok: false, error: obscured(hit ? describeCover(hit) : 'nothing (hit test found no element)') };
}

/** OBSCURED: `by` is on top at the action point (the check, and the guard of a driver's input). */
export function obscured(by: string): PagemarkError & { obscuredBy: string } {
  return {
    ...pmError('OBSCURED', `another element covers it: ${by}`, 'close the covering dialog or overlay, or scroll'),
    obscuredBy: by,
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
      } else if (clippedByAncestor(el)) {
        // Inside the viewport but cut off, wholly or in part, by a scrolling ancestor (an option
        // below the fold of its popup, or half of it): 'nearest' scrolls every scrolling ancestor
        // (CSSOM View §6.1 "scroll an element into view") by the least amount, as Playwright's
        // scrollIntoViewIfNeeded does before its checks.
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
 * Whether an ancestor whose overflow clips (not visible) cuts off part of the element's box, up to
 * its document's body: the hit test there would land on whatever is outside the clip.
 */
function clippedByAncestor(el: Element): boolean {
  const clips = clipBoxes(el);
  if (clips.length === 0) return false;
  const r = getBoundingClientRect(el);
  // Half a pixel of slack: fractional layout rounds boxes that touch the edge.
  for (let i = 0; i < clips.length; i++) {
    const c = clips[i]!;
    if (r.left < c.x1 - 0.5 || r.top < c.y1 - 0.5 || r.right > c.x2 + 0.5 || r.bottom > c.y2 + 0.5) return true;
  }
  return false;
}
