/**
 * Whether a person can see an element's text, where the walk already reads its styles and box: the
 * cases the hidden rule (hiddenRule.ts) does not cover because the element is rendered and takes
 * part in layout, yet no person reads it. Page text a person cannot see is the vehicle of prompt
 * injection against web agents (playwright-mcp issue 1479: instructions in hidden aria-labels),
 * so the formats leave it out or mark it.
 *
 * Names ('' seen), carried down the walk's context: a concealed ancestor conceals its subtree.
 *  - OFFSCREEN: a positioned box wholly above or left of the document's origin (`left:-9999px`,
 *    `top:-9999px`), where no scrolling reaches it (CSS Overflow 3 §2.2: the scrollable overflow
 *    area never extends to negative coordinates of the initial containing block);
 *  - VISUALLY_HIDDEN: the screen-reader patterns: `clip: rect(0 0 0 0)`, `clip-path: inset(50%)`,
 *    or a positioned box of 1px or less on an axis that clips its overflow;
 *  - LOW_CONTRAST: text whose colour is (almost) that of the background behind it: contrast ratio
 *    (WCAG 2.2 §1.4.3's formula) under LOW_CONTRAST_RATIO against the nearest opaque background up
 *    the flat tree (the canvas, white, when none is), or fully transparent text;
 *  - TINY: a font size under TINY_FONT_PX;
 *  - COVERED: under another element at every sample point (dom/snapshot/coveredText.ts).
 */
import { cssProp } from '../platform/dom';
import { numberParseFloat, reExec } from '../../builtins/pristine';
import type { Concealment } from '../../core/model/types';

/** Its name in the model (ElementRecord and TreeNode `concealed`), '' for seen. */
export type Hid = Concealment | '';
export const SEEN = '';
export const OFFSCREEN = 'offscreen';
export const VISUALLY_HIDDEN = 'visually-hidden';
const LOW_CONTRAST = 'low-contrast';
const TINY = 'tiny';

/**
 * Under this squared sRGB distance text is not told apart from its background: 25 levels a channel,
 * #fff on #e6e6e6 (a contrast ratio of 1.25 by WCAG 2.2 §1.4.3's formula, which is not used: the
 * distance needs no gamma curve and is as good a test of "the same colour").
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
export function textConcealment(cs: CSSStyleDeclaration, bg: number): Hid {
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
export function boxConcealment(w: number, h: number, overflowX?: string, overflowY?: string): Hid {
  return (w <= 1 && overflowX !== undefined && overflowX !== 'visible') ||
    (h <= 1 && overflowY !== undefined && overflowY !== 'visible')
    ? VISUALLY_HIDDEN
    : SEEN;
}
