/**
 * Targets inside a clickable row that a person clicks on their own, though they only inherit the
 * row's pointer cursor and their handlers are delegated to an ancestor (jQuery's `.on(event,
 * selector)`, React's root listener), so nothing on the element itself says it acts:
 *  - an icon: a text-less element drawn by a background, an icon font or an svg/img child (jQuery
 *    UI's `span.ui-icon`, Font Awesome's `<i class="fa ...">`), with something else beside it in the
 *    row (a trash or star icon in a message row);
 *  - a word among words: inline-level siblings, each with its own text and nothing else in their
 *    parent (Reply and Forward spans in a pointer bar), which a person sees apart and which
 *    innerText runs together.
 * Neither applies inside a native control or a widget role (a button's icon is part of the button).
 * A click on such a target also reaches the row by bubbling, so registering one too many costs a
 * line of text, while a missing one cannot be acted on at all (issue 42 point 2).
 */
import {
  firstChild,
  firstElementChild,
  getAttribute,
  hasAttribute,
  localName,
  namespaceURI,
  nextElementSibling,
  nextSibling,
  nodeType,
  nodeValue,
  parentElement,
  SVG_NS,
  TEXT_NODE,
} from '../platform/dom';
import { reTest } from '../../builtins/pristine';
import { WIDGET_ROLES } from './tagSets';

const NON_BLANK = /\S/;
/** What an icon is drawn with, when it is not a background or a font glyph of its own. */
const DRAWN: Record<string, true> = { svg: true, img: true, i: true, use: true, path: true };
/** Inline-level displays: words side by side on one line. */
const INLINE: Record<string, true> = { inline: true, 'inline-block': true, 'inline-flex': true };
/** Phrasing elements a bar of words is made of. */
const WORD_TAGS: Record<string, true> = { span: true, b: true, i: true, em: true, strong: true, small: true, u: true };
/** How far up a native control or widget is looked for (a row's icon sits a few levels below it). */
const MAX_UP = 6;

/**
 * Text of its own: a text node child that is not white space. Also what include
 * 'interactive+content' registers as a text block (a slider's readout in a span, a sender's name
 * in a clickable row's div) when nothing above it shows its text already.
 */
export function ownText(el: Element): boolean {
  for (let c = firstChild(el); c; c = nextSibling(c))
    if (nodeType(c) === TEXT_NODE && reTest(NON_BLANK, nodeValue(c)!)) return true;
  return false;
}

/** Inside a native control or an ARIA widget, whose parts are the control itself. */
function insideControl(el: Element): boolean {
  let p = parentElement(el);
  for (let i = 0; p && i < MAX_UP; i++, p = parentElement(p)) {
    const t = localName(p);
    if (t === 'button' || t === 'label' || t === 'summary' || t === 'select') return true;
    if (t === 'a' && hasAttribute(p, 'href')) return true;
    const role = getAttribute(p, 'role');
    if (role && WIDGET_ROLES[role]) return true;
  }
  return false;
}

/**
 * Text-less, drawn only by its box or by svg/img/i children. Not a shape of an SVG drawing: the
 * lines and circles of an icon are the icon (its <svg>), and a shape that is a target of its own has
 * its own cursor or handler.
 */
function iconLike(el: Element, tag: string): boolean {
  if ((DRAWN[tag] && tag !== 'i') || namespaceURI(el) === SVG_NS) return false;
  if (ownText(el)) return false;
  for (let c = firstElementChild(el); c; c = nextElementSibling(c)) if (!DRAWN[localName(c)]) return false;
  return true;
}

/** Something beside it: text of the parent's own, or another element child. */
function inRow(el: Element, parent: Element): boolean {
  return ownText(parent) || firstElementChild(parent) !== el || nextElementSibling(el) !== null;
}

/** Every element child of parent is a word tag with text of its own, two to eight of them. */
function wordBar(parent: Element): boolean {
  if (ownText(parent)) return false;
  let n = 0;
  for (let c = firstElementChild(parent); c; c = nextElementSibling(c)) {
    if (++n > 8 || !WORD_TAGS[localName(c)] || !ownText(c)) return false;
  }
  return n >= 2;
}

/**
 * Whether el, which only inherits its parent's action cursor, is a target of its own: an icon in a
 * row, or a word in a bar of words. `display` is its computed display.
 */
export function separateTarget(el: Element, tag: string, display: string | undefined): boolean {
  const parent = parentElement(el);
  if (!parent) return false;
  const icon = iconLike(el, tag) && inRow(el, parent);
  if (!icon && !(display !== undefined && INLINE[display] && WORD_TAGS[tag] && wordBar(parent))) return false;
  return !insideControl(el);
}
