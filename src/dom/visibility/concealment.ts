/**
 * What a person sees: the one place that decides whether a rendered element or its text is
 * concealed from a person (the model's `concealed`, core/model/types.ts), as pure functions over
 * values the walk and the hit tests already read. The readers only read and assign:
 * dom/discovery/concealedReads.ts (styles and boxes), dom/snapshot/coveredText.ts (hit tests),
 * dom/snapshot/fillText.ts (a record's text); the name-only label is judged in this folder; the
 * renderers ask core/model/seen.ts's isSeen. These are the cases the hidden rule (hiddenRule.ts)
 * does not cover because the element is rendered and takes part in layout, yet no person reads it.
 * Page text a person cannot see is the vehicle of prompt injection against web agents
 * (playwright-mcp issue 1479: instructions in hidden aria-labels), so the formats leave it out or
 * mark it.
 *
 * Verdicts (SEEN '' or a Concealment), carried down the walk's context: a concealed ancestor
 * conceals its subtree.
 *  - OFFSCREEN: a positioned box wholly above or left of the document's origin (`left:-9999px`,
 *    `top:-9999px`), where no scrolling reaches it (CSS Overflow 3 §2.2: the scrollable overflow
 *    area never extends to negative coordinates of the initial containing block), or a fixed box
 *    wholly outside the viewport;
 *  - VISUALLY_HIDDEN: the screen-reader patterns: `clip: rect(0 0 0 0)`, `clip-path: inset(50%)`,
 *    or a positioned box of 1px or less on an axis that clips its overflow;
 *  - LOW_CONTRAST: text whose colour is (almost) that of the opaque background behind it, by a
 *    squared sRGB distance under LOW_CONTRAST_D2 (not WCAG 2.2 §1.4.3's contrast ratio: see there),
 *    or fully transparent text;
 *  - TINY: a font size under TINY_FONT_PX;
 *  - COVERED: under another element at every sample point hit-tested (coveredConcealment).
 * A record whose own verdict is SEEN and whose text is all concealed is concealed for the reason
 * of its first concealed run (dom/snapshot/fillText.ts assigns it).
 * LOW_CONTRAST and TINY are judged only for text that may address the model (StyleConcealment).
 */
import { cssProp, hasLayout } from '../platform/dom';
import { numberParseFloat, reExec } from '../../builtins/pristine';
import type { Concealment } from '../../core/model/types';
import type { Edges } from '../../core/geometry/rect';

/** A judgement: its name in the model (ElementRecord and TreeNode `concealed`), or SEEN ('') for seen. */
export type Verdict = Concealment | '';
export const SEEN = '';
export const OFFSCREEN = 'offscreen';
export const VISUALLY_HIDDEN = 'visually-hidden';
export const COVERED = 'covered';
const LOW_CONTRAST = 'low-contrast';
const TINY = 'tiny';

/**
 * Under this squared sRGB distance text is not told apart from its background: 25 levels a channel,
 * e.g. #fff on #e6e6e6. WCAG 2.2 §1.4.3's contrast ratio is not computed: the question here is "the
 * same colour", not "readable enough", and the distance needs no gamma curve. For scale only: that
 * pair's contrast ratio by WCAG 2.2's relative-luminance formula is about 1.25:1, far under the 4.5:1
 * §1.4.3 asks of body text.
 */
const LOW_CONTRAST_D2 = 3 * 25 * 25 + 1;
/** A font size no person reads (px). */
const TINY_FONT_PX = 4;

/** No opaque background found: the canvas (white in every engine's default). */
export const CANVAS = 0xffffff;

/** rgb()/rgba() as engines serialise a computed colour (CSS Color 4 §15.2), alpha maybe a percentage. */
const RGB = /^rgba?\(([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+)(%?))?\)$/;

/**
 * A computed colour as 0xRRGGBB when opaque, -1 when fully transparent, -2 when translucent or in a
 * syntax not read here (color(), lab(): such text and backgrounds are not judged). Not cached: only
 * text that may talk to the model is judged (dom/discovery/concealedReads.ts).
 */
export function parseColor(c: string): number {
  const m = reExec(RGB, c);
  if (!m) return -2;
  const a = m[4] === undefined ? 1 : numberParseFloat(m[4]) / (m[5] ? 100 : 1);
  return a === 0 ? -1 : a < 1 ? -2 : ((+m[1]! & 255) << 16) | ((+m[2]! & 255) << 8) | (+m[3]! & 255);
}

