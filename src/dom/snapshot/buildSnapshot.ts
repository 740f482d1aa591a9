/**
 * The build phase: the walk's result, the phases' timings and the incremental session's reasons
 * made into the Snapshot (not yet diffed or committed: snapshot.ts's finish does that).
 */
import type { FrameRecord, Snapshot, Viewport } from '../../core/model/types';
import type { NormalizedSnapshotOptions } from '../../core/model/snapshotOptions';
import { roundMs } from '../../core/geometry/round';
import { dateNow, nowP } from '../../builtins/pristine';
import { docTitle, docURL } from '../platform/dom';
import type { RemoteFrameSlot, WalkResult } from '../discovery/walk';
import type { IncrementalStart } from './incrementalSession';
import { capabilities } from './capabilities';
import { setFrameSlots } from './frameSlots';

/** A snapshot built and not yet committed, with the cross-origin frames snapshotAsync stitches in. */
export interface Collected {
  snap: Snapshot;
  remoteFrames: RemoteFrameSlot[];
}

/** What collectJob's phases gathered besides the walk. */
export interface BuildInput {
  doc: Document;
  vp: Viewport;
  frames: FrameRecord[];
  focusedBid: string | null;
  o: NormalizedSnapshotOptions;
  t0: number;
  /** Milliseconds spent in each phase, by phase number (collectJob.ts). */
  spent: number[];
  hitTests: number;
  inc: IncrementalStart | null;
}

export function buildSnapshot(ww: WalkResult, b: BuildInput): Collected {
  const records = ww.records;
  const frames = b.frames;
  const spent = b.spent;
  const inc = b.inc;
  let interactive = 0;
  for (let i = 0; i < records.length; i++) if (records[i]!.isInteractive) interactive++;
  const snap: Snapshot = {
    version: 1,
    url: docURL(b.doc),
    title: docTitle(b.doc),
    viewport: b.vp,
    elements: records,
    focusedBid: b.focusedBid,
    frames,
    stats: {
      visited: ww.visited,
      registered: records.length,
      interactive,
      frames: frames.length - 1,
      shadowRoots: ww.shadowRoots,
      durationMs: roundMs(nowP() - b.t0),
      reused: ww.reused,
      hitTests: b.hitTests,
      timings: {
        walk: roundMs(spent[0]!),
        text: roundMs(spent[1]!),
        identity: roundMs(spent[2]!),
        occlusion: roundMs(spent[3]!),
        // Phase 4 is Set-of-Marks and the focused record; 6 and 7 write and check the marks.
        locators: roundMs(spent[5]!),
        marks: roundMs(spent[4]! + spent[6]! + spent[7]!),
        other: 0,
      },
    },
    errors: ww.errors,
    tree: { nodes: ww.nodes },
    diff: null,
    truncated: ww.truncated,
    capabilities: capabilities(),
    timestamp: dateNow(),
    options: b.o,
  };
  if (ww.truncatedReason) snap.truncatedReason = ww.truncatedReason;
  if (inc && inc.fullReason !== null) snap.stats.fullReason = inc.fullReason;
  const styles = inc && inc.cache.changes ? inc.cache.changes.stylesUnknown : null;
  if (styles) snap.stats.stylesReason = styles;
  const layout = inc && inc.cache.changes ? inc.cache.changes.layout : null;
  if (layout) snap.stats.layoutReason = layout;
  setFrameSlots(ww.remoteFrames);
  return { snap, remoteFrames: ww.remoteFrames };
}
