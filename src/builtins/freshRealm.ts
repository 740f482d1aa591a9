/**
 * src/builtins/ runs at load and may touch `globalThis` (see pristine.ts).
 *
 * Native checks and a fresh realm, for pages whose scripts replaced built-ins before pagemark loaded
 * (a bookmarklet, the panel or an `evaluate` after load meets Prototype.js-era `Array.prototype`
 * patches, analytics wrappers of `JSON`/`Map`/timers, frameworks patching `Element.prototype`).
 *
 * - `isNativeAs(f, name)`: the function's source is the engine's `function name() { [native code] }`
 *   (ECMA-262 §20.2.3.5 NativeFunction syntax; white space differs between engines), with the name it
 *   should have, so a native function swapped in under another name (`map = filter`) or a bound one
 *   (whose name is "bound x") is caught too.
 * - `freshRealm(g)`: a same-origin `about:blank` iframe created and removed at once. It runs no
 *   script, so it works under CSP and Trusted Types, and its built-ins are the engine's own. Its
 *   interface objects and a few window functions are copied before the frame is removed: Chromium
 *   clears a detached window's globals, while the functions already read keep working on the page's
 *   nodes (WebIDL brand checks accept platform objects of any realm). Made once, only when something
 *   is replaced; the page's own globals are never touched.
 *
 * Imports nothing, so pristine.ts can use it while it captures (nothing else runs before it).
 * This is the one place outside dom/ that touches a document: it runs in the page only, and answers
 * null in Node (no document there).
 */
type Rec = Record<string, unknown>;
type Fn = (...a: unknown[]) => unknown;

const R = Reflect;
const apply = R.apply;
const ownKeysR = R.ownKeys;
const getOwnDesc = R.getOwnPropertyDescriptor;
const protoOfR = R.getPrototypeOf;
const FP = Function.prototype;
/** The toString checks use; pristine.ts switches it to the fresh realm's when the page's lies. */
let toStr: (this: unknown) => string = FP.toString;

/** `src` with its white space dropped is `function[get |set ]name(){[native code]}`. */
export function nativeSource(src: string, name: string): boolean {
  // Indexing and `+` only: String.prototype methods may be the page's.
  let s = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c !== ' ' && c !== '\n' && c !== '\t' && c !== '\r') s += c;
  }
  const tail = name + '(){[nativecode]}';
  return s === 'function' + tail || s === 'functionget' + tail || s === 'functionset' + tail;
}

/** Whether `f` is the engine's own function named `name` (asking `ts`, default the checks' toString). */
export function isNativeAs(f: unknown, name: string, ts: unknown = toStr): boolean {
  try {
    return typeof f === 'function' && nativeSource(apply(ts as Fn, f, []) as string, name);
  } catch {
    return false;
  }
}

/** Use `f` (the fresh realm's Function.prototype.toString) for every later check. */
export function useToString(f: (this: unknown) => string): void {
  toStr = f;
}

/**
 * Whether a Function.prototype.toString (`ts`, default the one checks use) can be trusted: it has no
 * `prototype`, reports itself native, and does not report a function of ours as native. (A
 * replacement that passes these and lies only about what it replaced cannot be told from the
 * engine's own: docs/reliability.md.)
 */
export function toStringTrusted(ts: unknown = toStr): boolean {
  const probe = function probe(): number {
    return 1;
  };
  // A native function has no `prototype`; a `function` written to replace it has one.
  return isNativeAs(ts, 'toString', ts) && !getOwnDesc(ts as Fn, 'prototype') && !isNativeAs(probe, 'probe', ts);
}

function findDesc(o: unknown, name: string): PropertyDescriptor | undefined {
  for (let p = o as object | null; p; p = protoOfR(p) as object | null) {
    const d = getOwnDesc(p, name);
    if (d) return d;
  }
  return undefined;
}
/** A DOM function of `g` by prototype and name, only when native ('get' reads the getter). */
function domFn(g: Rec, ctor: string, name: string, get?: boolean): ((...a: unknown[]) => unknown) | null {
  const c = g[ctor] as { prototype?: unknown } | undefined;
  const d = typeof c === 'function' ? findDesc(c.prototype, name) : undefined;
  const f = d ? (get ? d.get : d.value) : undefined;
  return isNativeAs(f, name) ? (f as (...a: unknown[]) => unknown) : null;
}

/**
 * Whether `g` is a browser window (its [LegacyUnforgeable] `document` getter, which no page script
 * can replace, is native). DOMs written in JavaScript (happy-dom, linkedom) are not, and hold no
 * hostile page: pagemark takes their built-ins as they are.
 */
export function isBrowserWindow(g: Rec): boolean {
  const d = getOwnDesc(g, 'document');
  return !!d && isNativeAs(d.get, 'document');
}

let made = false;
let realm: Rec | null = null;

/** The fresh realm's globals (copied), or null when it cannot be made here (why: builtinsLostReason). */
export function freshRealm(g: Rec): Rec | null {
  if (!made) {
    made = true;
    try {
      realm = open(g);
    } catch {
      builtinsLostReason = 'frame threw';
    }
  }
  return realm;
}

function open(g: Rec): Rec | null {
  const doc = g['document'];
  const create = domFn(g, 'Document', 'createElement');
  const rootOf = domFn(g, 'Document', 'documentElement', true);
  const append = domFn(g, 'Node', 'appendChild');
  const remove = domFn(g, 'Node', 'removeChild');
  const windowOf = domFn(g, 'HTMLIFrameElement', 'contentWindow', true);
  const root = create && rootOf && append && remove && windowOf ? apply(rootOf, doc, []) : null;
  builtinsLostReason = 'no frame';
  if (!root) return null;
  const frame = apply(create!, doc, ['iframe']);
  apply(append!, root, [frame]);
  try {
    const w = apply(windowOf!, frame, []) as Rec;
    // Every global (interface objects, namespaces, timers), read before the frame goes: Chromium
    // clears a detached window's globals.
    const out: Rec = {};
    const keys = ownKeysR(w);
    for (let i = 0; i < keys.length; i++) {
      try {
        out[keys[i] as string] = w[keys[i] as string];
      } catch {}
    }
    // A script that runs in every new frame (an extension's, a test's init script) may have
    // replaced the frame's built-ins too: its toString must pass the same checks.
    const F = out['Function'] as { prototype?: Rec } | undefined;
    builtinsLostReason = 'frame not native';
    if (!toStringTrusted(F?.prototype?.['toString'])) return null;
    builtinsLostReason = 'not in a fresh realm';
    return out;
  } finally {
    apply(remove!, root, [frame]);
  }
}

/**
 * 'native': every built-in pagemark uses is the engine's own in the page; 'recovered': some were
 * replaced before pagemark loaded and were taken from a fresh realm; 'partial': some could not be
 * recovered (`builtinsLost`, why in `builtinsLostReason`).
 */
export type BuiltinsStatus = 'native' | 'recovered' | 'partial';
export let builtinsStatus: BuiltinsStatus = 'native';
export const builtinsLost: string[] = [];
export let builtinsLostReason = '';
/**
 * Record what a capture found (pristine.ts for JS built-ins, dom/platform for DOM functions):
 * `replaced`, something was not native; `lost`, what the fresh realm could not replace.
 */
export function noteBuiltins(replaced: boolean, lost: string[]): void {
  for (let i = 0; i < lost.length; i++) builtinsLost[builtinsLost.length] = lost[i]!;
  if (builtinsLost.length > 0) builtinsStatus = 'partial';
  else if (replaced) builtinsStatus = 'recovered';
}
