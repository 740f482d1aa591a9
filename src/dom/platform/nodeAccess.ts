/**
 * The tree, attribute and query members of Node, Element, Document and DocumentFragment: what the
 * walk and every later phase read most. Captured by bindWindow (dom.ts), which re-exports them.
 */
import { getter, method, type AnyObj } from './capture';
import { toLower } from '../../builtins/pristine';

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const DOCUMENT_NODE = 9;
export const DOCUMENT_FRAGMENT_NODE = 11;
/** The namespaces of HTML and SVG elements (Infra §8), as namespaceURI gives them. */
export const HTML_NS = 'http://www.w3.org/1999/xhtml';
export const SVG_NS = 'http://www.w3.org/2000/svg';

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
export let namespaceURI: (e: unknown) => string | null;
export let getAttribute: (e: unknown, name: string) => string | null;
export let hasAttribute: (e: unknown, name: string) => boolean;
export let setAttribute: (e: unknown, name: string, value: string) => void;
export let removeAttribute: (e: unknown, name: string) => void;
export let getAttributeNames: (e: unknown) => string[];
export let hasAttributes: (e: unknown) => boolean;
export let getBoundingClientRect: (e: unknown) => DOMRect;
export let getClientRects: (e: unknown) => DOMRectList;
export let shadowRootOf: (e: unknown) => ShadowRoot | null;
export let firstElementChild: (n: unknown) => Element | null;
export let nextElementSibling: (n: unknown) => Element | null;
export let previousElementSibling: (n: unknown) => Element | null;
export let childElementCount: (n: unknown) => number;
export let parentElement: (n: unknown) => Element | null;
export let matches: (e: unknown, sel: string) => boolean;
export let closest: (e: unknown, sel: string) => Element | null;
export let elementQuerySelectorAll: (e: unknown, sel: string) => NodeListOf<Element>;
export let docQuerySelectorAll: (d: unknown, sel: string) => NodeListOf<Element>;
/** A live collection, which Chromium keeps between calls until the DOM changes (querySelectorAll does not). */
export let docElementsByTagName: (d: unknown, tag: string) => HTMLCollectionOf<Element>;
export let fragQuerySelectorAll: (d: unknown, sel: string) => NodeListOf<Element>;
export let getElementById: (d: unknown, id: string) => Element | null;

export function bindNodeAccess(w: AnyObj): void {
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
  namespaceURI = getter(w, 'Element', 'namespaceURI');
  const get = method<string | null, [string]>(w, 'Element', 'getAttribute');
  const has = method<boolean, [string]>(w, 'Element', 'hasAttribute');
  const set = method<void, [string, string]>(w, 'Element', 'setAttribute');
  const remove = method<void, [string]>(w, 'Element', 'removeAttribute');
  rawNames = method<string[], []>(w, 'Element', 'getAttributeNames');
  rawAny = method<boolean, []>(w, 'Element', 'hasAttributes');
  // Attribute reads of the element in scope are answered from its one list of names (attrScope).
  getAttribute = (e, n) => (e === scoped && listed(e, n) === 0 ? null : get(e, n));
  hasAttribute = (e, n) => {
    const l = e === scoped ? listed(e, n) : -1;
    return l < 0 ? has(e, n) : l === 1;
  };
  hasAttributes = (e) => (e === scoped ? namesOf(e).length > 0 : rawAny(e));
  getAttributeNames = (e) => (e === scoped ? namesOf(e) : rawNames(e));
  setAttribute = (e, n, v) => {
    if (e === scoped) scopedNames = null;
    set(e, n, v);
  };
  removeAttribute = (e, n) => {
    if (e === scoped) scopedNames = null;
    remove(e, n);
  };
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
  previousElementSibling = getter(w, 'Element', 'previousElementSibling');
  childElementCount = getter(w, 'Element', 'childElementCount');
  parentElement = getter(w, 'Node', 'parentElement');
  matches = method(w, 'Element', 'matches');
  closest = method(w, 'Element', 'closest');
  elementQuerySelectorAll = method(w, 'Element', 'querySelectorAll');
  docQuerySelectorAll = method(w, 'Document', 'querySelectorAll');
  docElementsByTagName = method(w, 'Document', 'getElementsByTagName');
  fragQuerySelectorAll = method(w, 'DocumentFragment', 'querySelectorAll');
  getElementById = method(w, 'Document', 'getElementById');
}

/**
 * The element whose attribute names stand in for its attribute reads, and those names (null: not read
 * yet). The walk reads up to twenty attributes of every element it registers (role, aria-*, states,
 * name and description sources, kept attributes), most of them absent: with the element in scope,
 * one getAttributeNames answers every absent one, and only present ones are read. Only for one
 * synchronous visit (the walk sets it before an element and clears it after): nothing of the page runs
 * in between, and our own writes (setAttribute, removeAttribute) drop the list.
 */
let scoped: unknown = null;
let scopedNames: string[] | null = null;
let rawNames: (e: unknown) => string[];
let rawAny: (e: unknown) => boolean;
const NO_NAMES: string[] = [];

/** Answer `el`'s attribute reads from its attribute names until the next call (null: none). */
export function attrScope(el: Element | null): void {
  scoped = el;
  scopedNames = null;
}

/** The names of the element in scope (read on the first question: a scope costs nothing unasked). */
function namesOf(e: unknown): string[] {
  if (scopedNames === null) scopedNames = rawAny(e) ? rawNames(e) : NO_NAMES;
  return scopedNames;
}

/** Per name asked about: whether it is in lower case (a null-prototype table: no page property). */
const lowerNames = Object.create(null) as Record<string, boolean>;

/**
 * Whether `e` (in scope) has attribute `n`: 1 listed, 0 certainly absent, -1 ask the engine.
 * DOM §4.9 "get an attribute by name" lower-cases the name for an HTML element in an HTML document,
 * then compares qualified names exactly, as getAttributeNames lists them: a lower-case name not
 * listed is absent in every document, and one listed is present (an HTML element may carry an
 * upper-case name set through setAttributeNS, which a lower-case query never finds: the query
 * compares exactly). A name with upper case (a markAttribute option) is left to the engine.
 */
function listed(e: unknown, n: string): number {
  let lower = lowerNames[n];
  if (lower === undefined) lower = lowerNames[n] = n === toLower(n);
  if (!lower) return -1;
  const names = namesOf(e);
  for (let i = 0; i < names.length; i++) if (names[i] === n) return 1;
  return 0;
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
