import { mathRound } from '../../builtins/pristine';

/**
 * A number to 0.01, the one precision pagemark reports: boxes, offsets and visible fractions (CSS
 * px), action durations (ms). One rule, so a box read in the page and one stitched in Node agree.
 */
export function round2(v: number): number {
  return mathRound(v * 100) / 100;
}

/** Milliseconds as stats report them: round2, never below 0 (a difference of rounded parts). */
export function roundMs(v: number): number {
  return v > 0 ? round2(v) : 0;
}
