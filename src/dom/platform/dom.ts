/**
 * Pristine DOM access. Every DOM read or write in pagemark goes through the functions exported here.
 *
 * They are captured from the window's prototypes when the bundle loads (`bindWindow(window)`), so a
 * page that later replaces `Element.prototype.getAttribute`, clobbers `form.attributes` with an
 * `<input name="attributes">`, or wraps `addEventListener` cannot change what pagemark sees or does.
 * Prototype accessors are used rather than property reads on the node for the same reason (DOM
 * clobbering shadows properties on the instance, never on the prototype).
 *
 * In non-browser DOMs (happy-dom, linkedom) some of these live on other prototypes or as own
 * properties; every capture falls back to a plain property access so the static mode still works.
 *
 * Calls into another realm's nodes (same-origin iframes) use the top window's functions: WebIDL brand
 * checks accept nodes of any realm, and the frame's own prototypes may be patched by the frame.
 */
import { getOwnPropertyDescriptor, getPrototypeOf, uncurry } from '../../core/pristine';
import { freshRealm, isBrowserWindow, isNativeAs, noteBuiltins } from '../../core/freshRealm';
import { bindActAccess } from './actAccess';
export * from './actAccess';

type Fn = (...a: never[]) => unknown;
type AnyObj = Record<string, unknown>;

function findDescriptor(proto: object | null | undefined, name: string): PropertyDescriptor | undefined {
  let p: object | null | undefined = proto;
  while (p) {
    const d = getOwnPropertyDescriptor(p, name);
    if (d) return d;
    p = getPrototypeOf(p) as object | null;
  }
  return undefined;
}

function protoOf(win: AnyObj, ctor: string): object | undefined {
  const c = win[ctor] as { prototype?: object } | undefined;
  return typeof c === 'function' ? (c as { prototype?: object }).prototype : undefined;
}

/** The window being bound is a browser's: a function that is not native there was replaced. */
let browser = false;
/** Something was found replaced in this bindWindow; the names not recovered from a fresh realm. */
let replaced = false;
let lost: string[] = [];

/**
 * The engine's own `kind` of `ctor.prototype[name]`: the page's when native; when the page replaced
 * it (before pagemark loaded), the fresh realm's (core/freshRealm.ts), called on the page's nodes.
 * Undefined when neither: the callers then fall back to a property access on the object, which is
 * what DOMs written in JavaScript (happy-dom, linkedom: tests and the static mode, no hostile page
 * there) need, as their subclasses override base accessors (Node.prototype.lastChild returns null,
 * Element's override answers).
 */
function nativeMember(win: AnyObj, ctor: string, name: string, kind: 'get' | 'set' | 'value'): Fn | undefined {
  // ctor '': an own property of the window.
  const of = (w: AnyObj | null) =>
    (w ? findDescriptor(ctor ? protoOf(w, ctor) : w, name)?.[kind] : undefined) as Fn | undefined;
  const f = of(win);
  if (isNativeAs(f, name)) return f;
  // A member the page deleted, or this engine lacks, falls back to a property access.
  if (!browser || typeof f !== 'function') return undefined;
  replaced = true;
  const ff = of(freshRealm(win));
  if (isNativeAs(ff, name)) return ff;
  lost[lost.length] = (ctor && ctor + '.prototype.') + name;
  return undefined;
}

/** Uncurried getter `get(obj)`; falls back to `obj[name]`. */
function getter<T>(win: AnyObj, ctor: string, name: string): (o: unknown) => T {
  const f = nativeMember(win, ctor, name, 'get');
  if (f) return uncurry(f) as unknown as (o: unknown) => T;
  return (o) => (o as AnyObj)[name] as T;
}
/**
 * Window attributes: the prototype getter, falling back to a property read when the brand check
 * fails (test environments expose a global object that is not the implementation's Window).
 */
