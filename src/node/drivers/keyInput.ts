/**
 * fill and clear on a text field of the main frame's own document through the driver's page
 * keyboard, as Playwright's element handle does them (its fill focuses the field, selects its
 * content and inserts the text, or presses Delete for an empty value), without the handle:
 * Playwright's handle input first evaluates its own injected script in the page's main and utility
 * worlds, compiled anew in every document, which costs more than the rest of the action on a fresh
 * page.
 *
 * The dry run's call also prepares the field (prepareKeys: focus, then select), so the keys need no
 * round trip of their own. Between that call and the keys the page may move focus elsewhere: a
 * guard on the keys' events (capture listeners on the window) cancels those whose target is not the
 * field, and the settle call after the keys (settleKeys) removes it and says so: the action then
 * fails typed (NOT_APPLIED) instead of typing into another element. A timer removes a guard no
 * settle came for. (prepareKeys also puts the caret at the end for type, as act() in the page does,
 * should type come this way; see KEY_VERBS for why it does not.)
 *
 * Left to the element handle: fields whose value is set rather than typed (date, colour, range:
 * Playwright's fill sets them), number inputs (Playwright refuses non-numeric text), elements inside
 * an editing host, child frames, `force`, and fill in Firefox (see prepareKeys).
 *
 * Both functions run in the page (serialised by the driver): they capture nothing from this module.
 */
import type { ActionCommand, Verb } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import type { PagemarkGlobal } from './hostTypes';

declare const pagemark: PagemarkGlobal;

/** The verbs this file performs with the page keyboard. */
// Not type: Playwright bounds its handle's key presses by the action timeout and stops them there,
// and the page keyboard has neither (a 50,000-character type would run on: test/unit/node/mcp).
export const KEY_VERBS: Record<string, true> = { fill: true, clear: true };

/**
 * In the page: the dry run, then the field prepared for the keys and guarded. Resolves the dry run's
 * result and `true` when the keys may follow, `false` for the element handle path, or a string: the
 * page moved focus away as it was given (what has it).
 */
export async function prepareKeys(
  c: ActionCommand & { target: number; timeout?: number },
): Promise<[ActionResult, boolean | string]> {
  const r = await pagemark.act(c);
  const el = r.ok && r.at ? (pagemark.protocol.elementByIndex(c.target) as HTMLElement | null) : null;
  if (!el) return [r, false];
  const tag = el.localName;
  const input = el as HTMLInputElement;
  const control = tag === 'textarea' || (tag === 'input' && /^(text|search|email|url|tel|password)$/.test(input.type));
  const host = tag !== 'input' && el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable);
  if (!control && !host) return [r, false];
  // Firefox: Playwright's insertText there fires untrusted input events, which the guard below
  // cannot tell from the page's own nor cancel; fill keeps the element handle (which inserts the
  // same way, unguarded).
  if (c.action === 'fill' && /Firefox\//.test(navigator.userAgent)) return [r, false];
  const root = el.getRootNode() as Document | ShadowRoot;
  const was = root.activeElement === el;
  // As Playwright's focus: Firefox does not move the caret to another editing host unless the
  // focused one is blurred first.
  if (!was && host && root.activeElement) (root.activeElement as HTMLElement).blur();
  el.focus();
  if (root.activeElement !== el) {
    const a = el.ownerDocument.activeElement;
    return [r, a ? `${a.localName}${a.id ? '#' + a.id : ''}` : 'nothing'];
  }
  try {
    if (c.action !== 'type') {
      if (control) input.select();
      else {
        const range = el.ownerDocument.createRange();
        range.selectNodeContents(el);
        const sel = window.getSelection();
        sel?.removeAllRanges();
        sel?.addRange(range);
      }
    } else if (control && !was && input.selectionStart === 0 && input.selectionEnd === 0) {
      // type appends, as act() in the page does (valueVerbs.ts): a field just focused gets its caret
      // at the end, where engines differ on where focus() puts it.
      input.setSelectionRange(input.value.length, input.value.length);
    }
  } catch {
    /* a type without the selection API (email): select() still selected it, or the caret stays */
  }
  // The keys' events must reach the field: the first that does not marks the guard, and it and
  // every later one are cancelled.
  let moved = '';
  const types = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input'];
  const fn = (e: Event) => {
    const t = e.composedPath()[0];
    if (!moved && e.isTrusted && !(t instanceof Node && el.contains(t))) {
      const a = el.ownerDocument.activeElement;
      moved = a ? `${a.localName}${a.id ? '#' + a.id : ''}` : 'nothing';
    }
    if (moved) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  };
  for (let i = 0; i < types.length; i++) window.addEventListener(types[i]!, fn, true);
  const key = Symbol.for('pagemark.keyGuard');
  const w = window as unknown as Record<symbol, (() => string) | undefined>;
  const stop = () => {
    for (let i = 0; i < types.length; i++) window.removeEventListener(types[i]!, fn, true);
    clearTimeout(timer);
    if (w[key] === stop) delete w[key];
    return moved;
  };
  const timer = setTimeout(stop, c.timeout ?? 2000);
  w[key]?.();
  w[key] = stop;
  return [r, true];
}

/**
 * In the page: the settle after the keys, what took them when the field did not ('' when it did),
 * and what the field holds (read as act() reads it), in one call.
 */
export async function settleKeys([c, index, verb]: [ActionCommand, number, Verb]): Promise<
  [ActionResult, string, Pick<ActionResult['effects'], 'valueAfter' | 'checkedAfter'>]
> {
  const r = await pagemark.act(c);
  const w = window as unknown as Record<symbol, (() => string) | undefined>;
  const stop = w[Symbol.for('pagemark.keyGuard')];
  return [r, stop ? stop() : '', pagemark.protocol.readBack(index, verb)];
}

/** The page keyboard's input for a prepared field: insertText for fill, Delete for an empty one. */
export function keysOf(cmd: ActionCommand): ActionCommand {
  const text = 'text' in cmd && typeof cmd.text === 'string' ? cmd.text : '';
  if (cmd.action === 'type') return { action: 'type', text } as ActionCommand;
  return (
    text && cmd.action === 'fill' ? { action: 'insertText', text } : { action: 'press', key: 'Delete' }
  ) as ActionCommand;
}
