/**
 * The clips the walk carries down: the one an element's own box is clipped by (its frame's when it
 * is position:fixed), the one its overflow puts on its descendants, and the child context that holds
 * them (shared with the parent's when nothing differs: one object fewer per element).
 */
import { clientLeft, clientTop, computedStyle, firstElementChild, hasLayout } from '../platform/dom';
import { push } from '../../builtins/pristine';
import { intersect, type Edges } from '../../core/geometry/rect';
import { scrollMark } from '../incremental/layoutState';
import { boxOf, positionOf, readOverflow } from './elementReads';
import { NO_AREA, type WalkState } from './walkState';
import type { Ctx } from './walkTypes';
import { actionCursor } from './classifyInteractive';

/**
 * The clip of the element's own box. A fixed element escapes its overflow ancestors' clip, not its
 * frame's: where no overflow ancestor clips (the two clips are one), its position cannot change the
 * clip and is not read.
 */
export function baseClipOf(s: WalkState, ctx: Ctx, el: Element): Edges {
  const v = s.v;
  return ctx.clip !== ctx.frameClip &&
    (v.entry.position ?? positionOf(v.entry, (v.cs ??= computedStyle(el)))) === 'fixed'
    ? ctx.frameClip
    : ctx.clip;
}

/**
 * The clip on the element's descendants: overflow other than visible clips to the padding box.
 * html/body overflow propagates to the viewport (CSS Overflow 3 §3.3), so they never clip here.
 */
export function descendantClip(s: WalkState, ctx: Ctx, el: Element, tag: string, hosts: boolean): Edges {
  const v = s.v;
  const entry = v.entry;
  const baseClip = v.baseClip;
  // A visually hidden element (registration read clipsAway) clips its whole subtree: CSS Masking 1
  // §5 (clip-path) and CSS 2.1 §11.1.2 (clip) apply to descendants; the options of Select2's source
  // <select multiple> were listed as visible (issue 42 point 7).
  if (entry.clipCss) return NO_AREA;
  let clip = baseClip;
  // No layout, no box to clip to (platform/dom.ts `hasLayout`).
  if (!hasLayout) return clip;
  if (tag !== 'html' && tag !== 'body' && (hosts || firstElementChild(el) !== null)) {
    // A list-box select always scrolls its options inside its box (HTML §15.5.15, rendered as a
    // list box), though WebKit computes its overflow as visible.
    const listbox = tag === 'select';
    // Read once per visit: a dirty element's entry is fresh, and registration may have read it.
    if (entry.overflowX === undefined) readOverflow(entry, (v.cs ??= computedStyle(el)));
    const ox = listbox ? 'auto' : entry.overflowX;
    const oy = listbox ? 'auto' : entry.overflowY!;
    if (ox !== 'visible' || oy !== 'visible') {
      const rect = (v.rect ??= boxOf(s, el, entry));
      if (rect.cl === undefined) {
        rect.cl = clientLeft(el);
        rect.ct = clientTop(el);
      }
      const cl = rect.cl;
      const ct = rect.ct!;
      // Its offsets now, before the boxes inside it are read: a later scroll is a change.
      if (s.inc) push(s.scrollers, scrollMark(el, false));
      const x1 = rect.left + ctx.ox + (ox !== 'visible' ? cl : -1e9);
      const y1 = rect.top + ctx.oy + (oy !== 'visible' ? ct : -1e9);
      const x2 = ox !== 'visible' ? rect.left + ctx.ox + rect.width - cl : 1e9;
      const y2 = oy !== 'visible' ? rect.top + ctx.oy + rect.height - ct : 1e9;
      clip = intersect(baseClip, { x1, y1, x2, y2 }) ?? NO_AREA;
    }
  }
  return clip;
}

/** The context the element's children get: the parent's own when nothing in it differs. */
export function childCtxOf(s: WalkState, ctx: Ctx, clip: Edges): Ctx {
  const v = s.v;
  const cursor = actionCursor(v.entry.cursor);
  const textVisible = v.visible && !v.transparent;
  return clip === ctx.clip &&
    v.transparent === ctx.transparent &&
    v.ariaHidden === ctx.ariaHidden &&
    v.inert === ctx.inert &&
    cursor === ctx.cursor &&
    textVisible === ctx.textVisible &&
    v.concealed === ctx.concealed &&
    v.dirty === ctx.dirty
    ? ctx
    : {
        frame: ctx.frame,
        doc: ctx.doc,
        root: ctx.root,
        ox: ctx.ox,
        oy: ctx.oy,
        clip,
        frameClip: ctx.frameClip,
        transparent: v.transparent,
        ariaHidden: v.ariaHidden,
        inert: v.inert,
        cursor,
        concealed: v.concealed,
        textVisible,
        inShadow: ctx.inShadow,
        dirty: v.dirty,
        nameDirty: ctx.nameDirty,
        gate: ctx.gate,
      };
}
