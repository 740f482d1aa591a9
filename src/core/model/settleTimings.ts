import type { SnapshotStats } from './types';
import { roundMs } from '../geometry/round';

/**
 * Set `timings.other` to the part of `durationMs` no phase accounts for, after `durationMs` was
 * (re)measured: by finish() in the page, by a host around its round trips. A stats object from an
 * older bundle (no timings) is left as it is.
 */
export function settleTimings(st: SnapshotStats): void {
  const t = st.timings;
  if (!t) return;
  t.other = roundMs(st.durationMs - t.walk - t.text - t.identity - t.occlusion - t.locators - t.marks);
}
