/**
 * The mark attribute (default data-element-id) written on registered elements, and its removal.
 * Written only when the value differs, so a second snapshot of an unchanged page causes no
 * mutations (pages observe their DOM; every write we make is visible to them).
 */
import type { WalkItem } from '../discovery/walk';
import { getAttribute, removeAttribute, setAttribute } from '../platform/dom';
import { push } from '../platform/pristine';

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
