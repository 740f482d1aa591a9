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
import {
  firstChild,
  firstElementChild,
  getAttribute,
  getRootNode,
  inputType,
  inputValue,
  labelControl,
  localName,
  nextElementSibling,
  nextSibling,
  nodeType,
  nodeValue,
  rootQuerySelectorAll,
  shadowRootOf,
  ELEMENT_NODE,
  TEXT_NODE,
} from '../platform/dom';
import { push, reTest, SafeMap, SafeSet, splitSpaces, strReplace, strTrim } from '../../builtins/pristine';
import { cssString } from '../../core/locators/escape';

/** Longest text, label or attribute value a getBy* locator is built from (exact match). */
export const GETBY_MAX = 80;
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
export function pwNormalize(s: string): string {
  // Without U+200B and U+00AD (trim keeps them, so the test sees them) the result is the trimmed
  // text with its white-space runs collapsed: nothing more when it has none.
  const t = strTrim(s);
  if (!reTest(UNNORMAL, t)) return t;
  return strReplace(strTrim(strReplace(s, /[\u200b\u00ad]/g, '')), /\s+/g, ' ');
}

export interface PlaywrightTexts {
  /**
   * The element's normalised Playwright text when it holds something and has at most GETBY_MAX
   * characters (what a getByText locator is built from); else null.
   */
  shortText(el: Element): string | null;
  /** Whether getByText(text, { exact: true }) returns this element (no child has the same text). */
  selfMatch(el: Element): boolean;
  /**
   * How many elements getByText(t, { exact: true }) returns in the document, for t of at most
   * `GETBY_MAX` characters (what locators are built from; longer texts are not counted).
   */
  textCount(t: string): number;
  /** The element's label texts as Playwright's getByLabel reads them (getElementLabels). */
  labels(el: Element): readonly string[];
  /** How many elements getByLabel(t, { exact: true }) returns in the document. */
  labelCount(t: string): number;
  /** How many elements a plain CSS selector matches in the document and its open shadow roots. */
  cssCount(sel: string): number;
  /** How many elements have attribute `attr` exactly equal to `v` (getByPlaceholder/AltText/Title, exact). */
  attrCount(attr: string, v: string): number;
}

const LABELABLE = /^(button|meter|output|progress|select|textarea)$/;

/** The first <head> child of the document element (what Playwright skips), or null. */
function headOf(doc: Node): Node | null {
  const de = firstElementChild(doc);
  for (let c = de ? firstElementChild(de) : null; c; c = nextElementSibling(c)) if (localName(c) === 'head') return c;
  return null;
}

/** What one pass over a document finds: its roots, the texts that hold something, the self matches. */
interface TextPass {
  /** The document, then its open shadow roots. */
  roots: Node[];
  /** Raw (unnormalised) text of each element whose text holds more than white space and is kept. */
  raw: Map<Node, string>;
  selfSet: Set<Element>;
}

/**
 * Every element's raw text, bottom-up, in one post-order pass over the document's nodes: a frame per
 * open element (arrays indexed by depth, no recursion) gathers its children's parts, and a host's
 * open shadow root is read as one more part after its light children.
 */
