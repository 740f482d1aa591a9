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
import type { ElementRecord, LocatorEntry } from '../../core/model/types';
import {
  checkVisibility,
  rootQuerySelectorAll,
  getAttribute,
  getRootNode,
  inputType,
  localName,
  nodeType,
  ownerDocument,
  DOCUMENT_FRAGMENT_NODE,
} from '../platform/dom';
import { jsonStringify, nowP, SafeMap, SafeWeakMap, slice, strIndexOf, strSlice, push } from '../../core/pristine';
import { cssEscape, cssString, framePrefix, jsString, pwLocator } from '../../core/locators/escape';
import { hasNul, pathBuilder, stableId } from './paths';
import { playwrightTexts, pwNormalize, type PlaywrightTexts } from './playwrightText';

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
  /**
   * Incremental: no mutation at all since the last snapshot. Ids, test attributes and the
   * elements a shadow-root CSS path matches depend on the DOM alone, so their counts are the last
   * snapshot's: the id tables are taken over and those checks keep their answer (the querySelectorAll
   * calls they cost were a tenth of an unchanged 10k page's snapshot). Role, name and text counts are
   * among registered elements, whose set and names change without mutations: they are still counted.
   */
  domUnchanged?: boolean;
}

/**
 * An element's locators as built last time, with what each one's uniqueness is counted by (the only
 * part that can change while the element and its ancestors stay the same): 'T' attr NUL value for a
 * test id, 'I' id, 'R' role and name and 'X' text (counted from the record's own fields, which equal
 * the cached ones when the locators are reused), 'C' a css path in a shadow root, '' unique by construction.
 */
export interface CachedLocators {
  /** The record's fields the locators were built from (compared one by one: a joined key string was
   * built and flattened for every record of every incremental snapshot). */
  frame: string;
  role: string;
  name: string;
  text: string;
  elementId: string;
  /** Whether the record was hidden from assistive technology (its role form says includeHidden):
   * a style change can flip it while the element itself stays clean. */
  hidden: boolean;
  list: LocatorEntry[];
  checks: string[];
}

/** Id counts per document / shadow root at the last snapshot: a change of which ids are unique moves anchors. */
let lastIdTables = new SafeWeakMap<Node, Map<string, number>>();

const TEST_ATTRS = ['data-testid', 'data-test', 'data-cy', 'data-qa'];
// Structural paths grow with depth: on every record of a deep page they make the snapshot quadratic
// in size (a 3,000-deep chain gave 273 MB of JSON). Past MAX_PATH_STEPS levels below the nearest
// element with an id, the other locators (mark, role, text) must do.
const MAX_PATH_STEPS = 64;

interface RootInfo {
  root: Node;
  ids: Map<string, number> | null;
  test: Map<string, Map<string, number>>;
}

/**
 * Per document: what Playwright's text, label and attribute engines see, and the registered elements
 * per role and name (nested maps look up the record's own strings, where one joined key per element
 * would be built, flattened and hashed each time): [all, not hidden for ARIA].
 */
interface DocInfo {
  pw: PlaywrightTexts | null;
  roles: Map<string, Map<string, number[]>>;
}

/** Longest text, label or attribute value a getBy* locator is built from (exact match). */
const GETBY_MAX = 80;

/**
 * Playwright's getByRole skips elements hidden from assistive technology unless `includeHidden`
 * (roleUtils.ts isElementHiddenForAria): aria-hidden, display:none, visibility other than visible.
 * Options inside a select are exempt there (they have no box of their own).
 */
