/**
 * The ordered locator fallback chain of every registered element (design seed "Priority Locator
 * Strategy"): elementId (the mark attribute), testId, #id, role + name, xpath, css, text. Each entry
 * says whether it matched exactly one element at snapshot time.
 *
 * Cost: no per-element querySelectorAll over the document (quadratic on a 100k-element page).
 * Uniqueness of ids and test ids comes from one count table per document/shadow root; role+name and
 * text uniqueness is counted among registered elements of the same root (what getByRole/getByText
 * would reach, as they skip hidden elements); xpath and css are unique by construction: positional
 * steps from the nearest ancestor with a unique id, with each parent's children numbered once.
 */
import type { ElementRecord, LocatorEntry } from '../model/types';
import {
  rootQuerySelectorAll,
  getAttribute,
  getRootNode,
  localName,
  nodeType,
  parentNode,
  firstElementChild,
  nextElementSibling,
  DOCUMENT_FRAGMENT_NODE,
  DOCUMENT_NODE,
} from '../platform/dom';
import {
  jsonStringify,
  nowP,
  reTest,
  SafeMap,
  SafeWeakMap,
  strIndexOf,
  strSlice,
  strTrim,
  push,
} from '../platform/pristine';
import { cssEscape, cssString, jsString, xpathString } from './escape';

export interface LocatorItem {
  record: ElementRecord;
  element: Element;
  /** The element's tree root when the caller knows it (saves a getRootNode per element). */
  ctx?: { root: Node };
  /** Incremental: the element and its ancestors did not change since the last snapshot. */
  clean?: boolean;
  /** Incremental: where this element's locators are kept between snapshots. */
  entry?: { locators?: CachedLocators };
}
export interface LocatorOptions {
  markAttribute: string | false;
  /** Reuse the locators of clean elements (incremental snapshots). */
  reuse?: boolean;
}

/**
 * An element's locators as built last time, with what each one's uniqueness is counted by (the only
 * part that can change while the element and its ancestors stay the same): 'T' attr NUL value for a
 * test id, 'I' id, 'R' role key, 'X' text, 'C' a css path in a shadow root, '' unique by construction.
 */
export interface CachedLocators {
  key: string;
  list: LocatorEntry[];
  checks: string[];
}

/** Id counts per document / shadow root at the last snapshot: a change of which ids are unique moves anchors. */
let lastIdTables = new SafeWeakMap<Node, Map<string, number>>();

const TEST_ATTRS = ['data-testid', 'data-test', 'data-cy', 'data-qa'];
const TEXT_MAX = 60;

interface RootInfo {
  root: Node;
  ids: Map<string, number> | null;
  test: Map<string, Map<string, number>>;
}

function countAttr(root: Node, attr: string): Map<string, number> {
  const m = new SafeMap<string, number>();
  const list = rootQuerySelectorAll(root, `[${attr}]`);
  for (let i = 0; i < list.length; i++) {
    const v = getAttribute(list[i]!, attr) ?? '';
    m.set(v, (m.get(v) ?? 0) + 1);
  }
  return m;
}

/**
 * Auto-generated ids (React useId ':r1:', Ember 'ember123', long digit runs) make poor anchors, and
 * are not compared when a re-found element is checked against its record (resolveRecord).
 */
export function stableId(id: string): boolean {
  return id !== '' && !reTest(/^:|\d{4,}|^ember\d|^[0-9a-f]{8}-/i, id);
}

/**
 * Locators of every item, in steps (snapshotAsync slices them): `step(until)` counts, then builds
 * records' locators until the clock passes `until` (false: call again) or all are done (true).
 */
