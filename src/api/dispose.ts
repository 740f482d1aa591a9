import { disposeAll } from '../dom/platform/instanceState';

/**
 * `pagemark.dispose()`: leave the page as it was and forget everything, so that this instance, or a
 * new one injected after `delete window.pagemark`, starts as a fresh one would. Every module keeps
 * its state in the instance-state registry (dom/platform/instanceState.ts) with the teardown that
 * undoes its work in the page: the panel closes, highlight overlays and marks are removed, the
 * observers and listeners go, hooked prototypes are restored, the instance marker on the window is
 * dropped (installGlobal.ts); then every state is reset to its fresh value. `delete window.pagemark`
 * removes the global too (it is configurable).
 */
export function dispose(): void {
  disposeAll();
}
