/**
 * Occlusion: for each visible element in the viewport, hit-test sample points of its visible part
 * (centre first, then four inner points) in its own document, descending into open shadow roots.
 * One hit on the element or a descendant makes it the top element there. Elements outside the
 * viewport keep isTopElement = null (unknown): hit testing only works on what is on screen, and an
 * element below the fold is not "obscured" (browser-use's positive viewportExpansion dropped them).
 */
import type { WalkItem } from '../discovery/walk';
import type { ElementRecord } from '../../core/model/types';
import { getAttribute, hasLayout, localName, parentElement } from '../platform/dom';
import { nowP, SafeMap, SafeSet, strSlice, splitSpaces } from '../../builtins/pristine';
import type { Job } from '../../core/job';
import { intersect, type Edges } from '../../core/geometry/rect';
import { deepElementFromPoint, composedContains, SAMPLES } from '../visibility/isTopAt';
import { knownIndexOf, recordByIndex } from '../identity/registry';

/**
 * Occlusion in steps: hit testing costs more the larger the page (Chromium walks sibling lists and
 * paint layers for every point), so a sliced snapshot
 * checks the clock before every hit test.
 *
 * Elements are tested deepest first (reverse document order). A hit on a record or its descendant at
 * a point that also lies in the visible part of a registered ancestor (same document) proves that
 * ancestor topmost there too: the hit element is inside it. Such ancestors need no hit test of their
 * own (a link inside a list item inside a card: one hit test instead of three). That is a sample
 * point more for the ancestor, never one fewer, so an ancestor is only ever found top where it is.
 *
 * `reuse`: nothing moved layout since the last snapshot and the same elements are registered (see
 * hitTestsReusable): an element hit-tested then keeps its result. Every result is written to the
 * element's cache entry for the next snapshot.
 */
