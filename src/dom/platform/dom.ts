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
import { uncurry } from '../../builtins/pristine';
import { noteBuiltins } from '../../builtins/freshRealm';
import {
  beginCapture,
  browser,
  findDescriptor,
  getter,
  lost,
  method,
  nativeMember,
  optMethod,
  protoOf,
  replaced,
  setter,
  winGetter,
  type AnyObj,
  type Fn,
} from './capture';
import { bindNodeAccess } from './nodeAccess';
import { bindFormAccess } from './formAccess';
import { bindObserverAccess } from './observerAccess';
import { bindCssomAccess } from './cssomAccess';
import { bindActAccess } from './actAccess';
// The accessors live in files by concern (each binds its own `export let`s, which only the
// declaring module may assign); importers keep importing from here.
export * from './nodeAccess';
export * from './formAccess';
export * from './observerAccess';
export * from './cssomAccess';
export * from './actAccess';

export let boundWindow: Window | undefined;
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
export let frameElementOf: (w: unknown) => Element | null;
/** window.parent through the Window getter ([Replaceable]: a page may shadow the property). */
export let parentOf: (w: unknown) => Window | null;
export let innerWidthOf: (w: unknown) => number;
export let innerHeightOf: (w: unknown) => number;
export let scrollXOf: (w: unknown) => number;
export let scrollYOf: (w: unknown) => number;
export let lastChild: (n: unknown) => Node | null;
export let docEvaluate: ((d: unknown, xp: string, ctx: Node, ns: null, type: number, res: null) => XPathResult) | null;
export let computedStyle: (e: Element, pseudo?: string | null) => CSSStyleDeclaration;
export let styleGet: (s: CSSStyleDeclaration, prop: string) => string;
/** Computed styles come from the engine (false: injected, as in static mode and unit tests). */
export let engineStyles = true;
/**
 * The DOM lays out (false: static mode's linkedom, which has no boxes and no hit testing). Without
 * layout the walk registers every element whatever its box, reports no box and takes visibility from
 * styles alone (visibility/hiddenRule.ts), and occlusion tests nothing: what layout would decide is
 * unknown (null), never guessed.
 */
export let hasLayout = true;
export let elementStyle: (e: unknown) => CSSStyleDeclaration;

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
  /** false: the DOM has no layout (see `hasLayout`). */
  layout?: boolean;
}

export function bindWindow(win: Window, options: BindOptions = {}): void {
  const w = win as unknown as AnyObj;
  beginCapture(w);
  boundWindow = win;
  bindNodeAccess(w);
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
  frameElementOf = winGetter(w, 'frameElement');
  parentOf = winGetter(w, 'parent');
  innerWidthOf = winGetter(w, 'innerWidth');
  innerHeightOf = winGetter(w, 'innerHeight');
  scrollXOf = winGetter(w, 'scrollX');
  scrollYOf = winGetter(w, 'scrollY');
  lastChild = getter(w, 'Node', 'lastChild');
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
  hasLayout = options.layout !== false;
  elementStyle = getter(w, 'HTMLElement', 'style');
  bindFormAccess(w);
  bindObserverAccess(w);
  bindCssomAccess(w);
  bindActAccess(w, { getter, setter, method });
}

const gw = (globalThis as unknown as AnyObj)['window'] as Window | undefined;
if (gw && typeof (gw as unknown as AnyObj)['Element'] === 'function') {
  bindWindow(gw);
  if (browser) noteBuiltins(replaced, lost);
}

/** Read a computed style property ('display', 'visibility', ...) through the pristine getter. */
export function cssProp(style: CSSStyleDeclaration, prop: string): string {
  return styleGet(style, prop);
}
