/**
 * Install the global `pagemark`. Injecting a bundle twice keeps a single instance: the second
 * evaluation finds the first (marked with a registered symbol) and leaves it in place, so there are
 * no duplicate listeners, overlays or id counters. The one exception: a bundle with the panel
 * (bookmarklet, userscript) replaces a core-only instance, after disposing it, so the panel works.
 */
import { defineProperty, getOwnPropertyDescriptor, objectFreeze } from '../builtins/pristine';
import { defineState } from '../dom/platform/instanceState';

const KEY = Symbol.for('pagemark.instance');
/** The instance this bundle installed, until dispose. */
let mine: Record<string, unknown> | null;
defineState(() => {
  mine = null;
}, uninstallGlobal);

/** Returns true when `api` became the instance (false: an earlier one stays in place). */
export function installGlobal(api: Record<string, unknown>): boolean {
  const g = globalThis as unknown as Record<PropertyKey, unknown>;
  let instance = g[KEY] as Record<string, unknown> | undefined;
  // `panel` is the object only the panel builds carry (src/delivery/panelApi.ts).
  if (instance && typeof instance['panel'] !== 'object' && typeof api['panel'] === 'object') {
    try {
      (instance['dispose'] as () => void)();
    } catch {}
    instance = undefined;
  }
  let installed = false;
  if (!instance) {
    installed = true;
    instance = objectFreeze({ ...api });
    mine = instance;
    defineProperty(g, KEY, { value: instance, configurable: true, enumerable: false, writable: false });
  }
  // A page may have an element with id="pagemark" (window.pagemark is then that element, through
  // named access on Window): an own property always wins over named access.
  const d = getOwnPropertyDescriptor(g, 'pagemark');
  if (!d || d.value !== instance) {
    if (!d || d.configurable) {
      defineProperty(g, 'pagemark', { value: instance, configurable: true, enumerable: false, writable: true });
    } else if (d.writable) g['pagemark'] = instance;
  }
  return installed;
}

/**
 * dispose(): forget the instance marker, so nothing of pagemark but the `pagemark` property itself is
 * left on the window, and a later injection starts a fresh instance instead of reviving this one.
 */
function uninstallGlobal(): void {
  const g = globalThis as unknown as Record<PropertyKey, unknown>;
  if (mine && g[KEY] === mine) {
    try {
      delete g[KEY];
    } catch {}
  }
}
