/**
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
type Uncurry = <T extends (...a: never[]) => unknown>(
  fn: T,
) => (self: ThisParameterType<T>, ...args: Parameters<T>) => ReturnType<T>;
const g = globalThis as unknown as Rec;
/** The fresh realm's globals while capturing from it (null: the page's own are all native). */
let fresh: Rec | null = null;
/** Names of the built-ins found replaced and not recovered in the last capture. */
const missing: string[] = [];

function ownerOf(root: Rec | null, name: string, proto: boolean): Rec | undefined {
  const o = root ? (root[name] as Rec | undefined) : undefined;
  if (o === null || o === undefined) return undefined;
  return proto ? (o['prototype'] as Rec | undefined) : o;
}
/** `name[.prototype].key`: the page's when native, else the fresh realm's (missing when neither). */
function pick<T>(name: string, proto: boolean, key: string): T {
  const v = ownerOf(g, name, proto)?.[key];
  if (isNativeAs(v, key)) return v as T;
  const f = ownerOf(fresh, name, proto)?.[key];
  if (fresh && isNativeAs(f, key)) return f as T;
  missing[missing.length] = name + (proto ? '.prototype.' : '.') + key;
  return v as T;
}
/** A window function (setTimeout, ...): the page's when native, else the fresh realm's. */
function pickGlobal<T>(key: string): T | undefined {
  const v = g[key];
  if (typeof v !== 'function' || isNativeAs(v, key)) return v as T | undefined;
  const f = fresh?.[key];
  if (fresh && isNativeAs(f, key)) return f as T;
  missing[missing.length] = key;
  return v as T;
}
/** A collection class whose constructor and prototype members are all native, from either realm. */
function pickCollection<C>(name: string): C {
  for (let pass = 0; pass < 2; pass++) {
    const c = (pass === 0 ? g : fresh)?.[name] as { prototype: object } | undefined;
    if (!c || !isNativeAs(c, name)) continue;
    const keys = Reflect.ownKeys(c.prototype);
    let ok = true;
    for (let i = 0; i < keys.length && ok; i++) {
      const k = keys[i]!;
      if (typeof k !== 'string' || k === 'constructor') continue;
      const d = Reflect.getOwnPropertyDescriptor(c.prototype, k)!;
      // Set.prototype.keys is the same function as values (ECMA-262 §24.2.4.17).
      ok = isNativeAs(d.get ?? d.value, name === 'Set' && k === 'keys' ? 'values' : k);
    }
    if (ok) return c as C;
  }
  missing[missing.length] = name;
  return g[name] as C;
}

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

