/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { parseHTML } from 'linkedom';
import { Y as isBrowserWindow, Z as uncurry, _ as getOwnPropertyDescriptor, $ as getPrototypeOf, a0 as isNativeAs, a1 as freshRealm, O as toLower, a2 as noteBuiltins, x as strSplit, n as strIndexOf, s as strTrim, i as strSlice, f as strReplace, a3 as splitSpaces, U as UsageError, a4 as indexOf, h as join, c as reTest, p as push, a5 as SafeMap, a6 as SafeWeakMap, W as randomHex, a7 as numberParseFloat, Q as wordSet, e as reExec, a8 as numberParseInt, a9 as fromCharCode, aa as pop, ab as SafeWeakSet, S as SafeSet, E as nowP, l as objectKeys, ac as blockFlag, ad as separates, ae as collapseSpaces, g as slice, k as hasOwn, u as jsonStringify, af as subtreeText, ag as builtinsLost, ah as builtinsLostReason, ai as builtinsStatus, A as dateNow } from './cli-bundleFile.mjs';
import { b as mayInstruct, t as touches, a as area, i as intersect, r as round2, m as makeBid, f as frameToken, c as roundMs, h as hiddenInstructions, s as settleTimings } from './cli-rect.mjs';
import { a as cssIdSelector, x as xpathString, b as cssEscape, c as cssString, j as jsString, f as framePrefix, p as pwLocator } from './cli-escape.mjs';
import 'node:fs';
import 'node:path';
import 'node:url';

/**
 * The capture helpers of platform/: how a DOM member is taken from a window's prototypes once, at
 * load (`bindWindow`, dom.ts), and called uncurried on any node afterwards. A member the page had
 * replaced before pagemark loaded is taken from a fresh realm (builtins/freshRealm.ts); what neither
 * realm has natively falls back to a property access (happy-dom, linkedom). One copy of this rule
 * for every accessor file in this folder: the facade's own members and those of nodes, forms,
 * observers, the CSSOM and actions.
 */
const applyP = Reflect.apply;
function findDescriptor(proto, name) {
    let p = proto;
    while (p) {
        const d = getOwnPropertyDescriptor(p, name);
        if (d)
            return d;
        p = getPrototypeOf(p);
    }
    return undefined;
}
function protoOf(win, ctor) {
    const c = win[ctor];
    return typeof c === 'function' ? c.prototype : undefined;
}
/** The window being bound is a browser's: a function that is not native there was replaced. */
let browser = false;
/** Something was found replaced in this bindWindow; the names not recovered from a fresh realm. */
let replaced = false;
let lost = [];
/**
 * The engine's own `kind` of `ctor.prototype[name]`: the page's when native; when the page replaced
 * it (before pagemark loaded), the fresh realm's (builtins/freshRealm.ts), called on the page's nodes.
 * Undefined when neither: the callers then fall back to a property access on the object, which is
 * what DOMs written in JavaScript (happy-dom, linkedom: tests and the static mode, no hostile page
 * there) need, as their subclasses override base accessors (Node.prototype.lastChild returns null,
 * Element's override answers).
 */
function nativeMember(win, ctor, name, kind) {
    // ctor '': an own property of the window.
    const of = (w) => (w ? findDescriptor(ctor ? protoOf(w, ctor) : w, name)?.[kind] : undefined);
    const f = of(win);
    if (isNativeAs(f, name))
        return f;
    // A member the page deleted, or this engine lacks, falls back to a property access.
    if (!browser || typeof f !== 'function')
        return undefined;
    replaced = true;
    const ff = of(freshRealm(win));
    if (isNativeAs(ff, name))
        return ff;
    lost[lost.length] = (ctor && ctor + '.prototype.') + name;
    return undefined;
}
/** Uncurried getter `get(obj)`; falls back to `obj[name]`. */
function getter(win, ctor, name) {
    const f = nativeMember(win, ctor, name, 'get');
    if (f)
        return uncurry(f);
    return (o) => o[name];
}
/**
 * Window attributes: the prototype getter, falling back to a property read when the brand check
 * fails (test environments expose a global object that is not the implementation's Window).
 */
function winGetter(win, name) {
    const g = getter(win, 'Window', name);
    return (o) => {
        try {
            return g(o);
        }
        catch {
            return o[name];
        }
    };
}
/** Uncurried setter `set(obj, v)`; falls back to `obj[name] = v`. */
function setter(win, ctor, name) {
    const f = nativeMember(win, ctor, name, 'set');
    if (f)
        return uncurry(f);
    return (o, v) => {
        o[name] = v;
    };
}
/** Uncurried method `m(obj, ...args)`; falls back to `obj[name](...args)`. */
function method(win, ctor, name) {
    const f = nativeMember(win, ctor, name, 'value');
    if (f)
        return uncurry(f);
    // Reflect.apply read at load: a spread would go through Array.prototype[Symbol.iterator].
    return (o, ...a) => applyP(o[name], o, a);
}
/**
 * An optional method: null where the engine has none; a function the fresh realm lacks too is the
 * page's polyfill, used as before (and not reported).
 */
function optMethod(win, ctor, name) {
    const n = lost.length;
    let f = nativeMember(win, ctor, name, 'value');
    if (!f) {
        lost.length = n;
        const d = findDescriptor(protoOf(win, ctor), name);
        if (d && typeof d.value === 'function')
            f = d.value;
    }
    return f ? uncurry(f) : null;
}
/** Start capturing from `w`: forget what the previous bindWindow found replaced or lost. */
function beginCapture(w) {
    browser = isBrowserWindow(w);
    replaced = false;
    lost = [];
}

/**
 * The tree, attribute and query members of Node, Element, Document and DocumentFragment: what the
 * walk and every later phase read most. Captured by bindWindow (dom.ts), which re-exports them.
 */
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const DOCUMENT_NODE = 9;
const DOCUMENT_FRAGMENT_NODE = 11;
/** The namespaces of HTML and SVG elements (Infra §8), as namespaceURI gives them. */
const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SVG_NS = 'http://www.w3.org/2000/svg';
let parentNode;
let firstChild;
let nextSibling;
let previousSibling;
let nodeType;
let nodeValue;
let textContent;
let ownerDocument;
let isConnected;
let getRootNode;
let localName;
let namespaceURI;
let getAttribute;
let hasAttribute;
let setAttribute;
let removeAttribute;
let getAttributeNames;
let hasAttributes;
let getBoundingClientRect;
let shadowRootOf;
let firstElementChild;
let nextElementSibling;
let parentElement;
let matches;
let closest;
let elementQuerySelectorAll;
let docQuerySelectorAll;
/** A live collection, which Chromium keeps between calls until the DOM changes (querySelectorAll does not). */
let docElementsByTagName;
let fragQuerySelectorAll;
let getElementById;
function bindNodeAccess(w) {
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
    method(w, 'Node', 'contains');
    localName = getter(w, 'Element', 'localName');
    namespaceURI = getter(w, 'Element', 'namespaceURI');
    const get = method(w, 'Element', 'getAttribute');
    const has = method(w, 'Element', 'hasAttribute');
    const set = method(w, 'Element', 'setAttribute');
    const remove = method(w, 'Element', 'removeAttribute');
    rawNames = method(w, 'Element', 'getAttributeNames');
    rawAny = method(w, 'Element', 'hasAttributes');
    // Attribute reads of the element in scope are answered from its one list of names (attrScope).
    getAttribute = (e, n) => (e === scoped && listed(e, n) === 0 ? null : get(e, n));
    hasAttribute = (e, n) => {
        const l = e === scoped ? listed(e, n) : -1;
        return l < 0 ? has(e, n) : l === 1;
    };
    hasAttributes = (e) => (e === scoped ? namesOf(e).length > 0 : rawAny(e));
    getAttributeNames = (e) => (e === scoped ? namesOf(e) : rawNames(e));
    setAttribute = (e, n, v) => {
        if (e === scoped)
            scopedNames = null;
        set(e, n, v);
    };
    removeAttribute = (e, n) => {
        if (e === scoped)
            scopedNames = null;
        remove(e, n);
    };
    getBoundingClientRect = method(w, 'Element', 'getBoundingClientRect');
    method(w, 'Element', 'getClientRects');
    shadowRootOf = getter(w, 'Element', 'shadowRoot');
    // ParentNode mixin: Element, Document and DocumentFragment each have their own accessor (DOM §4.2.6).
    const fecE = getter(w, 'Element', 'firstElementChild');
    const fecD = getter(w, 'Document', 'firstElementChild');
    const fecF = getter(w, 'DocumentFragment', 'firstElementChild');
    firstElementChild = (n) => {
        const t = nodeType(n);
        return t === ELEMENT_NODE ? fecE(n) : t === DOCUMENT_NODE ? fecD(n) : fecF(n);
    };
    nextElementSibling = getter(w, 'Element', 'nextElementSibling');
    getter(w, 'Element', 'previousElementSibling');
    getter(w, 'Element', 'childElementCount');
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
let scoped = null;
let scopedNames = null;
let rawNames;
let rawAny;
const NO_NAMES = [];
/** Answer `el`'s attribute reads from its attribute names until the next call (null: none). */
function attrScope(el) {
    scoped = el;
    scopedNames = null;
}
/** The names of the element in scope (read on the first question: a scope costs nothing unasked). */
function namesOf(e) {
    if (scopedNames === null)
        scopedNames = rawAny(e) ? rawNames(e) : NO_NAMES;
    return scopedNames;
}
/** Per name asked about: whether it is in lower case (a null-prototype table: no page property). */
const lowerNames = Object.create(null);
/**
 * Whether `e` (in scope) has attribute `n`: 1 listed, 0 certainly absent, -1 ask the engine.
 * DOM §4.9 "get an attribute by name" lower-cases the name for an HTML element in an HTML document,
 * then compares qualified names exactly, as getAttributeNames lists them: a lower-case name not
 * listed is absent in every document, and one listed is present (an HTML element may carry an
 * upper-case name set through setAttributeNS, which a lower-case query never finds: the query
 * compares exactly). A name with upper case (a markAttribute option) is left to the engine.
 */
function listed(e, n) {
    let lower = lowerNames[n];
    if (lower === undefined)
        lower = lowerNames[n] = n === toLower(n);
    if (!lower)
        return -1;
    const names = namesOf(e);
    for (let i = 0; i < names.length; i++)
        if (names[i] === n)
            return 1;
    return 0;
}
/**
 * `querySelectorAll` on a tree root (a document or a shadow root); [] for anything else and for a
 * selector the engine rejects.
 */
function rootQuerySelectorAll(root, sel) {
    try {
        const t = nodeType(root);
        return t === DOCUMENT_NODE
            ? docQuerySelectorAll(root, sel)
            : t === DOCUMENT_FRAGMENT_NODE
                ? fragQuerySelectorAll(root, sel)
                : [];
    }
    catch {
        return [];
    }
}
/** `querySelectorAll` on a document or shadow root that throws on a selector the engine rejects. */
function rootQuerySelectorAllStrict(root, sel) {
    const t = nodeType(root);
    if (t === DOCUMENT_NODE)
        return docQuerySelectorAll(root, sel);
    if (t === DOCUMENT_FRAGMENT_NODE)
        return fragQuerySelectorAll(root, sel);
    throw new TypeError('not a tree root');
}

/**
 * Members of form controls and of HTML elements an agent acts on or reads a state from: values,
 * checkedness, selection, files, labels, focus, contenteditable, innerText. Captured by bindWindow
 * (dom.ts), which re-exports them.
 */
let inputType;
let indeterminate;
let detailsOpen;
let inputValue;
let textareaValue;
let selectOptions;
let optionSelected;
let inputChecked;
let isContentEditable;
let onclickProp;
let labelControl;
function bindFormAccess(w) {
    inputType = getter(w, 'HTMLInputElement', 'type');
    indeterminate = getter(w, 'HTMLInputElement', 'indeterminate');
    detailsOpen = getter(w, 'HTMLDetailsElement', 'open');
    inputValue = getter(w, 'HTMLInputElement', 'value');
    setter(w, 'HTMLInputElement', 'value');
    getter(w, 'HTMLInputElement', 'files');
    setter(w, 'HTMLInputElement', 'files');
    textareaValue = getter(w, 'HTMLTextAreaElement', 'value');
    setter(w, 'HTMLTextAreaElement', 'value');
    getter(w, 'HTMLSelectElement', 'selectedIndex');
    selectOptions = getter(w, 'HTMLSelectElement', 'options');
    const selectedG = getter(w, 'HTMLOptionElement', 'selected');
    optionSelected = (e) => {
        const v = selectedG(e);
        return v === undefined ? hasAttribute(e, 'selected') : v;
    };
    setter(w, 'HTMLOptionElement', 'selected');
    const checkedG = getter(w, 'HTMLInputElement', 'checked');
    inputChecked = (e) => {
        const v = checkedG(e);
        return v === undefined ? hasAttribute(e, 'checked') : v;
    };
    // SVG and MathML elements fail HTMLElement's brand check ("Illegal invocation"): `onclick` and
    // `focus()` live on each namespace's own prototype (HTML §8.1.8.2 GlobalEventHandlers,
    // HTMLOrSVGElement), `isContentEditable` and `innerText` on HTMLElement only.
    const ceG = getter(w, 'HTMLElement', 'isContentEditable');
    isContentEditable = (e) => {
        try {
            return ceG(e);
        }
        catch {
            return false;
        }
    };
    [
        method(w, 'HTMLElement', 'focus'),
        method(w, 'SVGElement', 'focus'),
        method(w, 'MathMLElement', 'focus'),
    ];
    const clickGetters = [
        getter(w, 'HTMLElement', 'onclick'),
        getter(w, 'SVGElement', 'onclick'),
        getter(w, 'MathMLElement', 'onclick'),
    ];
    onclickProp = (e) => {
        for (let i = 0; i < clickGetters.length; i++) {
            try {
                return clickGetters[i](e);
            }
            catch { }
        }
        return null;
    };
    getter(w, 'HTMLElement', 'innerText');
    // `labels` is defined separately on each labelable element's prototype (HTML §4.10.2): try the
    // one that passes the brand check.
    [
        getter(w, 'HTMLInputElement', 'labels'),
        getter(w, 'HTMLSelectElement', 'labels'),
        getter(w, 'HTMLTextAreaElement', 'labels'),
        getter(w, 'HTMLButtonElement', 'labels'),
        getter(w, 'HTMLMeterElement', 'labels'),
        getter(w, 'HTMLProgressElement', 'labels'),
        getter(w, 'HTMLOutputElement', 'labels'),
    ];
    const controlG = getter(w, 'HTMLLabelElement', 'control');
    labelControl = (e) => {
        const v = controlG(e);
        return v === undefined ? controlByHand(e) : v;
    };
}
function controlByHand(label) {
    const f = getAttribute(label, 'for');
    const doc = ownerDocument(label);
    if (f !== null)
        return doc ? getElementById(doc, f) : null;
    const c = elementQuerySelectorAll(label, 'input:not([type=hidden]), select, textarea, button, meter, output, progress');
    return c.length > 0 ? c[0] : null;
}

/**
 * MutationObserver and its records, event fields and document animations: what the change tracker
 * and act()'s settle read. Captured by bindWindow (dom.ts), which re-exports them.
 */
/** MutationObserver, captured (null where the DOM has none: linkedom). */
let MutationObserverP;
let moObserve;
let moTakeRecords;
let moDisconnect;
let mrType;
let mrTarget;
let mrAttributeName;
let mrAdded;
let mrRemoved;
let eventTarget;
let eventType;
let relatedTarget;
/** document.getAnimations (null where unsupported). */
let docGetAnimations;
let animationEffect;
let effectTarget;
function bindObserverAccess(w) {
    const MO = w['MutationObserver'];
    // A page that wrapped MutationObserver (zone.js does) may filter or delay records: incremental
    // snapshots then stay off (null) rather than trust it. DOMs written in JavaScript (happy-dom in
    // tests) have no native functions at all, and no hostile page.
    MutationObserverP =
        typeof MO === 'function' && (isNativeAs(MO, 'MutationObserver') || !browser)
            ? MO
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
    getter(w, 'MouseEvent', 'clientX');
    getter(w, 'MouseEvent', 'clientY');
    method(w, 'Event', 'preventDefault');
    method(w, 'Event', 'stopImmediatePropagation');
    docGetAnimations = optMethod(w, 'Document', 'getAnimations');
    animationEffect = getter(w, 'Animation', 'effect');
    effectTarget = getter(w, 'KeyframeEffect', 'target');
}

/**
 * CSSOM and CSSOM View members (scroll extents, style sheets and their rules) and resource
 * readiness (images, media, fonts, the document): what the style gate and act()'s stability checks
 * read. Captured by bindWindow (dom.ts), which re-exports them.
 */
let scrollLeftOf;
let scrollTopOf;
/** Scroll container extents (CSSOM View §7): how far an overflow box can scroll. */
let scrollHeightOf;
let scrollWidthOf;
let clientHeightOf;
let clientWidthOf;
let imgComplete;
let mediaReadyState;
let docReadyState;
let mediaNetworkState;
/** document.fonts (undefined where the DOM has no CSS Font Loading API). */
let docFonts;
let fontSetStatus;
let fontSetForEach;
let fontStatus;
let docStyleSheets;
let rootStyleSheets;
let docAdoptedSheets;
let rootAdoptedSheets;
let sheetRules;
let sheetDisabled;
let ruleText;
/** A style rule's selector text; undefined for any other rule. */
let styleRuleSelector;
/** The rules inside a grouping rule (@media, @supports, @layer) or a nesting style rule; null for others. */
let childRules;
function bindCssomAccess(w) {
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
    const selG = getter(w, 'CSSStyleRule', 'selectorText');
    styleRuleSelector = (r) => {
        try {
            return selG(r);
        }
        catch {
            return undefined; // not a CSSStyleRule (the brand check fails)
        }
    };
    const groupG = getter(w, 'CSSGroupingRule', 'cssRules');
    const nestG = getter(w, 'CSSStyleRule', 'cssRules');
    childRules = (r) => {
        try {
            return groupG(r);
        }
        catch {
            try {
                return nestG(r) ?? null;
            }
            catch {
                return null;
            }
        }
    };
}

/** An input's form owner (HTML §4.10.17.3). */
/** A shadow root's focused element (DocumentOrShadowRoot). */
let rootActiveElement;
/** getElementById on a shadow root (DocumentFragment's NonElementParentNode). */
let rootGetElementById;
/**
 * The first accessor, or the second when its brand check fails (the member is on each interface).
 * Fixed arity (setSelectionRange's two is the most): spreading the arguments would go through
 * Array.prototype[Symbol.iterator] (ECMA-262 §13.3.8.1 ArgumentListEvaluation), which the page can
 * replace after load.
 */
function either(f, g) {
    return (o, x, y) => {
        try {
            return f(o, x, y);
        }
        catch {
            return g(o, x, y);
        }
    };
}
function bindActAccess(w, c) {
    const { getter, setter, method } = c;
    // Text-control members are defined on HTMLInputElement and HTMLTextAreaElement each (HTML §4.10.6).
    const both = (make, name) => either(make(w, 'HTMLInputElement', name), make(w, 'HTMLTextAreaElement', name));
    getter(w, 'HTMLInputElement', 'form');
    method(w, 'HTMLFormElement', 'requestSubmit');
    method(w, 'HTMLFormElement', 'submit');
    setter(w, 'HTMLSelectElement', 'selectedIndex');
    getter(w, 'HTMLSelectElement', 'multiple');
    both(getter, 'selectionStart');
    both(getter, 'selectionEnd');
    both(method, 'setSelectionRange');
    both(method, 'select');
    method(w, 'Document', 'getSelection');
    method(w, 'Document', 'createRange');
    method(w, 'Range', 'setStart');
    method(w, 'Range', 'setEnd');
    method(w, 'Selection', 'removeAllRanges');
    method(w, 'Selection', 'addRange');
    method(w, 'Selection', 'toString');
    method(w, 'Document', 'execCommand');
    setter(w, 'Node', 'textContent');
    setter(w, 'Element', 'scrollTop');
    method(w, 'Element', 'scrollBy');
    method(w, 'History', 'back');
    method(w, 'History', 'forward');
    // HTMLOrSVGElement: SVG and MathML elements have their own tabIndex, read from the element.
    getter(w, 'HTMLElement', 'tabIndex');
    rootActiveElement = getter(w, 'ShadowRoot', 'activeElement');
    rootGetElementById = method(w, 'DocumentFragment', 'getElementById');
    w['MutationObserver'];
}

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
let boundWindow;
let checkVisibility;
let assignedNodes;
/** The slot an element is assigned to (null when not slotted, or slotted into a closed shadow root). */
let assignedSlotOf;
let hostOf;
let contentDocument;
let addEventListenerP;
let removeEventListenerP;
let documentElement;
let body;
let activeElement;
let defaultView;
let docTitle;
let docURL;
let docDesignMode;
let docElementsFromPoint;
let docElementFromPoint;
let rootElementFromPoint;
let clientLeft;
let clientTop;
let frameElementOf;
let innerWidthOf;
let innerHeightOf;
let scrollXOf;
let scrollYOf;
let lastChild;
let computedStyle;
let styleGet;
/** Computed styles come from the engine (false: injected, as in static mode and unit tests). */
let engineStyles = true;
/**
 * The DOM lays out (false: static mode's linkedom, which has no boxes and no hit testing). Without
 * layout the walk registers every element whatever its box, reports no box and takes visibility from
 * styles alone (visibility/hiddenRule.ts), and occlusion tests nothing: what layout would decide is
 * unknown (null), never guessed.
 */
let hasLayout = true;
function bindWindow(win, options = {}) {
    const w = win;
    beginCapture(w);
    boundWindow = win;
    bindNodeAccess(w);
    method(w, 'Element', 'scrollIntoView');
    checkVisibility = optMethod(w, 'Element', 'checkVisibility');
    const as = findDescriptor(protoOf(w, 'Element'), 'attachShadow');
    as && typeof as.value === 'function' ? uncurry(as.value) : null;
    assignedNodes = method(w, 'HTMLSlotElement', 'assignedNodes');
    assignedSlotOf = getter(w, 'Element', 'assignedSlot');
    hostOf = getter(w, 'ShadowRoot', 'host');
    contentDocument = getter(w, 'HTMLIFrameElement', 'contentDocument');
    getter(w, 'HTMLIFrameElement', 'contentWindow');
    getter(w, 'MessageEvent', 'data');
    getter(w, 'MessageEvent', 'source');
    getter(w, 'MessageEvent', 'origin');
    addEventListenerP = method(w, 'EventTarget', 'addEventListener');
    removeEventListenerP = method(w, 'EventTarget', 'removeEventListener');
    method(w, 'EventTarget', 'dispatchEvent');
    documentElement = getter(w, 'Document', 'documentElement');
    body = getter(w, 'Document', 'body');
    activeElement = getter(w, 'Document', 'activeElement');
    defaultView = getter(w, 'Document', 'defaultView');
    docTitle = getter(w, 'Document', 'title');
    docURL = getter(w, 'Document', 'URL');
    docDesignMode = getter(w, 'Document', 'designMode');
    method(w, 'Document', 'createElement');
    method(w, 'Document', 'createTextNode');
    method(w, 'Node', 'appendChild');
    method(w, 'Node', 'removeChild');
    docElementsFromPoint = optMethod(w, 'Document', 'elementsFromPoint');
    docElementFromPoint = optMethod(w, 'Document', 'elementFromPoint');
    rootElementFromPoint = optMethod(w, 'ShadowRoot', 'elementFromPoint');
    clientLeft = getter(w, 'Element', 'clientLeft');
    clientTop = getter(w, 'Element', 'clientTop');
    frameElementOf = winGetter(w, 'frameElement');
    winGetter(w, 'parent');
    innerWidthOf = winGetter(w, 'innerWidth');
    innerHeightOf = winGetter(w, 'innerHeight');
    scrollXOf = winGetter(w, 'scrollX');
    scrollYOf = winGetter(w, 'scrollY');
    lastChild = getter(w, 'Node', 'lastChild');
    optMethod(w, 'Document', 'evaluate');
    // An own property of the window ([Global], WebIDL §3.7.1); the fresh realm's takes the page's
    // window as `this` and reads the page's element.
    const gcs = nativeMember(w, '', 'getComputedStyle', 'value') ?? w['getComputedStyle'];
    if (options.computedStyle) {
        computedStyle = options.computedStyle;
        styleGet = (st, prop) => st.getPropertyValue(prop);
        engineStyles = false;
    }
    else {
        const gcsU = uncurry(gcs);
        computedStyle = (e, p) => gcsU(win, e, p);
        styleGet = method(w, 'CSSStyleDeclaration', 'getPropertyValue');
        engineStyles = true;
    }
    hasLayout = options.layout !== false;
    getter(w, 'HTMLElement', 'style');
    bindFormAccess(w);
    bindObserverAccess(w);
    bindCssomAccess(w);
    bindActAccess(w, { getter, setter, method });
}
const gw = globalThis['window'];
if (gw && typeof gw['Element'] === 'function') {
    bindWindow(gw);
    if (browser)
        noteBuiltins(replaced, lost);
}
/** Read a computed style property ('display', 'visibility', ...) through the pristine getter. */
function cssProp(style, prop) {
    return styleGet(style, prop);
}

/**
 * A computed-style provider for DOMs without CSS (the static linkedom mode): answers from inline
 * `style` attributes, the `hidden` attribute and a few user-agent defaults. No stylesheets and no
 * layout (documented as such in the README). `visibility` inherits, as it does in CSS (CSS 2.1 §11.2:
 * "Inherited: yes"), so a child of a visibility:hidden parent reads hidden unless it sets its own;
 * the walk tracks the rest (display:none and opacity:0 hide a subtree).
 */
const UA_NONE = {
    head: true,
    script: true,
    style: true,
    template: true,
    noscript: true,
    title: true,
    meta: true,
    link: true,
    base: true,
    dialog: true,
};
function inline(el) {
    const out = {};
    const s = getAttribute(el, 'style');
    if (!s)
        return out;
    const parts = strSplit(s, ';');
    for (let i = 0; i < parts.length; i++) {
        const c = strIndexOf(parts[i], ':');
        if (c < 0)
            continue;
        const k = toLower(strTrim(strSlice(parts[i], 0, c)));
        const v = toLower(strTrim(strReplace(strSlice(parts[i], c + 1), /!important/i, '')));
        if (k)
            out[k] = v;
    }
    return out;
}
const DEFAULTS = {
    visibility: 'visible',
    opacity: '1',
    cursor: 'auto',
    position: 'static',
    'overflow-x': 'visible',
    'overflow-y': 'visible',
    'content-visibility': 'visible',
    clip: 'auto',
    'clip-path': 'none',
    'border-left-width': '0px',
    'border-top-width': '0px',
    'padding-left': '0px',
    'padding-top': '0px',
    content: 'none',
};
function staticComputedStyle(el) {
    const st = inline(el);
    const tag = localName(el);
    const get = (prop) => {
        if (prop === 'display') {
            if (hasAttribute(el, 'hidden') || (UA_NONE[tag] && !(tag === 'dialog' && hasAttribute(el, 'open'))))
                return 'none';
            return st['display'] ?? 'block';
        }
        if (prop === 'overflow') {
            // Serialised from the longhands, as a browser does (CSS Overflow 3 §3.1).
            const x = get('overflow-x');
            const y = get('overflow-y');
            return x === y ? x : x + ' ' + y;
        }
        if ((prop === 'overflow-x' || prop === 'overflow-y') && st[prop] === undefined && st['overflow'] !== undefined) {
            return splitSpaces(st['overflow'])[prop === 'overflow-x' ? 0 : 1] ?? st['overflow'];
        }
        if (prop === 'visibility' && st['visibility'] === undefined) {
            // Inherited: the nearest ancestor that sets it (a loop, never recursion on DOM depth).
            for (let p = parentElement(el); p; p = parentElement(p)) {
                const v = inline(p)['visibility'];
                if (v !== undefined)
                    return v;
            }
        }
        return st[prop] ?? DEFAULTS[prop] ?? '';
    };
    return { getPropertyValue: get };
}

const DEFAULT_MARK_ATTRIBUTE = 'data-element-id';
const DEFAULT_MAX_ELEMENTS = 50000;
const INCLUDE = ['interactive', 'interactive+content', 'all'];
/** A numeric option, its default when absent; `ok` is written so that NaN fails it. */
function numberOption(o, key, fallback, what, ok = (n) => n >= 0) {
    const v = o[key] ?? fallback;
    if (typeof v !== 'number' || !ok(v))
        throw new UsageError(`snapshot(options): ${key} must be ${what}`);
    return v;
}
/**
 * Normalise snapshot options once, at the entry point, so the hot path never re-checks them.
 * Misuse (wrong types) throws a UsageError: that is a programming error, not a page condition.
 */
function normalizeSnapshotOptions(options) {
    const o = options ?? {};
    if (typeof o !== 'object')
        throw new UsageError('snapshot(options): options must be an object');
    const viewportExpansion = o.viewportExpansion ?? -1;
    if (typeof viewportExpansion !== 'number' || !(viewportExpansion === -1 || viewportExpansion >= 0)) {
        throw new UsageError('snapshot(options): viewportExpansion must be -1 (whole page) or a number >= 0');
    }
    const include = o.include ?? 'interactive';
    if (indexOf(INCLUDE, include) < 0) {
        throw new UsageError(`snapshot(options): include must be one of ${join(INCLUDE, ', ')}`);
    }
    const mark = o.markAttribute === undefined ? DEFAULT_MARK_ATTRIBUTE : o.markAttribute;
    if (mark !== false && (typeof mark !== 'string' || !reTest(/^[a-z_][a-z0-9_.:-]*$/i, mark))) {
        throw new UsageError('snapshot(options): markAttribute must be false or a valid attribute name');
    }
    const maxElements = numberOption(o, 'maxElements', DEFAULT_MAX_ELEMENTS, 'a positive number', (n) => n > 0);
    const deadlineMs = numberOption(o, 'deadlineMs', 0, 'a number >= 0 (0 = no deadline)');
    const maxTextLength = numberOption(o, 'maxTextLength', 200, 'a number >= 0');
    const bridgeTimeoutMs = numberOption(o, 'bridgeTimeoutMs', 0, 'a number >= 0');
    const sliceMs = numberOption(o, 'sliceMs', 0, 'a number >= 0 (0 = one task)');
    const idPrefix = o.idPrefix ?? 'pm';
    // 'pm' plus a frame id ([a-z][A-Z]* tokens): a driver or the bridge names a frame's instance.
    if (typeof idPrefix !== 'string' || !reTest(/^pm[a-zA-Z]{0,64}$/, idPrefix)) {
        throw new UsageError("snapshot(options): idPrefix must be 'pm' followed by letters (a frame id)");
    }
    return {
        viewportExpansion,
        include,
        frames: o.frames ?? true,
        shadow: o.shadow ?? true,
        markAttribute: mark,
        maxElements: Math.floor(maxElements),
        highlight: o.highlight ?? false,
        tree: o.tree ?? true,
        incremental: o.incremental ?? true,
        deadlineMs,
        maxTextLength: Math.floor(maxTextLength),
        bridgeTimeoutMs,
        sliceMs,
        idPrefix,
    };
}

/**
 * The state of a pagemark instance. One evaluation of the bundle is one instance,
 * so module scope is per instance; what it must not do is outlive dispose(). Every module that
 * remembers anything between calls (caches, baselines, history, observers, hooks, overlays) declares
 * its variables without a value and gives them their values in one `defineState(init, teardown?)`
 * call: `init` is the only place a fresh value is written, it runs now and again on dispose, and the
 * teardown (if any) first undoes what the state holds in the page. test/unit/instanceState.test.ts
 * reads src/ and fails on a module-level `let` that no init assigns, on one with a value of its own,
 * and on a module-level collection, so a new piece of state cannot be forgotten by dispose.
 *
 * Why variables and not one state object per module read as `state.x`: property names survive
 * minification and every access pays for them (an object per module cost 0.75% of the gzipped
 * bundle, 0.47% even with those names mangled; the variables 0.1%), while a module variable is a
 * one-letter local, and the hot loops (the element cache, the dirty set, the observers) stay exactly
 * as they were.
 *
 * Not here, on purpose: captured built-ins and accessors (builtins/pristine.ts, platform/dom.ts,
 * platform/formAccess.ts), which are the instance's view of the platform, not what it learned of
 * the page; wiring done once when the bundle loads (bridgeHooks, panelAddons); and sequence numbers
 * that must never repeat within an instance (a snapshot generation, a layout epoch, the mark-write
 * counters a duplicate check is stamped with, bridge request ids), so that a sliced snapshot still
 * running across dispose cannot alias one begun after it. The unit test lists each exception.
 */
const inits = [];
const teardowns = [];
/**
 * Register a module's state: `init` assigns every one of its variables a fresh value (called now, and
 * again by dispose); `teardown`, if any, undoes what the state holds in the page (disconnects an
 * observer, removes a listener or a node, restores a hooked method) before dispose calls the inits.
 * Returns `init`, for a module that also starts afresh on its own (a change of options).
 */
function defineState(init, teardown) {
    init();
    push(inits, init);
    if (teardown)
        push(teardowns, teardown);
    return init;
}

const WeakRefCtor$1 = globalThis.WeakRef;
const makeRef = WeakRefCtor$1 ? (e) => new WeakRefCtor$1(e) : (e) => ({ deref: () => e }); // no WeakRef (very old engines): hold strongly
function newState() {
    return {
        nextIndex: 1,
        indexOf: new SafeWeakMap(),
        refs: new SafeMap(),
        last: null,
        frameOrdinal: new SafeWeakMap(),
        frameCounter: new SafeWeakMap(),
        idPrefix: 'pm',
        instance: randomHex(4),
        remote: new SafeMap(),
        remoteIndex: new SafeMap(),
    };
}
let state;
function registryState() {
    return state;
}
/** The element's index, assigning the next one when it has none. */
function indexFor(el) {
    let i = state.indexOf.get(el);
    if (i === undefined) {
        i = state.nextIndex++;
        state.indexOf.set(el, i);
        state.refs.set(i, makeRef(el));
    }
    return i;
}
/** The elementId written to the mark attribute for an index ('pm-12'; 'pma-12' in a bridged frame). */
function elementIdFor(index) {
    return state.idPrefix + '-' + index;
}
/** Set the elementId prefix (the bridge, when a parent frame asks this instance for a snapshot). */
function setIdPrefix(prefix) {
    state.idPrefix = prefix;
}
/** Give `el` an existing index (a re-rendered node inheriting its predecessor's identity). */
function adoptIndex(el, index) {
    state.indexOf.set(el, index);
    state.refs.set(index, makeRef(el));
}
function knownIndexOf(el) {
    return state.indexOf.get(el);
}
/**
 * Whether a node is in a document that is still displayed: connected, and its document (and every
 * same-origin frame document above it) is the active document of its browsing context.
 *
 * `isConnected` alone is not enough: when an iframe navigates, the old document object lives on with
 * its nodes still connected to it, but it is no longer fully active and `document.defaultView` is null
 * (HTML, "The Document object" / defaultView: null when the document's browsing context is null).
 * Acting on such a node would hit a dead layout or, worse, the new page at the same coordinates.
 * The frameElement walk also catches a frame whose document was replaced while the old one still
 * reports a view (defensive: a conforming engine nulls defaultView first).
 */
function isLive(n) {
    if (!isConnected(n))
        return false;
    let doc = ownerDocument(n);
    // Nested frames are shallow in practice; the cap only guards against a cycle in a broken DOM.
    for (let depth = 0; doc && depth < 64; depth++) {
        const view = defaultView(doc);
        // null: a discarded or navigated-away document. undefined: a DOM without windows (linkedom
        // documents have one; a DOM implementation with no defaultView at all cannot tell, so live).
        if (view === null)
            return false;
        if (view === undefined)
            return true;
        let host;
        try {
            host = frameElementOf(view); // null at the top and under a cross-origin parent
        }
        catch {
            return true;
        }
        if (!host)
            return true;
        if (!isConnected(host))
            return false;
        // The <iframe> getter throws on <frame>/<object> hosts: no answer there, not a dead document.
        let shown;
        try {
            shown = contentDocument(host);
        }
        catch {
            shown = undefined;
        }
        if (shown !== undefined && shown !== doc)
            return false;
        doc = ownerDocument(host);
    }
    return true;
}
/**
 * Live element for an index: connected, in a document still displayed (see isLive); null when
 * unknown, collected, detached, or left behind by a frame navigation.
 */
function elementByIndex(index) {
    const r = state.refs.get(index);
    const el = r ? r.deref() : undefined;
    if (!el)
        return null;
    return isLive(el) ? el : null;
}
function lastSnapshot() {
    return state.last;
}
let byIndex;
let byBid;
let byElementId;
/** Forget everything (dispose; static mode and tests between pages). */
const resetRegistry = defineState(() => {
    state = newState();
    byIndex = { of: null, map: null };
    byBid = { of: null, map: null };
    byElementId = { of: null, map: null };
});
function lookup(t, keyOf, k) {
    if (t.map === null || t.of !== state.last) {
        const m = new SafeMap();
        const els = state.last ? state.last.elements : [];
        for (let i = 0; i < els.length; i++)
            m.set(keyOf(els[i]), els[i]);
        t.map = m;
        t.of = state.last;
    }
    return t.map.get(k) ?? null;
}
function recordByIndex(index) {
    return lookup(byIndex, (r) => r.index, index);
}
/** Install a finished snapshot as the current one (its lookup tables are built when first needed). */
function commitSnapshot(s) {
    state.last = s;
    byIndex.map = byBid.map = byElementId.map = null;
}

/**
 * Whether layout may have moved since the last snapshot in a way the change tracker does not see.
 *
 * Boxes and hit tests are the costliest reads of an incremental snapshot (a third of one after a
 * field was typed into, on a 10k-element page), and they change without any DOM mutation or style
 * change. Layout is a function of the DOM, the styles, the viewport and a few outside inputs; the
 * tracker covers the first three (mutations, style roots, the cache key's viewport), and this module
 * the inputs that move boxes with no mutation at all:
 * - scrolling: every scroll container the walk clipped with, and every window, is compared by its
 *   offsets (exact even when the page scrolled in the same task as the snapshot: scroll events are
 *   only dispatched at the next rendering update, HTML §8.1.7.3 "run the scroll steps");
 * - resources: an image still loading, a video without its metadata (intrinsic sizes), an
 *   `<object>`, `<embed>` or image button (sizes we cannot see load) at the last snapshot, or a load,
 *   error or video resize event since;
 * - web fonts: each document's FontFaceSet, compared by status and how many faces loaded or failed
 *   (text reflows when a font arrives), and its loadingdone / loadingerror events.
 * Not covered (documented in the README): a change of media features other than the viewport's
 * size (prefers-color-scheme emulation), and generated content images (`content: url()`) loading.
 */
let baseline;
/** A layout event seen since the last snapshot took its changes. */
let moved;
defineState(() => {
    baseline = moved = null;
});
/** Event types after which boxes are read afresh (listened to in the capture phase, on every window). */
const LAYOUT_EVENTS = ['scroll', 'load', 'error', 'resize'];
/** FontFaceSet events (HTML's CSS Font Loading §2.3): a face finished loading or failed. */
const FONT_EVENTS = ['loadingdone', 'loadingerror'];
function onLayoutEvent(e) {
    if (moved)
        return;
    let t = 'layout';
    try {
        t = eventType(e);
    }
    catch {
        // A foreign event object: the reason stays generic.
    }
    moved = `a ${t} event`;
}
/** The scroll offsets of a scroll container or window, as the walk saw them. */
function scrollMark(target, win) {
    return win
        ? { target, win, x: scrollXOf(target), y: scrollYOf(target) }
        : { target, win, x: scrollLeftOf(target), y: scrollTopOf(target) };
}
/**
 * Why a resource element may still change its size, or null (called for img, video, object, embed,
 * input). `seenBefore`: the element was in the last snapshot too.
 */
function pendingMedia(el, tag, doc, seenBefore) {
    try {
        if (tag === 'img')
            return imgComplete(el) ? null : 'an image was still loading';
        if (tag === 'video') {
            // HAVE_NOTHING while NETWORK_IDLE or NETWORK_LOADING: the intrinsic size is yet to come.
            const ns = mediaNetworkState(el);
            return mediaReadyState(el) < 1 && (ns === 1 || ns === 2) ? 'a video was loading its metadata' : null;
        }
        if (tag === 'input' && inputType(el) !== 'image')
            return null;
        // Objects, embeds and image buttons tell no load state; they delay the document's load event
        // (HTML §4.8.7, §4.10.5.1.19), so after it, one seen in two snapshots has loaded, unless it was
        // inserted late and is slow (then its load event, which the tracker listens for, still counts).
        return seenBefore && docReadyState(doc) === 'complete' ? null : `an <${tag}> still loading`;
    }
    catch {
        return `an <${tag}> that could not be read`;
    }
}
function fontsOf(doc) {
    let set;
    try {
        set = docFonts(doc);
    }
    catch {
        return '';
    }
    if (!set)
        return '';
    let loaded = 0;
    let failed = 0;
    let all = 0;
    try {
        fontSetForEach(set, (f) => {
            all++;
            const s = fontStatus(f);
            if (s === 'loaded')
                loaded++;
            else if (s === 'error')
                failed++;
        });
        return fontSetStatus(set) + ':' + all + ':' + loaded + ':' + failed;
    }
    catch {
        return 'unreadable';
    }
}
/** After a walk that read boxes (or reused them): what the next snapshot compares against. */
function setLayoutBaseline(scrollers, media, docs) {
    const fonts = [];
    for (let i = 0; i < docs.length; i++)
        push(fonts, fontsOf(docs[i]));
    baseline = { scrollers, media, fonts, docs };
}
/**
 * What moved layout since the baseline with no mutation and no style change the tracker sees (a
 * scroll, a resource, a font), or null when nothing did. Consumes the events seen so far.
 */
function layoutMoved(docs) {
    const ev = moved;
    moved = null;
    const b = baseline;
    if (!b)
        return 'no layout baseline';
    if (ev)
        return ev;
    if (b.media)
        return b.media;
    if (b.docs.length !== docs.length)
        return 'the documents changed';
    for (let i = 0; i < docs.length; i++) {
        if (b.docs[i] !== docs[i])
            return 'the documents changed';
        if (fontsOf(docs[i]) !== b.fonts[i])
            return 'a web font loaded';
    }
    for (let i = 0; i < b.scrollers.length; i++) {
        const s = b.scrollers[i];
        try {
            if (!s.win && !isConnected(s.target))
                return 'a scroll container left the document';
            const now = scrollMark(s.target, s.win);
            if (now.x !== s.x || now.y !== s.y)
                return 'the page scrolled';
        }
        catch {
            return 'a scroll position could not be read';
        }
    }
    return null;
}

/**
 * White space in names. accname 1.2 returns a "flat string": runs of ASCII white space collapse to
 * one space and the ends are trimmed. U+00A0 is not ASCII white space and stays (WPT comp_label,
 * comp_text_node: "label&nbsp;" keeps its no-break space), which is why `\s` (it matches U+00A0 and
 * the other Unicode spaces) is not used here.
 */
/** What flat() changes: most names and titles are flat already (one test instead of two replaces). */
const NOT_FLAT = /[\t\n\f\r]| {2}|^ | $/;
const NOT_BLANK = /[^\t\n\f\r ]/;
function flat(s) {
    if (!reTest(NOT_FLAT, s))
        return s;
    return strReplace(strReplace(s, /[\t\n\f\r ]+/g, ' '), /^ | $/g, '');
}
/** True when `s` holds something other than ASCII white space. */
function nonBlank(s) {
    return s !== null && s !== '' && reTest(NOT_BLANK, s);
}

/**
 * ID references (aria-labelledby, aria-describedby, aria-owns): resolved in the element's own tree
 * (document or shadow root), in attribute order, unknown ids dropped (WAI-ARIA 1.2 §6.2 "ID
 * reference list").
 */
function idRefs(el, ids) {
    const out = [];
    const parts = splitSpaces(ids);
    if (parts.length === 0)
        return out;
    const root = getRootNode(el);
    for (let i = 0; i < parts.length; i++) {
        if (!parts[i])
            continue;
        let ref;
        try {
            ref =
                nodeType(root) === DOCUMENT_FRAGMENT_NODE
                    ? rootGetElementById(root, parts[i])
                    : getElementById(root, parts[i]);
        }
        catch {
            ref = null;
        }
        if (ref)
            push(out, ref);
    }
    return out;
}

/**
 * The box of an element as it is painted, for the walk (its record's box and visibility) and for
 * actions (visible, and where the pointer lands). getBoundingClientRect, except for an SVG shape whose
 * geometry is a straight line: a <line>, or a <path> or <polyline> of one horizontal or vertical run.
 * Its bounding box is the geometry's without the stroke (SVG 2 §8.10, the object bounding box; CSSOM
 * View gives that box for SVG elements), so a bar drawn as a thick stroked line (Chartist's bar
 * charts) has no width, and a person sees a bar as wide as its stroke. Only the empty side grows,
 * by the stroke's width (in CSS px of the shape's user space: a scaled viewBox scales it too, which
 * this leaves out), centred on the line; every other box is the engine's.
 */
function paintedBox(el) {
    const r = getBoundingClientRect(el);
    // Both sides empty (nothing drawn, or a point) or neither: the engine's box.
    if (r.width > 0 === r.height > 0 || namespaceURI(el) !== SVG_NS)
        return r;
    const cs = computedStyle(el);
    if (cssProp(cs, 'stroke') === 'none')
        return r;
    const sw = numberParseFloat(cssProp(cs, 'stroke-width'));
    if (!(sw > 0))
        return r;
    const left = r.width > 0 ? r.left : r.left - sw / 2;
    const top = r.height > 0 ? r.top : r.top - sw / 2;
    const width = r.width > 0 ? r.width : sw;
    const height = r.height > 0 ? r.height : sw;
    return { left, top, right: left + width, bottom: top + height, width, height };
}

/**
 * The hidden/visible rule, in one place for the walk (discovery/), names (aria/) and actionability
 * (actions/). Its parts are named functions because the callers ask different questions on purpose:
 *  - the walk asks whether a person can see the element: display, visibility, opacity, the
 *    visually-hidden clip patterns and a box of more than 1x1 px;
 *  - names follow accname 1.2 step 2A, where "hidden" is display:none, visibility:hidden/collapse
 *    and aria-hidden="true" (opacity and clipping do not hide: a visually-hidden label still names);
 *  - actionability follows Playwright's "visible": a non-empty box and visibility:visible.
 * A DOM without CSS (happy-dom, static mode) gives '' for every property: shown for the walk and
 * names, not for actionability, which needs a rendered box it can act on.
 */
/** display:none: no box for the element or its subtree (CSS Display 3 §2.5); accname 2A "hidden". */
function displayHides(display) {
    return display === 'none';
}
/**
 * visibility:hidden or collapse (CSS 2.1 §11.2): the element's own box is invisible, yet a descendant
 * that sets visibility:visible is shown ('' counts as shown).
 */
function visibilityHides(visibility) {
    return visibility === 'hidden' || visibility === 'collapse';
}
/** opacity 0: invisible to a person, for the element and its subtree (names ignore it: accname 2A). */
function opacityHides(opacity) {
    return opacity === '0';
}
/** aria-hidden="true" on the element itself (WAI-ARIA 1.2 §6.6; accname 2A). */
function ariaHiddenAttr(el) {
    return getAttribute(el, 'aria-hidden') === 'true';
}
/**
 * The "visually hidden" patterns: `clip: rect(0 0 0 0)` (CSS 2.1 §11.1.2, absolutely positioned only)
 * and `clip-path: inset(50%)` (with a box of at most 1x1 px, checked by tooSmallToSee). Such elements
 * exist for screen readers; they are not visible and cannot be clicked by a person.
 */
function clipsAway(cs, position) {
    if (position === 'absolute' || position === 'fixed') {
        const clip = cssProp(cs, 'clip');
        if (clip && clip !== 'auto' && reTest(/^rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)$/, clip))
            return true;
    }
    const cp = cssProp(cs, 'clip-path');
    return cp === 'inset(50%)' || cp === 'inset(100%)';
}
/** A box of at most 1x1 px: the size visually-hidden patterns shrink an element to. */
function tooSmallToSee(width, height) {
    return width <= 1 && height <= 1;
}

