/**
 * The hidden/visible rule, in one place for the walk (discovery/), names (aria/) and actionability
 * (actions/). Its parts are named functions because the callers ask different questions on purpose:
 *  - the walk asks whether a person can see the element: display, visibility, opacity, the
 *    visually-hidden clip patterns and a box of more than 1x1 px;
 *  - names follow accname 1.2 step 2A, where "hidden" is display:none, visibility:hidden/collapse
 *    and aria-hidden="true" (opacity and clipping do not hide: a visually-hidden label still names);
 *  - actionability follows Playwright's "visible": a non-empty box and visibility:visible.
 * A DOM without CSS (happy-dom, static mode) gives '' for every property: shown for the walk and
 * names, not for actionability, which needs a rendered box it can act on.
 */
import { checkVisibility, computedStyle, cssProp, getAttribute } from '../platform/dom';
import { paintedBox } from './paintedBox';
import { reTest } from '../../builtins/pristine';

/** display:none: no box for the element or its subtree (CSS Display 3 §2.5); accname 2A "hidden". */
export function displayHides(display: string): boolean {
  return display === 'none';
}

/**
 * visibility:hidden or collapse (CSS 2.1 §11.2): the element's own box is invisible, yet a descendant
 * that sets visibility:visible is shown ('' counts as shown).
 */
export function visibilityHides(visibility: string): boolean {
  return visibility === 'hidden' || visibility === 'collapse';
}

/** opacity 0: invisible to a person, for the element and its subtree (names ignore it: accname 2A). */
export function opacityHides(opacity: string): boolean {
  return opacity === '0';
}

/** aria-hidden="true" on the element itself (WAI-ARIA 1.2 §6.6; accname 2A). */
export function ariaHiddenAttr(el: Element): boolean {
  return getAttribute(el, 'aria-hidden') === 'true';
}

/**
 * The "visually hidden" patterns: `clip: rect(0 0 0 0)` (CSS 2.1 §11.1.2, absolutely positioned only)
 * and `clip-path: inset(50%)` (with a box of at most 1x1 px, checked by tooSmallToSee). Such elements
 * exist for screen readers; they are not visible and cannot be clicked by a person.
 */
export function clipsAway(cs: CSSStyleDeclaration, position: string): boolean {
  if (position === 'absolute' || position === 'fixed') {
    const clip = cssProp(cs, 'clip');
    if (clip && clip !== 'auto' && reTest(/^rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)$/, clip))
      return true;
  }
  const cp = cssProp(cs, 'clip-path');
  return cp === 'inset(50%)' || cp === 'inset(100%)';
}

/** A box of at most 1x1 px: the size visually-hidden patterns shrink an element to. */
export function tooSmallToSee(width: number, height: number): boolean {
  return width <= 1 && height <= 1;
}

/**
 * Visible for an action (Playwright's "visible": a non-empty box, visibility:visible), and where the
 * engine has checkVisibility also no opacity:0 or content-visibility on the way up. Reads live styles:
 * an action runs long after the snapshot. The caller checks that the element is still attached.
 */
export function visibleForAction(el: Element): boolean {
  if (checkVisibility) {
    try {
      if (!checkVisibility(el, { visibilityProperty: true, opacityProperty: true })) return false;
    } catch {}
  }
  const r = paintedBox(el);
  if (r.width <= 0 || r.height <= 0) return false;
  const st = computedStyle(el);
  return cssProp(st, 'visibility') === 'visible';
}
