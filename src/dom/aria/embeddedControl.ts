/**
 * accname 1.2 step 2C, "Embedded Control": a control inside the label or content of another
 * element contributes its value, not its own name: a textbox its value, a combobox or listbox its
 * selected option(s), a range widget aria-valuetext, else aria-valuenow, else its native value;
 * a menu nothing (w3c/accname#67).
 */
import {
  elementQuerySelectorAll,
  getAttribute,
  inputValue,
  matches,
  optionSelected,
  selectOptions,
  textareaValue,
  textContent,
} from '../platform/dom';
import { push, wordSet } from '../../builtins/pristine';
import { computeRole } from './computeRole';
import { idRefs } from './idRefs';
import { plan, req, type Piece, type Plan } from './plan';

const RANGE = wordSet('progressbar scrollbar slider spinbutton meter');

/** Elements matching `sel` in `el`'s subtree and in the subtrees it owns (aria-owns), in that order. */
function inOwned(el: Element, sel: string): Element[] {
  const out: Element[] = [];
  const add = (root: Element, self: boolean) => {
    try {
      if (self && matches(root, sel)) push(out, root);
      const all = elementQuerySelectorAll(root, sel);
      for (let i = 0; i < all.length; i++) push(out, all[i]!);
    } catch {}
  };
  add(el, false);
  const owns = getAttribute(el, 'aria-owns');
  if (owns) {
    const o = idRefs(el, owns);
    for (let i = 0; i < o.length; i++) add(o[i]!, true);
  }
  return out;
}
/** The embedded control's contribution, a plan for selected options, or null: not a control. */
export function embeddedControl(el: Element, tag: string, role: string, cf: number): string | Plan | null {
  if (role === 'textbox' || role === 'searchbox') {
    if (tag === 'input') return inputValue(el);
    if (tag === 'textarea') return textareaValue(el);
    return textContent(el) || '';
  }
  if (role === 'combobox' || role === 'listbox') {
    const chosen: Piece[] = [];
    if (tag === 'select') {
      const opts = selectOptions(el);
      for (let i = 0; i < opts.length; i++) if (optionSelected(opts[i]!)) push(chosen, req(opts[i]!, cf));
      // A select shows its first option when none is selected.
      if (chosen.length === 0 && opts.length > 0) push(chosen, req(opts[0]!, cf));
    } else {
      let listbox: Element | null = role === 'listbox' ? el : null;
      if (!listbox) {
        const cands = inOwned(el, '[role]');
        for (let i = 0; i < cands.length && !listbox; i++)
          if (computeRole(cands[i]!) === 'listbox') listbox = cands[i]!;
      }
      if (listbox) {
        const sel = inOwned(listbox, '[aria-selected="true"]');
        for (let i = 0; i < sel.length; i++) if (computeRole(sel[i]!) === 'option') push(chosen, req(sel[i]!, cf));
      }
      // Engines: a combobox with nothing selected contributes its value: an input's value (WPT
      // name_heading-combobox-focusable-alternative), another element's text (WAI-ARIA 1.2 §5.2.8.6:
      // a combobox's value is its text content; WPT comp_embedded_control).
      if (chosen.length === 0 && role === 'combobox') return tag === 'input' ? inputValue(el) : textContent(el) || '';
    }
    return plan(chosen, ' ', (s) => s);
  }
  if (RANGE[role]) {
    const vt = getAttribute(el, 'aria-valuetext');
    if (vt !== null) return vt;
    const vn = getAttribute(el, 'aria-valuenow');
    if (vn !== null) return vn;
    if (tag === 'input') return inputValue(el);
    return getAttribute(el, 'value') ?? '';
  }
  if (role === 'menu') return '';
  return null;
}
