import {
  docElementFromPoint,
  hostOf,
  nodeType,
  parentNode,
  rootElementFromPoint,
  shadowRootOf,
  DOCUMENT_FRAGMENT_NODE,
  ELEMENT_NODE,
} from '../platform/dom';
import { isOwn } from '../identity/ownNodes';

/** Where an element is hit-tested, as fractions of its visible part: centre first, then four inner points. */
export const SAMPLES: readonly [number, number][] = [
  [0.5, 0.5],
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
];

/**
 * Topmost element at (x, y) in `doc`'s viewport coordinates, descending into open shadow roots
 * (document.elementFromPoint retargets to the outermost shadow host; ShadowRoot.elementFromPoint
 * gives the element inside). Returns null outside the viewport or when hit testing is unavailable.
 */
export function deepElementFromPoint(doc: Document, x: number, y: number): Element | null {
  if (!docElementFromPoint) return null;
  let hit = docElementFromPoint(doc, x, y);
  for (let guard = 0; hit && guard < 64; guard++) {
    const root = shadowRootOf(hit);
    if (!root || !rootElementFromPoint) break;
    const inner = rootElementFromPoint(root, x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/**
 * The parent in the composed tree (DOM §4.2.2, shadow-including): a shadow root's top-level element
 * goes to its host. Null at the document element and for a detached node.
 */
export function composedParent(e: Node): Element | null {
  const p = parentNode(e);
  if (!p) return null;
  const t = nodeType(p);
  if (t === ELEMENT_NODE) return p as Element;
  if (t === DOCUMENT_FRAGMENT_NODE) {
    try {
      return hostOf(p);
    } catch {
      return null;
    }
  }
  return null;
}

/** `ancestor` is `node` or contains it in the composed tree (crossing shadow roots upward). */
export function composedContains(ancestor: Node, node: Node | null): boolean {
  let n: Node | null = node;
  while (n) {
    if (n === ancestor) return true;
    const p: Node | null = parentNode(n);
    if (p && nodeType(p) === DOCUMENT_FRAGMENT_NODE) {
      n = hostOf(p);
    } else n = p;
  }
  return false;
}

/** The hit at a point, ignoring pagemark's own nodes (they have pointer-events: none anyway). */
export function hitIsSelf(el: Element, doc: Document, x: number, y: number): { ok: boolean; hit: Element | null } {
  const hit = deepElementFromPoint(doc, x, y);
  if (!hit || isOwn(hit)) return { ok: false, hit: null };
  return { ok: composedContains(el, hit), hit };
}