export let uncurry!: Uncurry;
export let push!: <T>(arr: T[], ...items: T[]) => number;
export let slice!: <T>(arr: ArrayLike<T>, start?: number, end?: number) => T[];
export let join!: (arr: ArrayLike<unknown>, sep?: string) => string;
export let sort!: <T>(arr: T[], cmp?: (a: T, b: T) => number) => T[];
export let indexOf!: <T>(arr: ArrayLike<T>, x: T) => number;
export let splice!: <T>(arr: T[], start: number, del?: number, ...items: T[]) => T[];
export let pop!: <T>(arr: T[]) => T | undefined;
export let reverse!: <T>(arr: T[]) => T[];
export let isArray!: (v: unknown) => v is unknown[];
export let strSlice!: (s: string, start?: number, end?: number) => string;
export let strIndexOf!: (s: string, x: string, from?: number) => number;
let replaceP!: (s: string, re: RegExp | string, by: string | ((...m: string[]) => string)) => string;
export let strTrim!: (s: string) => string;
export let toLower!: (s: string) => string;
export let toUpper!: (s: string) => string;
export let charCodeAt!: (s: string, i: number) => number;
/** Split on a string (a RegExp separator cannot be made safe: see splitSpaces). */
export let strSplit!: (s: string, sep: string, limit?: number) => string[];
export let fromCharCode!: (...codes: number[]) => string;
/** `n.toString(radix)` (Number.prototype.toString captured: a page may replace it). */
export let numToString!: (n: number, radix?: number) => string;
export let objectKeys!: (o: object) => string[];
export let objectFreeze!: <T>(o: T) => Readonly<T>;
export let objectCreate!: (o: object | null) => any;
export let defineProperty!: <T>(o: T, k: PropertyKey, d: PropertyDescriptor & ThisType<any>) => T;
export let getOwnPropertyDescriptor!: (o: any, k: PropertyKey) => PropertyDescriptor | undefined;
export let getPrototypeOf!: (o: any) => any;
export let hasOwn!: (o: object, k: PropertyKey) => boolean;
export let objectToString!: (o: unknown) => string;
export let mathMin!: (...v: number[]) => number;
export let mathMax!: (...v: number[]) => number;
export let mathFloor!: (x: number) => number;
export let mathRound!: (x: number) => number;
export let mathAbs!: (x: number) => number;
export let mathCeil!: (x: number) => number;
export let mathRandom!: () => number;
export let numberIsFinite!: (n: unknown) => boolean;
export let numberParseFloat!: (s: string) => number;
export let numberParseInt!: (s: string, radix?: number) => number;
export let jsonStringify!: (v: unknown, replacer?: null, space?: number) => string;
export let jsonParse!: (s: string) => unknown;
export let SafeMap!: MapConstructor;
export let SafeSet!: SetConstructor;
export let SafeWeakMap!: WeakMapConstructor;
export let SafeWeakSet!: WeakSetConstructor;
export type SafeMap<K, V> = Map<K, V>;
export type SafeSet<T> = Set<T>;
export type SafeWeakMap<K extends WeakKey, V> = WeakMap<K, V>;
export let PromiseCtor!: PromiseConstructor;
export let Uint8ArrayCtor!: Uint8ArrayConstructor;
export let promiseThen!: <T, R>(
  p: Promise<T>,
  ok: (v: T) => R | PromiseLike<R>,
  err?: (e: unknown) => R | PromiseLike<R>,
) => Promise<R>;
export let promiseResolve!: <T>(v: T) => Promise<Awaited<T>>;
/** Timers bound to the page's global (a page may replace window.setTimeout). */
export let setTimeoutP!: typeof setTimeout;
export let clearTimeoutP!: typeof clearTimeout;
export let rafP!: (cb: (t: number) => void) => number;
export let cancelRafP!: (id: number) => void;
export let nowP!: () => number;
export let dateNow!: () => number;
let microtaskP!: (cb: () => void) => void;
let FPbind!: (this: unknown, ...a: unknown[]) => unknown;
/** Promise.prototype.then was replaced (an async function stands in: no frame needed). */
let thenReplaced = false;

