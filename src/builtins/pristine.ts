/**
 * src/builtins/ runs at load, before any other module of the bundle, and is the one place that may
 * read `globalThis` to take what it needs; everything else imports what it captured. It imports
 * nothing of src/ outside this folder. Its two files: the capture of the JS built-ins (here) and the
 * native checks with the fresh-realm recovery (freshRealm.ts).
 *
 * Pristine JavaScript built-ins, captured when the bundle is evaluated.
 *
 * Pages override globals (Prototype.js replaces Array.prototype methods and adds toJSON, analytics
 * scripts wrap Map/JSON, frameworks patch Element.prototype). pagemark calls only what it captured
 * here. Rules for code in src/ (enforced by eslint, see eslint.config.js):
 *  - arrays: indexed `for` loops and the helpers below (`push`, `slice`, `join`, `sort`, ...),
 *    never `for..of` on arrays (it goes through Array.prototype[Symbol.iterator]) nor array methods;
 *  - Map/Set/WeakMap: `new SafeMap()` etc. and their `forEach`, never for..of on them;
 *  - JSON: `jsonStringify` / `jsonParse`;
 *  - timers: `setTimeoutP`, `clearTimeoutP`, `rafP`, `nowP`.
 * The captured functions are "uncurried": `push(arr, x)` instead of `arr.push(x)`, because
 * `Function.prototype.call` itself may be replaced by the page after load.
 *
 * Replaced before load: when pagemark arrives after the page's scripts (bookmarklet, panel, an
 * `evaluate`), each capture is checked to be the engine's own (freshRealm.ts: `isNativeAs`); when any
 * is not, the replaced ones are taken from a fresh realm instead, and the rest stay the page's.
 * `builtinsStatus` says what happened; what could not be recovered is listed in `builtinsLost`
 * (snapshots report it: `capabilities.pristineBuiltins` and `errors`, see docs/api.md).
 */
import { freshRealm, isBrowserWindow, isNativeAs, noteBuiltins, toStringTrusted, useToString } from './freshRealm';
export type { BuiltinsStatus } from './freshRealm';
export { builtinsStatus, builtinsLost, builtinsLostReason } from './freshRealm';

type Rec = Record<string, unknown>;
type Fn = (...a: never[]) => unknown;
const g = globalThis as unknown as Rec;
/**
 * Only in a browser window: DOMs written in JavaScript (happy-dom, linkedom) replace timers and
 * more with their own, and hold no hostile page.
 */
const browser = isBrowserWindow(g);
/** Something was found replaced; the names of those not recovered. */
let replaced = false;
const lost: string[] = [];
/** The fresh realm's globals, made on the first replaced built-in (null: none, or not a browser). */
const realm = (): Rec | null => (browser ? freshRealm(g) : null);
function ownerOf(root: Rec | null, name: string, proto: boolean): Rec | undefined {
  const o = root?.[name] as Rec | undefined;
  return proto ? (o?.['prototype'] as Rec | undefined) : o;
}
/** The page's `v` when native; else, in a browser, the fresh realm's `f()` (reported when not native). */
function recover<T>(v: unknown, key: string, f: (r: Rec | null) => unknown, label: string): T {
  if (!browser || isNativeAs(v, key)) return v as T;
  replaced = true;
  const r = f(realm());
  if (isNativeAs(r, key)) return r as T;
  lost[lost.length] = label;
  return v as T;
}
/** `name[.prototype].key`: the page's when native, else the fresh realm's. */
const pick = <T = Fn>(name: string, proto: boolean, key: string): T =>
  recover(
    ownerOf(g, name, proto)?.[key],
    key,
    (r) => ownerOf(r, name, proto)?.[key],
    name + (proto ? '.prototype.' : '.') + key,
  );

