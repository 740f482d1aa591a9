/** Elements pagemark's actions touched (clicked, focused, typed into): MiniWoB++'s "tampered" flag. */
import { SafeWeakSet } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';

let touched: WeakSet<Element>;
defineState(() => {
  touched = new SafeWeakSet();
});
export function markTampered(el: Element): void {
  touched.add(el);
}
export function isTampered(el: Element): boolean {
  return touched.has(el);
}
