/**
 * The incremental side of a snapshot: before the walk, decide whether cached reads may be reused
 * (and which elements changed); after it, observe what was read and set the new baseline.
 */
import type { NormalizedSnapshotOptions, Viewport } from '../model/types';
import type { WalkCache, WalkResult } from '../discovery/walk';
import { afterWalk, resetTracking, takeChanges, trackingAvailable } from './changeTracker';
import { cacheKeyIs, resetCache } from './elementCache';

let lastDocs: Node[] | null = null;
let lastRoots: Node[] = [];

export interface IncrementalStart {
  cache: WalkCache;
  /** Why every element is read afresh this time (null: the cache is reused). */
  fullReason: string | null;
}

export function beginIncremental(o: NormalizedSnapshotOptions, vp: Viewport): IncrementalStart | null {
  if (!o.incremental || !trackingAvailable()) return null;
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
    return { cache: { changes: null }, fullReason: reason };
  }
  const changes = takeChanges(lastDocs, lastRoots);
  if (changes.full) return { cache: { changes: null }, fullReason: changes.full };
  return { cache: { changes }, fullReason: null };
}

export function endIncremental(w: WalkResult, o: NormalizedSnapshotOptions): void {
  // A walk cut short (deadline, maxElements) or one that lost a subtree to an error left some
  // entries unread while their changes were consumed: the next snapshot starts over.
  let failed = w.truncated;
  for (let i = 0; i < w.errors.length && !failed; i++) if (w.errors[i]!.code === 'ELEMENT_FAILED') failed = true;
  if (failed) {
    lastDocs = null;
    resetCache();
    return;
  }
  lastDocs = w.docs;
  lastRoots = w.roots;
  afterWalk(w.docs, w.roots, o.markAttribute);
}

/** dispose(): stop observing and forget the cache. */
export function resetIncremental(): void {
  lastDocs = null;
  lastRoots = [];
  resetTracking();
  resetCache();
}
