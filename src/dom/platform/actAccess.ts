/**
 * The DOM members acting on the page needs beyond the reads in dom.ts: a control's form owner and
 * submission, a select's `multiple` and selectedIndex setter, text selection and editing, scrolling,
 * session history, writing text, lookups in shadow roots, and the page's MutationObserver.
 *
 * Captured by dom.ts's bindWindow() with dom.ts's own capture helpers (passed in, so this file
 * imports nothing from dom.ts, which re-exports it): the engine's accessor from the prototype, else
 * a property access on the object (DOMs written in JavaScript: happy-dom, linkedom). Page code uses
 * these, never the raw members: ESLint's pagemark/no-raw-dom (eslint-rules/no-raw-dom.js) names
 * the accessor to use. A form clobbers its own members with its named controls
 * (`<input name="submit">` makes `form.submit` that input: HTML §4.10.3), which prototype
 * accessors are immune to.
 */
import { uncurry } from '../../core/pristine';

type AnyObj = Record<string, unknown>;
type Fn = (...a: never[]) => unknown;

/** dom.ts's capture helpers (one copy of each rule). */
export interface Capture {
  getter<T>(win: AnyObj, ctor: string, name: string): (o: unknown) => T;
  setter<T>(win: AnyObj, ctor: string, name: string): (o: unknown, v: T) => void;
  method<R, A extends unknown[] = unknown[]>(win: AnyObj, ctor: string, name: string): (o: unknown, ...a: A) => R;
  winGetter<T>(win: AnyObj, name: string): (o: unknown) => T;
}

/** An input's form owner (HTML §4.10.17.3). */
export let formOf: (e: unknown) => HTMLFormElement | null;
/** form.requestSubmit() (HTML §4.10.3): validates, fires submit. Throws where the engine lacks it. */
export let requestSubmitP: (f: unknown) => void;
/** form.submit(): submits without validation or a submit event. */
export let submitP: (f: unknown) => void;
export let setSelectedIndex: (e: unknown, i: number) => void;
export let selectMultiple: (e: unknown) => boolean;
/** selectionStart/End of an input or textarea (null for input types without a selection). */
export let selectionStartOf: (e: unknown) => number | null;
export let selectionEndOf: (e: unknown) => number | null;
export let setSelectionRangeP: (e: unknown, start: number, end: number) => void;
/** input.select() / textarea.select(): select all the text. */
export let selectText: (e: unknown) => void;
export let execCommandP: (d: unknown, command: string, ui?: boolean, value?: string) => boolean;
export let createRangeP: (d: unknown) => Range;
export let rangeSelectNodeContents: (r: unknown, n: Node) => void;
/** document.getSelection(): the same Selection as its window's (Selection API §2.2). */
export let selectionOf: (d: unknown) => Selection | null;
export let selectionRemoveAllRanges: (s: unknown) => void;
export let selectionAddRange: (s: unknown, r: Range) => void;
export let setTextContent: (n: unknown, v: string) => void;
export let setScrollTop: (e: unknown, v: number) => void;
export let elementScrollBy: (e: unknown, x: number, y: number) => void;
export let windowScrollBy: (w: unknown, x: number, y: number) => void;
export let windowScrollTo: (w: unknown, x: number, y: number) => void;
export let historyBack: (w: unknown) => void;
export let historyForward: (w: unknown) => void;
/** tabIndex of an HTML, SVG or MathML element (HTMLOrSVGElement); -1 for anything else. */
export let tabIndexOf: (e: unknown) => number;
/** A shadow root's focused element (DocumentOrShadowRoot). */
export let rootActiveElement: (r: unknown) => Element | null;
/** getElementById on a shadow root (DocumentFragment's NonElementParentNode). */
export let rootGetElementById: (r: unknown, id: string) => Element | null;
/**
 * The page's MutationObserver as it was when pagemark loaded, null without one. Unlike dom.ts's
 * MutationObserverP it need not be native: act() only counts records, which wrappers (zone.js)
 * pass on.
 */
export let pageMutationObserver: (new (cb: MutationCallback) => MutationObserver) | null;

