/**
 * What one snapshot's names share: computed-style facts per element, each tree's labels, and the
 * marks that stop a name computation from visiting an element twice. Created once per snapshot
 * (discovery/walk.ts) so that naming 100k elements reads each style and each label list once.
 */
import {
  checkVisibility,
  closest,
  computedStyle,
  cssProp,
  getRootNode,
  hostOf,
  labelControl,
  nodeType,
  parentElement,
  parentNode,
  rootQuerySelectorAll,
  DOCUMENT_FRAGMENT_NODE,
  ELEMENT_NODE,
} from '../platform/dom';
import { push, SafeMap } from '../../builtins/pristine';
import { ariaHiddenAttr, displayHides, visibilityHides } from '../visibility/hiddenRule';

/** display:none, or aria-hidden="true" on the element itself (accname 2A "hidden"). */
export const ST_HIDDEN = 1;
/** visibility:hidden or collapse: its own text is hidden, a visible child's is not. */
export const ST_INVISIBLE = 2;
/** display:inline: no space around its text in name from content (2F.iii). */
export const ST_INLINE = 4;

export interface NameCache {
  readonly kind: 'name-cache';
  /** ST_* flags per element, from one computed-style read per snapshot. */
  style: Map<Element, number>;
  /** Per tree (document or shadow root): control -> its labels, built once per snapshot. */
  labels: Map<Node, Map<Element, Element[]>>;
  /** Elements already visited by the name computation numbered `gen` (cycles through labels, owns). */
  visited: Map<Element, number>;
  gen: number;
  /**
   * Whether an element's ::before/::after may hold text, when the caller knows the page's stylesheets
   * (the walk's style gate, dom/css/styleGate.ts); absent: read them.
   */
  mayHavePseudo?: (el: Element) => boolean;
}
export function createNameCache(): NameCache {
  return {
    kind: 'name-cache',
    style: new SafeMap<Element, number>(),
    labels: new SafeMap(),
    visited: new SafeMap<Element, number>(),
    gen: 0,
  };
}

export function styleFlags(el: Element, cache: NameCache): number {
  const c = cache.style.get(el);
  if (c !== undefined) return c;
  // accname 2A's "hidden" (visibility/hiddenRule.ts): opacity and clipping do not hide a name.
  let f = ariaHiddenAttr(el) ? ST_HIDDEN : 0;
  try {
    const st = computedStyle(el);
    const d = cssProp(st, 'display');
    if (displayHides(d)) f |= ST_HIDDEN;
    else if (d === 'inline') f |= ST_INLINE;
    if (visibilityHides(cssProp(st, 'visibility'))) f |= ST_INVISIBLE;
  } catch {
    // A node without style (detached, foreign document) counts as shown and inline.
    f |= ST_INLINE;
  }
  cache.style.set(el, f);
  return f;
}

/**
 * Whether a node referenced by aria-labelledby / aria-describedby or a label is hidden (accname 2A:
 * hidden nodes under such a root count only when the root itself is hidden). The ancestors count:
 * a child of a display:none element has its own display value. A loop up the flat tree, no recursion.
 */
export function hiddenDeep(el: Element, cache: NameCache): boolean {
  if (styleFlags(el, cache) & (ST_HIDDEN | ST_INVISIBLE)) return true;
  // An element with a box has no display:none ancestor in the flat tree, which holds every ancestor
  // the loop below visits (CSSOM View checkVisibility(): false without a box): then only aria-hidden
  // above it can hide it, found by one native query per tree instead of a style read per ancestor.
  let boxed = false;
  try {
    boxed = checkVisibility !== null && checkVisibility(el);
  } catch {}
  if (boxed) return ariaHiddenAbove(el);
  for (let n = parentNode(el); n; n = parentNode(n)) {
    const t = nodeType(n);
    if (t === DOCUMENT_FRAGMENT_NODE) {
      let h: Element | null = null;
      try {
        h = hostOf(n);
      } catch {}
      if (!h) return false;
      n = h;
    } else if (t !== ELEMENT_NODE) return false;
    if (styleFlags(n as Element, cache) & ST_HIDDEN) return true;
  }
  return false;
}

/** Whether `el` or an ancestor (across shadow roots to their hosts) has aria-hidden="true". */
function ariaHiddenAbove(el: Element): boolean {
  for (let n: Element | null = el; n;) {
    const a = closest(n, '[aria-hidden]');
    if (a) {
      if (ariaHiddenAttr(a)) return true;
      const p = parentElement(a);
      if (p) {
        n = p;
        continue;
      }
      n = a;
    }
    const r = getRootNode(n);
    n = nodeType(r) === DOCUMENT_FRAGMENT_NODE ? hostOf(r) : null;
  }
  return false;
}

/**
 * A control's labels, from one pass over the tree's labels. Not `control.labels`: in Chromium the
 * first read of `labels` on each control walks its whole tree scope (a live node list rooted at the
 * tree), quadratic in the number of controls; one `querySelectorAll('label')` and `label.control`
 * per label is linear. Same answer: labels
 * are associated within one tree (HTML §4.10.4, "labeled control"), in tree order.
 */
export function labelsFromCache(el: Element, cache: NameCache): ArrayLike<Element> | null {
  const root = getRootNode(el);
  let m = cache.labels.get(root);
  if (!m) {
    m = new SafeMap<Element, Element[]>();
    const all = rootQuerySelectorAll(root, 'label');
    for (let i = 0; i < all.length; i++) {
      const l = all[i]!;
      let c: Element | null = null;
      try {
        c = labelControl(l);
      } catch {}
      if (!c) continue;
      const list = m.get(c);
      if (list) push(list, l);
      else m.set(c, [l]);
    }
    cache.labels.set(root, m);
  }
  return m.get(el) ?? null;
}