/**
 * What one snapshot's names share: computed-style facts per element, each tree's labels, and the
 * marks that stop a name computation from visiting an element twice. Created once per snapshot
 * (discovery/walk.ts) so that naming 100k elements reads each style and each label list once.
 */
/** display:none, or aria-hidden="true" on the element itself (accname 2A "hidden"). */
const ST_HIDDEN = 1;
/** visibility:hidden or collapse: its own text is hidden, a visible child's is not. */
const ST_INVISIBLE = 2;
/** display:inline: no space around its text in name from content (2F.iii). */
const ST_INLINE = 4;
function createNameCache() {
    return {
        kind: 'name-cache',
        style: new SafeMap(),
        labels: new SafeMap(),
        visited: new SafeMap(),
        gen: 0,
    };
}
function styleFlags(el, cache) {
    const c = cache.style.get(el);
    if (c !== undefined)
        return c;
    // accname 2A's "hidden" (visibility/hiddenRule.ts): opacity and clipping do not hide a name.
    let f = ariaHiddenAttr(el) ? ST_HIDDEN : 0;
    try {
        const st = computedStyle(el);
        const d = cssProp(st, 'display');
        if (displayHides(d))
            f |= ST_HIDDEN;
        else if (d === 'inline')
            f |= ST_INLINE;
        if (visibilityHides(cssProp(st, 'visibility')))
            f |= ST_INVISIBLE;
    }
    catch {
        // A node without style (detached, foreign document) counts as shown and inline.
        f |= ST_INLINE;
    }
    cache.style.set(el, f);
    return f;
}
/**
 * Whether a node referenced by aria-labelledby / aria-describedby or a label is hidden (accname 2A:
 * hidden nodes under such a root count only when the root itself is hidden). The ancestors count:
 * a child of a display:none element has its own display value. A loop up the flat tree, no recursion.
 */
function hiddenDeep(el, cache) {
    if (styleFlags(el, cache) & (ST_HIDDEN | ST_INVISIBLE))
        return true;
    // An element with a box has no display:none ancestor in the flat tree, which holds every ancestor
    // the loop below visits (CSSOM View checkVisibility(): false without a box): then only aria-hidden
    // above it can hide it, found by one native query per tree instead of a style read per ancestor.
    let boxed = false;
    try {
        boxed = checkVisibility !== null && checkVisibility(el);
    }
    catch { }
    if (boxed)
        return ariaHiddenAbove(el);
    for (let n = parentNode(el); n; n = parentNode(n)) {
        const t = nodeType(n);
        if (t === DOCUMENT_FRAGMENT_NODE) {
            let h = null;
            try {
                h = hostOf(n);
            }
            catch { }
            if (!h)
                return false;
            n = h;
        }
        else if (t !== ELEMENT_NODE)
            return false;
        if (styleFlags(n, cache) & ST_HIDDEN)
            return true;
    }
    return false;
}
/** Whether `el` or an ancestor (across shadow roots to their hosts) has aria-hidden="true". */
function ariaHiddenAbove(el) {
    for (let n = el; n;) {
        const a = closest(n, '[aria-hidden]');
        if (a) {
            if (ariaHiddenAttr(a))
                return true;
            const p = parentElement(a);
            if (p) {
                n = p;
                continue;
            }
            n = a;
        }
        const r = getRootNode(n);
        n = nodeType(r) === DOCUMENT_FRAGMENT_NODE ? hostOf(r) : null;
    }
    return false;
}
/**
 * A control's labels, from one pass over the tree's labels. Not `control.labels`: in Chromium the
 * first read of `labels` on each control walks its whole tree scope (a live node list rooted at the
 * tree), quadratic in the number of controls; one `querySelectorAll('label')` and `label.control`
 * per label is linear. Same answer: labels
 * are associated within one tree (HTML §4.10.4, "labeled control"), in tree order.
 */
function labelsFromCache(el, cache) {
    const root = getRootNode(el);
    let m = cache.labels.get(root);
    if (!m) {
        m = new SafeMap();
        const all = rootQuerySelectorAll(root, 'label');
        for (let i = 0; i < all.length; i++) {
            const l = all[i];
            let c = null;
            try {
                c = labelControl(l);
            }
            catch { }
            if (!c)
                continue;
            const list = m.get(c);
            if (list)
                push(list, l);
            else
                m.set(c, [l]);
        }
        cache.labels.set(root, m);
    }
    return m.get(el) ?? null;
}

/**
 * The shapes the accessible-name computation works with. accname 1.2 §4.3.2 is written as a
 * recursion ("compute the text alternative of each child, starting at step 2A"); pages nest 10,000
 * deep, so the recursion is turned into data: a step either answers with a string or with a Plan,
 * a list of pieces (literal text and nodes still to compute) to be joined, and what to do with the
 * joined text (accept it, or go on to a later step when it is empty). textAlternative.ts runs plans
 * on an explicit stack.
 */
/** The node being computed is the element whose name is asked for (accname "root node"). */
const SELF = 1;
/** A descendant of that element, reached by name from content (2F.iii, 2H). */
const DESC = 2;
/** Part of an aria-labelledby or aria-describedby traversal (2B); no second labelledby hop. */
const REF = 4;
/** Part of a native label or text alternative element traversal (label, legend, caption: 2E). */
const LABEL = 8;
/** The root of the current reference traversal was hidden: hidden nodes count (2A). */
const HIDDEN_OK = 16;
function req(n, f, pad = false, t = '') {
    return { n, f, pad, t };
}
function plan(items, sep, done) {
    return { items, sep, done };
}
/** Flags for the children of a node computed with `f` (accname's "current node" one level down). */
function childFlags(f) {
    return f & SELF ? (f & ~SELF) | DESC : f;
}
/** Bounds of one name computation: nodes visited, characters gathered (a name is a label, not a page). */
const MAX_NODES = 400;
const MAX_CHARS = 400;
function cap(s) {
    return s.length > MAX_CHARS ? strSlice(s, 0, MAX_CHARS) : s;
}
/** A fresh computation over the snapshot's cache (or a cache of its own for a lone call). */
function context(role, cache) {
    const c = cache ?? createNameCache();
    c.gen++;
    return { cache: c, role, nodes: 0, chars: 0 };
}

/**
 * Role of an element: the first valid token of its role attribute (WAI-ARIA 1.2 §7.1: unknown and
 * abstract tokens are skipped), else the implicit role per HTML-AAM. '' means generic / no role.
 * presentation/none is ignored on focusable elements (ARIA 1.2 §7.2 presentational conflicts).
 */
const VALID = Object.create(null);
const ROLES = 'alert alertdialog application article banner blockquote button caption cell checkbox code columnheader combobox ' +
    'complementary contentinfo definition deletion dialog directory document emphasis feed figure form generic grid ' +
    'gridcell group heading img insertion link list listbox listitem log main mark marquee math menu menubar menuitem ' +
    'menuitemcheckbox menuitemradio meter navigation none note option paragraph presentation progressbar radio ' +
    'radiogroup region row rowgroup rowheader scrollbar search searchbox separator slider spinbutton status strong ' +
    'subscript superscript switch tab table tablist tabpanel term textbox time timer toolbar tooltip tree treegrid treeitem';
{
    const parts = strSplit(ROLES, ' ');
    for (let i = 0; i < parts.length; i++)
        VALID[parts[i]] = true;
}
const INPUT_ROLES = Object.assign(Object.create(null), {
    button: 'button',
    submit: 'button',
    reset: 'button',
    image: 'button',
    checkbox: 'checkbox',
    radio: 'radio',
    range: 'slider',
    number: 'spinbutton',
    search: 'searchbox',
    email: 'textbox',
    tel: 'textbox',
    text: 'textbox',
    url: 'textbox',
    password: 'textbox',
    color: '',
    file: '',
    hidden: '',
    date: '',
    'datetime-local': '',
    month: '',
    time: '',
    week: '',
});
const TAG_ROLES = Object.assign(Object.create(null), {
    aside: 'complementary',
    datalist: 'listbox',
    dd: 'definition',
    del: 'deletion',
    details: 'group',
    dfn: 'term',
    dt: 'term',
    em: 'emphasis',
    fieldset: 'group',
    h1: 'heading',
    h2: 'heading',
    h3: 'heading',
    h4: 'heading',
    h5: 'heading',
    h6: 'heading',
    hr: 'separator',
    ins: 'insertion',
    li: 'listitem',
    menu: 'list',
    nav: 'navigation',
    ol: 'list',
    optgroup: 'group',
    output: 'status',
    p: 'paragraph',
    progress: 'progressbar',
    sub: 'subscript',
    sup: 'superscript',
    tbody: 'rowgroup',
    textarea: 'textbox',
    tfoot: 'rowgroup',
    thead: 'rowgroup',
    tr: 'row',
    ul: 'list',
});
/** Elements whose implicit role has their own name. */
const SAME_NAME = strSplit('article blockquote button caption code dialog figure main math meter option search strong table time', ' ');
for (let i = 0; i < SAME_NAME.length; i++)
    TAG_ROLES[SAME_NAME[i]] = SAME_NAME[i];
const LANDMARK_SCOPES = wordSet('article aside main nav section');
function focusable(el) {
    const t = getAttribute(el, 'tabindex');
    return t !== null && Number(t) >= -1;
}
function implicitRole(el) {
    const tag = localName(el);
    const r = TAG_ROLES[tag];
    if (r !== undefined) {
        if (tag === 'td' || tag === 'th')
            return '';
        return r;
    }
    switch (tag) {
        case 'a':
        case 'area':
            return hasAttribute(el, 'href') ? 'link' : '';
        case 'input': {
            if (hasAttribute(el, 'list')) {
                const t = inputType(el);
                if (t === 'text' || t === 'search' || t === 'email' || t === 'tel' || t === 'url')
                    return 'combobox';
            }
            return INPUT_ROLES[inputType(el)] ?? 'textbox';
        }
        case 'select':
            return hasAttribute(el, 'multiple') || Number(getAttribute(el, 'size')) > 1 ? 'listbox' : 'combobox';
        case 'img': {
            const alt = getAttribute(el, 'alt');
            return alt === '' && !hasAttribute(el, 'title') && !hasAttribute(el, 'aria-label') ? 'presentation' : 'img';
        }
        case 'td':
        case 'th': {
            // Cells and headers per table context (HTML-AAM): th in a row is a column header unless scoped to the row.
            if (tag === 'th')
                return getAttribute(el, 'scope') === 'row' ? 'rowheader' : 'columnheader';
            return 'cell';
        }
        case 'header':
        case 'footer': {
            // banner/contentinfo only when scoped to the body (HTML-AAM §4.1).
            for (let p = parentElement(el); p; p = parentElement(p)) {
                if (LANDMARK_SCOPES[localName(p)])
                    return 'generic';
            }
            return tag === 'header' ? 'banner' : 'contentinfo';
        }
        case 'section':
            return hasAttribute(el, 'aria-label') || hasAttribute(el, 'aria-labelledby') || hasAttribute(el, 'title')
                ? 'region'
                : '';
        case 'form':
            return hasAttribute(el, 'aria-label') || hasAttribute(el, 'aria-labelledby') || hasAttribute(el, 'title')
                ? 'form'
                : '';
        case 'svg':
            return 'img';
    }
    return '';
}
function computeRole(el) {
    const attr = getAttribute(el, 'role');
    if (attr) {
        const toks = splitSpaces(toLower(attr));
        for (let i = 0; i < toks.length; i++) {
            const t = toks[i];
            if (!VALID[t])
                continue;
            if ((t === 'none' || t === 'presentation') && focusable(el))
                continue;
            return t === 'none' ? 'presentation' : t;
        }
    }
    return implicitRole(el);
}

/**
 * CSS generated content in names (accname 1.2 step 2F.ii: "::before and ::after ... CSS textual
 * content"). The computed `content` of a pseudo-element is a list of strings, attr() and other
 * functions, optionally followed by "/" and the alternative text (CSS Generated Content 3 §1.1):
 * when alternative text is given it replaces the content for accessibility. Engines serialise the
 * value differently (Firefox leaves attr(x) unresolved), so the value is tokenised here and attr()
 * read from the element.
 */
// The pieces of a computed `content` value that give text, in order: a string (double or single
// quoted), attr(name ...), the "/" that starts the alternative text; url() is matched to be skipped
// (its slashes are no separator). Anything else (counter(), open-quote, ...) gives nothing.
const TOKEN = /"((?:[^"\\]|\\[\s\S])*)"|'((?:[^'\\]|\\[\s\S])*)'|attr\(\s*([^\s),]+)[^)]*\)|url\([^)]*\)|(\/)/g;
// CSS Syntax §4.3.7: a backslash and up to six hex digits (one white space after them is eaten), an
// escaped newline (nothing), or any other character as itself.
const ESCAPE = /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([\s\S]))/g;
function unescapeCss(s) {
    return strReplace(s, ESCAPE, (_m, hex, ch) => {
        if (!hex)
            return ch === '\n' ? '' : ch;
        let code = numberParseInt(hex, 16);
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return '\ufffd';
        if (code <= 0xffff)
            return fromCharCode(code);
        code -= 0x10000;
        return fromCharCode(0xd800 + (code >> 10), 0xdc00 + (code & 0x3ff));
    });
}
/** The text a computed `content` value gives for `el`'s pseudo-element: alternative text if any. */
function contentText(value, el) {
    let main = '';
    let alt = '';
    let inAlt = false;
    TOKEN.lastIndex = 0;
    for (let m = reExec(TOKEN, value); m; m = reExec(TOKEN, value)) {
        if (m[4]) {
            inAlt = true;
            continue;
        }
        const t = m[3] !== undefined
            ? (getAttribute(el, m[3]) ?? '')
            : m[1] !== undefined || m[2] !== undefined
                ? unescapeCss(m[1] ?? m[2])
                : '';
        if (inAlt)
            alt += t;
        else
            main += t;
    }
    return inAlt ? alt : main;
}
/**
 * Text of `el`'s ::before or ::after for its name, '' when there is none or it is not rendered
 * (display:none or visibility:hidden on the pseudo-element: no engine names it). Content of a
 * pseudo-element that is not inline is set apart by spaces, as a block child is (2F.iii).
 */
function pseudoText(el, which, cache) {
    if (cache.mayHavePseudo && !cache.mayHavePseudo(el))
        return '';
    try {
        const st = computedStyle(el, which);
        const c = cssProp(st, 'content');
        if (!c || c === 'none' || c === 'normal')
            return '';
        const d = cssProp(st, 'display');
        if (d === 'none' || cssProp(st, 'visibility') === 'hidden')
            return '';
        const t = contentText(c, el);
        if (!t)
            return '';
        return d && d !== 'inline' ? ' ' + t + ' ' : t;
    }
    catch {
        return '';
    }
}

/**
 * accname 1.2 step 2C, "Embedded Control": a control inside the label or content of another
 * element contributes its value, not its own name: a textbox its value, a combobox or listbox its
 * selected option(s), a range widget aria-valuetext, else aria-valuenow, else its native value;
 * a menu nothing (w3c/accname#67).
 */
const RANGE$1 = wordSet('progressbar scrollbar slider spinbutton meter');
/** Elements matching `sel` in `el`'s subtree and in the subtrees it owns (aria-owns), in that order. */
function inOwned(el, sel) {
    const out = [];
    const add = (root, self) => {
        try {
            if (self && matches(root, sel))
                push(out, root);
            const all = elementQuerySelectorAll(root, sel);
            for (let i = 0; i < all.length; i++)
                push(out, all[i]);
        }
        catch { }
    };
    add(el, false);
    const owns = getAttribute(el, 'aria-owns');
    if (owns) {
        const o = idRefs(el, owns);
        for (let i = 0; i < o.length; i++)
            add(o[i], true);
    }
    return out;
}
/** The embedded control's contribution, a plan for selected options, or null: not a control. */
function embeddedControl(el, tag, role, cf) {
    if (role === 'textbox' || role === 'searchbox') {
        if (tag === 'input')
            return inputValue(el);
        if (tag === 'textarea')
            return textareaValue(el);
        return textContent(el) || '';
    }
    if (role === 'combobox' || role === 'listbox') {
        const chosen = [];
        if (tag === 'select') {
            const opts = selectOptions(el);
            for (let i = 0; i < opts.length; i++)
                if (optionSelected(opts[i]))
                    push(chosen, req(opts[i], cf));
            // A select shows its first option when none is selected.
            if (chosen.length === 0 && opts.length > 0)
                push(chosen, req(opts[0], cf));
        }
        else {
            let listbox = role === 'listbox' ? el : null;
            if (!listbox) {
                const cands = inOwned(el, '[role]');
                for (let i = 0; i < cands.length && !listbox; i++)
                    if (computeRole(cands[i]) === 'listbox')
                        listbox = cands[i];
            }
            if (listbox) {
                const sel = inOwned(listbox, '[aria-selected="true"]');
                for (let i = 0; i < sel.length; i++)
                    if (computeRole(sel[i]) === 'option')
                        push(chosen, req(sel[i], cf));
            }
            // Engines: a combobox with nothing selected contributes its value: an input's value (WPT
            // name_heading-combobox-focusable-alternative), another element's text (WAI-ARIA 1.2 §5.2.8.6:
            // a combobox's value is its text content; WPT comp_embedded_control).
            if (chosen.length === 0 && role === 'combobox')
                return tag === 'input' ? inputValue(el) : textContent(el) || '';
        }
        return plan(chosen, ' ', (s) => s);
    }
    if (RANGE$1[role]) {
        const vt = getAttribute(el, 'aria-valuetext');
        if (vt !== null)
            return vt;
        const vn = getAttribute(el, 'aria-valuenow');
        if (vn !== null)
            return vn;
        if (tag === 'input')
            return inputValue(el);
        return getAttribute(el, 'value') ?? '';
    }
    if (role === 'menu')
        return '';
    return null;
}

/** accname 1.2 step 2I, "Tooltip Attribute": the title attribute, last of all the sources. */
/** An iframe's title counts even when the iframe is presentational (engines, HTML-AAM §4.1). */
function tooltip(el, tag, role) {
    if ((role === 'presentation' || role === 'none') && tag !== 'iframe')
        return '';
    const t = getAttribute(el, 'title');
    return nonBlank(t) ? t : '';
}

/**
 * accname 1.2 step 2E, "Host Language Label": HTML's native names as HTML-AAM 1.0 §4.1 lists them
 * (https://www.w3.org/TR/html-aam-1.0/#accessible-name-computations-by-html-element). Where the
 * rule ends in "otherwise use the subtree", the caller's name-from-content step takes over.
 */
/** Input types whose placeholder names them when nothing else does (HTML-AAM §4.1.2). */
const PLACEHOLDER = wordSet('text password search tel email url number');
/** The labels of a labelable element as a plan, or null when it has none. */
function labelsPlan(el, ctx, otherwise) {
    let labels = null;
    try {
        labels = labelsFromCache(el, ctx.cache);
    }
    catch { }
    if (!labels || labels.length === 0)
        return null;
    const items = [];
    for (let i = 0; i < labels.length; i++) {
        const l = labels[i];
        push(items, req(l, LABEL | (hiddenDeep(l, ctx.cache) ? HIDDEN_OK : 0)));
    }
    return plan(items, ' ', (s) => (nonBlank(s) ? s : otherwise(s)));
}
/** The first child element named `want` (legend, figcaption, caption) as a native text alternative. */
function captionPlan(el, want, f, ctx, otherwise) {
    for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
        if (localName(c) === want) {
            const fl = childFlags(f) | LABEL | (hiddenDeep(c, ctx.cache) ? HIDDEN_OK : 0);
            return plan([req(c, fl)], '', (s) => (nonBlank(s) ? s : otherwise()));
        }
    }
    return otherwise();
}
/**
 * The native name of `el`, a plan for it, or null when HTML has no rule for it (or the rule defers
 * to the content). `hasRefs`: aria-labelledby named elements (their text was empty), which HTML-AAM
 * puts before labels: engines then skip the labels. `toContent`: continue with name from content.
 */
function hostLanguageName(el, tag, f, hasRefs, ctx, toContent) {
    const title = () => tooltip(el, tag, '');
    switch (tag) {
        case 'input': {
            const type = inputType(el);
            if (type === 'button' || type === 'submit' || type === 'reset') {
                // HTML-AAM §4.1.3: value, else the localized default of submit and reset, else title.
                const v = inputValue(el);
                if (nonBlank(v))
                    return v;
                return type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : title();
            }
            if (type === 'image') {
                // HTML-AAM §4.1.4; engines: a <label> comes first (WPT name_test_case_616).
                const otherwise = () => {
                    const alt = getAttribute(el, 'alt');
                    if (nonBlank(alt))
                        return alt;
                    const v = getAttribute(el, 'value');
                    if (nonBlank(v))
                        return v;
                    const t = title();
                    return t || 'Submit';
                };
                return (!(f & REF) && labelsPlan(el, ctx, otherwise)) || otherwise();
            }
            if (hasRefs)
                return null;
            const otherwise = () => {
                const t = title();
                if (t || !PLACEHOLDER[type])
                    return t;
                const p = getAttribute(el, 'placeholder');
                return nonBlank(p) ? p : '';
            };
            return labelsPlan(el, ctx, otherwise) ?? otherwise();
        }
        case 'textarea':
        case 'select':
        case 'meter':
        case 'progress':
        case 'output': {
            if (hasRefs)
                return null;
            const otherwise = () => {
                const t = title();
                if (t || tag !== 'textarea')
                    return t;
                const p = getAttribute(el, 'placeholder');
                return nonBlank(p) ? p : '';
            };
            return labelsPlan(el, ctx, otherwise) ?? otherwise();
        }
        case 'button':
            // HTML-AAM §4.1.1: labels, else the subtree, else title.
            if (hasRefs)
                return null;
            return labelsPlan(el, ctx, () => toContent(null));
        case 'fieldset':
            return hasRefs ? null : captionPlan(el, 'legend', f, ctx, title);
        case 'figure':
            return hasRefs ? null : captionPlan(el, 'figcaption', f, ctx, title);
        case 'table': {
            // HTML-AAM §4.1.9: caption, else summary (engines); else on to the content inside a name
            // (WPT name_from_content: a table in a link gives its cells) and the title (2I).
            for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
                if (localName(c) === 'caption')
                    return captionPlan(el, 'caption', f, ctx, title);
            }
            const s = getAttribute(el, 'summary');
            return nonBlank(s) ? s : null;
        }
        case 'img':
        case 'area': {
            const alt = getAttribute(el, 'alt');
            return nonBlank(alt) ? alt : title();
        }
        case 'svg':
        case 'g':
        case 'path':
        case 'circle':
        case 'ellipse':
        case 'rect':
        case 'line':
        case 'polyline':
        case 'polygon':
        case 'text':
        case 'use':
        case 'image':
        case 'foreignObject':
            // SVG-AAM §8.1: the first <title> child, for every rendered SVG element (a pie slice's
            // <title>, a chart bar's). These tag names have no HTML homonym (the HTML parser turns
            // <image> into <img>), so no namespace test is needed.
            for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
                if (localName(c) === 'title') {
                    const t = textContent(c) || '';
                    if (nonBlank(t))
                        return t;
                }
            }
            return null;
    }
    return null;
}

/**
 * The text alternative computation of accname 1.2 §4.3.2 (https://www.w3.org/TR/accname-1.2/),
 * steps 2A to 2I, for one node at a time; the recursion the spec describes runs on an explicit
 * stack (`run`), never on the JavaScript stack, and is bounded by MAX_NODES visited nodes and
 * MAX_CHARS of text so that naming every element of a 100k-element page stays cheap.
 *
 * Where engines and WPT differ from the letter of the spec, this follows the engines and the WPT
 * accname tests (test/conformance/wpt), as Playwright's and dom-accessibility-api's computations do:
 * noted "engines:" below.
 */
/** Elements never rendered: no style read, no text (their text nodes are not content). */
const SKIP = wordSet('script style template noscript');
/**
 * Roles whose name may come from their content (2F): WAI-ARIA 1.2 §5.2.8.4 "name from: contents";
 * and, for a descendant of the element being named (2F.iii / 2H), the roles engines also read
 * through (engines: Chromium's and Firefox's rule, w3c/aria#1821).
 */
const FROM_CONTENT = wordSet('button cell checkbox columnheader gridcell heading link menuitem menuitemcheckbox menuitemradio option radio row rowheader sectionhead switch tab tooltip treeitem');
const FROM_CONTENT_BELOW = wordSet(' caption code contentinfo definition deletion emphasis insertion list listitem mark none paragraph presentation region rowgroup section strong subscript superscript table term time generic');
/** The text alternative of `root` computed with flags `f` (plan.ts), before flattening. */
function run(root, f, ctx) {
    const first = step(root, f, ctx);
    if (typeof first === 'string')
        return first;
    const stack = [{ p: first, i: 0, out: [], pad: false }];
    for (;;) {
        const fr = stack[stack.length - 1];
        if (fr.i < fr.p.items.length && ctx.nodes < MAX_NODES && ctx.chars < MAX_CHARS) {
            const it = fr.p.items[fr.i++];
            if (typeof it === 'string') {
                push(fr.out, it);
                ctx.chars += it.length;
                continue;
            }
            ctx.nodes++;
            const v = step(it.n, it.f, ctx, it.t);
            if (typeof v === 'string') {
                push(fr.out, it.pad ? ' ' + v + ' ' : v);
                ctx.chars += v.length;
            }
            else
                push(stack, { p: v, i: 0, out: [], pad: it.pad });
            continue;
        }
        const next = fr.p.done(join(fr.out, fr.p.sep));
        if (typeof next !== 'string') {
            fr.p = next;
            fr.i = 0;
            fr.out = [];
            continue;
        }
        pop(stack);
        if (stack.length === 0)
            return next;
        push(stack[stack.length - 1].out, fr.pad ? ' ' + next + ' ' : next);
    }
}
/** One node, steps 2A-2I: its text, or the plan that computes it. `known`: its local name, or ''. */
function step(n, f, ctx, known = '') {
    const t = known ? ELEMENT_NODE : nodeType(n);
    // 2G: a text node's text (a hidden parent's text nodes never get here: see contentPlan).
    if (t === TEXT_NODE)
        return nodeValue(n) || '';
    if (t !== ELEMENT_NODE)
        return '';
    const el = n;
    const cache = ctx.cache;
    if (cache.visited.get(el) === cache.gen)
        return '';
    const tag = known || localName(el);
    if (SKIP[tag])
        return '';
    // 2A: hidden and not part of a traversal whose referenced root was hidden. The element being
    // named is exempt: the registry names what it registers and reports hidden states separately.
    let invisible = false;
    if (!(f & (SELF | HIDDEN_OK))) {
        const st = styleFlags(el, cache);
        if (st & ST_HIDDEN)
            return '';
        // visibility:hidden hides the element's own text, not a child that sets visibility:visible
        // (WPT comp_hidden_not_referenced).
        invisible = (st & ST_INVISIBLE) !== 0;
    }
    // A slot is not rendered itself (display: contents) and has no role: its own attributes do not
    // name anything, its assigned nodes (or fallback content) do (WPT shadowdom/slot).
    if (invisible || tag === 'slot') {
        cache.visited.set(el, cache.gen);
        return contentPlan(el, tag, childFlags(f), ctx, invisible, (s) => s);
    }
    const role = f & SELF ? ctx.role : computeRole(el);
    // 2B: aria-labelledby, unless already inside a labelledby / describedby traversal.
    let refs = null;
    const lb = getAttribute(el, 'aria-labelledby');
    if (lb !== null && !(f & REF)) {
        refs = idRefs(el, lb);
        if (refs.length > 0) {
            const items = [];
            for (let i = 0; i < refs.length; i++)
                push(items, req(refs[i], REF | (hiddenDeep(refs[i], cache) ? HIDDEN_OK : 0)));
            const r = refs;
            return plan(items, ' ', (s) => (nonBlank(s) ? s : afterLabelledBy(el, tag, role, f, r, ctx)));
        }
    }
    return afterLabelledBy(el, tag, role, f, refs, ctx);
}
/** Steps 2C to 2I. `refs`: the element's valid aria-labelledby targets when it has some. */
function afterLabelledBy(el, tag, role, f, refs, ctx) {
    const cache = ctx.cache;
    cache.visited.set(el, cache.gen);
    const hasRefs = refs !== null && refs.length > 0;
    // 2C: a control embedded in the label or content of another element contributes its value.
    // Engines: also without aria-label (w3c/accname#64), and not when the control labels itself.
    if (f & (REF | LABEL | DESC)) {
        let own = false;
        if (f & REF) {
            const lb = getAttribute(el, 'aria-labelledby');
            if (lb !== null) {
                const self = idRefs(el, lb);
                for (let i = 0; i < self.length; i++)
                    if (self[i] === el)
                        own = true;
            }
        }
        if (!own) {
            const v = embeddedControl(el, tag, role, childFlags(f));
            if (v !== null)
                return v;
        }
    }
    // 2D: aria-label, when it holds more than white space.
    const al = getAttribute(el, 'aria-label');
    if (nonBlank(al))
        return al;
    // 2E: the host language's own label (HTML-AAM), for elements that are not presentational.
    const presentational = role === 'presentation' || role === 'none';
    if (!presentational) {
        const h = hostLanguageName(el, tag, f, hasRefs, ctx, (s) => fromContent(el, tag, role, f, ctx, s));
        if (h !== null)
            return h;
    }
    return fromContent(el, tag, role, f, ctx, null);
}
/**
 * 2F name from content (and 2H, content of a descendant), then 2I tooltip. `given`: text a host
 * language rule already produced and left to this step when empty (a button's labels).
 */