export function locatorJob(items: LocatorItem[], options: LocatorOptions): { step(until: number): boolean } {
  const roots = new SafeMap<Node, RootInfo>();
  const nth = new SafeMap<Element, number>();
  const xpathMemo = new SafeMap<Element, string>();
  const cssMemo = new SafeMap<Element, string>();
  const roleCount = new SafeMap<string, number>();
  const textCount = new SafeMap<string, number>();

  const infoOf = (el: Element, known?: Node): RootInfo => {
    const root = known ?? getRootNode(el);
    let info = roots.get(root);
    if (!info) {
      info = { root, ids: null, test: new SafeMap() };
      roots.set(root, info);
    }
    return info;
  };
  const idCount = (info: RootInfo, id: string): number => {
    if (!info.ids) info.ids = countAttr(info.root, 'id');
    return info.ids.get(id) ?? 0;
  };
  const testCount = (info: RootInfo, attr: string, v: string): number => {
    let m = info.test.get(attr);
    if (!m) {
      m = countAttr(info.root, attr);
      info.test.set(attr, m);
    }
    return m.get(v) ?? 0;
  };
  /** 1-based position among same-tag element siblings; each parent's children are numbered once. */
  const nthOf = (el: Element): number => {
    let n = nth.get(el);
    if (n !== undefined) return n;
    const p = parentNode(el);
    if (!p) return 1;
    const counters = new SafeMap<string, number>();
    for (let c = firstElementChild(p); c; c = nextElementSibling(c)) {
      const t = localName(c);
      const k = (counters.get(t) ?? 0) + 1;
      counters.set(t, k);
      nth.set(c, k);
    }
    n = nth.get(el);
    return n ?? 1;
  };

  let counted = 0;
  let idsChecked = false;
  // Structural paths start at an ancestor with a unique id: if any id became unique or stopped being
  // unique, anchors may move, and nothing is reused this time.
  let reuse = options.reuse === true;
  let i = 0;
  const step = (until: number): boolean => {
    // Keys for role+name and text uniqueness among registered elements of one root.
    for (; counted < items.length; counted++) {
      if ((counted & 255) === 255 && nowP() > until) return false;
      const it = items[counted]!;
      const root = it.ctx ? it.ctx.root : getRootNode(it.element);
      const r = it.record;
      if (r.role && r.name) {
        const k = r.role + '\u0001' + r.name;
        countIn(roleCount, root, k);
      }
      const t = textOf(r);
      if (t) countIn(textCount, root, t);
    }

    if (!idsChecked) {
      idsChecked = true;
      const idTables = new SafeWeakMap<Node, Map<string, number>>();
      for (let i = 0; i < items.length; i++) {
        const info = infoOf(items[i]!.element, items[i]!.ctx?.root);
        if (idTables.has(info.root)) continue;
        const now = info.ids ?? (info.ids = countAttr(info.root, 'id'));
        idTables.set(info.root, now);
        if (reuse) {
          const before = lastIdTables.get(info.root);
          if (!before || !sameUniqueness(before, now)) reuse = false;
        }
      }
      lastIdTables = idTables;
    }
    for (; i < items.length; i++) {
      if ((i & 63) === 63 && nowP() > until) return false;
      const it = items[i]!;
      const { record: r, element: el } = it;
      const info = infoOf(el, it.ctx?.root);
      const key = r.frame + '\u0001' + r.role + '\u0001' + r.name + '\u0001' + r.text + '\u0001' + r.elementId;
      const cached = it.entry ? it.entry.locators : undefined;
      if (reuse && it.clean && cached && cached.key === key) {
        // Entries whose uniqueness did not change are shared with the last snapshot (never mutated
        // after a snapshot is built: the duplicate-mark check copies on write).
        const list: LocatorEntry[] = [];
        for (let k = 0; k < cached.list.length; k++) {
          const e = cached.list[k]!;
          const c = cached.checks[k]!;
          let unique = e.unique;
          if (c !== '') {
            const kind = c[0];
            const v = strSlice(c, 1);
            if (kind === 'I') unique = idCount(info, v) === 1;
            else if (kind === 'R') unique = (roleCount.get(keyIn(info.root, v)) ?? 0) === 1;
            else if (kind === 'X') unique = (textCount.get(keyIn(info.root, v)) ?? 0) === 1;
            else if (kind === 'C') unique = rootQuerySelectorAll(info.root, v).length === 1;
            else {
              const nul = strIndexOf(v, '\u0000');
              unique = testCount(info, strSlice(v, 0, nul), strSlice(v, nul + 1)) === 1;
            }
          }
          push(list, unique === e.unique ? e : { kind: e.kind, value: e.value, playwright: e.playwright, unique });
        }
        r.locators = list;
        continue;
      }
      const checks: string[] = [];
      const root = info.root;
      const inShadow = nodeType(root) === DOCUMENT_FRAGMENT_NODE;
      const framePrefix = r.frame !== '' ? `/* frame ${r.frame} */ ` : '';
      const out: LocatorEntry[] = [];
      if (options.markAttribute !== false) {
        const sel = `[${options.markAttribute}=${cssString(r.elementId)}]`;
        push(checks, '');
        push(out, {
          kind: 'elementId',
          value: sel,
          playwright: `${framePrefix}page.locator(${jsString(sel)})`,
          unique: true,
        });
      }
      for (let k = 0; k < TEST_ATTRS.length; k++) {
        const attr = TEST_ATTRS[k]!;
        const v = getAttribute(el, attr);
        if (v === null || v === '' || hasNul(v)) continue;
        const sel = `[${attr}=${cssString(v)}]`;
        const pw = attr === 'data-testid' ? `page.getByTestId(${jsString(v)})` : `page.locator(${jsString(sel)})`;
        push(checks, 'T' + attr + '\u0000' + v);
        push(out, { kind: 'testId', value: sel, playwright: framePrefix + pw, unique: testCount(info, attr, v) === 1 });
        break;
      }
      const id = getAttribute(el, 'id');
      if (id && !hasNul(id)) {
        const sel = '#' + cssEscape(id);
        push(checks, 'I' + id);
        push(out, {
          kind: 'id',
          value: sel,
          playwright: `${framePrefix}page.locator(${jsString(sel)})`,
          unique: idCount(info, id) === 1,
        });
      }
      if (r.role && r.name) {
        const name = r.name.length > 200 ? strSlice(r.name, 0, 200) : r.name;
        const exact = name === r.name;
        push(checks, 'R' + r.role + '\u0001' + r.name);
        push(out, {
          kind: 'role',
          value: jsonStringify({ role: r.role, name }),
          playwright: `${framePrefix}page.getByRole(${jsString(r.role)}, { name: ${jsString(name)}${exact ? ', exact: true' : ''} })`,
          unique: (roleCount.get(keyIn(root, r.role + '\u0001' + r.name)) ?? 0) === 1,
        });
      }
      // Structural paths grow with depth: on every record of a deep page they make the snapshot
      // quadratic in size (a 3,000-deep chain gave 273 MB of JSON). Past MAX_PATH_STEPS levels below
      // the nearest element with an id, the other locators (mark, role, text) must do.
      const structural = stepsToAnchor(el) <= MAX_PATH_STEPS;
      if (!inShadow && structural) {
        const xp = xpathOf(el, info, idCount, nthOf, xpathMemo);
        push(checks, '');
        push(out, {
          kind: 'xpath',
          value: xp,
          playwright: `${framePrefix}page.locator(${jsString('xpath=' + xp)})`,
          unique: true,
        });
      }
      const css = structural ? cssOf(el, info, idCount, nthOf, cssMemo) : '';
      if (css) push(checks, inShadow ? 'C' + css : '');
      if (css)
        push(out, {
          kind: 'css',
          value: css,
          playwright: `${framePrefix}page.locator(${jsString(css)})${inShadow ? ' /* inside a shadow root */' : ''}`,
          // In a document the path starts at :root or a unique id: unique by construction. A path inside a
          // shadow root has no root anchor, so it is checked there (shadow trees are small).
          unique: !inShadow || rootQuerySelectorAll(root, css).length === 1,
        });
      const t = textOf(r);
      if (t) {
        const exact = t === strTrim(r.text) || t === strTrim(r.name);
        push(checks, 'X' + t);
        push(out, {
          kind: 'text',
          value: t,
          playwright: `${framePrefix}page.getByText(${jsString(t)}${exact ? ', { exact: true }' : ''})`,
          unique: (textCount.get(keyIn(root, t)) ?? 0) === 1,
        });
      }
      r.locators = out;
      if (it.entry) it.entry.locators = { key, list: out, checks };
    }
    return true;
  };
  return { step };
}

