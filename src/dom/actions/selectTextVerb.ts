/**
 * selectText: select an element's text, or the first occurrence of a part of it, as a triple click or
 * a drag over it would (Playwright's `locator.selectText()` selects the whole text the same way: a
 * text control's `select()`, else a range over the element's contents). The result's `value` is the
 * text the page's selection holds afterwards, read back. What a person could not select answers
 * NOT_APPLIED instead of a false success: text under `user-select: none` (CSS UI 4 §6.1; checked
 * up the ancestors because a script's addRange ignores it in Firefox, where a triple click would
 * select nothing), and a page whose `selectstart` handler cancels the selection (Selection API
 * §3: a user agent fires it, cancellable, before a person's selection starts).
 */
import type { SelectTextCommand } from '../../core/model/commands';
import { pmError } from '../../core/model/errors';
import {
  computedStyle,
  createRangeP,
  docSelection,
  getAttribute,
  localName,
  nodeValue,
  ownerDocument,
  parentElement,
  rangeSetEnd,
  rangeSetStart,
  selectionAddRange,
  selectionEndOf,
  selectionRemoveAll,
  selectionStartOf,
  selectionString,
  selectText as selectWhole,
  setSelectionRangeP,
  styleGet,
} from '../platform/dom';
import { strIndexOf, strSlice, toLower } from '../../builtins/pristine';
import { currentValue, fire, focusElement, realm, isTextControl } from './dispatch';
import type { Perf } from './outcome';
import { textNodes } from './textNodes';

const fail = (code: 'NOT_FOUND' | 'NOT_APPLIED' | 'NOT_SUPPORTED', why: string): Perf => ({
  error: pmError(code, why),
});

/** Why a person could not select el's text, or null: user-select none on it or above, a cancelled selectstart. */
function refused(el: Element, textControl: boolean): Perf | null {
  // A text control's own value stays selectable under a user-select: none ancestor.
  for (let n: Element | null = textControl ? null : el; n; n = parentElement(n)) {
    const st = computedStyle(n);
    if (styleGet(st, 'user-select') === 'none' || styleGet(st, '-webkit-user-select') === 'none') {
      return fail('NOT_APPLIED', `user-select: none on <${localName(n)}>: a person cannot select this text`);
    }
  }
  const { Event } = realm(el);
  if (!fire(el, new Event('selectstart', { bubbles: true, cancelable: true }))) {
    return fail('NOT_APPLIED', 'the page cancelled the selection (selectstart)');
  }
  return null;
}

export function selectTextVerb(cmd: SelectTextCommand, el: Element): Perf {
  const part = cmd.text;
  const control = isTextControl(el);
  const nodes = control ? [] : textNodes(el);
  let whole = '';
  if (control) whole = currentValue(el);
  else for (let i = 0; i < nodes.length; i++) whole += nodeValue(nodes[i]) ?? '';
  if (whole === '') return fail('NOT_FOUND', 'the element has no text to select');
  // Where the part starts: exactly, else ignoring case.
  let from = 0;
  if (part !== undefined) {
    from = strIndexOf(whole, part);
    if (from < 0) from = strIndexOf(toLower(whole), toLower(part));
    if (from < 0)
      return fail('NOT_FOUND', `the text does not contain "${part}"; it starts "${strSlice(whole, 0, 80)}"`);
  }
  const to = part === undefined ? whole.length : from + part.length;
  const no = refused(el, control);
  if (no) return no;
  if (control) {
    focusElement(el);
    if (selectionStartOf(el) === null) {
      // type=email, number, ...: the selection API does not apply (HTML §4.10.5.2.10) and
      // setSelectionRange throws; select() still selects the whole value, as Playwright does.
      if (to - from !== whole.length) {
        return fail('NOT_SUPPORTED', `an <input type=${getAttribute(el, 'type')}> selects only its whole value`);
      }
      selectWhole(el);
      return checked(whole);
    }
    setSelectionRangeP(el, from, to);
    return checked(strSlice(whole, selectionStartOf(el) ?? 0, selectionEndOf(el) ?? 0));
  }
  const doc = ownerDocument(el)!;
  const range = createRangeP(doc);
  // Offsets in the joined text, mapped back to the text node each falls in.
  let seen = 0;
  for (let i = 0; i < nodes.length; i++) {
    const len = (nodeValue(nodes[i]) ?? '').length;
    if (from >= seen && from < seen + len) rangeSetStart(range, nodes[i]!, from - seen);
    if (to > seen && to <= seen + len) rangeSetEnd(range, nodes[i]!, to - seen);
    seen += len;
  }
  const sel = docSelection(doc);
  if (!sel) return fail('NOT_SUPPORTED', 'this document has no selection');
  selectionRemoveAll(sel);
  selectionAddRange(sel, range);
  return checked(selectionString(sel));
}

/** The selection read back: empty means the page did not keep it. */
function checked(selected: string): Perf {
  return selected !== '' ? { error: null, value: selected } : fail('NOT_APPLIED', 'the page kept no selection');
}
