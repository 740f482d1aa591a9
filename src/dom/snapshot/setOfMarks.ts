import type { ElementRecord } from '../../core/model/types';
import { nowP } from '../../builtins/pristine';

/**
 * setOfMarks: what a visual agent should see labelled (BrowserGym's set_of_marks, refined). Resumable
 * like fillText: starts at record `from`, stops when the clock passes `until`; returns the next record.
 * `marked` (index -> marked) carries over between calls.
 */
export function markSetOfMarks(
  records: ElementRecord[],
  marked: Map<number, boolean>,
  from: number,
  until: number,
): number {
  for (let i = from; i < records.length; i++) {
    if ((i & 1023) === 1023 && nowP() > until) return i;
    const r = records[i]!;
    const b = r.bbox;
    let m =
      r.isInteractive &&
      r.isVisible &&
      r.visibility >= 0.5 &&
      !!b &&
      b.width * b.height >= 20 &&
      r.isTopElement !== false;
    // Not nested inside another marked element of the same action: a span with its own pointer
    // cursor inside a link is the link's target, not a second one.
    if (
      m &&
      r.parent !== null &&
      marked.get(r.parent) &&
      (r.reason === 'cursor' || r.reason === 'onclick' || r.reason === 'listener')
    ) {
      m = false;
    }
    r.setOfMarks = m;
    marked.set(r.index, m);
  }
  return records.length;
}