function fromContent(el, tag, role, f, ctx, given) {
    if (given !== null && nonBlank(given))
        return given;
    const presentational = role === 'presentation' || role === 'none';
    const allowed = FROM_CONTENT[role] ||
        (f & DESC && FROM_CONTENT_BELOW[role]) ||
        (tag === 'summary' && !presentational) ||
        (f & (REF | LABEL)) !== 0;
    if (allowed) {
        return contentPlan(el, tag, childFlags(f), ctx, false, (s) => {
            // Engines: an element whose content gives nothing falls back to its title (2I); inside a
            // traversal the untrimmed text is kept, its spaces separate it from its neighbours.
            // The root's name is trimmed of all white space at its ends, U+00A0 included (WPT
            // comp_text_node: "&nbsp;button&nbsp;label&nbsp;" is named "button&nbsp;label").
            if (f & SELF) {
                const t = strTrim(s);
                if (nonBlank(t))
                    return t;
            }
            else if (s !== '')
                return s;
            return tooltip(el, tag, role);
        });
    }
    return tooltip(el, tag, role);
}
/**
 * 2F.i-iii: ::before, each child in the flat tree (a slot's assigned nodes, else its fallback
 * children; a shadow host's shadow tree), the elements it owns (aria-owns), ::after. A child that
 * is not display:inline, and <br>, is set apart by spaces (2F.iii; engines: inline children join
 * without one, WPT name_file-label-inline-block-elements). `hideText`: the element is
 * visibility:hidden, its own text nodes and generated content do not count. `tag`: `el`'s local name.
 */
function contentPlan(el, tag, cf, ctx, hideText, done) {
    const cache = ctx.cache;
    // Text gathered while every piece is text (a button or link with text only, the usual case): no
    // plan is built then. `items` starts at the first element child.
    let text = hideText ? '' : pseudoText(el, '::before', cache);
    let items = null;
    const add = (c) => {
        const t = nodeType(c);
        if (t === TEXT_NODE) {
            if (hideText)
                return;
            const v = nodeValue(c) || '';
            if (items)
                push(items, v);
            else
                text += v;
        }
        else if (t === ELEMENT_NODE) {
            const tag = localName(c);
            if (SKIP[tag])
                return;
            const pad = tag === 'br' || !(styleFlags(c, cache) & ST_INLINE);
            if (!items)
                items = text ? [text] : [];
            push(items, req(c, cf, pad, tag));
        }
    };
    let assigned = null;
    if (tag === 'slot') {
        try {
            assigned = assignedNodes(el, { flatten: true });
        }
        catch { }
    }
    if (assigned && assigned.length > 0) {
        for (let i = 0; i < assigned.length && i < MAX_NODES; i++)
            add(assigned[i]);
    }
    else {
        let n = 0;
        for (let c = firstChild(shadowRootOf(el) ?? el); c && n < MAX_NODES; c = nextSibling(c), n++)
            add(c);
    }
    const owns = getAttribute(el, 'aria-owns');
    if (owns) {
        const o = idRefs(el, owns);
        for (let i = 0; i < o.length; i++) {
            if (!items)
                items = text ? [text] : [];
            push(items, req(o[i], cf, !(styleFlags(o[i], cache) & ST_INLINE)));
        }
    }
    const after = hideText ? '' : pseudoText(el, '::after', cache);
    if (!items)
        return done(text + after);
    if (after)
        push(items, after);
    return plan(items, '', done);
}

/**
 * Accessible name and description, following accname 1.2 (https://www.w3.org/TR/accname-1.2/) and
 * HTML-AAM 1.0's naming rules, with the costs bounded for a registry walk over 100k elements.
 *
 * Why our own implementation and not dom-accessibility-api (bundled): that library calls globals a
 * hostile page can replace (window.getComputedStyle, Array.prototype methods, Element.prototype
 * queries) and walks whole subtrees recursively; the registry needs names for every registered
 * element on pages with deep clickable wrappers, so traversal here is iterative and capped
 * (plan.ts: MAX_NODES / MAX_CHARS), and every DOM read goes through src/dom/platform/dom.ts.
 *
 * Each step of accname 1.2 §4.3.2 that is more than a few lines lives in a file of this folder named
 * after it, and says which step it is.
 * Conformance: test/browser/wpt-accname.spec.ts runs the WPT accname suite in three engines.
 */
/** The accessible name of `el` (accname 1.2 §4.3.2, step 2 from the root node), flattened. */
function computeName(el, role, cache) {
    try {
        return cap(flat(run(el, SELF, context(role, cache))));
    }
    catch {
        return '';
    }
}
/**
 * The elements outside `el` its name may be read from: its labels and its aria-labelledby targets,
 * as computeName finds them now. The incremental walk reuses such a name while none of these changed
 * and the DOM did not mutate (a mutation may have removed a former source).
 */
function nameSources(el, cache) {
    const out = [];
    let labels;
    try {
        labels = labelsFromCache(el, cache);
    }
    catch {
        labels = null;
    }
    if (labels)
        for (let i = 0; i < labels.length; i++)
            push(out, labels[i]);
    const lb = getAttribute(el, 'aria-labelledby');
    if (lb) {
        const refs = idRefs(el, lb);
        for (let i = 0; i < refs.length; i++)
            push(out, refs[i]);
    }
    return out;
}

/**
 * Accessible description: accname 1.2 §4.3.1 ("Computing the description") with HTML-AAM 1.0 §5.2:
 * aria-describedby, else aria-description, else the title attribute when it did not give the name.
 */
/**
 * The accessible description of `el` (accname 1.2 §4.3.1 with HTML-AAM 1.0 §5.2): the text of its
 * aria-describedby targets, else aria-description, else its title when the title did not give the
 * name. `name`: the element's computed name.
 */
function computeDescription(el, name, cache) {
    try {
        // Every source is an attribute: most elements have none (one call instead of three reads).
        if (!hasAttributes(el))
            return '';
        const db = getAttribute(el, 'aria-describedby');
        if (db !== null) {
            const refs = idRefs(el, db);
            if (refs.length > 0) {
                const ctx = context(computeRole(el), cache);
                let out = '';
                for (let i = 0; i < refs.length; i++) {
                    const r = refs[i];
                    // The element itself is being described, not named: it may appear in its own list.
                    out += ' ' + run(r, REF | (hiddenDeep(r, ctx.cache) ? HIDDEN_OK : 0), ctx);
                }
                const d = cap(flat(out));
                if (d)
                    return d;
            }
        }
        const ad = getAttribute(el, 'aria-description');
        if (nonBlank(ad))
            return cap(flat(ad));
        const t = getAttribute(el, 'title');
        if (nonBlank(t)) {
            const ft = cap(flat(t));
            if (ft !== name)
                return ft;
        }
        return '';
    }
    catch {
        return '';
    }
}

/**
 * pagemark's own DOM nodes (highlight host, panel host). The registry walk skips them and everything
 * inside them, so drawing marks never changes a snapshot.
 */
let own;
defineState(() => {
    own = new SafeWeakSet();
});
function isOwn(node) {
    return own.has(node);
}

/** Where an element is hit-tested, as fractions of its visible part: centre first, then four inner points. */
const SAMPLES = [
    [0.5, 0.5],
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
];
/**
 * Topmost element at (x, y) in `doc`'s viewport coordinates, descending into open shadow roots
 * (document.elementFromPoint retargets to the outermost shadow host; ShadowRoot.elementFromPoint
 * gives the element inside). Returns null outside the viewport or when hit testing is unavailable.
 */
function deepElementFromPoint(doc, x, y) {
    if (!docElementFromPoint)
        return null;
    let hit = docElementFromPoint(doc, x, y);
    for (let guard = 0; hit && guard < 64; guard++) {
        const root = shadowRootOf(hit);
        if (!root || !rootElementFromPoint)
            break;
        const inner = rootElementFromPoint(root, x, y);
        if (!inner || inner === hit)
            break;
        hit = inner;
    }
    return hit;
}
/**
 * The parent in the composed tree (DOM §4.2.2, shadow-including): a shadow root's top-level element
 * goes to its host. Null at the document element and for a detached node.
 */
function composedParent(e) {
    const p = parentNode(e);
    if (!p)
        return null;
    const t = nodeType(p);
    if (t === ELEMENT_NODE)
        return p;
    if (t === DOCUMENT_FRAGMENT_NODE) {
        try {
            return hostOf(p);
        }
        catch {
            return null;
        }
    }
    return null;
}
/** `ancestor` is `node` or contains it in the composed tree (crossing shadow roots upward). */
function composedContains(ancestor, node) {
    let n = node;
    while (n) {
        if (n === ancestor)
            return true;
        const p = parentNode(n);
        if (p && nodeType(p) === DOCUMENT_FRAGMENT_NODE) {
            n = hostOf(p);
        }
        else
            n = p;
    }
    return false;
}

/**
 * The changes pending since the last snapshot: the dirty roots (changeTracker.ts says why each kind
 * of change makes which roots), whether the DOM mutated, the interaction events still to resolve,
 * and why reuse is no longer safe (overflow). The observers and resolvers add to them; takeChanges
 * reads them and starts afresh.
 */
/** More pending changes than this and a full snapshot is cheaper than the bookkeeping. */
const MAX_ROOTS = 2000;
const MAX_EVENTS = 512;
// Read by the other tracker files through these live bindings; written only here.
let roots$1;
let mutated;
let events;
let overflow;
/** Start afresh (after takeChanges, and on dispose). */
const clearPending = defineState(() => {
    roots$1 = new SafeSet();
    mutated = false;
    events = [];
    overflow = null;
});
function markMutated() {
    mutated = true;
}
/** Reuse is not safe for the next snapshot: it is full, for this reason. */
function setOverflow(reason) {
    overflow = reason;
}
/**
 * `siblings` false: the change restyles nothing (a control's value where the page does not style
 * form state), so the following siblings, which only sibling combinators reach, stay clean.
 */
function addRoot(n, siblings = true) {
    if (overflow)
        return;
    const t = nodeType(n);
    if (t !== ELEMENT_NODE) {
        // A shadow root's own child list: its host re-renders. A document: everything.
        if (t === DOCUMENT_FRAGMENT_NODE) {
            let h;
            try {
                h = hostOf(n);
            }
            catch {
                h = null;
            }
            if (h)
                addRoot(h);
            else
                overflow = 'change in a detached fragment';
            return;
        }
        if (t !== TEXT_NODE)
            overflow = 'change at the document level';
        return;
    }
    if (roots$1.has(n))
        return;
    roots$1.add(n);
    if (!siblings)
        return;
    // Sibling combinators: the following siblings restyle too.
    for (let s = nextElementSibling(n); s; s = nextElementSibling(s)) {
        if (roots$1.size > MAX_ROOTS)
            break;
        roots$1.add(s);
    }
    if (roots$1.size > MAX_ROOTS)
        overflow = `more than ${MAX_ROOTS} changed subtrees`;
}
/** An interaction event, kept for takeChanges to resolve against the page's stylesheets. */
function onEvent(e) {
    if (overflow)
        return;
    if (events.length >= MAX_EVENTS) {
        // Interaction piled up (a long hover session): a full snapshot is cheaper than replaying it.
        overflow = `more than ${MAX_EVENTS} interaction events`;
        return;
    }
    let related = null;
    const type = eventType(e);
    if (type === 'mouseover' || type === 'mouseout') {
        try {
            related = relatedTarget(e);
        }
        catch {
            related = null;
        }
    }
    push(events, { type, target: eventTarget(e), related });
}
/**
 * The parent in the tree the walk follows: through shadow roots to their host and, from a frame's
 * document element, to the <iframe> (a frame's text is part of its host's and its ancestors' text).
 */
function walkParent(n) {
    const p = composedParent(n);
    if (p)
        return p;
    const d = parentNode(n);
    if (d && nodeType(d) === DOCUMENT_NODE) {
        try {
            const view = defaultView(d);
            return view ? frameElementOf(view) : null;
        }
        catch {
            // A cross-origin parent frame.
        }
    }
    return null;
}
/** Every ancestor of a root into `touched` (names are computed from descendants). */
function touchAncestors(touched) {
    roots$1.forEach((r) => {
        for (let n = walkParent(r); n && !touched.has(n); n = walkParent(n))
            touched.add(n);
    });
}

/**
 * Closed shadow roots captured by the document-start hook (delivery issue): `attachShadow` is wrapped
 * before the page's scripts run and the returned root is remembered privately, without changing the
 * mode the page sees. Without the hook this map stays empty and closed roots stay opaque.
 */
let roots;
let enabled;
defineState(() => {
    roots = new SafeWeakMap();
    enabled = false;
});
function closedShadowRootOf(host) {
    return enabled ? (roots.get(host) ?? null) : null;
}
function closedShadowRootsTracked() {
    return enabled;
}

/**
 * Which style changes that no MutationRecord reports can change what the walk reads.
 *
 * The walk reads a handful of computed properties (display, visibility, opacity, cursor, position,
 * overflow, content-visibility, clip, clip-path). Their values change without a DOM mutation only
 * through: dynamic pseudo-classes (:hover, :focus, :checked, :invalid, ...), stylesheet edits through
 * the CSSOM, the viewport (media queries), animations, and layout (container queries). This module
 * scans a document's (or shadow root's) stylesheets once per stylesheet fingerprint and answers:
 * which dynamic pseudo-classes appear in a rule that also sets one of those properties (or a custom
 * property, which any of them may read through var()), and whether `:has()` or `@container` is used
 * that way (both make a change anywhere able to restyle anything, so the tracker falls back to a
 * full snapshot). A sheet that cannot be read (cross-origin, or @import) counts as using everything.
 * The same scan answers the style gate's two questions (dom/css/styleGate.ts): whether any rule
 * gives a ::before/::after text, and whether any sets content-visibility.
 *
 * Rules are matched on their cssText, top-level rules only: a grouping rule's text contains its
 * children, so a false positive only makes the tracker more careful, never wrong.
 */