function winGetter<T>(win: AnyObj, name: string): (o: unknown) => T {
  const g = getter<T>(win, 'Window', name);
  return (o) => {
    try {
      return g(o);
    } catch {
      return (o as AnyObj)[name] as T;
    }
  };
}
/** Uncurried setter `set(obj, v)`; falls back to `obj[name] = v`. */
function setter<T>(win: AnyObj, ctor: string, name: string): (o: unknown, v: T) => void {
  const f = nativeMember(win, ctor, name, 'set');
  if (f) return uncurry(f) as unknown as (o: unknown, v: T) => void;
  return (o, v) => {
    (o as AnyObj)[name] = v;
  };
}
/** Uncurried method `m(obj, ...args)`; falls back to `obj[name](...args)`. */
function method<R, A extends unknown[] = unknown[]>(
  win: AnyObj,
  ctor: string,
  name: string,
): (o: unknown, ...a: A) => R {
  const f = nativeMember(win, ctor, name, 'value');
  if (f) return uncurry(f) as unknown as (o: unknown, ...a: A) => R;
  return (o, ...a) => ((o as AnyObj)[name] as (...x: A) => R)(...a);
}
/**
 * An optional method: null where the engine has none; a function the fresh realm lacks too is the
 * page's polyfill, used as before (and not reported).
 */
function optMethod<T>(win: AnyObj, ctor: string, name: string): T | null {
  const n = lost.length;
  let f = nativeMember(win, ctor, name, 'value');
  if (!f) {
    lost.length = n;
    const d = findDescriptor(protoOf(win, ctor), name);
    if (d && typeof d.value === 'function') f = d.value as Fn;
  }
  return f ? (uncurry(f) as unknown as T) : null;
}

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const DOCUMENT_NODE = 9;
export const DOCUMENT_FRAGMENT_NODE = 11;

