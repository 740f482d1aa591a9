/**
 * The box of an element as it is painted, for the walk (its record's box and visibility) and for
 * actions (visible, and where the pointer lands). getBoundingClientRect, except for an SVG shape whose
 * geometry is a straight line: a <line>, or a <path> or <polyline> of one horizontal or vertical run.
 * Its bounding box is the geometry's without the stroke (SVG 2 §8.10, the object bounding box; CSSOM
 * View gives that box for SVG elements), so a bar drawn as a thick stroked line (Chartist's bar
 * charts) has no width, and a person sees a bar as wide as its stroke. Only the empty side grows,
 * by the stroke's width (in CSS px of the shape's user space: a scaled viewBox scales it too, which
 * this leaves out), centred on the line; every other box is the engine's.
 */
import { computedStyle, cssProp, getBoundingClientRect, namespaceURI, SVG_NS } from '../platform/dom';
import { numberParseFloat } from '../../builtins/pristine';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

export function paintedBox(el: Element): Box {
  const r = getBoundingClientRect(el);
  // Both sides empty (nothing drawn, or a point) or neither: the engine's box.
  if (r.width > 0 === r.height > 0 || namespaceURI(el) !== SVG_NS) return r;
  const cs = computedStyle(el);
  if (cssProp(cs, 'stroke') === 'none') return r;
  const sw = numberParseFloat(cssProp(cs, 'stroke-width'));
  if (!(sw > 0)) return r;
  const left = r.width > 0 ? r.left : r.left - sw / 2;
  const top = r.height > 0 ? r.top : r.top - sw / 2;
  const width = r.width > 0 ? r.width : sw;
  const height = r.height > 0 ? r.height : sw;
  return { left, top, right: left + width, bottom: top + height, width, height };
}
