/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The environment variable that names the browser to launch (findBrowser.ts reads it). Its own file,
 * free of playwright-core, so that the CLI's help, usage errors and --version, which name it, start
 * without loading the driver (src/node/cli.ts loads what launches a browser on demand).
 */
const BROWSER_ENV = 'PAGEMARK_BROWSER';

// CSI (ESC [ ... final byte), OSC (ESC ] ... BEL or ESC \), and lone two-byte escapes.
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]|\u009b[0-?]*[ -/]*[@-~]/g;
const stripAnsi = (s) => s.replace(ANSI, '');
const clip = (s, max = 200) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
/** Kinds of failure by the words Playwright and Puppeteer use for them, first match wins. */
const KINDS = [
    [/\bTimeout \d+ ?ms exceeded|\btimed? ?out\b|TimeoutError/i, 'TIMEOUT', 'the page did not answer in time'],
    [/not a <select>|not a select element|is not a (?:select|<select>)/i, 'NOT_APPLIED', 'the element is not a select'],
    // Playwright's check()/uncheck() on a box whose click the page undid, and on a radio button.
    [/did not change its state|Cannot uncheck radio/i, 'NOT_APPLIED'],
    [/Unknown key|unknown keyboard|not a valid key/i, 'INVALID_COMMAND', 'see the key names of KeyboardEvent.key'],
    [
        /expected (?:integer|number|non-?negative|positive)|must be (?:a |an )?(?:positive|non-?negative|number|integer|greater)|out of range|Invalid (?:argument|value|viewport|parameter)|viewportSize|expected .*>=/i,
        'INVALID_COMMAND',
    ],
    [
        /Target (?:page, context or browser )?(?:has been )?closed|has been closed|Session closed|page has been closed/i,
        'NO_SUCH_TAB',
    ],
    [/net::ERR_|NS_ERROR_|Navigation failed|navigating to/i, 'NAVIGATION_FAILED'],
    [/not attached|detached|Node is detached|Element is not attached/i, 'STALE_ELEMENT'],
    [/intercepts pointer events/i, 'OBSCURED'],
    [/not visible|element is hidden/i, 'NOT_VISIBLE'],
    [/not enabled|element is disabled/i, 'DISABLED'],
    [/not editable|not an <input>|cannot type/i, 'NOT_EDITABLE'],
    [/Unsupported|not supported/i, 'NOT_SUPPORTED'],
];
/** The first meaningful line of a driver message, without `locator.fill: ` style prefixes or `Error: `. */
function firstLine(raw) {
    const plain = stripAnsi(raw);
    const line = plain.split('\n').find((l) => l.trim() && !/^=+ /.test(l.trim())) ?? plain;
    return line
        .trim()
        .replace(/^(?:[a-zA-Z]+\.)*[a-zA-Z]+: /, '')
        .replace(/^(?:Error|TimeoutError|ProtocolError): /, '');
}
function driverError(e, hint) {
    const raw = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    const plain = stripAnsi(raw);
    const kind = KINDS.find(([re]) => re.test(plain.split('\nCall log:')[0] ?? plain));
    const code = kind?.[1] ?? 'INTERNAL';
    const message = clip(firstLine(e instanceof Error ? e.message : String(e)) || 'the driver failed without a message');
    const h = hint ?? kind?.[2];
    return h === undefined ? { code, message } : { code, message, hint: h };
}
/** A driver failure's first line, ANSI-free, without its method prefix, at most 200 characters. */
function driverMessage(e) {
    return driverError(e).message;
}

/**
 * Expected failures are values, not exceptions: `{ ok: false, error: { code, message, hint } }`.
 * Only misuse of the API (wrong argument types) throws, as a UsageError.
 */
class UsageError extends TypeError {
    // An explicit constructor: with a class field alone TypeScript emits `super(...arguments)`,
    // whose spread runs the page's %ArrayIteratorPrototype%.next (ECMA-262 §13.3.8.1
    // ArgumentListEvaluation), so a page that replaced it got its own error instead of this one.
    constructor(message) {
        super(message);
        this.name = 'PagemarkUsageError';
    }
}
function pmError(code, message, hint) {
    return hint === undefined ? { code, message } : { code, message, hint };
}

function isSeen(r) {
    return r.isVisible && r.concealed === undefined;
}

const R = Reflect;
const apply = R.apply;
const ownKeysR = R.ownKeys;
const getOwnDesc = R.getOwnPropertyDescriptor;
const protoOfR = R.getPrototypeOf;
const FP = Function.prototype;
/** The toString checks use; pristine.ts switches it to the fresh realm's when the page's lies. */
let toStr = FP.toString;
/** `src` with its white space dropped is `function[get |set ]name(){[native code]}`. */
function nativeSource(src, name) {
    // Indexing and `+` only: String.prototype methods may be the page's.
    let s = '';
    for (let i = 0; i < src.length; i++) {
        const c = src[i];
        if (c !== ' ' && c !== '\n' && c !== '\t' && c !== '\r')
            s += c;
    }
    const tail = name + '(){[nativecode]}';
    return s === 'function' + tail || s === 'functionget' + tail || s === 'functionset' + tail;
}
/** Whether `f` is the engine's own function named `name` (asking `ts`, default the checks' toString). */
function isNativeAs(f, name, ts = toStr) {
    try {
        return typeof f === 'function' && nativeSource(apply(ts, f, []), name);
    }
    catch {
        return false;
    }
}
/** Use `f` (the fresh realm's Function.prototype.toString) for every later check. */
function useToString(f) {
    toStr = f;
}
/**
 * Whether a Function.prototype.toString (`ts`, default the one checks use) can be trusted: it has no
 * `prototype`, reports itself native, and does not report a function of ours as native. (A
 * replacement that passes these and lies only about what it replaced cannot be told from the
 * engine's own: docs/reliability.md.)
 */
function toStringTrusted(ts = toStr) {
    const probe = function probe() {
        return 1;
    };
    // A native function has no `prototype`; a `function` written to replace it has one.
    return isNativeAs(ts, 'toString', ts) && !getOwnDesc(ts, 'prototype') && !isNativeAs(probe, 'probe', ts);
}
function findDesc(o, name) {
    for (let p = o; p; p = protoOfR(p)) {
        const d = getOwnDesc(p, name);
        if (d)
            return d;
    }
    return undefined;
}
/** A DOM function of `g` by prototype and name, only when native ('get' reads the getter). */
function domFn(g, ctor, name, get) {
    const c = g[ctor];
    const d = typeof c === 'function' ? findDesc(c.prototype, name) : undefined;
    const f = d ? (get ? d.get : d.value) : undefined;
    return isNativeAs(f, name) ? f : null;
}
/**
 * Whether `g` is a browser window (its [LegacyUnforgeable] `document` getter, which no page script
 * can replace, is native). DOMs written in JavaScript (happy-dom, linkedom) are not, and hold no
 * hostile page: pagemark takes their built-ins as they are.
 */
function isBrowserWindow(g) {
    const d = getOwnDesc(g, 'document');
    return !!d && isNativeAs(d.get, 'document');
}
let made = false;
let realm$1 = null;
/** The fresh realm's globals (copied), or null when it cannot be made here (why: builtinsLostReason). */
function freshRealm(g) {
    if (!made) {
        made = true;
        try {
            realm$1 = open(g);
        }
        catch {
            builtinsLostReason = 'frame threw';
        }
    }
    return realm$1;
}
function open(g) {
    const doc = g['document'];
    const create = domFn(g, 'Document', 'createElement');
    const rootOf = domFn(g, 'Document', 'documentElement', true);
    const append = domFn(g, 'Node', 'appendChild');
    const remove = domFn(g, 'Node', 'removeChild');
    const windowOf = domFn(g, 'HTMLIFrameElement', 'contentWindow', true);
    const root = create && rootOf && append && remove && windowOf ? apply(rootOf, doc, []) : null;
    builtinsLostReason = 'no frame';
    if (!root)
        return null;
    const frame = apply(create, doc, ['iframe']);
    apply(append, root, [frame]);
    try {
        const w = apply(windowOf, frame, []);
        // Every global (interface objects, namespaces, timers), read before the frame goes: Chromium
        // clears a detached window's globals.
        const out = {};
        const keys = ownKeysR(w);
        for (let i = 0; i < keys.length; i++) {
            try {
                out[keys[i]] = w[keys[i]];
            }
            catch { }
        }
        // A script that runs in every new frame (an extension's, a test's init script) may have
        // replaced the frame's built-ins too: its toString must pass the same checks.
        const F = out['Function'];
        builtinsLostReason = 'frame not native';
        if (!toStringTrusted(F?.prototype?.['toString']))
            return null;
        builtinsLostReason = 'not in a fresh realm';
        return out;
    }
    finally {
        apply(remove, root, [frame]);
    }
}
let builtinsStatus = 'native';
const builtinsLost = [];
let builtinsLostReason = '';
/**
 * Record what a capture found (pristine.ts for JS built-ins, dom/platform for DOM functions):
 * `replaced`, something was not native; `lost`, what the fresh realm could not replace.
 */