export function occlusionJob(items: WalkItem[], vw: number, vh: number, reuse = false): Job & { hitTests(): number } {
  const viewport: Edges = { x1: 0, y1: 0, x2: vw, y2: vh };
  let itemOf: Map<number, WalkItem> | null = null;
  const provenTop = new SafeSet<number>();
  const visiblePart = (it: WalkItem): Edges | null => {
    const r = it.record;
    if (!r.isVisible || !r.bbox) return null;
    const b = r.bbox;
    const clipped = intersect({ x1: b.x, y1: b.y, x2: b.x + b.width, y2: b.y + b.height }, it.ctx.clip);
    return clipped ? intersect(clipped, viewport) : null;
  };
  /** Credit the registered ancestors of `it` whose visible part holds the top-level point (x, y). */
  const creditAncestors = (it: WalkItem, x: number, y: number): void => {
    const frame = it.record.frame;
    for (let p = it.record.parent, guard = 0; p !== null && guard < 10000; guard++) {
      const a = itemOf!.get(p);
      // Across a frame boundary the hit says nothing: the parent document may cover the frame.
      if (!a || a.record.frame !== frame) return;
      if (!provenTop.has(p)) {
        const v = visiblePart(a);
        if (v && x >= v.x1 && x <= v.x2 && y >= v.y1 && y <= v.y2) provenTop.add(p);
      }
      p = a.record.parent;
    }
  };
  let i = items.length - 1;
  // Where a step stopped inside an element's samples, and the slowest recent hit test: a step stops
  // before a hit test that would likely overrun its slice (on a very large page one hit test can
  // take most of a slice), but always makes one, so it progresses.
  let sample = 0;
  let centreHit: Element | null = null;
  let slowest = 0;
  let total = 0;
  const step = (until: number): boolean => {
    // Without layout nothing can be hit-tested: every isTopElement stays null (unknown).
    if (!hasLayout) return true;
    let hits = 0;
    if (!itemOf) {
      itemOf = new SafeMap<number, WalkItem>();
      for (let k = 0; k < items.length; k++) itemOf.set(items[k]!.record.index, items[k]!);
    }
    for (; i >= 0; i--) {
      const it = items[i]!;
      const r = it.record;
      const cached = reuse && it.entry ? it.entry.top : undefined;
      if (cached !== undefined) {
        r.isTopElement = cached;
        r.obscuredBy = it.entry!.cover ?? null;
        continue;
      }
      const vis = visiblePart(it);
      if (!vis) continue; // hidden or off-screen: unknown
      if (provenTop.has(r.index)) {
        r.isTopElement = true;
        r.obscuredBy = null;
        continue;
      }
      let top = false;
      for (; sample < SAMPLES.length; sample++) {
        // The clock is read only before hit tests: they are the cost; the rest is arithmetic.
        const t = nowP();
        if (hits > 0 && t + slowest > until) return false;
        const sx = vis.x1 + (vis.x2 - vis.x1) * SAMPLES[sample]![0] - it.ctx.ox;
        const sy = vis.y1 + (vis.y2 - vis.y1) * SAMPLES[sample]![1] - it.ctx.oy;
        const hit = deepElementFromPoint(it.ctx.doc, sx, sy);
        const took = nowP() - t;
        // A decaying maximum: one slow hit test (the first after a layout) does not shrink every
        // later slice to one hit test.
        slowest = took > slowest ? took : slowest * 0.9 + took * 0.1;
        hits++;
        total++;
        if (sample === 0) centreHit = hit;
        if (hit && composedContains(it.element, hit)) {
          top = true;
          creditAncestors(it, sx + it.ctx.ox, sy + it.ctx.oy);
          break;
        }
      }
      sample = 0;
      r.isTopElement = top;
      if (!top) r.obscuredBy = centreHit ? describeCover(centreHit, itemOf) : null;
    }
    // Inside a frame, hit testing only sees the frame's own document: an overlay in the parent
    // document that covers the iframe covers everything in it.
    const covered = new SafeMap<number, ElementRecord>();
    for (let i = 0; i < items.length; i++) {
      const r = items[i]!.record;
      if ((r.tag === 'iframe' || r.tag === 'frame') && r.isTopElement === false) covered.set(r.index, r);
    }
    if (covered.size === 0) {
      remember();
      return true;
    }
    for (let i = 0; i < items.length; i++) {
      const r = items[i]!.record;
      if (r.frame === '' || r.isTopElement !== true) continue;
      // Registered ancestors cross frame boundaries through the iframe's own record.
      for (let p = r.parent, guard = 0; p !== null && guard < 10000; guard++) {
        const host = covered.get(p);
        if (host) {
          r.isTopElement = false;
          r.obscuredBy = host.obscuredBy;
          break;
        }
        const pi = itemOf.get(p);
        p = pi ? pi.record.parent : null;
      }
    }
    remember();
    return true;
  };
  /** The results, for the next snapshot's reuse (incremental snapshots only: items carry entries). */
  const remember = (): void => {
    for (let k = 0; k < items.length; k++) {
      const it = items[k]!;
      if (!it.entry) continue;
      it.entry.top = it.record.isTopElement;
      it.entry.cover = it.record.obscuredBy;
    }
  };
  return { step, hitTests: () => total };
}

/** The covering element's bid when it (or its nearest registered ancestor) is registered, else `tag#id.class`. */
function describeCover(el: Element, itemOf: Map<number, WalkItem>): string {
  let n: Element | null = el;
  for (let guard = 0; n && guard < 32; guard++) {
    const idx = knownIndexOf(n);
    if (idx !== undefined) {
      const bid = itemOf.get(idx)?.record.bid ?? recordByIndex(idx)?.bid;
      if (bid) return bid;
    }
    n = parentElement(n);
  }
  return describeElement(el);
}

export function describeElement(el: Element): string {
  let d = localName(el);
  const id = getAttribute(el, 'id');
  if (id) d += '#' + strSlice(id, 0, 40);
  const cls = getAttribute(el, 'class');
  if (cls) {
    const parts = splitSpaces(cls);
    for (let i = 0; i < parts.length && i < 2; i++) if (parts[i]) d += '.' + strSlice(parts[i]!, 0, 30);
  }
  return d;
}
