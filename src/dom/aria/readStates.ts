import type { ElementStates, OptionRecord } from '../../core/model/types';
import {
  getAttribute,
  getAttributeNames,
  hasAttribute,
  indeterminate,
  inputChecked,
  inputType,
  inputValue,
  isContentEditable,
  localName,
  parentElement,
  optionSelected,
  selectOptions,
  textareaValue,
  textContent,
} from '../platform/dom';
import { push, strIndexOf, strReplace, strSlice, strTrim, toLower, wordSet } from '../../builtins/pristine';
import { toggleExpanded } from './treeToggle';
import { isDisabled } from './disabled';

const MAX_OPTIONS = 100;

/**
 * Whether the element carries any aria-* attribute. Most records carry none, and one list then
 * stands in for the eleven lookups below (the walk reads it once per element: attrScope).
 */
function hasAria(el: Element): boolean {
  const names = getAttributeNames(el);
  for (let i = 0; i < names.length; i++) {
    const n = names[i]!;
    if (n.length > 5 && strSlice(n, 0, 5) === 'aria-') return true;
  }
  return false;
}

function ariaBool(el: Element, name: string, aria: boolean): boolean | 'mixed' | undefined {
  if (!aria) return undefined;
  const v = getAttribute(el, name);
  if (v === null) return undefined;
  const t = toLower(strTrim(v));
  if (t === 'true') return true;
  if (t === 'false') return false;
  if (t === 'mixed') return 'mixed';
  return undefined;
}

/**
 * ARIA and native states of one element. Absent keys mean false/not applicable, which keeps
 * records small; `focused` is set by the caller (it knows the deep active element).
 */
export function readStates(el: Element, tag: string, role: string, ariaHidden: boolean, inert: boolean): ElementStates {
  const s: ElementStates = {};
  const aria = hasAria(el);
  if (tag === 'input') {
    const type = inputType(el);
    if (type === 'checkbox' || type === 'radio') {
      s.checked = type === 'checkbox' && indeterminate(el) ? 'mixed' : inputChecked(el);
    }
  } else if (tag === 'option') {
    s.selected = optionSelected(el);
  }
  if (s.checked === undefined) {
    const c = ariaBool(el, 'aria-checked', aria);
    if (
      c !== undefined &&
      (role === 'checkbox' ||
        role === 'radio' ||
        role === 'switch' ||
        role === 'menuitemcheckbox' ||
        role === 'menuitemradio' ||
        role === 'option' ||
        role === 'treeitem')
    ) {
      s.checked = c;
    }
  }
  if (s.selected === undefined) {
    const sel = ariaBool(el, 'aria-selected', aria);
    if (sel === true) s.selected = true;
  }
  const exp = ariaBool(el, 'aria-expanded', aria);
  if (exp !== undefined && exp !== 'mixed') s.expanded = exp;
  else if (tag === 'summary') {
    const p = parentElement(el);
    if (p && localName(p) === 'details') s.expanded = hasAttribute(p, 'open');
  } else {
    const t = toggleExpanded(el);
    if (t !== undefined) s.expanded = t;
  }
  const pr = ariaBool(el, 'aria-pressed', aria);
  if (pr !== undefined && pr !== false) s.pressed = pr;
  if (isDisabled(el, aria)) s.disabled = true;
  if (tag === 'input' || tag === 'textarea') {
    if (hasAttribute(el, 'readonly')) s.readonly = true;
    if (hasAttribute(el, 'required')) s.required = true;
  } else if (tag === 'select' && hasAttribute(el, 'required')) s.required = true;
  if (ariaBool(el, 'aria-readonly', aria) === true) s.readonly = true;
  if (ariaBool(el, 'aria-required', aria) === true) s.required = true;
  const inv = aria ? getAttribute(el, 'aria-invalid') : null;
  if (inv !== null && inv !== 'false' && inv !== '') s.invalid = true;
  if (tag.length === 2 && tag[0] === 'h' && tag[1]! >= '1' && tag[1]! <= '6') s.level = Number(tag[1]);
  const lvl = aria ? getAttribute(el, 'aria-level') : null;
  if (lvl !== null && Number(lvl) > 0) s.level = Number(lvl);
  if (tag === 'select' && hasAttribute(el, 'multiple')) s.multiple = true;
  const cur = aria ? getAttribute(el, 'aria-current') : null;
  if (cur !== null && cur !== 'false' && cur !== '') s.current = cur;
  const hp = aria ? getAttribute(el, 'aria-haspopup') : null;
  if (hp !== null && hp !== 'false' && hp !== '') s.hasPopup = hp === 'true' ? 'menu' : hp;
  if (ariaHidden) s.ariaHidden = true;
  if (inert) s.inert = true;
  if (tag === 'textarea' || (tag === 'input' && isTextInput(inputType(el))) || isContentEditable(el)) s.editable = true;
  return s;
}

const NON_TEXT_INPUTS: Record<string, true> = wordSet(
  'checkbox radio submit reset button image file range color hidden',
);
export function isTextInput(type: string): boolean {
  return !NON_TEXT_INPUTS[type];
}

const FAKEPATH = 'C:\\fakepath\\';

/**
 * Current value of a form control. Password values are never copied into a snapshot (snapshots go
 * to LLM prompts and logs): they are replaced by one bullet per character.
 */
export function readValue(el: Element, tag: string, maxLen: number): string | undefined {
  if (tag === 'input') {
    const type = inputType(el);
    if (
      type === 'checkbox' ||
      type === 'radio' ||
      type === 'submit' ||
      type === 'reset' ||
      type === 'button' ||
      type === 'image'
    )
      return undefined;
    let v = inputValue(el);
    if (type === 'password') {
      let b = '';
      for (let i = 0; i < v.length && i < 64; i++) b += '\u2022';
      v = b;
    } else if (type === 'file' && strIndexOf(v, FAKEPATH) === 0) {
      // A file input's value is "C:\fakepath\" and the first chosen file's name in every engine
      // (HTML, the input element's "filename" value mode); the page shows the name beside its button.
      v = strSlice(v, FAKEPATH.length);
    }
    return v.length > maxLen ? strSlice(v, 0, maxLen) : v;
  }
  if (tag === 'textarea') {
    const v = textareaValue(el);
    return v.length > maxLen ? strSlice(v, 0, maxLen) : v;
  }
  if (tag === 'select') {
    const opts = selectOptions(el);
    let out = '';
    for (let i = 0; i < opts.length; i++) {
      const o = opts[i]!;
      if (optionSelected(o)) out += (out ? ', ' : '') + optionLabel(o);
    }
    return out;
  }
  return undefined;
}

export function optionLabel(o: Element): string {
  const l = getAttribute(o, 'label');
  return strTrim(strReplace(l !== null && l !== '' ? l : textContent(o) || '', /\s+/g, ' '));
}

/** The options of a <select> (capped: a select with 10,000 options must not bloat the snapshot). */
export function readOptions(el: Element): OptionRecord[] {
  const opts = selectOptions(el);
  const out: OptionRecord[] = [];
  const n = opts.length < MAX_OPTIONS ? opts.length : MAX_OPTIONS;
  for (let i = 0; i < n; i++) {
    const o = opts[i]!;
    const rec: OptionRecord = {
      label: optionLabel(o),
      value: getAttribute(o, 'value') ?? optionLabel(o),
      selected: optionSelected(o),
    };
    if (hasAttribute(o, 'disabled')) rec.disabled = true;
    push(out, rec);
  }
  return out;
}