function noteBuiltins(replaced, lost) {
    for (let i = 0; i < lost.length; i++)
        builtinsLost[builtinsLost.length] = lost[i];
    if (builtinsLost.length > 0)
        builtinsStatus = 'partial';
    else if (replaced)
        builtinsStatus = 'recovered';
}

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
const g = globalThis;
/**
 * Only in a browser window: DOMs written in JavaScript (happy-dom, linkedom) replace timers and
 * more with their own, and hold no hostile page.
 */
const browser = isBrowserWindow(g);
/** Something was found replaced; the names of those not recovered. */
let replaced = false;
const lost = [];
/** The fresh realm's globals, made on the first replaced built-in (null: none, or not a browser). */
const realm = () => (browser ? freshRealm(g) : null);
function ownerOf(root, name, proto) {
    const o = root?.[name];
    return proto ? o?.['prototype'] : o;
}
/** The page's `v` when native; else, in a browser, the fresh realm's `f()` (reported when not native). */
function recover(v, key, f, label) {
    if (!browser || isNativeAs(v, key))
        return v;
    replaced = true;
    const r = f(realm());
    if (isNativeAs(r, key))
        return r;
    lost[lost.length] = label;
    return v;
}
/** `name[.prototype].key`: the page's when native, else the fresh realm's. */
const pick = (name, proto, key) => recover(ownerOf(g, name, proto)?.[key], key, (r) => ownerOf(r, name, proto)?.[key], name + (proto ? '.prototype.' : '.') + key);
// A toString that reports a function of ours as native, or has a `prototype` (a `function` written
// to replace it), is the page's: every check then goes through the fresh realm's.
if (browser && !toStringTrusted()) {
    replaced = true;
    const ts = ownerOf(realm(), 'Function', true)?.['toString'];
    if (typeof ts === 'function')
        useToString(ts);
    else
        lost[lost.length] = 'Function.prototype.toString';
}
const FPbind = pick('Function', true, 'bind');
// bind/call are read once here; after this line nothing we call goes through Function.prototype.
const uncurry = FPbind.call(FPbind, pick('Function', true, 'call'));
/** `applyP(fn, self, args)`: Function.prototype.apply as captured at load (hooks pass calls through). */
/*#__PURE__*/ uncurry(pick('Function', true, 'apply'));
const u = (name, key) => uncurry(pick(name, true, key));
const push = /*#__PURE__*/ u('Array', 'push');
const slice = /*#__PURE__*/ u('Array', 'slice');
const join = /*#__PURE__*/ u('Array', 'join');
const sort = /*#__PURE__*/ u('Array', 'sort');
const indexOf = /*#__PURE__*/ u('Array', 'indexOf');
const splice = /*#__PURE__*/ u('Array', 'splice');
const pop = /*#__PURE__*/ u('Array', 'pop');
const isArray = /*#__PURE__*/ pick('Array', false, 'isArray');
const strSlice = /*#__PURE__*/ u('String', 'slice');
const strIndexOf = /*#__PURE__*/ u('String', 'indexOf');
const replaceP = /*#__PURE__*/ u('String', 'replace');
const strTrim = /*#__PURE__*/ u('String', 'trim');
const toLower = /*#__PURE__*/ u('String', 'toLowerCase');
const toUpper = /*#__PURE__*/ u('String', 'toUpperCase');
const charCodeAt = /*#__PURE__*/ u('String', 'charCodeAt');
/** Split on a string (a RegExp separator cannot be made safe: see splitSpaces). */
const strSplit = /*#__PURE__*/ u('String', 'split');
const fromCharCode = /*#__PURE__*/ pick('String', false, 'fromCharCode');
/** `n.toString(radix)` (Number.prototype.toString captured: a page may replace it). */
const numToString = /*#__PURE__*/ u('Number', 'toString');
const objectKeys = /*#__PURE__*/ pick('Object', false, 'keys');
const objectCreate = /*#__PURE__*/ pick('Object', false, 'create');
const getOwnPropertyDescriptor = /*#__PURE__*/ pick('Object', false, 'getOwnPropertyDescriptor');
const getPrototypeOf = /*#__PURE__*/ pick('Object', false, 'getPrototypeOf');
const hasOwn = /*#__PURE__*/ u('Object', 'hasOwnProperty');
const m = (key) => pick('Math', false, key);
const mathMin = /*#__PURE__*/ m('min');
const mathMax = /*#__PURE__*/ m('max');
const mathFloor = /*#__PURE__*/ m('floor');
const mathRound = /*#__PURE__*/ m('round');
const mathCeil = /*#__PURE__*/ m('ceil');
const mathRandom = /*#__PURE__*/ m('random');
const numberIsFinite = /*#__PURE__*/ pick('Number', false, 'isFinite');
const numberParseFloat = /*#__PURE__*/ pick('Number', false, 'parseFloat');
const numberParseInt = /*#__PURE__*/ pick('Number', false, 'parseInt');
const jsonStringify = /*#__PURE__*/ pick('JSON', false, 'stringify');
const jsonParse = /*#__PURE__*/ pick('JSON', false, 'parse');
/** A collection class whose constructor and prototype members are all native (either realm's). */
function nativeClass(c, name) {
    if (!isNativeAs(c, name))
        return false;
    const p = c.prototype;
    const keys = Reflect.ownKeys(p);
    for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (typeof k !== 'string' || k === 'constructor')
            continue;
        const d = Reflect.getOwnPropertyDescriptor(p, k);
        // Set.prototype.keys is the same function as values (ECMA-262 §24.2.4.17).
        if (!isNativeAs(d.get ?? d.value, name === 'Set' && k === 'keys' ? 'values' : k))
            return false;
    }
    return true;
}
/**
 * A collection class whose prototype holds its own copies of the built-in methods, so a page that
 * later replaces `Map.prototype.get` (or Set/WeakMap) does not reach our instances. A class the page
 * replaced before load is taken from the fresh realm (its instances are made with our prototype).
 */
function makeSafe(name) {
    let Base = g[name];
    if (browser && !nativeClass(Base, name)) {
        replaced = true;
        const f = realm()?.[name];
        if (nativeClass(f, name))
            Base = f;
        else
            lost[lost.length] = name;
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
        const k = keys[i];
        if (k === 'constructor')
            continue;
        const d = Reflect.getOwnPropertyDescriptor(Base.prototype, k);
        if (d)
            Reflect.defineProperty(Safe.prototype, k, d);
    }
    Object.freeze(Safe.prototype);
    return Safe;
}
const SafeMap = /*#__PURE__*/ makeSafe('Map');
const SafeSet = /*#__PURE__*/ makeSafe('Set');
const SafeWeakMap = /*#__PURE__*/ makeSafe('WeakMap');
const SafeWeakSet = /*#__PURE__*/ makeSafe('WeakSet');
const PromiseCtor = Promise;
const Uint8ArrayCtor = Uint8Array;
const then = Promise.prototype['then'];
/**
 * The page's then when native. Replaced: `await` on a native promise reaches its reactions without
 * looking `then` up (ECMA-262 §27.7.5.3 Await: PromiseResolve, PerformPromiseThen), so an async
 * function stands in for it, in the page's realm (no frame needed).
 */
const promiseThen = isNativeAs(then, 'then')
    ? uncurry(then)
    : ((replaced = true),
        (async (p, ok, err) => {
            let v;
            try {
                v = await p;
            }
            catch (e) {
                if (!err)
                    throw e;
                return await err(e);
            }
            return await ok(v);
        }));
const promiseResolve = FPbind.call(pick('Promise', false, 'resolve'), Promise);
/**
 * Timers bound to the page's window (a page may replace window.setTimeout after load). Replaced
 * before load, the fresh realm's are called with the page's window as `this`: the HTML timer
 * initialization steps run on `this` (HTML §8.6), so they fire with the page, not with the removed
 * frame (whose own timers never do).
 */
const bindG = (key) => {
    const v = g[key];
    const f = typeof v === 'function' ? recover(v, key, (r) => r?.[key], key) : undefined;
    return f ? FPbind.call(f, globalThis) : undefined;
};
const setTimeoutP = bindG('setTimeout');
const clearTimeoutP = bindG('clearTimeout');
bindG('requestAnimationFrame') ??
    ((cb) => setTimeoutP(() => cb(nowP()), 16));
bindG('cancelAnimationFrame') ??
    ((id) => clearTimeoutP(id));
const perf = g['performance'];
const perfNow = perf ? pick('Performance', true, 'now') : undefined;
const dateNow = /*#__PURE__*/ pick('Date', false, 'now');
const nowP = typeof perfNow === 'function' ? FPbind.call(perfNow, perf) : dateNow;
const microtaskP = bindG('queueMicrotask') ??
    ((cb) => {
        void promiseThen(promiseResolve(undefined), cb);
    });
