import type { Snapshot } from '../../core/model/types';
import type { NormalizedSnapshotOptions } from '../../core/model/snapshotOptions';
import { dateNow } from '../../builtins/pristine';
import { capabilities, reportLostBuiltins } from './capabilities';

/** A snapshot that failed as a whole (no document, or an internal error): empty and marked truncated. */
export function emptySnapshot(o: NormalizedSnapshotOptions, message: string): Snapshot {
  const errors: Snapshot['errors'] = [{ code: 'SNAPSHOT_FAILED', message }];
  reportLostBuiltins(errors);
  return {
    version: 1,
    url: '',
    title: '',
    viewport: { width: 0, height: 0, scrollX: 0, scrollY: 0, devicePixelRatio: 1, scrollWidth: 0, scrollHeight: 0 },
    elements: [],
    focusedBid: null,
    frames: [],
    stats: {
      visited: 0,
      registered: 0,
      interactive: 0,
      frames: 0,
      shadowRoots: 0,
      durationMs: 0,
      reused: 0,
      hitTests: 0,
      timings: { walk: 0, text: 0, identity: 0, occlusion: 0, locators: 0, marks: 0, other: 0 },
    },
    errors,
    tree: { nodes: [] },
    diff: null,
    truncated: true,
    truncatedReason: message,
    capabilities: capabilities(),
    timestamp: dateNow(),
    options: o,
  };
}
