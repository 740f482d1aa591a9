/**
 * The incremental side of a snapshot: before the walk, decide whether cached reads may be reused
 * (and which elements changed); after it, observe what was read and set the new baseline.
 */
import type { Viewport } from '../../core/model/types';
import type { NormalizedSnapshotOptions } from '../../core/model/snapshotOptions';
import type { WalkCache, WalkResult } from '../discovery/walk';
import { afterWalk, takeChanges } from '../incremental/changeTracker';
import { track, trackingAvailable } from '../incremental/observers';
import { cacheKeyIs, resetCache } from '../incremental/elementCache';
import { SafeSet } from '../../builtins/pristine';
import { setLayoutBaseline } from '../incremental/layoutState';
import type { ElementRecord } from '../../core/model/types';
import { defineState } from '../platform/instanceState';

let lastDocs: Node[] | null;
let lastRoots: Node[];
/** The last walk's registered indexes, in order (hit-test results name covering elements by bid). */
let lastIndexes: number[];
/**
 * Snapshots begun and not ended (a sliced snapshotAsync yields to the page between steps). The
 * changes one of them consumed are gone for another that starts meanwhile, which must then read
 * everything afresh; and the one that ends last must not leave a cache the other half-updated.
 */
let open: Set<number>;
defineState(() => {
  lastDocs = null;
  lastRoots = [];
  lastIndexes = [];
  open = new SafeSet();
});
/**
 * Numbers the snapshots begun. A sequence number, not instance state (platform/instanceState.ts): a
 * sliced snapshot still running across dispose must not share its number with one begun after it.
 */
let generation = 0;

export interface IncrementalStart {
  cache: WalkCache;
  /** Why every element is read afresh this time (null: the cache is reused). */
  fullReason: string | null;
  gen: number;
}

export function beginIncremental(o: NormalizedSnapshotOptions, vp: Viewport, doc: Document): IncrementalStart | null {
  if (!o.incremental || !trackingAvailable()) return null;
  // Observe before reading anything: a sliced snapshot yields to the page, whose changes to what
  // was already read must reach the next snapshot (frames and shadow roots: as the walk finds them).
  track(doc, o.markAttribute);
  const gen = ++generation;
  if (open.size > 0) {
    resetCache('');
    open.add(gen);
    return { cache: { changes: null }, fullReason: 'another snapshot was in progress', gen };
  }
  open.add(gen);
  // Everything cached depends on these; the viewport size and zoom also decide media queries.
  const key =
    o.include +
    '|' +
    o.shadow +
    '|' +
    o.frames +
    '|' +
    o.tree +
    '|' +
    o.markAttribute +
    '|' +
    o.maxTextLength +
    '|' +
    o.idPrefix +
    '|' +
    vp.width +
    'x' +
    vp.height +
    '@' +
    vp.devicePixelRatio;
  if (!lastDocs || !cacheKeyIs(key)) {
    const reason = lastDocs ? 'options or viewport changed' : 'first snapshot';
    resetCache(key);
    return { cache: { changes: null }, fullReason: reason, gen };
  }
  const changes = takeChanges(lastDocs, lastRoots);
  if (changes.full) return { cache: { changes: null }, fullReason: changes.full, gen };
  return { cache: { changes }, fullReason: null, gen };
}

export function endIncremental(w: WalkResult, gen: number): void {
  const overlapped = open.size > 1 || !open.has(gen);
  open.delete(gen);
  if (overlapped) {
    abandon();
    return;
  }
  // A walk cut short (deadline, maxElements) or one that lost a subtree to an error left some
  // entries unread while their changes were consumed: the next snapshot starts over.
  let failed = w.truncated;
  for (let i = 0; i < w.errors.length && !failed; i++) if (w.errors[i]!.code === 'ELEMENT_FAILED') failed = true;
  if (failed) {
    abandon();
    return;
  }
  lastDocs = w.docs;
  lastRoots = w.roots;
  afterWalk(w.docs, w.roots);
  setLayoutBaseline(w.scrollers, w.mediaPending, w.docs);
  const idx: number[] = [];
  for (let i = 0; i < w.records.length; i++) idx[i] = w.records[i]!.index;
  lastIndexes = idx;
}

/**
 * Whether the cached hit-test results hold for this walk's records: nothing moved layout, and the
 * same elements are registered as last time (a cover is described by its bid when it is registered,
 * and registration changes without mutations: a listener added, an onclick property set).
 */
export function hitTestsReusable(inc: IncrementalStart | null, records: ElementRecord[]): boolean {
  if (!inc || inc.fullReason !== null || !inc.cache.changes || inc.cache.changes.layout !== null) return false;
  if (records.length !== lastIndexes.length) return false;
  for (let i = 0; i < records.length; i++) if (records[i]!.index !== lastIndexes[i]) return false;
  return true;
}

function abandon(): void {
  lastDocs = null;
  lastIndexes = [];
  resetCache();
}

/** A snapshot that will never end (it threw): the next one starts afresh. */
export function abandonIncremental(gen: number): void {
  open.delete(gen);
  abandon();
}