// A toString that reports a function of ours as native, or has a `prototype` (a `function` written
// to replace it), is the page's: every check then goes through the fresh realm's.
if (browser && !toStringTrusted()) {
  replaced = true;
  const ts = ownerOf(realm(), 'Function', true)?.['toString'];
  if (typeof ts === 'function') useToString(ts as (this: unknown) => string);
  else lost[lost.length] = 'Function.prototype.toString';
}
const FPbind = pick<(this: unknown, ...a: unknown[]) => unknown>('Function', true, 'bind');
// bind/call are read once here; after this line nothing we call goes through Function.prototype.
const uncurry = FPbind.call(FPbind, pick('Function', true, 'call')) as <T extends Fn>(
  fn: T,
) => (self: ThisParameterType<T>, ...args: Parameters<T>) => ReturnType<T>;
export { uncurry };
/** `applyP(fn, self, args)`: Function.prototype.apply as captured at load (hooks pass calls through). */
export const applyP = /*#__PURE__*/ uncurry(pick('Function', true, 'apply')) as (
  fn: unknown,
  self: unknown,
  args: ArrayLike<unknown>,
) => unknown;
const u = (name: string, key: string) => uncurry(pick(name, true, key));

export const push = /*#__PURE__*/ u('Array', 'push') as <T>(arr: T[], ...items: T[]) => number;
export const slice = /*#__PURE__*/ u('Array', 'slice') as <T>(arr: ArrayLike<T>, start?: number, end?: number) => T[];
export const join = /*#__PURE__*/ u('Array', 'join') as (arr: ArrayLike<unknown>, sep?: string) => string;
export const sort = /*#__PURE__*/ u('Array', 'sort') as <T>(arr: T[], cmp?: (a: T, b: T) => number) => T[];
export const indexOf = /*#__PURE__*/ u('Array', 'indexOf') as <T>(arr: ArrayLike<T>, x: T) => number;
export const splice = /*#__PURE__*/ u('Array', 'splice') as <T>(
  arr: T[],
  start: number,
  del?: number,
  ...items: T[]
) => T[];
export const pop = /*#__PURE__*/ u('Array', 'pop') as <T>(arr: T[]) => T | undefined;
export const reverse = /*#__PURE__*/ u('Array', 'reverse') as <T>(arr: T[]) => T[];
export const isArray = /*#__PURE__*/ pick('Array', false, 'isArray') as (v: unknown) => v is unknown[];

export const strSlice = /*#__PURE__*/ u('String', 'slice') as (s: string, start?: number, end?: number) => string;
export const strIndexOf = /*#__PURE__*/ u('String', 'indexOf') as (s: string, x: string, from?: number) => number;
const replaceP = /*#__PURE__*/ u('String', 'replace') as (
  s: string,
  re: RegExp | string,
  by: string | ((...m: string[]) => string),
) => string;
export const strTrim = /*#__PURE__*/ u('String', 'trim') as (s: string) => string;
export const toLower = /*#__PURE__*/ u('String', 'toLowerCase') as (s: string) => string;
export const toUpper = /*#__PURE__*/ u('String', 'toUpperCase') as (s: string) => string;
export const charCodeAt = /*#__PURE__*/ u('String', 'charCodeAt') as (s: string, i: number) => number;
/** Split on a string (a RegExp separator cannot be made safe: see splitSpaces). */
export const strSplit = /*#__PURE__*/ u('String', 'split') as unknown as (
  s: string,
  sep: string,
  limit?: number,
) => string[];
export const fromCharCode = /*#__PURE__*/ pick('String', false, 'fromCharCode') as (...codes: number[]) => string;
/** `n.toString(radix)` (Number.prototype.toString captured: a page may replace it). */
export const numToString = /*#__PURE__*/ u('Number', 'toString') as (n: number, radix?: number) => string;

