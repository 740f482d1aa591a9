/**
 * Covered page text: the text of an element a person cannot see because another element lies over
 * it (a `<p>` under an absolutely positioned white `div`, a cookie banner over an article), judged by
 * the rule covered records get (visibility/concealment.ts's coveredConcealment) from hit tests at the
 * same sample points, where the element on top must also paint over the text
 * (visibility/coverPaints.ts). Records are hit-tested by occlusion (dom/snapshot/occlusion.ts) and
 * the text of a record's own element is covered with it (dom/snapshot/coveredText.ts); every other
 * parent of seen text is hit-tested here, once per parent element (not per text node), at the
 * walk's end (so no record's cached text holds it, and no record's text changes).
 *
 * The cost is bounded by what is on screen: a parent whose visible part misses the viewport is not
 * tested (hit testing only works on what is on screen; its text keeps its verdict), and one seen at
 * its centre (most text) costs one hit test; only a parent covered there is tested at the other
 * sample points. A hit inside a tested parent also proves the tested parents around it seen at that
 * point, as occlusion credits registered ancestors.
 */
import { intersect, type Edges } from '../../core/geometry/rect';
import { SafeMap } from '../../builtins/pristine';
import { getBoundingClientRect } from '../platform/nodeAccess';
import { composedContains, composedParent, deepElementFromPoint, SAMPLES } from '../visibility/isTopAt';
import { COVERED, coveredConcealment, SEEN } from '../visibility/concealment';
import { coverPaints } from '../visibility/coverPaints';
import { knownIndexOf } from '../identity/registry';
import type { WalkState } from './walkState';
import type { CoverProbe } from './walkTypes';

/** How far up from a seen parent the credit looks for other tested parents (a bound, not a rule). */
const CREDIT_DEPTH = 16;

/** A probe's visible part in top-level viewport coordinates, or null when none is on screen. */
function visiblePart(p: CoverProbe, viewport: Edges): Edges | null {
  const b = getBoundingClientRect(p.el);
  if (!(b.width > 0 && b.height > 0)) return null;
  const box = { x1: b.left + p.ox, y1: b.top + p.oy, x2: b.right + p.ox, y2: b.bottom + p.oy };
  const clipped = intersect(box, p.clip);
  return clipped ? intersect(clipped, viewport) : null;
}

/** Hit-test every probe; mark the text nodes of a covered one `covered`. */
export function probeCoveredText(s: WalkState): void {
  const probes = s.coverProbes;
  const n = probes.length;
  const vis: (Edges | null)[] = [];
  const byEl = new SafeMap<Element, number>();
  for (let k = 0; k < n; k++) {
    vis[k] = visiblePart(probes[k]!, s.viewport);
    if (vis[k]) byEl.set(probes[k]!.el, k);
  }
  // Proven seen by a hit inside a parent tested before (deeper parents come later: tested first).
  const proven: boolean[] = [];
  for (let k = n - 1; k >= 0; k--) {
    const v = vis[k];
    if (!v || proven[k]) continue;
    const p = probes[k]!;
    let top = false;
    let centre: Element | null = null;
    for (let i = 0; i < SAMPLES.length && !top; i++) {
      const x = v.x1 + (v.x2 - v.x1) * SAMPLES[i]![0];
      const y = v.y1 + (v.y2 - v.y1) * SAMPLES[i]![1];
      const hit = deepElementFromPoint(p.doc, x - p.ox, y - p.oy);
      if (i === 0) centre = hit;
      top = !!hit && composedContains(p.el, hit);
      if (top) credit(p, x, y, byEl, vis, proven);
    }
    // A cover that paints nothing (a stretched link's ::after) leaves the text seen: no cover.
    const verdict = coveredConcealment(top, centre && !top && coverPaints(centre, p.el) ? '' : null);
    if (verdict === SEEN || (p.inRec && coveredWithRecord(p, s.viewport))) continue;
    for (let i = 0; i < p.nodes.length; i++) s.nodes[p.nodes[i]!]!.concealed = COVERED;
  }
}

/**
 * Whether the record around a covered parent is covered at its centre as well: then its text is the
 * record's business (dom/snapshot/coveredText.ts covers it with the record after occlusion, and the
 * record keeps its text, as a covered link keeps "Mail"); marked here it would leave the record's
 * text without it. Only a seen record with covered text inside has that text marked here.
 */
function coveredWithRecord(p: CoverProbe, viewport: Edges): boolean {
  let a = composedParent(p.el);
  while (a && knownIndexOf(a) === undefined) a = composedParent(a);
  if (!a) return false;
  const v = visiblePart({ ...p, el: a }, viewport);
  if (!v) return true;
  const hit = deepElementFromPoint(p.doc, (v.x1 + v.x2) / 2 - p.ox, (v.y1 + v.y2) / 2 - p.oy);
  return !hit || !composedContains(a, hit);
}

/** The tested parents around `p` (same document) whose visible part holds the top-level point (x, y) are seen. */
function credit(
  p: CoverProbe,
  x: number,
  y: number,
  byEl: Map<Element, number>,
  vis: (Edges | null)[],
  proven: boolean[],
): void {
  let a = composedParent(p.el);
  for (let d = 0; a && d < CREDIT_DEPTH; d++, a = composedParent(a)) {
    const j = byEl.get(a);
    if (j === undefined) continue;
    const v = vis[j]!;
    if (x >= v.x1 && x <= v.x2 && y >= v.y1 && y <= v.y2) proven[j] = true;
  }
}
