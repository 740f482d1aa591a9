/**
 * MiniWoB++'s `dom_elements` (seed 001): every visible element with geometry, colours and flags,
 * and non-empty text nodes as pseudo-elements with tag 't' and negative refs. Element refs are the
 * registry's page-lifetime indexes, so a ref keeps meaning the same element across observations.
 * Needs the live DOM (styles and boxes), unlike the other shapes.
 */
import {
  boundWindow,
  body as docBody,
  computedStyle,
  cssProp,
  ELEMENT_NODE,
  getAttribute,
  getBoundingClientRect,
  inputType,
  inputValue,
  lastChild,
  localName,
  nodeType,
  nodeValue,
  previousSibling,
  TEXT_NODE,
  activeElement,
  textareaValue,
  parentElement,
} from '../platform/dom';
import { indexFor } from '../identity/registry';
import { isTampered } from '../actions/tampered';
import { pop, push, reExec, strReplace, strTrim, numberParseFloat } from '../../builtins/pristine';
import { SKIP_TAGS } from '../discovery/tagSets';
import { isOwn } from '../identity/ownNodes';

export interface MiniwobElement {
  ref: number;
  parent: number;
  left: number;
  top: number;
  width: number;
  height: number;
  tag: string;
  text: string;
  value: string;
  id: string;
  classes: string;
  bg_color: [number, number, number, number];
  fg_color: [number, number, number, number];
  flags: [number, number, number, number];
}

function rgba(c: string): [number, number, number, number] {
  const m = reExec(/rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+%?))?\s*\)/, c);
  if (!m) return [0, 0, 0, 0];
  const a =
    m[4] === undefined ? 1 : m[4][m[4].length - 1] === '%' ? numberParseFloat(m[4]) / 100 : numberParseFloat(m[4]);
  return [numberParseFloat(m[1]!) / 255, numberParseFloat(m[2]!) / 255, numberParseFloat(m[3]!) / 255, a];
}

export function miniwobDomElements(): MiniwobElement[] {
  const win = boundWindow;
  const out: MiniwobElement[] = [];
  if (!win) return out;
  const doc = win.document;
  const root = docBody(doc);
  if (!root) return out;
  const focused = activeElement(doc);
  let textRef = 0;
  const stack: { node: Node; parent: number }[] = [{ node: root, parent: 0 }];
  while (stack.length > 0) {
    const { node, parent } = pop(stack)!;
    const t = nodeType(node);
    if (t === TEXT_NODE) {
      const text = strTrim(strReplace(nodeValue(node) || '', /\s+/g, ' '));
      if (!text) continue;
      const p = parentElement(node);
      const r = p ? getBoundingClientRect(p) : null;
      push(out, {
        ref: --textRef,
        parent,
        left: r ? r.left : 0,
        top: r ? r.top : 0,
        width: r ? r.width : 0,
        height: r ? r.height : 0,
        tag: 't',
        text,
        value: '',
        id: '',
        classes: '',
        bg_color: [0, 0, 0, 0],
        fg_color: [0, 0, 0, 1],
        flags: [0, 0, 0, 1],
      });
      continue;
    }
    if (t !== ELEMENT_NODE) continue;
    const el = node as Element;
    const tag = localName(el);
    if (SKIP_TAGS[tag] || isOwn(el)) continue;
    const cs = computedStyle(el);
    if (cssProp(cs, 'display') === 'none' || cssProp(cs, 'visibility') === 'hidden') continue;
    const ref = indexFor(el);
    const r = getBoundingClientRect(el);
    let leaf = true;
    const children: Node[] = [];
    for (let c = lastChild(el); c; c = previousSibling(c)) {
      if (nodeType(c) === ELEMENT_NODE || (nodeType(c) === TEXT_NODE && strTrim(nodeValue(c) || ''))) leaf = false;
      push(children, c);
    }
    let text = '';
    if (leaf) text = '';
    else if (children.length === 1 && nodeType(children[0]!) === TEXT_NODE) {
      // A leaf in MiniWoB's sense: only text inside. Its text is reported on the element.
      text = strTrim(strReplace(nodeValue(children[0]!) || '', /\s+/g, ' '));
      leaf = true;
    }
    let value = '';
    let fullTag = tag;
    if (tag === 'input') {
      fullTag = 'input_' + inputType(el);
      value = inputValue(el);
    } else if (tag === 'textarea') value = textareaValue(el);
    push(out, {
      ref,
      parent,
      left: r.left,
      top: r.top,
      width: r.width,
      height: r.height,
      tag: fullTag,
      text,
      value,
      id: getAttribute(el, 'id') ?? '',
      classes: getAttribute(el, 'class') ?? '',
      bg_color: rgba(cssProp(cs, 'background-color')),
      fg_color: rgba(cssProp(cs, 'color')),
      flags: [focused === el ? 1 : 0, isTampered(el) ? 1 : 0, 0, leaf ? 1 : 0],
    });
    if (leaf && text) continue;
    for (let i = 0; i < children.length; i++) push(stack, { node: children[i]!, parent: ref });
  }
  return out;
}