/** Squared distance of two opaque colours in sRGB (0 the same; 3 * 255² black to white). */
function distance2(a: number, b: number): number {
  let d2 = 0;
  for (let sh = 0; sh < 24; sh += 8) {
    const d = ((a >> sh) & 255) - ((b >> sh) & 255);
    d2 += d * d;
  }
  return d2;
}

/** An element's own background: 0xRRGGBB when opaque, -1 when none, -2 when not judged (translucent). */
export function backgroundOf(cs: CSSStyleDeclaration): number {
  const c = cssProp(cs, 'background-color');
  return c === '' ? -1 : parseColor(c);
}

/**
 * Whether the text of an element with this computed style is seen, judged against `bg` (the
 * background it sits on, -2 unknown): TINY, LOW_CONTRAST or SEEN. '' values (a DOM without CSS)
 * count as seen.
 */
export function textConcealment(cs: CSSStyleDeclaration, bg: number): Verdict {
  const fs = cssProp(cs, 'font-size');
  if (fs !== '' && numberParseFloat(fs) < TINY_FONT_PX) return TINY;
  const c = cssProp(cs, 'color');
  if (c === '') return SEEN;
  const fg = parseColor(c);
  if (fg === -1) return LOW_CONTRAST;
  if (fg < 0 || bg < 0) return SEEN;
  return distance2(fg, bg) < LOW_CONTRAST_D2 ? LOW_CONTRAST : SEEN;
}

/** VISUALLY_HIDDEN for a box of 1px or less on an axis whose overflow is clipped, else SEEN. */
export function boxConcealment(w: number, h: number, overflowX?: string, overflowY?: string): Verdict {
  return (w <= 1 && overflowX !== undefined && overflowX !== 'visible') ||
    (h <= 1 && overflowY !== undefined && overflowY !== 'visible')
    ? VISUALLY_HIDDEN
    : SEEN;
}

/** Whether a box's span [p, p + size] on one axis misses the viewport's [lo, hi] (see positionedConcealment). */
function outside(p: number, size: number, lo: number, hi: number): boolean {
  return (hasLayout ? p >= hi : p > hi) || (size > 0 ? p + size <= lo : p < lo);
}

/** A border box in its own document's viewport coordinates, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The concealment of an absolutely positioned or fixed element (any other is SEEN by its placement),
 * from what the walk read (concealedReads.ts): whether its clip or clip-path hides it whole
 * (hiddenRule.ts's clipsAway), else its box `r`, its frame's origin (`origin`, the walk's context:
 * top-level viewport coordinates), for an absolute box (`scroll` given) its document's scroll
 * offsets [x, y], and its overflow (its cache entry's reads). Positional parameters and the walk's
 * own objects, not a new object: the bundle mangles parameters (property names stay in it).
 *
 * An absolute box is off-screen when it lies wholly at negative document coordinates, where no
 * scrolling reaches (CSS Overflow 3 §2.2). A fixed box stays where the viewport puts it: off-screen
 * when its span misses the viewport (`vp`, top-level coordinates) on an axis; content overflows
 * towards the end edge, so a box that starts at the end edge (a banner parked at `top: 100%`) is
 * unseen, while a zero-size box at the start edge (a toast container at the origin, or any box in a
 * DOM without layout: platform/dom.ts's hasLayout) still shows what overflows from it. A box of 1px or less on
 * an axis that clips its overflow (`overflowX`/`overflowY`, read only for such boxes) is visually
 * hidden.
 */
export function positionedConcealment(
  clippedAway: boolean,
  r: Box | null,
  origin: { readonly ox: number; readonly oy: number },
  scroll: readonly [number, number] | null,
  vp: Edges,
  overflow: { readonly overflowX?: string; readonly overflowY?: string },
): Verdict {
  if (clippedAway || !r) return VISUALLY_HIDDEN;
  if (
    scroll
      ? r.left + r.width + scroll[0] <= 0 || r.top + r.height + scroll[1] <= 0
      : outside(r.left + origin.ox, r.width, vp.x1, vp.x2) || outside(r.top + origin.oy, r.height, vp.y1, vp.y2)
  )
    return OFFSCREEN;
  return boxConcealment(r.width, r.height, overflow.overflowX, overflow.overflowY);
}

/**
 * COVERED when hit tests found another element on top at every sample point (`top` false) and named
 * it (`cover` not null: a point with nothing at all is not a cover), else SEEN. The same rule for a
 * record (occlusion.ts) and for a text parent (coveredText.ts).
 */
export function coveredConcealment(top: boolean | null, cover: string | null): Verdict {
  return top === false && cover !== null ? COVERED : SEEN;
}