function hiddenForAria(r: ElementRecord, el: Element): boolean {
  if (r.states.ariaHidden === true) return true;
  if (!checkVisibility || r.tag === 'option') return false;
  try {
    return !checkVisibility(el, { visibilityProperty: true });
  } catch {
    return false;
  }
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

export { stableId };

/**
 * Locators of every item, in steps (snapshotAsync slices them): `step(until)` counts, then builds
 * records' locators until the clock passes `until` (false: call again) or all are done (true).
 */
export function locatorJob(items: LocatorItem[], options: LocatorOptions): { step(until: number): boolean } {
  const roots = new SafeMap<Node, RootInfo>();
  // Per item, filled by the counting pass and read by the building pass.
  const infos: RootInfo[] = [];
  const hidden: boolean[] = [];

  const infoOf = (root: Node): RootInfo => {
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
  const docs = new SafeMap<Node, DocInfo>();
  const docOf = (el: Element): DocInfo => {
    const d = ownerDocument(el) as Node;
    let di = docs.get(d);
    if (!di) {
      di = { pw: null, roles: new SafeMap() };
      docs.set(d, di);
    }
    return di;
  };
  const pwOf = (el: Element): PlaywrightTexts => {
    const di = docOf(el);
    if (!di.pw) di.pw = playwrightTexts(ownerDocument(el) as Node);
    return di.pw;
  };
  const roleCount = (el: Element, role: string, name: string, hidden: boolean): number => {
    const m = docOf(el).roles.get(role);
    const c = m ? m.get(name) : undefined;
    return c ? c[hidden ? 0 : 1]! : 0;
  };
  /** A css path inside a shadow root: Playwright's css engine queries every open root of the document. */
  const cssCount = (el: Element, css: string): number => pwOf(el).cssCount(css);
  const paths = pathBuilder<RootInfo>((info, id) => idCount(info, id) === 1);
  const markOpen = options.markAttribute === false ? '' : '[' + options.markAttribute + '=';

  let counted = 0;
  let idsChecked = false;
  // Structural paths start at an ancestor with a unique id: if any id became unique or stopped being
  // unique, anchors may move, and nothing is reused this time.
  let reuse = options.reuse === true;
  const domSame = reuse && options.domUnchanged === true;
  let i = 0;
  const step = (until: number): boolean => {
    // Role+name and text uniqueness among registered elements of one root.
    for (; counted < items.length; counted++) {
      if ((counted & 255) === 255 && nowP() > until) return false;
      const it = items[counted]!;
      const info = infoOf(it.ctx ? it.ctx.root : getRootNode(it.element));
      infos[counted] = info;
      const r = it.record;
      const h = r.role !== '' && r.name !== '' && hiddenForAria(r, it.element);
      hidden[counted] = h;
      if (r.role && r.name) {
        const roles = docOf(it.element).roles;
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
        c[0]!++;
        if (!h) c[1]!++;
      }
    }

    if (!idsChecked) {
      idsChecked = true;
      const idTables = new SafeWeakMap<Node, Map<string, number>>();
      for (let k = 0; k < items.length; k++) {
        const info = infos[k]!;
        if (idTables.has(info.root)) continue;
        const before = reuse ? lastIdTables.get(info.root) : undefined;
        const now = info.ids ?? (info.ids = (domSame ? before : undefined) ?? countAttr(info.root, 'id'));
        idTables.set(info.root, now);
        if (reuse && (!before || (now !== before && !sameUniqueness(before, now)))) reuse = false;
      }
      lastIdTables = idTables;
    }
    for (; i < items.length; i++) {
      if ((i & 63) === 63 && nowP() > until) return false;
      const it = items[i]!;
      const { record: r, element: el } = it;
      const info = infos[i]!;
      const entry = it.entry;
      const cached = entry ? entry.locators : undefined;
      if (
        reuse &&
        it.clean &&
        cached &&
        cached.elementId === r.elementId &&
        cached.role === r.role &&
        cached.name === r.name &&
        cached.text === r.text &&
        cached.frame === r.frame &&
        cached.hidden === hidden[i]
      ) {
        // Entries whose uniqueness did not change are shared with the last snapshot, and so is the
        // list when none did (never mutated after a snapshot is built: the duplicate-mark check
        // copies on write). A role or text check counts the record's own fields: they equal the
        // cached ones.
        let list: LocatorEntry[] | null = null;
        for (let k = 0; k < cached.list.length; k++) {
          const e = cached.list[k]!;
          const c = cached.checks[k]!;
          let unique = e.unique;
          const kind = c === '' ? '' : c[0];
          if (kind !== '' && !(domSame && (kind === 'I' || kind === 'T' || kind === 'C'))) {
            if (kind === 'R') unique = roleCount(el, r.role, r.name, c === 'Rh') === 1;
            else if (kind === 'X') unique = pwOf(el).textCount(e.value) === 1;
            else if (kind === 'L') unique = pwOf(el).labelCount(e.value) === 1;
            else {
              const v = strSlice(c, 1);
              if (kind === 'I') unique = idCount(info, v) === 1;
              else if (kind === 'A') unique = pwOf(el).attrCount(v, e.value) === 1;
              else if (kind === 'C') unique = cssCount(el, v) === 1;
              else {
                const nul = strIndexOf(v, '\u0000');
                unique = testCount(info, strSlice(v, 0, nul), strSlice(v, nul + 1)) === 1;
              }
            }
          }
          if (unique !== e.unique && list === null) list = slice(cached.list, 0, k);
          if (list !== null)
            push(list, unique === e.unique ? e : { kind: e.kind, value: e.value, playwright: e.playwright, unique });
        }
        r.locators = list ?? cached.list;
        // The cache holds the latest answers: a check skipped next time keeps this one, not the first.
        if (list !== null) entry!.locators = { ...cached, list };
        continue;
      }
      // What each entry's uniqueness is counted by, kept only where the next snapshot can reuse it.
      const checks: string[] | null = entry ? [] : null;
      const inShadow = nodeType(info.root) === DOCUMENT_FRAGMENT_NODE;
      const fp = framePrefix(r.frame);
      const out: LocatorEntry[] = [];
      if (options.markAttribute !== false) {
        const sel = markOpen + cssString(r.elementId) + ']';
        if (checks) push(checks, '');
        push(out, {
          kind: 'elementId',
          value: sel,
          playwright: pwLocator(fp, '', sel),
          unique: true,
        });
      }
      for (let k = 0; k < TEST_ATTRS.length; k++) {
        const attr = TEST_ATTRS[k]!;
        const v = getAttribute(el, attr);
        if (v === null || v === '' || hasNul(v)) continue;
        const sel = `[${attr}=${cssString(v)}]`;
        const pw = attr === 'data-testid' ? `page.getByTestId(${jsString(v)})` : `page.locator(${jsString(sel)})`;
        if (checks) push(checks, 'T' + attr + '\u0000' + v);
        push(out, { kind: 'testId', value: sel, playwright: fp + pw, unique: testCount(info, attr, v) === 1 });
        break;
      }
      const node = paths.node(el);
      const id = paths.idOf(node);
      if (id && !hasNul(id)) {
        const sel = '#' + cssEscape(id);
        if (checks) push(checks, 'I' + id);
        push(out, {
          kind: 'id',
          value: sel,
          playwright: pwLocator(fp, '', sel),
          unique: idCount(info, id) === 1,
        });
      }
      if (r.role && r.name) {
        const name = r.name.length > 200 ? strSlice(r.name, 0, 200) : r.name;
        const exact = name === r.name;
        const h = hidden[i]!;
        if (checks) push(checks, h ? 'Rh' : 'R');
        push(out, {
          kind: 'role',
          value: jsonStringify(h ? { role: r.role, name, includeHidden: true } : { role: r.role, name }),
          playwright: `${fp}page.getByRole(${jsString(r.role)}, { name: ${jsString(name)}${exact ? ', exact: true' : ''}${h ? ', includeHidden: true' : ''} })`,
          unique: roleCount(el, r.role, r.name, h) === 1,
        });
      }
      getByEntries(el, pwOf, fp, out, checks);
      const structural = paths.depth(node) <= MAX_PATH_STEPS;
      if (!inShadow && structural) {
        const xp = paths.xpath(node, info);
        if (checks) push(checks, '');
        push(out, {
          kind: 'xpath',
          value: xp,
          playwright: pwLocator(fp, 'xpath=', xp),
          unique: true,
        });
      }
      if (structural) {
        const css = paths.css(node, info);
        if (checks) push(checks, inShadow ? 'C' + css : '');
        push(out, {
          kind: 'css',
          value: css,
          playwright: pwLocator(fp, '', css) + (inShadow ? ' /* inside a shadow root */' : ''),
          // In a document the path starts at :root or a unique id: unique by construction. A path inside a
          // shadow root has no root anchor, so it is checked there (shadow trees are small).
          unique: !inShadow || cssCount(el, css) === 1,
        });
      }
      // getByText only from the text Playwright's text engine sees, and only for the element it returns.
      const pw = pwOf(el);
      const t = pw.text(el);
      if (t && t.length <= GETBY_MAX && pw.selfMatch(el)) {
        if (checks) push(checks, 'X');
        push(out, {
          kind: 'text',
          value: t,
          playwright: `${fp}page.getByText(${jsString(t)}, { exact: true })`,
          unique: pw.textCount(t) === 1,
        });
      }
      r.locators = out;
      if (entry)
        entry.locators = {
          frame: r.frame,
          role: r.role,
          name: r.name,
          text: r.text,
          elementId: r.elementId,
          hidden: hidden[i]!,
          list: out,
          checks: checks!,
        };
    }
    return true;
  };
  return { step };
}

/**
 * getByLabel, getByPlaceholder, getByAltText and getByTitle, exact, for elements named by those
 * (Playwright's selectorGenerator offers the same kinds): each counted the way its engine matches.
 */
function getByEntries(
  el: Element,
  pwOf: (el: Element) => PlaywrightTexts,
  fp: string,
  out: LocatorEntry[],
  checks: string[] | null,
): void {
  const pw = pwOf(el);
  const labels = pw.labels(el);
  let best = '';
  let bestCount = 0;
  for (let k = 0; k < labels.length; k++) {
    const l = labels[k]!;
    if (l === '' || l.length > GETBY_MAX) continue;
    const n = pw.labelCount(l);
    if (best === '' || n < bestCount) {
      best = l;
      bestCount = n;
    }
  }
  if (best !== '') {
    if (checks) push(checks, 'L');
    push(out, {
      kind: 'label',
      value: best,
      playwright: `${fp}page.getByLabel(${jsString(best)}, { exact: true })`,
      unique: bestCount === 1,
    });
  }
  const tag = localName(el);
  for (let k = 0; k < GETBY_ATTRS.length; k++) {
    const [attr, kind, method] = GETBY_ATTRS[k]!;
    if (attr === 'alt' && !(tag === 'img' || tag === 'area' || (tag === 'input' && inputType(el) === 'image')))
      continue;
    const v = getAttribute(el, attr);
    // Exact attribute match compares the raw value: keep values a person would paste unchanged.
    if (v === null || v === '' || v.length > GETBY_MAX || hasNul(v) || pwNormalize(v) !== v) continue;
    if (checks) push(checks, 'A' + attr);
    push(out, {
      kind,
      value: v,
      playwright: `${fp}page.${method}(${jsString(v)}, { exact: true })`,
      unique: pw.attrCount(attr, v) === 1,
    });
  }
}

const GETBY_ATTRS: [string, LocatorEntry['kind'], string][] = [
  ['placeholder', 'placeholder', 'getByPlaceholder'],
  ['alt', 'altText', 'getByAltText'],
  ['title', 'title', 'getByTitle'],
];

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
