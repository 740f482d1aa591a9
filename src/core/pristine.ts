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
const replaceP = uncurry(SP.replace) as (
  s: string,
  re: RegExp | string,
  by: string | ((...m: string[]) => string),
) => string;
export const strTrim = uncurry(SP.trim) as (s: string) => string;
export const toLower = uncurry(SP.toLowerCase) as (s: string) => string;
export const toUpper = uncurry(SP.toUpperCase) as (s: string) => string;
export const charCodeAt = uncurry(SP.charCodeAt) as (s: string, i: number) => number;
/** Split on a string (a RegExp separator cannot be made safe: see splitSpaces). */
export const strSplit = uncurry(SP.split) as unknown as (s: string, sep: string, limit?: number) => string[];
export const fromCharCode = String.fromCharCode;
/** `n.toString(radix)` (Number.prototype.toString captured: a page may replace it). */
export const numToString = uncurry(Number.prototype.toString) as (n: number, radix?: number) => string;

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

/*
 * Regular expressions. The pristine String.prototype.replace and RegExp.prototype.test above still
 * look up the RegExp protocol on the pattern at call time: `Symbol.replace`, then `flags` (whose
 * getter reads each flag's getter) and `exec` (ECMA-262 §22.1.3.19 String.prototype.replace,
 * §22.2.6.11 RegExp.prototype[@@replace], §22.2.7.1 RegExpExec). A page that replaces
 * RegExp.prototype.exec after load (XRegExp's `install('natives')` does; so does a sabotaging
 * script) would reach every regular expression of ours. So, once per task (the answer is dropped at
 * the next microtask checkpoint: a page's timers, events and promise callbacks all run after one; not
 * seen is a replacement made by code that runs synchronously between two of our calls in one task,
 * such as a handler an action dispatches), the prototype's members are compared with the ones
 * captured here: while they are the same, the calls go straight to the engine's fast path; when one
 * differs, the pattern is replaced by a clone that carries the captured members as its own
 * properties, where the lookups find them first (about ten times slower, in V8's generic path, and
 * only on such pages). A RegExp separator in split() cannot be made safe this way (it builds its
 * splitter through the `constructor` and `Symbol.species` lookups), so nothing here splits on one:
 * see splitSpaces.
 */
const RP = RegExp.prototype;
const RegExpP = RegExp;
const execP = uncurry(RP.exec) as (re: RegExp, s: string) => RegExpExecArray | null;
const testP = uncurry(RP.test) as (re: RegExp, s: string) => boolean;
const FLAG_KEYS = ['hasIndices', 'global', 'ignoreCase', 'multiline', 'dotAll', 'unicode', 'unicodeSets', 'sticky'];
const FLAG_LETTERS = 'dgimsuvy';
/** The protocol members compared each task: exec, flags, Symbol.replace, then the flag getters. */
const RP_KEYS: (string | symbol)[] = ['exec', 'flags', Symbol.replace];
const FIRST_FLAG = RP_KEYS.length;
for (let i = 0; i < FLAG_KEYS.length; i++) push(RP_KEYS, FLAG_KEYS[i]!);
/** Each key's value or getter at load (undefined: the engine has no such member). */
const RP_AT_LOAD: unknown[] = [];
for (let i = 0; i < RP_KEYS.length; i++) {
  const d = getOwnPropertyDescriptor(RP, RP_KEYS[i]!);
  push(RP_AT_LOAD, d ? (d.get ?? d.value) : undefined);
}
const sourceGet = getOwnPropertyDescriptor(RP, 'source')?.get;
const flagsGet = getOwnPropertyDescriptor(RP, 'flags')?.get;
const defineProps = Object.defineProperties;
const microtaskP: (cb: () => void) => void =
  bindG<(cb: () => void) => void>('queueMicrotask') ??
  ((cb) => {
    void promiseThen(promiseResolve(undefined), cb);
  });
let intact: boolean | null = null;
const forget = (): void => {
  intact = null;
};
/** Whether RegExp.prototype's protocol members are still the ones captured at load (this task). */
function regExpIntact(): boolean {
  if (intact !== null) return intact;
  let ok = true;
  for (let i = 0; i < RP_KEYS.length && ok; i++) {
    const d = getOwnPropertyDescriptor(RP, RP_KEYS[i]!);
    const now = d ? (d.get ?? d.value) : undefined;
    if (now !== RP_AT_LOAD[i]) ok = false;
  }
  intact = ok;
  microtaskP(forget);
  return ok;
}
let clonesOf: WeakMap<RegExp, RegExp> | null = null;
let clonesBySource: Map<string, RegExp> | null = null;
/** A clone of `re` whose own properties hold the captured protocol (see above). */
function safeClone(re: RegExp): RegExp {
  clonesOf ??= new SafeWeakMap();
  clonesBySource ??= new SafeMap();
  let c = clonesOf.get(re);
  if (c) return c;
  // Source and flags through the captured getters, which read internal slots; the clone is made from
  // strings, so the constructor looks nothing up on a pattern object (IsRegExp reads Symbol.match).
  let letters = '';
  for (let i = 0; i < FLAG_KEYS.length; i++) {
    const get = RP_AT_LOAD[FIRST_FLAG + i] as ((this: RegExp) => boolean) | undefined;
    if (get && uncurry(get)(re)) letters += FLAG_LETTERS[i]!;
  }
  const source = sourceGet ? uncurry(sourceGet as (this: RegExp) => string)(re) : '(?:)';
  // Literals in a function are new objects on every call: one clone per source and flags.
  const key = source + '\u0000' + letters;
  c = clonesBySource.get(key);
  if (!c) {
    c = new RegExpP(source, letters);
    const own: PropertyDescriptorMap = {};
    for (let i = 0; i < FLAG_KEYS.length; i++) {
      const get = RP_AT_LOAD[FIRST_FLAG + i] as ((this: RegExp) => boolean) | undefined;
      if (get) own[FLAG_KEYS[i]!] = { value: uncurry(get)(c) };
    }
    own['exec'] = { value: RP_AT_LOAD[0] };
    own[Symbol.replace as unknown as string] = { value: RP_AT_LOAD[2] };
    defineProps(c, own);
    // Read through the captured getter, which now finds the own flag values.
    if (flagsGet) defineProps(c, { flags: { value: uncurry(flagsGet as (this: RegExp) => string)(c) } });
    clonesBySource.set(key, c);
  }
  clonesOf.set(re, c);
  return c;
}
export const strReplace = (s: string, re: RegExp | string, by: string | ((...m: string[]) => string)): string =>
  replaceP(s, typeof re === 'string' || regExpIntact() ? re : safeClone(re), by);
/** `re.test(s)`; the builtin exec reads flags from internal slots, so only `exec` is looked up. */
export const reTest = (re: RegExp, s: string): boolean => (regExpIntact() ? testP(re, s) : execP(re, s) !== null);
/** The builtin exec itself: it looks nothing up on the pattern. */
export const reExec = execP;
const WS_RUN = /\s+/g;
/** Every run of white space as one space (not trimmed): the one copy of this rule in page code. */
export function collapseSpaces(s: string): string {
  return strReplace(s, WS_RUN, ' ');
}
/** `s.trim().split(/\s+/)` without a RegExp separator: runs of white space become one space first. */
export function splitSpaces(s: string): string[] {
  return strSplit(strReplace(strTrim(s), WS_RUN, ' '), ' ');
}

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
