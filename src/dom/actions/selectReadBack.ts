/**
 * Did a custom select take the pick? Read the control back as a person would look
 * at it: in a listbox the option is marked selected (aria-selected, or aria-checked for
 * multi-select listboxes, WAI-ARIA 1.2 §5.3 option); a combobox shows the choice in its own box,
 * as text (Select2, Headless UI, MUI) or in a sibling value element inside its wrapper
 * (react-select, Ant Design), or as its input's value once the popup closed (autocompletes).
 */
import { computeName } from '../aria/computeName';
import { computeRole } from '../aria/computeRole';
import {
  contains,
  elementQuerySelectorAll,
  getAttribute,
  getBoundingClientRect,
  inputType,
  localName,
  nodeValue,
  parentElement,
  textContent,
} from '../platform/dom';
import { strIndexOf, strReplace, strSlice, strTrim, toLower } from '../../builtins/pristine';
import { currentValue } from './dispatch';
import { textNodes } from './textNodes';

/** How far up a wrapper may hold the displayed value (react-select: input, its box, the value container). */
const MAX_CLIMB = 3;
const MAX_TEXT = 2000;

const CONTROLS =
  'input:not([type=hidden]),select,textarea,button,[role=combobox],[role=textbox],[role=button],' +
  '[role=slider],[role=checkbox],[role=radio],[role=switch],[role=spinbutton]';

/**
 * A button with no text of its own: an icon such as a chip's remove cross (react-select's multi-value
 * `role=button` "Remove Hot fudge"). It shows no value a person could mistake for the control's, so
 * it does not stop the climb to the box that draws the chips.
 */
function iconButton(c: Element): boolean {
  const tag = localName(c);
  if (tag !== 'button' && !(tag !== 'input' && getAttribute(c, 'role') === 'button')) return false;
  return strTrim(textContent(c) ?? '') === '';
}

/** A control of its own inside `box`, besides `el` and what `el` holds: the wrapper is too wide. */
function holdsAnother(box: Element, el: Element): boolean {
  const all = elementQuerySelectorAll(box, CONTROLS);
  for (let i = 0; i < all.length; i++) {
    const c = all[i]!;
    if (c !== el && !contains(el, c) && !iconButton(c)) return true;
  }
  return false;
}

/** The control and the wrappers around it that hold nothing else a person could operate. */
function wrapperOf(el: Element): Element {
  let box = el;
  for (let i = 0; i < MAX_CLIMB; i++) {
    const p = parentElement(box);
    if (!p || localName(p) === 'body' || localName(p) === 'label' || holdsAnother(p, el)) break;
    box = p;
  }
  return box;
}

/** Not what the control displays: its popup, live announcements ("option X, selected"), tooltips. */
const SKIP_ROLES = /^(listbox|option|log|status|alert|tooltip|menu|grid|tree)$/;

function skipped(e: Element): boolean {
  if (getAttribute(e, 'aria-live') !== null) return true;
  const role = computeRole(e);
  return role !== '' && SKIP_ROLES.test(role);
}

/** The text drawn in the control's wrapper: text nodes with a box, outside skipped subtrees. */
function drawnText(el: Element): string {
  const nodes = textNodes(wrapperOf(el), skipped);
  let out = '';
  for (let i = 0; i < nodes.length && out.length < MAX_TEXT; i++) {
    const p = parentElement(nodes[i]!);
    const r = p ? getBoundingClientRect(p) : null;
    // 1px and smaller: visually hidden text for screen readers (clip patterns).
    if (r && r.width > 1 && r.height > 1) out += nodeValue(nodes[i]!) ?? '';
  }
  return out;
}

/**
 * What the control shows: its wrapper's text, then its own value when it is a text field, unless
 * that field is `typedInto` (the filter text the agent typed) and its popup is still open: typed
 * text proves nothing until the popup closed on the pick.
 */
export function shownText(el: Element, typedInto: Element | null = null): string {
  let out = drawnText(el);
  const tag = localName(el);
  const field = (tag === 'input' && inputType(el) !== 'hidden') || tag === 'textarea';
  if (field && !(el === typedInto && getAttribute(el, 'aria-expanded') === 'true')) out += ' ' + currentValue(el);
  return strSlice(strTrim(strReplace(out, /\s+/g, ' ')), 0, 200);
}

/** Whether the control shows option `want` (its name, lower-case) as picked. */
export function pickShows(el: Element, want: string, typedInto: Element | null): boolean {
  if (computeRole(el) === 'listbox') {
    const opts = elementQuerySelectorAll(el, '[role=option]');
    for (let i = 0; i < opts.length; i++) {
      const o = opts[i]!;
      if (toLower(strTrim(computeName(o, 'option'))) !== want) continue;
      if (getAttribute(o, 'aria-selected') === 'true' || getAttribute(o, 'aria-checked') === 'true') return true;
    }
    return false;
  }
  return strIndexOf(toLower(shownText(el, typedInto)), want) >= 0;
}
