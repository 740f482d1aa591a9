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
import { rootQuerySelectorAll, getAttribute, getRootNode, nodeType, DOCUMENT_FRAGMENT_NODE } from '../platform/dom';
import {
  jsonStringify,
  nowP,
  SafeMap,
  SafeWeakMap,
  slice,
  strIndexOf,
  strSlice,
  strTrim,
  push,
} from '../../core/pristine';
import { cssEscape, cssString, framePrefix, jsString, pwLocator } from '../../core/locators/escape';
import { hasNul, pathBuilder, stableId } from './paths';
import { locatorText } from '../../core/locators/locatorText';

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
  /** Registered elements per role and name, and per text: nested maps look up the record's own
   * strings, where one joined key per element would be built, flattened and hashed each time. */
  roles: Map<string, Map<string, number>>;
  texts: Map<string, number>;
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
  const texts: string[] = [];

  const infoOf = (root: Node): RootInfo => {
    let info = roots.get(root);
    if (!info) {
      info = { root, ids: null, test: new SafeMap(), roles: new SafeMap(), texts: new SafeMap() };
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
  const roleCount = (info: RootInfo, role: string, name: string): number => {
    const m = info.roles.get(role);
    return m ? (m.get(name) ?? 0) : 0;
  };
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
      if (r.role && r.name) {
        let m = info.roles.get(r.role);
        if (!m) {
          m = new SafeMap();
          info.roles.set(r.role, m);
        }
        m.set(r.name, (m.get(r.name) ?? 0) + 1);
      }
      const t = locatorText(r);
      texts[counted] = t;
      if (t) info.texts.set(t, (info.texts.get(t) ?? 0) + 1);
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
      const t = texts[i]!;
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
        cached.frame === r.frame
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
            if (kind === 'R') unique = roleCount(info, r.role, r.name) === 1;
            else if (kind === 'X') unique = (info.texts.get(t) ?? 0) === 1;
            else {
              const v = strSlice(c, 1);
              if (kind === 'I') unique = idCount(info, v) === 1;
              else if (kind === 'C') unique = rootQuerySelectorAll(info.root, v).length === 1;
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
      const root = info.root;
      const inShadow = nodeType(root) === DOCUMENT_FRAGMENT_NODE;
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
        if (checks) push(checks, 'R');
        push(out, {
          kind: 'role',
          value: jsonStringify({ role: r.role, name }),
          playwright: `${fp}page.getByRole(${jsString(r.role)}, { name: ${jsString(name)}${exact ? ', exact: true' : ''} })`,
          unique: roleCount(info, r.role, r.name) === 1,
        });
      }
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
          unique: !inShadow || rootQuerySelectorAll(root, css).length === 1,
        });
      }
      if (t) {
        const exact = t === strTrim(r.text) || t === strTrim(r.name);
        if (checks) push(checks, 'X');
        push(out, {
          kind: 'text',
          value: t,
          playwright: `${fp}page.getByText(${jsString(t)}${exact ? ', { exact: true }' : ''})`,
          unique: (info.texts.get(t) ?? 0) === 1,
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
          list: out,
          checks: checks!,
        };
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
