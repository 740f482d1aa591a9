/** Tab and Shift+Tab: the sequential focus order as pagemark models it. */
import {
  documentElement,
  firstElementChild,
  getAttribute,
  getBoundingClientRect,
  getRootNode,
  lastChild,
  matches,
  nextElementSibling,
  nodeType,
  ownerDocument,
  parentElement,
  previousSibling,
  ELEMENT_NODE,
} from '../platform/dom';
import { isDisabledForAction } from '../aria/disabled';
import { focusElement } from './dispatch';

const FOCUSABLE =
  'a[href], button, input:not([type=hidden]), select, textarea, [tabindex], [contenteditable=""], [contenteditable=true], summary';

/** In the sequential focus order as pagemark models it: not tabindex < 0, not disabled, has a box. */
function tabbable(e: Element): boolean {
  const ti = getAttribute(e, 'tabindex');
  if (ti !== null && Number(ti) < 0) return false;
  if (isDisabledForAction(e)) return false;
  const r = getBoundingClientRect(e);
  return !(r.width === 0 && r.height === 0);
}

/**
 * Tab / Shift+Tab: the next tabbable element after `from` in document order, wrapping around (positive
 * tabindex values are not ordered first). The walk goes element by element from `from` and stops at
 * the first candidate that is tabbable, so the work follows the distance to it, not the page size (no
 * query over the whole document, no box or disabled read of elements that cannot be next). A `from`
 * outside the order (not a candidate, in a shadow tree) starts from the document's edge: Tab goes to
 * the first, Shift+Tab to the last.
 */
export function moveFocus(from: Element, dir: 1 | -1): void {
  const doc = ownerDocument(from)!;
  const root = documentElement(doc);
  if (!root) return;
  const step = dir > 0 ? nextElement : prevElement;
  const edge = dir > 0 ? root : lastDescendant(root);
  const inOrder = getRootNode(from) === doc && matches(from, FOCUSABLE) && tabbable(from);
  let e: Element | null = inOrder ? step(from) : edge;
  let wrapped = !inOrder; // outside the order: one pass from the edge
  for (;;) {
    if (!e) {
      if (wrapped) return;
      wrapped = true;
      e = edge;
    }
    // Back at `from` after a whole round: alone in the order, it keeps the focus.
    if (inOrder && e === from) {
      focusElement(from);
      return;
    }
    if (matches(e, FOCUSABLE) && tabbable(e)) {
      focusElement(e);
      return;
    }
    e = step(e);
  }
}

/** The element after `e` in document order (pre-order, light tree). */
function nextElement(e: Element): Element | null {
  const c = firstElementChild(e);
  if (c) return c;
  for (let n: Element | null = e; n; n = parentElement(n)) {
    const s = nextElementSibling(n);
    if (s) return s;
  }
  return null;
}

/** The element before `e` in document order. */
function prevElement(e: Element): Element | null {
  for (let n = previousSibling(e); n; n = previousSibling(n))
    if (nodeType(n) === ELEMENT_NODE) return lastDescendant(n as Element);
  return parentElement(e);
}

function lastDescendant(e: Element): Element {
  let x = e;
  for (;;) {
    let c: Element | null = null;
    for (let n = lastChild(x); n && !c; n = previousSibling(n)) if (nodeType(n) === ELEMENT_NODE) c = n as Element;
    if (!c) return x;
    x = c;
  }
}
