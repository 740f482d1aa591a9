/**
 * Closed shadow roots captured by the document-start hook (delivery issue): `attachShadow` is wrapped
 * before the page's scripts run and the returned root is remembered privately, without changing the
 * mode the page sees. Without the hook this map stays empty and closed roots stay opaque.
 */
import { SafeWeakMap } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';

let roots: WeakMap<Element, ShadowRoot>;
let enabled: boolean;
defineState(() => {
  roots = new SafeWeakMap();
  enabled = false;
});

export function rememberClosedShadowRoot(host: Element, root: ShadowRoot): void {
  enabled = true;
  roots.set(host, root);
}
export function closedShadowRootOf(host: Element): ShadowRoot | null {
  return enabled ? (roots.get(host) ?? null) : null;
}
export function closedShadowRootsTracked(): boolean {
  return enabled;
}