if (browser)
    noteBuiltins(replaced, lost);
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
const execP = uncurry(RP.exec);
const testP = uncurry(RP.test);
const FLAG_KEYS = ['hasIndices', 'global', 'ignoreCase', 'multiline', 'dotAll', 'unicode', 'unicodeSets', 'sticky'];
const FLAG_LETTERS = 'dgimsuvy';
/** The protocol members compared each task: exec, flags, Symbol.replace, then the flag getters. */
const RP_KEYS = ['exec', 'flags', Symbol.replace];
const FIRST_FLAG = RP_KEYS.length;
for (let i = 0; i < FLAG_KEYS.length; i++)
    push(RP_KEYS, FLAG_KEYS[i]);
/** Each key's value or getter at load (undefined: the engine has no such member). */
const RP_AT_LOAD = [];
for (let i = 0; i < RP_KEYS.length; i++) {
    const d = getOwnPropertyDescriptor(RP, RP_KEYS[i]);
    push(RP_AT_LOAD, d ? (d.get ?? d.value) : undefined);
}
const sourceGet = getOwnPropertyDescriptor(RP, 'source')?.get;
const flagsGet = getOwnPropertyDescriptor(RP, 'flags')?.get;
const defineProps = Object.defineProperties;
let intact = null;
const forget = () => {
    intact = null;
};
/** Whether RegExp.prototype's protocol members are still the ones captured at load (this task). */
function regExpIntact() {
    if (intact !== null)
        return intact;
    let ok = true;
    for (let i = 0; i < RP_KEYS.length && ok; i++) {
        const d = getOwnPropertyDescriptor(RP, RP_KEYS[i]);
        const now = d ? (d.get ?? d.value) : undefined;
        if (now !== RP_AT_LOAD[i])
            ok = false;
    }
    intact = ok;
    microtaskP(forget);
    return ok;
}
let clonesOf = null;
let clonesBySource = null;
/** A clone of `re` whose own properties hold the captured protocol (see above). */
function safeClone(re) {
    clonesOf ?? (clonesOf = new SafeWeakMap());
    clonesBySource ?? (clonesBySource = new SafeMap());
    let c = clonesOf.get(re);
    if (c)
        return c;
    // Source and flags through the captured getters, which read internal slots; the clone is made from
    // strings, so the constructor looks nothing up on a pattern object (IsRegExp reads Symbol.match).
    let letters = '';
    for (let i = 0; i < FLAG_KEYS.length; i++) {
        const get = RP_AT_LOAD[FIRST_FLAG + i];
        if (get && uncurry(get)(re))
            letters += FLAG_LETTERS[i];
    }
    const source = sourceGet ? uncurry(sourceGet)(re) : '(?:)';
    // Literals in a function are new objects on every call: one clone per source and flags.
    const key = source + '\u0000' + letters;
    c = clonesBySource.get(key);
    if (!c) {
        c = new RegExpP(source, letters);
        const own = {};
        for (let i = 0; i < FLAG_KEYS.length; i++) {
            const get = RP_AT_LOAD[FIRST_FLAG + i];
            if (get)
                own[FLAG_KEYS[i]] = { value: uncurry(get)(c) };
        }
        own['exec'] = { value: RP_AT_LOAD[0] };
        own[Symbol.replace] = { value: RP_AT_LOAD[2] };
        defineProps(c, own);
        // Read through the captured getter, which now finds the own flag values.
        if (flagsGet)
            defineProps(c, { flags: { value: uncurry(flagsGet)(c) } });
        clonesBySource.set(key, c);
    }
    clonesOf.set(re, c);
    return c;
}
const strReplace = (s, re, by) => replaceP(s, typeof re === 'string' || regExpIntact() ? re : safeClone(re), by);
/** `re.test(s)`; the builtin exec reads flags from internal slots, so only `exec` is looked up. */
const reTest = (re, s) => (regExpIntact() ? testP(re, s) : execP(re, s) !== null);
/** The builtin exec itself: it looks nothing up on the pattern. */
const reExec = execP;
const WS_RUN$1 = /\s+/g;
/** Every run of white space as one space (not trimmed): the one copy of this rule in page code. */
function collapseSpaces(s) {
    return strReplace(s, WS_RUN$1, ' ');
}
/** `s.trim().split(/\s+/)` without a RegExp separator: runs of white space become one space first. */
function splitSpaces(s) {
    return strSplit(strReplace(strTrim(s), WS_RUN$1, ' '), ' ');
}
/** A lookup table from a space-separated word list (smaller in the bundle than an object literal). */
function wordSet(words) {
    const out = objectCreate(null);
    const parts = strSplit(words, ' ');
    for (let i = 0; i < parts.length; i++)
        out[parts[i]] = true;
    return out;
}
/** Random hex (crypto.getRandomValues where available, captured at load). */
const cryptoObj = g['crypto'];
const grv = cryptoObj && typeof cryptoObj.getRandomValues === 'function'
    ? FPbind.call(cryptoObj.getRandomValues, cryptoObj)
    : null;
function randomHex(words) {
    const a = new Uint32Array(words);
    if (grv)
        grv(a);
    else
        for (let i = 0; i < words; i++)
            a[i] = Math.floor(Math.random() * 0x100000000);
    let s = '';
    for (let i = 0; i < words; i++)
        s += strSlice('0000000' + a[i].toString(16), -8);
    return s;
}

/**
 * Escaping of page-controlled strings in the text formats. A page must not be able to forge a
 * registry line or an element: names, text and attribute values lose line breaks and bidi control
 * characters, and `<`, `>`, `[` and `]` become entities, so `[7] <button>Pay now</button>` inside a
 * link's text renders as `&#91;7&#93; &lt;button&gt;Pay now&lt;/button&gt;`: inert text.
 */
