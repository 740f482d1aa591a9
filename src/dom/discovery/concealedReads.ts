/**
 * What the walk reads to tell whether a person sees an element's text (the rules are in
 * visibility/concealment.ts). Every element with children or a record: its position and, only when
 * it is absolutely positioned or fixed, its clip and box (cached in its entry while its styles and
 * layout hold). A text run's colour, font size and the background behind it are read only for text
 * that could talk to the model (instructionLike's first test): those three reads per text parent
 * were most of what provenance cost a snapshot, and white or tiny text that asks nothing of an agent
 * does it no harm. Its ancestors' concealment (off-screen, clipped, covered) holds for all text.
 */
import { computedStyle, defaultView, hasLayout, hostOf, scrollXOf, scrollYOf } from '../platform/dom';
import { nodeType, parentNode } from '../platform/nodeAccess';
import { mayInstruct } from '../../core/model/hiddenInstructions';
import { clipsAway } from '../visibility/hiddenRule';
import {
  backgroundOf,
  boxConcealment,
  CANVAS,
  type Hid,
  OFFSCREEN,
  SEEN,
  textConcealment,
  VISUALLY_HIDDEN,
} from '../visibility/concealment';
import { push } from '../../builtins/pristine';
import { entryOf, type CacheEntry } from '../incremental/elementCache';
import { boxOf, positionOf, readOverflow } from './elementReads';
import type { WalkState } from './walkState';
import type { Ctx, TextParent } from './walkTypes';

/**
 * Whether a fixed box's span [p, p + size] on one axis misses the viewport's [lo, hi]. Content
 * overflows towards the end edge, so a box that starts at the end edge (a banner parked at
 * `top: 100%`) is unseen, while a zero-size box at the start edge (a toast container at the
 * origin, or any box in a DOM without layout) still shows what overflows from it.
 */
function outside(p: number, size: number, lo: number, hi: number): boolean {
  return (hasLayout ? p >= hi : p > hi) || (size > 0 ? p + size <= lo : p < lo);
}

/** The element's own concealment or its ancestors', into `s.v.hid`. */
export function readConcealment(s: WalkState, ctx: Ctx, el: Element): void {
  const v = s.v;
  const entry = v.entry;
  if (!(s.reuseBoxes && !v.dirty && !v.restyled && entry.hid !== undefined)) {
    const cs = (v.cs ??= computedStyle(el));
    let hid: Hid = SEEN;
    const pos = positionOf(entry, cs);
    if (pos === 'absolute' || pos === 'fixed') {
      if (clipsAway(cs, pos)) hid = VISUALLY_HIDDEN;
      else {
        const r = (v.rect ??= boxOf(s, el, entry));
        if ((r.width <= 1 || r.height <= 1) && entry.overflowX === undefined) readOverflow(entry, cs);
        const x = r.left + ctx.ox;
        const y = r.top + ctx.oy;
        const vp = s.viewport;
        const w = pos === 'fixed' ? null : defaultView(ctx.doc);
        // CSS Overflow 3 §2.2: no scrolling reaches negative document coordinates; a fixed box
        // off the viewport stays off it.
        if (
          w
            ? r.left + r.width + scrollXOf(w) <= 0 || r.top + r.height + scrollYOf(w) <= 0
            : outside(x, r.width, vp.x1, vp.x2) || outside(y, r.height, vp.y1, vp.y2)
        )
          hid = OFFSCREEN;
        if (hid === SEEN) hid = boxConcealment(r.width, r.height, entry.overflowX, entry.overflowY);
      }
    }
    entry.hid = hid;
  }
  v.hid = ctx.hid !== SEEN ? ctx.hid : entry.hid!;
}

/** The opaque background behind an element: its own or the nearest ancestor's (the canvas when none). */
function backgroundBehind(s: WalkState, el: Element): number {
  for (let n: Node | null = el; n;) {
    const t = nodeType(n);
    if (t === 1) {
      let b = s.bgs.get(n);
      if (b === undefined) s.bgs.set(n, (b = backgroundOf(computedStyle(n as Element))));
      if (b !== -1) return b;
      n = parentNode(n);
    } else n = t === 11 ? hostOf(n) : null;
  }
  return CANVAS;
}

/**
 * Note what an element's children inherit (`hid`: its own concealment or an ancestor's). When it
 * differs from the last walk's, the text of the records at or above it is stale: a record's cached
 * text (fillText.ts) was joined from text nodes a person saw then and may not now (a box scrolled
 * off the document, a clip added above it), though nothing in its subtree changed.
 */
export function noteSeenHid(s: WalkState, el: Element, entry: CacheEntry, hid: Hid): void {
  if (s.inc && entry.seenHid !== undefined && entry.seenHid !== hid) push(s.hidChanged, el);
  entry.seenHid = hid;
}

/** A text run's concealment: its ancestors', else, for text that may talk, its parent's colour and size. */
export function textHidOf(s: WalkState, ctx: Ctx, tp: TextParent | undefined, t: string): Hid {
  if (ctx.hid !== SEEN) return ctx.hid;
  if (!tp || !mayInstruct(t)) return SEEN;
  if (tp.hid === undefined) {
    tp.hid = textConcealment(tp.cs ?? computedStyle(tp.el), backgroundBehind(s, tp.el));
    // An ancestor's background can change what this text shows without touching its subtree.
    // Entries outlive the walk only in incremental snapshots: no lookup otherwise.
    const e = s.inc ? entryOf(tp.el) : undefined;
    if (e) {
      if (e.textHid !== undefined && e.textHid !== tp.hid) push(s.hidChanged, tp.el);
      e.textHid = tp.hid;
    }
  }
  return tp.hid;
}
