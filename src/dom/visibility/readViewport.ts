import type { Viewport } from '../../core/model/types';
import {
  documentElement,
  innerHeightOf,
  innerWidthOf,
  scrollXOf,
  scrollYOf,
  clientHeightOf,
  clientWidthOf,
  scrollHeightOf,
  scrollWidthOf,
} from '../platform/dom';

/**
 * The layout viewport in CSS px. Width/height exclude scrollbars (documentElement.clientWidth) so
 * boxes at the right edge are not counted as visible under a scrollbar; innerWidth is the fallback
 * for documents without a root element.
 */
export function readViewport(win: Window, doc: Document): Viewport {
  const de = documentElement(doc);
  const cw = de ? clientWidthOf(de) : 0;
  const ch = de ? clientHeightOf(de) : 0;
  const iw = innerWidthOf(win) || 0;
  const ih = innerHeightOf(win) || 0;
  return {
    width: cw > 0 && cw <= iw ? cw : iw,
    height: ch > 0 && ch <= ih ? ch : ih,
    scrollX: scrollXOf(win) || 0,
    scrollY: scrollYOf(win) || 0,
    devicePixelRatio: (win as unknown as { devicePixelRatio?: number }).devicePixelRatio || 1,
    scrollWidth: de ? scrollWidthOf(de) : 0,
    scrollHeight: de ? scrollHeightOf(de) : 0,
  };
}