function textPass(doc: Node): TextPass {
  const roots: Node[] = [doc];
  const raw = new SafeMap<Node, string>();
  const selfSet = new SafeSet<Element>();
  const head = headOf(doc);
  // Per open frame (depth d): its node (an element, or a shadow root read as its host's last part),
  // the text so far (null: too long or unknown), which parts hold text (0 none, 1 one text node, 2
  // one child element or shadow root, 3 two or more), the host's shadow root still to read, and its
  // kind (0 an element, 1 an element in <head>, whose text is '', 2 a shadow root).
  const nodeA: Node[] = [doc];
  const outA: (string | null)[] = [''];
  const partsA: number[] = [0];
  const srA: (Node | null)[] = [null];
  const kindA: number[] = [0];
  /**
   * A part of frame d's text: a text node's (`has` -1: tested here when it can still count), or a
   * child element's or shadow root's, whose frame said whether it holds text (1) or not (0).
   */
  const add = (d: number, s: string | null, has: number): void => {
    const o = outA[d];
    if (o === null) return;
    if (s === null) {
      outA[d] = null;
      return;
    }
    const v = o + s;
    outA[d] = v.length > TEXT_CAP ? null : v;
    const p = partsA[d]!;
    if (p < 3 && (has < 0 ? s !== '' && reTest(CONTENT, s) : has > 0)) partsA[d] = p ? 3 : has < 0 ? 1 : 2;
  };
  const open = (d: number, n: Node, sr: Node | null, kind: number): void => {
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
      } else if (t === ELEMENT_NODE) {
        const sr = shadowRootOf(cur);
        if (sr) push(roots, sr);
        d++;
        open(d, cur, sr, cur === head || kindA[d - 1] === 1 ? 1 : 0);
        cur = firstChild(cur);
      } else cur = nextSibling(cur);
    }
    // The frame at depth d has read all its children.
    if (d === 0) break;
    const sr = srA[d];
    if (sr) {
      // The light children are read: the shadow root's children next, as a frame of their own.
      srA[d] = null;
      d++;
      open(d, sr, null, 2);
      cur = firstChild(sr);
      continue;
    }
    const n = nodeA[d]!;
    if (kindA[d] === 2) {
      // A shadow root: one part of its host's text.
      const v = outA[d]!;
      const has = partsA[d]! > 0 ? 1 : 0;
      d--;
      add(d, v, has);
      continue;
    }
    const e = n as Element;
    const tag = localName(e);
    let v: string | null;
    let self: boolean;
    let content: boolean;
    if (tag === 'script' || tag === 'noscript' || tag === 'style' || kindA[d] === 1) {
      v = '';
      self = content = false;
    } else if (
      tag === 'input' &&
      (inputType(e) === 'submit' || inputType(e) === 'button' || inputType(e) === 'reset')
    ) {
      // The value is the text; child nodes (scripts can append them) are still compared.
      v = inputValue(e);
      content = reTest(CONTENT, v);
      self = content && !(firstChild(e) && childHas(e, pwNormalize(v), raw));
    } else {
      v = outA[d]!;
      const parts = partsA[d]!;
      content = parts > 0;
      self = v !== null && (parts & 1) === 1;
    }
    // Only texts that hold something are kept: an element's text that is empty, white space or
    // unknown gives no locator, and normOf answers null for it either way.
    if (v !== null && content) raw.set(e, v);
    if (self) selfSet.add(e);
    d--;
    add(d, v, content ? 1 : 0);
    cur = nextSibling(e);
  }
  return { roots, raw, selfSet };
}

/** Whether a child element of `e` has the normalised text `t` (the definition of not 'self'). */
function childHas(e: Element, t: string, raw: Map<Node, string>): boolean {
  for (let c = firstChild(e); c; c = nextSibling(c)) {
    if (nodeType(c) !== ELEMENT_NODE) continue;
    const r = raw.get(c);
    if (r !== undefined && pwNormalize(r) === t) return true;
  }
  return false;
}

