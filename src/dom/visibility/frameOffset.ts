import {
  boundWindow,
  clientLeft,
  clientTop,
  defaultView,
  frameElementOf,
  getBoundingClientRect,
  ownerDocument,
} from '../platform/dom';

/**
 * Offset of an element's frame viewport in top-level viewport coordinates, read live through the
 * chain of frame elements (so it follows scrolling inside frames). {0, 0} in the top document.
 */
export function frameOffset(el: Element): { x: number; y: number } {
  let x = 0;
  let y = 0;
  let win = defaultView(ownerDocument(el)!);
  for (let guard = 0; win && win !== boundWindow && guard < 32; guard++) {
    let fe: Element | null;
    try {
      fe = frameElementOf(win);
    } catch {
      fe = null; // a cross-origin parent: stop here
    }
    if (!fe) break;
    const r = getBoundingClientRect(fe);
    x += r.left + clientLeft(fe);
    y += r.top + clientTop(fe);
    win = defaultView(ownerDocument(fe)!);
  }
  return { x, y };
}
