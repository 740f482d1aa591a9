/**
 * Whether a person can see an element's text, where the walk already reads its styles and box: the
 * cases the hidden rule (hiddenRule.ts) does not cover because the element is rendered and takes
 * part in layout, yet no person reads it. Page text a person cannot see is the vehicle of prompt
 * injection against web agents (playwright-mcp issue 1479: instructions in hidden aria-labels),
 * so the formats leave it out or mark it.
 *
 * Codes (0: seen), carried down the walk's context: a concealed ancestor conceals its subtree.
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
import { numberParseFloat, objectCreate, reExec } from '../../builtins/pristine';
import type { Concealment } from '../../core/model/types';

export const SEEN = 0;
export const OFFSCREEN = 1;
export const VISUALLY_HIDDEN = 2;
export const LOW_CONTRAST = 3;
export const TINY = 4;
export const COVERED = 5;

const NAMES: (Concealment | undefined)[] = [
  undefined,
  'offscreen',
  'visually-hidden',
  'low-contrast',
  'tiny',
  'covered',
];

/** The model's name of a code (undefined for SEEN). */
export function concealmentName(code: number): Concealment | undefined {
  return NAMES[code];
}

/** Under this ratio text is not told apart from its background (1 is the same colour; 1.25 is #fff on #e6e6e6). */
const LOW_CONTRAST_RATIO = 1.25;
/** A font size no person reads (px). */
const TINY_FONT_PX = 4;

/** No opaque background found: the canvas (white in every engine's default). */
export const CANVAS = 0xffffff;

const RGB = /^rgba?\((\d+(?:\.\d+)?)[,\s]+(\d+(?:\.\d+)?)[,\s]+(\d+(?:\.\d+)?)(?:[,\s/]+([\d.]+%?))?\)$/;

/**
 * A computed colour as 0xRRGGBB when opaque, -1 when fully transparent, -2 when translucent or in a
 * syntax not read here (color(), lab(): such text and backgrounds are not judged).
 */
const parsed: Record<string, number> = objectCreate(null) as Record<string, number>;
let parsedCount = 0;

export function parseColor(c: string): number {
  const known = parsed[c];
  if (known !== undefined) return known;
  const v = readColor(c);
  // A page has a few dozen colours; a page that makes up thousands gets no more cache.
  if (parsedCount < 512) {
    parsed[c] = v;
    parsedCount++;
  }
  return v;
}

function readColor(c: string): number {
  if (c === 'rgba(0, 0, 0, 0)' || c === 'transparent') return -1;
  const m = reExec(RGB, c);
  if (!m) return -2;
  if (m[4] !== undefined) {
    const a = m[4][m[4].length - 1] === '%' ? numberParseFloat(m[4]) / 100 : numberParseFloat(m[4]);
    if (a === 0) return -1;
    if (a < 1) return -2;
  }
  return ((+m[1]! & 255) << 16) | ((+m[2]! & 255) << 8) | (+m[3]! & 255);
}

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
function luminance(rgb: number): number {
  return 0.2126 * channel((rgb >> 16) & 255) + 0.7152 * channel((rgb >> 8) & 255) + 0.0722 * channel(rgb & 255);
}

/** WCAG 2.2 contrast ratio of two opaque colours (1..21). */
export function contrastRatio(a: number, b: number): number {
  const la = luminance(a);
  const lb = luminance(b);
  return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

/**
 * The background its descendants' text is read against: the element's own when opaque, else the
 * one it sits on (`under`). A translucent or unread background (-2) makes the text unjudged.
 */
export function backgroundOf(cs: CSSStyleDeclaration, under: number): number {
  const c = cssProp(cs, 'background-color');
  if (c === '' || c === 'rgba(0, 0, 0, 0)') return under;
  const p = parseColor(c);
  return p === -1 ? under : p;
}

/**
 * Whether the text of an element with this computed style is seen, judged against `bg` (the
 * background it sits on, -2 unknown): TINY, LOW_CONTRAST or SEEN. '' values (a DOM without CSS)
 * count as seen.
 */
export function textConcealment(cs: CSSStyleDeclaration, bg: number): number {
  const fs = cssProp(cs, 'font-size');
  if (fs !== '' && numberParseFloat(fs) < TINY_FONT_PX) return TINY;
  const c = cssProp(cs, 'color');
  if (c === '') return SEEN;
  const fg = parseColor(c);
  if (fg === -1) return LOW_CONTRAST;
  if (fg < 0 || bg < 0) return SEEN;
  return contrastRatio(fg, bg) < LOW_CONTRAST_RATIO ? LOW_CONTRAST : SEEN;
}

/**
 * A positioned element's own box: OFFSCREEN when it lies wholly at negative document coordinates
 * (for a fixed one: wholly outside the viewport), VISUALLY_HIDDEN when 1px or less on an axis whose
 * overflow is clipped. `x`, `y` are the box's frame-viewport coordinates, `sx`, `sy` the frame's scroll.
 */
export function boxConcealment(
  position: string,
  x: number,
  y: number,
  w: number,
  h: number,
  sx: number,
  sy: number,
  vw: number,
  vh: number,
  overflowX: string | undefined,
  overflowY: string | undefined,
): number {
  if (position === 'fixed') {
    if (x + w <= 0 || y + h <= 0 || x >= vw || y >= vh) return OFFSCREEN;
  } else if (x + w + sx <= 0 || y + h + sy <= 0) return OFFSCREEN;
  if (
    (w <= 1 && overflowX !== undefined && overflowX !== 'visible') ||
    (h <= 1 && overflowY !== undefined && overflowY !== 'visible')
  )
    return VISUALLY_HIDDEN;
  return SEEN;
}
