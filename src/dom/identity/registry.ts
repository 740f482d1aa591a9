/**
 * Page-lifetime identity: which live element has which index, and the records of the last snapshot.
 *
 * Indexes are handed out from one counter for the page's lifetime and never reused, so an index an
 * agent saw once can only ever mean that element (or nothing). Live elements are held weakly: a
 * removed node can be collected; its index then resolves to null (STALE_ELEMENT for actions).
 */
import type { ElementRecord, Snapshot } from '../../core/model/types';
import { randomHex, SafeMap, SafeWeakMap } from '../../builtins/pristine';
import { contentDocument, defaultView, frameElementOf, isConnected, ownerDocument } from '../platform/dom';
import { defineState } from '../platform/instanceState';

type Ref = { deref(): Element | undefined };
const WeakRefCtor = (globalThis as unknown as { WeakRef?: new (e: Element) => Ref }).WeakRef;
const makeRef: (e: Element) => Ref = WeakRefCtor ? (e) => new WeakRefCtor(e) : (e) => ({ deref: () => e }); // no WeakRef (very old engines): hold strongly

/** A registered element that lives in a cross-origin frame, reached through the bridge. */
export interface RemoteRef {
  /** The <iframe> element whose window answers for it. */
  host: Element;
  /** Its bid in that frame's own instance ('5', or 'b7' for a frame nested in it). */
  childBid: string;
  /** Frame id of the host iframe in this document. */
  frame: string;
}

export interface RegistryState {
  nextIndex: number;
  indexOf: WeakMap<Element, number>;
  refs: Map<number, Ref>;
  last: Snapshot | null;
  /** Per-iframe-element frame token ordinal within its parent document, and counters per document. */
  frameOrdinal: WeakMap<Element, number>;
  frameCounter: WeakMap<Document, number>;
  /**
   * Prefix of elementIds: 'pm' in a top-level instance; 'pm' + frame id ('pma', 'pmab') in an instance
   * answering a parent frame over the bridge, so ids stay unique across the stitched page.
   */
  idPrefix: string;
  /** Random id of this registry: a new one after dispose, so (instance, index) never aliases. */
  instance: string;
  /** Records stitched in from cross-origin frames: global index -> where the element really lives. */
  remote: Map<number, RemoteRef>;
  /** (child instance, child index) -> global index, so a remote element keeps its index. */
  remoteIndex: Map<string, number>;
}

function newState(): RegistryState {
  return {
    nextIndex: 1,
    indexOf: new SafeWeakMap(),
    refs: new SafeMap(),
    last: null,
    frameOrdinal: new SafeWeakMap(),
    frameCounter: new SafeWeakMap(),
    idPrefix: 'pm',
    instance: randomHex(4),
    remote: new SafeMap(),
    remoteIndex: new SafeMap(),
  };
}

let state: RegistryState;

export function registryState(): RegistryState {
  return state;
}

/** The element's index, assigning the next one when it has none. */
export function indexFor(el: Element): number {
  let i = state.indexOf.get(el);
  if (i === undefined) {
    i = state.nextIndex++;
    state.indexOf.set(el, i);
    state.refs.set(i, makeRef(el));
  }
  return i;
}

/** This registry's random id (indexes are unique per instance: stitchers key remote indexes by it). */
export function instanceId(): string {
  return state.instance;
}

/** The elementId written to the mark attribute for an index ('pm-12'; 'pma-12' in a bridged frame). */
export function elementIdFor(index: number): string {
  return state.idPrefix + '-' + index;
}

/** Set the elementId prefix (the bridge, when a parent frame asks this instance for a snapshot). */
export function setIdPrefix(prefix: string): void {
  state.idPrefix = prefix;
}

/** Global index for an element of a bridged frame, stable for as long as that frame's instance lives. */
export function remoteIndexFor(key: string, ref: RemoteRef): number {
  let i = state.remoteIndex.get(key);
  if (i === undefined) {
    i = state.nextIndex++;
    state.remoteIndex.set(key, i);
  }
  state.remote.set(i, ref);
  return i;
}

export function remoteRef(index: number): RemoteRef | null {
  return state.remote.get(index) ?? null;
}

/**
 * Reserve `n` consecutive indexes (a driver stitching cross-origin frames host-side numbers their
 * elements from this page's counter, so indexes stay unique and are never reused).
 */
export function reserveIndexes(n: number): number {
  const first = state.nextIndex;
  if (n > 0 && n === Math.floor(n)) state.nextIndex += n;
  return first;
}

