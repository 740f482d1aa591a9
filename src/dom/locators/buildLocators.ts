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
import { attrScope, getRootNode } from '../platform/dom';
import { nowP, SafeWeakMap } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';
import { pathBuilder, stableId } from './paths';
import { countAttr, hiddenForAria, locatorCounts, type RootInfo } from './locatorCounts';
import { reuseLocators, sameUniqueness, type CachedLocators } from './reuseLocators';
import { locatorList } from './locatorList';
import type { Job } from '../../core/job';

export type { CachedLocators } from './reuseLocators';

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

/** Id counts per document / shadow root at the last snapshot: a change of which ids are unique moves anchors. */
let lastIdTables: WeakMap<Node, Map<string, number>>;
defineState(() => {
  lastIdTables = new SafeWeakMap();
});

export { stableId };

/**
 * Locators of every item, in steps (snapshotAsync slices them): `step(until)` counts, then builds
 * records' locators until the clock passes `until` (false: call again) or all are done (true).
 */
export function locatorJob(items: LocatorItem[], options: LocatorOptions): Job {
  const n = locatorCounts();
  // Per item, filled by the counting pass and read by the building pass.
  const infos: RootInfo[] = [];
  const hidden: boolean[] = [];
  const paths = pathBuilder<RootInfo>((info, id) => n.idCount(info, id) === 1);
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
      const info = n.infoOf(it.ctx ? it.ctx.root : getRootNode(it.element));
      infos[counted] = info;
      const r = it.record;
      const h = r.role !== '' && r.name !== '' && hiddenForAria(r, it.element);
      hidden[counted] = h;
      if (r.role && r.name) n.addRole(info, r, h);
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
        reuseLocators(r, info, entry!, cached, domSame, n);
        continue;
      }
      // What each entry's uniqueness is counted by, kept only where the next snapshot can reuse it.
      const checks: string[] | null = entry ? [] : null;
      let out: LocatorEntry[];
      try {
        // Its attribute reads (test ids, label attributes) from one list of names (nodeAccess.ts).
        attrScope(el);
        out = locatorList(r, el, info, hidden[i]!, markOpen, paths, n, checks);
      } finally {
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
          hidden: hidden[i]!,
          list: out,
          checks: checks!,
        };
    }
    return true;
  };
  return { step };
}
