/**
 * What the walk reads to tell whether a person sees an element's text; the rules that judge these
 * reads are visibility/concealment.ts's, this file only reads and assigns. Every element with children or a record: its position and, only when
 * it is absolutely positioned or fixed, its clip and box (cached in its entry while its styles and
 * layout hold). A text run's colour, font size and the background behind it are read only for text
 * that could talk to the model (instructionLike's first test): those three reads per text parent
 * were most of what provenance cost a snapshot, and white or tiny text that asks nothing of an agent
 * does it no harm. Its ancestors' concealment (off-screen, clipped, covered) holds for all text.
 */
import { computedStyle, defaultView, hostOf, scrollXOf, scrollYOf } from '../platform/dom';
import { nodeType, parentNode } from '../platform/nodeAccess';
import { mayInstruct } from '../../core/model/hiddenInstructions';
import { clipsAway } from '../visibility/hiddenRule';
import {
  backgroundOf,
  CANVAS,
  positionedConcealment,
  SEEN,
  textConcealment,
  type Verdict,
} from '../visibility/concealment';
import { push } from '../../builtins/pristine';
import { entryOf, type CacheEntry } from '../incremental/elementCache';
import { boxOf, positionOf, readOverflow } from './elementReads';
import type { WalkState } from './walkState';
import type { Ctx, TextParent } from './walkTypes';

/** The element's own concealment (the rules: visibility/concealment.ts) or its ancestors', into `s.v.concealed`. */
export function readConcealment(s: WalkState, ctx: Ctx, el: Element): void {
  const v = s.v;
  const entry = v.entry;
  if (!(s.reuseBoxes && !v.dirty && !v.restyled && entry.concealed !== undefined)) {
    const cs = (v.cs ??= computedStyle(el));
    let concealment: Verdict = SEEN;
    const pos = positionOf(entry, cs);
    if (pos === 'absolute' || pos === 'fixed') {
      const clippedAway = clipsAway(cs, pos);
      const r = clippedAway ? null : (v.rect ??= boxOf(s, el, entry));
      if (r && (r.width <= 1 || r.height <= 1) && entry.overflowX === undefined) readOverflow(entry, cs);
      // An absolute box's document scroll; a fixed one (or one without a window) is placed in the viewport.
      const w = pos === 'fixed' ? null : defaultView(ctx.doc);
      concealment = positionedConcealment(
        clippedAway,
        r,
        ctx,
        w ? [scrollXOf(w), scrollYOf(w)] : null,
        s.viewport,
        entry,
      );
    }
    entry.concealed = concealment;
  }
  v.concealed = ctx.concealed !== SEEN ? ctx.concealed : entry.concealed!;
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
 * Note what an element's children inherit (`concealment`: its own concealment or an ancestor's). When it
 * differs from the last walk's, the text of the records at or above it is stale: a record's cached
 * text (fillText.ts) was joined from text nodes a person saw then and may not now (a box scrolled
 * off the document, a clip added above it), though nothing in its subtree changed.
 */
export function noteSeenConcealment(s: WalkState, el: Element, entry: CacheEntry, concealment: Verdict): void {
  if (s.inc && entry.seenConcealed !== undefined && entry.seenConcealed !== concealment) push(s.concealedChanged, el);
  entry.seenConcealed = concealment;
}

/** A text run's concealment: its ancestors', else, for text that may talk, its parent's colour and size. */
export function textConcealmentOf(s: WalkState, ctx: Ctx, tp: TextParent | undefined, t: string): Verdict {
  if (ctx.concealed !== SEEN) return ctx.concealed;
  if (!tp || !mayInstruct(t)) return SEEN;
  if (tp.concealed === undefined) {
    tp.concealed = textConcealment(tp.cs ?? computedStyle(tp.el), backgroundBehind(s, tp.el));
    // An ancestor's background can change what this text shows without touching its subtree.
    // Entries outlive the walk only in incremental snapshots: no lookup otherwise.
    const e = s.inc ? entryOf(tp.el) : undefined;
    if (e) {
      if (e.styleConcealed !== undefined && e.styleConcealed !== tp.concealed) push(s.concealedChanged, tp.el);
      e.styleConcealed = tp.concealed;
    }
  }
  return tp.concealed;
}