/** Give `el` an existing index (a re-rendered node inheriting its predecessor's identity). */
export function adoptIndex(el: Element, index: number): void {
  state.indexOf.set(el, index);
  state.refs.set(index, makeRef(el));
}

export function knownIndexOf(el: Element): number | undefined {
  return state.indexOf.get(el);
}

/**
 * Whether a node is in a document that is still displayed: connected, and its document (and every
 * same-origin frame document above it) is the active document of its browsing context.
 *
 * `isConnected` alone is not enough: when an iframe navigates, the old document object lives on with
 * its nodes still connected to it, but it is no longer fully active and `document.defaultView` is null
 * (HTML, "The Document object" / defaultView: null when the document's browsing context is null).
 * Acting on such a node would hit a dead layout or, worse, the new page at the same coordinates.
 * The frameElement walk also catches a frame whose document was replaced while the old one still
 * reports a view (defensive: a conforming engine nulls defaultView first).
 */
export function isLive(n: Node): boolean {
  if (!isConnected(n)) return false;
  let doc = ownerDocument(n);
  // Nested frames are shallow in practice; the cap only guards against a cycle in a broken DOM.
  for (let depth = 0; doc && depth < 64; depth++) {
    const view = defaultView(doc);
    // null: a discarded or navigated-away document. undefined: a DOM without windows (linkedom
    // documents have one; a DOM implementation with no defaultView at all cannot tell, so live).
    if (view === null) return false;
    if (view === undefined) return true;
    let host: Element | null;
    try {
      host = frameElementOf(view); // null at the top and under a cross-origin parent
    } catch {
      return true;
    }
    if (!host) return true;
    if (!isConnected(host)) return false;
    // The <iframe> getter throws on <frame>/<object> hosts: no answer there, not a dead document.
    let shown: Document | null | undefined;
    try {
      shown = contentDocument(host);
    } catch {
      shown = undefined;
    }
    if (shown !== undefined && shown !== doc) return false;
    doc = ownerDocument(host);
  }
  return true;
}

/**
 * Live element for an index: connected, in a document still displayed (see isLive); null when
 * unknown, collected, detached, or left behind by a frame navigation.
 */
export function elementByIndex(index: number): Element | null {
  const r = state.refs.get(index);
  const el = r ? r.deref() : undefined;
  if (!el) return null;
  return isLive(el) ? el : null;
}

/** Element for an index even when detached (to tell STALE_ELEMENT from NOT_FOUND). */
export function anyElementByIndex(index: number): Element | null {
  const r = state.refs.get(index);
  return (r && r.deref()) || null;
}

export function lastSnapshot(): Snapshot | null {
  return state.last;
}
/**
 * Lookup tables of the last snapshot, built on first use: at 100k records, building three maps in
 * every snapshot costs more than the lookups an agent makes between two snapshots. Each table on its
 * own: the one an action needs (by index, mostly) is one pass, not three; and a lookup made while a
 * snapshot is being taken (occlusion naming a cover that was registered last time) builds one map of
 * the previous snapshot inside a slice, not three.
 */
interface Table<K> {
  of: Snapshot | null;
  map: Map<K, ElementRecord> | null;
}
let byIndex: Table<number>;
let byBid: Table<string>;
let byElementId: Table<string>;

/** Forget everything (dispose; static mode and tests between pages). */
export const resetRegistry = defineState(() => {
  state = newState();
  byIndex = { of: null, map: null };
  byBid = { of: null, map: null };
  byElementId = { of: null, map: null };
});

function lookup<K>(t: Table<K>, keyOf: (r: ElementRecord) => K, k: K): ElementRecord | null {
  if (t.map === null || t.of !== state.last) {
    const m = new SafeMap<K, ElementRecord>();
    const els = state.last ? state.last.elements : [];
    for (let i = 0; i < els.length; i++) m.set(keyOf(els[i]!), els[i]!);
    t.map = m;
    t.of = state.last;
  }
  return t.map.get(k) ?? null;
}

export function recordByIndex(index: number): ElementRecord | null {
  return lookup(byIndex, (r) => r.index, index);
}
export function recordByBid(bid: string): ElementRecord | null {
  return lookup(byBid, (r) => r.bid, bid);
}
export function recordByElementId(id: string): ElementRecord | null {
  return lookup(byElementId, (r) => r.elementId, id);
}

/** Install a finished snapshot as the current one (its lookup tables are built when first needed). */
export function commitSnapshot(s: Snapshot): void {
  state.last = s;
  byIndex.map = byBid.map = byElementId.map = null;
}
