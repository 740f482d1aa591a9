/**
 * Input like a person's, synthesised in the page: pointer and mouse events at real coordinates in
 * the order browsers fire them (UI Events §3.4, Pointer Events §4.1), keyboard events per character
 * with key/code/modifiers, and values written through the native prototype setters so controlled
 * inputs of React (value tracker), Vue, Angular, Svelte and Preact see the change.
 *
 * Events are constructed from the element's own realm (its frame's MouseEvent etc.), so listeners
 * in same-origin iframes receive events of their own window.
 */
import {
  dispatchEvent,
  defaultView,
  ownerDocument,
  htmlFocus,
  inputValue,
  setInputValue,
  textareaValue,
  setTextareaValue,
  localName,
  activeElement,
  textContent,
  appendChild,
  createTextNode,
  execCommandP,
  selectionEndOf,
  selectionStartOf,
  setSelectionRangeP,
  setTextContent,
} from '../platform/dom';
import { strSlice, toUpper, charCodeAt } from '../../builtins/pristine';

type Ctors = {
  MouseEvent: typeof MouseEvent;
  PointerEvent?: typeof PointerEvent;
  KeyboardEvent: typeof KeyboardEvent;
  InputEvent?: typeof InputEvent;
  Event: typeof Event;
  FocusEvent: typeof FocusEvent;
  DragEvent?: typeof DragEvent;
  DataTransfer?: typeof DataTransfer;
};

export function realm(el: Element): Ctors & { win: Window; doc: Document } {
  const doc = ownerDocument(el)!;
  const win = defaultView(doc)! as unknown as Ctors & Window;
  return {
    win,
    doc,
    MouseEvent: win.MouseEvent,
    PointerEvent: win.PointerEvent,
    KeyboardEvent: win.KeyboardEvent,
    InputEvent: win.InputEvent,
    Event: win.Event,
    FocusEvent: win.FocusEvent,
    DragEvent: win.DragEvent,
    DataTransfer: win.DataTransfer,
  };
}

export interface Mods {
  ctrlKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

export function fire(el: Element, e: Event): boolean {
  return dispatchEvent(el, e);
}

// Pointer input (hover, clicks, the hit target) lives in pointer.ts, which builds on this file.

// ------------------------------------------------------------------------------------------ keys

const CODES: Record<string, [string, number]> = {
  Enter: ['Enter', 13],
  Tab: ['Tab', 9],
  Escape: ['Escape', 27],
  Backspace: ['Backspace', 8],
  Delete: ['Delete', 46],
  ArrowUp: ['ArrowUp', 38],
  ArrowDown: ['ArrowDown', 40],
  ArrowLeft: ['ArrowLeft', 37],
  ArrowRight: ['ArrowRight', 39],
  Home: ['Home', 36],
  End: ['End', 35],
  PageUp: ['PageUp', 33],
  PageDown: ['PageDown', 34],
  ' ': ['Space', 32],
  Space: ['Space', 32],
  Shift: ['ShiftLeft', 16],
  Control: ['ControlLeft', 17],
  Alt: ['AltLeft', 18],
  Meta: ['MetaLeft', 91],
};

export function keyInfo(key: string): { key: string; code: string; keyCode: number } {
  if (key === 'Space') key = ' ';
  const known = CODES[key];
  if (known) return { key, code: known[0], keyCode: known[1] };
  if (key.length === 1) {
    const up = toUpper(key);
    if (up >= 'A' && up <= 'Z') return { key, code: 'Key' + up, keyCode: charCodeAt(up, 0) };
    if (key >= '0' && key <= '9') return { key, code: 'Digit' + key, keyCode: charCodeAt(key, 0) };
    return { key, code: '', keyCode: charCodeAt(key, 0) };
  }
  return { key, code: key, keyCode: 0 };
}

export function keyEvent(el: Element, type: 'keydown' | 'keypress' | 'keyup', key: string, mods: Mods): boolean {
  const R = realm(el);
  const k = keyInfo(key);
  const e = new R.KeyboardEvent(type, {
    bubbles: true,
    cancelable: true,
    composed: true,
    key: k.key,
    code: k.code,
    ...mods,
  });
  // keyCode/which are legacy read-only fields many pages still read.
  try {
    Object.defineProperty(e, 'keyCode', { value: k.keyCode });
    Object.defineProperty(e, 'which', { value: k.keyCode });
    if (type === 'keypress') Object.defineProperty(e, 'charCode', { value: k.keyCode });
  } catch {}
  return fire(el, e);
}

function inputEvent(el: Element, type: 'beforeinput' | 'input', inputType: string, data: string | null): boolean {
  const R = realm(el);
  const init = { bubbles: true, cancelable: type === 'beforeinput', composed: true, inputType, data };
  return fire(el, R.InputEvent ? new R.InputEvent(type, init) : new R.Event(type, init));
}

export function fireChange(el: Element): void {
  const R = realm(el);
  fire(el, new R.Event('change', { bubbles: true }));
}

/** input then change, as a person's choice in a select fires them. */
export function fireInputChange(el: Element): void {
  const R = realm(el);
  fire(el, new R.Event('input', { bubbles: true }));
  fireChange(el);
}

/** A control's value now, whole: an input's or textarea's value, else the text (contenteditable). */
export function currentValue(el: Element): string {
  const tag = localName(el);
  if (tag === 'input') return inputValue(el);
  if (tag === 'textarea') return textareaValue(el);
  return textContent(el) ?? '';
}

/** Write a text control's value through the native setter (what React's value tracker watches). */
export function writeValue(el: Element, v: string): void {
  const tag = localName(el);
  if (tag === 'input') setInputValue(el, v);
  else if (tag === 'textarea') setTextareaValue(el, v);
}

export function focusElement(el: Element): void {
  const doc = ownerDocument(el)!;
  if (activeElement(doc) === el) return;
  try {
    htmlFocus(el, { preventScroll: true });
  } catch {}
}

/** Insert text at the caret of a text control, one character at a time, with the full event sequence. */
export function typeText(el: Element, text: string): void {
  focusElement(el);
  const editable = localName(el) !== 'input' && localName(el) !== 'textarea';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const key = ch === '\n' ? 'Enter' : ch;
    const down = keyEvent(el, 'keydown', key, {});
    if (!down) {
      keyEvent(el, 'keyup', key, {});
      continue;
    }
    keyEvent(el, 'keypress', key, {});
    if (ch === '\n' && !editable && localName(el) === 'input') {
      keyEvent(el, 'keyup', key, {});
      continue;
    }
    insertAtCaret(el, ch, ch === '\n' ? 'insertLineBreak' : 'insertText');
    keyEvent(el, 'keyup', key, {});
  }
}

