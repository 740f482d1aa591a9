/**
 * Where a pointer action lands: a point of the target's visible part (its box cut by the viewport
 * and by every ancestor whose overflow clips) that the hit test gives to the target. The centre of
 * that part first, as Playwright does; when something else is there (a pie slice's bounding box
 * centre lies in the hole of the ring, on the central button; a list's wrapper sits under the
 * clipped half of an option) the other points of a grid over the part, nearest the centre first.
 * OBSCURED is left for a target no visible point of which is hit.
 */
import type { Edges } from '../../core/geometry/rect';
import type { Point } from '../../core/model/commands';
import {
  clientLeft,
  clientTop,
  computedStyle,
  cssProp,
  getBoundingClientRect,
  labelControl,
  localName,
} from '../platform/dom';
import { clientHeightOf, clientWidthOf } from '../platform/cssomAccess';
import { deepElementFromPoint, composedContains, composedParent } from '../visibility/isTopAt';
import { paintedBox } from '../visibility/paintedBox';

/** Grid cells a side when the centre is not hit: 49 hit tests at most, only on that path. */
const GRID = 7;
/** How far up clipping ancestors are looked for. */
const MAX_UP = 256;

/** Whether a hit on `hit` reaches `el`: el or a descendant, or a label (or its content) of el. */
export function hitsTarget(el: Element, hit: Element | null): boolean {
  if (!hit) return false;
  if (composedContains(el, hit)) return true;
  // A label's click reaches its control (HTML §4.10.4 activation behaviour), from inside a shadow
  // root of the label too (activation is found on the composed event path, DOM §2.9).
  for (let e: Element | null = hit; e; e = composedParent(e))
    if (localName(e) === 'label' && labelControl(e) === el) return true;
  return false;
}

/**
 * The box of `e` that clips its descendants: its padding box (client area, scroll bars left out).
 * An SVG element inside an <svg> has no CSS box of its own (clientWidth 0): its bounding box.
 */
function clipBoxOf(e: Element): Edges {
  const r = getBoundingClientRect(e);
  const w = clientWidthOf(e);
  const h = clientHeightOf(e);
  if (w === 0 && h === 0) return { x1: r.left, y1: r.top, x2: r.right, y2: r.bottom };
  const x1 = r.left + clientLeft(e);
  const y1 = r.top + clientTop(e);
  return { x1, y1, x2: x1 + w, y2: y1 + h };
}

/**
 * The ancestors whose overflow clips el (up to its document's body: the root's overflow applies to
 * the viewport, CSS Overflow 3 §3.3), their clip boxes nearest first.
 */
export function clipBoxes(el: Element): Edges[] {
  const out: Edges[] = [];
  for (let e = composedParent(el), guard = 0; e && guard < MAX_UP; e = composedParent(e), guard++) {
    const tag = localName(e);
    if (tag === 'body' || tag === 'html') break;
    const cs = computedStyle(e);
    if (cssProp(cs, 'overflow-x') === 'visible' && cssProp(cs, 'overflow-y') === 'visible') continue;
    out[out.length] = clipBoxOf(e);
  }
  return out;
}

/** The part of el's box inside the viewport (vw x vh) and every clipping ancestor; null when none. */
export function visiblePart(el: Element, vw: number, vh: number, clips: Edges[]): Edges | null {
  const r = paintedBox(el);
  let x1 = r.left > 0 ? r.left : 0;
  let y1 = r.top > 0 ? r.top : 0;
  let x2 = r.right < vw ? r.right : vw;
  let y2 = r.bottom < vh ? r.bottom : vh;
  for (let i = 0; i < clips.length; i++) {
    const c = clips[i]!;
    if (c.x1 > x1) x1 = c.x1;
    if (c.y1 > y1) y1 = c.y1;
    if (c.x2 < x2) x2 = c.x2;
    if (c.y2 < y2) y2 = c.y2;
  }
  return x2 > x1 && y2 > y1 ? { x1, y1, x2, y2 } : null;
}

/** What is on top at `p` in `doc` (shadow roots entered), or null (none, or a point not finite). */
export function hitAt(doc: Document, p: Point): Element | null {
  try {
    return deepElementFromPoint(doc, p.x, p.y);
  } catch {
    return null;
  }
}

/**
 * A point of `part` the hit test gives to el: the centre when it is, else the grid point nearest the
 * centre that is; the centre when none is (the caller's hit test then reports what covers it).
 */
export function hitPoint(el: Element, doc: Document, part: Edges): Point {
  const cx = (part.x1 + part.x2) / 2;
  const cy = (part.y1 + part.y2) / 2;
  const c = { x: cx, y: cy };
  if (hitsTarget(el, hitAt(doc, c))) return c;
  const w = part.x2 - part.x1;
  const h = part.y2 - part.y1;
  // Grid points by distance from the centre (cell centres, so no point sits on an edge).
  const pts: { x: number; y: number; d: number }[] = [];
  for (let i = 0; i < GRID; i++) {
    for (let j = 0; j < GRID; j++) {
      const x = part.x1 + ((i + 0.5) * w) / GRID;
      const y = part.y1 + ((j + 0.5) * h) / GRID;
      pts[pts.length] = { x, y, d: (x - cx) * (x - cx) + (y - cy) * (y - cy) };
    }
  }
  // Insertion sort: 49 items, and no Array.prototype.sort a page could have replaced.
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i]!;
    let j = i - 1;
    while (j >= 0 && pts[j]!.d > p.d) {
      pts[j + 1] = pts[j]!;
      j--;
    }
    pts[j + 1] = p;
  }
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    if (hitsTarget(el, hitAt(doc, p))) return { x: p.x, y: p.y };
  }
  return c;
}
