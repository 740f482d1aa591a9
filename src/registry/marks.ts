/**
 * The mark attribute (default data-element-id) written on registered elements, and its removal.
 * Written only when the value differs, so a second snapshot of an unchanged page causes no
 * mutations (pages observe their DOM; every write we make is visible to them).
 */
import type { WalkItem } from '../discovery/walk';
import { getAttribute, getRootNode, removeAttribute, rootQuerySelectorAll, setAttribute } from '../platform/dom';
import { push, SafeMap, SafeSet } from '../platform/pristine';

type Ref = { deref(): Element | undefined };
const WeakRefCtor = (globalThis as unknown as { WeakRef?: new (e: Element) => Ref }).WeakRef;

/** Every write, with the value it replaced (null: the attribute was absent), in write order. */
let marked: { ref: Ref; attr: string; value: string; prev: string | null }[] = [];

export function applyMarks(items: WalkItem[], attr: string): void {
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    const id = it.record.elementId;
    const prev = getAttribute(it.element, attr);
    if (prev !== id) {
      setAttribute(it.element, attr, id);
      push(marked, {
        ref: WeakRefCtor ? new WeakRefCtor(it.element) : { deref: () => it.element },
        attr,
        value: id,
        prev,
      });
    }
  }
}

/**
 * Undo every mark we wrote that still carries our value (dispose), newest first, so an element marked
 * several times ends with what it had before pagemark: a page's own `data-element-id` comes back.
 */
export function removeMarks(): void {
  for (let i = marked.length - 1; i >= 0; i--) {
    const m = marked[i]!;
    const el = m.ref.deref();
    if (!el || getAttribute(el, m.attr) !== m.value) continue;
    if (m.prev === null) removeAttribute(el, m.attr);
    else setAttribute(el, m.attr, m.prev);
  }
  marked = [];
}

/**
 * Mark values that more than one element carries after marking: a page may write our attribute on
 * its own elements (`<span data-element-id="pm-1">`), and then the mark selector of the real pm-1
 * is not unique. One query per tree (document or shadow root) that holds registered elements.
 */
export function duplicateMarks(items: WalkItem[], attr: string): Set<string> {
  const dup = new SafeSet<string>();
  const roots = new SafeSet<Node>();
  const sel = `[${attr}]`;
  for (let i = 0; i < items.length; i++) {
    const root = getRootNode(items[i]!.element);
    if (roots.has(root)) continue;
    roots.add(root);
    const all = rootQuerySelectorAll(root, sel);
    const seen = new SafeMap<string, number>();
    for (let j = 0; j < all.length; j++) {
      const v = getAttribute(all[j]!, attr);
      if (v === null) continue;
      const n = (seen.get(v) ?? 0) + 1;
      seen.set(v, n);
      if (n === 2) dup.add(v);
    }
  }
  return dup;
}