/**
 * Text at the caret of a text control or an editing host, with beforeinput and input and no key
 * events: one character of typeText, or all of insertText (Playwright keyboard.insertText, BrowserGym
 * `keyboard_insert_text`: "Dispatches only input event").
 */
export function insertAtCaret(el: Element, text: string, type: 'insertText' | 'insertLineBreak' = 'insertText'): void {
  if (!inputEvent(el, 'beforeinput', type, text)) return;
  if (localName(el) !== 'input' && localName(el) !== 'textarea') {
    insertIntoEditable(el, text);
    return;
  }
  const v = currentValue(el);
  let start = v.length;
  let end = v.length;
  try {
    const s = selectionStartOf(el);
    if (typeof s === 'number' && s !== null) {
      start = s;
      end = selectionEndOf(el) ?? start;
    }
  } catch {}
  writeValue(el, strSlice(v, 0, start) + text + strSlice(v, end));
  try {
    setSelectionRangeP(el, start + text.length, start + text.length);
  } catch {}
  inputEvent(el, 'input', type, text);
}

function insertIntoEditable(el: Element, text: string): void {
  const doc = ownerDocument(el)!;
  // execCommand keeps the editor's undo stack and fires input itself; it exists in every engine
  // even though it is deprecated (no replacement for editing hosts is specified yet).
  let ok: boolean;
  try {
    ok = execCommandP(doc, 'insertText', false, text);
  } catch {
    ok = false;
  }
  if (!ok) {
    appendChild(el, createTextNode(doc, text));
    inputEvent(el, 'input', 'insertText', text);
  }
}

/** Replace the whole value (fill): select all, then insert, as Playwright's fill does. */
export function replaceText(el: Element, text: string): void {
  focusElement(el);
  const tag = localName(el);
  if (tag === 'input' || tag === 'textarea') {
    if (inputEvent(el, 'beforeinput', 'insertReplacementText', text)) {
      writeValue(el, text);
      inputEvent(el, 'input', text === '' ? 'deleteContentBackward' : 'insertReplacementText', text);
    }
    fireChange(el);
    return;
  }
  // contenteditable: select the contents, then insert.
  const doc = ownerDocument(el)!;
  const win = defaultView(doc)!;
  try {
    const range = doc.createRange();
    range.selectNodeContents(el);
    const sel = win.getSelection();
    if (sel) {
      sel.removeAllRanges();
      sel.addRange(range);
    }
  } catch {}
  if (text === '') {
    let ok: boolean;
    try {
      ok = execCommandP(doc, 'delete', false);
    } catch {
      ok = false;
    }
    if (!ok) {
      setTextContent(el, '');
      inputEvent(el, 'input', 'deleteContentBackward', null);
    }
  } else if (inputEvent(el, 'beforeinput', 'insertText', text)) insertIntoEditable(el, text);
}
