/**
 * Accessible name, following accname 1.2 (https://www.w3.org/TR/accname-1.2/#computation-steps)
 * and HTML-AAM's native naming rules, with the costs bounded for a registry walk over 100k elements.
 *
 * Why our own implementation and not dom-accessibility-api (bundled): that library calls globals a
 * hostile page can replace (window.getComputedStyle, Array.prototype methods, Element.prototype
 * queries) and walks whole subtrees recursively; the registry needs names for every registered
 * element on pages with deep clickable wrappers, so traversal here is iterative and capped
 * (MAX_NODES / MAX_CHARS), and every DOM read goes through src/platform/dom.ts.
 *
 * Steps implemented: 2B aria-labelledby (hidden referenced nodes included, no recursion into
 * further labelledby), 2C aria-label, 2D native attributes and elements (label, alt, value of
 * buttons, legend, caption, figcaption, title of iframes, placeholder as the last resort), 2E
 * embedded controls inside a label (their value), 2F name from content for the roles that allow
 * it (with ::before/::after content), 2G text nodes, 2I title tooltip. Hidden nodes (display:none,
 * visibility:hidden, aria-hidden) are skipped unless referenced by aria-labelledby.
 */
import {
  assignedNodes,
  computedStyle,
  cssProp,
  DOCUMENT_FRAGMENT_NODE,
  ELEMENT_NODE,
  TEXT_NODE,
  firstChild,
  getAttribute,
  getElementById,
  getRootNode,
  inputType,
  inputValue,
  labelsOf,
  labelControl,
  rootQuerySelectorAll,
  lastChild,
  localName,
  nextSibling,
  nodeType,
  nodeValue,
  optionSelected,
  previousSibling,
  selectOptions,
  shadowRootOf,
  textareaValue,
  textContent,
  firstElementChild,
  nextElementSibling,
} from '../platform/dom';
import { pop, push, strReplace, strSlice, strTrim, SafeMap, splitSpaces, reExec } from '../../core/pristine';
import { computeRole } from './computeRole';

const MAX_NODES = 400;
const MAX_CHARS = 400;

export interface NameCache {
  readonly kind: 'name-cache';
  /** Computed styles looked up while naming, per element, for this snapshot. */
  hidden: Map<Element, boolean>;
  /** Per tree (document or shadow root): control -> its labels, built once per snapshot. */
  labels: Map<Node, Map<Element, Element[]>>;
  /**
   * Whether an element's ::before/::after may hold text, when the caller knows the page's stylesheets
   * (the walk's style gate, discovery/styleGate.ts); absent: read them.
   */
  mayHavePseudo?: (el: Element) => boolean;
}
export function createNameCache(): NameCache {
  return { kind: 'name-cache', hidden: new SafeMap<Element, boolean>(), labels: new SafeMap() };
}

/**
 * A control's labels, from one pass over the tree's labels. Not `control.labels`: in Chromium the
 * first read of `labels` on each control walks its whole tree scope (a live node list rooted at the
 * tree), which made the first snapshot of a 50k-element page with 10k controls take 70 s; one
 * `querySelectorAll('label')` and `label.control` per label take ~50 ms there. Same answer: labels
 * are associated within one tree (HTML §4.10.4, "labeled control"), in tree order.
 */
function labelsFromCache(el: Element, cache: NameCache): ArrayLike<Element> | null {
  const root = getRootNode(el);
  let m = cache.labels.get(root);
  if (!m) {
    m = new SafeMap<Element, Element[]>();
    const all = rootQuerySelectorAll(root, 'label');
    for (let i = 0; i < all.length; i++) {
      const l = all[i]!;
      let c: Element | null = null;
      try {
        c = labelControl(l);
      } catch {}
      if (!c) continue;
      const list = m.get(c);
      if (list) push(list, l);
      else m.set(c, [l]);
    }
    cache.labels.set(root, m);
  }
  return m.get(el) ?? null;
}