/** The first accessor whose brand check passes (the member is defined on each interface). */
function firstOf<R, A extends unknown[]>(fns: ((o: unknown, ...a: A) => R)[]): (o: unknown, ...a: A) => R {
  return (o, ...a) => {
    for (let i = 0; i < fns.length - 1; i++) {
      try {
        return fns[i]!(o, ...a);
      } catch {}
    }
    return fns[fns.length - 1]!(o, ...a);
  };
}

/**
 * A Window operation: [Global] puts them on the window itself, not on Window.prototype (WebIDL
 * §3.7.6), so the one captured is the bound window's own, called on any window (frames included).
 */
function winMethod(w: AnyObj, name: string): (win: unknown, x: number, y: number) => void {
  const f = w[name];
  const u =
    typeof f === 'function' ? (uncurry(f as Fn) as unknown as (o: unknown, x: number, y: number) => void) : null;
  return (win, x, y) => {
    if (u) {
      try {
        return u(win, x, y);
      } catch {}
    }
    ((win as AnyObj)[name] as (x: number, y: number) => void)(x, y);
  };
}

export function bindActAccess(w: AnyObj, c: Capture): void {
  formOf = c.getter(w, 'HTMLInputElement', 'form');
  requestSubmitP = c.method(w, 'HTMLFormElement', 'requestSubmit');
  submitP = c.method(w, 'HTMLFormElement', 'submit');
  setSelectedIndex = c.setter(w, 'HTMLSelectElement', 'selectedIndex');
  selectMultiple = c.getter(w, 'HTMLSelectElement', 'multiple');
  selectionStartOf = firstOf([
    c.getter<number | null>(w, 'HTMLInputElement', 'selectionStart'),
    c.getter<number | null>(w, 'HTMLTextAreaElement', 'selectionStart'),
  ]);
  selectionEndOf = firstOf([
    c.getter<number | null>(w, 'HTMLInputElement', 'selectionEnd'),
    c.getter<number | null>(w, 'HTMLTextAreaElement', 'selectionEnd'),
  ]);
  setSelectionRangeP = firstOf([
    c.method<void, [number, number]>(w, 'HTMLInputElement', 'setSelectionRange'),
    c.method<void, [number, number]>(w, 'HTMLTextAreaElement', 'setSelectionRange'),
  ]);
  selectText = firstOf([
    c.method<void, []>(w, 'HTMLInputElement', 'select'),
    c.method<void, []>(w, 'HTMLTextAreaElement', 'select'),
  ]);
  execCommandP = c.method(w, 'Document', 'execCommand');
  createRangeP = c.method(w, 'Document', 'createRange');
  rangeSelectNodeContents = c.method(w, 'Range', 'selectNodeContents');
  selectionOf = c.method(w, 'Document', 'getSelection');
  selectionRemoveAllRanges = c.method(w, 'Selection', 'removeAllRanges');
  selectionAddRange = c.method(w, 'Selection', 'addRange');
  setTextContent = c.setter(w, 'Node', 'textContent');
  setScrollTop = c.setter(w, 'Element', 'scrollTop');
  elementScrollBy = c.method(w, 'Element', 'scrollBy');
  windowScrollBy = winMethod(w, 'scrollBy');
  windowScrollTo = winMethod(w, 'scrollTo');
  const historyOf = c.winGetter<History>(w, 'history');
  const back = c.method<void, []>(w, 'History', 'back');
  const forward = c.method<void, []>(w, 'History', 'forward');
  historyBack = (win) => back(historyOf(win));
  historyForward = (win) => forward(historyOf(win));
  const tabIndexFns = [
    c.getter<number>(w, 'HTMLElement', 'tabIndex'),
    c.getter<number>(w, 'SVGElement', 'tabIndex'),
    c.getter<number>(w, 'MathMLElement', 'tabIndex'),
  ];
  tabIndexOf = (e) => {
    for (let i = 0; i < tabIndexFns.length; i++) {
      try {
        const v = tabIndexFns[i]!(e);
        if (typeof v === 'number') return v;
      } catch {}
    }
    return -1;
  };
  rootActiveElement = c.getter(w, 'ShadowRoot', 'activeElement');
  rootGetElementById = c.method(w, 'DocumentFragment', 'getElementById');
  const MO = w['MutationObserver'];
  pageMutationObserver = typeof MO === 'function' ? (MO as unknown as typeof MutationObserver) : null;
}