/** Capture every built-in above: the page's when native, the fresh realm's for those replaced. */
function capture(): void {
  missing.length = 0;
  FPbind = pick('Function', true, 'bind');
  const call = pick<() => unknown>('Function', true, 'call');
  // bind/call are read once here; after this nothing we call goes through Function.prototype.
  uncurry = FPbind.call(FPbind, call) as Uncurry;
  pick('Function', true, 'toString');
  const u = <T>(name: string, key: string): T => uncurry(pick<(...a: never[]) => unknown>(name, true, key)) as T;
  push = u('Array', 'push');
  slice = u('Array', 'slice');
  join = u('Array', 'join');
  sort = u('Array', 'sort');
  indexOf = u('Array', 'indexOf');
  splice = u('Array', 'splice');
  pop = u('Array', 'pop');
  reverse = u('Array', 'reverse');
  // Not used by pagemark (eslint forbids them), checked so the report names them.
  pick('Array', true, 'map');
  pick('Array', true, 'forEach');
  pick('Array', true, 'filter');
  pick('Array', false, 'from');
  isArray = pick('Array', false, 'isArray');
  strSlice = u('String', 'slice');
  strIndexOf = u('String', 'indexOf');
  replaceP = u('String', 'replace');
  strTrim = u('String', 'trim');
  toLower = u('String', 'toLowerCase');
  toUpper = u('String', 'toUpperCase');
  charCodeAt = u('String', 'charCodeAt');
  strSplit = u('String', 'split');
  fromCharCode = pick('String', false, 'fromCharCode');
  numToString = u('Number', 'toString');
  objectKeys = pick('Object', false, 'keys');
  objectFreeze = pick('Object', false, 'freeze');
  objectCreate = pick('Object', false, 'create');
  defineProperty = pick('Object', false, 'defineProperty');
  getOwnPropertyDescriptor = pick('Object', false, 'getOwnPropertyDescriptor');
  getPrototypeOf = pick('Object', false, 'getPrototypeOf');
  hasOwn = u('Object', 'hasOwnProperty');
  objectToString = u('Object', 'toString');
  mathMin = pick('Math', false, 'min');
  mathMax = pick('Math', false, 'max');
  mathFloor = pick('Math', false, 'floor');
  mathRound = pick('Math', false, 'round');
  mathAbs = pick('Math', false, 'abs');
  mathCeil = pick('Math', false, 'ceil');
  mathRandom = pick('Math', false, 'random');
  numberIsFinite = pick('Number', false, 'isFinite');
  numberParseFloat = pick('Number', false, 'parseFloat');
  numberParseInt = pick('Number', false, 'parseInt');
  jsonStringify = pick('JSON', false, 'stringify');
  jsonParse = pick('JSON', false, 'parse');
  SafeMap = makeSafe(pickCollection<MapConstructor>('Map'));
  SafeSet = makeSafe(pickCollection<SetConstructor>('Set'));
  SafeWeakMap = makeSafe(pickCollection<WeakMapConstructor>('WeakMap'));
  SafeWeakSet = makeSafe(pickCollection<WeakSetConstructor>('WeakSet'));
  // The page's Promise unless it was replaced: promises of a removed frame's realm may never settle.
  PromiseCtor = isNativeAs(g['Promise'], 'Promise') ? Promise : pickCollection<PromiseConstructor>('Promise');
  Uint8ArrayCtor = Uint8Array;
  const then = ownerOf(g, 'Promise', true)?.['then'];
  // Replaced: `await` on a native promise reaches its reactions without looking `then` up
  // (ECMA-262 §27.7.5.3 Await: PromiseResolve and PerformPromiseThen), so an async function stands
  // in for it, in the page's realm (a removed frame's promise jobs may never run: Firefox).
  if (isNativeAs(then, 'then')) promiseThen = uncurry(then as () => Promise<unknown>) as typeof promiseThen;
  else {
    thenReplaced = true;
    promiseThen = (async (p: Promise<unknown>, ok: (v: unknown) => unknown, err?: (e: unknown) => unknown) => {
      let v: unknown;
      try {
        v = await p;
      } catch (e) {
        if (!err) throw e;
        return await err(e);
      }
      return await ok(v);
    }) as typeof promiseThen;
  }
  const resolve = pick<(v: unknown) => Promise<unknown>>('Promise', false, 'resolve');
  promiseResolve = FPbind.call(resolve, PromiseCtor) as typeof promiseResolve;
  const bindG = <T>(name: string): T | undefined => {
    const f = pickGlobal<() => void>(name);
    return typeof f === 'function' ? (FPbind.call(f, globalThis) as T) : undefined;
  };
  setTimeoutP = bindG<typeof setTimeout>('setTimeout')!;
  clearTimeoutP = bindG<typeof clearTimeout>('clearTimeout')!;
  rafP =
    bindG<(cb: (t: number) => void) => number>('requestAnimationFrame') ??
    ((cb) => setTimeoutP(() => cb(nowP()), 16) as unknown as number);
  cancelRafP =
    bindG<(id: number) => void>('cancelAnimationFrame') ??
    ((id) => clearTimeoutP(id as unknown as ReturnType<typeof setTimeout>));
  const perf = g['performance'] as Performance | undefined;
  const now = perf ? pick<() => number>('Performance', true, 'now') : undefined;
  dateNow = pick('Date', false, 'now');
  nowP = typeof now === 'function' ? (FPbind.call(now, perf) as () => number) : dateNow;
  microtaskP =
    bindG<(cb: () => void) => void>('queueMicrotask') ??
    ((cb) => {
      void promiseThen(promiseResolve(undefined), cb);
    });
}

capture();
// Only in a browser window: DOMs written in JavaScript (happy-dom, linkedom) replace timers and
// more with their own, and hold no hostile page.
if (isBrowserWindow(g)) {
  if (!toStringTrusted()) missing[missing.length] = 'Function.prototype.toString';
  if (missing.length > 0) {
    fresh = freshRealm(g);
    const ts = fresh ? ownerOf(fresh, 'Function', true)?.['toString'] : undefined;
    if (fresh && typeof ts === 'function') {
      useToString(ts as (this: unknown) => string);
      capture();
    }
    const lost: string[] = [];
    for (let i = 0; i < missing.length; i++) lost[i] = missing[i]!;
    noteBuiltins(true, lost);
    fresh = null;
  } else if (thenReplaced) noteBuiltins(true, []);
}
missing.length = 0;

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
