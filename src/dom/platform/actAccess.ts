/**
 * The DOM members acting on the page needs beyond the reads in dom.ts: a control's form owner and
 * submission, a select's `multiple` and selectedIndex setter, the selection in a text control,
 * execCommand, scrolling an element, session history, writing text, lookups in shadow roots, and
 * the page's MutationObserver.
 *
 * Captured by dom.ts's bindWindow() with dom.ts's own capture helpers (passed in, so this file
 * imports nothing from dom.ts, which re-exports it): the engine's accessor from the prototype, else
 * a property access on the object (DOMs written in JavaScript: happy-dom, linkedom). Page code uses
 * these, never the raw members: ESLint's pagemark/no-raw-dom (eslint-rules/no-raw-dom.js) names
 * the accessor to use. A form clobbers its own members with its named controls
 * (`<input name="submit">` makes `form.submit` that input: HTML §4.10.3), which prototype
 * accessors are immune to.
 */
type AnyObj = Record<string, unknown>;
type Loose = (o: unknown, ...a: any[]) => any;

/** dom.ts's capture helpers (one copy of each rule). */
export interface Capture {
  getter<T>(win: AnyObj, ctor: string, name: string): (o: unknown) => T;
  setter<T>(win: AnyObj, ctor: string, name: string): (o: unknown, v: T) => void;
  method<R, A extends unknown[] = unknown[]>(win: AnyObj, ctor: string, name: string): (o: unknown, ...a: A) => R;
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
/** The document's selection (Document.getSelection, HTML §8.2), a new Range, and their members (DOM §5.5). */
export let docSelection: (d: unknown) => Selection | null;
export let createRangeP: (d: unknown) => Range;
export let rangeSetStart: (r: unknown, n: Node, offset: number) => void;
export let rangeSetEnd: (r: unknown, n: Node, offset: number) => void;
export let selectionRemoveAll: (s: unknown) => void;
export let selectionAddRange: (s: unknown, r: Range) => void;
export let selectionString: (s: unknown) => string;
export let execCommandP: (d: unknown, command: string, ui?: boolean, value?: string) => boolean;
export let setTextContent: (n: unknown, v: string) => void;
export let setScrollTop: (e: unknown, v: number) => void;
export let elementScrollBy: (e: unknown, x: number, y: number) => void;
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

/**
 * The first accessor, or the second when its brand check fails (the member is on each interface).
 * Fixed arity (setSelectionRange's two is the most): spreading the arguments would go through
 * Array.prototype[Symbol.iterator] (ECMA-262 §13.3.8.1 ArgumentListEvaluation), which the page can
 * replace after load.
 */
function either(f: Loose, g: Loose): Loose {
  return (o, x, y) => {
    try {
      return f(o, x, y);
    } catch {
      return g(o, x, y);
    }
  };
}

export function bindActAccess(w: AnyObj, c: Capture): void {
  const { getter, setter, method } = c;
  // Text-control members are defined on HTMLInputElement and HTMLTextAreaElement each (HTML §4.10.6).
  const both = (make: (w: AnyObj, ctor: string, name: string) => Loose, name: string): Loose =>
    either(make(w, 'HTMLInputElement', name), make(w, 'HTMLTextAreaElement', name));
  formOf = getter(w, 'HTMLInputElement', 'form');
  requestSubmitP = method(w, 'HTMLFormElement', 'requestSubmit');
  submitP = method(w, 'HTMLFormElement', 'submit');
  setSelectedIndex = setter(w, 'HTMLSelectElement', 'selectedIndex');
  selectMultiple = getter(w, 'HTMLSelectElement', 'multiple');
  selectionStartOf = both(getter, 'selectionStart') as typeof selectionStartOf;
  selectionEndOf = both(getter, 'selectionEnd') as typeof selectionEndOf;
  setSelectionRangeP = both(method, 'setSelectionRange');
  selectText = both(method, 'select');
  docSelection = method(w, 'Document', 'getSelection');
  createRangeP = method(w, 'Document', 'createRange');
  rangeSetStart = method(w, 'Range', 'setStart');
  rangeSetEnd = method(w, 'Range', 'setEnd');
  selectionRemoveAll = method(w, 'Selection', 'removeAllRanges');
  selectionAddRange = method(w, 'Selection', 'addRange');
  selectionString = method(w, 'Selection', 'toString');
  execCommandP = method(w, 'Document', 'execCommand');
  setTextContent = setter(w, 'Node', 'textContent');
  setScrollTop = setter(w, 'Element', 'scrollTop');
  elementScrollBy = method(w, 'Element', 'scrollBy');
  const back = method<void, []>(w, 'History', 'back');
  const forward = method<void, []>(w, 'History', 'forward');
  // window.history is the window's own property (WebIDL [Global]), which dom.ts's winGetter reads too.
  historyBack = (win) => back((win as AnyObj)['history']);
  historyForward = (win) => forward((win as AnyObj)['history']);
  // HTMLOrSVGElement: SVG and MathML elements have their own tabIndex, read from the element.
  const tabIndex = getter<number>(w, 'HTMLElement', 'tabIndex');
  tabIndexOf = (e) => {
    try {
      return tabIndex(e);
    } catch {
      return ((e as AnyObj)['tabIndex'] as number | undefined) ?? -1;
    }
  };
  rootActiveElement = getter(w, 'ShadowRoot', 'activeElement');
  rootGetElementById = method(w, 'DocumentFragment', 'getElementById');
  const MO = w['MutationObserver'];
  pageMutationObserver = typeof MO === 'function' ? (MO as unknown as typeof MutationObserver) : null;
}