// C0/C1 controls (incl. CR/LF/TAB/NUL), line/paragraph separators, bidi embeddings, overrides and
// isolates (U+202A-U+202E, U+2066-U+2069), BOM.
const CONTROLS$1 = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]+/g;
const SPECIAL = /[<>[\]&]/g;
const ENTITY = { '<': '&lt;', '>': '&gt;', '[': '&#91;', ']': '&#93;', '&': '&amp;' };
// Fast paths: most names, texts and values contain nothing to escape. One test (no global flag, so no
// lastIndex state) answers that without the three replace passes and the strings they allocate.
const NEEDS_TEXT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff<>[\]&]/;
const NEEDS_ATTR = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff<>[\]&"]/;
const BARE = /^[A-Za-z0-9_./:#@%+-]+$/;
/** Text content between tags. */
function escapeText(s) {
    if (!reTest(NEEDS_TEXT, s))
        return s;
    return strReplace(strReplace(s, CONTROLS$1, ' '), SPECIAL, (c) => ENTITY[c]);
}
/** An attribute value: quoted when it needs quoting, with `"` as &quot;. */
function escapeAttr(s) {
    // A bare value has no character that any replacement below would touch.
    if (reTest(BARE, s))
        return s;
    if (!reTest(NEEDS_ATTR, s))
        return `"${s}"`;
    const t = strReplace(strReplace(strReplace(s, CONTROLS$1, ' '), SPECIAL, (c) => ENTITY[c]), /"/g, '&quot;');
    return t !== '' && reTest(BARE, t) ? t : `"${t}"`;
}
/** Truncate to `max` characters with an ellipsis. */
function truncate(s, max) {
    return s.length > max ? strSlice(s, 0, max > 1 ? max - 1 : max) + '\u2026' : s;
}
/**
 * Truncate to about `max` characters by cutting the middle: the start says what the text is, the end
 * is the text nearest what follows (a table's first row before its buttons, after the heading and
 * the column headers). Both keep whole words where a word boundary lies near the cut.
 */
function truncateMiddle(s, max) {
    if (s.length <= max || max < 20)
        return truncate(s, max);
    const h = mathFloor(max * 0.3);
    let tail = strSlice(s, s.length - (max - h - 3));
    const sp = strIndexOf(tail, ' ');
    if (sp >= 0 && sp * 4 < tail.length)
        tail = strSlice(tail, sp + 1);
    let k = h;
    while (k > h / 2 && s[k] !== ' ')
        k--;
    return `${strTrim(strSlice(s, 0, s[k] === ' ' ? k : h))} \u2026 ${tail}`;
}
/** Where a run of page text crosses the edge of a box that sets its text apart (renderText.ts). */
const LINE_EDGE = '\n';
const EDGES = / *\n */g;
/**
 * A run of page text (its layout lines joined by LINE_EDGE) cut to about `max` characters, the lines
 * joined by a space. A run of short lines (a log, a feed, a list of results) keeps whole lines: those
 * at its end (a log appends at the bottom) up to the tail's share of truncateMiddle, then those at its
 * start in the room the end left, so each line's fact is shown whole or not at all. Where whole lines
 * would leave most of the room empty (prose: a paragraph longer than the share), the cut falls
 * between words as truncateMiddle's does.
 */
function truncateRun(s, max) {
    if (strIndexOf(s, LINE_EDGE) < 0)
        return truncateMiddle(s, max);
    const flat = strReplace(s, EDGES, ' ');
    if (flat.length <= max || max < 20)
        return truncateMiddle(flat, max);
    const lines = strSplit(s, LINE_EDGE);
    const room = max - 3;
    let tail = '';
    let t = lines.length;
    for (; t > 0; t--) {
        const line = strTrim(lines[t - 1]);
        if (line === '')
            continue;
        const next = tail === '' ? line : `${line} ${tail}`;
        if (next.length > room - mathFloor(max * 0.3))
            break;
        tail = next;
    }
    const head = [];
    let used = tail.length;
    for (let k = 0; k < t; k++) {
        const line = strTrim(lines[k]);
        if (line === '')
            continue;
        if (used + line.length + 1 > room)
            break;
        used += line.length + 1;
        push(head, line);
    }
    if (tail === '' || head.length === 0 || used < max * 0.7)
        return truncateMiddle(flat, max);
    return `${join(head, ' ')} \u2026 ${tail}`;
}

const TAGS = 'address article aside blockquote br button dd details dialog div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol p pre section select summary table tbody td text tfoot th thead tr ul';
const BLOCK_TAGS = Object.create(null);
{
    const parts = TAGS.split(' ');
    for (let i = 0; i < parts.length; i++)
        BLOCK_TAGS[parts[i]] = true;
}
/**
 * The `block` flag of an element's tree node from its computed display ('' when unknown, as in static
 * mode): any display but `inline` sets the text apart, as Playwright's aria snapshot joins text
 * (`treatAsBlock` in its injected ariaSnapshot.ts), a `br` always. Undefined where the tag's default
 * already says so, so most nodes carry no flag, and on a body (a document's root: nothing beside it).
 */
function blockFlag(tag, display) {
    // SVG <text> is a run of its own wherever it is drawn (SVG 2 §11.2: each is positioned on its
    // own), though its computed display is inline: chart labels must not run together.
    if (display === '' || tag === 'br' || tag === 'body' || tag === 'text')
        return undefined;
    const b = display !== 'inline';
    return b === (BLOCK_TAGS[tag] === true) ? undefined : b;
}
/** Whether layout sets node n's text apart from the text around it. */
function separates(n) {
    return n.block ?? BLOCK_TAGS[n.tag] === true;
}

/**
 * Text of node i's subtree, reading at most `scan` nodes and stopping once longer than `cap`. `skip`
 * (node position, node) leaves out a registered descendant's subtree, with a space in its place.
 * Not trimmed. `concealment`, if given, gets the reason of the first concealed text node left out.
 */
function subtreeText(nodes, i, scan, cap, skip, concealed) {
    const end = i + nodes[i].size;
    const stop = end - i > scan ? i + scan : end;
    let t = '';
    // Whether the text so far ends with a space, and whether a box edge lies since it (the ends of the
    // open boxes are a stack: subtrees nest).
    let space = true;
    let edge = false;
    const ends = [];
    for (let j = i + 1; j < stop && t.length <= cap; j++) {
        while (ends.length > 0 && ends[ends.length - 1] <= j) {
            ends.length--;
            edge = true;
        }
        const n = nodes[j];
        const x = n.text;
        if (x !== undefined) {
            if (x === '')
                continue;
            if (n.concealed !== undefined) {
                if (concealed)
                    concealed.why ?? (concealed.why = n.concealed);
                continue;
            }
            if (edge && !space && x[0] !== ' ')
                t += ' ';
            edge = false;
            t += space && x[0] === ' ' && t !== '' ? strSlice(x, 1) : x;
            space = x[x.length - 1] === ' ';
        }
        else if (skip !== null && n.index !== undefined && skip(j, n)) {
            j += n.size - 1;
            edge = true;
        }
        else if (separates(n)) {
            edge = true;
            if (n.size > 1)
                push(ends, j + n.size);
        }
    }
    return t;
}

function stateFlags(r) {
    const s = r.states;
    let out = '';
    if (s.checked === true)
        out += ' checked';
    else if (s.checked === 'mixed')
        out += ' checked=mixed';
    if (s.selected)
        out += ' selected';
    if (s.expanded !== undefined)
        out += s.expanded ? ' expanded' : ' collapsed';
    if (s.pressed === true)
        out += ' pressed';
    else if (s.pressed === 'mixed')
        out += ' pressed=mixed';
    if (s.disabled)
        out += ' disabled';
    if (s.readonly)
        out += ' readonly';
    if (s.required)
        out += ' required';
    if (s.invalid)
        out += ' invalid';
    if (s.focused)
        out += ' focused';
    if (s.current)
        out += s.current === 'true' ? ' current' : ` current=${escapeAttr(s.current)}`;
    // A scroll container and the room left each way: content beyond it is read by scrolling it.
    const room = r.scroll;
    if (room) {
        out += ' scrollable';
        if (room.up)
            out += ` up=${room.up}`;
        if (room.down)
            out += ` down=${room.down}`;
        if (room.left)
            out += ` left=${room.left}`;
        if (room.right)
            out += ` right=${room.right}`;
    }
    return out;
}
/**
 * An unlabelled file input's name: the text of the button it draws in Chromium and WebKit, which
 * Playwright's accessible name computation gives it in every engine (roleUtils, `input type=file`:
 * its labels, else "Choose File"), so a locator a model writes from this line finds it. The button
 * lives in the engine's closed user-agent shadow tree (Firefox's says "Browse…"), which no page
 * script reads: a fixed word, not the page's state. The chosen file's name is the line's `value`.
 */
const FILE_BUTTON = 'Choose File';
function attr(name, value) {
    return ` ${name}=${escapeAttr(value)}`;
}
/** The ` name=value` list of one element line; `name` is the record's trimmed accessible name. */
function elementAttributes(r, o, fullName) {
    let name = fullName;
    const maxName = o.maxNameLength ?? 80;
    const tag = r.tag;
    const a = r.attributes;
    let attrs = '';
    // The accessible name when a person does not see it as the label (seenLabel.ts): marked as such.
    const nameOnly = r.label !== undefined && name !== '' && tag !== 'img' && tag !== 'iframe';
    if (nameOnly) {
        attrs += attr('name-only', truncate(name, maxName));
        name = '';
    }
    if (a['role'] !== undefined && r.role !== '')
        attrs += attr('role', r.role);
    if (tag === 'input') {
        const type = r.inputType ?? 'text';
        if (type !== 'text')
            attrs += attr('type', type);
        const ph = a['placeholder'];
        if (ph)
            attrs += attr('placeholder', truncate(ph, maxName));
        if (name !== '' && name !== ph)
            attrs += attr('label', truncate(name, maxName));
        else if (fullName === '' && type === 'file')
            attrs += attr('label', FILE_BUTTON);
        if (r.value)
            attrs += attr('value', truncate(r.value, maxName));
    }
    else if (tag === 'textarea') {
        const ph = a['placeholder'];
        if (ph)
            attrs += attr('placeholder', truncate(ph, maxName));
        if (name !== '' && name !== ph)
            attrs += attr('label', truncate(name, maxName));
        if (r.value)
            attrs += attr('value', truncate(r.value, maxName));
    }
    else if (tag === 'select') {
        if (name !== '')
            attrs += attr('label', truncate(name, maxName));
        if (r.value)
            attrs += attr('value', truncate(r.value, maxName));
        const opts = r.options;
        if (opts && opts.length > 0) {
            let list = '';
            const n = opts.length < 12 ? opts.length : 12;
            for (let i = 0; i < n; i++)
                list += (i ? '|' : '') + truncate(opts[i].label, 30);
            if (opts.length > n)
                list += `|\u2026+${opts.length - n}`;
            attrs += attr('options', list);
        }
    }
    else if (r.value && (r.role === 'slider' || r.role === 'spinbutton')) {
        // A custom control carrying its hidden input's value (dom/snapshot/foldHiddenControls.ts).
        attrs += attr('value', truncate(r.value, maxName));
    }
    else if (tag === 'iframe') {
        if (name !== '')
            attrs += attr('title', truncate(name, maxName));
    }
    else if (tag === 'img') {
        if (name !== '')
            attrs += attr('alt', truncate(name, maxName));
    }
    const title = a['title'];
    if (title && title !== fullName && tag !== 'iframe')
        attrs += attr('title', truncate(title, maxName));
    const extra = o.attributes;
    if (extra) {
        for (let i = 0; i < extra.length; i++) {
            const v = a[extra[i]];
            if (v !== undefined)
                attrs += attr(extra[i], truncate(v, 120));
        }
    }
    const b = r.bbox;
    if (o.boxes === true && b)
        attrs += attr('box', `${mathRound(b.x)},${mathRound(b.y)},${mathRound(b.width)},${mathRound(b.height)}`);
    if (o.states !== false)
        attrs += stateFlags(r);
    // Listed only on request (renderText's `hidden`): why a person does not see it.
    if (r.concealed !== undefined)
        attrs += attr('hidden', r.concealed);
    return attrs;
}

const VOID$1 = { input: true, img: true, select: true, iframe: true, textarea: true, area: true };
const WS_RUN = /\s+/g;
/**
 * One element as `<tag attrs>content</tag>`. `own` is the element's text that is not inside listed
 * descendants (a clickable card's own text, without the link and button lines listed under it);
 * without it the record's whole text is used.
 */
function elementLine(r, o, own) {
    return lineOf(r, o, own, null, -1);
}
/** elementLine, with `own` computed from `tree` at node `at` only when the line shows it. */
function lineOf(r, o, own, tree, at) {
    const maxName = o.maxNameLength ?? 80;
    const tag = r.tag;
    const name = strTrim(r.name);
    const attrs = elementAttributes(r, o, name);
    if (VOID$1[tag])
        return `<${tag}${attrs}>`;
    // A name a person does not see (seenLabel.ts) is an attribute that says so; the content is what
    // they see.
    const content = r.label !== undefined
        ? r.label
        : name !== ''
            ? dedupeLead(name)
            : ownsNoText(r, undefined)
                    ? ''
                    : tree !== null
                        ? ownText(tree, at)
                        : r.text;
    const body = escapeText(truncate(content, maxName));
    return o.syntax === 'html' ? `<${tag}${attrs}>${body}</${tag}>` : `<${tag}${attrs}>${body}`;
}
/**
 * Whether what lies under a listed element is page text rather than the element's own text (the
 * content of its line): the document's body or root, listed for a listener there, which is event
 * delegation for the whole page (its text is the page's, not the label of something to click: a
 * log the page writes under it must read as page text, not be cut to one line's length); and a frame
 * host, whose subtree is another document stitched under it (core/stitch), whose text is that
 * document's page text. `n` is the element's tree node when there is one.
 */
function ownsNoText(r, n) {
    return r.tag === 'body' || r.tag === 'html' || (n !== undefined && n.frame !== undefined);
}
/**
 * News cards name their link twice: an image's alt and the headline next to it are the same words
 * (`Storm hits coast Storm hits coast Reuters 3/9`). Drop the repeat at the start of a name: same
 * accessible name for the agent's purpose, fewer tokens on such pages.
 */
function dedupeLead(name) {
    const first = name[0];
    const len = name.length;
    let words = 1;
    // From space to space (indexOf, not a loop over every character): a candidate repeat starts after one.
    for (let i = strIndexOf(name, ' ', 1); i !== -1 && i * 2 < len; i = strIndexOf(name, ' ', i + 1)) {
        words++;
        // Three words at least: a headline, not a name that is a repeat by nature ("New York New York").
        if (words < 4 || name[i + 1] !== first)
            continue;
        let same = true;
        for (let j = 0; j < i && same; j++)
            if (name[j] !== name[i + 1 + j])
                same = false;
        if (same)
            return strSlice(name, i + 1);
    }
    return name;
}
/** Text in node i's subtree that is not inside a listed descendant (bounded scan). */
function ownText(tree, i) {
    const skip = (j, n) => {
        const r = tree.rec(j, n.index);
        return r !== undefined && tree.shown(r);
    };
    return strTrim(strReplace(subtreeText(tree.nodes, i, 2000, 199, skip), WS_RUN, ' '));
}

/**
 * Labels whose control is itself listed are folded into it. Returns the indexes to skip. Most pages
 * have few labels: without any, no map is built. `listed` is the renderer's own test of whether an
 * element has a line (a concealed control has none unless hidden ones are asked for, so its label
 * stays).
 */
function foldedLabels(els, listed) {
    const skip = new SafeSet();
    let labels = false;
    let labelsFor = false;
    for (let i = 0; i < els.length; i++) {
        const r = els[i];
        if (r.tag !== 'label')
            continue;
        labels = true;
        if (r.attributes['for'] !== undefined)
            labelsFor = true;
    }
    if (!labels)
        return skip;
    // Per frame, then per id: no concatenated key per element with an id.
    const byId = new SafeMap();
    const hasListedChildControl = new SafeSet();
    for (let i = 0; i < els.length; i++) {
        const r = els[i];
        if (labelsFor) {
            const id = r.attributes['id'];
            if (id !== undefined) {
                let m = byId.get(r.frame);
                if (m === undefined) {
                    m = new SafeMap();
                    byId.set(r.frame, m);
                }
                m.set(id, r);
            }
        }
        if (r.parent !== null && listed(r) && (r.tag === 'input' || r.tag === 'select' || r.tag === 'textarea')) {
            hasListedChildControl.add(r.parent);
        }
    }
    for (let i = 0; i < els.length; i++) {
        const r = els[i];
        if (r.tag !== 'label')
            continue;
        const f = r.attributes['for'];
        const m = f !== undefined ? byId.get(r.frame) : undefined;
        const target = m !== undefined ? m.get(f) : undefined;
        if ((target && listed(target)) || hasListedChildControl.has(r.index))
            skip.add(r.index);
    }
    return skip;
}

/** `(scrolled 1200px of 5400px; 600px above, 3600px below)` when the page scrolls vertically. */
function scrollHeader(s) {
    const v = s.viewport;
    const total = v.scrollHeight;
    if (!(total > v.height + 1))
        return '';
    const above = mathMax(0, mathRound(v.scrollY));
    const below = mathMax(0, mathRound(total - v.scrollY - v.height));
    return `(scrolled ${above}px of ${mathRound(total)}px; ${above}px above, ${below}px below)`;
}

const CHARS_PER_TOKEN = 3.6;
/** Line flags, one small integer per line: where + 1 (bits 0-1), element (bit 2), priority (bits 3-4). */
const ELEMENT = 4;
const whereOf = (m) => (m & 3) - 1;
const priorityOf = (m) => m >> 3;
/**
 * Drops the runs of page text outside the viewport, in place (`texts` and `flags` are parallel);
 * returns how many characters were dropped.
 */
function dropOffscreenText(texts, flags) {
    const count = texts.length;
    let hiddenText = 0;
    // A run of text sits between the element before it and the element after it: it is in the
    // viewport when either of them is (the tree has no boxes for text nodes). Marked from the end,
    // then compacted in place.
    let next = 1;
    let dropped = 0;
    const drop = new Uint8ArrayCtor(count);
    for (let i = count - 1; i >= 0; i--) {
        const f = flags[i];
        if (f & ELEMENT)
            next = whereOf(f);
        else if (whereOf(f) !== 0 && next !== 0) {
            hiddenText += texts[i].length;
            drop[i] = 1;
            dropped++;
        }
    }
    if (dropped > 0) {
        let k = 0;
        for (let i = 0; i < count; i++) {
            if (drop[i] === 1)
                continue;
            texts[k] = texts[i];
            flags[k] = flags[i];
            k++;
        }
        texts.length = k;
        flags.length = k;
    }
    return hiddenText;
}
/** The text: the scroll header, the lines the budget keeps, then the summary lines. */
function fitLines(s, o, texts, flags, hiddenText) {
    const count = texts.length;
    const header = scrollHeader(s);
    const limit = o.maxChars ?? (o.maxTokens !== undefined ? mathRound(o.maxTokens * CHARS_PER_TOKEN) : Infinity);
    const tail = [];
    if (hiddenText > 0)
        push(tail, `... ${hiddenText} characters of page text outside the viewport (scroll to read them)`);
    if (s.truncated)
        push(tail, `... snapshot truncated: ${s.truncatedReason ?? 'limit reached'}`);
    const above = (n) => `... ${n} more elements above the viewport (scroll up to see)`;
    const below = (n) => `... ${n} more elements below the viewport (scroll to see)`;
    // Elements in the viewport a tight budget left out are not "below" it: saying so sends a model
    // scrolling for what is already on screen.
    const inside = (n) => `... ${n} more elements in the viewport (over the budget)`;
    const outLines = [];
    if (header)
        push(outLines, header);
    let omittedAbove = 0;
    let omittedBelow = 0;
    let omittedInside = 0;
    if (limit !== Infinity) {
        // Room for the header and every summary line at its longest, so the result stays within budget.
        let reserve = header ? header.length + 1 : 0;
        for (let i = 0; i < tail.length; i++)
            reserve += tail[i].length + 1;
        reserve += above(count).length + below(count).length + 2;
        const budget = limit - reserve;
        // Lines by priority, then in page order: one pass per priority class (0, 1, 2).
        const keep = new Uint8ArrayCtor(count);
        let used = 0;
        for (let p = 0; p < 3; p++) {
            for (let i = 0; i < count; i++) {
                if (priorityOf(flags[i]) !== p)
                    continue;
                const len = texts[i].length;
                if (used + len + 1 > budget)
                    continue;
                used += len + 1;
                keep[i] = 1;
            }
        }
        for (let i = 0; i < count; i++) {
            const f = flags[i];
            if (keep[i] === 1)
                push(outLines, texts[i]);
            else if (f & ELEMENT) {
                const w = whereOf(f);
                if (w < 0)
                    omittedAbove++;
                else if (w === 0)
                    omittedInside++;
                else
                    omittedBelow++;
            }
        }
    }
    else {
        for (let i = 0; i < count; i++)
            push(outLines, texts[i]);
    }
    if (omittedAbove > 0)
        push(outLines, above(omittedAbove));
    if (omittedInside > 0)
        push(outLines, inside(omittedInside));
    if (omittedBelow > 0)
        push(outLines, below(omittedBelow));
    for (let i = 0; i < tail.length; i++)
        push(outLines, tail[i]);
    let out = join(outLines, '\n');
    // A budget smaller than the summary itself: the budget wins, whole lines first.
    while (out.length > limit && outLines.length > 1) {
        outLines.length--;
        out = join(outLines, '\n');
    }
    if (out.length > limit)
        out = strSlice(out, 0, limit > 1 ? limit - 1 : 0) + (limit > 0 ? '\u2026' : '');
    return out;
}

/*
 * Performance notes (render must stay a small fraction of the snapshot, and it runs in the page right
 * after a snapshot has filled the young generation, so every allocation risks paying for a GC):
 *  - page text runs are built with `+=` and read only when flushed (reading a char of a growing rope
 *    flattens it: quadratic copying on long articles);
 *  - a tree node finds its record through `ElementRecord.node` (one array, no Map of every index);
 *  - the text of a listed element's subtree (`ownText`) is computed only for the few elements that
 *    show it: unnamed, non-void ones;
 *  - lines are parallel arrays, not one object per line, and the budget picks lines by priority
 *    class in three passes instead of sorting them.
 */
function renderText(s, o = {}) {
    const els = s.elements;
    const nodes = s.tree.nodes;
    const nNodes = nodes.length;
    const useBid = o.ids === 'bid';
    const showHidden = o.hidden === true;
    const markNew = o.markNew !== false && s.diff !== null;
    // What a person cannot see (not visible, or concealed: concealment.ts) is listed only on request.
    const listed = (r) => showHidden || isSeen(r);
    const skip = foldedLabels(els, listed);
    const skipAny = skip.size > 0;
    const shown = (r) => listed(r) && !(skipAny && skip.has(r.index));
    const vh = s.viewport.height;
    // By index, for indentation and for a tree node whose record does not point back to it; built on
    // first use.
    let byIndexMap = null;
    const byIndex = () => {
        if (byIndexMap === null) {
            byIndexMap = new SafeMap();
            for (let i = 0; i < els.length; i++)
                byIndexMap.set(els[i].index, els[i]);
        }
        return byIndexMap;
    };
    const sep = o.syntax === 'html' ? ' ' : '';
    let contentMode = o.content === false || o.content === 'none' ? 0 : o.content === true || o.content === 'all' ? 2 : 1;
    // Without geometry (static mode) nothing is known to be in the viewport: show all the text.
    let geometry = false;
    for (let i = 0; i < els.length && !geometry; i++)
        if (els[i].bbox)
            geometry = true;
    if (contentMode === 1 && !geometry)
        contentMode = 2;
    const maxContent = o.maxContentLength ?? 100;
    const texts = [];
    const flags = [];
    const addElement = (r, tree, at) => {
        const b = r.bbox;
        const where = !b ? 1 : b.y + b.height < 0 ? -1 : b.y > vh ? 1 : 0;
        const ind = o.indent ? indentOf(r, byIndex(), listed, skip) : '';
        const id = useBid ? r.bid : String(r.index);
        const star = markNew && r.isNew ? '*' : '';
        push(texts, `${ind}${star}[${id}]${sep}${lineOf(r, o, undefined, tree, at)}`);
        push(flags, where + 1 + ELEMENT + ((where === 0 ? (r.isInteractive ? 0 : 1) : 2) << 3));
        return where;
    };
    if (nNodes > 0) {
        // Node -> position in els + 1 (0: none), through each record's `node`, checked against the node's
        // index. Filled densely so no read ever looks at Array.prototype.
        const recPos = new Array(nNodes);
        for (let i = 0; i < nNodes; i++)
            recPos[i] = 0;
        for (let e = 0; e < els.length; e++) {
            const k = els[e].node;
            if (k >= 0 && k < nNodes && nodes[k].index === els[e].index)
                recPos[k] = e + 1;
        }
        const rec = (i, ix) => {
            const e = recPos[i];
            return e !== 0 ? els[e - 1] : byIndex().get(ix);
        };
        const tree = { nodes, rec, shown };
        // Walk the tree in order: registered nodes give element lines, text outside them gives content.
        const inside = new Uint8ArrayCtor(nNodes);
        let lastWhere = 0;
        // A run of page text is built by `+=` and read once, at flush. Whether it ends with a space is
        // kept in a flag: reading `run[run.length - 1]` flattened the growing rope on every text node
        // (quadratic copying on long articles). Only `maxContent` characters of it are shown, its start
        // and its end (truncateRun), so once its trimmed text is longer than that, `head` keeps its
        // first `capBase` characters and `run` only its latest ones: linear, whatever the run's length.
        // Where a box sets its text apart the run holds LINE_EDGE, so the cut can keep whole lines.
        const capBase = maxContent >= 1 && maxContent <= 1e6 ? maxContent + 64 : Infinity;
        let run = '';
        let head = '';
        let runSpace = false;
        let runCap = capBase;
        // Where the boxes that set their text apart end (subtrees nest: a stack), for a space there.
        const ends = [];
        const flush = () => {
            if (run.length === 0)
                return;
            const t = strTrim(head + run);
            run = head = '';
            runCap = capBase;
            if (t === '')
                return;
            push(texts, escapeText(truncateRun(t, maxContent)));
            push(flags, lastWhere + 1 + ((lastWhere === 0 ? 1 : 2) << 3));
        };
        const gap = () => {
            if (run.length !== 0 && !runSpace) {
                run += LINE_EDGE;
                runSpace = true;
            }
        };
        for (let i = 0; i < nNodes; i++) {
            while (ends.length > 0 && ends[ends.length - 1] <= i) {
                ends.length--;
                gap();
            }
            const n = nodes[i];
            const p = n.parent;
            const parentInside = p >= 0 && inside[p] === 1;
            const ix = n.index;
            if (ix !== undefined) {
                const r = rec(i, ix);
                const folded = r !== undefined && skipAny && skip.has(r.index);
                const isListed = r !== undefined && listed(r) && !folded;
                // A folded label's text is the control's name: do not repeat it as content. A listed body or
                // frame host owns no text (ownsNoText): what lies under it is page text.
                if (parentInside || isListed || folded)
                    inside[i] = isListed && ownsNoText(r, n) ? 0 : 1;
                if (isListed) {
                    flush();
                    lastWhere = addElement(r, tree, i);
                }
                else
                    gap();
                continue;
            }
            if (parentInside)
                inside[i] = 1;
            // With content off no run is ever shown: do not build them.
            if (contentMode === 0 || parentInside)
                continue;
            if (n.tag === '#text') {
                const t = n.text;
                if (n.concealed !== undefined) {
                    // Text a person cannot see: left out, or on a line of its own that says why.
                    if (showHidden && t && strTrim(t) !== '') {
                        flush();
                        push(texts, `[hidden=${n.concealed}] ${escapeText(truncate(strTrim(t), maxContent))}`);
                        push(flags, lastWhere + 1 + ((lastWhere === 0 ? 1 : 2) << 3));
                    }
                    continue;
                }
                if (t) {
                    // A text node's leading space (white space before it, traversal.ts) after a space: one space.
                    run += runSpace && t[0] === ' ' ? strSlice(t, 1) : t;
                    runSpace = t[t.length - 1] === ' ';
                    if (run.length > runCap) {
                        if (head !== '' || strTrim(run).length > maxContent) {
                            if (head === '')
                                head = strSlice(run, 0, capBase);
                            run = strSlice(run, run.length - capBase);
                            runCap = capBase * 2;
                        }
                        else
                            runCap = run.length * 2; // mostly white space so far: look again at twice the length
                    }
                }
            }
            else if (separates(n)) {
                gap();
                if (n.size > 1)
                    push(ends, i + n.size);
            }
        }
        flush();
    }
    else {
        for (let i = 0; i < els.length; i++)
            if (shown(els[i]))
                addElement(els[i], null, -1);
    }
    const hiddenText = contentMode === 1 ? dropOffscreenText(texts, flags) : 0;
    const warn = s.warnings ? s.warnings[0] : null;
    const notice = warn ? `[!] warning: ${warn.message}\n` : '';
    // The notice counts against the character budget like every other line.
    const out = fitLines(s, notice !== '' && o.maxChars !== undefined ? { ...o, maxChars: o.maxChars - notice.length } : o, texts, flags, hiddenText);
    // The warning about hidden text that talks to the model, as one notice line only pagemark can
    // write (page text never starts a line with `[`: escapeText.ts). The page's snapshot carries it
    // (dom/snapshot/snapshot.ts's finish); hosts judge it again after stitching frames (withWarnings).
    return notice + out;
}
function indentOf(r, byIndex, listed, skip) {
    let d = 0;
    let p = r.parent;
    for (let guard = 0; p !== null && guard < 200; guard++) {
        const pr = byIndex.get(p);
        if (!pr)
            break;
        if (listed(pr) && !skip.has(pr.index))
            d++;
        p = pr.parent;
    }
    let s = '';
    for (let i = 0; i < d; i++)
        s += '\t';
    return s;
}

const KEEP = [
    'href',
    'src',
    'alt',
    'title',
    'type',
    'name',
    'value',
    'placeholder',
    'aria-label',
    'role',
    'data-testid',
];
const VOID = wordSet('area br hr img input wbr embed source');
function escText(s) {
    return strReplace(s, /[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}
function escAttr(s) {
    return strReplace(s, /[&<>"\u0000-\u001f]/g, (c) => c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : ' ');
}
/** Tag names come from the page (custom elements): keep only valid name characters. */
function safeTag(t) {
    const s = strReplace(t, /[^a-z0-9-]/gi, '');
    // <plaintext> never ends: everything after its start tag would parse as text (HTML §13.2.5.1).
    return s === '' ? 'span' : toLower(s) === 'plaintext' ? 'pre' : s;
}
/** Elements whose content the HTML parser reads as text (raw text and RCDATA, HTML §13.1.2). */
const RAW_TEXT = wordSet('textarea title xmp noembed noframes noscript script style iframe');
function recordAttrs(r, idAttr) {
    let out = idAttr === 'bid' ? ` bid="${escAttr(r.bid)}"` : ` data-element-id="${escAttr(r.elementId)}"`;
    const a = r.attributes;
    for (let i = 0; i < KEEP.length; i++) {
        const k = KEEP[i];
        if (k === 'value' && r.value !== undefined)
            continue;
        const v = a[k];
        if (v !== undefined)
            out += ` ${k}="${escAttr(v)}"`;
    }
    if (r.value !== undefined && r.tag !== 'select' && r.value !== '')
        out += ` value="${escAttr(r.value)}"`;
    // The accessible name when a person does not see it as the label (dom/visibility/seenLabel.ts):
    // flagged on the aria-label shown above when that is it, else given.
    if (r.label !== undefined && r.name !== '' && r.tag !== 'img')
        out += a['aria-label'] === r.name ? ' data-pm-name-only' : ` data-pm-name-only="${escAttr(r.name)}"`;
    if (r.concealed !== undefined)
        out += ` data-pm-hidden="${r.concealed}"`;
    const s = r.states;
    if (s.checked === true)
        out += ' checked';
    if (s.disabled)
        out += ' disabled';
    if (s.selected)
        out += ' selected';
    if (s.required)
        out += ' required';
    if (s.readonly)
        out += ' readonly';
    if (s.expanded !== undefined)
        out += ` aria-expanded="${s.expanded ? 'true' : 'false'}"`;
    return out;
}
function plainAttrs(attrs) {
    if (!attrs)
        return '';
    let out = '';
    for (let i = 0; i < KEEP.length; i++) {
        const v = attrs[KEEP[i]];
        if (v !== undefined)
            out += ` ${KEEP[i]}="${escAttr(v)}"`;
    }
    return out;
}
function selectOptions(r) {
    const opts = r.options;
    if (!opts)
        return '';
    let out = '';
    for (let i = 0; i < opts.length; i++) {
        const o = opts[i];
        out += `<option value="${escAttr(o.value)}"${o.selected ? ' selected' : ''}>${escText(o.label)}</option>`;
    }
    return out;
}
function renderHtml(s, o = {}) {
    const mode = o.mode ?? 'structure';
    const idAttr = o.idAttribute ?? 'elementId';
    const byIndex = new SafeMap();
    for (let i = 0; i < s.elements.length; i++)
        byIndex.set(s.elements[i].index, s.elements[i]);
    const showHidden = o.hidden === true;
    const shown = (r) => !!r && (showHidden || isSeen(r));
    if (mode === 'minimal' || mode === 'interactive-only')
        return renderFlat(s, byIndex, shown, mode, idAttr);
    const nodes = s.tree.nodes;
    const n = nodes.length;
    // keep[i]: the node has content worth showing in its subtree.
    const keep = new Array(n);
    const keptChildren = new Array(n);
    const keptText = new Array(n);
    for (let i = 0; i < n; i++) {
        keep[i] = false;
        keptChildren[i] = 0;
        keptText[i] = false;
    }
    for (let i = n - 1; i >= 0; i--) {
        const nd = nodes[i];
        const r = nd.index !== undefined ? byIndex.get(nd.index) : undefined;
        if (nd.tag === '#text')
            keep[i] = !!nd.text && nd.text !== ' ' && (showHidden || nd.concealed === undefined);
        else if (r && !shown(r))
            keep[i] = false;
        else if (r || nd.tag === 'img' || nd.frame !== undefined)
            keep[i] = true;
        // (children already propagated into keep[i] below)
        const p = nd.parent;
        if (p >= 0 && keep[i]) {
            keep[p] = true;
            if (nd.tag === '#text')
                keptText[p] = true;
            else
                keptChildren[p]++;
        }
    }
    const out = [];
    const stack = [];
    let i = 0;
    while (i < n) {
        while (stack.length > 0 && stack[stack.length - 1].end <= i)
            out[out.length] = pop(stack).close;
        const nd = nodes[i];
        if (!keep[i]) {
            i += nd.size > 0 ? nd.size : 1;
            continue;
        }
        if (nd.tag === '#text') {
            push(out, nd.concealed !== undefined
                ? `<span data-pm-hidden="${nd.concealed}">${escText(nd.text)}</span>`
                : escText(nd.text));
            i++;
            continue;
        }
        const r = nd.index !== undefined ? byIndex.get(nd.index) : undefined;
        const tag = safeTag(nd.tag);
        const isFrameHost = nd.frame !== undefined;
        const condense = mode === 'structure' && !r && !nd.attrs && !isFrameHost && keptChildren[i] === 1 && !keptText[i] && tag !== 'img';
        if (condense) {
            i++;
            continue;
        }
        const nl = BLOCK_TAGS[tag] ? '\n' : '';
        const attrs = r ? recordAttrs(r, idAttr) : plainAttrs(nd.attrs);
        if (isFrameHost) {
            // The iframe element itself, then its document's content in a section that follows it.
            push(out, `${nl}<${tag}${attrs}></${tag}>\n<section data-frame="${escAttr(nd.frame)}">`);
            stack[stack.length] = { end: i + nd.size, close: '</section>\n' };
            i++;
            continue;
        }
        if (VOID[tag]) {
            push(out, `${nl}<${tag}${attrs}>`);
            i += nd.size;
            continue;
        }
        if (RAW_TEXT[tag] && keptChildren[i] > 0) {
            // Raw-text and RCDATA elements (HTML §13.1.2.1) parse their content as text: elements a script
            // put inside one would be lost when the output is parsed back. Close it and let the children
            // follow as siblings.
            push(out, `${nl}<${tag}${attrs}></${tag}>`);
            i++;
            continue;
        }
        push(out, `${nl}<${tag}${attrs}>`);
        if (r && tag === 'select')
            push(out, selectOptions(r));
        stack[stack.length] = { end: i + nd.size, close: `</${tag}>` };
        i++;
    }
    while (stack.length > 0)
        out[out.length] = pop(stack).close;
    return strReplace(join(out, ''), /^\n+/, '');
}
function renderFlat(s, byIndex, shown, mode, idAttr) {
    const out = [];
    for (let i = 0; i < s.elements.length; i++) {
        const r = s.elements[i];
        if (!shown(r))
            continue;
        if (mode === 'interactive-only' && !r.isInteractive)
            continue;
        const tag = safeTag(r.tag);
        const attrs = recordAttrs(r, idAttr);
        if (VOID[tag])
            push(out, `<${tag}${attrs}>`);
        else if (tag === 'select')
            push(out, `<${tag}${attrs}>${selectOptions(r)}</${tag}>`);
        else
            push(out, `<${tag}${attrs}>${escText(r.label !== undefined ? r.label : r.name !== '' ? r.name : r.text)}</${tag}>`);
    }
    return join(out, '\n');
}

function field(key, wire, notInJson) {
    return notInJson ? { key, wire, notInJson } : { key, wire };
}
const FIELDS = [
    field('index', 0),
    field('bid', 1),
    field('elementId', 2),
    field('tag', 3),
    field('role', 4),
    field('name', 5),
    field('label', 'extra'),
    field('description', 'extra'),
    field('text', 6),
    field('value', 'extra'),
    field('inputType', 'extra'),
    field('attributes', 7),
    field('states', 8),
    field('options', 'extra'),
    field('bbox', 10),
    field('visibility', 11),
    field('isVisible', 12),
    field('concealed', 'extra'),
    field('inViewport', 13),
    field('isInteractive', 14),
    field('kind', 15),
    field('isTopElement', 16),
    field('obscuredBy', 17),
    field('clickable', 18),
    field('setOfMarks', 19),
    field('frame', 20),
    field('parent', 21),
    field('depth', 22),
    field('reason', 23),
    field('isNew', 24),
    field('locators', 9),
    field('node', 25, true),
    field('scroll', 'extra', true),
];
/** The JSON render's keys, in its order. */
const JSON_RECORD_KEYS = jsonKeys();
/** The wire array's fields, by position (the order the walk creates a record's keys in). */
const WIRE_RECORD_FIELDS = wireFields();
function jsonKeys() {
    const out = [];
    for (let i = 0; i < FIELDS.length; i++) {
        const f = FIELDS[i];
        if (!f.notInJson)
            push(out, f.key);
    }
    return out;
}
function wireFields() {
    const out = [];
    for (let i = 0; i < FIELDS.length; i++) {
        const f = FIELDS[i];
        if (f.wire !== 'extra')
            out[f.wire] = f.key;
    }
    return out;
}

function renderJson(s, o = {}) {
    const elements = [];
    for (let i = 0; i < s.elements.length; i++) {
        const r = s.elements[i];
        if (o.visibleOnly && !isSeen(r))
            continue;
        const out = {};
        for (let k = 0; k < JSON_RECORD_KEYS.length; k++) {
            const v = r[JSON_RECORD_KEYS[k]];
            if (v !== undefined)
                out[JSON_RECORD_KEYS[k]] = v;
        }
        push(elements, out);
    }
    const doc = {
        url: s.url,
        title: s.title,
        viewport: s.viewport,
        focusedBid: s.focusedBid,
        frames: s.frames,
        truncated: s.truncated,
        ...(s.warnings ? { warnings: s.warnings } : {}),
        elements,
    };
    return jsonStringify(doc, null, o.indent ?? 0);
}

const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]+/g;
function clean(s) {
    return strReplace(strReplace(strReplace(s, CONTROLS, ' '), /\[/g, '('), /\]/g, ')');
}
function q1(s) {
    return "'" + strReplace(clean(s), /'/g, "\\'") + "'";
}
function q2(s) {
    return '"' + strReplace(clean(s), /"/g, '\\"') + '"';
}
function props(r) {
    const s = r.states;
    let out = '';
    if (s.checked !== undefined)
        out += `, checked='${s.checked === 'mixed' ? 'mixed' : s.checked ? 'true' : 'false'}'`;
    if (s.selected)
        out += ', selected=True';
    if (s.expanded !== undefined)
        out += `, expanded=${s.expanded ? 'True' : 'False'}`;
    if (s.pressed !== undefined)
        out += `, pressed='${String(s.pressed)}'`;
    if (s.disabled)
        out += ', disabled=True';
    if (s.required)
        out += ', required=True';
    if (s.readonly)
        out += ', readonly=True';
    if (s.focused)
        out += ', focused';
    if (s.level !== undefined)
        out += `, level=${s.level}`;
    if (r.value !== undefined && r.value !== '')
        out += `, value=${q1(truncate(r.value, 80))}`;
    if (r.description !== undefined)
        out += `, description=${q1(truncate(r.description, 100))}`;
    // What a person does not see, marked (dom/visibility/concealment.ts, dom/visibility/seenLabel.ts).
    if (r.label !== undefined && r.name !== '')
        out += `, name_only=${q1(truncate(r.name, 100))}`;
    if (r.concealed !== undefined)
        out += `, hidden='${r.concealed}'`;
    return out;
}
function renderAxtree(s, o = {}) {
    const harness = o.flavor === 'harness';
    const listed = (r) => o.hidden === true || isSeen(r);
    const depthOf = new SafeMap();
    const out = [];
    for (let i = 0; i < s.elements.length; i++) {
        const r = s.elements[i];
        if (!listed(r))
            continue;
        const role = r.role !== '' ? r.role : 'generic';
        // A name a person does not see is a property (props); the name shown is the label they see.
        const name = truncate(strTrim(r.label !== undefined ? r.label : r.name !== '' ? r.name : r.text), 100);
        if (harness) {
            let line = `[${r.bid}] ${role} ${q2(name)}`;
            if (r.value !== undefined && r.value !== '')
                line += ` value=${q2(truncate(r.value, 80))}`;
            if (r.visibility >= 0.5)
                line += ', visible';
            if (r.clickable)
                line += ', clickable';
            if (r.label !== undefined && r.name !== '')
                line += `, name_only=${q2(truncate(r.name, 100))}`;
            if (r.concealed !== undefined)
                line += `, hidden=${r.concealed}`;
            push(out, line);
            continue;
        }
        const d = r.parent !== null ? (depthOf.get(r.parent) ?? -1) + 1 : 0;
        depthOf.set(r.index, d);
        let ind = '';
        for (let k = 0; k < d; k++)
            ind += '\t';
        push(out, `${ind}[${r.bid}] ${role} ${q1(name)}${props(r)}`);
        if (r.text !== '' && r.text !== name && r.role !== 'textbox' && r.tag !== 'select') {
            push(out, `${ind}\tStaticText ${q1(truncate(r.text, 100))}`);
        }
    }
    return join(out, '\n');
}

function render(snapshot, format = 'text', options = {}) {
    if (!snapshot || typeof snapshot !== 'object' || !snapshot.elements || !snapshot.tree) {
        throw new UsageError('render(snapshot, format): snapshot must be a pagemark Snapshot');
    }
    switch (format) {
        // The overloads tie the options to the format; at run time each renderer reads only its own.
        case 'text':
            return renderText(snapshot, options);
        case 'html':
            return renderHtml(snapshot, options);
        case 'json':
            return renderJson(snapshot, options);
        case 'axtree':
            return renderAxtree(snapshot, options);
        default:
            throw new UsageError(`render(snapshot, format): unknown format "${String(format)}" (text, html, json, axtree)`);
    }
}

/**
 * Which page bundle the Node hosts (attach, the CLI, the MCP server) inject: the minified one by
 * default, a fifth of the unminified one's bytes, parsed in every frame of every page; the unminified
 * one when PAGEMARK_DEBUG_BUNDLE=1, for reading stack traces and stepping through it in DevTools.
 * The minified one has a source map beside it (pagemark.iife.min.js.map, no sourceMappingURL comment
 * in the bundle: an injected script has no URL to resolve it against).
 */
const DEBUG_BUNDLE_ENV = 'PAGEMARK_DEBUG_BUNDLE';
function bundleFile(dir, env = process.env) {
    const debug = env[DEBUG_BUNDLE_ENV];
    return path.join(dir, debug && debug !== '0' ? 'pagemark.iife.js' : 'pagemark.iife.min.js');
}
/** The bundle a host injects: `options.source` when given, else the file beside the built module. */
function bundleSource(options) {
    return options.source ?? readFileSync(bundleFile(fileURLToPath(new URL('.', import.meta.url))), 'utf8');
}

export { getPrototypeOf as $, dateNow as A, BROWSER_ENV as B, mathMin as C, mathRandom as D, nowP as E, mathRound as F, numToString as G, clip as H, pmError as I, escapeText as J, truncate as K, isSeen as L, elementLine as M, sort as N, toLower as O, PromiseCtor as P, wordSet as Q, charCodeAt as R, SafeSet as S, toUpper as T, UsageError as U, bundleSource as V, randomHex as W, WIRE_RECORD_FIELDS as X, isBrowserWindow as Y, uncurry as Z, getOwnPropertyDescriptor as _, driverError as a, isNativeAs as a0, freshRealm as a1, noteBuiltins as a2, splitSpaces as a3, indexOf as a4, SafeMap as a5, SafeWeakMap as a6, numberParseFloat as a7, numberParseInt as a8, fromCharCode as a9, pop as aa, SafeWeakSet as ab, blockFlag as ac, separates as ad, collapseSpaces as ae, subtreeText as af, builtinsLost as ag, builtinsLostReason as ah, builtinsStatus as ai, bundleFile as b, reTest as c, driverMessage as d, reExec as e, strReplace as f, slice as g, join as h, strSlice as i, jsonParse as j, hasOwn as k, objectKeys as l, mathCeil as m, strIndexOf as n, objectCreate as o, push as p, isArray as q, render as r, strTrim as s, splice as t, jsonStringify as u, setTimeoutP as v, clearTimeoutP as w, strSplit as x, numberIsFinite as y, mathMax as z };