export function playwrightTexts(doc: Node): PlaywrightTexts {
  const { roots, raw, selfSet } = textPass(doc);
  const norm = new SafeMap<Node, string | null>();
  const normOf = (n: Node): string | null => {
    let v = norm.get(n);
    if (v === undefined) {
      const r = raw.get(n);
      v = r === undefined ? null : pwNormalize(r);
      norm.set(n, v);
    }
    return v;
  };

  let texts: Map<string, number> | null = null;
  const shortText = (e: Node): string | null => {
    const r = raw.get(e);
    if (r === undefined || (r.length > GETBY_MAX && reTest(LONG, r))) return null;
    const v = normOf(e)!;
    return v.length <= GETBY_MAX ? v : null;
  };
  const textCount = (t: string): number => {
    if (!texts) {
      const m = new SafeMap<string, number>();
      selfSet.forEach((e) => {
        const v = shortText(e);
        if (v !== null) m.set(v, (m.get(v) ?? 0) + 1);
      });
      texts = m;
    }
    return texts.get(t) ?? 0;
  };

  // aria-labelledby ids resolve in the element's own tree (document or shadow root).
  const byId = (e: Element, id: string): Element | null => {
    const list = rootQuerySelectorAll(getRootNode(e), '[id=' + cssString(id) + ']');
    return list.length > 0 ? list[0]! : null;
  };
  /** Labels from aria-labelledby (when it names an element) or aria-label; null when neither applies. */
  const ariaLabels = (e: Element): string[] | null => {
    const by = getAttribute(e, 'aria-labelledby');
    if (by !== null) {
      const out: string[] = [];
      const ids = splitSpaces(by);
      let any = false;
      for (let k = 0; k < ids.length; k++) {
        if (!ids[k]) continue;
        const l = byId(e, ids[k]!);
        if (!l) continue;
        any = true;
        const t = normOf(l);
        if (t !== null) push(out, t);
      }
      if (any) return out;
    }
    const al = getAttribute(e, 'aria-label');
    if (al !== null && strTrim(al) !== '') return [pwNormalize(al)];
    return null;
  };

  // getByLabel(t, exact) candidates: aria-labelledby and aria-label holders, and labelable controls
  // of <label> elements (HTMLInputElement.labels etc.: `for` or nesting).
  let labelTable: Map<string, number> | null = null;
  let controlLabels: Map<Element, string[]> | null = null;
  const buildLabels = () => {
    const table = new SafeMap<string, number>();
    const ctl = new SafeMap<Element, string[]>();
    // Only elements with an aria-labelledby or aria-label attribute, or a <label>, can have labels.
    const candidates: Element[] = [];
    for (let r = 0; r < roots.length; r++) {
      const ls = rootQuerySelectorAll(roots[r]!, 'label');
      const nl = ls.length;
      for (let i = 0; i < nl; i++) {
        const l = ls[i]!;
        const c = labelControl(l);
        if (!c) continue;
        const t = normOf(l);
        let list = ctl.get(c);
        if (!list) {
          list = [];
          ctl.set(c, list);
          push(candidates, c);
        }
        if (t !== null) push(list, t);
      }
      const aria = rootQuerySelectorAll(roots[r]!, '[aria-labelledby],[aria-label]');
      const na = aria.length;
      for (let i = 0; i < na; i++) push(candidates, aria[i]!);
    }
    controlLabels = ctl;
    const seen = new SafeSet<Element>();
    for (let i = 0; i < candidates.length; i++) {
      const e = candidates[i]!;
      if (seen.has(e)) continue;
      seen.add(e);
      const ls = labelsFor(e);
      const once = new SafeSet<string>();
      for (let k = 0; k < ls.length; k++) {
        if (once.has(ls[k]!)) continue;
        once.add(ls[k]!);
        table.set(ls[k]!, (table.get(ls[k]!) ?? 0) + 1);
      }
    }
    labelTable = table;
  };
  const labelsFor = (e: Element): string[] => {
    const a = ariaLabels(e);
    if (a !== null) return a;
    const tag = localName(e);
    const labelable = (tag === 'input' && inputType(e) !== 'hidden') || reTest(LABELABLE, tag);
    if (!labelable) return [];
    return controlLabels!.get(e) ?? [];
  };

  const attrTables = new SafeMap<string, Map<string, number>>();
  const cssCounts = new SafeMap<string, number>();
  return {
    shortText,
    selfMatch: (e) => selfSet.has(e),
    textCount,
    labels: (e) => {
      if (!labelTable) buildLabels();
      return labelsFor(e);
    },
    labelCount: (t) => {
      if (!labelTable) buildLabels();
      return labelTable!.get(t) ?? 0;
    },
    cssCount: (sel) => {
      // Shadow trees repeat: one query per distinct path, not per element.
      let n = cssCounts.get(sel);
      if (n === undefined) {
        n = 0;
        for (let r = 0; r < roots.length; r++) n += rootQuerySelectorAll(roots[r]!, sel).length;
        cssCounts.set(sel, n);
      }
      return n;
    },
    attrCount: (attr, v) => {
      // One count table per attribute and document (a query per record was quadratic on pages
      // where most links carry a title).
      let m = attrTables.get(attr);
      if (!m) {
        m = new SafeMap<string, number>();
        for (let r = 0; r < roots.length; r++) {
          const list = rootQuerySelectorAll(roots[r]!, '[' + attr + ']');
          const nl = list.length;
          for (let i = 0; i < nl; i++) {
            const a = getAttribute(list[i]!, attr) ?? '';
            m.set(a, (m.get(a) ?? 0) + 1);
          }
        }
        attrTables.set(attr, m);
      }
      return m.get(v) ?? 0;
    },
  };
}
