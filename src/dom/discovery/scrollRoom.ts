/**
 * Scroll containers: an element whose overflow lets it scroll (CSS Overflow 3
 * §3: auto, scroll; `overlay` is a legacy alias of auto) and whose content is larger than its
 * client box. The room left each way tells an agent where more content is, as page-agent's
 * `data-scrollable` does; a virtualised list can only be read further by scrolling it.
 */
import type { ScrollRoom } from '../../core/model/types';
import {
  clientHeightOf,
  clientWidthOf,
  scrollHeightOf,
  scrollLeftOf,
  scrollTopOf,
  scrollWidthOf,
} from '../platform/dom';

export function scrollsAxis(overflow: string | undefined): boolean {
  return overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay';
}

/** Pixels left to scroll each way (rounded down), or null when the box cannot scroll at all. */
export function scrollRoom(el: Element, overflowX: string, overflowY: string): ScrollRoom | null {
  let up = 0;
  let down = 0;
  let left = 0;
  let right = 0;
  if (scrollsAxis(overflowY)) {
    const top = scrollTopOf(el);
    up = top;
    down = scrollHeightOf(el) - clientHeightOf(el) - top;
  }
  if (scrollsAxis(overflowX)) {
    // scrollLeft is negative in right-to-left boxes (CSSOM View §7): the room is its magnitude.
    const x = scrollLeftOf(el);
    const max = scrollWidthOf(el) - clientWidthOf(el);
    left = x < 0 ? max + x : x;
    right = x < 0 ? -x : max - x;
  }
  // Fractional offsets (zoom, subpixel layout) leave under a pixel of room: that is no room.
  up = up >= 1 ? up | 0 : 0;
  down = down >= 1 ? down | 0 : 0;
  left = left >= 1 ? left | 0 : 0;
  right = right >= 1 ? right | 0 : 0;
  if (up + down + left + right === 0) return null;
  return { up, down, left, right };
}
