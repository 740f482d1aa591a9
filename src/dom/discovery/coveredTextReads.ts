/**
 * Covered page text: the text of an element a person cannot see because another element lies over
 * it (a `<p>` under an absolutely positioned white `div`), judged by the rule covered records get
 * (visibility/concealment.ts's coveredConcealment) from hit tests at the same sample points.
 * Records are hit-tested by occlusion (dom/snapshot/occlusion.ts) and a covered record's text is
 * covered with it; text outside every record is hit-tested here, at the walk's end (so no record's
 * cached text holds it, and no record's text changes), only when it reads as an instruction to an
 * AI agent (instructionLike):
 * a hit test per text parent would cost more than the rest of a snapshot on a large page, and
 * covered text that asks nothing of an agent does it no harm (the same trade as colour and size).
 * Text outside the viewport keeps its verdict: hit testing only works on what is on screen.
 */
import { intersect } from '../../core/geometry/rect';
import { getBoundingClientRect } from '../platform/nodeAccess';
import { composedContains, deepElementFromPoint, SAMPLES } from '../visibility/isTopAt';
import { COVERED, coveredConcealment, SEEN } from '../visibility/concealment';
import type { WalkState } from './walkState';

/** Hit-test every probe; mark the text nodes of a covered one `covered`. */
export function probeCoveredText(s: WalkState): void {
  const probes = s.coverProbes;
  for (let k = 0; k < probes.length; k++) {
    const p = probes[k]!;
    const b = getBoundingClientRect(p.el);
    const box = { x1: b.left + p.ox, y1: b.top + p.oy, x2: b.right + p.ox, y2: b.bottom + p.oy };
    const clipped = b.width > 0 && b.height > 0 ? intersect(box, p.clip) : null;
    const vis = clipped ? intersect(clipped, s.viewport) : null;
    if (!vis) continue;
    let top = false;
    let centre: Element | null = null;
    for (let i = 0; i < SAMPLES.length && !top; i++) {
      const hit = deepElementFromPoint(
        p.doc,
        vis.x1 + (vis.x2 - vis.x1) * SAMPLES[i]![0] - p.ox,
        vis.y1 + (vis.y2 - vis.y1) * SAMPLES[i]![1] - p.oy,
      );
      if (i === 0) centre = hit;
      top = !!hit && composedContains(p.el, hit);
    }
    const verdict = coveredConcealment(top, centre ? '' : null);
    if (verdict === SEEN) continue;
    for (let i = 0; i < p.nodes.length; i++) s.nodes[p.nodes[i]!]!.concealed = COVERED;
  }
}