export let boundWindow: Window | undefined;
export let parentNode: (n: unknown) => Node | null;
export let firstChild: (n: unknown) => Node | null;
export let nextSibling: (n: unknown) => Node | null;
export let previousSibling: (n: unknown) => Node | null;
export let nodeType: (n: unknown) => number;
export let nodeValue: (n: unknown) => string | null;
export let textContent: (n: unknown) => string | null;
export let ownerDocument: (n: unknown) => Document | null;
export let isConnected: (n: unknown) => boolean;
export let getRootNode: (n: unknown, o?: GetRootNodeOptions) => Node;
export let contains: (n: unknown, other: Node | null) => boolean;
export let localName: (e: unknown) => string;
export let getAttribute: (e: unknown, name: string) => string | null;
export let hasAttribute: (e: unknown, name: string) => boolean;
export let setAttribute: (e: unknown, name: string, value: string) => void;
export let removeAttribute: (e: unknown, name: string) => void;
export let getAttributeNames: (e: unknown) => string[];
export let getBoundingClientRect: (e: unknown) => DOMRect;
export let getClientRects: (e: unknown) => DOMRectList;
export let shadowRootOf: (e: unknown) => ShadowRoot | null;
export let firstElementChild: (n: unknown) => Element | null;
export let nextElementSibling: (n: unknown) => Element | null;
export let parentElement: (n: unknown) => Element | null;
export let matches: (e: unknown, sel: string) => boolean;
export let elementQuerySelectorAll: (e: unknown, sel: string) => NodeListOf<Element>;
export let docQuerySelectorAll: (d: unknown, sel: string) => NodeListOf<Element>;
/** A live collection, which Chromium keeps between calls until the DOM changes (querySelectorAll does not). */
export let docElementsByTagName: (d: unknown, tag: string) => HTMLCollectionOf<Element>;
export let fragQuerySelectorAll: (d: unknown, sel: string) => NodeListOf<Element>;
export let getElementById: (d: unknown, id: string) => Element | null;
export let scrollIntoView: (e: unknown, arg?: ScrollIntoViewOptions | boolean) => void;
export let checkVisibility: ((e: unknown, o?: object) => boolean) | null;
export let attachShadowOriginal: ((e: unknown, init: ShadowRootInit) => ShadowRoot) | null;
export let assignedNodes: (s: unknown, o?: AssignedNodesOptions) => Node[];
/** The slot an element is assigned to (null when not slotted, or slotted into a closed shadow root). */
export let assignedSlotOf: (e: unknown) => HTMLSlotElement | null;
export let hostOf: (r: unknown) => Element;
export let contentDocument: (f: unknown) => Document | null;
/** WindowProxy of an <iframe> (readable cross-origin: the bridge's peer). */
export let contentWindow: (f: unknown) => Window | null;
/** MessageEvent accessors, captured so a page cannot make a forged message look like our peer's. */
export let messageData: (e: unknown) => unknown;
export let messageSource: (e: unknown) => unknown;
export let messageOrigin: (e: unknown) => string;
export let addEventListenerP: (
  t: unknown,
  type: string,
  fn: EventListener,
  o?: boolean | AddEventListenerOptions,
) => void;
export let removeEventListenerP: (
  t: unknown,
  type: string,
  fn: EventListener,
  o?: boolean | EventListenerOptions,
) => void;
export let dispatchEvent: (t: unknown, e: Event) => boolean;
export let documentElement: (d: unknown) => HTMLElement | null;
export let body: (d: unknown) => HTMLElement | null;
export let activeElement: (d: unknown) => Element | null;
export let defaultView: (d: unknown) => Window | null;
export let docTitle: (d: unknown) => string;
export let docURL: (d: unknown) => string;
export let docDesignMode: (d: unknown) => string;
export let createElement: (d: unknown, tag: string) => Element;
export let createTextNode: (d: unknown, text: string) => Text;
export let appendChild: (p: unknown, c: Node) => Node;
export let removeChild: (p: unknown, c: Node) => Node;
export let docElementsFromPoint: ((d: unknown, x: number, y: number) => Element[]) | null;
export let docElementFromPoint: ((d: unknown, x: number, y: number) => Element | null) | null;
export let rootElementFromPoint: ((r: unknown, x: number, y: number) => Element | null) | null;
export let clientLeft: (e: unknown) => number;
export let clientTop: (e: unknown) => number;
export let hasAttributes: (e: unknown) => boolean;
export let frameElementOf: (w: unknown) => Element | null;
/** window.parent through the Window getter ([Replaceable]: a page may shadow the property). */
export let parentOf: (w: unknown) => Window | null;
export let innerWidthOf: (w: unknown) => number;
export let innerHeightOf: (w: unknown) => number;
export let scrollXOf: (w: unknown) => number;
export let scrollYOf: (w: unknown) => number;
export let lastChild: (n: unknown) => Node | null;
export let inputType: (e: unknown) => string;
export let indeterminate: (e: unknown) => boolean;
export let detailsOpen: (e: unknown) => boolean;
export let docEvaluate: ((d: unknown, xp: string, ctx: Node, ns: null, type: number, res: null) => XPathResult) | null;
export let computedStyle: (e: Element, pseudo?: string | null) => CSSStyleDeclaration;
export let styleGet: (s: CSSStyleDeclaration, prop: string) => string;
/** Computed styles come from the engine (false: injected, as in static mode and unit tests). */
export let engineStyles = true;
export let elementStyle: (e: unknown) => CSSStyleDeclaration;
export let inputValue: (e: unknown) => string;
export let setInputValue: (e: unknown, v: string) => void;
export let inputFiles: (e: unknown) => FileList | null;
export let setInputFiles: (e: unknown, v: FileList) => void;
export let textareaValue: (e: unknown) => string;
export let setTextareaValue: (e: unknown, v: string) => void;
export let selectedIndex: (e: unknown) => number;
export let selectOptions: (e: unknown) => HTMLOptionsCollection;
export let optionSelected: (e: unknown) => boolean;
export let setOptionSelected: (e: unknown, v: boolean) => void;
export let inputChecked: (e: unknown) => boolean;
export let isContentEditable: (e: unknown) => boolean;
export let htmlFocus: (e: unknown, o?: FocusOptions) => void;
export let onclickProp: (e: unknown) => unknown;
export let innerTextOf: (e: unknown) => string;
export let labelsOf: (e: unknown) => NodeListOf<HTMLLabelElement> | null;
export let labelControl: (e: unknown) => HTMLElement | null;
/** MutationObserver, captured (null where the DOM has none: linkedom). */
export let MutationObserverP: (new (cb: MutationCallback) => MutationObserver) | null;
export let moObserve: (mo: unknown, target: Node, init: MutationObserverInit) => void;
export let moTakeRecords: (mo: unknown) => MutationRecord[];
export let moDisconnect: (mo: unknown) => void;
export let mrType: (r: unknown) => string;
export let mrTarget: (r: unknown) => Node;
export let mrAttributeName: (r: unknown) => string | null;
export let mrAdded: (r: unknown) => NodeList;
export let mrRemoved: (r: unknown) => NodeList;
export let eventTarget: (e: unknown) => EventTarget | null;
export let eventType: (e: unknown) => string;
export let relatedTarget: (e: unknown) => EventTarget | null;
/** document.getAnimations (null where unsupported). */
export let docGetAnimations: ((d: unknown) => Animation[]) | null;
export let animationEffect: (a: unknown) => AnimationEffect | null;
export let effectTarget: (e: unknown) => Element | null;
export let scrollLeftOf: (e: unknown) => number;
export let scrollTopOf: (e: unknown) => number;
/** Scroll container extents (CSSOM View §7): how far an overflow box can scroll. */
export let scrollHeightOf: (e: unknown) => number;
export let scrollWidthOf: (e: unknown) => number;
export let clientHeightOf: (e: unknown) => number;
export let clientWidthOf: (e: unknown) => number;
export let imgComplete: (e: unknown) => boolean;
export let mediaReadyState: (e: unknown) => number;
export let docReadyState: (d: unknown) => string;
export let mediaNetworkState: (e: unknown) => number;
/** document.fonts (undefined where the DOM has no CSS Font Loading API). */
export let docFonts: (d: unknown) => FontFaceSet | undefined;
export let fontSetStatus: (s: unknown) => string;
export let fontSetForEach: (s: unknown, cb: (f: FontFace) => void) => void;
export let fontStatus: (f: unknown) => string;
export let docStyleSheets: (d: unknown) => StyleSheetList | undefined;
export let rootStyleSheets: (r: unknown) => StyleSheetList | undefined;
export let docAdoptedSheets: (d: unknown) => CSSStyleSheet[] | undefined;
export let rootAdoptedSheets: (r: unknown) => CSSStyleSheet[] | undefined;
export let sheetRules: (s: unknown) => CSSRuleList;
export let sheetDisabled: (s: unknown) => boolean;
export let ruleText: (r: unknown) => string;
/** A style rule's selector text; undefined for any other rule. */
export let styleRuleSelector: (r: unknown) => string | undefined;
/** The rules inside a grouping rule (@media, @supports, @layer) or a nesting style rule; null for others. */
export let childRules: (r: unknown) => CSSRuleList | null;

