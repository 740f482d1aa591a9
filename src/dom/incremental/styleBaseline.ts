/**
 * Style change detection: each document's and shadow root's stylesheets, the elements each rule
 * that matters matched, and each document's URL and designMode at the last snapshot, compared with
 * now. A stylesheet edit restyles anything; a rule whose selector can be matched here restyles
 * exactly the elements whose match changed.
 */
import { docDesignMode, docURL, rootQuerySelectorAllStrict } from '../platform/dom';
import { push, SafeMap, SafeSet } from '../../builtins/pristine';
import { sameSheets, sheetState, type SheetState } from '../css/styleRelevance';
import { addRoot } from './dirtyRoots';
import type { Changes } from './changes';
import { defineState } from '../platform/instanceState';

/** Stylesheet state per document / shadow root at the last snapshot. */
let sheets: Map<Node, SheetState>;
/** Each walked document's URL at the last snapshot (in the order of the walk's docs). */
let urls: string[];
/**
 * Each document's designMode at the last snapshot: turning it on makes every element editable with
 * no mutation (cached states say `editable` only where they were read).
 */
let designModes: string[];
/** Per tree root: each relevant selector and the elements it matched at the last snapshot. */
let matched: Map<Node, { sel: string; set: Set<Element> }[]>;
defineState(() => {
  sheets = new SafeMap();
  urls = [];
  designModes = [];
  matched = new SafeMap();
});

/** A document's string property through its pristine getter; '' where reading it throws. */
function docString(read: (d: unknown) => string, d: Node): string {
  try {
    return read(d);
  } catch {
    return '';
  }
}

/**
 * Every tree's stylesheet state now, against the last snapshot's: a change sets `sheetsChanged` and
 * `stylesUnknown` on `out`. Also the flags of all trees, and whether a sheet cannot be read.
 */
export function sheetChanges(
  all: Node[],
  out: Changes,
): { states: Map<Node, SheetState>; flags: number; unreadable: boolean } {
  let flags = 0;
  const states = new SafeMap<Node, SheetState>();
  for (let i = 0; i < all.length; i++) {
    const r = all[i]!;
    const s = sheetState(r);
    states.set(r, s);
    const before = sheets.get(r);
    if (!before || !sameSheets(before, s)) {
      out.sheetsChanged = true;
      out.stylesUnknown ??= 'a stylesheet changed';
    }
    flags |= s.flags;
  }
  let unreadable = false;
  states.forEach((st) => {
    if (st.unreadable) unreadable = true;
  });
  return { states, flags, unreadable };
}

/** Whether a document's URL changed (a fragment navigation changes :target at once). */
export function navigatedSince(docs: Node[]): boolean {
  let navigated = false;
  for (let i = 0; i < docs.length && !navigated; i++) navigated = urls[i] !== docString(docURL, docs[i]!);
  return navigated;
}

/** Whether a document's designMode changed. */
export function designModeChanged(docs: Node[]): boolean {
  for (let i = 0; i < docs.length; i++) if (designModes[i] !== docString(docDesignMode, docs[i]!)) return true;
  return false;
}

function matchAll(root: Node, sel: string): Set<Element> | null {
  let list: ArrayLike<Element>;
  try {
    list = rootQuerySelectorAllStrict(root, sel);
  } catch {
    return null;
  }
  const set = new SafeSet<Element>();
  for (let i = 0; i < list.length; i++) set.add(list[i]!);
  return set;
}

function baselineMatches(root: Node, selectors: string[] | null): void {
  if (selectors === null || selectors.length === 0) {
    matched.delete(root);
    return;
  }
  const out: { sel: string; set: Set<Element> }[] = [];
  for (let i = 0; i < selectors.length; i++) {
    const set = matchAll(root, selectors[i]!);
    if (!set) {
      matched.delete(root);
      return;
    }
    push(out, { sel: selectors[i]!, set });
  }
  matched.set(root, out);
}

/** Roots for every element whose match of a relevant rule changed; false when it cannot tell. */
export function matchDiff(root: Node, selectors: string[]): boolean {
  const base = matched.get(root);
  if (selectors.length === 0) return true;
  if (!base || base.length !== selectors.length) return false;
  for (let i = 0; i < base.length; i++) {
    const b = base[i]!;
    if (b.sel !== selectors[i]) return false;
    const now = matchAll(root, b.sel);
    if (!now) return false;
    now.forEach((el) => {
      if (!b.set.has(el)) addRoot(el);
    });
    b.set.forEach((el) => {
      if (!now.has(el)) addRoot(el);
    });
  }
  return true;
}

/** After a walk: the stylesheets and rule matches of `trees`, and the URL and designMode of `docs`. */
export function rememberStyles(docs: Node[], trees: Node[]): void {
  const next = new SafeMap<Node, SheetState>();
  matched = new SafeMap();
  for (let i = 0; i < trees.length; i++) {
    const st = sheetState(trees[i]!);
    next.set(trees[i]!, st);
    baselineMatches(trees[i]!, st.selectors);
  }
  sheets = next;
  urls = [];
  designModes = [];
  for (let i = 0; i < docs.length; i++) {
    push(urls, docString(docURL, docs[i]!));
    push(designModes, docString(docDesignMode, docs[i]!));
  }
}