/** Bit flags: one per dynamic condition a stylesheet may depend on. */
const HOVER = 1;
const ACTIVE = 2;
const FOCUS = 4;
const FOCUS_WITHIN = 8;
const FORM_STATE = 16;
const TARGET = 32;
const TOP_LAYER = 64;
const MEDIA_STATE = 128;
/** `:has()`: a change may restyle an ancestor or an earlier sibling. */
const GLOBAL = 256;
/** `@container`: styles follow layout, which changes with no mutation at all. */
const CONTAINER = 512;
const ALL = 1023;
const PSEUDOS = [
    [':hover', HOVER],
    [':active', ACTIVE],
    [':focus-within', FOCUS_WITHIN],
    [':focus', FOCUS],
    [':checked', FORM_STATE],
    [':indeterminate', FORM_STATE],
    [':placeholder-shown', FORM_STATE],
    [':valid', FORM_STATE],
    [':invalid', FORM_STATE],
    [':user-', FORM_STATE],
    [':in-range', FORM_STATE],
    [':out-of-range', FORM_STATE],
    [':autofill', FORM_STATE],
    [':-webkit-autofill', FORM_STATE],
    [':default', FORM_STATE],
    [':blank', FORM_STATE],
    [':target', TARGET],
    [':popover-open', TOP_LAYER],
    [':open', TOP_LAYER],
    [':modal', TOP_LAYER],
    [':fullscreen', TOP_LAYER],
    [':playing', MEDIA_STATE],
    [':paused', MEDIA_STATE],
    [':seeking', MEDIA_STATE],
    [':has(', GLOBAL],
    ['@import', ALL],
];
/** Declarations the walk's reads depend on (substrings of `prop:` in cssText). */
const PROPS = [
    'display:',
    'visibility:',
    'opacity:',
    'cursor:',
    'position:',
    'overflow',
    'content',
    'clip',
    '--',
    ' all:',
    'inert',
];
function ruleFlags(text) {
    let pseudo = 0;
    for (let i = 0; i < PSEUDOS.length; i++) {
        if (strIndexOf(text, PSEUDOS[i][0]) >= 0)
            pseudo |= PSEUDOS[i][1];
    }
    if (pseudo === 0)
        return 0;
    if (pseudo === ALL)
        return ALL;
    const brace = strIndexOf(text, '{');
    for (let i = 0; i < PROPS.length; i++) {
        if (strIndexOf(text, PROPS[i], brace < 0 ? 0 : brace) >= 0)
            return pseudo;
    }
    return 0;
}
/** A selector naming ::before or ::after (CSSOM serialises the legacy `:before` as `::before`). */
const PSEUDO_ELEMENT = /::?(before|after)\b/i;
/** A `content` declaration (not content-visibility: the name is followed by a colon). */
const CONTENT_DECL = /(^|[{;\s])content\s*:/i;
/** The `all` shorthand: `all: inherit` passes content-visibility down. */
const ALL_DECL = /(^|[{;\s])all\s*:/i;
let sheetCache;
defineState(() => {
    sheetCache = new SafeWeakMap();
});
/** More relevant rules than this in one tree and matching them all each snapshot costs too much. */
const MAX_SELECTORS = 64;
/**
 * Pseudo-elements are styled through their element (and `content` feeds names): the element's
 * selector is the selector without them. `:host`, `::slotted` and `::part` cross tree boundaries,
 * where querySelectorAll cannot follow: such a rule makes the sheet's selectors unusable.
 */
function elementSelector(sel) {
    if (strIndexOf(sel, ':host') >= 0 || strIndexOf(sel, '::slotted') >= 0 || strIndexOf(sel, '::part') >= 0)
        return null;
    const out = strReplace(sel, /::?(before|after|marker|placeholder|first-line|first-letter|selection|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)/g, '');
    return strTrim(out) === '' ? null : out;
}
/** One sheet's scan, cached per version (its rule count and its first and last rule objects). */
function sheetInfo(sheet) {
    let rules;
    try {
        rules = sheetRules(sheet);
    }
    catch {
        return { n: -1, flags: ALL, selectors: null, unreadable: true, pseudoText: true, contentVisibility: true };
    }
    const n = rules.length;
    const first = n > 0 ? rules[0] : null;
    const last = n > 0 ? rules[n - 1] : null;
    const c = sheetCache.get(sheet);
    if (c && c.n === n && c.first === first && c.last === last)
        return c;
    let flags = 0;
    let selectors = [];
    let pseudoText = false;
    let contentVisibility = false;
    // Grouping rules (@media, @supports, @layer, nesting) hold rule lists: an explicit stack, no recursion.
    const stack = [{ list: rules, nested: false }];
    while (stack.length > 0 && flags !== ALL) {
        const { list, nested } = pop(stack);
        for (let i = 0; i < list.length && flags !== ALL; i++) {
            const rule = list[i];
            let text;
            try {
                text = ruleText(rule);
            }
            catch {
                flags = ALL;
                break;
            }
            if (strIndexOf(text, '@import') === 0) {
                flags = ALL;
                break;
            }
            if (strIndexOf(text, '@container') === 0)
                flags |= CONTAINER;
            if (!pseudoText && reTest(PSEUDO_ELEMENT, text) && reTest(CONTENT_DECL, text))
                pseudoText = true;
            if (!contentVisibility && (strIndexOf(text, 'content-visibility') >= 0 || reTest(ALL_DECL, text)))
                contentVisibility = true;
            const sel = styleRuleSelector(rule);
            if (sel !== undefined) {
                const f = ruleFlags(text);
                if (f) {
                    flags |= f;
                    // A nested rule's selector is relative to its parent's: not usable on its own.
                    const es = nested ? null : elementSelector(sel);
                    if (es === null || selectors === null)
                        selectors = null;
                    else
                        push(selectors, es);
                }
            }
            const inner = childRules(rule);
            if (inner && inner.length > 0)
                push(stack, { list: inner, nested: nested || sel !== undefined });
        }
    }
    const info = {
        n,
        first,
        last,
        flags,
        selectors: flags === ALL ? null : selectors,
        unreadable: flags === ALL,
        pseudoText: pseudoText || flags === ALL,
        contentVisibility: contentVisibility || flags === ALL,
    };
    sheetCache.set(sheet, info);
    return info;
}
/** The sheets that apply in a document or shadow root, in order. */
function sheetsOf(root) {
    const out = [];
    const isDoc = nodeType(root) === DOCUMENT_NODE;
    let list;
    let adopted;
    try {
        list = isDoc ? docStyleSheets(root) : rootStyleSheets(root);
        adopted = isDoc ? docAdoptedSheets(root) : rootAdoptedSheets(root);
    }
    catch {
        list = undefined;
    }
    if (list)
        for (let i = 0; i < list.length; i++)
            push(out, list[i]);
    if (adopted)
        for (let i = 0; i < adopted.length; i++)
            push(out, adopted[i]);
    return out;
}
function sheetState(root) {
    const sheets = sheetsOf(root);
    const counts = [];
    const ends = [];
    let flags = 0;
    let selectors = [];
    let unreadable = false;
    for (let i = 0; i < sheets.length; i++) {
        const s = sheets[i];
        let n;
        let disabled = false;
        let first = null;
        let last = null;
        try {
            const rules = sheetRules(s);
            n = rules.length;
            if (n > 0) {
                first = rules[0];
                last = rules[n - 1];
            }
            disabled = sheetDisabled(s);
        }
        catch {
            n = -1;
        }
        push(counts, disabled ? -2 - n : n);
        push(ends, first, last);
        if (disabled)
            continue;
        const info = sheetInfo(s);
        flags |= info.flags;
        if (info.unreadable)
            unreadable = true;
        if (info.selectors === null || selectors === null)
            selectors = null;
        else
            for (let k = 0; k < info.selectors.length; k++)
                push(selectors, info.selectors[k]);
    }
    if (selectors !== null && selectors.length > MAX_SELECTORS)
        selectors = null;
    return { sheets, counts, ends, flags, selectors, unreadable };
}
function sameSheets(a, b) {
    if (a.sheets.length !== b.sheets.length)
        return false;
    for (let i = 0; i < a.sheets.length; i++) {
        if (a.sheets[i] !== b.sheets[i] || a.counts[i] !== b.counts[i])
            return false;
        if (a.ends[2 * i] !== b.ends[2 * i] || a.ends[2 * i + 1] !== b.ends[2 * i + 1])
            return false;
    }
    return true;
}

/**
 * Which computed-style reads a document's stylesheets make pointless, so a snapshot can skip them.
 *
 * Two reads are costly and almost always answer "nothing": the `content` of an element's ::before and
 * ::after (names from content, accname 1.2 §4.3.2 step 2F.ii; in Chromium a pseudo-element's computed
 * style costs about three plain reads, and names read both pseudo-elements of every element they
 * descend into), and `content-visibility` (read for every element with children; `hidden` skips its
 * contents, CSS Contain 2 §4). Both values can only come from an author rule that says so: `content`
 * does not inherit and applies to pseudo-elements only through a selector naming them, and
 * content-visibility does not inherit (only `all: inherit` can pass it down). The user-agent sheet
 * sets neither on ordinary elements, with two exceptions the callers keep reading: `q`
 * (open-quote/close-quote) and `[hidden=until-found]` (content-visibility: hidden).
 *
 * So one scan of a document's sheets answers for every light-DOM element of that document: no rule
 * that names ::before/::after and sets `content` means no pseudo-element text; no rule that sets
 * content-visibility (or `all`) means none is hidden that way. The scan is conservative: a sheet that
 * cannot be read (cross-origin without CORS) or holds @import opens the gate, and a rule's whole text
 * is matched, so a grouping or nesting rule counts with everything it contains.
 *
 * What the gate does not cover, the callers read as before: shadow trees (their own sheets, `:host`,
 * `::slotted()` and `::part()` reach across), shadow hosts, slotted elements, custom elements, and
 * inline styles (the `style` attribute).
 *
 * Cost: nothing of its own per rule. The facts come from the incremental tracker's per-sheet scan
 * (dom/css/styleRelevance.ts's sheetInfo), which reads each rule's text once per sheet version,
 * recognised by its rule count and its first and last rule objects (insertRule, deleteRule, replace
 * and replaceSync change one of them); with incremental snapshots on, both share that one scan. An
 * in-place edit of an existing rule's declarations (`rule.style.content = '"x"'` on a rule that did
 * not set it) keeps all three: the same blind spot the incremental tracker has (README, "Incremental
 * snapshots").
 */
/** Read everything: the answer when a sheet cannot be read, or styles are not the engine's. */
const OPEN = { pseudoText: true, contentVisibility: true };
/** What the sheets applying in `doc` allow its light-DOM elements to skip (see the file comment). */
function styleGate(doc) {
    if (!engineStyles)
        return OPEN;
    const sheets = sheetsOf(doc);
    let pseudoText = false;
    let contentVisibility = false;
    for (let i = 0; i < sheets.length; i++) {
        const s = sheets[i];
        try {
            // A disabled sheet applies nothing; enabling it later is seen by the next snapshot's gate.
            if (sheetDisabled(s))
                continue;
        }
        catch {
            return OPEN;
        }
        const info = sheetInfo(s);
        if (info.pseudoText)
            pseudoText = true;
        if (info.contentVisibility)
            contentVisibility = true;
        if (pseudoText && contentVisibility)
            return OPEN;
    }
    return { pseudoText, contentVisibility };
}

let cache;
/**
 * The tree's collapsed text of each text node (collapsing is a regular-expression replace per text
 * node per snapshot, a visible share of an incremental snapshot of a large page). A text
 * node changes only through characterData or childList records, which make its parent's subtree
 * dirty, so a clean one keeps its text.
 */
let texts;
/**
 * Layout epochs: a new one begins with every walk that cannot rule out a layout change since the
 * last. A box read in the current epoch still holds; one from an earlier epoch (read while the
 * element was registered, kept while it was not) does not. A sequence number, not instance state
 * (platform/instanceState.ts): dispose empties the cache, and an epoch never comes back.
 */
let epoch = 0;
function layoutEpoch(moved) {
    if (moved)
        epoch++;
    return epoch;
}
/** Options and page state the cached values depend on; a different key empties the cache. */
let cacheKey;
const emptyCache = defineState(() => {
    cache = new SafeWeakMap();
    texts = new SafeWeakMap();
    cacheKey = '';
});
function entryOf(el) {
    return cache.get(el);
}
function setEntry(el, e) {
    cache.set(el, e);
}
function textOf(n) {
    return texts.get(n);
}
function setText(n, t) {
    texts.set(n, t);
}
function cacheKeyIs(key) {
    return key === cacheKey;
}
function resetCache(key = '') {
    emptyCache();
    cacheKey = key;
}

/** An empty clip (nothing of the box is visible). */
const NO_AREA = { x1: 0, y1: 0, x2: 0, y2: 0 };
/** The document's style gate (styleGate.ts), read once per walk. */
function gateOf(s, doc) {
    let g = s.gates.get(doc);
    if (!g) {
        g = styleGate(doc);
        s.gates.set(doc, g);
    }
    return g;
}
function createWalkState(viewportW, viewportH, o, frames, inc, firstNew) {
    const t0 = nowP();
    const changes = inc ? inc.changes : null;
    const reuseBoxes = changes !== null && changes.layout === null;
    const exp = o.viewportExpansion;
    const s = {
        o,
        frames,
        inc,
        changes,
        leafChanges: false,
        dirtyRoots: changes ? changes.roots : null,
        touched: changes ? changes.touched : null,
        allStyles: changes !== null && changes.stylesUnknown !== null,
        styleChanged: [],
        concealedChanged: [],
        coverProbes: [],
        docs: [],
        roots: [],
        reused: 0,
        reuseBoxes,
        epoch: inc ? layoutEpoch(!reuseBoxes) : 0,
        scrollers: [],
        mediaPending: null,
        deadline: o.deadlineMs > 0 ? t0 + o.deadlineMs : Infinity,
        firstNewIndex: firstNew ?? registryState().nextIndex,
        restart: undefined,
        records: [],
        items: [],
        nodes: [],
        errors: [],
        remoteFrames: [],
        seen: new SafeSet(),
        nameCache: createNameCache(),
        gates: new SafeMap(),
        wantTree: o.tree,
        space: false,
        textShown: new SafeSet(),
        include: o.include,
        viewport: { x1: 0, y1: 0, x2: viewportW, y2: viewportH },
        expanded: exp < 0 ? null : { x1: -exp, y1: -exp, x2: viewportW + exp, y2: viewportH + exp },
        visited: 0,
        shadowRoots: 0,
        truncated: false,
        truncatedReason: undefined,
        stack: [],
        done: false,
        connectedOnly: false,
        bgs: new SafeMap(),
        v: {
            entry: null,
            sr: null,
            dirty: false,
            cs: null,
            restyled: false,
            prevCv: undefined,
            rect: null,
            baseClip: NO_AREA,
            visible: true,
            transparent: false,
            concealed: '',
            concealedRead: false,
            ariaHidden: false,
            inert: false,
            recIndex: -1,
            recDepth: 0,
            treeIndex: -1,
        },
    };
    return s;
}

/**
 * When an incremental walk may reuse a cached name, and the names it settles at its end: a reused
 * name can go stale through a label elsewhere in the document (elsewhereStale), a style change below
 * the element (settleNames) or a stylesheet change that alters pseudo-element text (renameProvisional).
 */
const LABELABLE$1 = {
    input: true,
    select: true,
    textarea: true,
    button: true,
    meter: true,
    output: true,
    progress: true,
};
/**
 * Whether a name may come from outside the element's subtree and may have changed: labelable elements
 * take names from <label>s, and aria-labelledby from anywhere in the document. Such a name still holds
 * when the DOM did not mutate (ids, `for` and aria-labelledby, so the set of sources, are unchanged),
 * styles are bounded, and no source lies in or above a changed subtree (its text, an embedded
 * control's value or a style below it): a typed value is no mutation, and after one the labelled
 * controls of a form keep their names. aria-owns and custom elements (their shadow content, element
 * internals) are never bounded, nor is anything in a full snapshot (`changes` null).
 */
function elsewhereStale(el, tag, changes, cache, leaves) {
    if (strIndexOf(tag, '-') > 0 || hasAttribute(el, 'aria-owns'))
        return true;
    if (LABELABLE$1[tag] !== true && !hasAttribute(el, 'aria-labelledby'))
        return false;
    if (changes === null || changes.mutated || changes.stylesUnknown !== null)
        return true;
    const sources = nameSources(el, cache);
    for (let i = 0; i < sources.length; i++) {
        const s = sources[i];
        if (changes.touched.has(s))
            return true;
        if (leaves) {
            if (changes.roots.has(s))
                return true;
            continue;
        }
        for (let n = s, guard = 0; n && guard < 10000; n = walkParent(n), guard++) {
            if (changes.roots.has(n))
                return true;
        }
    }
    return false;
}
/**
 * Whether every changed subtree is a node with nothing below it in the composed tree (no child, no
 * shadow root, not a frame's host): then a node lies in a changed subtree only if it is a root
 * itself, and the walk up from each name source is not needed. Typing changes one input, a leaf:
 * on a large page the walks up from every label were a visible share of its incremental snapshot.
 */
function leafRoots(roots) {
    let leaves = true;
    roots.forEach((n) => {
        if (!leaves)
            return;
        if (firstChild(n) !== null)
            leaves = false;
        else if (nodeType(n) === ELEMENT_NODE) {
            const el = n;
            const tag = localName(el);
            if (tag === 'iframe' || tag === 'frame' || tag === 'object' || tag === 'embed')
                leaves = false;
            else if (shadowRootOf(el) !== null || closedShadowRootOf(el) !== null)
                leaves = false;
        }
        else if (nodeType(n) !== TEXT_NODE)
            leaves = false;
    });
    return leaves;
}
/**
 * Whether an element's ::before/::after may hold text: the document's stylesheets may give it some
 * (styleGate.ts), or the element is where the gate does not answer (a shadow tree, a shadow host, a
 * slotted or custom element; `q`, whose quotes the UA sheet adds).
 */
function mayHavePseudo(el, s) {
    const doc = ownerDocument(el);
    if (!doc || gateOf(s, doc).pseudoText)
        return true;
    const tag = localName(el);
    if (tag === 'q' || strIndexOf(tag, '-') > 0)
        return true;
    if (getRootNode(el) !== doc || shadowRootOf(el) !== null || closedShadowRootOf(el) !== null)
        return true;
    return assignedSlotOf(el) != null;
}
/** The elements in `from` and every ancestor of theirs (flat tree). */
function atOrAbove(from) {
    const hit = new SafeSet();
    for (let i = 0; i < from.length; i++) {
        for (let n = from[i]; n && !hit.has(n); n = walkParent(n))
            hit.add(n);
    }
    return hit;
}
/**
 * Styles were read afresh and some changed: names reused for elements at or above a change may have
 * lost or gained content (a child hidden or shown). Recompute those, and their text. Where only
 * what a person sees changed (`concealedChanged`: concealedReads.ts), the text alone.
 */
function settleNames(s) {
    const restyled = atOrAbove(s.styleChanged);
    const reconcealed = atOrAbove(s.concealedChanged);
    const items = s.items;
    for (let i = 0; i < items.length; i++) {
        const it = items[i];
        if (restyled.has(it.element)) {
            it.textClean = false;
            if (it.nameProvisional)
                rename(s, it);
        }
        else if (reconcealed.has(it.element))
            it.textClean = false;
    }
}
/** A reused name computed again (settleNames, renameProvisional). */
function rename(s, it) {
    it.nameProvisional = false;
    const name = computeName(it.element, it.record.role, s.nameCache);
    it.record.name = name;
    if (it.entry)
        it.entry.name = name;
    // The description leaves out a title that gave the name (accname 1.2 §4.3.1): recompute it with
    // the settled name, or a title-named link keeps its title as a description too.
    const description = computeDescription(it.element, name, s.nameCache);
    if (description !== '')
        it.record.description = description;
    else
        delete it.record.description;
}
/**
 * Whether pseudo-element text may have changed with the sheets: no property the walk reads shows a
 * ::before's new `content` (a rule inserted, a sheet replaced). Possible wherever a walked document's
 * style gate is open, and in shadow trees, which the gate does not cover. Only after a sheet change:
 * under a sheet the page cannot read, every mutation reads styles afresh, and renaming every record
 * each time cost 1.3-1.5x on a row added (msn, yahoo-2, breitbart); a mutation that changes a
 * pseudo-element's text through a combinator outside the element's subtree stays unseen there
 * (README, "Incremental snapshots").
 */
function pseudoTextPossible(s) {
    if (s.roots.length > 0)
        return true;
    for (let i = 0; i < s.docs.length; i++)
        if (gateOf(s, s.docs[i]).pseudoText)
            return true;
    return false;
}
/** Styles were read afresh and pseudo-element text may have changed: every reused name is computed again. */
function renameProvisional(s) {
    for (let i = 0; i < s.items.length; i++)
        if (s.items[i].nameProvisional)
            rename(s, s.items[i]);
}

/**
 * What feeds the dirty set: one MutationObserver on every document and shadow root the walk visited
 * (its records become dirty roots), and passive listeners for the events that change dynamic
 * pseudo-classes without a mutation (focus, hover, input, popover toggles, ...) and for the ones that
 * move layout (layoutState.ts).
 */
const EVENTS = [
    'focusin',
    'focusout',
    'mouseover',
    'mouseout',
    'mousedown',
    'mouseup',
    'pointerdown',
    'pointerup',
    'input',
    'change',
    'reset',
    'toggle',
    'hashchange',
    'fullscreenchange',
    'play',
    'pause',
    'seeking',
    'seeked',
];
let observer;
let observerCtor;
/** Set by afterWalk's tracking when it failed: the next snapshot must be full. */
let overflowNext;
let observed;
let listening;
let fontSets;
let markAttr;
/**
 * Counts writes of the mark attribute that may not be ours (marks.ts reuses its last duplicate-mark
 * check only while this has not moved since). Ours are told apart by value: an element's cache entry
 * holds the mark applyMarks wrote (`markedAs`), and a record whose element now carries anything else
 * (another value, none, or a mark on an element we never marked) is the page's. Judged when the
 * record is read: a value changed and changed back counts as unchanged, which it is. A sequence
 * number, not instance state (platform/instanceState.ts): it only grows, dispose included.
 */
let foreignMarks = 1;
defineState(() => {
    observer = observerCtor = overflowNext = null;
    observed = new SafeWeakSet();
    listening = [];
    fontSets = [];
    markAttr = false;
}, stopObserving);
function foreignMarkWrites() {
    return foreignMarks;
}
function onRecords(records) {
    if (overflow) {
        foreignMarks++;
        return;
    }
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const t = mrTarget(r);
        const type = mrType(r);
        if (type === 'attributes') {
            if (markAttr !== false && mrAttributeName(r) === markAttr) {
                const e = entryOf(t);
                if (!e || e.markedAs === undefined || getAttribute(t, markAttr) !== e.markedAs) {
                    foreignMarks++;
                    // The page changed a mark we wrote: applyMarks skips clean elements whose mark it wrote
                    // last time, so forget that it did (it reads the attribute again and writes it back).
                    if (e)
                        e.markedAs = undefined;
                }
                continue;
            }
            markMutated();
            addRoot(t);
        }
        else if (type === 'childList') {
            if (onlyOwn(mrAdded(r)) && onlyOwn(mrRemoved(r)))
                continue;
            markMutated();
            addRoot(t);
        }
        else {
            markMutated();
            // characterData: the text node's parent element.
            const p = parentNode(t);
            if (p)
                addRoot(p);
        }
        if (overflow)
            return;
    }
}
function onlyOwn(list) {
    for (let i = 0; i < list.length; i++)
        if (!isOwn(list[i]))
            return false;
    return true;
}
/** The records queued and not yet delivered, into the dirty set now. */
function flushRecords() {
    if (observer)
        onRecords(moTakeRecords(observer));
}
/** Why tracking failed since the last call (the next snapshot must be full), or null. */
function takeOverflowNext() {
    const r = overflowNext;
    overflowNext = null;
    return r;
}
/** Whether incremental snapshots can work in this DOM at all. */
function trackingAvailable() {
    return MutationObserverP !== null;
}
/** Start observing a document (and listening on its window) or a shadow root; idempotent. */
function track(root, markAttribute) {
    markAttr = markAttribute;
    if (!MutationObserverP || observed.has(root))
        return;
    // bindWindow() may have switched windows (static mode, tests): an observer belongs to one.
    if (!observer || observerCtor !== MutationObserverP) {
        if (observer)
            moDisconnect(observer);
        observer = new MutationObserverP(onRecords);
        observerCtor = MutationObserverP;
    }
    try {
        moObserve(observer, root, { subtree: true, childList: true, attributes: true, characterData: true });
    }
    catch {
        // A node from another window or implementation: unobservable, so the next snapshot is full.
        overflowNext = 'a document or shadow root could not be observed';
        return;
    }
    observed.add(root);
    if (nodeType(root) === DOCUMENT_FRAGMENT_NODE)
        return;
    let fonts;
    try {
        fonts = docFonts(root);
    }
    catch {
        fonts = undefined;
    }
    if (fonts) {
        push(fontSets, fonts);
        listenAll(fonts, FONT_EVENTS, onLayoutEvent, false, true);
    }
    const win = defaultView(root);
    if (!win)
        return;
    for (let i = 0; i < listening.length; i++)
        if (listening[i] === win)
            return;
    push(listening, win);
    listenAll(win, EVENTS, onEvent, true, true);
    // Scroll, load and error do not bubble: the capture phase on the window sees them all.
    listenAll(win, LAYOUT_EVENTS, onLayoutEvent, true, true);
}
/** Add (or remove) one passive listener per event type; a target that went away is skipped. */
function listenAll(t, types, fn, capture, add) {
    for (let i = 0; i < types.length; i++) {
        try {
            if (add)
                addEventListenerP(t, types[i], fn, { capture, passive: true });
            else
                removeEventListenerP(t, types[i], fn, { capture });
        }
        catch {
            // A window that navigated away, a font set of a document that is gone.
        }
    }
}
/** Disconnect the observer and remove every listener (dispose; the init above forgets the rest). */
function stopObserving() {
    if (observer)
        moDisconnect(observer);
    foreignMarks++;
    for (let i = 0; i < listening.length; i++) {
        listenAll(listening[i], EVENTS, onEvent, true, false);
        listenAll(listening[i], LAYOUT_EVENTS, onLayoutEvent, true, false);
    }
    for (let i = 0; i < fontSets.length; i++)
        listenAll(fontSets[i], FONT_EVENTS, onLayoutEvent, false, false);
}

/** Tag and role tables for discovery. Plain objects with null prototype: lookups cannot hit a patched Object.prototype. */
function set(words) {
    const o = Object.create(null);
    const parts = words.split(' ');
    for (let i = 0; i < parts.length; i++)
        o[parts[i]] = true;
    return o;
}
/** Never rendered, or not page content: the walk does not enter them. */
const SKIP_TAGS = set('script style noscript template head meta link title base param source track ' +
    // SVG's never-rendered elements (SVG 2 §5.1: definitions, paint servers, descriptive text);
    // localName keeps SVG's camel case.
    'defs clipPath mask symbol marker pattern linearGradient radialGradient filter desc metadata');
/**
 * The SVG elements that are drawn, or hold what is drawn (SVG 2 §5.1, §10, §11), by localName. Any other
 * element inside an <svg> (an unknown element, or an HTML name such as textarea parsed as SVG foreign
 * content, which has no form control behind it) is not rendered, nor is its content.
 */
const SVG_RENDERED = set('svg g a path circle ellipse rect line polyline polygon text tspan textPath use image foreignObject switch');
/**
 * Widget roles (WAI-ARIA 1.2 §5.3.2 widget roles, plus composite roles whose element is itself the
 * interaction target). Containers such as menu, tablist, radiogroup are not here: their items are.
 */
const WIDGET_ROLES = set('button checkbox combobox gridcell link listbox menuitem menuitemcheckbox menuitemradio option radio scrollbar ' +
    'searchbox slider spinbutton switch tab textbox treeitem');
/** Content elements registered with include 'interactive+content' (what a reader needs). */
const CONTENT_TAGS = set('h1 h2 h3 h4 h5 h6 p li td th img figcaption caption blockquote pre dt dd legend label');
/** Inline handler attributes that make an element clickable. */
const HANDLER_ATTRS = ['onclick', 'onmousedown', 'onmouseup', 'onpointerdown', 'onpointerup', 'ontouchstart'];
/** Attributes kept on records (the renderers choose which to show). */
const KEEP_ATTRS = [
    'id',
    'name',
    'type',
    'href',
    'src',
    'alt',
    'title',
    'placeholder',
    'aria-label',
    'role',
    'value',
    'for',
    'data-testid',
    'data-test',
    'data-cy',
    'autocomplete',
    'min',
    'max',
    'step',
    'pattern',
    'maxlength',
    'accept',
    'target',
    'action',
    'method',
    'aria-describedby',
    'aria-controls',
];

/**
 * Tree-widget state shown only through class names (no ARIA): the open state of a folder toggle.
 * In dom/aria, below discovery, because readStates reads it as the record's `expanded` state.
 */
/**
 * The open state a tree widget shows on a folder toggle that carries no ARIA of its own: jQuery
 * treeview's hitarea carries `expandable-hitarea` (collapsed; `lastExpandable-hitarea` on the last
 * child) or `collapsable-hitarea` (open); jsTree's open/close icon (`i.jstree-ocl`, role=presentation)
 * sits before its item's anchor, a treeitem whose aria-expanded says it. Undefined when the element
 * shows neither (an agent must see that a collapsed folder can be opened).
 */
function toggleExpanded(el) {
    const cls = getAttribute(el, 'class');
    // Every class it looks for holds "hitarea" or "ocl": one test instead of splitting every record's classes.
    if (!cls || !reTest(/hitarea|ocl/i, cls))
        return switcherExpanded(el);
    const toks = splitSpaces(toLower(cls));
    for (let i = 0; i < toks.length; i++) {
        const t = toks[i];
        if (t === 'expandable-hitarea' || t === 'lastexpandable-hitarea')
            return false;
        if (t === 'collapsable-hitarea' || t === 'lastcollapsable-hitarea')
            return true;
    }
    const n = nextElementSibling(el);
    const x = n && getAttribute(n, 'role') === 'treeitem' ? getAttribute(n, 'aria-expanded') : null;
    return x === 'true' ? true : x === 'false' ? false : undefined;
}
/**
 * A text-less switcher inside a treeitem, just before the item's label: the treeitem's open state.
 * rc-tree (Ant Design's Tree) puts aria-expanded on a `div role=treeitem` whose caret is a `span` of
 * its own between the indent and the title (a click on the title selects the node without opening
 * it); MUI X's tree view puts it on the `li role=treeitem`, whose caret sits one level down, in the
 * row that also holds the label. Undefined for anything else, the label itself included (it is the
 * row's last child).
 */
function switcherExpanded(el) {
    let p = parentElement(el);
    if (p && getAttribute(p, 'role') !== 'treeitem')
        p = parentElement(p);
    if (!p || getAttribute(p, 'role') !== 'treeitem')
        return undefined;
    const x = getAttribute(p, 'aria-expanded');
    if (x !== 'true' && x !== 'false')
        return undefined;
    const n = nextElementSibling(el);
    if (!n || strTrim(textContent(el) ?? '') !== '' || strTrim(textContent(n) ?? '') === '')
        return undefined;
    return x === 'true';
}
/**
 * A text-less folder toggle's name: the label beside it, the item's next element (jQuery treeview
 * prepends the hitarea to the folder's `<span>` or `<a>`, jsTree its icon to the anchor, rc-tree its
 * switcher to the title). Without it the agent reads a nameless `<div collapsed>` and cannot tell
 * which folder it opens (issue 42 point 1).
 */
function toggleName(el) {
    const n = toggleExpanded(el) !== undefined ? nextElementSibling(el) : null;
    return n ? strTrim(textContent(n) ?? '') : '';
}

/**
 * The one "disabled" rule. An element is disabled when it matches `:disabled` (HTML §4.16.3: form
 * controls, their fieldset and optgroup ancestry) or carries aria-disabled="true" (WAI-ARIA 1.2,
 * matched trimmed and ASCII case-insensitively, as readStates reads every ARIA token). The snapshot
 * reports that state of the element itself; actions also refuse an element inside an
 * aria-disabled ancestor (ARIA 1.2 aria-disabled: "the element and all focusable descendants").
 */
function ariaDisabled(el) {
    const v = getAttribute(el, 'aria-disabled');
    return v !== null && toLower(strTrim(v)) === 'true';
}
/**
 * The element's own disabled state. `aria` false: the caller knows the element carries no aria-*
 * attribute (readStates' shortcut), so the attribute is not read.
 */
function isDisabled(el, aria = true) {
    try {
        if (matches(el, ':disabled'))
            return true;
    }
    catch { } // selector unsupported by this engine (or a non-DOM implementation)
    return aria && ariaDisabled(el);
}

const MAX_OPTIONS = 100;
/**
 * Whether the element carries any aria-* attribute. Most records carry none, and one list then
 * stands in for the eleven lookups below (the walk reads it once per element: attrScope).
 */
function hasAria(el) {
    const names = getAttributeNames(el);
    for (let i = 0; i < names.length; i++) {
        const n = names[i];
        if (n.length > 5 && strSlice(n, 0, 5) === 'aria-')
            return true;
    }
    return false;
}
function ariaBool(el, name, aria) {
    if (!aria)
        return undefined;
    const v = getAttribute(el, name);
    if (v === null)
        return undefined;
    const t = toLower(strTrim(v));
    if (t === 'true')
        return true;
    if (t === 'false')
        return false;
    if (t === 'mixed')
        return 'mixed';
    return undefined;
}
/**
 * ARIA and native states of one element. Absent keys mean false/not applicable, which keeps
 * records small; `focused` is set by the caller (it knows the deep active element).
 */
function readStates(el, tag, role, ariaHidden, inert) {
    const s = {};
    const aria = hasAria(el);
    if (tag === 'input') {
        const type = inputType(el);
        if (type === 'checkbox' || type === 'radio') {
            s.checked = type === 'checkbox' && indeterminate(el) ? 'mixed' : inputChecked(el);
        }
    }
    else if (tag === 'option') {
        s.selected = optionSelected(el);
    }
    if (s.checked === undefined) {
        const c = ariaBool(el, 'aria-checked', aria);
        if (c !== undefined &&
            (role === 'checkbox' ||
                role === 'radio' ||
                role === 'switch' ||
                role === 'menuitemcheckbox' ||
                role === 'menuitemradio' ||
                role === 'option' ||
                role === 'treeitem')) {
            s.checked = c;
        }
    }
    if (s.selected === undefined) {
        const sel = ariaBool(el, 'aria-selected', aria);
        if (sel === true)
            s.selected = true;
    }
    const exp = ariaBool(el, 'aria-expanded', aria);
    if (exp !== undefined && exp !== 'mixed')
        s.expanded = exp;
    else if (tag === 'summary') {
        const p = parentElement(el);
        if (p && localName(p) === 'details')
            s.expanded = hasAttribute(p, 'open');
    }
    else {
        const t = toggleExpanded(el);
        if (t !== undefined)
            s.expanded = t;
    }
    const pr = ariaBool(el, 'aria-pressed', aria);
    if (pr !== undefined && pr !== false)
        s.pressed = pr;
    if (isDisabled(el, aria))
        s.disabled = true;
    if (tag === 'input' || tag === 'textarea') {
        if (hasAttribute(el, 'readonly'))
            s.readonly = true;
        if (hasAttribute(el, 'required'))
            s.required = true;
    }
    else if (tag === 'select' && hasAttribute(el, 'required'))
        s.required = true;
    if (ariaBool(el, 'aria-readonly', aria) === true)
        s.readonly = true;
    if (ariaBool(el, 'aria-required', aria) === true)
        s.required = true;
    const inv = aria ? getAttribute(el, 'aria-invalid') : null;
    if (inv !== null && inv !== 'false' && inv !== '')
        s.invalid = true;
    if (tag.length === 2 && tag[0] === 'h' && tag[1] >= '1' && tag[1] <= '6')
        s.level = Number(tag[1]);
    const lvl = aria ? getAttribute(el, 'aria-level') : null;
    if (lvl !== null && Number(lvl) > 0)
        s.level = Number(lvl);
    if (tag === 'select' && hasAttribute(el, 'multiple'))
        s.multiple = true;
    const cur = aria ? getAttribute(el, 'aria-current') : null;
    if (cur !== null && cur !== 'false' && cur !== '')
        s.current = cur;
    const hp = aria ? getAttribute(el, 'aria-haspopup') : null;
    if (hp !== null && hp !== 'false' && hp !== '')
        s.hasPopup = hp === 'true' ? 'menu' : hp;
    if (ariaHidden)
        s.ariaHidden = true;
    if (inert)
        s.inert = true;
    if (tag === 'textarea' || (tag === 'input' && isTextInput(inputType(el))) || isContentEditable(el))
        s.editable = true;
    return s;
}
const NON_TEXT_INPUTS = wordSet('checkbox radio submit reset button image file range color hidden');
function isTextInput(type) {
    return !NON_TEXT_INPUTS[type];
}
const FAKEPATH = 'C:\\fakepath\\';
/**
 * Current value of a form control. Password values are never copied into a snapshot (snapshots go
 * to LLM prompts and logs): they are replaced by one bullet per character.
 */
function readValue(el, tag, maxLen) {
    if (tag === 'input') {
        const type = inputType(el);
        if (type === 'checkbox' ||
            type === 'radio' ||
            type === 'submit' ||
            type === 'reset' ||
            type === 'button' ||
            type === 'image')
            return undefined;
        let v = inputValue(el);
        if (type === 'password') {
            let b = '';
            for (let i = 0; i < v.length && i < 64; i++)
                b += '\u2022';
            v = b;
        }
        else if (type === 'file' && strIndexOf(v, FAKEPATH) === 0) {
            // A file input's value is "C:\fakepath\" and the first chosen file's name in every engine
            // (HTML, the input element's "filename" value mode); the page shows the name beside its button.
            v = strSlice(v, FAKEPATH.length);
        }
        return v.length > maxLen ? strSlice(v, 0, maxLen) : v;
    }
    if (tag === 'textarea') {
        const v = textareaValue(el);
        return v.length > maxLen ? strSlice(v, 0, maxLen) : v;
    }
    if (tag === 'select') {
        const opts = selectOptions(el);
        let out = '';
        for (let i = 0; i < opts.length; i++) {
            const o = opts[i];
            if (optionSelected(o))
                out += (out ? ', ' : '') + optionLabel(o);
        }
        return out;
    }
    return undefined;
}
function optionLabel(o) {
    const l = getAttribute(o, 'label');
    return strTrim(strReplace(l !== null && l !== '' ? l : textContent(o) || '', /\s+/g, ' '));
}
/** The options of a <select> (capped: a select with 10,000 options must not bloat the snapshot). */
function readOptions(el) {
    const opts = selectOptions(el);
    const out = [];
    const n = opts.length < MAX_OPTIONS ? opts.length : MAX_OPTIONS;
    for (let i = 0; i < n; i++) {
        const o = opts[i];
        const rec = {
            label: optionLabel(o),
            value: getAttribute(o, 'value') ?? optionLabel(o),
            selected: optionSelected(o),
        };
        if (hasAttribute(o, 'disabled'))
            rec.disabled = true;
        push(out, rec);
    }
    return out;
}

/** Elements whose size may still change when a resource arrives (see layoutState.ts's pendingMedia). */
const MEDIA_TAGS = { img: true, video: true, object: true, embed: true, input: true };
const KEEP_SET = Object.create(null);
for (let i = 0; i < KEEP_ATTRS.length; i++)
    KEEP_SET[KEEP_ATTRS[i]] = true;
/** Attributes kept on unregistered tree nodes (for the HTML format). */
const TREE_ATTRS = ['role', 'aria-label', 'title', 'alt', 'src'];
const ATTR_MAX = 120;
const HREF_MAX = 200;
function keptAttributes(el) {
    const out = {};
    const names = getAttributeNames(el);
    for (let i = 0; i < names.length; i++) {
        const n = names[i];
        if (!KEEP_SET[n])
            continue;
        let v = getAttribute(el, n) ?? '';
        const max = n === 'href' || n === 'src' ? HREF_MAX : ATTR_MAX;
        if (v.length > max)
            v = strSlice(v, 0, max) + '\u2026';
        out[n] = v;
    }
    return out;
}
function treeAttrs(el) {
    if (!hasAttributes(el))
        return undefined;
    let out;
    for (let i = 0; i < TREE_ATTRS.length; i++) {
        const v = getAttribute(el, TREE_ATTRS[i]);
        if (v !== null && v !== '') {
            if (!out)
                out = {};
            out[TREE_ATTRS[i]] = v.length > ATTR_MAX ? strSlice(v, 0, ATTR_MAX) + '\u2026' : v;
        }
    }
    return out;
}
/**
 * overflow-x and overflow-y through one read of the shorthand (CSS Overflow 3 §3.1: it serialises as
 * one keyword when both agree, else "x y"), one style read fewer for every element with element
 * children; an engine that does not serialise the computed shorthand ('') is asked for both.
 */
function readOverflow(e, cs) {
    const o = cssProp(cs, 'overflow');
    const sp = o ? strIndexOf(o, ' ') : -1;
    if (o && sp < 0) {
        e.overflowX = e.overflowY = o;
    }
    else if (o) {
        e.overflowX = strSlice(o, 0, sp);
        e.overflowY = strSlice(o, sp + 1);
    }
    else {
        e.overflowX = cssProp(cs, 'overflow-x');
        e.overflowY = cssProp(cs, 'overflow-y');
    }
}
/** A cache entry before anything is read (the style values are written by readStyle). */
function newEntry(sr) {
    return { sr, display: '', visible: true, opacity0: false, cursor: '', ariaHidden: false, inert: false };
}
const SCRATCH = newEntry(null);
function resetEntry(e, sr) {
    e.sr = sr;
    e.position = e.overflowX = e.overflowY = e.cvHidden = e.clipCss = e.frameInset = e.treeAttrs = e.attrs = undefined;
    e.inputType = e.name = e.nameRole = e.text = e.markedAs = e.locators = e.states = undefined;
    e.box = e.top = e.cover = e.concealed = undefined;
    return e;
}
/**
 * Read the computed values the walk needs up front into `e`: display and visibility always, opacity
 * and cursor for rendered elements (with the aria-hidden and inert attributes when `withAttrs`: an
 * element that was display:none had them unread). Whether any value differs from what `e` held.
 * `position` is read lazily (positionOf): only a record (its `clip`) and an element inside an
 * overflow clip (a fixed one escapes it) need it, a property read costs the same in Chromium
 * whatever the property, and on a typical page about half the rendered elements are neither. It is not
 * compared here: the return value asks for names to be settled again, and no name or text depends on it.
 */
function readStyle(e, el, cs, withAttrs) {
    const display = cssProp(cs, 'display');
    // '' from DOMs without CSS (happy-dom, static mode) counts as visible.
    const visible = !visibilityHides(cssProp(cs, 'visibility'));
    let changed = display !== e.display || visible !== e.visible;
    e.display = display;
    e.visible = visible;
    if (displayHides(display))
        return changed;
    const opacity0 = opacityHides(cssProp(cs, 'opacity'));
    const cursor = cssProp(cs, 'cursor');
    if (opacity0 !== e.opacity0 || cursor !== e.cursor)
        changed = true;
    e.opacity0 = opacity0;
    e.cursor = cursor;
    if (withAttrs) {
        // Most elements carry no attribute: one call instead of two lookups.
        const any = hasAttributes(el);
        e.ariaHidden = any && ariaHiddenAttr(el);
        e.inert = any && hasAttribute(el, 'inert');
    }
    return changed;
}
/** The element's computed `position`, read once per entry (see readStyle). */
function positionOf(e, cs) {
    if (e.position === undefined)
        e.position = cssProp(cs, 'position');
    return e.position;
}
/**
 * A record's states: the cached ones while the element and its ancestors are clean and its styles
 * were not read afresh (`-webkit-user-modify` makes a styled element editable), else read. An option's
 * are always read: one in a datalist is no control the tracker watches, and script sets `selected`
 * with no mutation. The object is shared with the last snapshot's record (markFocused copies before
 * it writes).
 */
function statesOf$1(e, el, tag, role, ariaHidden, inert, reuse) {
    const flags = (ariaHidden ? 1 : 0) | (inert ? 2 : 0);
    if (reuse && e.states !== undefined && e.statesRole === role && e.statesFlags === flags)
        return e.states;
    const s = readStates(el, tag, role, ariaHidden, inert);
    e.states = tag === 'option' ? undefined : s;
    e.statesRole = role;
    e.statesFlags = flags;
    return s;
}
/** The element's border box (frame viewport px): the cached one when it holds, else read (and cached). */
function boxOf(s, el, entry) {
    // Dirty or not: with layout unmoved, a value or name change moved no box.
    if (s.reuseBoxes && entry.box && entry.box.epoch === s.epoch)
        return entry.box;
    const r = paintedBox(el);
    const b = { epoch: s.epoch, left: r.left, top: r.top, width: r.width, height: r.height };
    if (s.inc)
        entry.box = b;
    return b;
}
/** What readElement found: read on, skip the element (display:none), or stop the walk (restart). */
const READ_ON = 0;
const READ_SKIP = 1;
const READ_RESTART = 2;
/**
 * The element's shadow root, cache entry and up-front styles into `s.v` (sr, entry, dirty, cs,
 * restyled, prevCv): read afresh when it or an ancestor changed (or in a full snapshot), re-read into
 * the kept entry when styles may have changed anywhere, else reused.
 */
function readElement(s, ctx, el, tag) {
    const v = s.v;
    // The shadow root is read before the style: attaching one re-renders the host with no mutation.
    const sr = s.o.shadow ? (shadowRootOf(el) ?? closedShadowRootOf(el)) : null;
    let entry = s.inc ? entryOf(el) : undefined;
    const seenBefore = entry !== undefined;
    if (s.reuseBoxes && (entry ? entry.sr !== sr : !ctx.dirty)) {
        // Rendered now, unchanged by any mutation the tracker saw: attachShadow() records none, yet
        // the host re-renders; nor does slot.assign(), which renders an element the last walk did not
        // see. Everything may have moved and the boxes reused so far may be stale: the caller walks
        // again, reading every box.
        s.restart = entry ? 'a shadow root was attached' : 'an element was rendered with no mutation';
        s.stack.length = 0;
        return READ_RESTART;
    }
    const dirty = ctx.dirty || !entry || entry.sr !== sr || (s.dirtyRoots !== null && s.dirtyRoots.has(el));
    let cs = null;
    // Styles may have changed anywhere (changeTracker's stylesUnknown): read this element's again.
    let restyled = false;
    let prevCv;
    if (dirty || !entry) {
        cs = computedStyle(el);
        // Without incremental snapshots nothing is kept: one scratch entry serves every element
        // (dirty is then true everywhere, so every field is written before it is read).
        const fresh = s.inc ? newEntry(sr) : resetEntry(SCRATCH, sr);
        if (entry && s.reuseBoxes) {
            // Layout did not move: the box and hit-test result outlive the element's other reads.
            fresh.box = entry.box;
            fresh.top = entry.top;
            fresh.cover = entry.cover;
        }
        readStyle(fresh, el, cs, true);
        if (s.inc)
            setEntry(el, fresh);
        entry = fresh;
    }
    else if (s.allStyles) {
        restyled = true;
        cs = computedStyle(el);
        if (readStyle(entry, el, cs, entry.display === 'none'))
            push(s.styleChanged, el);
        // The lazily read values are read again when needed; content-visibility hides text, so a
        // change there counts like one above.
        prevCv = entry.cvHidden;
        entry.cvHidden = undefined;
        entry.overflowX = undefined;
        entry.position = undefined;
        entry.clipCss = undefined;
        entry.concealed = undefined;
        if (entry.frameInset)
            entry.frameInset = { l: NaN, t: NaN, w: entry.frameInset.w, h: entry.frameInset.h };
        s.reused++;
    }
    else {
        s.reused++;
    }
    v.sr = sr;
    v.entry = entry;
    v.dirty = dirty;
    v.cs = cs;
    v.restyled = restyled;
    v.prevCv = prevCv;
    if (displayHides(entry.display))
        return READ_SKIP;
    if (s.inc && s.mediaPending === null && MEDIA_TAGS[tag])
        s.mediaPending = pendingMedia(el, tag, ctx.doc, seenBefore);
    return READ_ON;
}

/**
 * A text-less icon's name from its icon class, when nothing in accname names it: jQuery UI's
 * `ui-icon-trash`, Font Awesome's `fa-trash-can`, Bootstrap Icons' `bi-star-fill`, Ant Design's
 * `anticon-delete`, a generic `icon-star`. An agent reading `<span>` with no name cannot tell a trash
 * icon from a star (issue 42 point 2); the class is what the page's author named it by.
 */
/** An icon set's prefix, then the icon's own name. */
const ICON_CLASS = /^(?:ui-icon|fa|fas|far|fab|bi|glyphicon|anticon|icon|mdi|octicon|ti|la|ion|lucide|ri)-([a-z][\w-]*)$/i;
/** Modifiers of the same sets that say how an icon is drawn, not which one it is. */
const MODIFIER = /^(?:\d+x|xs|sm|lg|xl|fw|li|solid|regular|light|thin|duotone|brands|spin|pulse|border|inverse|flip.*|rotate.*|stack.*|outlined|filled|twotone)$/i;
function iconName(el) {
    const cls = getAttribute(el, 'class');
    if (!cls || !reTest(/-/, cls))
        return '';
    const toks = splitSpaces(cls);
    for (let i = 0; i < toks.length; i++) {
        const m = reExec(ICON_CLASS, toks[i]);
        if (m && !reTest(MODIFIER, m[1]))
            return strReplace(m[1], /[-_]+/g, ' ');
    }
    return '';
}

function scrollsAxis(overflow) {
    return overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay';
}
/** Pixels left to scroll each way (rounded down), or null when the box cannot scroll at all. */
function scrollRoom(el, overflowX, overflowY) {
    let up = 0;
    let down = 0;
    let left = 0;
    let right = 0;
    if (scrollsAxis(overflowY)) {
        const top = scrollTopOf(el);
        up = top;
        down = scrollHeightOf(el) - clientHeightOf(el) - top;
    }
    if (scrollsAxis(overflowX)) {
        // scrollLeft is negative in right-to-left boxes (CSSOM View §7): the room is its magnitude.
        const x = scrollLeftOf(el);
        const max = scrollWidthOf(el) - clientWidthOf(el);
        left = x < 0 ? max + x : x;
        right = x < 0 ? -x : max - x;
    }
    // Fractional offsets (zoom, subpixel layout) leave under a pixel of room: that is no room.
    up = up >= 1 ? up | 0 : 0;
    down = down >= 1 ? down | 0 : 0;
    left = left >= 1 ? left | 0 : 0;
    right = right >= 1 ? right | 0 : 0;
    if (up + down + left + right === 0)
        return null;
    return { up, down, left, right };
}

/**
 * Click-like listeners recorded by the document-start hook (delivery issue). Until the hook runs,
 * nothing is tracked and `hasTrackedListener` is always false; `capabilities.listenerTracking` says so.
 */
/** Null until the hook runs, and again after dispose (the hook that recorded them is gone). */
let tracked;
defineState(() => {
    tracked = null;
});
function listenerTrackingEnabled() {
    return tracked !== null;
}
function hasTrackedListener(el) {
    return tracked !== null && tracked.has(el);
}

/**
 * Targets inside a clickable row that a person clicks on their own, though they only inherit the
 * row's pointer cursor and their handlers are delegated to an ancestor (jQuery's `.on(event,
 * selector)`, React's root listener), so nothing on the element itself says it acts:
 *  - an icon: a text-less element drawn by a background, an icon font or an svg/img child (jQuery
 *    UI's `span.ui-icon`, Font Awesome's `<i class="fa ...">`), with something else beside it in the
 *    row (a trash or star icon in a message row);
 *  - a word among words: inline-level siblings, each with its own text and nothing else in their
 *    parent (Reply and Forward spans in a pointer bar), which a person sees apart and which
 *    innerText runs together.
 * Neither applies inside a native control or a widget role (a button's icon is part of the button).
 * A click on such a target also reaches the row by bubbling, so registering one too many costs a
 * line of text, while a missing one cannot be acted on at all (issue 42 point 2).
 */
const NON_BLANK = /\S/;
/** What an icon is drawn with, when it is not a background or a font glyph of its own. */
const DRAWN = { svg: true, img: true, i: true, use: true, path: true };
/** Inline-level displays: words side by side on one line. */
const INLINE = { inline: true, 'inline-block': true, 'inline-flex': true };
/** Phrasing elements a bar of words is made of. */
const WORD_TAGS = { span: true, b: true, i: true, em: true, strong: true, small: true, u: true };
/** How far up a native control or widget is looked for (a row's icon sits a few levels below it). */
const MAX_UP$1 = 6;
/**
 * Text of its own: a text node child that is not white space. Also what include
 * 'interactive+content' registers as a text block (a slider's readout in a span, a sender's name
 * in a clickable row's div) when nothing above it shows its text already.
 */
function ownText(el) {
    for (let c = firstChild(el); c; c = nextSibling(c))
        if (nodeType(c) === TEXT_NODE && reTest(NON_BLANK, nodeValue(c)))
            return true;
    return false;
}
/** Inside a native control or an ARIA widget, whose parts are the control itself. */
function insideControl(el) {
    let p = parentElement(el);
    for (let i = 0; p && i < MAX_UP$1; i++, p = parentElement(p)) {
        const t = localName(p);
        if (t === 'button' || t === 'label' || t === 'summary' || t === 'select')
            return true;
        if (t === 'a' && hasAttribute(p, 'href'))
            return true;
        const role = getAttribute(p, 'role');
        if (role && WIDGET_ROLES[role])
            return true;
    }
    return false;
}
/**
 * Text-less, drawn only by its box or by svg/img/i children. Not a shape of an SVG drawing: the
 * lines and circles of an icon are the icon (its <svg>), and a shape that is a target of its own has
 * its own cursor or handler.
 */
function iconLike(el, tag) {
    if ((DRAWN[tag] && tag !== 'i') || namespaceURI(el) === SVG_NS)
        return false;
    if (ownText(el))
        return false;
    for (let c = firstElementChild(el); c; c = nextElementSibling(c))
        if (!DRAWN[localName(c)])
            return false;
    return true;
}
/** Something beside it: text of the parent's own, or another element child. */
function inRow(el, parent) {
    return ownText(parent) || firstElementChild(parent) !== el || nextElementSibling(el) !== null;
}
/** Every element child of parent is a word tag with text of its own, two to eight of them. */
function wordBar(parent) {
    if (ownText(parent))
        return false;
    let n = 0;
    for (let c = firstElementChild(parent); c; c = nextElementSibling(c)) {
        if (++n > 8 || !WORD_TAGS[localName(c)] || !ownText(c))
            return false;
    }
    return n >= 2;
}
/**
 * Whether el, which only inherits its parent's action cursor, is a target of its own: an icon in a
 * row, or a word in a bar of words. `display` is its computed display.
 */
function separateTarget(el, tag, display) {
    const parent = parentElement(el);
    if (!parent)
        return false;
    const icon = iconLike(el, tag) && inRow(el, parent);
    if (!icon && !(display !== undefined && INLINE[display] && WORD_TAGS[tag] && wordBar(parent)))
        return false;
    return !insideControl(el);
}

/**
 * Nested targets: an item of a list nested in another list item (a file tree's leaf inside its
 * folder, a submenu's entry inside its menu entry) is a target of its own when it shows the action
 * cursor, though it only inherits it from the item around it. jQuery file trees give every `li`
 * `cursor: pointer` and a click handler of its own; without this only the outermost item of each
 * branch was registered, and a click on the leaf could only go through the folder's record, whose
 * centre hits the folder. A list item at the top of its tree already differs from its parent's
 * cursor (classifyInteractive.ts), so it needs no rule here.
 */
/** How far above its list the enclosing item is looked for (`li > div > ul > li` in some trees). */
const MAX_UP = 3;
/** Whether el, an element that inherits its parent's action cursor, is an item of a nested list. */
function nestedItem(el, tag) {
    if (tag !== 'li')
        return false;
    const list = parentElement(el);
    if (!list)
        return false;
    const lt = localName(list);
    if (lt !== 'ul' && lt !== 'ol')
        return false;
    let p = parentElement(list);
    for (let i = 0; p && i < MAX_UP; i++, p = parentElement(p))
        if (localName(p) === 'li')
            return true;
    return false;
}

const CONTAINER_PREFIX = '__reactContainer$';
/**
 * Whether `el` is a React root container. React sets a no-op `onclick` on the element it renders into
 * (react-dom `appendChildToContainer`, so that iOS Safari delivers clicks to the delegated handlers) and
 * attaches every delegated listener of the app there (`listenToAllSupportedEvents`): neither says the
 * root itself is something a person acts on, and as a target it stood for the whole app (its text is
 * all of the app's text). React marks the container with an own property: `__reactContainer$<key>`
 * (`createRoot`, React 17 and later) or `_reactRootContainer` (the legacy `ReactDOM.render`).
 * `Object.keys` runs no getter of the page's.
 */
function reactRoot(el) {
    const keys = objectKeys(el);
    for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (k === '_reactRootContainer' || strSlice(k, 0, CONTAINER_PREFIX.length) === CONTAINER_PREFIX)
            return true;
    }
    return false;
}

/** First token of the role attribute that is a widget role, or ''. */
function widgetRoleAttr(el) {
    const r = getAttribute(el, 'role');
    if (!r)
        return '';
    const toks = splitSpaces(toLower(r));
    for (let i = 0; i < toks.length; i++)
        if (WIDGET_ROLES[toks[i]])
            return toks[i];
    return '';
}
/**
 * The cursor, when it is one that says "act on me": `pointer`, or a drag cursor (`move`, `grab`;
 * CSS UI 4 §5.1), which marks what a person picks up: sortable items and drag handles that a library
 * drives through delegated mouse events (jQuery UI Sortable), with no attribute or listener of their
 * own. '' for every other cursor, so the walk's context changes only where this one does.
 */
function actionCursor(cursor) {
    return cursor === 'pointer' || cursor === 'move' || cursor === 'grab' ? cursor : '';
}
/**
 * Why an element is interactive ('tag', 'role', 'contenteditable', 'tabindex', 'onclick', 'listener',
 * 'cursor'), or '' when it is not. Cheap tests first: this runs for every rendered element.
 * `cursor` is the element's computed cursor, `parentCursor` its parent's `actionCursor`: an
 * inherited cursor does not make every descendant of a link clickable, except an icon or a word
 * that is a target of its own inside a clickable row (rowTargets.ts; `display` is the element's) or
 * an item of a nested list (nestedTargets.ts).
 */
function classifyInteractive(el, tag, cursor, parentCursor, display) {
    switch (tag) {
        case 'a':
        case 'area':
            if (hasAttribute(el, 'href'))
                return 'tag';
            // An <a> without href is a placeholder link (HTML §4.5.1), yet scripts bind clicks to them:
            // jQuery UI Datepicker's Prev/Next carry a title, no href (issue 42 point 3). Not every
            // classed one: Wikipedia's self-link (the current page, bold text) is an <a class> too.
            // A named anchor (`name`, or an id alone) is a scroll target, not a click target.
            if (tag === 'a' && hasAttribute(el, 'title') && !hasAttribute(el, 'name'))
                return 'tag';
            break;
        case 'button':
        case 'select':
        case 'textarea':
        case 'iframe':
        case 'frame':
            return 'tag';
        case 'input':
            if (inputType(el) !== 'hidden')
                return 'tag';
            return '';
        case 'summary':
            return 'tag';
        case 'details': {
            // The summary is the toggle; a details without one gets the UA's default summary, so register it.
            let c = firstElementChild(el);
            while (c) {
                if (localName(c) === 'summary')
                    break;
                c = nextElementSibling(c);
            }
            if (!c)
                return 'tag';
            break;
        }
        case 'label':
            if (labelControl(el))
                return 'tag';
            break;
        case 'option': {
            // Options of a select rendered as a list box (multiple or size > 1) are clickable rows; the
            // options of a drop-down select are reached through the select.
            const p = parentElement(el);
            const sel = p && localName(p) === 'optgroup' ? parentElement(p) : p;
            if (sel &&
                localName(sel) === 'select' &&
                (hasAttribute(sel, 'multiple') || Number(getAttribute(sel, 'size')) > 1)) {
                return 'tag';
            }
            break;
        }
        case 'video':
        case 'audio':
            if (hasAttribute(el, 'controls'))
                return 'tag';
            break;
    }
    // Most elements of a page carry no attribute at all: one call answers the ten lookups below for
    // them (the walk classifies every rendered element, so these were a fifth of its DOM calls).
    if (hasAttributes(el)) {
        if (widgetRoleAttr(el))
            return 'role';
        const ce = getAttribute(el, 'contenteditable');
        if (ce !== null && toLower(ce) !== 'false')
            return 'contenteditable';
        // HTML5 drag sources are things a person acts on (drag handles, sortable items).
        if (getAttribute(el, 'draggable') === 'true')
            return 'draggable';
        const ti = getAttribute(el, 'tabindex');
        if (ti !== null && Number(ti) >= 0)
            return 'tabindex';
        for (let i = 0; i < HANDLER_ATTRS.length; i++)
            if (hasAttribute(el, HANDLER_ATTRS[i]))
                return 'onclick';
    }
    const handler = onclickProp(el) != null ? 'onclick' : hasTrackedListener(el) ? 'listener' : '';
    // A React root's onclick and listeners are React's, for the whole app (frameworkRoot.ts).
    if (handler !== '' && !reactRoot(el))
        return handler;
    const c = actionCursor(cursor);
    if (c !== '' && (c !== parentCursor || separateTarget(el, tag, display) || nestedItem(el, tag)))
        return 'cursor';
    return '';
}