/**
 * Capture every DOM function from `win`. Called once when the bundle loads in a page, and by the
 * static (linkedom) mode for its own window.
 */
export interface BindOptions {
  /**
   * Computed-style provider for DOMs without layout or CSS (the static linkedom mode): returns an
   * object whose getPropertyValue answers from inline styles and attributes. Injectable the way
   * dom-accessibility-api makes its costly APIs injectable.
   */
  computedStyle?: (e: Element, pseudo?: string | null) => CSSStyleDeclaration;
}

export function bindWindow(win: Window, options: BindOptions = {}): void {
  const w = win as unknown as AnyObj;
  browser = isBrowserWindow(w);
  replaced = false;
  lost = [];
  boundWindow = win;
  parentNode = getter(w, 'Node', 'parentNode');
  firstChild = getter(w, 'Node', 'firstChild');
  nextSibling = getter(w, 'Node', 'nextSibling');
  previousSibling = getter(w, 'Node', 'previousSibling');
  nodeType = getter(w, 'Node', 'nodeType');
  // Text of text nodes through CharacterData.data: happy-dom's Node.prototype.nodeValue getter
  // always returns null (subclasses override it); in browsers both read the same data.
  nodeValue = getter(w, 'CharacterData', 'data');
  textContent = getter(w, 'Node', 'textContent');
  ownerDocument = getter(w, 'Node', 'ownerDocument');
  isConnected = getter(w, 'Node', 'isConnected');
  getRootNode = method(w, 'Node', 'getRootNode');
  contains = method(w, 'Node', 'contains');
  localName = getter(w, 'Element', 'localName');
  getAttribute = method(w, 'Element', 'getAttribute');
  hasAttribute = method(w, 'Element', 'hasAttribute');
  setAttribute = method(w, 'Element', 'setAttribute');
  removeAttribute = method(w, 'Element', 'removeAttribute');
  getAttributeNames = method(w, 'Element', 'getAttributeNames');
  getBoundingClientRect = method(w, 'Element', 'getBoundingClientRect');
  getClientRects = method(w, 'Element', 'getClientRects');
  shadowRootOf = getter(w, 'Element', 'shadowRoot');
  // ParentNode mixin: Element, Document and DocumentFragment each have their own accessor (DOM §4.2.6).
  const fecE = getter<Element | null>(w, 'Element', 'firstElementChild');
  const fecD = getter<Element | null>(w, 'Document', 'firstElementChild');
  const fecF = getter<Element | null>(w, 'DocumentFragment', 'firstElementChild');
  firstElementChild = (n) => {
    const t = nodeType(n);
    return t === ELEMENT_NODE ? fecE(n) : t === DOCUMENT_NODE ? fecD(n) : fecF(n);
  };
  nextElementSibling = getter(w, 'Element', 'nextElementSibling');
  parentElement = getter(w, 'Node', 'parentElement');
  matches = method(w, 'Element', 'matches');
  elementQuerySelectorAll = method(w, 'Element', 'querySelectorAll');
  docQuerySelectorAll = method(w, 'Document', 'querySelectorAll');
  docElementsByTagName = method(w, 'Document', 'getElementsByTagName');
  fragQuerySelectorAll = method(w, 'DocumentFragment', 'querySelectorAll');
  getElementById = method(w, 'Document', 'getElementById');
  scrollIntoView = method(w, 'Element', 'scrollIntoView');
  checkVisibility = optMethod(w, 'Element', 'checkVisibility');
  const as = findDescriptor(protoOf(w, 'Element'), 'attachShadow');
  attachShadowOriginal =
    as && typeof as.value === 'function' ? (uncurry(as.value as Fn) as typeof attachShadowOriginal) : null;
  assignedNodes = method(w, 'HTMLSlotElement', 'assignedNodes');
  assignedSlotOf = getter(w, 'Element', 'assignedSlot');
  hostOf = getter(w, 'ShadowRoot', 'host');
  contentDocument = getter(w, 'HTMLIFrameElement', 'contentDocument');
  contentWindow = getter(w, 'HTMLIFrameElement', 'contentWindow');
  messageData = getter(w, 'MessageEvent', 'data');
  messageSource = getter(w, 'MessageEvent', 'source');
  messageOrigin = getter(w, 'MessageEvent', 'origin');
  addEventListenerP = method(w, 'EventTarget', 'addEventListener');
  removeEventListenerP = method(w, 'EventTarget', 'removeEventListener');
  dispatchEvent = method(w, 'EventTarget', 'dispatchEvent');
  documentElement = getter(w, 'Document', 'documentElement');
  body = getter(w, 'Document', 'body');
  activeElement = getter(w, 'Document', 'activeElement');
  defaultView = getter(w, 'Document', 'defaultView');
  docTitle = getter(w, 'Document', 'title');
  docURL = getter(w, 'Document', 'URL');
  docDesignMode = getter(w, 'Document', 'designMode');
  createElement = method(w, 'Document', 'createElement');
  createTextNode = method(w, 'Document', 'createTextNode');
  appendChild = method(w, 'Node', 'appendChild');
  removeChild = method(w, 'Node', 'removeChild');
  docElementsFromPoint = optMethod(w, 'Document', 'elementsFromPoint');
  docElementFromPoint = optMethod(w, 'Document', 'elementFromPoint');
  rootElementFromPoint = optMethod(w, 'ShadowRoot', 'elementFromPoint');
  clientLeft = getter(w, 'Element', 'clientLeft');
  clientTop = getter(w, 'Element', 'clientTop');
  hasAttributes = method(w, 'Element', 'hasAttributes');
  frameElementOf = winGetter(w, 'frameElement');
  parentOf = winGetter(w, 'parent');
  innerWidthOf = winGetter(w, 'innerWidth');
  innerHeightOf = winGetter(w, 'innerHeight');
  scrollXOf = winGetter(w, 'scrollX');
  scrollYOf = winGetter(w, 'scrollY');
  lastChild = getter(w, 'Node', 'lastChild');
  inputType = getter(w, 'HTMLInputElement', 'type');
  indeterminate = getter(w, 'HTMLInputElement', 'indeterminate');
  detailsOpen = getter(w, 'HTMLDetailsElement', 'open');
  docEvaluate = optMethod(w, 'Document', 'evaluate');
  // An own property of the window ([Global], WebIDL §3.7.1); the fresh realm's takes the page's
  // window as `this` and reads the page's element.
  const gcs = nativeMember(w, '', 'getComputedStyle', 'value') ?? w['getComputedStyle'];
  if (options.computedStyle) {
    computedStyle = options.computedStyle;
    styleGet = (st, prop) => st.getPropertyValue(prop);
    engineStyles = false;
  } else {
    const gcsU = uncurry(gcs as Fn) as unknown as (self: unknown, e: Element, p?: string | null) => CSSStyleDeclaration;
    computedStyle = (e, p) => gcsU(win, e, p);
    styleGet = method(w, 'CSSStyleDeclaration', 'getPropertyValue');
    engineStyles = true;
  }
  elementStyle = getter(w, 'HTMLElement', 'style');
  inputValue = getter(w, 'HTMLInputElement', 'value');
  setInputValue = setter(w, 'HTMLInputElement', 'value');
  inputFiles = getter(w, 'HTMLInputElement', 'files');
  setInputFiles = setter(w, 'HTMLInputElement', 'files');
  textareaValue = getter(w, 'HTMLTextAreaElement', 'value');
  setTextareaValue = setter(w, 'HTMLTextAreaElement', 'value');
  selectedIndex = getter(w, 'HTMLSelectElement', 'selectedIndex');
  selectOptions = getter(w, 'HTMLSelectElement', 'options');
  const selectedG = getter<boolean | undefined>(w, 'HTMLOptionElement', 'selected');
  optionSelected = (e) => {
    const v = selectedG(e);
    return v === undefined ? hasAttribute(e, 'selected') : v;
  };
  setOptionSelected = setter(w, 'HTMLOptionElement', 'selected');
  const checkedG = getter<boolean | undefined>(w, 'HTMLInputElement', 'checked');
  inputChecked = (e) => {
    const v = checkedG(e);
    return v === undefined ? hasAttribute(e, 'checked') : v;
  };
  // SVG and MathML elements fail HTMLElement's brand check ("Illegal invocation"): `onclick` and
  // `focus()` live on each namespace's own prototype (HTML §8.1.8.2 GlobalEventHandlers,
  // HTMLOrSVGElement), `isContentEditable` and `innerText` on HTMLElement only.
  const ceG = getter<boolean>(w, 'HTMLElement', 'isContentEditable');
  isContentEditable = (e) => {
    try {
      return ceG(e);
    } catch {
      return false;
    }
  };
  const focusers = [
    method<void, [FocusOptions?]>(w, 'HTMLElement', 'focus'),
    method<void, [FocusOptions?]>(w, 'SVGElement', 'focus'),
    method<void, [FocusOptions?]>(w, 'MathMLElement', 'focus'),
  ];
  htmlFocus = (e, o) => {
    for (let i = 0; i < focusers.length; i++) {
      try {
        return focusers[i]!(e, o);
      } catch {}
    }
  };
  const clickGetters = [
    getter<unknown>(w, 'HTMLElement', 'onclick'),
    getter<unknown>(w, 'SVGElement', 'onclick'),
    getter<unknown>(w, 'MathMLElement', 'onclick'),
  ];
  onclickProp = (e) => {
    for (let i = 0; i < clickGetters.length; i++) {
      try {
        return clickGetters[i]!(e);
      } catch {}
    }
    return null;
  };
  const innerTextG = getter<string>(w, 'HTMLElement', 'innerText');
  innerTextOf = (e) => {
    try {
      return innerTextG(e);
    } catch {
      return textContent(e) ?? '';
    }
  };
  // `labels` is defined separately on each labelable element's prototype (HTML §4.10.2): try the
  // one that passes the brand check.
  const labelGetters = [
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLInputElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLSelectElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLTextAreaElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLButtonElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLMeterElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLProgressElement', 'labels'),
    getter<NodeListOf<HTMLLabelElement> | null>(w, 'HTMLOutputElement', 'labels'),
  ];
  labelsOf = (e) => {
    for (let i = 0; i < labelGetters.length; i++) {
      try {
        const l = labelGetters[i]!(e);
        if (l !== undefined) return l;
      } catch {}
    }
    return labelsByHand(e as Element);
  };
  const MO = w['MutationObserver'];
  // A page that wrapped MutationObserver (zone.js does) may filter or delay records: incremental
  // snapshots then stay off (null) rather than trust it. DOMs written in JavaScript (happy-dom in
  // tests) have no native functions at all, and no hostile page.
  MutationObserverP =
    typeof MO === 'function' && (isNativeAs(MO, 'MutationObserver') || !browser)
      ? (MO as unknown as typeof MutationObserver)
      : null;
  moObserve = method(w, 'MutationObserver', 'observe');
  moTakeRecords = method(w, 'MutationObserver', 'takeRecords');
  moDisconnect = method(w, 'MutationObserver', 'disconnect');
  mrType = getter(w, 'MutationRecord', 'type');
  mrTarget = getter(w, 'MutationRecord', 'target');
  mrAttributeName = getter(w, 'MutationRecord', 'attributeName');
  mrAdded = getter(w, 'MutationRecord', 'addedNodes');
  mrRemoved = getter(w, 'MutationRecord', 'removedNodes');
  eventTarget = getter(w, 'Event', 'target');
  eventType = getter(w, 'Event', 'type');
  relatedTarget = getter(w, 'MouseEvent', 'relatedTarget');
  docGetAnimations = optMethod(w, 'Document', 'getAnimations');
  animationEffect = getter(w, 'Animation', 'effect');
  effectTarget = getter(w, 'KeyframeEffect', 'target');
  scrollLeftOf = getter(w, 'Element', 'scrollLeft');
  scrollTopOf = getter(w, 'Element', 'scrollTop');
  scrollHeightOf = getter(w, 'Element', 'scrollHeight');
  scrollWidthOf = getter(w, 'Element', 'scrollWidth');
  clientHeightOf = getter(w, 'Element', 'clientHeight');
  clientWidthOf = getter(w, 'Element', 'clientWidth');
  imgComplete = getter(w, 'HTMLImageElement', 'complete');
  mediaReadyState = getter(w, 'HTMLMediaElement', 'readyState');
  docReadyState = getter(w, 'Document', 'readyState');
  mediaNetworkState = getter(w, 'HTMLMediaElement', 'networkState');
  docFonts = getter(w, 'Document', 'fonts');
  fontSetStatus = getter(w, 'FontFaceSet', 'status');
  fontSetForEach = method(w, 'FontFaceSet', 'forEach');
  fontStatus = getter(w, 'FontFace', 'status');
  docStyleSheets = getter(w, 'Document', 'styleSheets');
  rootStyleSheets = getter(w, 'ShadowRoot', 'styleSheets');
  docAdoptedSheets = getter(w, 'Document', 'adoptedStyleSheets');
  rootAdoptedSheets = getter(w, 'ShadowRoot', 'adoptedStyleSheets');
  sheetRules = getter(w, 'CSSStyleSheet', 'cssRules');
  sheetDisabled = getter(w, 'StyleSheet', 'disabled');
  ruleText = getter(w, 'CSSRule', 'cssText');
  const selG = getter<string>(w, 'CSSStyleRule', 'selectorText');
  styleRuleSelector = (r) => {
    try {
      return selG(r);
    } catch {
      return undefined; // not a CSSStyleRule (the brand check fails)
    }
  };
  const groupG = getter<CSSRuleList>(w, 'CSSGroupingRule', 'cssRules');
  const nestG = getter<CSSRuleList | undefined>(w, 'CSSStyleRule', 'cssRules');
  childRules = (r) => {
    try {
      return groupG(r);
    } catch {
      try {
        return nestG(r) ?? null;
      } catch {
        return null;
      }
    }
  };
  const controlG = getter<HTMLElement | null | undefined>(w, 'HTMLLabelElement', 'control');
  labelControl = (e) => {
    const v = controlG(e);
    return v === undefined ? controlByHand(e as Element) : v;
  };
  bindActAccess(w, { getter, setter, method });
}

