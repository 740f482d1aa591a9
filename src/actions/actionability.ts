/**
 * Actionability, as Playwright checks it, but inside the page: attached, visible, enabled, editable,
 * stable (the same box over two animation frames) and receiving events (a hit test at the action
 * point returns the element or a descendant). Checks that can change with time are retried until
 * the timeout; the last failure is returned, typed.
 */
import { pmError, type PagemarkError } from '../model/errors';
import {
  checkVisibility,
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
} from '../platform/dom';
import { nowP, PromiseCtor, rafP } from '../platform/pristine';
import { deepElementFromPoint, composedContains } from '../visibility/isTopAt';
import { describeElement } from '../visibility/occlusion';
import { isLive, knownIndexOf, recordByIndex } from '../registry/registry';
import { isTextInput } from '../registry/readStates';

export interface Point {
  x: number;
  y: number;
}

export type Need = { visible?: boolean; enabled?: boolean; editable?: boolean; stable?: boolean; hit?: boolean };

export function nextFrame(): Promise<number> {
  return new PromiseCtor((r) => rafP(r));
}

export function isVisibleNow(el: Element): boolean {
  if (!isLive(el)) return false;
  if (checkVisibility) {
    try {
      if (!checkVisibility(el, { visibilityProperty: true, opacityProperty: true })) return false;
    } catch {}
  }
  const r = getBoundingClientRect(el);
  if (r.width <= 0 || r.height <= 0) return false;
  const st = computedStyle(el);
  return cssProp(st, 'visibility') === 'visible';
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
  // A label's click reaches its control; the control counts as hit when its label is on top.
  if (hit && localName(hit) === 'label' && (hit as HTMLLabelElement).control === el) return { ok: true, point: p };
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
      }
    }
    if (need.stable && isLive(el)) {
      const a = getBoundingClientRect(el);
      await nextFrame();
      await nextFrame();
      const b = getBoundingClientRect(el);
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