export const objectKeys = /*#__PURE__*/ pick('Object', false, 'keys') as (o: object) => string[];
export const objectFreeze = /*#__PURE__*/ pick('Object', false, 'freeze') as <T>(o: T) => Readonly<T>;
export const objectCreate = /*#__PURE__*/ pick('Object', false, 'create') as (o: object | null) => any;
export const defineProperty = /*#__PURE__*/ pick('Object', false, 'defineProperty') as typeof Object.defineProperty;
export const getOwnPropertyDescriptor = /*#__PURE__*/ pick('Object', false, 'getOwnPropertyDescriptor') as (
  o: any,
  k: PropertyKey,
) => PropertyDescriptor | undefined;
export const getPrototypeOf = /*#__PURE__*/ pick('Object', false, 'getPrototypeOf') as (o: any) => any;
export const hasOwn = /*#__PURE__*/ u('Object', 'hasOwnProperty') as (o: object, k: PropertyKey) => boolean;
export const objectToString = /*#__PURE__*/ u('Object', 'toString') as (o: unknown) => string;

const m = (key: string) => pick<(...v: number[]) => number>('Math', false, key);
export const mathMin = /*#__PURE__*/ m('min');
export const mathMax = /*#__PURE__*/ m('max');
export const mathFloor = /*#__PURE__*/ m('floor');
export const mathRound = /*#__PURE__*/ m('round');
export const mathAbs = /*#__PURE__*/ m('abs');
export const mathCeil = /*#__PURE__*/ m('ceil');
export const mathRandom = /*#__PURE__*/ m('random');
export const numberIsFinite = /*#__PURE__*/ pick('Number', false, 'isFinite') as (n: unknown) => boolean;
export const numberParseFloat = /*#__PURE__*/ pick('Number', false, 'parseFloat') as (s: string) => number;
export const numberParseInt = /*#__PURE__*/ pick('Number', false, 'parseInt') as (s: string, radix?: number) => number;

export const jsonStringify = /*#__PURE__*/ pick('JSON', false, 'stringify') as (
  v: unknown,
  replacer?: null,
  space?: number,
) => string;
export const jsonParse = /*#__PURE__*/ pick('JSON', false, 'parse') as (s: string) => unknown;

/** A collection class whose constructor and prototype members are all native (either realm's). */
function nativeClass(c: unknown, name: string): boolean {
  if (!isNativeAs(c, name)) return false;
  const p = (c as { prototype: object }).prototype;
  const keys = Reflect.ownKeys(p);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (typeof k !== 'string' || k === 'constructor') continue;
    const d = Reflect.getOwnPropertyDescriptor(p, k)!;
    // Set.prototype.keys is the same function as values (ECMA-262 §24.2.4.17).
    if (!isNativeAs(d.get ?? d.value, name === 'Set' && k === 'keys' ? 'values' : k)) return false;
  }
  return true;
}
/**
 * A collection class whose prototype holds its own copies of the built-in methods, so a page that
 * later replaces `Map.prototype.get` (or Set/WeakMap) does not reach our instances. A class the page
 * replaced before load is taken from the fresh realm (its instances are made with our prototype).
 */
function makeSafe<C>(name: string): C {
  let Base = g[name] as new (...a: never[]) => object;
  if (browser && !nativeClass(Base, name)) {
    replaced = true;
    const f = realm()?.[name];
    if (nativeClass(f, name)) Base = f as typeof Base;
    else lost[lost.length] = name;
  }
  // An explicit constructor: JavaScriptCore before WebKit/WebKit#63689 runs a default derived
  // constructor as `super(...args)`, through Array.prototype[Symbol.iterator], which the page can
  // replace after load (ES2021 dropped that iteration: tc39/ecma262#2216). No caller passes an
  // iterable (that would iterate anyway).
  const Safe = class extends Base {
    constructor() {
      super();
    }
  };
  const keys = Reflect.ownKeys(Base.prototype);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (k === 'constructor') continue;
    const d = Reflect.getOwnPropertyDescriptor(Base.prototype, k);
    if (d) Reflect.defineProperty(Safe.prototype, k, d);
  }
  Object.freeze(Safe.prototype);
  return Safe as C;
}
export const SafeMap = /*#__PURE__*/ makeSafe<MapConstructor>('Map');
export const SafeSet = /*#__PURE__*/ makeSafe<SetConstructor>('Set');
export const SafeWeakMap = /*#__PURE__*/ makeSafe<WeakMapConstructor>('WeakMap');
export const SafeWeakSet = /*#__PURE__*/ makeSafe<WeakSetConstructor>('WeakSet');
export type SafeMap<K, V> = Map<K, V>;
export type SafeSet<T> = Set<T>;
export type SafeWeakMap<K extends WeakKey, V> = WeakMap<K, V>;

