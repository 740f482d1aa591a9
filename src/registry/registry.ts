/**
 * Page-lifetime identity: which live element has which index, and the records of the last snapshot.
 *
 * Indexes are handed out from one counter for the page's lifetime and never reused, so an index an
 * agent saw once can only ever mean that element (or nothing). Live elements are held weakly: a
 * removed node can be collected; its index then resolves to null (STALE_ELEMENT for actions).
 */
import type { ElementRecord, Snapshot } from '../model/types';
import { randomHex, SafeMap, SafeWeakMap } from '../platform/pristine';
import { isConnected } from '../platform/dom';

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
  byIndex: Map<number, ElementRecord>;
  byBid: Map<string, ElementRecord>;
  byElementId: Map<string, ElementRecord>;
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
    byIndex: new SafeMap(),
    byBid: new SafeMap(),
    byElementId: new SafeMap(),
    frameOrdinal: new SafeWeakMap(),
    frameCounter: new SafeWeakMap(),
    idPrefix: 'pm',
    instance: randomHex(4),
    remote: new SafeMap(),
    remoteIndex: new SafeMap(),
  };
}

let state: RegistryState = newState();

export function registryState(): RegistryState {
  return state;
}

/** Forget everything (dispose). Indexes restart only for a fresh instance. */
export function resetRegistry(): void {
  state = newState();
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

/** Live, still-connected element for an index; null when unknown, collected or detached. */
export function elementByIndex(index: number): Element | null {
  const r = state.refs.get(index);
  const el = r ? r.deref() : undefined;
  if (!el) return null;
  return isConnected(el) ? el : null;
}

/** Element for an index even when detached (to tell STALE_ELEMENT from NOT_FOUND). */
export function anyElementByIndex(index: number): Element | null {
  const r = state.refs.get(index);
  return (r && r.deref()) || null;
}

export function lastSnapshot(): Snapshot | null {
  return state.last;
}
export function recordByIndex(index: number): ElementRecord | null {
  return state.byIndex.get(index) ?? null;
}
export function recordByBid(bid: string): ElementRecord | null {
  return state.byBid.get(bid) ?? null;
}
export function recordByElementId(id: string): ElementRecord | null {
  return state.byElementId.get(id) ?? null;
}

/** Install a finished snapshot as the current one (lookup tables for actions and highlights). */
export function commitSnapshot(s: Snapshot): void {
  const byIndex = new SafeMap<number, ElementRecord>();
  const byBid = new SafeMap<string, ElementRecord>();
  const byElementId = new SafeMap<string, ElementRecord>();
  const els = s.elements;
  for (let i = 0; i < els.length; i++) {
    const r = els[i]!;
    byIndex.set(r.index, r);
    byBid.set(r.bid, r);
    byElementId.set(r.elementId, r);
  }
  state.last = s;
  state.byIndex = byIndex;
  state.byBid = byBid;
  state.byElementId = byElementId;
}
