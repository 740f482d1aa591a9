/**
 * pagemark's own DOM nodes (highlight host, panel host). The registry walk skips them and everything
 * inside them, so drawing marks never changes a snapshot.
 */
import { SafeWeakSet } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';

let own: WeakSet<Node>;
defineState(() => {
  own = new SafeWeakSet();
});

export function markOwn(node: Node): void {
  own.add(node);
}
export function unmarkOwn(node: Node): void {
  own.delete(node);
}
export function isOwn(node: Node): boolean {
  return own.has(node);
}