/**
 * What a person sees: the one place that decides whether a rendered element or its text is
 * concealed from a person (the model's `concealed`, core/model/types.ts), as pure functions over
 * values the walk and the hit tests already read. The readers only read and assign:
 * dom/discovery/concealedReads.ts (styles and boxes), dom/snapshot/coveredText.ts (hit tests),
 * dom/snapshot/fillText.ts (a record's text); the name-only label is judged in this folder; the
 * renderers ask core/model/seen.ts's isSeen. These are the cases the hidden rule (hiddenRule.ts)
 * does not cover because the element is rendered and takes part in layout, yet no person reads it.
 * Page text a person cannot see is the vehicle of prompt injection against web agents
 * (playwright-mcp issue 1479: instructions in hidden aria-labels), so the formats leave it out or
 * mark it.
 *
 * Verdicts (SEEN '' or a Concealment), carried down the walk's context: a concealed ancestor
 * conceals its subtree.
 *  - OFFSCREEN: a positioned box wholly above or left of the document's origin (`left:-9999px`,
 *    `top:-9999px`), where no scrolling reaches it (CSS Overflow 3 §2.2: the scrollable overflow
 *    area never extends to negative coordinates of the initial containing block), or a fixed box
 *    wholly outside the viewport;
 *  - VISUALLY_HIDDEN: the screen-reader patterns: `clip: rect(0 0 0 0)`, `clip-path: inset(50%)`,
 *    or a positioned box of 1px or less on an axis that clips its overflow;
 *  - LOW_CONTRAST: text whose colour is (almost) that of the opaque background behind it, by a
 *    squared sRGB distance under LOW_CONTRAST_D2 (not WCAG 2.2 §1.4.3's contrast ratio: see there),
 *    or fully transparent text;
 *  - TINY: a font size under TINY_FONT_PX;
 *  - COVERED: under another element at every sample point hit-tested (coveredConcealment).
 * A record whose own verdict is SEEN and whose text is all concealed is concealed for the reason
 * of its first concealed run (dom/snapshot/fillText.ts assigns it).
 * LOW_CONTRAST and TINY are judged only for text that may address the model (StyleConcealment).
 */
const SEEN = '';
const OFFSCREEN = 'offscreen';
const VISUALLY_HIDDEN = 'visually-hidden';
const COVERED = 'covered';
const LOW_CONTRAST = 'low-contrast';
const TINY = 'tiny';
/**
 * Under this squared sRGB distance text is not told apart from its background: 25 levels a channel,
 * e.g. #fff on #e6e6e6. WCAG 2.2 §1.4.3's contrast ratio is not computed: the question here is "the
 * same colour", not "readable enough", and the distance needs no gamma curve. For scale only: that
 * pair's contrast ratio by WCAG 2.2's relative-luminance formula is about 1.25:1, far under the 4.5:1
 * §1.4.3 asks of body text.
 */
const LOW_CONTRAST_D2 = 3 * 25 * 25 + 1;
/** A font size no person reads (px). */
const TINY_FONT_PX = 4;
/** No opaque background found: the canvas (white in every engine's default). */
const CANVAS = 0xffffff;
/** rgb()/rgba() as engines serialise a computed colour (CSS Color 4 §15.2), alpha maybe a percentage. */
const RGB = /^rgba?\(([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+)(%?))?\)$/;
/**
 * A computed colour as 0xRRGGBB when opaque, -1 when fully transparent, -2 when translucent or in a
 * syntax not read here (color(), lab(): such text and backgrounds are not judged). Not cached: only
 * text that may talk to the model is judged (dom/discovery/concealedReads.ts).
 */
function parseColor(c) {
    const m = reExec(RGB, c);
    if (!m)
        return -2;
    const a = m[4] === undefined ? 1 : numberParseFloat(m[4]) / (m[5] ? 100 : 1);
    return a === 0 ? -1 : a < 1 ? -2 : ((+m[1] & 255) << 16) | ((+m[2] & 255) << 8) | (+m[3] & 255);
}
/** Squared distance of two opaque colours in sRGB (0 the same; 3 * 255² black to white). */
function distance2(a, b) {
    let d2 = 0;
    for (let sh = 0; sh < 24; sh += 8) {
        const d = ((a >> sh) & 255) - ((b >> sh) & 255);
        d2 += d * d;
    }
    return d2;
}
/** An element's own background: 0xRRGGBB when opaque, -1 when none, -2 when not judged (translucent). */
function backgroundOf(cs) {
    const c = cssProp(cs, 'background-color');
    return c === '' ? -1 : parseColor(c);
}
/**
 * Whether the text of an element with this computed style is seen, judged against `bg` (the
 * background it sits on, -2 unknown): TINY, LOW_CONTRAST or SEEN. '' values (a DOM without CSS)
 * count as seen.
 */
function textConcealment(cs, bg) {
    const fs = cssProp(cs, 'font-size');
    if (fs !== '' && numberParseFloat(fs) < TINY_FONT_PX)
        return TINY;
    const c = cssProp(cs, 'color');
    if (c === '')
        return SEEN;
    const fg = parseColor(c);
    if (fg === -1)
        return LOW_CONTRAST;
    if (fg < 0 || bg < 0)
        return SEEN;
    return distance2(fg, bg) < LOW_CONTRAST_D2 ? LOW_CONTRAST : SEEN;
}
/** VISUALLY_HIDDEN for a box of 1px or less on an axis whose overflow is clipped, else SEEN. */
function boxConcealment(w, h, overflowX, overflowY) {
    return (w <= 1 && overflowX !== undefined && overflowX !== 'visible') ||
        (h <= 1 && overflowY !== undefined && overflowY !== 'visible')
        ? VISUALLY_HIDDEN
        : SEEN;
}
/** Whether a box's span [p, p + size] on one axis misses the viewport's [lo, hi] (see positionedConcealment). */
function outside(p, size, lo, hi) {
    return (hasLayout ? p >= hi : p > hi) || (size > 0 ? p + size <= lo : p < lo);
}
/**
 * The concealment of an absolutely positioned or fixed element (any other is SEEN by its placement),
 * from what the walk read (concealedReads.ts): whether its clip or clip-path hides it whole
 * (hiddenRule.ts's clipsAway), else its box `r`, its frame's origin (`origin`, the walk's context:
 * top-level viewport coordinates), for an absolute box (`scroll` given) its document's scroll
 * offsets [x, y], and its overflow (its cache entry's reads). Positional parameters and the walk's
 * own objects, not a new object: the bundle mangles parameters (property names stay in it).
 *
 * An absolute box is off-screen when it lies wholly at negative document coordinates, where no
 * scrolling reaches (CSS Overflow 3 §2.2). A fixed box stays where the viewport puts it: off-screen
 * when its span misses the viewport (`vp`, top-level coordinates) on an axis; content overflows
 * towards the end edge, so a box that starts at the end edge (a banner parked at `top: 100%`) is
 * unseen, while a zero-size box at the start edge (a toast container at the origin, or any box in a
 * DOM without layout: platform/dom.ts's hasLayout) still shows what overflows from it. A box of 1px or less on
 * an axis that clips its overflow (`overflowX`/`overflowY`, read only for such boxes) is visually
 * hidden.
 */
function positionedConcealment(clippedAway, r, origin, scroll, vp, overflow) {
    if (clippedAway || !r)
        return VISUALLY_HIDDEN;
    if (scroll
        ? r.left + r.width + scroll[0] <= 0 || r.top + r.height + scroll[1] <= 0
        : outside(r.left + origin.ox, r.width, vp.x1, vp.x2) || outside(r.top + origin.oy, r.height, vp.y1, vp.y2))
        return OFFSCREEN;
    return boxConcealment(r.width, r.height, overflow.overflowX, overflow.overflowY);
}
/**
 * COVERED when hit tests found another element on top at every sample point (`top` false) and named
 * it (`cover` not null: a point with nothing at all is not a cover), else SEEN. The same rule for a
 * record (occlusion.ts) and for a text parent (coveredText.ts).
 */
function coveredConcealment(top, cover) {
    return top === false && cover !== null ? COVERED : SEEN;
}

/**
 * What the walk reads to tell whether a person sees an element's text; the rules that judge these
 * reads are visibility/concealment.ts's, this file only reads and assigns. Every element with children or a record: its position and, only when
 * it is absolutely positioned or fixed, its clip and box (cached in its entry while its styles and
 * layout hold). A text run's colour, font size and the background behind it are read only for text
 * that could talk to the model (instructionLike's first test): those three reads per text parent
 * were most of what provenance cost a snapshot, and white or tiny text that asks nothing of an agent
 * does it no harm. Its ancestors' concealment (off-screen, clipped, covered) holds for all text.
 */
/** The element's own concealment (the rules: visibility/concealment.ts) or its ancestors', into `s.v.concealed`. */
function readConcealment(s, ctx, el) {
    const v = s.v;
    const entry = v.entry;
    if (!(s.reuseBoxes && !v.dirty && !v.restyled && entry.concealed !== undefined)) {
        const cs = (v.cs ?? (v.cs = computedStyle(el)));
        let concealment = SEEN;
        const pos = positionOf(entry, cs);
        if (pos === 'absolute' || pos === 'fixed') {
            const clippedAway = clipsAway(cs, pos);
            const r = clippedAway ? null : (v.rect ?? (v.rect = boxOf(s, el, entry)));
            if (r && (r.width <= 1 || r.height <= 1) && entry.overflowX === undefined)
                readOverflow(entry, cs);
            // An absolute box's document scroll; a fixed one (or one without a window) is placed in the viewport.
            const w = pos === 'fixed' ? null : defaultView(ctx.doc);
            concealment = positionedConcealment(clippedAway, r, ctx, w ? [scrollXOf(w), scrollYOf(w)] : null, s.viewport, entry);
        }
        entry.concealed = concealment;
    }
    v.concealed = ctx.concealed !== SEEN ? ctx.concealed : entry.concealed;
}
/** The opaque background behind an element: its own or the nearest ancestor's (the canvas when none). */
function backgroundBehind(s, el) {
    for (let n = el; n;) {
        const t = nodeType(n);
        if (t === 1) {
            let b = s.bgs.get(n);
            if (b === undefined)
                s.bgs.set(n, (b = backgroundOf(computedStyle(n))));
            if (b !== -1)
                return b;
            n = parentNode(n);
        }
        else
            n = t === 11 ? hostOf(n) : null;
    }
    return CANVAS;
}
/**
 * Note what an element's children inherit (`concealment`: its own concealment or an ancestor's). When it
 * differs from the last walk's, the text of the records at or above it is stale: a record's cached
 * text (fillText.ts) was joined from text nodes a person saw then and may not now (a box scrolled
 * off the document, a clip added above it), though nothing in its subtree changed.
 */
function noteSeenConcealment(s, el, entry, concealment) {
    if (s.inc && entry.seenConcealed !== undefined && entry.seenConcealed !== concealment)
        push(s.concealedChanged, el);
    entry.seenConcealed = concealment;
}
/** A text run's concealment: its ancestors', else, for text that may talk, its parent's colour and size. */
function textConcealmentOf(s, ctx, tp, t) {
    if (ctx.concealed !== SEEN)
        return ctx.concealed;
    if (!tp || !mayInstruct(t))
        return SEEN;
    if (tp.concealed === undefined) {
        tp.concealed = textConcealment(tp.cs ?? computedStyle(tp.el), backgroundBehind(s, tp.el));
        // An ancestor's background can change what this text shows without touching its subtree.
        // Entries outlive the walk only in incremental snapshots: no lookup otherwise.
        const e = s.inc ? entryOf(tp.el) : undefined;
        if (e) {
            if (e.styleConcealed !== undefined && e.styleConcealed !== tp.concealed)
                push(s.concealedChanged, tp.el);
            e.styleConcealed = tp.concealed;
        }
    }
    return tp.concealed;
}

/**
 * Register the element when it qualifies and its box touches the (expanded) viewport, and add its
 * tree node. Sets `s.v`'s rect, recIndex, recDepth and treeIndex for its descendants. False when
 * maxElements is reached (the walk stops, truncated).
 */
function register(s, e, el, tag) {
    const v = s.v;
    const ctx = e.ctx;
    const entry = v.entry;
    const dirty = v.dirty;
    const o = s.o;
    const baseClip = v.baseClip;
    let reason = classifyInteractive(el, tag, entry.cursor, ctx.cursor, entry.display);
    // A scroll container is registered even when nothing else would. The overflow
    // read is the one the descendant clip below needs anyway; the extents only where it can scroll.
    let room = null;
    if (tag !== 'html' && tag !== 'body' && tag !== 'select' && firstElementChild(el) !== null) {
        // A dirty element's entry is fresh (overflow unread): `dirty` needs no test of its own here.
        if (entry.overflowX === undefined)
            readOverflow(entry, (v.cs ?? (v.cs = computedStyle(el))));
        if (scrollsAxis(entry.overflowX) || scrollsAxis(entry.overflowY))
            room = scrollRoom(el, entry.overflowX, entry.overflowY);
        if (!reason && room)
            reason = 'scroll';
    }
    let kind = 'interactive';
    if (!reason) {
        if (s.include === 'all') {
            reason = 'all';
            kind = 'content';
        }
        else if (s.include === 'interactive+content' &&
            (CONTENT_TAGS[tag] || (!s.textShown.has(e.recParent) && ownText(el)))) {
            reason = 'content';
            kind = 'content';
        }
    }
    v.recIndex = e.recParent;
    v.recDepth = e.recDepth;
    v.treeIndex = e.treeParent;
    const nodes = s.nodes;
    if (s.wantTree) {
        v.treeIndex = nodes.length;
        const node = { parent: e.treeParent, tag, size: 1 };
        const block = blockFlag(tag, entry.display);
        if (block !== undefined)
            node.block = block;
        push(nodes, node);
        // White space before a box set apart (traversal.ts's visitText) separates nothing more.
        if (s.space && separates(node))
            s.space = false;
    }
    const treeIndex = v.treeIndex;
    if (reason) {
        // Without layout (static mode) there is no box: every qualifying element registers, and what
        // only layout decides (box, viewport, clipping, size) stays unknown.
        let box = null;
        let rect = null;
        if (hasLayout) {
            rect = v.rect ?? (v.rect = boxOf(s, el, entry));
            const x1 = rect.left + ctx.ox;
            const y1 = rect.top + ctx.oy;
            box = { x1, y1, x2: x1 + rect.width, y2: y1 + rect.height };
        }
        if (box === null || s.expanded === null || touches(box, s.expanded)) {
            if (s.records.length >= o.maxElements) {
                s.truncated = true;
                s.truncatedReason = `maxElements (${o.maxElements}) reached`;
                return false;
            }
            const index = indexFor(el);
            s.seen.add(index);
            if (entry.clipCss === undefined || dirty) {
                const cs = (v.cs ?? (v.cs = computedStyle(el)));
                entry.clipCss = clipsAway(cs, positionOf(entry, cs));
            }
            const shown = v.visible && !v.transparent && !entry.clipCss;
            let isVisible = shown;
            let visibility = shown ? 1 : 0;
            let inViewport = false;
            let bbox = null;
            if (box !== null && rect !== null) {
                const viewport = s.viewport;
                const a = area(box);
                const clipped = a > 0 ? intersect(box, baseClip) : touches(box, baseClip) ? box : null;
                const inVp = clipped && a > 0 ? intersect(clipped, viewport) : null;
                isVisible = shown && a > 0 && clipped !== null && !tooSmallToSee(rect.width, rect.height);
                visibility = round2(a > 0 && inVp ? area(inVp) / a : 0);
                inViewport = touches(box, viewport);
                bbox = { x: round2(box.x1), y: round2(box.y1), width: round2(rect.width), height: round2(rect.height) };
            }
            const role = computeRole(el);
            if (entry.attrs === undefined || dirty)
                entry.attrs = keptAttributes(el);
            let provisional = false;
            const record = {
                index,
                bid: makeBid(ctx.frame, index),
                elementId: elementIdFor(index),
                tag,
                role,
                name: '',
                text: '',
                attributes: entry.attrs,
                states: statesOf$1(entry, el, tag, role, v.ariaHidden, v.inert, s.inc !== null && !dirty && !v.restyled),
                locators: [],
                bbox,
                visibility,
                isVisible,
                inViewport,
                isInteractive: kind === 'interactive',
                kind,
                isTopElement: null,
                obscuredBy: null,
                clickable: kind === 'interactive' && reason !== 'contenteditable',
                setOfMarks: false,
                frame: ctx.frame,
                parent: e.recParent >= 0 ? e.recParent : null,
                depth: e.recDepth,
                reason,
                isNew: index >= s.firstNewIndex,
                node: s.wantTree ? treeIndex : -1,
            };
            const touched = s.touched;
            // A cached name holds while nothing in the element's subtree changed and it cannot come from
            // elsewhere (labels and aria-labelledby point outside the subtree).
            if (dirty ||
                entry.name === undefined ||
                entry.nameRole !== role ||
                ctx.nameDirty ||
                (touched !== null && touched.has(el)) ||
                elsewhereStale(el, tag, s.changes, s.nameCache, s.leafChanges)) {
                entry.name = computeName(el, role, s.nameCache) || toggleName(el) || iconName(el);
                entry.nameRole = role;
            }
            record.name = entry.name;
            // Its text is read already: no text block inside it is registered on its own.
            if (s.include === 'interactive+content' && (kind === 'content' || record.name !== ''))
                s.textShown.add(index);
            // Reused while styles are being re-read: a style change below may hide part of the
            // content the name was computed from; the walk's end recomputes it if so.
            if (s.allStyles && !dirty)
                provisional = true;
            if (tag === 'input') {
                if (entry.inputType === undefined || dirty)
                    entry.inputType = inputType(el);
                record.inputType = entry.inputType;
            }
            const value = readValue(el, tag, o.maxTextLength);
            if (value !== undefined)
                record.value = value;
            if (tag === 'select')
                record.options = readOptions(el);
            if (room)
                record.scroll = room;
            // accname 1.2 §4.3.1; read afresh every time (its sources lie anywhere in the document).
            const description = computeDescription(el, record.name, s.nameCache);
            if (description !== '')
                record.description = description;
            // A leaf's own concealment (one with children was judged before registration).
            if (!v.concealedRead && ctx.concealed === SEEN) {
                readConcealment(s, ctx, el);
                v.concealedRead = true;
            }
            if (v.concealed !== SEEN)
                record.concealed = v.concealed;
            push(s.records, record);
            const item = {
                record,
                element: el,
                // The walk's own context when it holds the same clip (it has these fields, and nothing
                // writes to an item's ctx): one object fewer per record. A fixed element's differs.
                ctx: baseClip === ctx.clip ? ctx : { doc: ctx.doc, root: ctx.root, ox: ctx.ox, oy: ctx.oy, clip: baseClip },
                clean: !dirty,
                // Text comes from the subtree's text nodes: unchanged while nothing below changed.
                textClean: !dirty && !ctx.nameDirty && !(touched !== null && touched.has(el)),
                nameProvisional: provisional,
            };
            if (s.inc)
                item.entry = entry;
            push(s.items, item);
            if (s.wantTree)
                nodes[treeIndex].index = index;
            v.recIndex = index;
            v.recDepth = e.recDepth + 1;
        }
    }
    if (s.wantTree && nodes[treeIndex].index === undefined) {
        if (entry.treeAttrs === undefined || dirty)
            entry.treeAttrs = treeAttrs(el) ?? null;
        if (entry.treeAttrs)
            nodes[treeIndex].attrs = entry.treeAttrs;
    }
    return true;
}

/**
 * The clips the walk carries down: the one an element's own box is clipped by (its frame's when it
 * is position:fixed), the one its overflow puts on its descendants, and the child context that holds
 * them (shared with the parent's when nothing differs: one object fewer per element).
 */
/**
 * The clip of the element's own box. A fixed element escapes its overflow ancestors' clip, not its
 * frame's: where no overflow ancestor clips (the two clips are one), its position cannot change the
 * clip and is not read.
 */
function baseClipOf(s, ctx, el) {
    const v = s.v;
    return ctx.clip !== ctx.frameClip &&
        (v.entry.position ?? positionOf(v.entry, (v.cs ?? (v.cs = computedStyle(el))))) === 'fixed'
        ? ctx.frameClip
        : ctx.clip;
}
/**
 * The clip on the element's descendants: overflow other than visible clips to the padding box.
 * html/body overflow propagates to the viewport (CSS Overflow 3 §3.3), so they never clip here.
 */
function descendantClip(s, ctx, el, tag, hosts) {
    const v = s.v;
    const entry = v.entry;
    const baseClip = v.baseClip;
    // A visually hidden element (registration read clipsAway) clips its whole subtree: CSS Masking 1
    // §5 (clip-path) and CSS 2.1 §11.1.2 (clip) apply to descendants; the options of Select2's source
    // <select multiple> were listed as visible (issue 42 point 7).
    if (entry.clipCss)
        return NO_AREA;
    let clip = baseClip;
    // No layout, no box to clip to (platform/dom.ts `hasLayout`).
    if (!hasLayout)
        return clip;
    if (tag !== 'html' && tag !== 'body' && (hosts || firstElementChild(el) !== null)) {
        // A list-box select always scrolls its options inside its box (HTML §15.5.15, rendered as a
        // list box), though WebKit computes its overflow as visible.
        const listbox = tag === 'select';
        // Read once per visit: a dirty element's entry is fresh, and registration may have read it.
        if (entry.overflowX === undefined)
            readOverflow(entry, (v.cs ?? (v.cs = computedStyle(el))));
        const ox = listbox ? 'auto' : entry.overflowX;
        const oy = listbox ? 'auto' : entry.overflowY;
        if (ox !== 'visible' || oy !== 'visible') {
            const rect = (v.rect ?? (v.rect = boxOf(s, el, entry)));
            if (rect.cl === undefined) {
                rect.cl = clientLeft(el);
                rect.ct = clientTop(el);
            }
            const cl = rect.cl;
            const ct = rect.ct;
            // Its offsets now, before the boxes inside it are read: a later scroll is a change.
            if (s.inc)
                push(s.scrollers, scrollMark(el, false));
            const x1 = rect.left + ctx.ox + (ox !== 'visible' ? cl : -1e9);
            const y1 = rect.top + ctx.oy + (oy !== 'visible' ? ct : -1e9);
            const x2 = ox !== 'visible' ? rect.left + ctx.ox + rect.width - cl : 1e9;
            const y2 = oy !== 'visible' ? rect.top + ctx.oy + rect.height - ct : 1e9;
            clip = intersect(baseClip, { x1, y1, x2, y2 }) ?? NO_AREA;
        }
    }
    return clip;
}
/** The context the element's children get: the parent's own when nothing in it differs. */
function childCtxOf(s, ctx, clip) {
    const v = s.v;
    const cursor = actionCursor(v.entry.cursor);
    const textVisible = v.visible && !v.transparent;
    return clip === ctx.clip &&
        v.transparent === ctx.transparent &&
        v.ariaHidden === ctx.ariaHidden &&
        v.inert === ctx.inert &&
        cursor === ctx.cursor &&
        textVisible === ctx.textVisible &&
        v.concealed === ctx.concealed &&
        v.dirty === ctx.dirty
        ? ctx
        : {
            frame: ctx.frame,
            doc: ctx.doc,
            root: ctx.root,
            ox: ctx.ox,
            oy: ctx.oy,
            clip,
            frameClip: ctx.frameClip,
            transparent: v.transparent,
            ariaHidden: v.ariaHidden,
            inert: v.inert,
            cursor,
            concealed: v.concealed,
            textVisible,
            inShadow: ctx.inShadow,
            dirty: v.dirty,
            nameDirty: ctx.nameDirty,
            gate: ctx.gate,
        };
}

/**
 * The ordinal of an iframe among the frames of its document, stable for the iframe element's
 * lifetime (its frame token, and so every bid inside it, never changes while it lives).
 */
function frameOrdinalFor(iframe, doc) {
    const st = registryState();
    let n = st.frameOrdinal.get(iframe);
    if (n === undefined) {
        n = st.frameCounter.get(doc) ?? 0;
        st.frameCounter.set(doc, n + 1);
        st.frameOrdinal.set(iframe, n);
    }
    return n;
}

/**
 * Frames in the walk: an <iframe>/<frame> gets a frame record (its id from its ordinal, its offset
 * in top-level px), and its document is walked under a fresh context clipped to its content box; a
 * cross-origin one becomes a slot the bridge may fill (RemoteFrameSlot).
 */
function includes(list, n) {
    for (let i = 0; i < list.length; i++)
        if (list[i] === n)
            return true;
    return false;
}
/** Record the frame `el` and, when its document is readable (and frames are walked), queue its root. */
function enterFrame(s, e, el, clip) {
    const v = s.v;
    const ctx = e.ctx;
    const entry = v.entry;
    const o = s.o;
    const frames = s.frames;
    const recIndex = v.recIndex;
    const treeIndex = v.treeIndex;
    const ordinal = frameOrdinalFor(el, ctx.doc);
    const fid = ctx.frame + frameToken(ordinal);
    const rect = (v.rect ?? (v.rect = boxOf(s, el, entry)));
    let doc;
    try {
        doc = contentDocument(el);
    }
    catch {
        doc = null;
    }
    if (entry.frameInset === undefined || v.dirty || v.restyled) {
        const st = (v.cs ?? (v.cs = computedStyle(el)));
        entry.frameInset = {
            l: numberParseFloat(cssProp(st, 'border-left-width')) + numberParseFloat(cssProp(st, 'padding-left')),
            t: numberParseFloat(cssProp(st, 'border-top-width')) + numberParseFloat(cssProp(st, 'padding-top')),
            w: -1,
            h: -1,
        };
    }
    const bl = entry.frameInset.l;
    const bt = entry.frameInset.t;
    // A frame whose size changed re-evaluates its media queries: its document is read afresh.
    const fw = round2(rect.width);
    const fh = round2(rect.height);
    const resized = entry.frameInset.w !== fw || entry.frameInset.h !== fh;
    entry.frameInset.w = fw;
    entry.frameInset.h = fh;
    const fox = rect.left + ctx.ox + (bl || 0);
    const foy = rect.top + ctx.oy + (bt || 0);
    const src = getAttribute(el, 'src') ?? '';
    const hostIndex = recIndex !== e.recParent ? recIndex : null;
    if (!o.frames)
        return;
    // The frame's content box in top-level px, clipped by its ancestors (both kinds of frame use it).
    const inner = {
        x1: fox,
        y1: foy,
        x2: fox + rect.width - 2 * (bl || 0),
        y2: foy + rect.height - 2 * (bt || 0),
    };
    const fclip = intersect(clip, inner) ?? NO_AREA;
    if (!doc) {
        push(s.remoteFrames, {
            element: el,
            framePos: frames.length,
            treeNode: s.wantTree ? treeIndex : -1,
            recordPos: s.records.length,
            parentIndex: recIndex >= 0 ? recIndex : null,
            depth: v.recDepth,
            clip: intersect(fclip, s.viewport) ?? NO_AREA,
        });
        if (s.wantTree)
            s.nodes[treeIndex].frame = fid;
        push(frames, {
            id: fid,
            hostIndex,
            url: src,
            offset: { x: round2(fox), y: round2(foy) },
            status: 'unreachable',
            reason: 'cross-origin frame: its document cannot be read from this one',
            crossOrigin: true,
        });
        return;
    }
    push(frames, {
        id: fid,
        hostIndex,
        url: docURL(doc),
        offset: { x: round2(fox), y: round2(foy) },
        status: 'ok',
        crossOrigin: false,
    });
    const froot = body(doc) ?? documentElement(doc);
    if (!froot)
        return;
    push(s.docs, doc);
    if (s.inc) {
        const fwin = defaultView(doc);
        if (fwin)
            push(s.scrollers, scrollMark(fwin, true));
    }
    // Observed from now on: a change inside it between two steps of a sliced snapshot must
    // reach the next snapshot (what was read before the change is stale).
    if (s.inc)
        track(doc, o.markAttribute);
    const changes = s.changes;
    const fctx = {
        frame: fid,
        doc,
        root: doc,
        ox: fox,
        oy: foy,
        clip: fclip,
        frameClip: fclip,
        transparent: v.transparent,
        ariaHidden: v.ariaHidden,
        inert: v.inert,
        cursor: '',
        concealed: v.concealed,
        textVisible: v.visible && !v.transparent,
        inShadow: false,
        // A document the last snapshot did not walk (the frame navigated) is all new elements.
        dirty: v.dirty || resized || (changes !== null && !includes(changes.docs, doc)),
        nameDirty: false,
        gate: gateOf(s, doc),
    };
    if (s.wantTree)
        s.nodes[treeIndex].frame = fid;
    push(s.stack, { node: froot, ctx: fctx, treeParent: treeIndex, recParent: recIndex, recDepth: v.recDepth });
}

/**
 * Whether an element found on top of text at a hit-test point hides that text from a person: the
 * text-side half of the covered rule (dom/discovery/coveredTextReads.ts). Hit testing finds what
 * takes the pointer, which is not always what a person sees: a card's stretched link (`a::after` with
 * `position: absolute; inset: 0` and no background) lies over the card's title, yet the title shows
 * through. So text counts as covered only under something that paints: from the element hit up to,
 * not including, the nearest ancestor that holds the text, some element draws an opaque background
 * (its own, its ::before's or its ::after's), a background image, or replaced content (an image, a
 * video, a canvas, a frame), and their opacities together leave at least half of it. A translucent
 * backdrop (`rgba(0, 0, 0, .5)`) dims text a person still reads: not a cover.
 *
 * Records keep the hit test alone (occlusion.ts): a control under a clear overlay cannot be operated,
 * which is what covered means for a control.
 */
/** Elements whose content is drawn by the engine, not by their background (space-separated, padded). */
const REPLACED = ' img video canvas iframe embed object ';
/** A box that hides what lies below it: an opaque background colour or any background image. */
function opaqueBox(cs) {
    const img = cssProp(cs, 'background-image');
    return backgroundOf(cs) >= 0 || (img !== '' && img !== 'none');
}
/** The same for a pseudo-element, which is drawn only when it has content. */
function opaquePseudo(el, which) {
    const cs = computedStyle(el, which);
    const content = cssProp(cs, 'content');
    return content !== '' && content !== 'none' && content !== 'normal' && opaqueBox(cs);
}
/** Whether `hit`, found on top at a point of `under`'s box, paints over `under` there. */
function coverPaints(hit, under) {
    let paints = false;
    let alpha = 1;
    let e = hit;
    for (; e && !composedContains(e, under); e = composedParent(e)) {
        const cs = computedStyle(e);
        const o = cssProp(cs, 'opacity');
        if (o !== '')
            alpha *= numberParseFloat(o);
        if (alpha < 0.5)
            return false;
        if (!paints)
            paints =
                strIndexOf(REPLACED, ' ' + localName(e) + ' ') >= 0 ||
                    opaqueBox(cs) ||
                    opaquePseudo(e, '::before') ||
                    opaquePseudo(e, '::after');
    }
    return paints;
}

/**
 * Covered page text: the text of an element a person cannot see because another element lies over
 * it (a `<p>` under an absolutely positioned white `div`, a cookie banner over an article), judged by
 * the rule covered records get (visibility/concealment.ts's coveredConcealment) from hit tests at the
 * same sample points, where the element on top must also paint over the text
 * (visibility/coverPaints.ts). Records are hit-tested by occlusion (dom/snapshot/occlusion.ts) and
 * the text of a record's own element is covered with it (dom/snapshot/coveredText.ts); every other
 * parent of seen text is hit-tested here, once per parent element (not per text node), at the
 * walk's end (so no record's cached text holds it, and no record's text changes).
 *
 * The cost is bounded by what is on screen: a parent whose visible part misses the viewport is not
 * tested (hit testing only works on what is on screen; its text keeps its verdict), and one seen at
 * its centre (most text) costs one hit test; only a parent covered there is tested at the other
 * sample points. A hit inside a tested parent also proves the tested parents around it seen at that
 * point, as occlusion credits registered ancestors.
 */
/** How far up from a seen parent the credit looks for other tested parents (a bound, not a rule). */
const CREDIT_DEPTH = 16;
/** A probe's visible part in top-level viewport coordinates, or null when none is on screen. */
function visiblePart(p, viewport) {
    const b = getBoundingClientRect(p.el);
    if (!(b.width > 0 && b.height > 0))
        return null;
    const box = { x1: b.left + p.ox, y1: b.top + p.oy, x2: b.right + p.ox, y2: b.bottom + p.oy };
    const clipped = intersect(box, p.clip);
    return clipped ? intersect(clipped, viewport) : null;
}
/** Hit-test every probe; mark the text nodes of a covered one `covered`. */
function probeCoveredText(s) {
    const probes = s.coverProbes;
    const n = probes.length;
    const vis = [];
    const byEl = new SafeMap();
    for (let k = 0; k < n; k++) {
        vis[k] = visiblePart(probes[k], s.viewport);
        if (vis[k])
            byEl.set(probes[k].el, k);
    }
    // Proven seen by a hit inside a parent tested before (deeper parents come later: tested first).
    const proven = [];
    for (let k = n - 1; k >= 0; k--) {
        const v = vis[k];
        if (!v || proven[k])
            continue;
        const p = probes[k];
        let top = false;
        let centre = null;
        for (let i = 0; i < SAMPLES.length && !top; i++) {
            const x = v.x1 + (v.x2 - v.x1) * SAMPLES[i][0];
            const y = v.y1 + (v.y2 - v.y1) * SAMPLES[i][1];
            const hit = deepElementFromPoint(p.doc, x - p.ox, y - p.oy);
            if (i === 0)
                centre = hit;
            top = !!hit && composedContains(p.el, hit);
            if (top)
                credit(p, x, y, byEl, vis, proven);
        }
        // A cover that paints nothing (a stretched link's ::after) leaves the text seen: no cover.
        const verdict = coveredConcealment(top, centre && !top && coverPaints(centre, p.el) ? '' : null);
        if (verdict === SEEN || (p.inRec && coveredWithRecord(p, s.viewport)))
            continue;
        for (let i = 0; i < p.nodes.length; i++)
            s.nodes[p.nodes[i]].concealed = COVERED;
    }
}
/**
 * Whether the record around a covered parent is covered at its centre as well: then its text is the
 * record's business (dom/snapshot/coveredText.ts covers it with the record after occlusion, and the
 * record keeps its text, as a covered link keeps "Mail"); marked here it would leave the record's
 * text without it. Only a seen record with covered text inside has that text marked here.
 */
function coveredWithRecord(p, viewport) {
    let a = composedParent(p.el);
    while (a && knownIndexOf(a) === undefined)
        a = composedParent(a);
    if (!a)
        return false;
    const v = visiblePart({ ...p, el: a }, viewport);
    if (!v)
        return true;
    const hit = deepElementFromPoint(p.doc, (v.x1 + v.x2) / 2 - p.ox, (v.y1 + v.y2) / 2 - p.oy);
    return !hit || !composedContains(a, hit);
}
/** The tested parents around `p` (same document) whose visible part holds the top-level point (x, y) are seen. */
function credit(p, x, y, byEl, vis, proven) {
    let a = composedParent(p.el);
    for (let d = 0; a && d < CREDIT_DEPTH; d++, a = composedParent(a)) {
        const j = byEl.get(a);
        if (j === undefined)
            continue;
        const v = vis[j];
        if (x >= v.x1 && x <= v.x2 && y >= v.y1 && y <= v.y2)
            proven[j] = true;
    }
}

/**
 * The traversal: one iterative pre-order walk of the flat tree (light DOM, open and closed shadow
 * roots in slot order, same-origin iframes) over an explicit stack, in slices that stop at a clock
 * time. Each element goes through the walk's phases in order, each in a file of its own: reading it
 * (style, box, attributes, states), registering it (its record and tree node), then its descendants:
 * the clips they inherit, a frame's document walked under a fresh context, or its children.
 *
 * Never recursive: a 10,000-deep page must not overflow the stack. Sibling order is preserved by
 * pushing children in reverse.
 */
