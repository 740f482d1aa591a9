/**
 * The capture helpers of platform/: how a DOM member is taken from a window's prototypes once, at
 * load (`bindWindow`, dom.ts), and called uncurried on any node afterwards. A member the page had
 * replaced before pagemark loaded is taken from a fresh realm (builtins/freshRealm.ts); what neither
 * realm has natively falls back to a property access (happy-dom, linkedom). One copy of this rule
 * for every accessor file in this folder: the facade's own members and those of nodes, forms,
 * observers, the CSSOM and actions.
 */
import { getOwnPropertyDescriptor, getPrototypeOf, uncurry } from '../../builtins/pristine';
import { freshRealm, isBrowserWindow, isNativeAs } from '../../builtins/freshRealm';

export type Fn = (...a: never[]) => unknown;
const applyP = Reflect.apply;
export type AnyObj = Record<string, unknown>;

export function findDescriptor(proto: object | null | undefined, name: string): PropertyDescriptor | undefined {
  let p: object | null | undefined = proto;
  while (p) {
    const d = getOwnPropertyDescriptor(p, name);
    if (d) return d;
    p = getPrototypeOf(p) as object | null;
  }
  return undefined;
}

export function protoOf(win: AnyObj, ctor: string): object | undefined {
  const c = win[ctor] as { prototype?: object } | undefined;
  return typeof c === 'function' ? (c as { prototype?: object }).prototype : undefined;
}

/** The window being bound is a browser's: a function that is not native there was replaced. */
export let browser = false;
/** Something was found replaced in this bindWindow; the names not recovered from a fresh realm. */
export let replaced = false;
export let lost: string[] = [];

/**
 * The engine's own `kind` of `ctor.prototype[name]`: the page's when native; when the page replaced
 * it (before pagemark loaded), the fresh realm's (builtins/freshRealm.ts), called on the page's nodes.
 * Undefined when neither: the callers then fall back to a property access on the object, which is
 * what DOMs written in JavaScript (happy-dom, linkedom: tests and the static mode, no hostile page
 * there) need, as their subclasses override base accessors (Node.prototype.lastChild returns null,
 * Element's override answers).
 */
export function nativeMember(win: AnyObj, ctor: string, name: string, kind: 'get' | 'set' | 'value'): Fn | undefined {
  // ctor '': an own property of the window.
  const of = (w: AnyObj | null) =>
    (w ? findDescriptor(ctor ? protoOf(w, ctor) : w, name)?.[kind] : undefined) as Fn | undefined;
  const f = of(win);
  if (isNativeAs(f, name)) return f;
  // A member the page deleted, or this engine lacks, falls back to a property access.
  if (!browser || typeof f !== 'function') return undefined;
  replaced = true;
  const ff = of(freshRealm(win));
  if (isNativeAs(ff, name)) return ff;
  lost[lost.length] = (ctor && ctor + '.prototype.') + name;
  return undefined;
}

/** Uncurried getter `get(obj)`; falls back to `obj[name]`. */
export function getter<T>(win: AnyObj, ctor: string, name: string): (o: unknown) => T {
  const f = nativeMember(win, ctor, name, 'get');
  if (f) return uncurry(f) as unknown as (o: unknown) => T;
  return (o) => (o as AnyObj)[name] as T;
}
/**
 * Window attributes: the prototype getter, falling back to a property read when the brand check
 * fails (test environments expose a global object that is not the implementation's Window).
 */
export function winGetter<T>(win: AnyObj, name: string): (o: unknown) => T {
  const g = getter<T>(win, 'Window', name);
  return (o) => {
    try {
      return g(o);
    } catch {
      return (o as AnyObj)[name] as T;
    }
  };
}
/** Uncurried setter `set(obj, v)`; falls back to `obj[name] = v`. */
export function setter<T>(win: AnyObj, ctor: string, name: string): (o: unknown, v: T) => void {
  const f = nativeMember(win, ctor, name, 'set');
  if (f) return uncurry(f) as unknown as (o: unknown, v: T) => void;
  return (o, v) => {
    (o as AnyObj)[name] = v;
  };
}
/** Uncurried method `m(obj, ...args)`; falls back to `obj[name](...args)`. */
export function method<R, A extends unknown[] = unknown[]>(
  win: AnyObj,
  ctor: string,
  name: string,
): (o: unknown, ...a: A) => R {
  const f = nativeMember(win, ctor, name, 'value');
  if (f) return uncurry(f) as unknown as (o: unknown, ...a: A) => R;
  // Reflect.apply read at load: a spread would go through Array.prototype[Symbol.iterator].
  return (o, ...a) => applyP((o as AnyObj)[name] as Fn, o, a) as R;
}
/**
 * An optional method: null where the engine has none; a function the fresh realm lacks too is the
 * page's polyfill, used as before (and not reported).
 */
export function optMethod<T>(win: AnyObj, ctor: string, name: string): T | null {
  const n = lost.length;
  let f = nativeMember(win, ctor, name, 'value');
  if (!f) {
    lost.length = n;
    const d = findDescriptor(protoOf(win, ctor), name);
    if (d && typeof d.value === 'function') f = d.value as Fn;
  }
  return f ? (uncurry(f) as unknown as T) : null;
}

/** Start capturing from `w`: forget what the previous bindWindow found replaced or lost. */
export function beginCapture(w: AnyObj): void {
  browser = isBrowserWindow(w);
  replaced = false;
  lost = [];
}
