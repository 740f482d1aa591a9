/**
 * Pristine JavaScript built-ins, captured when the bundle is evaluated.
 *
 * Pages override globals (Prototype.js replaces Array.prototype methods and adds toJSON, analytics
 * scripts wrap Map/JSON, frameworks patch Element.prototype). pagemark is injected as early as it can
 * be and calls only what it captured here. Rules for code in src/ (enforced by eslint, see
 * eslint.config.js):
 *  - arrays: indexed `for` loops and the helpers below (`push`, `slice`, `join`, `sort`, ...),
 *    never `for..of` on arrays (it goes through Array.prototype[Symbol.iterator]) nor array methods;
 *  - Map/Set/WeakMap: `new SafeMap()` etc. and their `forEach`, never for..of on them;
 *  - JSON: `jsonStringify` / `jsonParse`;
 *  - timers: `setTimeoutP`, `clearTimeoutP`, `rafP`, `nowP`.
 * The captured functions are "uncurried": `push(arr, x)` instead of `arr.push(x)`, because
 * `Function.prototype.call` itself may be replaced by the page after load.
 */

const g = globalThis as unknown as Record<string, unknown>;
const FP = Function.prototype;
// bind/call are read once here; after this line nothing we call goes through Function.prototype.
const uncurry = FP.bind.bind(FP.call) as <T extends (...a: never[]) => unknown>(
  fn: T,
) => (self: ThisParameterType<T>, ...args: Parameters<T>) => ReturnType<T>;
export { uncurry };

const AP = Array.prototype;
export const push = uncurry(AP.push) as <T>(arr: T[], ...items: T[]) => number;
export const slice = uncurry(AP.slice) as <T>(arr: ArrayLike<T>, start?: number, end?: number) => T[];
export const join = uncurry(AP.join) as (arr: ArrayLike<unknown>, sep?: string) => string;
export const sort = uncurry(AP.sort) as <T>(arr: T[], cmp?: (a: T, b: T) => number) => T[];
export const indexOf = uncurry(AP.indexOf) as <T>(arr: ArrayLike<T>, x: T) => number;
export const splice = uncurry(AP.splice) as <T>(arr: T[], start: number, del?: number, ...items: T[]) => T[];
export const pop = uncurry(AP.pop) as <T>(arr: T[]) => T | undefined;
export const reverse = uncurry(AP.reverse) as <T>(arr: T[]) => T[];
export const isArray = Array.isArray;

const SP = String.prototype;
export const strSlice = uncurry(SP.slice) as (s: string, start?: number, end?: number) => string;
export const strIndexOf = uncurry(SP.indexOf) as (s: string, x: string, from?: number) => number;
export const strReplace = uncurry(SP.replace) as (
  s: string,
  re: RegExp | string,
  by: string | ((...m: string[]) => string),
) => string;
export const strTrim = uncurry(SP.trim) as (s: string) => string;
export const toLower = uncurry(SP.toLowerCase) as (s: string) => string;
export const toUpper = uncurry(SP.toUpperCase) as (s: string) => string;
export const charCodeAt = uncurry(SP.charCodeAt) as (s: string, i: number) => number;
export const strSplit = uncurry(SP.split) as (s: string, sep: string | RegExp, limit?: number) => string[];
export const fromCharCode = String.fromCharCode;
const RP = RegExp.prototype;
export const reTest = uncurry(RP.test) as (re: RegExp, s: string) => boolean;
export const reExec = uncurry(RP.exec) as (re: RegExp, s: string) => RegExpExecArray | null;

export const objectKeys = Object.keys;
export const objectFreeze = Object.freeze;
export const objectCreate = Object.create;
export const defineProperty = Object.defineProperty;
export const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
export const getPrototypeOf = Object.getPrototypeOf;
export const hasOwn = uncurry(Object.prototype.hasOwnProperty) as (o: object, k: PropertyKey) => boolean;
export const objectToString = uncurry(Object.prototype.toString) as (o: unknown) => string;