/** Characters kept of one text node in the snapshot tree (see the walk's text branch). */
const MAX_TREE_TEXT = 2000;
function pushChildrenReversed(stack, parent, ctx, treeParent, recParent, recDepth, pe, pcs, peRecord) {
    const tp = peRecord ? { el: pe, cs: pcs, rec: true } : { el: pe, cs: pcs };
    for (let c = lastChild(parent); c; c = previousSibling(c)) {
        push(stack, { node: c, ctx, treeParent, recParent, recDepth, tp });
    }
}
function localNameSafe(el) {
    try {
        return localName(el);
    }
    catch {
        return 'element';
    }
}
/** White space collapseSpaces changes: most text nodes of prose have none (one test, no replace). */
const UNCOLLAPSED = /\s\s|[^\S ]/;
/** A text node's (collapsed, capped) text as a tree node. */
function visitText(s, e, node) {
    const ctx = e.ctx;
    if (!(s.wantTree && ctx.textVisible && e.treeParent >= 0))
        return;
    let t = s.inc && !ctx.dirty ? textOf(node) : undefined;
    if (t === undefined) {
        let raw = nodeValue(node);
        // One text node can hold megabytes (a log, an inlined data blob): the tree keeps its first
        // MAX_TREE_TEXT characters, which is more than any format shows, and collapsing never
        // scans the rest.
        if (raw && raw.length > MAX_TREE_TEXT * 2)
            raw = strSlice(raw, 0, MAX_TREE_TEXT * 2);
        t = raw ? (reTest(UNCOLLAPSED, raw) ? collapseSpaces(raw) : raw) : '';
        if (t.length > MAX_TREE_TEXT)
            t = strSlice(t, 0, MAX_TREE_TEXT - 1) + '\u2026';
        if (s.inc)
            setText(node, t);
    }
    if (t === '')
        return;
    // A node of white space only (between two inline elements, `<b>A</b> <b>B</b>`) keeps no node of
    // its own: its space leads the next text node's, so the words stay apart.
    if (t === ' ') {
        s.space = true;
        return;
    }
    if (s.space) {
        s.space = false;
        if (t[0] !== ' ')
            t = ' ' + t;
    }
    const concealment = textConcealmentOf(s, ctx, e.tp, t);
    push(s.nodes, concealment === SEEN
        ? { parent: e.treeParent, tag: '#text', text: t, size: 1 }
        : { parent: e.treeParent, tag: '#text', text: t, concealed: concealment, size: 1 });
    // Seen text: is another element over it? (coveredTextReads.ts; the text of a record's own
    // element is judged with the record, dom/snapshot/coveredText.ts.)
    const tp = e.tp;
    if (concealment === SEEN && tp && !tp.rec) {
        if (!tp.probe)
            push(s.coverProbes, (tp.probe = {
                el: tp.el,
                doc: ctx.doc,
                ox: ctx.ox,
                oy: ctx.oy,
                clip: ctx.clip,
                inRec: e.recParent >= 0,
                nodes: [],
            }));
        push(tp.probe.nodes, s.nodes.length - 1);
    }
}
/** What visitElement asks of the loop: go on, or stop the walk (maxElements, a restart). */
const GO_ON = 0;
const STOP = 1;
/** One element: its reads, its registration, then what of it is walked below (pushed on the stack). */
function visitElement(s, e, el) {
    const ctx = e.ctx;
    const o = s.o;
    const v = s.v;
    const stack = s.stack;
    const tag = localName(el);
    if (SKIP_TAGS[tag] || isOwn(el) || (ctx.inSvg && !SVG_RENDERED[tag]))
        return GO_ON;
    const read = readElement(s, ctx, el, tag);
    if (read === READ_RESTART)
        return STOP;
    if (read !== READ_ON)
        return GO_ON;
    const entry = v.entry;
    const sr = v.sr;
    v.visible = entry.visible;
    v.transparent = ctx.transparent || entry.opacity0;
    v.ariaHidden = ctx.ariaHidden || entry.ariaHidden;
    v.inert = ctx.inert || entry.inert;
    v.baseClip = baseClipOf(s, ctx, el);
    v.rect = null;
    v.concealed = ctx.concealed;
    const hosts = tag === 'iframe' || tag === 'frame' || tag === 'slot' || sr !== null;
    const leaf = !hosts && firstChild(el) === null;
    // What a person sees of its text: only where there is text below (a record of a leaf is judged
    // in registration).
    v.concealedRead = ctx.concealed === SEEN && !leaf;
    if (v.concealedRead)
        readConcealment(s, ctx, el);
    if (!leaf)
        noteSeenConcealment(s, el, entry, v.concealed);
    if (!register(s, e, el, tag))
        return STOP;
    // ---- children ----
    if (tag === 'math' || tag === 'canvas' || tag === 'video' || tag === 'audio')
        return GO_ON;
    if (tag === 'select' && !(hasAttribute(el, 'multiple') || Number(getAttribute(el, 'size')) > 1))
        return GO_ON;
    // Nothing to descend into (most elements are leaves): skip the computed-style reads below. An
    // element with text children only needs no clip either: the clip applies to element boxes.
    if (leaf)
        return GO_ON;
    if (entry.cvHidden === undefined || v.dirty) {
        // Read only where a rule, an inline style or the UA sheet may set it (styleGate.ts).
        entry.cvHidden =
            (ctx.inShadow ||
                ctx.root !== ctx.doc ||
                sr !== null ||
                ctx.gate.contentVisibility ||
                strIndexOf(tag, '-') > 0 ||
                (hasAttributes(el) && (hasAttribute(el, 'style') || hasAttribute(el, 'hidden')))) &&
                cssProp((v.cs ?? (v.cs = computedStyle(el))), 'content-visibility') === 'hidden';
        if (v.restyled && v.prevCv !== undefined && v.prevCv !== entry.cvHidden)
            push(s.styleChanged, el);
    }
    if (entry.cvHidden)
        return GO_ON;
    const clip = descendantClip(s, ctx, el, tag, hosts);
    let childCtx = childCtxOf(s, ctx, clip);
    // SVG content: what is drawn there is SVG's own elements, until a foreignObject holds HTML again.
    if (tag === 'svg' && !ctx.inSvg)
        childCtx = { ...childCtx, inSvg: true };
    else if (tag === 'foreignObject')
        childCtx = { ...childCtx, inSvg: false };
    const treeIndex = v.treeIndex;
    const recIndex = v.recIndex;
    const recDepth = v.recDepth;
    // Registered here (its descendants hang under a record of its own).
    const isRecord = recIndex !== e.recParent;
    if (tag === 'iframe' || tag === 'frame') {
        enterFrame(s, e, el, clip);
        return GO_ON;
    }
    if (tag === 'details' && !detailsOpen(el)) {
        // Closed <details>: only its first <summary> is rendered (HTML §4.11.1).
        for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
            if (localName(c) === 'summary') {
                push(stack, { node: c, ctx: childCtx, treeParent: treeIndex, recParent: recIndex, recDepth });
                break;
            }
        }
        return GO_ON;
    }
    if (o.shadow) {
        if (sr) {
            s.shadowRoots++;
            push(s.roots, sr);
            if (s.inc)
                track(sr, o.markAttribute);
            // Names inside the shadow tree may come from slotted light content that changed (a
            // mutation there touches the host, not the slot).
            const nameDirty = childCtx.nameDirty || (s.touched !== null && s.touched.has(el));
            const sctx = { ...childCtx, inShadow: true, nameDirty, root: sr };
            pushChildrenReversed(stack, sr, sctx, treeIndex, recIndex, recDepth, el, v.cs, isRecord);
            return GO_ON;
        }
        if (tag === 'slot' && ctx.inShadow) {
            const assigned = assignedNodes(el, { flatten: true });
            if (assigned.length > 0) {
                for (let i = assigned.length - 1; i >= 0; i--) {
                    // Slotted nodes stay in their own tree (the host's), which locators must query.
                    const n = assigned[i];
                    const nctx = { ...childCtx, root: getRootNode(n) };
                    push(stack, {
                        node: n,
                        ctx: nctx,
                        treeParent: treeIndex,
                        recParent: recIndex,
                        recDepth,
                        tp: { el, cs: null },
                    });
                }
                return GO_ON;
            }
        }
    }
    pushChildrenReversed(stack, el, childCtx, treeIndex, recIndex, recDepth, el, v.cs, isRecord);
    return GO_ON;
}
/**
 * Walk until the stack is empty (true) or the clock passes `until` (false: call again later). At the
 * end, names reused under changed styles are settled (nameReuse.ts).
 */
function stepWalk(s, until) {
    if (s.done)
        return true;
    const stack = s.stack;
    const o = s.o;
    while (stack.length > 0) {
        const e = pop(stack);
        const node = e.node;
        // The page changed between two steps (sliced snapshotAsync): a node queued before that may
        // have left the document since, and must not be read as if it were still shown.
        if (s.connectedOnly && !isConnected(node))
            continue;
        const nt = nodeType(node);
        if (nt === TEXT_NODE) {
            visitText(s, e, node);
            continue;
        }
        if (nt !== ELEMENT_NODE)
            continue;
        const el = node;
        if ((s.visited & 63) === 63) {
            const now = nowP();
            if (now > s.deadline) {
                s.visited++;
                s.truncated = true;
                s.truncatedReason = `deadline of ${o.deadlineMs} ms reached after ${s.visited} elements`;
                break;
            }
            if (now > until) {
                // Out of time for this slice: put the element back for the next step.
                push(stack, e);
                return false;
            }
        }
        s.visited++;
        try {
            // Its attribute reads are answered from one list of its attribute names (nodeAccess.ts).
            attrScope(el);
            if (visitElement(s, e, el) === STOP)
                break;
        }
        catch (err) {
            push(s.errors, {
                code: 'ELEMENT_FAILED',
                message: `${localNameSafe(el)}: ${String(err?.message ?? err)}`,
                ...(knownIndexOf(el) !== undefined ? { bid: String(knownIndexOf(el)) } : {}),
            });
        }
        finally {
            attrScope(null);
        }
    }
    if (s.coverProbes.length > 0)
        probeCoveredText(s);
    if (s.styleChanged.length > 0 || s.concealedChanged.length > 0)
        settleNames(s);
    if (s.allStyles && s.changes.sheetsChanged && pseudoTextPossible(s))
        renameProvisional(s);
    s.done = true;
    return true;
}

/** A huge plane: clips start unbounded in the top document (scrolled-away content is not clipped). */
const BIG = { x1: -1e9, y1: -1e9, x2: 1e9, y2: 1e9 };
function startWalk(topDoc, viewportW, viewportH, o, frames, inc = null, 
/** The first index a new element gets (a walk restarted: the one it replaces began there). */
firstNew) {
    const s = createWalkState(viewportW, viewportH, o, frames, inc, firstNew);
    // Every changed subtree a single node (leafRoots): label sources need no walk up.
    s.leafChanges = s.changes !== null && leafRoots(s.changes.roots);
    push(s.docs, topDoc);
    // Names ask for ::after, then ::before of the same element: one answer serves both.
    let pseudoAsked = null;
    let pseudoAnswer = true;
    s.nameCache.mayHavePseudo = (el) => {
        if (el === pseudoAsked)
            return pseudoAnswer;
        pseudoAsked = el;
        pseudoAnswer = mayHavePseudo(el, s);
        return pseudoAnswer;
    };
    // The state is the result (walkState.ts): read once the walk is done.
    const result = () => s;
    const root = body(topDoc) ?? documentElement(topDoc);
    if (!root)
        return { step: () => true, result, checkConnected: () => { } };
    if (inc) {
        const win = defaultView(topDoc);
        if (win)
            push(s.scrollers, scrollMark(win, true));
    }
    const topCtx = {
        frame: '',
        doc: topDoc,
        root: topDoc,
        ox: 0,
        oy: 0,
        clip: BIG,
        frameClip: BIG,
        transparent: false,
        ariaHidden: false,
        inert: false,
        cursor: '',
        concealed: '',
        textVisible: true,
        inShadow: false,
        dirty: s.changes === null,
        nameDirty: false,
        gate: gateOf(s, topDoc),
    };
    push(s.stack, { node: root, ctx: topCtx, treeParent: -1, recParent: -1, recDepth: 0 });
    return {
        step: (until) => stepWalk(s, until),
        result,
        checkConnected: () => {
            s.connectedOnly = true;
        },
    };
}

/**
 * Structural paths (xpath and css) of the elements of one snapshot, built from one record per element
 * that every path through the element shares: a snapshot reads each element's id, tag and position
 * once, and builds each path from its parent's (memoised) path plus one step.
 *
 * Definitions (the locator output depends on nothing else; they are what the per-element walks of
 * earlier versions computed):
 *  - an element is an anchor when its id is non-empty, has no NUL, is stable and is unique in its root;
 *  - prefix(e) is the anchor's `//*[@id=..]` / `#id` for an anchor, else path(e);
 *  - path(e) = prefix(parent) + separator + step(e), or root prefix + step(e) at the top of the tree;
 *  - the xpath of an element never starts at its own id (its #id locator is that); its css does;
 *  - depth(e): levels up to the nearest ancestor with any id, or to the top of the tree.
 *
 * Every walk up the tree is a loop (no recursion on DOM depth) that stops at the first memoised
 * element, so a snapshot costs O(elements) however many registered elements share an ancestry.
 */
/**
 * Auto-generated ids (React useId ':r1:', Ember 'ember123', long digit runs) make poor anchors, and
 * are not compared when a re-found element is checked against its record (resolveRecord).
 */
function stableId(id) {
    return id !== '' && !reTest(/^:|\d{4,}|^ember\d|^[0-9a-f]{8}-/i, id);
}
/**
 * No CSS selector or XPath literal can express U+0000: CSS maps it to U+FFFD while parsing (CSS
 * Syntax §3.3), so a selector for an id containing NUL matches nothing. Such values get no locator.
 */
function hasNul(v) {
    return strIndexOf(v, '\u0000') >= 0;
}
function pathBuilder(isUnique) {
    const nodes = new SafeMap();
    const tags = new SafeMap();
    let gen = 0;
    // One scratch array for every walk (walks never nest).
    const chain = [];
    const node = (el) => {
        let n = nodes.get(el);
        if (!n) {
            n = {
                el,
                p: undefined,
                up: undefined,
                nth: 0,
                tag: null,
                id: undefined,
                anchor: 0,
                depth: 0,
                x: undefined,
                px: undefined,
                c: undefined,
            };
            nodes.set(el, n);
        }
        return n;
    };
    // Tags are told apart by namespace as well as name: an XPath name test in an HTML document matches
    // only HTML (or no-namespace) elements (HTML §4.1.9 "Interactions with XPath"), so an element of
    // inline SVG or MathML is named by local-name(); css type selectors match any namespace, and
    // :nth-of-type counts siblings of the same namespace and name (Selectors 4 §14.3.3), as the key does.
    const tagOf = (el) => {
        const t = localName(el);
        const ns = namespaceURI(el);
        const plain = ns === HTML_NS || ns === null;
        const key = plain ? t : ns + ' ' + t;
        let g = tags.get(key);
        if (!g) {
            const x = plain && reTest(/^[a-z][a-z0-9]*$/, t) ? t : `*[local-name()=${xpathString(t)}]`;
            g = { x, c: cssEscape(t), n: 0, gen: 0 };
            tags.set(key, g);
        }
        return g;
    };
    const parentOf = (n) => {
        if (n.p === undefined)
            n.p = parentNode(n.el);
        return n.p;
    };
    const upOf = (n) => {
        if (n.up === undefined) {
            const p = parentOf(n);
            n.up = p && nodeType(p) === ELEMENT_NODE ? node(p) : null;
        }
        return n.up;
    };
    const idOf = (n) => {
        if (n.id === undefined)
            n.id = getAttribute(n.el, 'id');
        return n.id;
    };
    const isAnchor = (n, info) => {
        if (n.anchor === 0) {
            const id = idOf(n);
            n.anchor = id && !hasNul(id) && stableId(id) && isUnique(info, id) ? 2 : 1;
        }
        return n.anchor === 2;
    };
    // Each parent's children are numbered in one pass, the first time any of them needs its position;
    // the per-tag counters are reset lazily by generation instead of a fresh map per parent.
    const nthOf = (n) => {
        if (n.nth === 0) {
            const p = parentOf(n);
            if (p) {
                const g = ++gen;
                const up = nodeType(p) === ELEMENT_NODE ? node(p) : null;
                for (let c = firstElementChild(p); c; c = nextElementSibling(c)) {
                    const t = tagOf(c);
                    if (t.gen !== g) {
                        t.gen = g;
                        t.n = 0;
                    }
                    const cn = node(c);
                    cn.nth = ++t.n;
                    cn.tag = t;
                    cn.p = p;
                    cn.up = up;
                }
            }
            if (n.nth === 0) {
                n.nth = 1;
                n.tag = tagOf(n.el);
            }
        }
        return n.nth;
    };
    /** Levels from the element up to the nearest ancestor with an id, or to the top of the tree. */
    const depth = (n) => {
        if (n.depth === 0) {
            chain.length = 0;
            let cur = n;
            let up = upOf(cur);
            while (up && !idOf(up) && up.depth === 0) {
                push(chain, cur);
                cur = up;
                up = upOf(cur);
            }
            let d = up && !idOf(up) ? up.depth + 1 : 1;
            cur.depth = d;
            for (let i = chain.length - 1; i >= 0; i--)
                chain[i].depth = ++d;
        }
        return n.depth;
    };
    const xpath = (n, info) => {
        if (n.x !== undefined)
            return n.x;
        chain.length = 0;
        push(chain, n);
        let prefix = '/';
        for (let cur = upOf(n); cur; cur = upOf(cur)) {
            // The anchor test comes first: an element's own xpath does not start at its own id, so it is
            // the prefix of its descendants' only when its id cannot anchor them.
            if (cur.px === undefined && isAnchor(cur, info))
                cur.px = `//*[@id=${xpathString(cur.id)}]`;
            if (cur.px === undefined && cur.x !== undefined)
                cur.px = cur.x;
            if (cur.px !== undefined) {
                prefix = cur.px + '/';
                break;
            }
            push(chain, cur);
        }
        for (let i = chain.length - 1; i >= 0; i--) {
            const e = chain[i];
            const k = nthOf(e);
            e.x = prefix + e.tag.x + '[' + k + ']';
            // Ancestors on the chain are not anchors (tested above): their paths are their prefixes.
            if (i > 0)
                e.px = e.x;
            prefix = e.x + '/';
        }
        return n.x;
    };
    const css = (n, info) => {
        if (n.c !== undefined)
            return n.c;
        chain.length = 0;
        let prefix = '';
        for (let cur = n; cur; cur = upOf(cur)) {
            if (cur.c === undefined && isAnchor(cur, info))
                cur.c = cssIdSelector(cur.id);
            if (cur.c !== undefined) {
                prefix = cur.c + ' > ';
                break;
            }
            push(chain, cur);
        }
        for (let i = chain.length - 1; i >= 0; i--) {
            const e = chain[i];
            const p = parentOf(e);
            // The document element is `:root` (html:nth-of-type(1) under `:root >` would match nothing).
            if (p && nodeType(p) === DOCUMENT_NODE)
                e.c = prefix + ':root';
            else {
                const k = nthOf(e);
                e.c = prefix + e.tag.c + ':nth-of-type(' + k + ')';
            }
            prefix = e.c + ' > ';
        }
        return n.c;
    };
    return { node, idOf, depth, xpath, css };
}

/**
 * What Playwright's `getByText`, `getByLabel` and attribute locators see in one document, so that the
 * locators we offer are ones Playwright resolves to exactly the element.
 *
 * Playwright's text engine (packages/injected/src/selectorUtils.ts, elementText) joins an element's
 * text nodes and its child elements' texts with NO separator (`Save<br>changes` is "Savechanges"),
 * skips script, noscript, style and everything in <head>, reads `value` for input type=submit/button/reset,
 * reads a <slot> as any element (its own fallback children, not the nodes assigned to it) and appends an open
 * shadow root's text after the light children (Playwright 1.64's elementText);
 * the result is normalised (U+200B and U+00AD removed, trimmed, whitespace runs to one space).
 * `getByText(t, { exact: true })` returns every element whose normalised text is t and none of whose
 * child elements (or shadow root) has text t (the 'self' matches of elementMatchesText); it pierces
 * open shadow roots and ignores visibility.
 *
 * The texts are computed bottom-up (textPass: post-order, a shadow root's text after its host's light
 * children): a loop, no recursion on depth. A text longer than TEXT_CAP characters is not kept (null):
 * no locator is built from it, and short texts are what locators are made of.
 *
 * Cost: one pass over the document's nodes per snapshot, each node read once (no element list, no
 * second loop over each element's children), with no per-element normalisation. Whether
 * an element is a 'self' match is decided in the same pass from its parts (text nodes, child
 * elements' texts, shadow root): normalisation only drops white space, U+200B and U+00AD, so a child's
 * text equals the element's exactly when that child is the only part with anything else in it (two
 * such parts give the element more non-space characters than either). Texts are normalised lazily,
 * for the self matches counted and the elements asked about.
 */
/** Longest text, label or attribute value a getBy* locator is built from (exact match). */
const GETBY_MAX = 80;
/** Longest raw text (before normalisation) that is kept. */
const TEXT_CAP = 1000;
/** A character normalisation keeps other than a space: the part holds text. */
const CONTENT = /[^\s\u200b\u00ad]/;
/**
 * A text whose normalised form is longer than GETBY_MAX (81 characters normalisation keeps, each
 * followed by any it drops): the test stops after them, where normalising reads the whole text.
 */
const LONG = /^[\s\u200b\u00ad]*(?:[^\s\u200b\u00ad][\s\u200b\u00ad]*){81}/;
/** Trimmed text pwNormalize would still change (most texts only need trimming: no replace then). */
const UNNORMAL = /[\u200b\u00ad]|\s\s|[^\S ]/;
/** Playwright's normalizeWhiteSpace (packages/playwright-core/src/utils/isomorphic/stringUtils.ts). */
function pwNormalize(s) {
    // Without U+200B and U+00AD (trim keeps them, so the test sees them) the result is the trimmed
    // text with its white-space runs collapsed: nothing more when it has none.
    const t = strTrim(s);
    if (!reTest(UNNORMAL, t))
        return t;
    return strReplace(strTrim(strReplace(s, /[\u200b\u00ad]/g, '')), /\s+/g, ' ');
}
const LABELABLE = /^(button|meter|output|progress|select|textarea)$/;
/** The first <head> child of the document element (what Playwright skips), or null. */
function headOf(doc) {
    const de = firstElementChild(doc);
    for (let c = de ? firstElementChild(de) : null; c; c = nextElementSibling(c))
        if (localName(c) === 'head')
            return c;
    return null;
}
/**
 * Every element's raw text, bottom-up, in one post-order pass over the document's nodes: a frame per
 * open element (arrays indexed by depth, no recursion) gathers its children's parts, and a host's
 * open shadow root is read as one more part after its light children.
 */
function textPass(doc) {
    const roots = [doc];
    const raw = new SafeMap();
    const selfSet = new SafeSet();
    const head = headOf(doc);
    // Per open frame (depth d): its node (an element, or a shadow root read as its host's last part),
    // the text so far (null: too long or unknown), which parts hold text (0 none, 1 one text node, 2
    // one child element or shadow root, 3 two or more), the host's shadow root still to read, and its
    // kind (0 an element, 1 an element in <head>, whose text is '', 2 a shadow root).
    const nodeA = [doc];
    const outA = [''];
    const partsA = [0];
    const srA = [null];
    const kindA = [0];
    /**
     * A part of frame d's text: a text node's (`has` -1: tested here when it can still count), or a
     * child element's or shadow root's, whose frame said whether it holds text (1) or not (0).
     */
    const add = (d, s, has) => {
        const o = outA[d];
        if (o === null)
            return;
        if (s === null) {
            outA[d] = null;
            return;
        }
        const v = o + s;
        outA[d] = v.length > TEXT_CAP ? null : v;
        const p = partsA[d];
        if (p < 3 && (has < 0 ? s !== '' && reTest(CONTENT, s) : has > 0))
            partsA[d] = p ? 3 : has < 0 ? 1 : 2;
    };
    const open = (d, n, sr, kind) => {
        nodeA[d] = n;
        outA[d] = '';
        partsA[d] = 0;
        srA[d] = sr;
        kindA[d] = kind;
    };
    let d = 0;
    let cur = firstChild(doc);
    for (;;) {
        while (cur) {
            const t = nodeType(cur);
            if (t === TEXT_NODE) {
                add(d, nodeValue(cur) ?? '', -1);
                cur = nextSibling(cur);
            }
            else if (t === ELEMENT_NODE) {
                const sr = shadowRootOf(cur);
                if (sr)
                    push(roots, sr);
                d++;
                open(d, cur, sr, cur === head || kindA[d - 1] === 1 ? 1 : 0);
                cur = firstChild(cur);
            }
            else
                cur = nextSibling(cur);
        }
        // The frame at depth d has read all its children.
        if (d === 0)
            break;
        const sr = srA[d];
        if (sr) {
            // The light children are read: the shadow root's children next, as a frame of their own.
            srA[d] = null;
            d++;
            open(d, sr, null, 2);
            cur = firstChild(sr);
            continue;
        }
        const n = nodeA[d];
        if (kindA[d] === 2) {
            // A shadow root: one part of its host's text.
            const v = outA[d];
            const has = partsA[d] > 0 ? 1 : 0;
            d--;
            add(d, v, has);
            continue;
        }
        const e = n;
        const tag = localName(e);
        let v;
        let self;
        let content;
        if (tag === 'script' || tag === 'noscript' || tag === 'style' || kindA[d] === 1) {
            v = '';
            self = content = false;
        }
        else if (tag === 'input' &&
            (inputType(e) === 'submit' || inputType(e) === 'button' || inputType(e) === 'reset')) {
            // The value is the text; child nodes (scripts can append them) are still compared.
            v = inputValue(e);
            content = reTest(CONTENT, v);
            self = content && !(firstChild(e) && childHas(e, pwNormalize(v), raw));
        }
        else {
            v = outA[d];
            const parts = partsA[d];
            content = parts > 0;
            self = v !== null && (parts & 1) === 1;
        }
        // Only texts that hold something are kept: an element's text that is empty, white space or
        // unknown gives no locator, and normOf answers null for it either way.
        if (v !== null && content)
            raw.set(e, v);
        if (self)
            selfSet.add(e);
        d--;
        add(d, v, content ? 1 : 0);
        cur = nextSibling(e);
    }
    return { roots, raw, selfSet };
}
/** Whether a child element of `e` has the normalised text `t` (the definition of not 'self'). */
function childHas(e, t, raw) {
    for (let c = firstChild(e); c; c = nextSibling(c)) {
        if (nodeType(c) !== ELEMENT_NODE)
            continue;
        const r = raw.get(c);
        if (r !== undefined && pwNormalize(r) === t)
            return true;
    }
    return false;
}
function playwrightTexts(doc) {
    const { roots, raw, selfSet } = textPass(doc);
    const norm = new SafeMap();
    const normOf = (n) => {
        let v = norm.get(n);
        if (v === undefined) {
            const r = raw.get(n);
            v = r === undefined ? null : pwNormalize(r);
            norm.set(n, v);
        }
        return v;
    };
    let texts = null;
    const shortText = (e) => {
        const r = raw.get(e);
        if (r === undefined || (r.length > GETBY_MAX && reTest(LONG, r)))
            return null;
        const v = normOf(e);
        return v.length <= GETBY_MAX ? v : null;
    };
    const textCount = (t) => {
        if (!texts) {
            const m = new SafeMap();
            selfSet.forEach((e) => {
                const v = shortText(e);
                if (v !== null)
                    m.set(v, (m.get(v) ?? 0) + 1);
            });
            texts = m;
        }
        return texts.get(t) ?? 0;
    };
    // aria-labelledby ids resolve in the element's own tree (document or shadow root).
    const byId = (e, id) => {
        const list = rootQuerySelectorAll(getRootNode(e), '[id=' + cssString(id) + ']');
        return list.length > 0 ? list[0] : null;
    };
    /** Labels from aria-labelledby (when it names an element) or aria-label; null when neither applies. */
    const ariaLabels = (e) => {
        const by = getAttribute(e, 'aria-labelledby');
        if (by !== null) {
            const out = [];
            const ids = splitSpaces(by);
            let any = false;
            for (let k = 0; k < ids.length; k++) {
                if (!ids[k])
                    continue;
                const l = byId(e, ids[k]);
                if (!l)
                    continue;
                any = true;
                const t = normOf(l);
                if (t !== null)
                    push(out, t);
            }
            if (any)
                return out;
        }
        const al = getAttribute(e, 'aria-label');
        if (al !== null && strTrim(al) !== '')
            return [pwNormalize(al)];
        return null;
    };
    // getByLabel(t, exact) candidates: aria-labelledby and aria-label holders, and labelable controls
    // of <label> elements (HTMLInputElement.labels etc.: `for` or nesting).
    let labelTable = null;
    let controlLabels = null;
    const buildLabels = () => {
        const table = new SafeMap();
        const ctl = new SafeMap();
        // Only elements with an aria-labelledby or aria-label attribute, or a <label>, can have labels.
        const candidates = [];
        for (let r = 0; r < roots.length; r++) {
            const ls = rootQuerySelectorAll(roots[r], 'label');
            const nl = ls.length;
            for (let i = 0; i < nl; i++) {
                const l = ls[i];
                const c = labelControl(l);
                if (!c)
                    continue;
                const t = normOf(l);
                let list = ctl.get(c);
                if (!list) {
                    list = [];
                    ctl.set(c, list);
                    push(candidates, c);
                }
                if (t !== null)
                    push(list, t);
            }
            const aria = rootQuerySelectorAll(roots[r], '[aria-labelledby],[aria-label]');
            const na = aria.length;
            for (let i = 0; i < na; i++)
                push(candidates, aria[i]);
        }
        controlLabels = ctl;
        const seen = new SafeSet();
        for (let i = 0; i < candidates.length; i++) {
            const e = candidates[i];
            if (seen.has(e))
                continue;
            seen.add(e);
            const ls = labelsFor(e);
            const once = new SafeSet();
            for (let k = 0; k < ls.length; k++) {
                if (once.has(ls[k]))
                    continue;
                once.add(ls[k]);
                table.set(ls[k], (table.get(ls[k]) ?? 0) + 1);
            }
        }
        labelTable = table;
    };
    const labelsFor = (e) => {
        const a = ariaLabels(e);
        if (a !== null)
            return a;
        const tag = localName(e);
        const labelable = (tag === 'input' && inputType(e) !== 'hidden') || reTest(LABELABLE, tag);
        if (!labelable)
            return [];
        return controlLabels.get(e) ?? [];
    };
    const attrTables = new SafeMap();
    const cssCounts = new SafeMap();
    return {
        shortText,
        selfMatch: (e) => selfSet.has(e),
        textCount,
        labels: (e) => {
            if (!labelTable)
                buildLabels();
            return labelsFor(e);
        },
        labelCount: (t) => {
            if (!labelTable)
                buildLabels();
            return labelTable.get(t) ?? 0;
        },
        cssCount: (sel) => {
            // Shadow trees repeat: one query per distinct path, not per element.
            let n = cssCounts.get(sel);
            if (n === undefined) {
                n = 0;
                for (let r = 0; r < roots.length; r++)
                    n += rootQuerySelectorAll(roots[r], sel).length;
                cssCounts.set(sel, n);
            }
            return n;
        },
        attrCount: (attr, v) => {
            // One count table per attribute and document (a query per record was quadratic on pages
            // where most links carry a title).
            let m = attrTables.get(attr);
            if (!m) {
                m = new SafeMap();
                for (let r = 0; r < roots.length; r++) {
                    const list = rootQuerySelectorAll(roots[r], '[' + attr + ']');
                    const nl = list.length;
                    for (let i = 0; i < nl; i++) {
                        const a = getAttribute(list[i], attr) ?? '';
                        m.set(a, (m.get(a) ?? 0) + 1);
                    }
                }
                attrTables.set(attr, m);
            }
            return m.get(v) ?? 0;
        },
    };
}

/**
 * Playwright's getByRole skips elements hidden from assistive technology unless `includeHidden`
 * (roleUtils.ts isElementHiddenForAria): aria-hidden, display:none, visibility other than visible.
 * Options inside a select are exempt there (they have no box of their own).
 */
function hiddenForAria(r, el) {
    if (r.states.ariaHidden === true)
        return true;
    if (!checkVisibility || r.tag === 'option')
        return false;
    // The walk registered the element with a box and visibility:visible (isVisible needs both; it
    // enters no display:none or content-visibility:hidden subtree), all checkVisibility tests here: a
    // call for the others only (a record that is not visible, or has no box: display:contents).
    if (r.isVisible)
        return false;
    try {
        return !checkVisibility(el, { visibilityProperty: true });
    }
    catch {
        return false;
    }
}
function countAttr(root, attr) {
    const m = new SafeMap();
    const list = rootQuerySelectorAll(root, `[${attr}]`);
    const n = list.length;
    for (let i = 0; i < n; i++) {
        const v = getAttribute(list[i], attr) ?? '';
        m.set(v, (m.get(v) ?? 0) + 1);
    }
    return m;
}
function locatorCounts() {
    const roots = new SafeMap();
    const infoOf = (root) => {
        let info = roots.get(root);
        if (!info) {
            info = { root, ids: null, test: new SafeMap(), doc: null };
            roots.set(root, info);
        }
        return info;
    };
    const idCount = (info, id) => {
        if (!info.ids)
            info.ids = countAttr(info.root, 'id');
        return info.ids.get(id) ?? 0;
    };
    const testCount = (info, attr, v) => {
        let m = info.test.get(attr);
        if (!m) {
            m = countAttr(info.root, attr);
            info.test.set(attr, m);
        }
        return m.get(v) ?? 0;
    };
    const docs = new SafeMap();
    const docOf = (info) => {
        if (info.doc)
            return info.doc;
        // A shadow root's document is its owner; a document has none and is its own.
        const d = ownerDocument(info.root) ?? info.root;
        let di = docs.get(d);
        if (!di) {
            di = { doc: d, pw: null, roles: new SafeMap() };
            docs.set(d, di);
        }
        return (info.doc = di);
    };
    const pwOf = (info) => {
        const di = docOf(info);
        if (!di.pw)
            di.pw = playwrightTexts(di.doc);
        return di.pw;
    };
    const roleCount = (info, role, name, hidden) => {
        const m = docOf(info).roles.get(role);
        const c = m ? m.get(name) : undefined;
        return c ? c[hidden ? 0 : 1] : 0;
    };
    return {
        infoOf,
        idCount,
        testCount,
        pwOf,
        roleCount,
        cssCount: (info, css) => pwOf(info).cssCount(css),
        addRole(info, r, h) {
            const roles = docOf(info).roles;
            let m = roles.get(r.role);
            if (!m) {
                m = new SafeMap();
                roles.set(r.role, m);
            }
            let c = m.get(r.name);
            if (!c) {
                c = [0, 0];
                m.set(r.name, c);
            }
            c[0]++;
            if (!h)
                c[1]++;
        },
    };
}

/**
 * Sets `r.locators` from `cached`, each entry's uniqueness counted again unless the DOM did not
 * change and the entry's count depends on the DOM alone (`domSame`).
 */
function reuseLocators(r, info, entry, cached, domSame, n) {
    // Entries whose uniqueness did not change are shared with the last snapshot, and so is the
    // list when none did (never mutated after a snapshot is built: the duplicate-mark check
    // copies on write). A role or text check counts the record's own fields: they equal the
    // cached ones.
    let list = null;
    for (let k = 0; k < cached.list.length; k++) {
        const e = cached.list[k];
        const c = cached.checks[k];
        let unique = e.unique;
        const kind = c === '' ? '' : c[0];
        if (kind !== '' && !(domSame && (kind === 'I' || kind === 'T' || kind === 'C'))) {
            if (kind === 'R')
                unique = n.roleCount(info, r.role, r.name, c === 'Rh') === 1;
            else if (kind === 'X')
                unique = n.pwOf(info).textCount(e.value) === 1;
            else if (kind === 'L')
                unique = n.pwOf(info).labelCount(e.value) === 1;
            else {
                const v = strSlice(c, 1);
                if (kind === 'I')
                    unique = n.idCount(info, v) === 1;
                else if (kind === 'A')
                    unique = n.pwOf(info).attrCount(v, e.value) === 1;
                else if (kind === 'C')
                    unique = n.cssCount(info, v) === 1;
                else {
                    const nul = strIndexOf(v, '\u0000');
                    unique = n.testCount(info, strSlice(v, 0, nul), strSlice(v, nul + 1)) === 1;
                }
            }
        }
        if (unique !== e.unique && list === null)
            list = slice(cached.list, 0, k);
        if (list !== null)
            push(list, unique === e.unique ? e : { kind: e.kind, value: e.value, playwright: e.playwright, unique });
    }
    r.locators = list ?? cached.list;
    // The cache holds the latest answers: a check skipped next time keeps this one, not the first.
    if (list !== null)
        entry.locators = { ...cached, list };
}
function sameUniqueness(a, b) {
    let same = true;
    b.forEach((n, id) => {
        if (same && (n === 1) !== (a.get(id) === 1))
            same = false;
    });
    if (same) {
        a.forEach((n, id) => {
            if (same && n === 1 && b.get(id) !== 1)
                same = false;
        });
    }
    return same;
}

/**
 * getByLabel, getByPlaceholder, getByAltText and getByTitle, exact, for elements named by those
 * (Playwright's selectorGenerator offers the same kinds): each counted the way its engine matches.
 */
function getByEntries(r, el, pw, fp, out, checks) {
    const labels = pw.labels(el);
    let best = '';
    let bestCount = 0;
    for (let k = 0; k < labels.length; k++) {
        const l = labels[k];
        if (l === '' || l.length > GETBY_MAX)
            continue;
        const n = pw.labelCount(l);
        if (best === '' || n < bestCount) {
            best = l;
            bestCount = n;
        }
    }
    if (best !== '') {
        if (checks)
            push(checks, 'L');
        push(out, {
            kind: 'label',
            value: best,
            playwright: `${fp}page.getByLabel(${jsString(best)}, { exact: true })`,
            unique: bestCount === 1,
        });
    }
    const tag = r.tag;
    for (let k = 0; k < GETBY_ATTRS.length; k++) {
        const row = GETBY_ATTRS[k];
        const attr = row[0];
        const kind = row[1];
        const method = row[2];
        if (attr === 'alt' && !(tag === 'img' || tag === 'area' || (tag === 'input' && r.inputType === 'image')))
            continue;
        // The walk kept these attributes on the record (discovery/tagSets.ts KEEP_ATTRS; a value is cut
        // only past 120 characters, longer than GETBY_MAX): absent there, absent on the element, and no
        // attribute read per record. An own property: the page may have added one to Object.prototype.
        const v = hasOwn(r.attributes, attr) ? r.attributes[attr] : undefined;
        // Exact attribute match compares the raw value: keep values a person would paste unchanged.
        if (v === undefined || v === '' || v.length > GETBY_MAX || hasNul(v) || pwNormalize(v) !== v)
            continue;
        if (checks)
            push(checks, 'A' + attr);
        push(out, {
            kind,
            value: v,
            playwright: `${fp}page.${method}(${jsString(v)}, { exact: true })`,
            unique: pw.attrCount(attr, v) === 1,
        });
    }
}
const GETBY_ATTRS = [
    ['placeholder', 'placeholder', 'getByPlaceholder'],
    ['alt', 'altText', 'getByAltText'],
    ['title', 'title', 'getByTitle'],
];

const TEST_ATTRS = ['data-testid', 'data-test', 'data-cy', 'data-qa'];
// Structural paths grow with depth: on every record of a deep page they make the snapshot quadratic
// in size (a 3,000-deep chain gave 273 MB of JSON). Past MAX_PATH_STEPS levels below the nearest
// element with an id, the other locators (mark, role, text) must do.
const MAX_PATH_STEPS = 64;
/**
 * The element's locators. `markOpen` is `[attr=` of the mark attribute ('' without one); `checks`,
 * when given, gets what each entry's uniqueness is counted by (reuseLocators.ts CachedLocators).
 */