function sameUniqueness(a: Map<string, number>, b: Map<string, number>): boolean {
  let same = true;
  b.forEach((n, id) => {
    if (same && (n === 1) !== (a.get(id) === 1)) same = false;
  });
  if (same) {
    a.forEach((n, id) => {
      if (same && n === 1 && b.get(id) !== 1) same = false;
    });
  }
  return same;
}

const MAX_PATH_STEPS = 64;

/** Levels from `el` up to the nearest ancestor with an id (or the root), counted up to MAX_PATH_STEPS + 1. */
function stepsToAnchor(el: Element): number {
  let n = 0;
  for (let cur: Node | null = el; cur && nodeType(cur) === 1 && n <= MAX_PATH_STEPS; n++) {
    if (n > 0 && getAttribute(cur as Element, 'id')) break;
    cur = parentNode(cur);
  }
  return n;
}

/**
 * No CSS selector or XPath literal can express U+0000: CSS maps it to U+FFFD while parsing (CSS
 * Syntax §3.3), so a selector for an id containing NUL matches nothing. Such values get no locator.
 */
function hasNul(v: string): boolean {
  return strIndexOf(v, '\u0000') >= 0;
}

const rootIds = new SafeMap<Node, number>();
let rootSeq = 0;
function keyIn(root: Node, k: string): string {
  let id = rootIds.get(root);
  if (id === undefined) {
    id = ++rootSeq;
    rootIds.set(root, id);
  }
  return id + '\u0002' + k;
}
function countIn(m: Map<string, number>, root: Node, k: string): void {
  const kk = keyIn(root, k);
  m.set(kk, (m.get(kk) ?? 0) + 1);
}