/** Roles whose name may come from content (ARIA 1.2 §5.2.8.4 "name from: contents"). */
const FROM_CONTENT: Record<string, true> = Object.assign(Object.create(null) as Record<string, true>, {
  button: true,
  cell: true,
  checkbox: true,
  columnheader: true,
  gridcell: true,
  heading: true,
  link: true,
  menuitem: true,
  menuitemcheckbox: true,
  menuitemradio: true,
  option: true,
  radio: true,
  row: true,
  rowheader: true,
  sectionhead: true,
  switch: true,
  tab: true,
  tooltip: true,
  treeitem: true,
  caption: true,
  code: true,
  deletion: true,
  emphasis: true,
  insertion: true,
  mark: true,
  strong: true,
  subscript: true,
  superscript: true,
  term: true,
  time: true,
});

/** Tags Chromium names from content although their implicit role is generic (summary, label-like). */
const CONTENT_TAGS: Record<string, true> = Object.assign(Object.create(null) as Record<string, true>, {
  summary: true,
});

function collapse(s: string): string {
  return strTrim(strReplace(s, /\s+/g, ' '));
}
function cap(s: string): string {
  return s.length > MAX_CHARS ? strSlice(s, 0, MAX_CHARS) : s;
}

function isHidden(el: Element, cache: NameCache | undefined): boolean {
  if (getAttribute(el, 'aria-hidden') === 'true') return true;
  if (cache) {
    const c = cache.hidden.get(el);
    if (c !== undefined) return c;
  }
  let h: boolean;
  try {
    const st = computedStyle(el);
    h = cssProp(st, 'display') === 'none' || cssProp(st, 'visibility') === 'hidden';
  } catch {
    h = false;
  }
  if (cache) cache.hidden.set(el, h);
  return h;
}

function pseudoContent(el: Element, which: '::before' | '::after', cache: NameCache | undefined): string {
  if (cache && cache.mayHavePseudo && !cache.mayHavePseudo(el)) return '';
  try {
    const c = cssProp(computedStyle(el, which), 'content');
    if (!c || c === 'none' || c === 'normal') return '';
    const m = reExec(/^"(.*)"$/, c);
    return m ? strReplace(m[1]!, /\\"/g, '"') : '';
  } catch {
    return '';
  }
}

/** Value of an embedded control inside a label (step 2E). */
function embeddedValue(el: Element, tag: string, role: string): string | null {
  if (tag === 'input') {
    const t = inputType(el);
    if (t === 'checkbox' || t === 'radio' || t === 'button' || t === 'submit' || t === 'reset' || t === 'image')
      return null;
    return inputValue(el);
  }
  if (tag === 'textarea') return textareaValue(el);
  if (tag === 'select') {
    const opts = selectOptions(el);
    for (let i = 0; i < opts.length; i++) if (optionSelected(opts[i]!)) return collapse(textContent(opts[i]!) || '');
    return '';
  }
  if (role === 'textbox' || role === 'searchbox') return collapse(textContent(el) || '');
  if (role === 'slider' || role === 'spinbutton' || role === 'progressbar' || role === 'meter') {
    return getAttribute(el, 'aria-valuetext') ?? getAttribute(el, 'aria-valuenow') ?? '';
  }
  return null;
}

/**
 * Text of a subtree for name-from-content: an explicit stack (never recursion on DOM depth),
 * skipping hidden nodes, using a child's aria-label / alt / embedded value where it has one.
 */
function textFrom(root: Node, cache: NameCache | undefined, includeHidden: boolean): string {
  if (nodeType(root) === TEXT_NODE) return cap(collapse(nodeValue(root) || ''));
  let out = '';
  let visited = 0;
  // Entries: a node to visit, or a string to append (::after content, block separators).
  const stack: (Node | string)[] = [];
  const start = root as Element;
  const after = nodeType(root) === ELEMENT_NODE ? pseudoContent(start, '::after', cache) : '';
  if (after) push(stack, after);
  const sr = nodeType(root) === ELEMENT_NODE ? shadowRootOf(start) : null;
  const container: Node = sr ?? root;
  for (let c = lastChild(container); c; c = previousSibling(c)) push(stack, c);
  if (nodeType(root) === ELEMENT_NODE) out += pseudoContent(start, '::before', cache);
  while (stack.length > 0 && out.length < MAX_CHARS && visited < MAX_NODES) {
    const n = pop(stack)!;
    if (typeof n === 'string') {
      out += n;
      continue;
    }
    visited++;
    const t = nodeType(n);
    if (t === TEXT_NODE) {
      out += nodeValue(n) || '';
      continue;
    }
    if (t !== ELEMENT_NODE) continue;
    const el = n as Element;
    const tag = localName(el);
    if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'noscript') continue;
    if (!includeHidden && isHidden(el, cache)) continue;
    const label = getAttribute(el, 'aria-label');
    if (label && strTrim(label)) {
      out += ' ' + label + ' ';
      continue;
    }
    const role = computeRole(el);
    const v = embeddedValue(el, tag, role);
    if (v !== null) {
      out += ' ' + v + ' ';
      continue;
    }
    if (tag === 'img' || tag === 'area' || (tag === 'input' && inputType(el) === 'image')) {
      out += getAttribute(el, 'alt') ?? '';
      continue;
    }
    if (tag === 'br') {
      out += ' ';
      continue;
    }
    const block = tag === 'div' || tag === 'p' || tag === 'li' || tag === 'td' || tag === 'th' || tag === 'tr';
    if (block) out += ' ';
    const a = pseudoContent(el, '::after', cache);
    if (block || a) push(stack, (a || '') + (block ? ' ' : ''));
    out += pseudoContent(el, '::before', cache);
    // Names follow the flat tree (accname 1.2 §4.3.2 step 2F.iii, "each child node of the current
    // node" as rendered): a slot shows its assigned nodes, and its own children only as fallback when
    // nothing is assigned. Reading the slot's children lost the light-DOM label of every shadow host
    // that slots its text (<x-button>Label</x-button>).
    if (tag === 'slot') {
      const assigned = assignedNodes(el, { flatten: true });
      if (assigned.length > 0) {
        for (let i = assigned.length - 1; i >= 0; i--) push(stack, assigned[i]!);
        continue;
      }
    }
    const sub = shadowRootOf(el);
    for (let c = lastChild(sub ?? el); c; c = previousSibling(c)) push(stack, c);
  }
  return cap(collapse(out));
}