function locatorList(r, el, info, hidden, markOpen, paths, n, checks) {
    const inShadow = nodeType(info.root) === DOCUMENT_FRAGMENT_NODE;
    const fp = framePrefix(r.frame);
    const out = [];
    if (markOpen !== '') {
        const sel = markOpen + cssString(r.elementId) + ']';
        if (checks)
            push(checks, '');
        push(out, {
            kind: 'elementId',
            value: sel,
            playwright: pwLocator(fp, '', sel),
            unique: true,
        });
    }
    // Read from the element: buildLocators puts it in attribute scope (platform/nodeAccess.ts
    // attrScope), where an absent attribute costs no DOM call.
    for (let k = 0; k < TEST_ATTRS.length; k++) {
        const attr = TEST_ATTRS[k];
        const v = getAttribute(el, attr);
        if (v === null || v === '' || hasNul(v))
            continue;
        const sel = `[${attr}=${cssString(v)}]`;
        const pw = attr === 'data-testid' ? `page.getByTestId(${jsString(v)})` : `page.locator(${jsString(sel)})`;
        if (checks)
            push(checks, 'T' + attr + '\u0000' + v);
        push(out, { kind: 'testId', value: sel, playwright: fp + pw, unique: n.testCount(info, attr, v) === 1 });
        break;
    }
    const node = paths.node(el);
    const id = paths.idOf(node);
    if (id && !hasNul(id)) {
        const sel = cssIdSelector(id);
        if (checks)
            push(checks, 'I' + id);
        push(out, {
            kind: 'id',
            value: sel,
            playwright: pwLocator(fp, '', sel),
            unique: n.idCount(info, id) === 1,
        });
    }
    if (r.role && r.name) {
        const name = r.name.length > 200 ? strSlice(r.name, 0, 200) : r.name;
        const exact = name === r.name;
        const h = hidden;
        if (checks)
            push(checks, h ? 'Rh' : 'R');
        push(out, {
            kind: 'role',
            // JSON.stringify of { role, name[, includeHidden: true] }, joined from its two strings (an
            // object's serialisation was the costliest step of the chain).
            value: '{"role":' + jsonStringify(r.role) + ',"name":' + jsonStringify(name) + (h ? ',"includeHidden":true}' : '}'),
            playwright: `${fp}page.getByRole(${jsString(r.role)}, { name: ${jsString(name)}${exact ? ', exact: true' : ''}${h ? ', includeHidden: true' : ''} })`,
            unique: n.roleCount(info, r.role, r.name, h) === 1,
        });
    }
    getByEntries(r, el, n.pwOf(info), fp, out, checks);
    const structural = paths.depth(node) <= MAX_PATH_STEPS;
    if (!inShadow && structural) {
        const xp = paths.xpath(node, info);
        if (checks)
            push(checks, '');
        push(out, {
            kind: 'xpath',
            value: xp,
            playwright: pwLocator(fp, 'xpath=', xp),
            unique: true,
        });
    }
    if (structural) {
        const css = paths.css(node, info);
        if (checks)
            push(checks, inShadow ? 'C' + css : '');
        push(out, {
            kind: 'css',
            value: css,
            playwright: pwLocator(fp, '', css) + (inShadow ? ' /* inside a shadow root */' : ''),
            // In a document the path starts at :root or a unique id: unique by construction. A path inside a
            // shadow root has no root anchor, so it is checked there (shadow trees are small).
            unique: !inShadow || n.cssCount(info, css) === 1,
        });
    }
    // getByText only from the text Playwright's text engine sees, and only for the element it returns.
    const pw = n.pwOf(info);
    const t = pw.selfMatch(el) ? pw.shortText(el) : null;
    if (t !== null) {
        if (checks)
            push(checks, 'X');
        push(out, {
            kind: 'text',
            value: t,
            playwright: `${fp}page.getByText(${jsString(t)}, { exact: true })`,
            unique: pw.textCount(t) === 1,
        });
    }
    return out;
}

/** Id counts per document / shadow root at the last snapshot: a change of which ids are unique moves anchors. */
let lastIdTables;
defineState(() => {
    lastIdTables = new SafeWeakMap();
});
/**
 * Locators of every item, in steps (snapshotAsync slices them): `step(until)` counts, then builds
 * records' locators until the clock passes `until` (false: call again) or all are done (true).
 */
function locatorJob(items, options) {
    const n = locatorCounts();
    // Per item, filled by the counting pass and read by the building pass.
    const infos = [];
    const hidden = [];
    const paths = pathBuilder((info, id) => n.idCount(info, id) === 1);
    const markOpen = options.markAttribute === false ? '' : '[' + options.markAttribute + '=';
    let counted = 0;
    let idsChecked = false;
    // Structural paths start at an ancestor with a unique id: if any id became unique or stopped being
    // unique, anchors may move, and nothing is reused this time.
    let reuse = options.reuse === true;
    const domSame = reuse && options.domUnchanged === true;
    let i = 0;
    const step = (until) => {
        // Role+name and text uniqueness among registered elements of one root.
        for (; counted < items.length; counted++) {
            if ((counted & 255) === 255 && nowP() > until)
                return false;
            const it = items[counted];
            const info = n.infoOf(it.ctx ? it.ctx.root : getRootNode(it.element));
            infos[counted] = info;
            const r = it.record;
            const h = r.role !== '' && r.name !== '' && hiddenForAria(r, it.element);
            hidden[counted] = h;
            if (r.role && r.name)
                n.addRole(info, r, h);
        }
        if (!idsChecked) {
            idsChecked = true;
            const idTables = new SafeWeakMap();
            for (let k = 0; k < items.length; k++) {
                const info = infos[k];
                if (idTables.has(info.root))
                    continue;
                const before = reuse ? lastIdTables.get(info.root) : undefined;
                const now = info.ids ?? (info.ids = (domSame ? before : undefined) ?? countAttr(info.root, 'id'));
                idTables.set(info.root, now);
                if (reuse && (!before || (now !== before && !sameUniqueness(before, now))))
                    reuse = false;
            }
            lastIdTables = idTables;
        }
        for (; i < items.length; i++) {
            if ((i & 63) === 63 && nowP() > until)
                return false;
            const it = items[i];
            const { record: r, element: el } = it;
            const info = infos[i];
            const entry = it.entry;
            const cached = entry ? entry.locators : undefined;
            if (reuse &&
                it.clean &&
                cached &&
                cached.elementId === r.elementId &&
                cached.role === r.role &&
                cached.name === r.name &&
                cached.text === r.text &&
                cached.frame === r.frame &&
                cached.hidden === hidden[i]) {
                reuseLocators(r, info, entry, cached, domSame, n);
                continue;
            }
            // What each entry's uniqueness is counted by, kept only where the next snapshot can reuse it.
            const checks = entry ? [] : null;
            let out;
            try {
                // Its attribute reads (test ids, label attributes) from one list of names (nodeAccess.ts).
                attrScope(el);
                out = locatorList(r, el, info, hidden[i], markOpen, paths, n, checks);
            }
            finally {
                attrScope(null);
            }
            r.locators = out;
            if (entry)
                entry.locators = {
                    frame: r.frame,
                    role: r.role,
                    name: r.name,
                    text: r.text,
                    elementId: r.elementId,
                    hidden: hidden[i],
                    list: out,
                    checks: checks,
                };
        }
        return true;
    };
    return { step };
}

const WeakRefCtor = globalThis.WeakRef;
/** Every write, with the value it replaced (null: the attribute was absent), in write order. */
let marked;
/** The last duplicate check: its trees in order, its answer, and the state it answered for. */
let lastCheck;
defineState(() => {
    marked = [];
    lastCheck = null;
}, removeMarks);
/**
 * Mark writes so far (a duplicate check's answer holds only while we wrote none since). A sequence
 * number, not instance state (platform/instanceState.ts): a check still running across dispose must
 * not find its stamp again.
 */
let writes = 0;
function applyMarks(items, attr, from = 0, until = Infinity) {
    for (let i = from; i < items.length; i++) {
        if ((i & 255) === 255 && nowP() > until)
            return i;
        const it = items[i];
        const id = it.record.elementId;
        // A clean element (incremental) still carries the mark written last time: a page that changed it
        // would have made the element dirty.
        if (it.clean && it.entry && it.entry.markedAs === id)
            continue;
        if (it.entry)
            it.entry.markedAs = id;
        const prev = getAttribute(it.element, attr);
        if (prev !== id) {
            setAttribute(it.element, attr, id);
            writes++;
            push(marked, {
                ref: WeakRefCtor ? new WeakRefCtor(it.element) : { deref: () => it.element },
                attr,
                value: id,
                prev,
            });
        }
    }
    return items.length;
}
/**
 * Undo every mark we wrote that still carries our value (dispose), newest first, so an element marked
 * several times ends with what it had before pagemark: a page's own `data-element-id` comes back.
 */
function removeMarks() {
    for (let i = marked.length - 1; i >= 0; i--) {
        const m = marked[i];
        const el = m.ref.deref();
        if (!el || getAttribute(el, m.attr) !== m.value)
            continue;
        if (m.prev === null)
            removeAttribute(el, m.attr);
        else
            setAttribute(el, m.attr, m.prev);
    }
    writes++;
}
/**
 * Mark values that more than one element carries after marking: a page may write our attribute on
 * its own elements (`<span data-element-id="pm-1">`), and then the mark selector of the real pm-1
 * is not unique. One query per tree (document or shadow root) that holds registered elements. The
 * whole job is resumable (snapshotAsync slices it): finding the trees, the queries (made as they
 * are needed, not all up front: on a 100k-element document one query alone takes milliseconds),
 * and the counting.
 */
function duplicateMarksJob(items, attr, 
/**
 * The caller knows no mutation happened since the last check began (collectJob.ts: an incremental
 * snapshot with none since the last, made in one step). Its answer is then taken over when, in
 * addition, no mark was written since, by us or by the page (changeTracker's foreignMarkWrites),
 * and this check would query the same trees: the same elements carry the same marks. Every query
 * grows with the page's size, on every snapshot.
 */
reuse) {
    const dup = new SafeSet();
    let seen = new SafeMap();
    const treeRoots = [];
    const roots = new SafeSet();
    const sel = `[${attr}]`;
    let i = 0;
    let l = 0;
    let j = 0;
    let all = null;
    let decided = false;
    // Read before any query: a write the page makes while a sliced check is under way moves it.
    const stamp = foreignMarkWrites() + ':' + writes;
    const step = (until) => {
        for (; i < items.length; i++) {
            if ((i & 1023) === 1023 && nowP() > until)
                return false;
            const root = items[i].ctx.root;
            if (roots.has(root))
                continue;
            roots.add(root);
            push(treeRoots, root);
        }
        // Once the trees are known: the last check's answer stands when nothing could have changed it.
        if (!decided) {
            decided = true;
            const last = lastCheck;
            if (reuse && last !== null && last.stamp === stamp && last.attr === attr && sameNodes(last.roots, treeRoots)) {
                last.dup.forEach((v) => dup.add(v));
                return true;
            }
        }
        for (; l < treeRoots.length; l++, j = 0, all = null) {
            if (!all) {
                // A query cannot be cut: the clock is read before each (collectJob.ts starts this job on a
                // fresh slice, and the document, the largest tree, comes first).
                if (nowP() > until)
                    return false;
                all = rootQuerySelectorAll(treeRoots[l], sel);
                // Values repeat only within one tree: a count per tree.
                seen = new SafeMap();
            }
            for (; j < all.length; j++) {
                if ((j & 1023) === 1023 && nowP() > until)
                    return false;
                const v = getAttribute(all[j], attr);
                if (v === null)
                    continue;
                const n = (seen.get(v) ?? 0) + 1;
                seen.set(v, n);
                if (n === 2)
                    dup.add(v);
            }
        }
        // Kept as it is: the caller only reads it (a reuse copies it into its own set).
        lastCheck = { attr, roots: treeRoots, dup, stamp };
        return true;
    };
    return { step, result: () => dup };
}
function sameNodes(a, b) {
    if (a.length !== b.length)
        return false;
    for (let k = 0; k < a.length; k++)
        if (a[k] !== b[k])
            return false;
    return true;
}
/** A mark value that appears twice (a page wrote it, or cloned a marked node) is not a unique locator. */
function flagDuplicateMarks(items, dup) {
    if (dup.size === 0)
        return;
    for (let i = 0; i < items.length; i++) {
        const r = items[i].record;
        if (!dup.has(r.elementId))
            continue;
        // Copy on write: incremental snapshots share unchanged locator entries between snapshots.
        const list = slice(r.locators);
        for (let k = 0; k < list.length; k++)
            if (list[k].kind === 'elementId')
                list[k] = { ...list[k], unique: false };
        r.locators = list;
    }
}

function key(r, parent) {
    const t = r.attributes['data-testid'] ?? r.attributes['data-test'] ?? r.attributes['data-cy'] ?? '';
    return r.frame + '\u0001' + r.tag + '\u0001' + r.role + '\u0001' + r.name + '\u0001' + t + '\u0001' + String(parent);
}
/**
 * `reconcileIdentity` in steps (snapshotAsync slices it): at 100k records each of its passes is a
 * long task on its own, and the first one calls elementByIndex (several DOM reads) for every record
 * that was not seen again. `step(until)` works until the clock passes `until` (false: call again)
 * or it is done (true); the passes and their order are those of one uninterrupted run.
 */
function reconcileJob(prev, w, nodes) {
    const removed = new SafeMap();
    const added = new SafeMap();
    const remap = new SafeMap();
    const pe = prev ? prev.elements : [];
    const recs = w.records;
    let pass = prev ? 0 : 3;
    let i = 0;
    // The clock is read every 256 records: a record costs well under a microsecond to a few (isLive).
    const late = (k, until) => (k & 255) === 255 && nowP() > until;
    const step = (until) => {
        for (;;) {
            switch (pass) {
                case 0:
                    // Removed: previously registered, not seen now, and detached (a still-attached element that
                    // just left the viewport or became hidden keeps its own identity).
                    for (; i < pe.length; i++) {
                        if (late(i, until))
                            return false;
                        const r = pe[i];
                        if (w.seen.has(r.index) || elementByIndex(r.index) !== null)
                            continue;
                        const k = key(r, r.parent);
                        const list = removed.get(k);
                        if (list)
                            push(list, r.index);
                        else
                            removed.set(k, [r.index]);
                    }
                    if (removed.size === 0)
                        return finished();
                    pass = 1;
                    i = 0;
                    break;
                case 1:
                    // Parents may themselves be remapped: process in pre-order so a parent's remap is known first.
                    for (; i < recs.length; i++) {
                        if (late(i, until))
                            return false;
                        const r = recs[i];
                        if (r.index < w.firstNewIndex)
                            continue;
                        const parent = r.parent === null ? null : (remap.get(r.parent) ?? r.parent);
                        const k = key(r, parent);
                        const list = added.get(k);
                        if (list)
                            push(list, i);
                        else
                            added.set(k, [i]);
                        const rl = removed.get(k);
                        if (rl && rl.length === 1 && added.get(k).length === 1)
                            remap.set(r.index, rl[0]);
                    }
                    // A key with two added candidates is ambiguous even if the first one matched early (one entry
                    // per key of a new record: short next to the passes over all records).
                    added.forEach((list) => {
                        if (list.length > 1)
                            for (let j = 0; j < list.length; j++)
                                remap.delete(recs[list[j]].index);
                    });
                    if (remap.size === 0)
                        return finished();
                    pass = 2;
                    i = 0;
                    break;
                case 2:
                    for (; i < recs.length; i++) {
                        if (late(i, until))
                            return false;
                        const r = recs[i];
                        if (r.parent !== null) {
                            const np = remap.get(r.parent);
                            if (np !== undefined)
                                r.parent = np;
                        }
                        const old = remap.get(r.index);
                        if (old === undefined)
                            continue;
                        adoptIndex(w.items[i].element, old);
                        w.seen.delete(r.index);
                        w.seen.add(old);
                        if (r.node >= 0)
                            nodes[r.node].index = old;
                        r.index = old;
                        r.bid = makeBid(r.frame, old);
                        r.elementId = elementIdFor(old);
                        r.isNew = false;
                    }
                    for (let f = 0; f < w.frames.length; f++) {
                        const fr = w.frames[f];
                        if (fr.hostIndex !== null) {
                            const n = remap.get(fr.hostIndex);
                            if (n !== undefined)
                                fr.hostIndex = n;
                        }
                    }
                    return finished();
                default:
                    return true;
            }
        }
    };
    const finished = () => {
        pass = 3;
        return true;
    };
    return { step };
}

/**
 * Occlusion in steps: hit testing costs more the larger the page (Chromium walks sibling lists and
 * paint layers for every point), so a sliced snapshot
 * checks the clock before every hit test.
 *
 * Elements are tested deepest first (reverse document order). A hit on a record or its descendant at
 * a point that also lies in the visible part of a registered ancestor (same document) proves that
 * ancestor topmost there too: the hit element is inside it. Such ancestors need no hit test of their
 * own (a link inside a list item inside a card: one hit test instead of three). That is a sample
 * point more for the ancestor, never one fewer, so an ancestor is only ever found top where it is.
 *
 * `reuse`: nothing moved layout since the last snapshot and the same elements are registered (see
 * hitTestsReusable): an element hit-tested then keeps its result. Every result is written to the
 * element's cache entry for the next snapshot.
 */
function occlusionJob(items, vw, vh, reuse = false) {
    const viewport = { x1: 0, y1: 0, x2: vw, y2: vh };
    let itemOf = null;
    const provenTop = new SafeSet();
    const visiblePart = (it) => {
        const r = it.record;
        if (!r.isVisible || !r.bbox)
            return null;
        const b = r.bbox;
        const clipped = intersect({ x1: b.x, y1: b.y, x2: b.x + b.width, y2: b.y + b.height }, it.ctx.clip);
        return clipped ? intersect(clipped, viewport) : null;
    };
    /** Credit the registered ancestors of `it` whose visible part holds the top-level point (x, y). */
    const creditAncestors = (it, x, y) => {
        const frame = it.record.frame;
        for (let p = it.record.parent, guard = 0; p !== null && guard < 10000; guard++) {
            const a = itemOf.get(p);
            // Across a frame boundary the hit says nothing: the parent document may cover the frame.
            if (!a || a.record.frame !== frame)
                return;
            if (!provenTop.has(p)) {
                const v = visiblePart(a);
                if (v && x >= v.x1 && x <= v.x2 && y >= v.y1 && y <= v.y2)
                    provenTop.add(p);
            }
            p = a.record.parent;
        }
    };
    let i = items.length - 1;
    // Where a step stopped inside an element's samples, and the slowest recent hit test: a step stops
    // before a hit test that would likely overrun its slice (on a very large page one hit test can
    // take most of a slice), but always makes one, so it progresses.
    let sample = 0;
    let centreHit = null;
    let slowest = 0;
    let total = 0;
    const step = (until) => {
        // Without layout nothing can be hit-tested: every isTopElement stays null (unknown).
        if (!hasLayout)
            return true;
        let hits = 0;
        if (!itemOf) {
            itemOf = new SafeMap();
            for (let k = 0; k < items.length; k++)
                itemOf.set(items[k].record.index, items[k]);
        }
        for (; i >= 0; i--) {
            const it = items[i];
            const r = it.record;
            const cached = reuse && it.entry ? it.entry.top : undefined;
            if (cached !== undefined) {
                r.isTopElement = cached;
                r.obscuredBy = it.entry.cover ?? null;
                continue;
            }
            const vis = visiblePart(it);
            if (!vis)
                continue; // hidden or off-screen: unknown
            if (provenTop.has(r.index)) {
                r.isTopElement = true;
                r.obscuredBy = null;
                continue;
            }
            let top = false;
            for (; sample < SAMPLES.length; sample++) {
                // The clock is read only before hit tests: they are the cost; the rest is arithmetic.
                const t = nowP();
                if (hits > 0 && t + slowest > until)
                    return false;
                const sx = vis.x1 + (vis.x2 - vis.x1) * SAMPLES[sample][0] - it.ctx.ox;
                const sy = vis.y1 + (vis.y2 - vis.y1) * SAMPLES[sample][1] - it.ctx.oy;
                const hit = deepElementFromPoint(it.ctx.doc, sx, sy);
                const took = nowP() - t;
                // A decaying maximum: one slow hit test (the first after a layout) does not shrink every
                // later slice to one hit test.
                slowest = took > slowest ? took : slowest * 0.9 + took * 0.1;
                hits++;
                total++;
                if (sample === 0)
                    centreHit = hit;
                if (hit && composedContains(it.element, hit)) {
                    top = true;
                    creditAncestors(it, sx + it.ctx.ox, sy + it.ctx.oy);
                    break;
                }
            }
            sample = 0;
            r.isTopElement = top;
            if (!top)
                r.obscuredBy = centreHit ? describeCover(centreHit, itemOf) : null;
        }
        // Inside a frame, hit testing only sees the frame's own document: an overlay in the parent
        // document that covers the iframe covers everything in it.
        const covered = new SafeMap();
        for (let i = 0; i < items.length; i++) {
            const r = items[i].record;
            if ((r.tag === 'iframe' || r.tag === 'frame') && r.isTopElement === false)
                covered.set(r.index, r);
        }
        if (covered.size === 0) {
            remember();
            return true;
        }
        for (let i = 0; i < items.length; i++) {
            const r = items[i].record;
            if (r.frame === '' || r.isTopElement !== true)
                continue;
            // Registered ancestors cross frame boundaries through the iframe's own record.
            for (let p = r.parent, guard = 0; p !== null && guard < 10000; guard++) {
                const host = covered.get(p);
                if (host) {
                    r.isTopElement = false;
                    r.obscuredBy = host.obscuredBy;
                    break;
                }
                const pi = itemOf.get(p);
                p = pi ? pi.record.parent : null;
            }
        }
        remember();
        return true;
    };
    /** The results, for the next snapshot's reuse (incremental snapshots only: items carry entries). */
    const remember = () => {
        for (let k = 0; k < items.length; k++) {
            const it = items[k];
            if (!it.entry)
                continue;
            it.entry.top = it.record.isTopElement;
            it.entry.cover = it.record.obscuredBy;
        }
    };
    return { step, hitTests: () => total };
}
/** The covering element's bid when it (or its nearest registered ancestor) is registered, else `tag#id.class`. */
function describeCover(el, itemOf) {
    let n = el;
    for (let guard = 0; n && guard < 32; guard++) {
        const idx = knownIndexOf(n);
        if (idx !== undefined) {
            const bid = itemOf.get(idx)?.record.bid ?? recordByIndex(idx)?.bid;
            if (bid)
                return bid;
        }
        n = parentElement(n);
    }
    return describeElement(el);
}
function describeElement(el) {
    let d = localName(el);
    const id = getAttribute(el, 'id');
    if (id)
        d += '#' + strSlice(id, 0, 40);
    const cls = getAttribute(el, 'class');
    if (cls) {
        const parts = splitSpaces(cls);
        for (let i = 0; i < parts.length && i < 2; i++)
            if (parts[i])
                d += '.' + strSlice(parts[i], 0, 30);
    }
    return d;
}

let folded;
const freshFolds = defineState(() => {
    folded = new SafeWeakMap();
});
// Null prototype: a lookup cannot hit a patched Object.prototype (as in discovery/tagSets.ts).
const FOLDABLE = Object.create(null);
FOLDABLE['checkbox'] = FOLDABLE['radio'] = FOLDABLE['range'] = true;
const RANGE = ['min', 'max', 'step'];
function foldHiddenControls(items) {
    // The map describes the latest snapshot only: a host folded by an earlier one must fold again here
    // (kept across snapshots, it made the second snapshot skip every host and list `<span>50`).
    freshFolds();
    let byIndex = null;
    for (let i = 0; i < items.length; i++) {
        const r = items[i].record;
        if (r.tag !== 'input' || r.isVisible || r.parent === null || !FOLDABLE[r.inputType ?? ''])
            continue;
        // Rendered but unseen (clip, opacity): display:none or an empty box is a control that is not there.
        const b = r.bbox;
        if (!b || b.width <= 0 || b.height <= 0 || r.states.ariaHidden || r.states.inert)
            continue;
        if (!byIndex) {
            byIndex = new SafeMap();
            for (let j = 0; j < items.length; j++)
                byIndex.set(items[j].record.index, items[j]);
        }
        const host = byIndex.get(r.parent);
        if (!host)
            continue;
        const p = host.record;
        // A host already carrying a role (a second thumb's input folded into it before) keeps the first.
        if (!p.isVisible || p.role !== '' || p.tag === 'label')
            continue;
        const hb = p.bbox;
        const cx = b.x + b.width / 2;
        const cy = b.y + b.height / 2;
        if (!hb || cx < hb.x || cx > hb.x + hb.width || cy < hb.y || cy > hb.y + hb.height)
            continue;
        fold(p, r);
        folded.set(host.element, items[i].element);
    }
}
function fold(p, r) {
    p.role = r.role;
    if (r.name !== '')
        p.name = r.name;
    if (r.value !== undefined)
        p.value = r.value;
    const s = r.states;
    const states = { ...p.states };
    if (s.checked !== undefined)
        states.checked = s.checked;
    if (s.disabled)
        states.disabled = true;
    if (s.required)
        states.required = true;
    if (s.invalid)
        states.invalid = true;
    if (s.focused)
        states.focused = true;
    p.states = states;
    // The explicit role is what the text format prints (its attributes object is shared with a cache).
    const at = { ...p.attributes, role: r.role };
    // The range goes with it: min, max and step are kept attributes of the input (issue 42 point 7).
    for (let i = 0; i < RANGE.length; i++) {
        const v = r.attributes[RANGE[i]];
        if (v !== undefined)
            at[RANGE[i]] = v;
    }
    p.attributes = at;
}

/**
 * The layout viewport in CSS px. Width/height exclude scrollbars (documentElement.clientWidth) so
 * boxes at the right edge are not counted as visible under a scrollbar; innerWidth is the fallback
 * for documents without a root element.
 */
function readViewport(win, doc) {
    const de = documentElement(doc);
    const cw = de ? clientWidthOf(de) : 0;
    const ch = de ? clientHeightOf(de) : 0;
    const iw = innerWidthOf(win) || 0;
    const ih = innerHeightOf(win) || 0;
    return {
        width: cw > 0 && cw <= iw ? cw : iw,
        height: ch > 0 && ch <= ih ? ch : ih,
        scrollX: scrollXOf(win) || 0,
        scrollY: scrollYOf(win) || 0,
        devicePixelRatio: win.devicePixelRatio || 1,
        scrollWidth: de ? scrollWidthOf(de) : 0,
        scrollHeight: de ? scrollHeightOf(de) : 0,
    };
}

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
function statesOf(el) {
    let s = '';
    for (let i = 0; i < VALUE_STATES.length; i++) {
        let m;
        try {
            m = matches(el, VALUE_STATES[i]) ? '1' : '0';
        }
        catch {
            m = '-';
        }
        s += m;
    }
    return s;
}
/** The document's focused text field and its value-derived states, or null when focus is elsewhere. */
function typingState(doc) {
    let el;
    try {
        el = activeElement(doc);
    }
    catch {
        return null;
    }
    if (!el)
        return null;
    const tag = localName(el);
    try {
        // The type getter, not the attribute: it answers lower-case and with the default applied.
        if (tag !== 'textarea' && !(tag === 'input' && inputType(el) !== 'radio'))
            return null;
        return { el, states: statesOf(el) };
    }
    catch {
        return null;
    }
}
/**
 * Whether the events since the last snapshot are only typing into the field focused then: each an
 * input or change event on it, its value-derived states as they were, and it still focused (`now`
 * is the state read this time). The caller checks that nothing else changed.
 */
function onlyTyped(before, now, events) {
    if (!before || !now || before.el !== now.el || before.states !== now.states)
        return false;
    for (let i = 0; i < events.length; i++) {
        const ev = events[i];
        if ((ev.type !== 'input' && ev.type !== 'change') || ev.target !== now.el)
            return false;
    }
    return true;
}

/**
 * Style change detection: each document's and shadow root's stylesheets, the elements each rule
 * that matters matched, and each document's URL and designMode at the last snapshot, compared with
 * now. A stylesheet edit restyles anything; a rule whose selector can be matched here restyles
 * exactly the elements whose match changed.
 */
/** Stylesheet state per document / shadow root at the last snapshot. */
let sheets;
/** Each walked document's URL at the last snapshot (in the order of the walk's docs). */
let urls;
/**
 * Each document's designMode at the last snapshot: turning it on makes every element editable with
 * no mutation (cached states say `editable` only where they were read).
 */
let designModes;
/** Per tree root: each relevant selector and the elements it matched at the last snapshot. */
let matched;
defineState(() => {
    sheets = new SafeMap();
    urls = [];
    designModes = [];
    matched = new SafeMap();
});
/** A document's string property through its pristine getter; '' where reading it throws. */
function docString(read, d) {
    try {
        return read(d);
    }
    catch {
        return '';
    }
}
/**
 * Every tree's stylesheet state now, against the last snapshot's: a change sets `sheetsChanged` and
 * `stylesUnknown` on `out`. Also the flags of all trees, and whether a sheet cannot be read.
 */
function sheetChanges(all, out) {
    let flags = 0;
    const states = new SafeMap();
    for (let i = 0; i < all.length; i++) {
        const r = all[i];
        const s = sheetState(r);
        states.set(r, s);
        const before = sheets.get(r);
        if (!before || !sameSheets(before, s)) {
            out.sheetsChanged = true;
            out.stylesUnknown ?? (out.stylesUnknown = 'a stylesheet changed');
        }
        flags |= s.flags;
    }
    let unreadable = false;
    states.forEach((st) => {
        if (st.unreadable)
            unreadable = true;
    });
    return { states, flags, unreadable };
}
/** Whether a document's URL changed (a fragment navigation changes :target at once). */
function navigatedSince(docs) {
    let navigated = false;
    for (let i = 0; i < docs.length && !navigated; i++)
        navigated = urls[i] !== docString(docURL, docs[i]);
    return navigated;
}
/** Whether a document's designMode changed. */
function designModeChanged(docs) {
    for (let i = 0; i < docs.length; i++)
        if (designModes[i] !== docString(docDesignMode, docs[i]))
            return true;
    return false;
}
function matchAll(root, sel) {
    let list;
    try {
        list = rootQuerySelectorAllStrict(root, sel);
    }
    catch {
        return null;
    }
    const set = new SafeSet();
    for (let i = 0; i < list.length; i++)
        set.add(list[i]);
    return set;
}
function baselineMatches(root, selectors) {
    if (selectors === null || selectors.length === 0) {
        matched.delete(root);
        return;
    }
    const out = [];
    for (let i = 0; i < selectors.length; i++) {
        const set = matchAll(root, selectors[i]);
        if (!set) {
            matched.delete(root);
            return;
        }
        push(out, { sel: selectors[i], set });
    }
    matched.set(root, out);
}
/** Roots for every element whose match of a relevant rule changed; false when it cannot tell. */
function matchDiff(root, selectors) {
    const base = matched.get(root);
    if (selectors.length === 0)
        return true;
    if (!base || base.length !== selectors.length)
        return false;
    for (let i = 0; i < base.length; i++) {
        const b = base[i];
        if (b.sel !== selectors[i])
            return false;
        const now = matchAll(root, b.sel);
        if (!now)
            return false;
        now.forEach((el) => {
            if (!b.set.has(el))
                addRoot(el);
        });
        b.set.forEach((el) => {
            if (!now.has(el))
                addRoot(el);
        });
    }
    return true;
}
/** After a walk: the stylesheets and rule matches of `trees`, and the URL and designMode of `docs`. */
function rememberStyles(docs, trees) {
    const next = new SafeMap();
    matched = new SafeMap();
    for (let i = 0; i < trees.length; i++) {
        const st = sheetState(trees[i]);
        next.set(trees[i], st);
        baselineMatches(trees[i], st.selectors);
    }
    sheets = next;
    urls = [];
    designModes = [];
    for (let i = 0; i < docs.length; i++) {
        push(urls, docString(docURL, docs[i]));
        push(designModes, docString(docDesignMode, docs[i]));
    }
}

/**
 * Form controls' state at the last snapshot. Script can set `checked`, `value` or `selectedIndex`
 * with no event and no mutation, and :checked / :invalid rules restyle on it (the hidden-checkbox
 * toggle: `input:checked ~ .menu { display: block }`): every control whose state changed is a root.
 */
function noControls() {
    return { els: [], values: [], flags: [], at: null };
}
let controls;
/** The trees whose control states takeChanges read as the next baseline (afterWalk reads the rest). */
let controlScopes;
defineState(() => {
    controls = noControls();
    controlScopes = null;
});
/**
 * Roots for every control of `all` whose state changed since the baseline, which they then become.
 * `scoped`: the page styles form state, so a change restyles the form around the control (except
 * for `typed`, the field being typed into: typingState.ts). Returns why layout may have moved, or
 * `layout` as given.
 */
function controlChanges(all, scoped, typed, layout) {
    const now = controlStates(all);
    for (let i = 0, hint = 0; i < now.els.length; i++) {
        const el = now.els[i];
        const at = controlAt(controls, el, hint);
        if (at < 0)
            continue;
        hint = at + 1;
        const f = now.flags[i];
        if (controls.flags[at] === f && controls.values[at] === now.values[i])
            continue;
        const restyles = scoped && el !== typed;
        if (restyles)
            addRoot(formScope(el));
        else
            addRoot(el, false);
        if (layout === null) {
            if (restyles)
                layout = 'form state restyled a form';
            else if (sizesToContent(el))
                layout = 'a control that sizes to its content changed value';
        }
    }
    // These states are the next baseline: read before the walk, a change during a sliced walk is
    // caught next time, and afterWalk reads only the trees this walk finds anew (a 100k page holds
    // thousands of controls: one pass, not two).
    controls = now;
    controlScopes = new SafeSet();
    for (let i = 0; i < all.length; i++)
        controlScopes.add(all[i]);
    return layout;
}
/**
 * After a walk: the controls of the trees takeChanges did not read as the baseline. Returns true
 * when there was no takeChanges this time (a first or full snapshot): the whole baseline was read.
 */
function rememberControls(docs, shadowRoots) {
    const all = [];
    const scopes = controlScopes;
    controlScopes = null;
    for (let i = 0; i < docs.length; i++)
        if (!scopes || !scopes.has(docs[i]))
            push(all, docs[i]);
    for (let i = 0; i < shadowRoots.length; i++)
        if (!scopes || !scopes.has(shadowRoots[i]))
            push(all, shadowRoots[i]);
    if (!scopes) {
        controls = controlStates(all);
        return true;
    }
    if (all.length > 0)
        controlStates(all, controls);
    return false;
}
/**
 * Append the controls of `scopes` and their states to `out`. A document's come from its live
 * collections, which the engine keeps between calls while the DOM does not change (querySelectorAll
 * builds a new list every call); a shadow root has none.
 */
function controlStates(scopes, out = noControls()) {
    for (let i = 0; i < scopes.length; i++) {
        const scope = scopes[i];
        if (nodeType(scope) !== DOCUMENT_NODE) {
            controlStatesOf(rootQuerySelectorAll(scope, 'input, select, textarea'), out);
            continue;
        }
        for (let t = 0; t < CONTROL_TAGS.length; t++) {
            try {
                controlStatesOf(docElementsByTagName(scope, CONTROL_TAGS[t]), out);
            }
            catch {
                // A document the page broke: its controls are not compared, as before they were found.
            }
        }
    }
    return out;
}
const CONTROL_TAGS = ['input', 'select', 'textarea'];
function controlStatesOf(list, out) {
    for (let k = 0; k < list.length; k++) {
        const el = list[k];
        let value;
        let flags = 0;
        try {
            const tag = localName(el);
            if (tag === 'input') {
                value = inputValue(el);
                flags = (inputChecked(el) ? 1 : 0) | (indeterminate(el) ? 2 : 0);
            }
            else if (tag === 'textarea') {
                value = textareaValue(el);
            }
            else {
                const opts = selectOptions(el);
                value = '';
                for (let j = 0; j < opts.length; j++)
                    value += optionSelected(opts[j]) ? '1' : '0';
            }
        }
        catch {
            // An element the page replaced the prototype of: its state cannot be read, so it is compared
            // by its position alone.
            value = '\u0000' + k;
            flags = -1;
        }
        out.at?.set(el, out.els.length);
        push(out.els, el);
        push(out.values, value);
        push(out.flags, flags);
    }
}
/** Where `el` was in `c`, or -1: at position `hint` when the order held, else looked up. */
function controlAt(c, el, hint) {
    if (hint < c.els.length && c.els[hint] === el)
        return hint;
    if (!c.at) {
        c.at = new SafeMap();
        for (let i = 0; i < c.els.length; i++)
            c.at.set(c.els[i], i);
    }
    return c.at.get(el) ?? -1;
}
/** The outermost form or fieldset around a control, or its parent. */
function formScope(el) {
    let scope = el;
    for (let p = parentNode(el); p && nodeType(p) === ELEMENT_NODE; p = parentNode(p)) {
        const tag = localName(p);
        if (tag === 'form' || tag === 'fieldset')
            scope = p;
    }
    if (scope === el)
        scope = parentNode(el) ?? el;
    return scope;
}
/**
 * Whether a control's box follows its value: `field-sizing: content`, or a customizable select
 * (`appearance: base-select`), whose button shows the selected option's content.
 */
function sizesToContent(el) {
    try {
        const cs = computedStyle(el);
        return cssProp(cs, 'field-sizing') === 'content' || cssProp(cs, 'appearance') === 'base-select';
    }
    catch {
        return true;
    }
}

/**
 * Interaction events resolved into dirty roots: an event that changes a dynamic pseudo-class (focus,
 * hover, active, form state, popover toggles, media state, :target) restyles its target and its
 * following siblings when the page's stylesheets use that pseudo-class in a rule that sets a
 * property the walk reads, and nothing when they do not. `:focus-within`, `:active` (it matches the
 * whole ancestor chain), `:target` and fullscreen make styles unknown instead.
 */
/** The pending events into roots, given the pseudo-classes the page styles (`flags`). */
function resolveEvents(flags, out) {
    for (let i = 0; i < events.length && !out.full; i++) {
        const ev = events[i];
        const t = ev.target;
        // hashchange targets the window: not a Node, and Node's nodeType getter throws on it.
        if (!t || !isElement(t)) {
            if (ev.type === 'hashchange' && flags & TARGET)
                out.stylesUnknown ?? (out.stylesUnknown = ':target changed');
            continue;
        }
        switch (ev.type) {
            case 'focusin':
            case 'focusout':
                if (flags & FOCUS_WITHIN)
                    out.stylesUnknown ?? (out.stylesUnknown = 'focus moved and the page styles :focus-within');
                else if (flags & FOCUS)
                    addRoot(t);
                break;
            case 'mouseover':
            case 'mouseout':
                if (flags & HOVER)
                    hoverRoots(t, ev.related);
                break;
            case 'mousedown':
            case 'mouseup':
            case 'pointerdown':
            case 'pointerup':
                if (flags & ACTIVE)
                    out.stylesUnknown ?? (out.stylesUnknown = ':active changed');
                break;
            case 'input':
            case 'change':
            case 'reset':
                // Form state restyles the control and its form and fieldsets (form:invalid, fieldset:valid).
                if (flags & FORM_STATE)
                    addRoot(formScope(t));
                break;
            case 'toggle':
                // A popover shown or hidden changes its display with no mutation (the UA sheet hides
                // [popover]:not(:popover-open)); a details element's toggle already mutated `open`.
                if (flags & TOP_LAYER || localName(t) !== 'details')
                    addRoot(t);
                break;
            case 'fullscreenchange':
                out.stylesUnknown ?? (out.stylesUnknown = 'fullscreen changed');
                break;
            default:
                if (flags & MEDIA_STATE)
                    addRoot(t);
        }
    }
    if (overflow)
        out.full = overflow;
}
function isElement(t) {
    try {
        return nodeType(t) === ELEMENT_NODE;
    }
    catch {
        return false;
    }
}
/**
 * The hover chain is the target and its ancestors: moving from `related` to `target` changes :hover
 * on the elements below their common ancestor, so the topmost of those on each side is a root.
 */
