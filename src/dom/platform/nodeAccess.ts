/**
 * The tree, attribute and query members of Node, Element, Document and DocumentFragment: what the
 * walk and every later phase read most. Captured by bindWindow (dom.ts), which re-exports them.
 */
import { getter, method, type AnyObj } from './capture';

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const DOCUMENT_NODE = 9;
export const DOCUMENT_FRAGMENT_NODE = 11;

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
