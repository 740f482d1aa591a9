/**
 * The keyboard verbs: press ('Enter', 'Control+A', 'Shift+Tab') with the default actions synthetic
 * key events lack, its halves keyDown and keyUp, and insertText; without an element they go to
 * whatever has focus, as a person's keys do (Playwright's page.keyboard, which BrowserGym's
 * keyboard_* actions call: browsergym/core/src/browsergym/core/action/functions.py).
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
  isContentEditable,
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
import {
  fireInputChange,
  focusElement,
  insertAtCaret,
  keyEvent,
  currentValue,
  realm,
  typeText,
  writeValue,
  type Mods,
  isTextControl,
} from './dispatch';
import { centreOf, clickAt } from './pointer';
import { moveFocus } from './focusOrder';
import type { Perf } from './outcome';

/** The element keys go to: the one given, or the focused one (the body when nothing is). */
function keyTarget(el: Element | null): Element | null {
  const doc = el ? ownerDocument(el)! : boundWindow!.document;
  return el ?? activeElement(doc) ?? docBody(doc);
}

function keyDownOn(target: Element, key: string, mods: Mods): void {
  const down = keyEvent(target, 'keydown', key, mods);
  if (down && key.length === 1 && !mods.ctrlKey && !mods.metaKey) keyEvent(target, 'keypress', key, mods);
  if (down) defaultKeyAction(target, key, mods);
}

/**
 * Keys and combinations on `el` (focused first) or, without one, on what has focus, as a person's
 * would: `halves` 3 a whole press, 1 keyDown (Playwright keyboard.down: keydown, keypress for a
 * character, the key's default action), 2 keyUp (keyboard.up: keyup only).
 */
function keys(el: Element | null, combo: string, halves: number): Perf {
  const target = keyTarget(el);
  if (!target) return { error: pmError('NOT_FOUND', 'nothing is focused to receive the key') };
  if (el) focusElement(el);
  const c = splitCombo(combo);
  const mods: Mods = modifierFlags(c.modifiers);
  if (halves & 1) keyDownOn(target, c.key, mods);
  if (halves & 2) keyEvent(target, 'keyup', c.key, mods);
  return { error: null };
}

export const press = (el: Element | null, combo: string): Perf => keys(el, combo, 3);
export const keyDown = (combo: string): Perf => keys(null, combo, 1);
export const keyUp = (combo: string): Perf => keys(null, combo, 2);

/** typeText without an element: into what has focus (BrowserGym keyboard_type). */
export function typeIntoFocus(text: string): Perf {
  const target = keyTarget(null);
  if (!target) return { error: pmError('NOT_FOUND', 'nothing is focused to type into') };
  typeText(target, text);
  return { error: null };
}

/** insertText (Playwright keyboard.insertText): the text at the caret of the focused control, input events only. */
export function insertText(text: string): Perf {
  const target = keyTarget(null);
  if (!target || !isTextual(target)) {
    return {
      error: pmError('NO_EFFECT', 'no text control or editable element has focus', 'click or focus a field first'),
    };
  }
  insertAtCaret(target, text);
  return { error: null };
}

function isTextual(el: Element): boolean {
  return isTextControl(el) || isContentEditable(el);
}

function defaultKeyAction(el: Element, key: string, mods: Mods): void {
  const tag = localName(el);
  const textual = isTextControl(el);
  if ((mods.ctrlKey || mods.metaKey) && toLower(key) === 'a' && textual) {
    try {
      selectText(el);
    } catch {}
    return;
  }
  if (mods.ctrlKey || mods.metaKey || mods.altKey) return;
  // A character key types its character, as a real key press does (Playwright keyboard.press('a')).
  if (key.length === 1 && key !== ' ' && isTextual(el)) {
    insertAtCaret(el, key);
    return;
  }
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
    const v = currentValue(el);
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