export const PromiseCtor = Promise;
export const Uint8ArrayCtor = Uint8Array;
type Then = <T, R>(
  p: Promise<T>,
  ok: (v: T) => R | PromiseLike<R>,
  err?: (e: unknown) => R | PromiseLike<R>,
) => Promise<R>;
const then = (Promise.prototype as unknown as Rec)['then'];
/**
 * The page's then when native. Replaced: `await` on a native promise reaches its reactions without
 * looking `then` up (ECMA-262 §27.7.5.3 Await: PromiseResolve, PerformPromiseThen), so an async
 * function stands in for it, in the page's realm (no frame needed).
 */
export const promiseThen: Then = isNativeAs(then, 'then')
  ? (uncurry(then as Fn) as unknown as Then)
  : ((replaced = true),
    (async (p: Promise<unknown>, ok: (v: unknown) => unknown, err?: (e: unknown) => unknown) => {
      let v: unknown;
      try {
        v = await p;
      } catch (e) {
        if (!err) throw e;
        return await err(e);
      }
      return await ok(v);
    }) as Then);
export const promiseResolve = FPbind.call(pick('Promise', false, 'resolve'), Promise) as <T>(
  v: T,
) => Promise<Awaited<T>>;

/**
 * Timers bound to the page's window (a page may replace window.setTimeout after load). Replaced
 * before load, the fresh realm's are called with the page's window as `this`: the HTML timer
 * initialization steps run on `this` (HTML §8.6), so they fire with the page, not with the removed
 * frame (whose own timers never do).
 */
const bindG = <T>(key: string): T | undefined => {
  const v = g[key];
  const f = typeof v === 'function' ? recover<Fn>(v, key, (r) => r?.[key], key) : undefined;
  return f ? (FPbind.call(f, globalThis) as T) : undefined;
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
const perfNow = perf ? pick('Performance', true, 'now') : undefined;
export const dateNow = /*#__PURE__*/ pick('Date', false, 'now') as () => number;
export const nowP: () => number =
  typeof perfNow === 'function' ? (FPbind.call(perfNow, perf) as () => number) : dateNow;
const microtaskP: (cb: () => void) => void =
  bindG<(cb: () => void) => void>('queueMicrotask') ??
  ((cb) => {
    void promiseThen(promiseResolve(undefined), cb);
  });
if (browser) noteBuiltins(replaced, lost);

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

/** A lookup table from a space-separated word list (smaller in the bundle than an object literal). */
export function wordSet(words: string): Record<string, true> {
  const out = objectCreate(null) as Record<string, true>;
  const parts = strSplit(words, ' ');
  for (let i = 0; i < parts.length; i++) out[parts[i]!] = true;
  return out;
}

/** Random hex (crypto.getRandomValues where available, captured at load). */
const cryptoObj = g['crypto'] as Crypto | undefined;
const grv =
  cryptoObj && typeof cryptoObj.getRandomValues === 'function'
    ? (FPbind.call(cryptoObj.getRandomValues, cryptoObj) as (a: Uint32Array) => Uint32Array)
    : null;
export function randomHex(words: number): string {
  const a = new Uint32Array(words);
  if (grv) grv(a);
  else for (let i = 0; i < words; i++) a[i] = Math.floor(Math.random() * 0x100000000);
  let s = '';
  for (let i = 0; i < words; i++) s += strSlice('0000000' + a[i]!.toString(16), -8);
  return s;
}
