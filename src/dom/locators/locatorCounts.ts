/**
 * How many elements each locator would match, counted once per document or shadow root rather than
 * queried per element: id and test-id tables per root, Playwright's text, label and attribute
 * engines per document, and registered elements per role and name.
 */
import type { ElementRecord } from '../../core/model/types';
import { checkVisibility, rootQuerySelectorAll, getAttribute, ownerDocument } from '../platform/dom';
import { SafeMap } from '../../builtins/pristine';
import { playwrightTexts, type PlaywrightTexts } from './playwrightText';

export interface RootInfo {
  root: Node;
  ids: Map<string, number> | null;
  test: Map<string, Map<string, number>>;
  /** The root's document's counters, found once per root (not once per element and question). */
  doc: DocInfo | null;
}

/**
 * Per document: what Playwright's text, label and attribute engines see, and the registered elements
 * per role and name (nested maps look up the record's own strings, where one joined key per element
 * would be built, flattened and hashed each time): [all, not hidden for ARIA].
 */
interface DocInfo {
  doc: Node;
  pw: PlaywrightTexts | null;
  roles: Map<string, Map<string, number[]>>;
}

/**
 * Playwright's getByRole skips elements hidden from assistive technology unless `includeHidden`
 * (roleUtils.ts isElementHiddenForAria): aria-hidden, display:none, visibility other than visible.
 * Options inside a select are exempt there (they have no box of their own).
 */
export function hiddenForAria(r: ElementRecord, el: Element): boolean {
  if (r.states.ariaHidden === true) return true;
  if (!checkVisibility || r.tag === 'option') return false;
  // The walk registered the element with a box and visibility:visible (isVisible needs both; it
  // enters no display:none or content-visibility:hidden subtree), all checkVisibility tests here: a
  // call for the others only (a record that is not visible, or has no box: display:contents).
  if (r.isVisible) return false;
  try {
    return !checkVisibility(el, { visibilityProperty: true });
  } catch {
    return false;
  }
}

export function countAttr(root: Node, attr: string): Map<string, number> {
  const m = new SafeMap<string, number>();
  const list = rootQuerySelectorAll(root, `[${attr}]`);
  const n = list.length;
  for (let i = 0; i < n; i++) {
    const v = getAttribute(list[i]!, attr) ?? '';
    m.set(v, (m.get(v) ?? 0) + 1);
  }
  return m;
}

/** The counters one locator job shares between its counting and building passes. */
export interface LocatorCounts {
  infoOf(root: Node): RootInfo;
  idCount(info: RootInfo, id: string): number;
  testCount(info: RootInfo, attr: string, v: string): number;
  /** Playwright's text, label and attribute engines in the document of the root `info` is about. */
  pwOf(info: RootInfo): PlaywrightTexts;
  /** Registered elements with this role and name: all of them (`hidden`), or those not hidden for ARIA. */
  roleCount(info: RootInfo, role: string, name: string, hidden: boolean): number;
  /** A css path inside a shadow root: Playwright's css engine queries every open root of the document. */
  cssCount(info: RootInfo, css: string): number;
  /** Counts a registered element under its role and name. */
  addRole(info: RootInfo, r: ElementRecord, hidden: boolean): void;
}

export function locatorCounts(): LocatorCounts {
  const roots = new SafeMap<Node, RootInfo>();
  const infoOf = (root: Node): RootInfo => {
    let info = roots.get(root);
    if (!info) {
      info = { root, ids: null, test: new SafeMap(), doc: null };
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
  const docOf = (info: RootInfo): DocInfo => {
    if (info.doc) return info.doc;
    // A shadow root's document is its owner; a document has none and is its own.
    const d = (ownerDocument(info.root) as Node | null) ?? info.root;
    let di = docs.get(d);
    if (!di) {
      di = { doc: d, pw: null, roles: new SafeMap() };
      docs.set(d, di);
    }
    return (info.doc = di);
  };
  const pwOf = (info: RootInfo): PlaywrightTexts => {
    const di = docOf(info);
    if (!di.pw) di.pw = playwrightTexts(di.doc);
    return di.pw;
  };
  const roleCount = (info: RootInfo, role: string, name: string, hidden: boolean): number => {
    const m = docOf(info).roles.get(role);
    const c = m ? m.get(name) : undefined;
    return c ? c[hidden ? 0 : 1]! : 0;
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
      c[0]!++;
      if (!h) c[1]!++;
    },
  };
}
