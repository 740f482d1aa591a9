/**
 * IIFE entry: installs the global `pagemark`. Injecting the file twice keeps a single instance: the
 * second evaluation finds the first one (marked with a registered symbol) and leaves it in place, so
 * there are no duplicate listeners, overlays or id counters.
 */
import * as api from './index';
import { defineProperty, objectFreeze, getOwnPropertyDescriptor } from './platform/pristine';

const KEY = Symbol.for('pagemark.instance');
const g = globalThis as unknown as Record<PropertyKey, unknown>;
const existing = g[KEY] as Record<string, unknown> | undefined;
if (!existing) {
  const instance = objectFreeze({ ...api });
  defineProperty(g, KEY, { value: instance, configurable: true, enumerable: false, writable: false });
  // A page may have a DOM-clobbering element with id="pagemark" (window.pagemark points to it):
  // define an own property so the global is always ours.
  const d = getOwnPropertyDescriptor(g, 'pagemark');
  if (!d || d.configurable || d.writable) {
    defineProperty(g, 'pagemark', { value: instance, configurable: true, enumerable: false, writable: true });
  }
} else if (g['pagemark'] !== existing) {
  defineProperty(g, 'pagemark', { value: existing, configurable: true, enumerable: false, writable: true });
}
