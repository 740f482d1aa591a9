/**
 * Typing into the focused text field, the change an agent makes most, seen from stylesheets that
 * cannot be read (cross-origin without CORS) or that style with `@container`. Rules we cannot read
 * may depend on any state, so an input event or a changed value would make every style be read
 * afresh. But CSS cannot see a control's value, only states derived from it (Selectors 4 §14, the
 * input pseudo-classes: :placeholder-shown, :invalid/:valid, :out-of-range/:in-range,
 * :user-invalid/:user-valid; §8.2 :dir(), which follows the value of a `dir=auto` field; plus :checked,
 * :indeterminate and :autofill). When none of those changed on the field, and nothing else happened
 * but its input and change events, no selector matches differently anywhere (a `:has()` around the
 * field sees the same states too), so no style changed.
 *
 * Radio buttons are left out: checking one changes the validity of the others in its group, which
 * are not the focused element. Select elements are left out: their options' :checked changes.
 */
import { activeElement, inputType, localName, matches } from '../platform/dom';

/** The matching a value can change. An engine that does not know one also ignores rules using it. */
const VALUE_STATES = [
  ':placeholder-shown',
  ':invalid',
  ':out-of-range',
  ':user-invalid',
  ':checked',
  ':indeterminate',
  ':dir(rtl)',
  ':autofill',
];

export interface TypingState {
  el: Element;
  /** One character per VALUE_STATES entry: 1 matches, 0 does not, - unsupported here. */
  states: string;
}

function statesOf(el: Element): string {
  let s = '';
  for (let i = 0; i < VALUE_STATES.length; i++) {
    let m: string;
    try {
      m = matches(el, VALUE_STATES[i]!) ? '1' : '0';
    } catch {
      m = '-';
    }
    s += m;
  }
  return s;
}

/** The document's focused text field and its value-derived states, or null when focus is elsewhere. */
export function typingState(doc: Node): TypingState | null {
  let el: Element | null;
  try {
    el = activeElement(doc);
  } catch {
    return null;
  }
  if (!el) return null;
  const tag = localName(el);
  try {
    // The type getter, not the attribute: it answers lower-case and with the default applied.
    if (tag !== 'textarea' && !(tag === 'input' && inputType(el) !== 'radio')) return null;
    return { el, states: statesOf(el) };
  } catch {
    return null;
  }
}

/**
 * Whether the events since the last snapshot are only typing into the field focused then: each an
 * input or change event on it, its value-derived states as they were, and it still focused (`now`
 * is the state read this time). The caller checks that nothing else changed.
 */
export function onlyTyped(
  before: TypingState | null,
  now: TypingState | null,
  events: { type: string; target: EventTarget | null }[],
): boolean {
  if (!before || !now || before.el !== now.el || before.states !== now.states) return false;
  for (let i = 0; i < events.length; i++) {
    const ev = events[i]!;
    if ((ev.type !== 'input' && ev.type !== 'change') || ev.target !== now.el) return false;
  }
  return true;
}