function textOf(r: ElementRecord): string {
  const t = strTrim(r.text !== '' ? r.text : r.name);
  if (!t) return '';
  return t.length > TEXT_MAX ? strSlice(t, 0, TEXT_MAX) : t;
}

type IdCount = (info: RootInfo, id: string) => number;

/**
 * A structural path from the nearest anchor (an ancestor with a unique, stable id, or a memoised
 * path of an already-located ancestor) down to `el`, one positional step per level: unique by
 * construction, with no query over the document.
 */
function structuralPath(
  el: Element,
  memo: Map<Element, string>,
  anchor: (cur: Element) => string | null,
  step: (cur: Element) => string,
  sep: string,
  rootPrefix: string,
): string {
  const steps: string[] = [];
  const chain: Element[] = [];
  let cur: Element | null = el;
  let prefix = rootPrefix;
  while (cur) {
    // The anchor test comes before the memo: an element's own xpath does not start at its own id
    // (its #id locator is that), so its memoised path must not be the prefix of its descendants'
    // when its id can anchor them. Otherwise a path would depend on which element was located first.
    const a = anchor(cur);
    if (a !== null) {
      if (cur === el) {
        memo.set(el, a);
        return a;
      }
      prefix = a + sep;
      break;
    }
    const m = memo.get(cur);
    if (m !== undefined) {
      prefix = m + sep;
      break;
    }
    push(steps, step(cur));
    push(chain, cur);
    const p = parentNode(cur);
    cur = p && nodeType(p) === 1 ? (p as Element) : null;
  }
  // Memoise every element on the way down, not only `el`: siblings and cousins share these
  // prefixes, so the whole snapshot costs O(elements) instead of O(elements x depth).
  let path = prefix;
  for (let i = steps.length - 1; i >= 0; i--) {
    path = i === steps.length - 1 ? path + steps[i]! : path + sep + steps[i]!;
    memo.set(chain[i]!, path);
  }
  return path;
}

function xpathOf(
  el: Element,
  info: RootInfo,
  idCount: IdCount,
  nthOf: (e: Element) => number,
  memo: Map<Element, string>,
): string {
  return structuralPath(
    el,
    memo,
    // The element's own id is its #id locator already: the xpath stays structural below an anchor.
    (cur) => {
      const id = getAttribute(cur, 'id');
      return cur !== el && id && !hasNul(id) && stableId(id) && idCount(info, id) === 1
        ? `//*[@id=${xpathString(id)}]`
        : null;
    },
    (cur) => {
      const tag = localName(cur);
      // Elements outside the HTML namespace (svg, math) need local-name() in XPath.
      const name = reTest(/^[a-z][a-z0-9]*$/, tag) && tag !== 'svg' ? tag : `*[local-name()=${xpathString(tag)}]`;
      return `${name}[${nthOf(cur)}]`;
    },
    '/',
    '/',
  );
}

function cssOf(
  el: Element,
  info: RootInfo,
  idCount: IdCount,
  nthOf: (e: Element) => number,
  memo: Map<Element, string>,
): string {
  return structuralPath(
    el,
    memo,
    (cur) => {
      const id = getAttribute(cur, 'id');
      return id && !hasNul(id) && stableId(id) && idCount(info, id) === 1 ? '#' + cssEscape(id) : null;
    },
    (cur) => {
      const p = parentNode(cur);
      // The document element is `:root` (html:nth-of-type(1) under `:root >` would match nothing).
      if (p && nodeType(p) === DOCUMENT_NODE) return ':root';
      return `${cssEscape(localName(cur))}:nth-of-type(${nthOf(cur)})`;
    },
    ' > ',
    '',
  );
}