export const mathMin = Math.min;
export const mathMax = Math.max;
export const mathFloor = Math.floor;
export const mathRound = Math.round;
export const mathAbs = Math.abs;
export const mathCeil = Math.ceil;
export const mathRandom = Math.random;
export const numberIsFinite = Number.isFinite;
export const numberParseFloat = Number.parseFloat;
export const numberParseInt = Number.parseInt;

const JSONs = JSON;
export const jsonStringify = JSONs.stringify as (v: unknown, replacer?: null, space?: number) => string;
export const jsonParse = JSONs.parse as (s: string) => unknown;

/**
 * A collection class whose prototype holds its own copies of the built-in methods, so a page that
 * later replaces `Map.prototype.get` (or Set/WeakMap) does not reach our instances.
 */
function makeSafe<C extends new (...a: never[]) => object>(Base: C): C {
  const Safe = class extends (Base as new (...a: never[]) => object) {} as unknown as C;
  const keys = Reflect.ownKeys(Base.prototype);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (k === 'constructor') continue;
    const d = Reflect.getOwnPropertyDescriptor(Base.prototype, k);
    if (d) Reflect.defineProperty(Safe.prototype, k, d);
  }
  Object.freeze(Safe.prototype);
  return Safe;
}
export const SafeMap = makeSafe(Map) as MapConstructor;
export const SafeSet = makeSafe(Set) as SetConstructor;
export const SafeWeakMap = makeSafe(WeakMap) as WeakMapConstructor;
export const SafeWeakSet = makeSafe(WeakSet) as WeakSetConstructor;
export type SafeMap<K, V> = Map<K, V>;
export type SafeSet<T> = Set<T>;
export type SafeWeakMap<K extends WeakKey, V> = WeakMap<K, V>;

export const PromiseCtor = Promise;
export const Uint8ArrayCtor = Uint8Array;
const PP = Promise.prototype;
export const promiseThen = uncurry(PP.then) as <T, R>(
  p: Promise<T>,
  ok: (v: T) => R | PromiseLike<R>,
  err?: (e: unknown) => R | PromiseLike<R>,
) => Promise<R>;
export const promiseResolve = Promise.resolve.bind(Promise) as <T>(v: T) => Promise<Awaited<T>>;

/** Timers bound to the global they were captured from (a page may replace window.setTimeout). */
const bindG = <T>(name: string): T | undefined => {
  const f = g[name];
  return typeof f === 'function' ? (FP.bind.call(f as () => void, globalThis) as T) : undefined;
};
export const setTimeoutP = bindG<typeof setTimeout>('setTimeout')!;
export const clearTimeoutP = bindG<typeof clearTimeout>('clearTimeout')!;
export const rafP: (cb: (t: number) => void) => number =
  bindG<(cb: (t: number) => void) => number>('requestAnimationFrame') ??
  ((cb) => setTimeoutP(() => cb(nowP()), 16) as unknown as number);
export const cancelRafP: (id: number) => void =
  bindG<(id: number) => void>('cancelAnimationFrame') ??
  ((id) => clearTimeoutP(id as unknown as ReturnType<typeof setTimeout>));
const perf = g['performance'] as Performance | undefined;
const perfNow = perf && typeof perf.now === 'function' ? FP.bind.call(perf.now, perf) : undefined;
export const nowP: () => number = (perfNow as (() => number) | undefined) ?? Date.now;
export const dateNow = Date.now;

/** Random hex (crypto.getRandomValues where available, captured at load). */
const cryptoObj = g['crypto'] as Crypto | undefined;
const grv =
  cryptoObj && typeof cryptoObj.getRandomValues === 'function'
    ? (FP.bind.call(cryptoObj.getRandomValues, cryptoObj) as (a: Uint32Array) => Uint32Array)
    : null;
export function randomHex(words: number): string {
  const a = new Uint32Array(words);
  if (grv) grv(a);
  else for (let i = 0; i < words; i++) a[i] = Math.floor(Math.random() * 0x100000000);
  let s = '';
  for (let i = 0; i < words; i++) s += strSlice('0000000' + a[i]!.toString(16), -8);
  return s;
}
