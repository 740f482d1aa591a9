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

let marked: { ref: Ref; attr: string; value: string }[] = [];

export function applyMarks(items: WalkItem[], attr: string): void {
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    const id = it.record.elementId;
    if (getAttribute(it.element, attr) !== id) {
      setAttribute(it.element, attr, id);
      push(marked, { ref: WeakRefCtor ? new WeakRefCtor(it.element) : { deref: () => it.element }, attr, value: id });
    }
  }
}

/** Remove every mark we wrote that still carries our value (dispose). */
export function removeMarks(): void {
  for (let i = 0; i < marked.length; i++) {
    const m = marked[i]!;
    const el = m.ref.deref();
    if (el && getAttribute(el, m.attr) === m.value) removeAttribute(el, m.attr);
  }
  marked = [];
}
