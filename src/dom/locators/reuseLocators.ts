/**
 * Incremental snapshots: the locators of an element that did not change are the last snapshot's,
 * with only the uniqueness of each entry counted again (what can change while the element and its
 * ancestors stay the same).
 */
import type { ElementRecord, LocatorEntry } from '../../core/model/types';
import { slice, strIndexOf, strSlice, push } from '../../builtins/pristine';
import type { LocatorCounts, RootInfo } from './locatorCounts';

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

/**
 * Sets `r.locators` from `cached`, each entry's uniqueness counted again unless the DOM did not
 * change and the entry's count depends on the DOM alone (`domSame`).
 */
export function reuseLocators(
  r: ElementRecord,
  info: RootInfo,
  entry: { locators?: CachedLocators },
  cached: CachedLocators,
  domSame: boolean,
  n: LocatorCounts,
): void {
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
      if (kind === 'R') unique = n.roleCount(info, r.role, r.name, c === 'Rh') === 1;
      else if (kind === 'X') unique = n.pwOf(info).textCount(e.value) === 1;
      else if (kind === 'L') unique = n.pwOf(info).labelCount(e.value) === 1;
      else {
        const v = strSlice(c, 1);
        if (kind === 'I') unique = n.idCount(info, v) === 1;
        else if (kind === 'A') unique = n.pwOf(info).attrCount(v, e.value) === 1;
        else if (kind === 'C') unique = n.cssCount(info, v) === 1;
        else {
          const nul = strIndexOf(v, '\u0000');
          unique = n.testCount(info, strSlice(v, 0, nul), strSlice(v, nul + 1)) === 1;
        }
      }
    }
    if (unique !== e.unique && list === null) list = slice(cached.list, 0, k);
    if (list !== null)
      push(list, unique === e.unique ? e : { kind: e.kind, value: e.value, playwright: e.playwright, unique });
  }
  r.locators = list ?? cached.list;
  // The cache holds the latest answers: a check skipped next time keeps this one, not the first.
  if (list !== null) entry.locators = { ...cached, list };
}

export function sameUniqueness(a: Map<string, number>, b: Map<string, number>): boolean {
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
