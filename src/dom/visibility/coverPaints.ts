/**
 * Whether an element found on top of text at a hit-test point hides that text from a person: the
 * text-side half of the covered rule (dom/discovery/coveredTextReads.ts). Hit testing finds what
 * takes the pointer, which is not always what a person sees: a card's stretched link (`a::after` with
 * `position: absolute; inset: 0` and no background) lies over the card's title, yet the title shows
 * through. So text counts as covered only under something that paints: from the element hit up to,
 * not including, the nearest ancestor that holds the text, some element draws an opaque background
 * (its own, its ::before's or its ::after's), a background image, or replaced content (an image, a
 * video, a canvas, a frame), and their opacities together leave at least half of it. A translucent
 * backdrop (`rgba(0, 0, 0, .5)`) dims text a person still reads: not a cover.
 *
 * Records keep the hit test alone (occlusion.ts): a control under a clear overlay cannot be operated,
 * which is what covered means for a control.
 */
import { computedStyle, cssProp, localName } from '../platform/dom';
import { numberParseFloat, strIndexOf } from '../../builtins/pristine';
import { backgroundOf } from './concealment';
import { composedContains, composedParent } from './isTopAt';

/** Elements whose content is drawn by the engine, not by their background (space-separated, padded). */
const REPLACED = ' img video canvas iframe embed object ';

/** A box that hides what lies below it: an opaque background colour or any background image. */
function opaqueBox(cs: CSSStyleDeclaration): boolean {
  const img = cssProp(cs, 'background-image');
  return backgroundOf(cs) >= 0 || (img !== '' && img !== 'none');
}

/** The same for a pseudo-element, which is drawn only when it has content. */
function opaquePseudo(el: Element, which: string): boolean {
  const cs = computedStyle(el, which);
  const content = cssProp(cs, 'content');
  return content !== '' && content !== 'none' && content !== 'normal' && opaqueBox(cs);
}

/** Whether `hit`, found on top at a point of `under`'s box, paints over `under` there. */
export function coverPaints(hit: Element, under: Element): boolean {
  let paints = false;
  let alpha = 1;
  let e: Element | null = hit;
  for (; e && !composedContains(e, under); e = composedParent(e)) {
    const cs = computedStyle(e);
    const o = cssProp(cs, 'opacity');
    if (o !== '') alpha *= numberParseFloat(o);
    if (alpha < 0.5) return false;
    if (!paints)
      paints =
        strIndexOf(REPLACED, ' ' + localName(e) + ' ') >= 0 ||
        opaqueBox(cs) ||
        opaquePseudo(e, '::before') ||
        opaquePseudo(e, '::after');
  }
  return paints;
}
