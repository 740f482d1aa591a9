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
import {
  firstElementChild,
  getAttribute,
  localName,
  namespaceURI,
  nextElementSibling,
  nodeType,
  parentNode,
  DOCUMENT_NODE,
  ELEMENT_NODE,
  HTML_NS,
} from '../platform/dom';
import { push, reTest, SafeMap, strIndexOf } from '../../builtins/pristine';
import { cssEscape, cssIdSelector, xpathString } from '../../core/locators/escape';

/** A tag's step names, and its running count while one parent's children are numbered. */
interface Tag {
  x: string;
  c: string;
  n: number;
  gen: number;
}

export interface PathNode {
  el: Element;
  /** Parent node (element, document or fragment); null when detached; undefined until read. */
  p: Node | null | undefined;
  /** The parent element's node; null when the parent is not an element. */
  up: PathNode | null | undefined;
  /** 1-based position among same-tag siblings; 0 until the parent's children are numbered. */
  nth: number;
  tag: Tag | null;
  /** The id attribute; undefined until read. */
  id: string | null | undefined;
  /** 0 not known yet, 1 not an anchor, 2 anchor. */
  anchor: number;
  /** Uncapped depth below the nearest ancestor with an id; 0 until computed. */
  depth: number;
  /** xpath, the prefix its descendants' xpaths build on, and css (its descendants' prefix too). */
  x: string | undefined;
  px: string | undefined;
  c: string | undefined;
}

/**
 * Auto-generated ids (React useId ':r1:', Ember 'ember123', long digit runs) make poor anchors, and
 * are not compared when a re-found element is checked against its record (resolveRecord).
 */
export function stableId(id: string): boolean {
  return id !== '' && !reTest(/^:|\d{4,}|^ember\d|^[0-9a-f]{8}-/i, id);
}

/**
 * No CSS selector or XPath literal can express U+0000: CSS maps it to U+FFFD while parsing (CSS
 * Syntax §3.3), so a selector for an id containing NUL matches nothing. Such values get no locator.
 */
export function hasNul(v: string): boolean {
  return strIndexOf(v, '\u0000') >= 0;
}

export function pathBuilder<I>(isUnique: (info: I, id: string) => boolean) {
  const nodes = new SafeMap<Element, PathNode>();
  const tags = new SafeMap<string, Tag>();
  let gen = 0;
  // One scratch array for every walk (walks never nest).
  const chain: PathNode[] = [];

  const node = (el: Element): PathNode => {
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
  const tagOf = (el: Element): Tag => {
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
  const parentOf = (n: PathNode): Node | null => {
    if (n.p === undefined) n.p = parentNode(n.el);
    return n.p;
  };
  const upOf = (n: PathNode): PathNode | null => {
    if (n.up === undefined) {
      const p = parentOf(n);
      n.up = p && nodeType(p) === ELEMENT_NODE ? node(p as Element) : null;
    }
    return n.up;
  };
  const idOf = (n: PathNode): string | null => {
    if (n.id === undefined) n.id = getAttribute(n.el, 'id');
    return n.id;
  };
  const isAnchor = (n: PathNode, info: I): boolean => {
    if (n.anchor === 0) {
      const id = idOf(n);
      n.anchor = id && !hasNul(id) && stableId(id) && isUnique(info, id) ? 2 : 1;
    }
    return n.anchor === 2;
  };
  // Each parent's children are numbered in one pass, the first time any of them needs its position;
  // the per-tag counters are reset lazily by generation instead of a fresh map per parent.
  const nthOf = (n: PathNode): number => {
    if (n.nth === 0) {
      const p = parentOf(n);
      if (p) {
        const g = ++gen;
        const up = nodeType(p) === ELEMENT_NODE ? node(p as Element) : null;
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
  const depth = (n: PathNode): number => {
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
      for (let i = chain.length - 1; i >= 0; i--) chain[i]!.depth = ++d;
    }
    return n.depth;
  };

  const xpath = (n: PathNode, info: I): string => {
    if (n.x !== undefined) return n.x;
    chain.length = 0;
    push(chain, n);
    let prefix = '/';
    for (let cur = upOf(n); cur; cur = upOf(cur)) {
      // The anchor test comes first: an element's own xpath does not start at its own id, so it is
      // the prefix of its descendants' only when its id cannot anchor them.
      if (cur.px === undefined && isAnchor(cur, info)) cur.px = `//*[@id=${xpathString(cur.id!)}]`;
      if (cur.px === undefined && cur.x !== undefined) cur.px = cur.x;
      if (cur.px !== undefined) {
        prefix = cur.px + '/';
        break;
      }
      push(chain, cur);
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      const e = chain[i]!;
      const k = nthOf(e);
      e.x = prefix + e.tag!.x + '[' + k + ']';
      // Ancestors on the chain are not anchors (tested above): their paths are their prefixes.
      if (i > 0) e.px = e.x;
      prefix = e.x + '/';
    }
    return n.x!;
  };

  const css = (n: PathNode, info: I): string => {
    if (n.c !== undefined) return n.c;
    chain.length = 0;
    let prefix = '';
    for (let cur: PathNode | null = n; cur; cur = upOf(cur)) {
      if (cur.c === undefined && isAnchor(cur, info)) cur.c = cssIdSelector(cur.id!);
      if (cur.c !== undefined) {
        prefix = cur.c + ' > ';
        break;
      }
      push(chain, cur);
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      const e = chain[i]!;
      const p = parentOf(e);
      // The document element is `:root` (html:nth-of-type(1) under `:root >` would match nothing).
      if (p && nodeType(p) === DOCUMENT_NODE) e.c = prefix + ':root';
      else {
        const k = nthOf(e);
        e.c = prefix + e.tag!.c + ':nth-of-type(' + k + ')';
      }
      prefix = e.c + ' > ';
    }
    return n.c!;
  };

  return { node, idOf, depth, xpath, css };
}
