/**
 * The mark attribute (default data-element-id) written on registered elements, and its removal.
 * Written only when the value differs, so a second snapshot of an unchanged page causes no
 * mutations (pages observe their DOM; every write we make is visible to them).
 */
import type { WalkItem } from '../discovery/walk';
import { getAttribute, removeAttribute, rootQuerySelectorAll, setAttribute } from '../platform/dom';
import { nowP, push, SafeMap, SafeSet, slice } from '../../builtins/pristine';
import type { Job } from '../../core/job';
import { foreignMarkWrites } from '../incremental/observers';
import { defineState } from '../platform/instanceState';

type Ref = { deref(): Element | undefined };
const WeakRefCtor = (globalThis as unknown as { WeakRef?: new (e: Element) => Ref }).WeakRef;

/** Every write, with the value it replaced (null: the attribute was absent), in write order. */
let marked: { ref: Ref; attr: string; value: string; prev: string | null }[];
/** The last duplicate check: its trees in order, its answer, and the state it answered for. */
let lastCheck: { attr: string; roots: Node[]; dup: Set<string>; stamp: string } | null;
defineState(() => {
  marked = [];
  lastCheck = null;
}, removeMarks);
/**
 * Mark writes so far (a duplicate check's answer holds only while we wrote none since). A sequence
 * number, not instance state (platform/instanceState.ts): a check still running across dispose must
 * not find its stamp again.
 */
let writes = 0;

export function applyMarks(items: WalkItem[], attr: string, from = 0, until = Infinity): number {
  for (let i = from; i < items.length; i++) {
    if ((i & 255) === 255 && nowP() > until) return i;
    const it = items[i]!;
    const id = it.record.elementId;
    // A clean element (incremental) still carries the mark written last time: a page that changed it
    // would have made the element dirty.
    if (it.clean && it.entry && it.entry.markedAs === id) continue;
    if (it.entry) it.entry.markedAs = id;
    const prev = getAttribute(it.element, attr);
    if (prev !== id) {
      setAttribute(it.element, attr, id);
      writes++;
      push(marked, {
        ref: WeakRefCtor ? new WeakRefCtor(it.element) : { deref: () => it.element },
        attr,
        value: id,
        prev,
      });
    }
  }
  return items.length;
}

/**
 * Undo every mark we wrote that still carries our value (dispose), newest first, so an element marked
 * several times ends with what it had before pagemark: a page's own `data-element-id` comes back.
 */
function removeMarks(): void {
  for (let i = marked.length - 1; i >= 0; i--) {
    const m = marked[i]!;
    const el = m.ref.deref();
    if (!el || getAttribute(el, m.attr) !== m.value) continue;
    if (m.prev === null) removeAttribute(el, m.attr);
    else setAttribute(el, m.attr, m.prev);
  }
  writes++;
}

/**
 * Mark values that more than one element carries after marking: a page may write our attribute on
 * its own elements (`<span data-element-id="pm-1">`), and then the mark selector of the real pm-1
 * is not unique. One query per tree (document or shadow root) that holds registered elements. The
 * whole job is resumable (snapshotAsync slices it): finding the trees, the queries (made as they
 * are needed, not all up front: on a 100k-element document one query alone takes milliseconds),
 * and the counting.
 */
export function duplicateMarksJob(
  items: WalkItem[],
  attr: string,
  /**
   * The caller knows no mutation happened since the last check began (collectJob.ts: an incremental
   * snapshot with none since the last, made in one step). Its answer is then taken over when, in
   * addition, no mark was written since, by us or by the page (changeTracker's foreignMarkWrites),
   * and this check would query the same trees: the same elements carry the same marks. Every query
   * grows with the page's size, on every snapshot.
   */
  reuse: boolean,
): Job<Set<string>> {
  const dup = new SafeSet<string>();
  let seen = new SafeMap<string, number>();
  const treeRoots: Node[] = [];
  const roots = new SafeSet<Node>();
  const sel = `[${attr}]`;
  let i = 0;
  let l = 0;
  let j = 0;
  let all: ArrayLike<Element> | null = null;
  let decided = false;
  // Read before any query: a write the page makes while a sliced check is under way moves it.
  const stamp = foreignMarkWrites() + ':' + writes;
  const step = (until: number): boolean => {
    for (; i < items.length; i++) {
      if ((i & 1023) === 1023 && nowP() > until) return false;
      const root = items[i]!.ctx.root;
      if (roots.has(root)) continue;
      roots.add(root);
      push(treeRoots, root);
    }
    // Once the trees are known: the last check's answer stands when nothing could have changed it.
    if (!decided) {
      decided = true;
      const last = lastCheck;
      if (reuse && last !== null && last.stamp === stamp && last.attr === attr && sameNodes(last.roots, treeRoots)) {
        last.dup.forEach((v) => dup.add(v));
        return true;
      }
    }
    for (; l < treeRoots.length; l++, j = 0, all = null) {
      if (!all) {
        // A query cannot be cut: the clock is read before each (collectJob.ts starts this job on a
        // fresh slice, and the document, the largest tree, comes first).
        if (nowP() > until) return false;
        all = rootQuerySelectorAll(treeRoots[l]!, sel);
        // Values repeat only within one tree: a count per tree.
        seen = new SafeMap<string, number>();
      }
      for (; j < all.length; j++) {
        if ((j & 1023) === 1023 && nowP() > until) return false;
        const v = getAttribute(all[j]!, attr);
        if (v === null) continue;
        const n = (seen.get(v) ?? 0) + 1;
        seen.set(v, n);
        if (n === 2) dup.add(v);
      }
    }
    // Kept as it is: the caller only reads it (a reuse copies it into its own set).
    lastCheck = { attr, roots: treeRoots, dup, stamp };
    return true;
  };
  return { step, result: () => dup };
}

function sameNodes(a: Node[], b: Node[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
/** A mark value that appears twice (a page wrote it, or cloned a marked node) is not a unique locator. */
export function flagDuplicateMarks(items: WalkItem[], dup: Set<string>): void {
  if (dup.size === 0) return;
  for (let i = 0; i < items.length; i++) {
    const r = items[i]!.record;
    if (!dup.has(r.elementId)) continue;
    // Copy on write: incremental snapshots share unchanged locator entries between snapshots.
    const list = slice(r.locators);
    for (let k = 0; k < list.length; k++) if (list[k]!.kind === 'elementId') list[k] = { ...list[k]!, unique: false };
    r.locators = list;
  }
}