function byIdRef(el: Element, ids: string): Element[] {
  const root = getRootNode(el) as Node;
  const out: Element[] = [];
  const parts = splitSpaces(ids);
  for (let i = 0; i < parts.length; i++) {
    if (!parts[i]) continue;
    let ref: Element | null;
    try {
      ref =
        nodeType(root) === DOCUMENT_FRAGMENT_NODE
          ? (root as ShadowRoot).getElementById(parts[i]!)
          : getElementById(root, parts[i]!);
    } catch {
      ref = null;
    }
    if (ref) push(out, ref);
  }
  return out;
}

/**
 * The elements outside `el` its name may be read from: its labels and its aria-labelledby targets,
 * as computeName finds them now. The incremental walk reuses such a name while none of these changed
 * and the DOM did not mutate (a mutation may have removed a former source).
 */
export function nameSources(el: Element, cache: NameCache): Element[] {
  const out: Element[] = [];
  let labels: ArrayLike<Element> | null;
  try {
    labels = labelsFromCache(el, cache);
  } catch {
    labels = null;
  }
  if (labels) for (let i = 0; i < labels.length; i++) push(out, labels[i]!);
  const lb = getAttribute(el, 'aria-labelledby');
  if (lb) {
    const refs = byIdRef(el, lb);
    for (let i = 0; i < refs.length; i++) push(out, refs[i]!);
  }
  return out;
}

function labelText(el: Element, cache: NameCache | undefined): string {
  let labels: ArrayLike<Element> | null;
  try {
    labels = cache ? labelsFromCache(el, cache) : labelsOf(el);
  } catch {
    labels = null;
  }
  if (!labels || labels.length === 0) return '';
  let out = '';
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!;
    // The control's own value must not name itself: skip it while reading the label's text.
    out += ' ' + labelContentWithout(l, el, cache);
  }
  return collapse(out);
}

