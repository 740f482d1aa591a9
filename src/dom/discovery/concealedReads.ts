/**
 * What the walk reads to tell whether a person sees an element's text (the rules are in
 * visibility/concealment.ts): for an element with children or a record, its position and, only
 * when it is positioned, its clip and box; its background; for a text node's parent, its colour and
 * font size (once per parent: text siblings share it). Cached in the element's entry while its
 * styles and layout hold (incremental snapshots).
 */
import { computedStyle, defaultView, scrollXOf, scrollYOf } from '../platform/dom';
import { touches } from '../../core/geometry/rect';
import { clipsAway } from '../visibility/hiddenRule';
import {
  backgroundOf,
  boxConcealment,
  OFFSCREEN,
  SEEN,
  textConcealment,
  VISUALLY_HIDDEN,
} from '../visibility/concealment';
import { boxOf, positionOf, readOverflow } from './elementReads';
import type { WalkState } from './walkState';
import type { Ctx, TextParent } from './walkTypes';

function scrollOf(s: WalkState, doc: Document): { x: number; y: number } {
  let sc = s.scrolls.get(doc);
  if (!sc) {
    const w = defaultView(doc);
    sc = w ? { x: scrollXOf(w) || 0, y: scrollYOf(w) || 0 } : { x: 0, y: 0 };
    s.scrolls.set(doc, sc);
  }
  return sc;
}

/**
 * The element's own concealment (SEEN, OFFSCREEN or VISUALLY_HIDDEN) and the background its text
 * sits on, into `s.v.hid` and `s.v.bg` (an ancestor's concealment holds for the subtree).
 */
export function readConcealment(s: WalkState, ctx: Ctx, el: Element): void {
  const v = s.v;
  const entry = v.entry;
  if (!(s.reuseBoxes && !v.dirty && !v.restyled && entry.hid !== undefined && entry.bg !== undefined)) {
    const cs = (v.cs ??= computedStyle(el));
    let hid = SEEN;
    const pos = positionOf(entry, cs);
    if (pos === 'absolute' || pos === 'fixed' || pos === 'relative') {
      if (clipsAway(cs, pos)) hid = VISUALLY_HIDDEN;
      else {
        const r = (v.rect ??= boxOf(s, el, entry));
        if ((r.width <= 1 || r.height <= 1) && entry.overflowX === undefined) readOverflow(entry, cs);
        if (pos === 'fixed') {
          const x1 = r.left + ctx.ox;
          const y1 = r.top + ctx.oy;
          const box = { x1, y1, x2: x1 + r.width, y2: y1 + r.height };
          hid = touches(box, s.viewport)
            ? boxConcealment(pos, 0, 0, r.width, r.height, 0, 0, 1, 1, entry.overflowX, entry.overflowY)
            : OFFSCREEN;
        } else {
          const sc = scrollOf(s, ctx.doc);
          hid = boxConcealment(
            pos,
            r.left,
            r.top,
            r.width,
            r.height,
            sc.x,
            sc.y,
            0,
            0,
            entry.overflowX,
            entry.overflowY,
          );
        }
      }
    }
    const bg = backgroundOf(cs, -1);
    entry.hid = hid;
    entry.bg = bg;
  }
  v.hid = ctx.hid !== SEEN ? ctx.hid : entry.hid!;
  v.bg = entry.bg! !== -1 ? entry.bg! : ctx.bg;
}

/** A text node's concealment: its ancestors', else its parent's colour and size against `ctx.bg`. */
export function textHidOf(ctx: Ctx, tp: TextParent | undefined): number {
  if (ctx.hid !== SEEN) return ctx.hid;
  if (!tp) return SEEN;
  if (tp.hid < 0) tp.hid = textConcealment(tp.cs ?? computedStyle(tp.el), ctx.bg);
  return tp.hid;
}
