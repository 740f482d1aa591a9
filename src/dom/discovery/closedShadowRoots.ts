/**
 * Closed shadow roots captured by the document-start hook (delivery issue): `attachShadow` is wrapped
 * before the page's scripts run and the returned root is remembered privately, without changing the
 * mode the page sees. Without the hook this map stays empty and closed roots stay opaque.
 */
import { SafeWeakMap } from '../../core/pristine';

let roots = new SafeWeakMap<Element, ShadowRoot>();
let enabled = false;

/** dispose(): forget the roots, so a later use of this instance starts as a fresh one would. */
export function forgetClosedShadowRoots(): void {
  roots = new SafeWeakMap<Element, ShadowRoot>();
  enabled = false;
}

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