/**
 * `labels` and `control` for DOMs that do not implement them (linkedom): the label for= the
 * element's id, and the label ancestors (HTML §4.10.4). Browsers never reach this.
 */
function labelsByHand(el: Element): NodeListOf<HTMLLabelElement> | null {
  const out: Element[] = [];
  const id = getAttribute(el, 'id');
  const doc = ownerDocument(el);
  if (id && doc) {
    const all = docQuerySelectorAll(doc, 'label[for]');
    for (let i = 0; i < all.length; i++) if (getAttribute(all[i]!, 'for') === id) out[out.length] = all[i]!;
  }
  for (let p = parentElement(el); p; p = parentElement(p)) {
    if (localName(p) === 'label' && getAttribute(p, 'for') === null) out[out.length] = p;
  }
  return out as unknown as NodeListOf<HTMLLabelElement>;
}
function controlByHand(label: Element): HTMLElement | null {
  const f = getAttribute(label, 'for');
  const doc = ownerDocument(label);
  if (f !== null) return doc ? (getElementById(doc, f) as HTMLElement | null) : null;
  const c = elementQuerySelectorAll(
    label,
    'input:not([type=hidden]), select, textarea, button, meter, output, progress',
  );
  return c.length > 0 ? (c[0] as HTMLElement) : null;
}

