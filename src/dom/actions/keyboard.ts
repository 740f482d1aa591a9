/**
 * The keyboard verbs: press ('Enter', 'Control+A', 'Shift+Tab') with the default actions synthetic
 * key events lack, and focus.
 */
import { pmError } from '../../core/model/errors';
import { splitCombo, modifierFlags } from '../../core/commands/modifiers';
import {
  activeElement,
  body as docBody,
  boundWindow,
  dispatchEvent,
  getAttribute,
  inputType,
  localName,
  ownerDocument,
  formOf,
  requestSubmitP,
  selectOptions,
  selectedIndex,
  selectionEndOf,
  selectionStartOf,
  selectText,
  setSelectedIndex,
  submitP,
} from '../platform/dom';
import { strSlice, toLower } from '../../builtins/pristine';
import { fireInputChange, focusElement, keyEvent, readValue, realm, typeText, writeValue, type Mods } from './dispatch';
import { centreOf, clickAt } from './pointer';
import { moveFocus } from './focusOrder';
import type { Perf } from './outcome';

/** Keys and combinations; without a target the keys go to whatever has focus, as a person's would. */
export function press(el: Element | null, combo: string): Perf {
  const doc = el ? ownerDocument(el)! : boundWindow!.document;
  const target = el ?? activeElement(doc) ?? docBody(doc);
  if (!target) return { error: pmError('NOT_FOUND', 'nothing is focused to receive the key') };
  if (el) focusElement(el);
  const c = splitCombo(combo);
  const key = c.key;
  const mods: Mods = modifierFlags(c.modifiers);
  const down = keyEvent(target, 'keydown', key, mods);
  if (down && key.length === 1 && !mods.ctrlKey && !mods.metaKey) keyEvent(target, 'keypress', key, mods);
  if (down) defaultKeyAction(target, key, mods);
  keyEvent(target, 'keyup', key, mods);
  return { error: null };
}

function defaultKeyAction(el: Element, key: string, mods: Mods): void {
  const tag = localName(el);
  const textual = tag === 'input' || tag === 'textarea';
  if ((mods.ctrlKey || mods.metaKey) && toLower(key) === 'a' && textual) {
    try {
      selectText(el);
    } catch {}
    return;
  }
  if (mods.ctrlKey || mods.metaKey || mods.altKey) return;
  if (key === 'Enter') {
    if (tag === 'input') {
      const form = formOf(el);
      if (form) {
        try {
          requestSubmitP(form);
        } catch {
          submitP(form);
        }
      }
    } else if (tag === 'button' || (tag === 'a' && getAttribute(el, 'href') !== null))
      clickAt(el, centreOf(el), 'click');
    else if (tag === 'textarea') typeText(el, '\n');
    return;
  }
  if (
    key === ' ' &&
    (tag === 'button' || (tag === 'input' && (inputType(el) === 'checkbox' || inputType(el) === 'radio')))
  ) {
    clickAt(el, centreOf(el), 'click');
    return;
  }
  if (key === 'Backspace' && textual) {
    const v = readValue(el);
    const s = selectionStartOf(el) ?? v.length;
    const e = selectionEndOf(el) ?? s;
    const nv = s !== e ? strSlice(v, 0, s) + strSlice(v, e) : strSlice(v, 0, s > 0 ? s - 1 : 0) + strSlice(v, e);
    fillLikeDelete(el, nv);
    return;
  }
  if (key === 'Tab') {
    moveFocus(el, mods.shiftKey ? -1 : 1);
    return;
  }
  if (tag === 'select' && (key === 'ArrowDown' || key === 'ArrowUp')) {
    const next = selectedIndex(el) + (key === 'ArrowDown' ? 1 : -1);
    if (next >= 0 && next < selectOptions(el).length) {
      setSelectedIndex(el, next);
      fireInputChange(el);
    }
  }
}

function fillLikeDelete(el: Element, v: string): void {
  const R = realm(el);
  writeValue(el, v);
  dispatchEvent(el, new R.Event('input', { bubbles: true }));
}