function labelContentWithout(label: Element, control: Element, cache: NameCache | undefined): string {
  const aria = getAttribute(label, 'aria-label');
  if (aria && strTrim(aria)) return aria;
  let out = '';
  for (let c = firstChild(label); c; c = nextSibling(c)) {
    if (c === control) continue;
    out += ' ' + textFrom(c, cache, false);
  }
  return collapse(out);
}

export function computeName(el: Element, role: string, cache?: NameCache): string {
  try {
    return cap(compute(el, role, cache));
  } catch {
    return '';
  }
}

function compute(el: Element, role: string, cache: NameCache | undefined): string {
  const tag = localName(el);
  // 2B: aria-labelledby.
  const lb = getAttribute(el, 'aria-labelledby');
  if (lb) {
    const refs = byIdRef(el, lb);
    let out = '';
    for (let i = 0; i < refs.length; i++) {
      const r = refs[i]!;
      const al = r === el ? null : getAttribute(r, 'aria-label');
      out += ' ' + (al && strTrim(al) ? al : r === el ? textFrom(r, cache, false) : nameOfReferenced(r, cache));
    }
    const t = collapse(out);
    if (t) return t;
  }
  // 2C: aria-label.
  const al = getAttribute(el, 'aria-label');
  if (al && strTrim(al)) return collapse(al);
  // 2D: native.
  if (tag === 'input') {
    const type = inputType(el);
    if (type === 'button' || type === 'submit' || type === 'reset') {
      const v = getAttribute(el, 'value');
      if (v !== null && strTrim(v)) return collapse(v);
      const l = labelText(el, cache);
      if (l) return l;
      return type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '';
    }
    if (type === 'image') {
      const alt = getAttribute(el, 'alt');
      if (alt && strTrim(alt)) return collapse(alt);
      const v = getAttribute(el, 'value');
      if (v && strTrim(v)) return collapse(v);
      return titleOr(el, 'Submit');
    }
    const l = labelText(el, cache);
    if (l) return l;
    return titleOr(el, collapse(getAttribute(el, 'placeholder') ?? ''));
  }
  if (tag === 'textarea' || tag === 'select' || tag === 'meter' || tag === 'progress' || tag === 'output') {
    const l = labelText(el, cache);
    if (l) return l;
    return titleOr(el, tag === 'textarea' ? collapse(getAttribute(el, 'placeholder') ?? '') : '');
  }
  if (tag === 'button') {
    const t = textFrom(el, cache, false);
    if (t) return t;
    const l = labelText(el, cache);
    return l || titleOr(el, '');
  }
  if (tag === 'img' || tag === 'area') {
    const alt = getAttribute(el, 'alt');
    if (alt !== null && strTrim(alt)) return collapse(alt);
    return titleOr(el, '');
  }
  if (tag === 'fieldset' || tag === 'table' || tag === 'figure') {
    const want = tag === 'fieldset' ? 'legend' : tag === 'table' ? 'caption' : 'figcaption';
    for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
      if (localName(c) === want) {
        const t = textFrom(c, cache, false);
        if (t) return t;
      }
    }
    return titleOr(el, '');
  }
  if (tag === 'iframe' || tag === 'frame') return titleOr(el, '');
  if (tag === 'svg') {
    for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
      if (localName(c) === 'title') return collapse(textContent(c) || '');
    }
  }
  // 2F: name from content.
  if (FROM_CONTENT[role] || CONTENT_TAGS[tag] || (tag === 'a' && role === 'link')) {
    const t = textFrom(el, cache, false);
    if (t) return t;
  }
  // 2I: tooltip.
  return titleOr(el, '');
}

function titleOr(el: Element, fallback: string): string {
  const t = getAttribute(el, 'title');
  return t !== null && strTrim(t) ? collapse(t) : fallback;
}

/** A node referenced by aria-labelledby: its text even when hidden (accname 2B), no further labelledby. */
function nameOfReferenced(r: Element, cache: NameCache | undefined): string {
  const tag = localName(r);
  if (tag === 'input' || tag === 'select' || tag === 'textarea') {
    const v = embeddedValue(r, tag, computeRole(r));
    if (v !== null) return v;
  }
  return textFrom(r, cache, true);
}