const gw = (globalThis as unknown as AnyObj)['window'] as Window | undefined;
if (gw && typeof (gw as unknown as AnyObj)['Element'] === 'function') {
  bindWindow(gw);
  if (browser) noteBuiltins(replaced, lost);
}

/**
 * `querySelectorAll` on a tree root (a document or a shadow root); [] for anything else and for a
 * selector the engine rejects.
 */
export function rootQuerySelectorAll(root: Node, sel: string): ArrayLike<Element> {
  try {
    const t = nodeType(root);
    return t === DOCUMENT_NODE
      ? docQuerySelectorAll(root, sel)
      : t === DOCUMENT_FRAGMENT_NODE
        ? fragQuerySelectorAll(root, sel)
        : [];
  } catch {
    return [];
  }
}

/** `querySelectorAll` on a document or shadow root that throws on a selector the engine rejects. */
export function rootQuerySelectorAllStrict(root: Node, sel: string): ArrayLike<Element> {
  const t = nodeType(root);
  if (t === DOCUMENT_NODE) return docQuerySelectorAll(root, sel);
  if (t === DOCUMENT_FRAGMENT_NODE) return fragQuerySelectorAll(root, sel);
  throw new TypeError('not a tree root');
}

/** Read a computed style property ('display', 'visibility', ...) through the pristine getter. */
export function cssProp(style: CSSStyleDeclaration, prop: string): string {
  return styleGet(style, prop);
}
