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

// keyCode of the named keys (UI Events KeyboardEvent code §, legacy keyCode table); their code is
// the key's name, the modifiers' the left key's.
const CODES: Record<string, number> = {
  Enter: 13,
  Tab: 9,
  Escape: 27,
  Backspace: 8,
  Delete: 46,
  ArrowUp: 38,
  ArrowDown: 40,
  ArrowLeft: 37,
  ArrowRight: 39,
  Home: 36,
  End: 35,
  PageUp: 33,
  PageDown: 34,
  Shift: 16,
  Control: 17,
  Alt: 18,
  Meta: 91,
};

export function keyInfo(key: string): { key: string; code: string; keyCode: number } {
  if (key === 'Space' || key === ' ') return { key: ' ', code: 'Space', keyCode: 32 };
  const known = CODES[key];
  if (known) return { key, code: (known < 19 && known > 15) || known === 91 ? key + 'Left' : key, keyCode: known };
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
  const legacy = type === 'keypress' ? ['keyCode', 'which', 'charCode'] : ['keyCode', 'which'];
  try {
    for (let i = 0; i < legacy.length; i++) Object.defineProperty(e, legacy[i]!, { value: k.keyCode });
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
  fire(el, new R.Event('input', { bubbles: true, composed: true }));
  fireChange(el);
}

/** An <input> or <textarea> (a text control's value API), not an editing host. */
export function isTextControl(el: Element): boolean {
  const tag = localName(el);
  return tag === 'input' || tag === 'textarea';
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
  const editable = !isTextControl(el);
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
  if (!isTextControl(el)) {
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

/** document.execCommand, false when it throws. */
function exec(doc: Document, command: string, value?: string): boolean {
  try {
    return execCommandP(doc, command, false, value);
  } catch {
    return false;
  }
}

function insertIntoEditable(el: Element, text: string): void {
  const doc = ownerDocument(el)!;
  // execCommand keeps the editor's undo stack and fires input itself; it exists in every engine
  // even though it is deprecated (no replacement for editing hosts is specified yet).
  if (!exec(doc, 'insertText', text)) {
    appendChild(el, createTextNode(doc, text));
    inputEvent(el, 'input', 'insertText', text);
  }
}

/** Replace the whole value (fill): select all, then insert, as Playwright's fill does. */
export function replaceText(el: Element, text: string): void {
  focusElement(el);
  if (isTextControl(el)) {
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
    if (!exec(doc, 'delete')) {
      setTextContent(el, '');
      inputEvent(el, 'input', 'deleteContentBackward', null);
    }
  } else if (inputEvent(el, 'beforeinput', 'insertText', text)) insertIntoEditable(el, text);
}