function hoverRoots(target, related) {
    if (!related) {
        // Entering from outside the window: the whole chain changed.
        setOverflow('the pointer entered the page');
        return;
    }
    const top = topBelowCommon(target, related);
    if (top)
        addRoot(top);
    const top2 = topBelowCommon(related, target);
    if (top2)
        addRoot(top2);
}
/** The outermost ancestor-or-self of `a` that is not an ancestor-or-self of `b`. */
function topBelowCommon(a, b) {
    const chain = new SafeSet();
    for (let n = b; n; n = walkParent(n))
        chain.add(n);
    let top = null;
    for (let n = a; n && !chain.has(n); n = walkParent(n))
        top = n;
    return top;
}

/**
 * Animations and transitions: their targets' styles change with time alone, with no mutation or
 * event, so the elements animated now or at the last snapshot are dirty roots.
 */
/** Animation targets at the last snapshot (an animation that ended since then changed them too). */
let animated;
defineState(() => {
    animated = [];
});
/** Roots for the elements animated now or at the last snapshot; whether there were any. */
function resolveAnimations(docs, out) {
    const prev = animated;
    animated = animationTargets(docs);
    for (let i = 0; i < prev.length; i++)
        addRoot(prev[i]);
    for (let i = 0; i < animated.length; i++)
        addRoot(animated[i]);
    if (overflow)
        out.full = overflow;
    return prev.length > 0 || animated.length > 0;
}
/** After a walk: the animation targets now, as the next snapshot's baseline. */
function rememberAnimations(docs) {
    animated = animationTargets(docs);
}
/** Elements with an animation or transition in effect (their styles change with time alone). */
function animationTargets(docs) {
    const animated = [];
    if (docGetAnimations) {
        for (let i = 0; i < docs.length; i++) {
            let list;
            try {
                list = docGetAnimations(docs[i]);
            }
            catch {
                continue;
            }
            for (let k = 0; k < list.length; k++) {
                let t;
                try {
                    const eff = animationEffect(list[k]);
                    t = eff ? effectTarget(eff) : null;
                }
                catch {
                    t = null;
                }
                if (t)
                    push(animated, t);
            }
        }
    }
    return animated;
}

/**
 * Dirty tracking for incremental snapshots: between two snapshots, which elements may read
 * differently (their computed style, attributes or content), collected from a MutationObserver on
 * every document and shadow root the walk visited, and from the events that change dynamic
 * pseudo-classes without a mutation (focus, hover, input, popover toggles, ...).
 *
 * The answer is a set of dirty roots: the walk re-reads a dirty root and its whole subtree (flat
 * tree), and reuses cached reads everywhere else. The rules (each says why it is enough):
 * - An attribute change on T restyles T's subtree and, through sibling combinators (`+`, `~`), T's
 *   following siblings' subtrees: T and its following element siblings are roots.
 * - A child list change on T changes T's children (and :empty, :nth-child for them, :empty for T):
 *   same roots as an attribute change on T.
 * - A text change in T's child: T as above (:empty, and names or text computed from content).
 * - A pseudo-class change on E: E and its following siblings when the page's stylesheets use that
 *   pseudo-class in a rule that sets a property the walk reads; nothing when they do not.
 *   `:focus-within`, `:active` (it matches the whole ancestor chain) and `:target` fall back to a
 *   full snapshot; `:has()` and `@container` make every change a full snapshot.
 * Names are computed from descendants, so every ancestor of a root is "touched" (its name is
 * recomputed; its own style is not).
 *
 * Anything the tracker cannot bound (too many roots, a stylesheet edit, a viewport change, a
 * MutationObserver the page replaced) asks for a full snapshot instead: a wrong snapshot is never an
 * acceptable price for a fast one.
 *
 * This file decides (takeChanges) and remembers the baselines (afterWalk); the observers, the
 * pending roots and each baseline it compares live in files named after them.
 */
/** The top document's focused text field at the last snapshot (typingState.ts). */
let typing;
defineState(() => {
    typing = null;
});
/** Everything dirty since the last call, resolved against the current stylesheets. */
function takeChanges(docs, shadowRoots) {
    flushRecords();
    const out = {
        full: overflow,
        stylesUnknown: null,
        roots: roots$1,
        touched: new SafeSet(),
        mutated,
        layout: null,
        docs,
        sheetsChanged: false,
    };
    // Stylesheets: any change to the set of sheets or their rules restyles anything.
    const all = [];
    for (let i = 0; i < docs.length; i++)
        push(all, docs[i]);
    for (let i = 0; i < shadowRoots.length; i++)
        push(all, shadowRoots[i]);
    const { states, flags, unreadable } = sheetChanges(all, out);
    // Rules we cannot see (or that follow layout) restyle only on some change: with no mutation, no
    // event, no control, animation or layout change since the last snapshot, every style is what it
    // was, whatever the rules say. Decided at the end, once those are known; at once if the DOM or an
    // event already changed something (the events are then read as styles read afresh, as before).
    let unseen = null;
    if (!out.stylesUnknown && unreadable) {
        unseen = 'a stylesheet cannot be read (cross-origin without CORS): its rules may depend on anything';
    }
    else if (!out.stylesUnknown && flags & CONTAINER) {
        unseen = 'the page styles with @container (styles follow layout)';
    }
    // A fragment navigation changes :target at once; its hashchange event comes in a later task.
    const navigated = navigatedSince(docs);
    if (!out.full && designModeChanged(docs))
        out.full = 'designMode changed';
    // Typing into the field focused at the last snapshot restyles nothing while the states CSS can
    // see of it stay the same (typingState.ts): its events stand for no pseudo-class, its value change
    // restyles no form, and rules we cannot read have nothing to react to. Checked again at the end,
    // once the changed controls are known: any other one counts as before.
    const typingNow = docs.length > 0 ? typingState(docs[0]) : null;
    const typed = !mutated && !navigated && roots$1.size === 0 && onlyTyped(typing, typingNow, events);
    /** Still only typing: the changed subtrees (controls, by now) are at most the field itself. */
    const onlyTyping = () => typed && (roots$1.size === 0 || (roots$1.size === 1 && roots$1.has(typingNow.el)));
    if (unseen && (mutated || roots$1.size > 0 || navigated || (events.length > 0 && !typed))) {
        out.stylesUnknown = unseen;
        unseen = null;
    }
    // Where every relevant rule's selector can be matched, the elements whose match changed are
    // exactly the ones those rules restyle; elsewhere the events stand in for the pseudo-classes.
    let inexact = 0;
    if (!out.full && !out.stylesUnknown) {
        for (let i = 0; i < all.length; i++) {
            const r = all[i];
            const s = states.get(r);
            if (s.selectors === null || !matchDiff(r, s.selectors))
                inexact |= s.flags;
        }
    }
    // With styles re-read everywhere, only popover toggles still matter (display with no mutation,
    // the UA sheet); the other events stand for styles.
    if (!out.full)
        resolveEvents(out.stylesUnknown || typed ? 0 : inexact, out);
    // Every root so far restyles (mutations, rule matches, pseudo-class events): layout may follow. The
    // control roots below only change values and names, which move nothing unless the control sizes to
    // its content (CSS Basic UI 4 §7 field-sizing) or the page styles form state.
    let layout = mutated ? 'the DOM changed' : roots$1.size > 0 ? 'styles changed' : null;
    // Every control whose state changed is a root, whatever the styles: an embedded control's value is
    // part of the name of the element around it (accname 1.2 §4.3.2 step 2C), and a script sets a
    // value with no event. Where the page styles form state, the form or fieldset restyles with it.
    if (!out.full) {
        const scoped = !out.stylesUnknown && (inexact & FORM_STATE) !== 0;
        layout = controlChanges(all, scoped, typed ? typingNow.el : null, layout);
        if (overflow)
            out.full = overflow;
    }
    const animations = !out.full && resolveAnimations(docs, out);
    if (animations)
        layout ?? (layout = 'an animation ran');
    if (!out.full && !out.stylesUnknown && inexact & GLOBAL && (roots$1.size > 0 || events.length > 0) && !onlyTyping()) {
        out.stylesUnknown = 'the page styles with :has() in rules that cannot be matched here';
    }
    if (!out.full && roots$1.size > MAX_ROOTS)
        out.full = `more than ${MAX_ROOTS} changed subtrees`;
    // Called either way: it also clears the layout events seen since the last snapshot.
    const shifted = layoutMoved(docs);
    if (unseen && !out.full && ((roots$1.size > 0 && !onlyTyping()) || animations || shifted !== null)) {
        out.stylesUnknown = unseen;
    }
    // The next snapshot's baseline, read before the walk like the controls' states.
    typing = typingNow;
    if (!out.full)
        touchAncestors(out.touched);
    if (out.stylesUnknown)
        layout = 'styles may have changed anywhere';
    out.layout = layout ?? shifted;
    clearPending();
    return out;
}
/**
 * After a walk: remember the stylesheets, relevant rule matches, animations and form controls of
 * every document and shadow root it read (the walk already observes each as it finds it) as the
 * baseline the next snapshot compares against.
 */
function afterWalk(docs, shadowRoots) {
    const trees = [];
    for (let i = 0; i < docs.length; i++)
        push(trees, docs[i]);
    for (let i = 0; i < shadowRoots.length; i++)
        push(trees, shadowRoots[i]);
    rememberStyles(docs, trees);
    rememberAnimations(docs);
    // No takeChanges this time (a first or full snapshot): the baselines it reads are read here.
    if (rememberControls(docs, shadowRoots))
        typing = docs.length > 0 ? typingState(docs[0]) : null;
    // Whatever is queued now happened during the snapshot: our own marks (filtered out) or, in a
    // sliced snapshotAsync, the page's changes between slices, which the next snapshot must re-read.
    flushRecords();
    const next = takeOverflowNext();
    if (next)
        setOverflow(next);
}

let lastDocs;
let lastRoots;
/** The last walk's registered indexes, in order (hit-test results name covering elements by bid). */
let lastIndexes;
/**
 * Snapshots begun and not ended (a sliced snapshotAsync yields to the page between steps). The
 * changes one of them consumed are gone for another that starts meanwhile, which must then read
 * everything afresh; and the one that ends last must not leave a cache the other half-updated.
 */
let open;
defineState(() => {
    lastDocs = null;
    lastRoots = [];
    lastIndexes = [];
    open = new SafeSet();
});
/**
 * Numbers the snapshots begun. A sequence number, not instance state (platform/instanceState.ts): a
 * sliced snapshot still running across dispose must not share its number with one begun after it.
 */
let generation = 0;
function beginIncremental(o, vp, doc) {
    if (!o.incremental || !trackingAvailable())
        return null;
    // Observe before reading anything: a sliced snapshot yields to the page, whose changes to what
    // was already read must reach the next snapshot (frames and shadow roots: as the walk finds them).
    track(doc, o.markAttribute);
    const gen = ++generation;
    if (open.size > 0) {
        resetCache('');
        open.add(gen);
        return { cache: { changes: null }, fullReason: 'another snapshot was in progress', gen };
    }
    open.add(gen);
    // Everything cached depends on these; the viewport size and zoom also decide media queries.
    const key = o.include +
        '|' +
        o.shadow +
        '|' +
        o.frames +
        '|' +
        o.tree +
        '|' +
        o.markAttribute +
        '|' +
        o.maxTextLength +
        '|' +
        o.idPrefix +
        '|' +
        vp.width +
        'x' +
        vp.height +
        '@' +
        vp.devicePixelRatio;
    if (!lastDocs || !cacheKeyIs(key)) {
        const reason = lastDocs ? 'options or viewport changed' : 'first snapshot';
        resetCache(key);
        return { cache: { changes: null }, fullReason: reason, gen };
    }
    const changes = takeChanges(lastDocs, lastRoots);
    if (changes.full)
        return { cache: { changes: null }, fullReason: changes.full, gen };
    return { cache: { changes }, fullReason: null, gen };
}
function endIncremental(w, gen) {
    const overlapped = open.size > 1 || !open.has(gen);
    open.delete(gen);
    if (overlapped) {
        abandon();
        return;
    }
    // A walk cut short (deadline, maxElements) or one that lost a subtree to an error left some
    // entries unread while their changes were consumed: the next snapshot starts over.
    let failed = w.truncated;
    for (let i = 0; i < w.errors.length && !failed; i++)
        if (w.errors[i].code === 'ELEMENT_FAILED')
            failed = true;
    if (failed) {
        abandon();
        return;
    }
    lastDocs = w.docs;
    lastRoots = w.roots;
    afterWalk(w.docs, w.roots);
    setLayoutBaseline(w.scrollers, w.mediaPending, w.docs);
    const idx = [];
    for (let i = 0; i < w.records.length; i++)
        idx[i] = w.records[i].index;
    lastIndexes = idx;
}
/**
 * Whether the cached hit-test results hold for this walk's records: nothing moved layout, and the
 * same elements are registered as last time (a cover is described by its bid when it is registered,
 * and registration changes without mutations: a listener added, an onclick property set).
 */
function hitTestsReusable(inc, records) {
    if (!inc || inc.fullReason !== null || !inc.cache.changes || inc.cache.changes.layout !== null)
        return false;
    if (records.length !== lastIndexes.length)
        return false;
    for (let i = 0; i < records.length; i++)
        if (records[i].index !== lastIndexes[i])
            return false;
    return true;
}
function abandon() {
    lastDocs = null;
    lastIndexes = [];
    resetCache();
}
/** A snapshot that will never end (it threw): the next one starts afresh. */
function abandonIncremental(gen) {
    open.delete(gen);
    abandon();
}

/** Letters and digits only: punctuation, spacing and icon-font glyphs (private use) do not count. */
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
function words(s) {
    return toLower(strReplace(s, NOT_WORD, ''));
}
const CONTROLS = { input: true, select: true, textarea: true };
/** How far up, and over how many nodes, an aria-labelledby name is looked for in what a person sees. */
const LABEL_LEVELS = 3;
const LABEL_SCAN = 4000;
/**
 * Whether an aria-labelledby name (accname 1.2 step 2B) is text a person sees next to the element:
 * its words in the visible text of one of the element's nearest ancestors (concealed text nodes are
 * not in it; a `hidden` or display:none target is not in the tree at all). `<span id=s>Sort by</span>
 * <button aria-labelledby="s b" id=b>Relevance</button>` reads "Sort by Relevance" on screen; a
 * button labelled by a hidden span whose words are nowhere on screen does not.
 */
function labelledByShown(nodes, at, name) {
    let i = nodes[at].parent;
    for (let up = 0; up < LABEL_LEVELS && i >= 0; up++, i = nodes[i].parent) {
        if (strIndexOf(words(subtreeText(nodes, i, LABEL_SCAN, LABEL_SCAN, null)), name) >= 0)
            return true;
    }
    return false;
}
/**
 * The label a person sees when the accessible name is not it ('' when they see none), else
 * undefined. `text` is the element's visible text (concealed text left out).
 */
function seenLabelOf(r, el, text, nodes) {
    // Most names are the visible text, or in it: no normalising for them.
    if (r.name === '' || (text !== '' && strIndexOf(text, r.name) >= 0))
        return undefined;
    const name = words(r.name);
    if (name === '')
        return undefined;
    const tag = r.tag;
    if (tag === 'img' || (tag === 'input' && r.inputType === 'image') || tag === 'area')
        return '';
    if (CONTROLS[tag]) {
        // A <label>'s text is seen: only the attribute sources are name-only.
        const a = r.attributes;
        const seen = a['placeholder'] ?? (tag === 'input' ? r.value : undefined) ?? '';
        if (seen !== '' && strIndexOf(words(seen), name) >= 0)
            return undefined;
        const labelledBy = hasAttribute(el, 'aria-labelledby');
        if (labelledBy && labelledByShown(nodes, r.node, name))
            return undefined;
        const fromAttr = (a['aria-label'] !== undefined && words(a['aria-label']) === name) ||
            labelledBy ||
            (a['title'] !== undefined && words(a['title']) === name);
        return fromAttr ? seen : undefined;
    }
    const t = words(text);
    if (t !== '' && strIndexOf(t, name) >= 0)
        return undefined;
    if (hasAttribute(el, 'aria-labelledby') && labelledByShown(nodes, r.node, name))
        return undefined;
    return text;
}

/**
 * Text of each registered element from the tree's text nodes in its subtree, joined as layout joins
 * them (subtreeText.ts), capped: the text a person sees (concealed text nodes are left out). A
 * record whose text is all concealed is concealed itself, for the same reason as its first text; a
 * record whose name is not what a person sees gets the label they do see (seenLabel.ts).
 * Resumable: starts at item `from`, stops when the clock passes
 * `until`; returns the next item to do.
 */
function fillText(items, nodes, cap, from, until) {
    for (let k = from; k < items.length; k++) {
        if ((k & 31) === 31 && nowP() > until)
            return k;
        const it = items[k];
        const r = it.record;
        if (r.node < 0)
            continue;
        let text;
        let hidden;
        if (it.textClean && it.entry && it.entry.text !== undefined) {
            text = it.entry.text;
            hidden = it.entry.textConcealed;
        }
        else {
            // Bound the scan too: a wrapper of a huge element-only subtree must not cost O(subtree) per record.
            const concealment = {};
            text = strTrim(subtreeText(nodes, r.node, 4000, cap, null, concealment));
            if (text === '')
                hidden = concealment.why;
            if (text.length > cap)
                text = strSlice(text, 0, cap) + '\u2026';
            if (it.entry) {
                it.entry.text = text;
                it.entry.textConcealed = hidden;
            }
        }
        r.text = text;
        // A record whose text is all concealed is concealed itself (visibility/concealment.ts).
        if (hidden !== undefined)
            r.concealed ?? (r.concealed = hidden);
        const label = seenLabelOf(r, it.element, text, nodes);
        if (label !== undefined)
            r.label = label;
    }
    return items.length;
}

function markCovered(items, nodes) {
    for (let k = 0; k < items.length; k++) {
        const r = items[k].record;
        if (r.concealed !== undefined)
            continue;
        const covered = coveredConcealment(r.isTopElement, r.obscuredBy);
        if (covered === SEEN)
            continue;
        r.concealed = covered;
        const start = r.node;
        if (start < 0 || start >= nodes.length)
            continue;
        const end = start + nodes[start].size;
        for (let j = start + 1; j < end; j++) {
            const n = nodes[j];
            if (n.tag === '#text' && n.concealed === undefined)
                n.concealed = covered;
        }
    }
}

/**
 * setOfMarks: what a visual agent should see labelled (BrowserGym's set_of_marks, refined). Resumable
 * like fillText: starts at record `from`, stops when the clock passes `until`; returns the next record.
 * `marked` (index -> marked) carries over between calls.
 */
function markSetOfMarks(records, marked, from, until) {
    for (let i = from; i < records.length; i++) {
        if ((i & 1023) === 1023 && nowP() > until)
            return i;
        const r = records[i];
        const b = r.bbox;
        let m = r.isInteractive &&
            r.isVisible &&
            r.visibility >= 0.5 &&
            !!b &&
            b.width * b.height >= 20 &&
            r.isTopElement !== false;
        // Not nested inside another marked element of the same action: a span with its own pointer
        // cursor inside a link is the link's target, not a second one.
        if (m &&
            r.parent !== null &&
            marked.get(r.parent) &&
            (r.reason === 'cursor' || r.reason === 'onclick' || r.reason === 'listener')) {
            m = false;
        }
        r.setOfMarks = m;
        marked.set(r.index, m);
    }
    return records.length;
}

/** Mark the focused element's record (through frames and shadow roots); its bid. */
function markFocused(doc, records) {
    const focused = deepActiveElement(doc);
    if (!focused)
        return null;
    const idx = knownIndexOf(focused);
    if (idx === undefined)
        return null;
    for (let i = 0; i < records.length; i++) {
        if (records[i].index === idx) {
            // Copy on write: an incremental snapshot shares a clean record's states with the last one.
            records[i].states = { ...records[i].states, focused: true };
            return records[i].bid;
        }
    }
    return null;
}
/** The focused element, through frames and shadow roots. */
function deepActiveElement(doc) {
    let a = activeElement(doc);
    for (let guard = 0; a && guard < 64; guard++) {
        const tag = localName(a);
        if (tag === 'iframe' || tag === 'frame') {
            let d;
            try {
                d = contentDocument(a);
            }
            catch {
                d = null;
            }
            const inner = d ? activeElement(d) : null;
            if (!inner || inner === documentElement(d) || localName(inner) === 'body')
                return a;
            a = inner;
            continue;
        }
        const sr = shadowRootOf(a);
        const inner = sr ? rootActiveElement(sr) : null;
        if (!inner)
            return a;
        a = inner;
    }
    return a;
}

/** What this page and build let a snapshot see (Snapshot.capabilities). */
function capabilities() {
    const w = boundWindow;
    const el = w ? w['HTMLElement'] : undefined;
    const caps = {
        documentStartHook: listenerTrackingEnabled() || closedShadowRootsTracked(),
        closedShadowRoots: closedShadowRootsTracked(),
        listenerTracking: listenerTrackingEnabled(),
        popover: !!(el && el.prototype && 'showPopover' in el.prototype),
        elementsFromPoint: docElementsFromPoint !== null,
    };
    // Built-ins the page replaced before pagemark loaded (builtins/freshRealm.ts).
    if (builtinsStatus !== 'native')
        caps.pristineBuiltins = builtinsStatus;
    return caps;
}
/**
 * The built-ins that could not be recovered, as the snapshot's last error: every snapshot a caller
 * can get (snapshot, snapshotAsync, an action's result, highlight, observe, static mode) passes here,
 * so none is silently short.
 */
function reportLostBuiltins(errors) {
    if (builtinsLost.length === 0)
        return;
    const message = 'not recovered (' + builtinsLostReason + '): ' + join(builtinsLost, ', ');
    push(errors, { code: 'BUILTINS_REPLACED', message });
}

defineState(() => {
});
function setFrameSlots(slots) {
}

function buildSnapshot(ww, b) {
    const records = ww.records;
    const frames = b.frames;
    const spent = b.spent;
    const inc = b.inc;
    let interactive = 0;
    for (let i = 0; i < records.length; i++)
        if (records[i].isInteractive)
            interactive++;
    const snap = {
        version: 1,
        url: docURL(b.doc),
        title: docTitle(b.doc),
        viewport: b.vp,
        elements: records,
        focusedBid: b.focusedBid,
        frames,
        stats: {
            visited: ww.visited,
            registered: records.length,
            interactive,
            frames: frames.length - 1,
            shadowRoots: ww.shadowRoots,
            durationMs: roundMs(nowP() - b.t0),
            reused: ww.reused,
            hitTests: b.hitTests,
            timings: {
                walk: roundMs(spent[0]),
                text: roundMs(spent[1]),
                identity: roundMs(spent[2]),
                occlusion: roundMs(spent[3]),
                // Phase 4 is Set-of-Marks and the focused record; 6 and 7 write and check the marks.
                locators: roundMs(spent[5]),
                marks: roundMs(spent[4] + spent[6] + spent[7]),
                other: 0,
            },
        },
        errors: ww.errors,
        tree: { nodes: ww.nodes },
        diff: null,
        truncated: ww.truncated,
        capabilities: capabilities(),
        timestamp: dateNow(),
        options: b.o,
    };
    if (ww.truncatedReason)
        snap.truncatedReason = ww.truncatedReason;
    if (inc && inc.fullReason !== null)
        snap.stats.fullReason = inc.fullReason;
    const styles = inc && inc.cache.changes ? inc.cache.changes.stylesUnknown : null;
    if (styles)
        snap.stats.stylesReason = styles;
    const layout = inc && inc.cache.changes ? inc.cache.changes.layout : null;
    if (layout)
        snap.stats.layoutReason = layout;
    setFrameSlots(ww.remoteFrames);
    return { snap, remoteFrames: ww.remoteFrames };
}

/**
 * A pass that cannot be cut (see collectJob) starts only while at least this share of the step's
 * slice is left: on a big page it then gets a task of its own, and a small page still finishes in one
 * task (a fixed 1 ms here sent every small page's last passes to a second task, where the page could
 * change it under the snapshot: the races suite caught it).
 */
const FRESH_SHARE = 0.5;
/**
 * `collect` as resumable phases. The long ones (the walk, text, identity, occlusion, locators, marks)
 * check the clock and resume where they stopped. A step also yields between phases once its slice is
 * spent, and a pass that cannot be cut (the incremental tracker's baseline, the duplicate-mark query)
 * starts only early in a step (FRESH_SHARE): at 100k elements each is a large part of a slice itself,
 * and run after a full slice of other work it made a task twice as long as the slice.
 */
function collectJob(win, doc, o, t0, prev) {
    const vp = readViewport(win, doc);
    const frames = [
        { id: '', hostIndex: null, url: docURL(doc), offset: { x: 0, y: 0 }, status: 'ok', crossOrigin: false },
    ];
    const inc = beginIncremental(o, vp, doc);
    let walkJob = startWalk(doc, vp.width, vp.height, o, frames, inc ? inc.cache : null);
    let w = null;
    let phase = 0;
    let at = 0;
    let recJob = null;
    let locJob = null;
    let occJob = null;
    let dupJob = null;
    const somMarked = new SafeMap();
    let focusedBid = null;
    let out = null;
    // Milliseconds spent in each phase (stats.timings), charged at every phase boundary and step end.
    const spent = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let charged = 0;
    let chargedTo = 0;
    const charge = () => {
        const t = nowP();
        spent[chargedTo] = spent[chargedTo] + (t - charged);
        charged = t;
        chargedTo = phase;
    };
    /** Whether a step returned before the end: the page may have run (and mutated) since. */
    let yielded = false;
    const step = (until) => {
        charged = nowP();
        chargedTo = phase;
        try {
            const done = run(until, charged);
            if (!done)
                yielded = true;
            return done;
        }
        finally {
            charge();
        }
    };
    const run = (until, began) => {
        // Whether a pass that cannot be cut may start now: early in a step (or when not sliced).
        const fresh = () => until === Infinity || nowP() - began < (until - began) * FRESH_SHARE;
        for (;;) {
            charge();
            // Between phases: the slice is over.
            if (phase > 0 && phase < 10 && nowP() > until)
                return false;
            switch (phase) {
                case 0:
                    if (!walkJob.step(until))
                        return false;
                    w = walkJob.result();
                    if (w.restart && inc && inc.cache.changes) {
                        // Cached boxes turned out stale mid-walk: walk again reading every box (same new indexes).
                        inc.cache.changes.layout = w.restart;
                        frames.length = 1;
                        walkJob = startWalk(doc, vp.width, vp.height, o, frames, inc.cache, w.firstNewIndex);
                        w = null;
                        break;
                    }
                    // Subtree sizes (pre-order: a reverse pass adds each node's size to its parent).
                    for (let i = w.nodes.length - 1; i > 0; i--) {
                        const p = w.nodes[i].parent;
                        if (p >= 0)
                            w.nodes[p].size += w.nodes[i].size;
                    }
                    phase = 1;
                    at = 0;
                    break;
                case 1:
                    at = fillText(w.items, w.nodes, o.maxTextLength, at, until);
                    if (at < w.items.length)
                        return false;
                    foldHiddenControls(w.items);
                    phase = 2;
                    break;
                case 2:
                    // Re-rendered nodes inherit their predecessor's identity when the match is unambiguous.
                    recJob ?? (recJob = reconcileJob(prev, w, w.nodes));
                    if (!recJob.step(until))
                        return false;
                    phase = 3;
                    break;
                case 3:
                    occJob ?? (occJob = occlusionJob(w.items, vp.width, vp.height, hitTestsReusable(inc, w.records)));
                    if (!occJob.step(until))
                        return false;
                    markCovered(w.items, w.nodes);
                    phase = 4;
                    at = 0;
                    break;
                case 4:
                    at = markSetOfMarks(w.records, somMarked, at, until);
                    if (at < w.records.length)
                        return false;
                    focusedBid = markFocused(doc, w.records);
                    locJob = locatorJob(w.items, {
                        markAttribute: o.markAttribute,
                        reuse: inc !== null && inc.fullReason === null,
                        // Changes are null whenever the snapshot reads everything afresh (fullReason).
                        domUnchanged: inc?.cache.changes?.mutated === false,
                    });
                    phase = 5;
                    break;
                case 5:
                    try {
                        if (!locJob.step(until))
                            return false;
                    }
                    catch (err) {
                        push(w.errors, { code: 'LOCATORS_FAILED', message: String(err?.message ?? err) });
                    }
                    phase = o.markAttribute !== false ? 6 : 8;
                    at = 0;
                    break;
                case 6:
                    at = applyMarks(w.items, o.markAttribute, at, until);
                    if (at < w.items.length)
                        return false;
                    phase = 7;
                    break;
                case 7:
                    if (!dupJob) {
                        if (!fresh())
                            return false;
                        // No mutation since the last snapshot began, and none since this one did (one step, so
                        // no page code ran): the last check's answer may stand (duplicateMarksJob says when).
                        const still = inc !== null && inc.fullReason === null && inc.cache.changes?.mutated === false;
                        dupJob = duplicateMarksJob(w.items, o.markAttribute, still && !yielded);
                    }
                    if (!dupJob.step(until))
                        return false;
                    flagDuplicateMarks(w.items, dupJob.result());
                    phase = 8;
                    break;
                case 8:
                    out = buildSnapshot(w, {
                        doc,
                        vp,
                        frames,
                        focusedBid,
                        o,
                        t0,
                        spent,
                        hitTests: occJob ? occJob.hitTests() : 0,
                        inc,
                    });
                    phase = 9;
                    break;
                case 9:
                    // The incremental tracker's baseline (stylesheets, rule matches, the form controls of trees
                    // the walk found anew):
                    // one pass that cannot be cut, tens of milliseconds at 100k elements.
                    if (inc) {
                        if (!fresh())
                            return false;
                        endIncremental(w, inc.gen);
                    }
                    phase = 10;
                    return true;
                default:
                    return true;
            }
        }
    };
    return {
        step,
        pageChanged: () => walkJob.checkConnected(),
        abandon: () => {
            if (inc && phase < 10)
                abandonIncremental(inc.gen);
        },
        result: () => {
            if (!out)
                throw new Error('collectJob: result() before the last step');
            return out;
        },
    };
}

/** Run a job to the end in one go and return what it made. */
function runJob(job) {
    job.step(Infinity);
    return job.result();
}

const DIFF_FIELDS = ['text', 'value', 'name'];
/** Shallow equality of two states objects (flat records of booleans and strings). */
function sameStates(a, b) {
    // Shared by a clean record (the walk's statesOf).
    if (a === b)
        return true;
    const x = a;
    const y = b;
    let n = 0;
    for (const k in x) {
        if (!hasOwn(x, k))
            continue;
        n++;
        if (x[k] !== y[k])
            return false;
    }
    for (const k in y)
        if (hasOwn(y, k))
            n--;
    return n === 0;
}
/** What changed between two snapshots' records, in one go. */
function computeDiff(prev, cur) {
    return runJob(diffJobOf(prev, cur));
}
/**
 * The diff in steps (a sliced snapshot yields between them): compare, then list removals. It runs
 * after cross-origin frames are stitched in, so their records are in it too.
 *
 * Records come in document order and keep their index, so most of a page's records sit in the same
 * order in both snapshots: they are paired by walking both lists side by side. Only where the order
 * breaks (an element added, removed or moved) are the old records indexed, once, and looked up; a
 * record paired either way is marked so, and the unpaired old ones are the removals. (An index per
 * old record and a lookup per new one were a visible share of an incremental snapshot of a large
 * page, for records that nearly all pair in order.)
 */
function diffJobOf(prev, cur) {
    let before = null;
    const added = [];
    const changed = [];
    const removed = [];
    // Which old records were paired (by position in prev).
    const paired = [];
    // The next old record an in-order pairing expects.
    let next = 0;
    let b = 0;
    let c = 0;
    const step = (until) => {
        for (; b < cur.length; b++) {
            if ((b & 511) === 511 && nowP() > until)
                return false;
            const r = cur[b];
            let at;
            if (next < prev.length && prev[next].index === r.index)
                at = next;
            else {
                if (!before) {
                    // Built in one go, not across slices: a sliced diff pays it once (a few ms at 100k).
                    before = new SafeMap();
                    for (let a = 0; a < prev.length; a++)
                        before.set(prev[a].index, a);
                }
                at = before.get(r.index) ?? -1;
            }
            if (at < 0) {
                push(added, r.index);
                continue;
            }
            next = at + 1;
            paired[at] = true;
            const p = prev[at];
            let fields = null;
            for (let k = 0; k < DIFF_FIELDS.length; k++) {
                const f = DIFF_FIELDS[k];
                if (p[f] !== r[f])
                    push((fields ?? (fields = [])), f);
            }
            if (!sameStates(p.states, r.states))
                push((fields ?? (fields = [])), 'states');
            const x = p.bbox;
            const y = r.bbox;
            if (!x || !y ? x !== y : x.x !== y.x || x.y !== y.y || x.width !== y.width || x.height !== y.height)
                push((fields ?? (fields = [])), 'bbox');
            if (fields)
                push(changed, { index: r.index, fields });
        }
        for (; c < prev.length; c++) {
            if ((c & 1023) === 1023 && nowP() > until)
                return false;
            if (paired[c] !== true)
                push(removed, prev[c].index);
        }
        return true;
    };
    return { step, result: () => ({ added, removed, changed }) };
}

/** A snapshot that failed as a whole (no document, or an internal error): empty and marked truncated. */
function emptySnapshot(o, message) {
    const errors = [{ code: 'SNAPSHOT_FAILED', message }];
    reportLostBuiltins(errors);
    return {
        version: 1,
        url: '',
        title: '',
        viewport: { width: 0, height: 0, scrollX: 0, scrollY: 0, devicePixelRatio: 1, scrollWidth: 0, scrollHeight: 0 },
        elements: [],
        focusedBid: null,
        frames: [],
        stats: {
            visited: 0,
            registered: 0,
            interactive: 0,
            frames: 0,
            shadowRoots: 0,
            durationMs: 0,
            reused: 0,
            hitTests: 0,
            timings: { walk: 0, text: 0, identity: 0, occlusion: 0, locators: 0, marks: 0, other: 0 },
        },
        errors,
        tree: { nodes: [] },
        diff: null,
        truncated: true,
        truncatedReason: message,
        capabilities: capabilities(),
        timestamp: dateNow(),
        options: o,
    };
}

function snapshot(options) {
    const o = normalizeSnapshotOptions(options);
    if (o.idPrefix !== registryState().idPrefix)
        setIdPrefix(o.idPrefix);
    const t0 = nowP();
    const win = boundWindow;
    const doc = win ? win.document : undefined;
    if (!win || !doc)
        return emptySnapshot(o, 'no document to snapshot');
    try {
        const prev = lastSnapshot();
        return finish(collect(win, doc, o, t0, prev).snap, prev, o, t0);
    }
    catch (err) {
        return emptySnapshot(o, `snapshot failed: ${String(err?.message ?? err)}`);
    }
}
/**
 * Walk and build the snapshot of this document (same-origin frames included), not yet committed:
 * snapshotAsync stitches cross-origin frames in before `finish`.
 */
function collect(win, doc, o, t0, prev) {
    const job = collectJob(win, doc, o, t0, prev);
    try {
        job.step(Infinity);
    }
    catch (err) {
        job.abandon();
        throw err;
    }
    return job.result();
}
/**
 * Diff against the previous snapshot, report the built-ins lost, install as the current one. Every
 * snapshot of a document ends here (api/snapshot.ts then draws the marks when asked).
 */
function finish(snap, prev, o, t0) {
    if (snap.diff === null && prev)
        snap.diff = computeDiff(prev.elements, snap.elements);
    reportLostBuiltins(snap.errors);
    // The page's own snapshot carries the warning about hidden text that talks to the model, so the
    // in-page render and observe (bookmarklet, userscript, evaluate) show what the hosts show.
    const w = hiddenInstructions(snap);
    if (w)
        snap.warnings = [w];
    snap.stats.durationMs = roundMs(nowP() - t0);
    settleTimings(snap.stats);
    commitSnapshot(snap);
    return snap;
}

/**
 * Static mode: a Snapshot from an HTML string in Node, with linkedom and no browser. No CSS beyond
 * inline styles and the `hidden` attribute, no layout: the window is bound without layout
 * (`bindWindow`'s `layout: false`), so the pipeline itself gives `bbox` null, `visibility` 1 or 0 from
 * the hidden rule on inline styles, `inViewport` false, occlusion and Set-of-Marks unknown or off.
 * Names, roles, locators, states, the tree and all formats work as in a page. Useful for offline
 * pipelines and fast tests.
 */
/**
 * linkedom is not an HTML5 tree builder: a fragment without <html>/<body> gets no body (or no
 * document element at all), and content after </body> or </html> is dropped, where a browser puts all
 * of it in the body (HTML §13.2.6.4.7-23, "after body" / "after after body" insertion modes). Rebuild
 * the document the way a browser's parser would: head content in the head, everything else in one
 * body, keeping the html and body start tags' attributes.
 */
function normalizeDocument(html) {
    let rest = html;
    let head = '';
    const h = /<head\b[^>]*>([\s\S]*?)<\/head\s*>/i.exec(rest);
    if (h) {
        head = h[1];
        rest = rest.slice(0, h.index) + rest.slice(h.index + h[0].length);
    }
    const htmlTag = /<html\b([^>]*)>/i.exec(rest);
    const bodyTag = /<body\b([^>]*)>/i.exec(rest);
    rest = rest.replace(/<!doctype[^>]*>|<\/?(?:html|body|head)\b[^>]*>/gi, '');
    return (`<!doctype html><html${htmlTag ? htmlTag[1] : ''}><head>${head}</head>` +
        `<body${bodyTag ? bodyTag[1] : ''}>${rest}</body></html>`);
}
function snapshotHtml(html, options = {}) {
    const { url, ...snapOptions } = options;
    const { window } = parseHTML(normalizeDocument(html));
    resetRegistry();
    bindWindow(window, { computedStyle: (e) => staticComputedStyle(e), layout: false });
    // One document, one snapshot: nothing to reuse (and no observer to leave behind).
    const s = snapshot({ markAttribute: false, ...snapOptions, incremental: false });
    if (url !== undefined)
        s.url = url;
    return s;
}

export { normalizeDocument, snapshotHtml };
