/**
 * The `scroll` verb. With a target, the box that scrolls is the target itself or
 * its nearest ancestor that can scroll in the asked direction (a row of a virtualised list scrolls the
 * list's viewport); with none, or when no such box is found, the page. The result says how far it
 * moved; when nothing can move that way the error is typed NOT_SCROLLABLE.
 */
import type { ScrollCommand } from '../../core/model/commands';
import { pmError, type PagemarkError } from '../../core/model/errors';
import {
  computedStyle,
  cssProp,
  defaultView,
  documentElement,
  innerHeightOf,
  innerWidthOf,
  ownerDocument,
  parentElement,
  scrollLeftOf,
  scrollTopOf,
  scrollXOf,
  scrollYOf,
  boundWindow,
  clientHeightOf,
  clientWidthOf,
  elementScrollBy,
  scrollHeightOf,
  setScrollTop,
} from '../platform/dom';
import { mathFloor } from '../../builtins/pristine';
import { scrollRoom } from '../discovery/scrollRoom';
import { nextFrame } from './actionability';

export interface ScrollOutcome {
  error: PagemarkError | null;
  scrolled?: { x: number; y: number };
}

type Dir = 'up' | 'down' | 'left' | 'right';

function dirOf(cmd: ScrollCommand): Dir | null {
  if (cmd.direction === 'top') return 'up';
  if (cmd.direction === 'bottom') return 'down';
  if (cmd.direction) return cmd.direction;
  const dy = cmd.dy ?? 0;
  const dx = cmd.dx ?? 0;
  if (dy) return dy > 0 ? 'down' : 'up';
  if (dx) return dx > 0 ? 'right' : 'left';
  return null;
}

/** The target or its nearest ancestor with room to scroll towards `dir`; null: none. */
function scrollerFor(el: Element, dir: Dir | null): Element | null {
  for (let e: Element | null = el, guard = 0; e && guard < 256; e = parentElement(e), guard++) {
    const cs = computedStyle(e);
    const room = scrollRoom(e, cssProp(cs, 'overflow-x'), cssProp(cs, 'overflow-y'));
    if (!room) continue;
    if (dir === null || room[dir] > 0) return e;
  }
  return null;
}

/**
 * browser-use `scroll {pages}` in pixels (browser_use/tools/service.py scroll): whole pages of the
 * viewport height (cssVisualViewport.clientHeight, the viewport without its scrollbar), then
 * int(fraction × height); with an element too, the page's viewport is the unit.
 */
function pagesInPx(pages: number, win: Window): number {
  const vh = clientHeightOf(documentElement(win.document)!) || innerHeightOf(win);
  const whole = mathFloor(pages);
  return pages >= 1 ? whole * vh + mathFloor((pages - whole) * vh) : mathFloor(pages * vh);
}

/**
 * With `el` (the target, or what is under the point of BrowserGym's scroll_at, whose wheel event
 * scrolls the innermost box that can move that way), its scrollable container; else the page.
 */
export async function scrollVerb(el: Element | null, cmd: ScrollCommand): Promise<ScrollOutcome> {
  const dir = dirOf(cmd);
  const box = el ? scrollerFor(el, dir) : null;
  const win = (el ? defaultView(ownerDocument(el)!) : boundWindow) as Window;
  const page = cmd.amount === 'page' || (cmd.amount === undefined && cmd.pages === undefined);
  const vh = box ? clientHeightOf(box) : innerHeightOf(win);
  const vw = box ? clientWidthOf(box) : innerWidthOf(win);
  const amt = cmd.pages !== undefined ? pagesInPx(cmd.pages, win) : typeof cmd.amount === 'number' ? cmd.amount : 0;
  let dx = cmd.dx ?? 0;
  let dy = cmd.dy ?? 0;
  const d = cmd.direction;
  const sign = d === 'up' || d === 'left' ? -1 : 1;
  if (d === 'down' || d === 'up') dy = sign * (page ? vh * 0.8 : amt);
  else if (d === 'right' || d === 'left') dx = sign * (page ? vw * 0.8 : amt);
  const x0 = box ? scrollLeftOf(box) : scrollXOf(win);
  const y0 = box ? scrollTopOf(box) : scrollYOf(win);
  const root = documentElement(win.document)!;
  if (cmd.direction === 'top' || cmd.direction === 'bottom') {
    const y = cmd.direction === 'top' ? 0 : box ? scrollHeightOf(box) : scrollHeightOf(root);
    if (box) setScrollTop(box, y);
    else win.scrollTo(x0, y);
  } else if (box) elementScrollBy(box, dx, dy);
  else win.scrollBy(dx, dy);
  await nextFrame();
  const x = Math.round((box ? scrollLeftOf(box) : scrollXOf(win)) - x0);
  const y = Math.round((box ? scrollTopOf(box) : scrollYOf(win)) - y0);
  if (x === 0 && y === 0 && dir !== null) {
    return {
      error: pmError(
        'NOT_SCROLLABLE',
        `nothing can scroll ${dir} here${el ? ' (neither the element, its containers nor the page)' : ''}`,
        'the content may already be at its end; look for another container or a "more" button',
      ),
      scrolled: { x, y },
    };
  }
  return { error: null, scrolled: { x, y } };
}
