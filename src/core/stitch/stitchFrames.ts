/**
 * Stitch the snapshots of cross-origin frames (answered over the bridge, see dom/bridge/bridge.ts) into
 * the snapshot of the document that hosts them. Pure: data in, data out, no DOM.
 *
 * A child snapshot is expressed in its own frame: indexes from its own counter, frame ids relative
 * to it ('' is the child itself), boxes in its own viewport. Stitching maps each child index to an
 * index of this instance (`mapIndex`, stable across snapshots), prefixes frame ids and bids with the
 * host iframe's frame id, translates boxes by the iframe's content-box offset, clips visibility by the
 * part of the iframe that is visible here, and splices the child's records and tree nodes in right
 * after the iframe, so document order and the flat tree's pre-order invariants (subtree `size`) hold.
 */
import type { BBox, ElementRecord, FrameRecord, Snapshot, TreeNode } from '../model/types';
import { makeBid, parseBid } from '../model/frameId';
import { area, intersect, touches, type Edges } from '../geometry/rect';
import { round2 } from '../geometry/round';
import { push, sort } from '../../builtins/pristine';
import type { FrameSlot } from '../model/frameSlot';

/** Where a child frame goes and what goes there. */
export interface FrameFill extends FrameSlot {
  child: Snapshot;
  /** Child index -> index in this snapshot. */
  mapIndex: (childIndex: number) => number;
}

export function stitchFrames(snap: Snapshot, fills: FrameFill[]): void {
  if (!fills.length) return;
  const vp: Edges = { x1: 0, y1: 0, x2: snap.viewport.width, y2: snap.viewport.height };
  const order: number[] = [];
  for (let i = 0; i < fills.length; i++) push(order, i);

  // ---- frames and records of each child, in this snapshot's terms ----
  const childRecords: ElementRecord[][] = [];
  for (let f = 0; f < fills.length; f++) {
    const fill = fills[f]!;
    const host = snap.frames[fill.framePos]!;
    const fid = host.id;
    const child = fill.child;
    const ox = host.offset.x;
    const oy = host.offset.y;
    const map = (i: number): number => fill.mapIndex(i);
    const mapBid = (bid: string): string => {
      const b = parseBid(bid);
      return b ? makeBid(fid + b.frame, map(b.index)) : bid;
    };
    const out: ElementRecord[] = [];
    for (let i = 0; i < child.elements.length; i++) {
      const r = child.elements[i]!;
      const index = map(r.index);
      const frame = fid + r.frame;
      let bbox: BBox | null = null;
      let visibility = r.visibility;
      let inViewport = false;
      if (r.bbox) {
        bbox = {
          x: round2(r.bbox.x + ox),
          y: round2(r.bbox.y + oy),
          width: r.bbox.width,
          height: r.bbox.height,
        };
        const e: Edges = { x1: bbox.x, y1: bbox.y, x2: bbox.x + bbox.width, y2: bbox.y + bbox.height };
        const a = area(e);
        const shown = a > 0 ? intersect(e, fill.clip) : null;
        const frac = a > 0 && shown ? area(shown) / a : 0;
        if (frac < visibility) visibility = round2(frac);
        inViewport = r.inViewport && touches(e, vp) && touches(e, fill.clip);
      }
      const rec: ElementRecord = {
        ...r,
        index,
        bid: makeBid(frame, index),
        bbox,
        visibility,
        inViewport,
        setOfMarks: r.setOfMarks && visibility >= 0.5,
        obscuredBy: r.obscuredBy !== null && parseBid(r.obscuredBy) ? mapBid(r.obscuredBy) : r.obscuredBy,
        frame,
        parent: r.parent === null ? fill.parentIndex : map(r.parent),
        depth: r.depth + fill.depth,
      };
      push(out, rec);
    }
    push(childRecords, out);

    // The host's own FrameRecord is now reachable; the child's frames follow it.
    host.status = 'ok';
    host.url = child.url;
    delete host.reason;
    host.crossOrigin = true;
    for (let i = 0; i < child.frames.length; i++) {
      const cf = child.frames[i]!;
      if (cf.id === '') continue;
      const fr: FrameRecord = {
        id: fid + cf.id,
        hostIndex: cf.hostIndex === null ? null : map(cf.hostIndex),
        url: cf.url,
        offset: { x: round2(cf.offset.x + ox), y: round2(cf.offset.y + oy) },
        status: cf.status,
        crossOrigin: true,
      };
      if (cf.reason !== undefined) fr.reason = cf.reason;
      push(snap.frames, fr);
    }
    // Focus inside a cross-origin frame: this document only sees the iframe as its activeElement.
    if (child.focusedBid !== null && snap.focusedBid !== null && host.hostIndex !== null) {
      const fb = parseBid(snap.focusedBid);
      if (fb && fb.index === host.hostIndex) snap.focusedBid = mapBid(child.focusedBid);
    }
    for (let i = 0; i < child.errors.length; i++) {
      const e = child.errors[i]!;
      push(snap.errors, {
        code: e.code,
        message: `frame ${fid}: ${e.message}`,
        ...(e.bid !== undefined ? { bid: mapBid(e.bid) } : {}),
      });
    }
    const st = snap.stats;
    st.visited += child.stats.visited;
    st.registered += child.stats.registered;
    st.interactive += child.stats.interactive;
    st.frames += child.stats.frames;
    st.shadowRoots += child.stats.shadowRoots;
    // A frame's hit tests count here; its time is in the parent's durationMs (timings.other).
    st.hitTests += child.stats.hitTests ?? 0;
    if (child.truncated) {
      snap.truncated = true;
      const why = `frame ${fid}: ${child.truncatedReason ?? 'truncated'}`;
      snap.truncatedReason = snap.truncatedReason ? snap.truncatedReason + '; ' + why : why;
    }
  }

  // ---- tree: splice each child's nodes in after its iframe's node ----
  const nodes = snap.tree.nodes;
  const nodeBase: number[] = [];
  for (let f = 0; f < fills.length; f++) push(nodeBase, -1);
  if (nodes.length) {
    sort(order, (a, b) => fills[a]!.treeNode - fills[b]!.treeNode);
    const merged: TreeNode[] = [];
    const newPos: number[] = [];
    let k = 0;
    while (k < order.length && fills[order[k]!]!.treeNode < 0) k++;
    for (let i = 0; i < nodes.length; i++) {
      push(newPos, merged.length);
      push(merged, nodes[i]!);
      while (k < order.length && fills[order[k]!]!.treeNode === i) {
        const f = order[k]!;
        const fill = fills[f]!;
        const fid = snap.frames[fill.framePos]!.id;
        const cn = fill.child.tree.nodes;
        const base = merged.length;
        nodeBase[f] = base;
        for (let j = 0; j < cn.length; j++) {
          const n = cn[j]!;
          // Parents are fixed below for this document's nodes only; child parents are final here.
          const m: TreeNode = { ...n, parent: n.parent < 0 ? -2 - i : base + n.parent, size: 1 };
          if (n.index !== undefined) m.index = fill.mapIndex(n.index);
          if (n.frame !== undefined) m.frame = fid + n.frame;
          push(merged, m);
        }
        k++;
      }
    }
    // Parents: this document's nodes through newPos; a child's root (encoded -2 - hostOld) under its iframe.
    for (let i = 0; i < merged.length; i++) {
      const n = merged[i]!;
      n.size = 1;
    }
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes[i]!;
      if (n.parent >= 0) n.parent = newPos[n.parent]!;
    }
    for (let i = 0; i < merged.length; i++) {
      const n = merged[i]!;
      if (n.parent <= -2) n.parent = newPos[-2 - n.parent]!;
    }
    for (let i = merged.length - 1; i > 0; i--) {
      const p = merged[i]!.parent;
      if (p >= 0) merged[p]!.size += merged[i]!.size;
    }
    for (let i = 0; i < snap.elements.length; i++) {
      const r = snap.elements[i]!;
      if (r.node >= 0) r.node = newPos[r.node]!;
    }
    snap.tree.nodes = merged;
  }

  // ---- records: each child's after its iframe ----
  sort(order, (a, b) => fills[a]!.recordPos - fills[b]!.recordPos);
  const recs = snap.elements;
  const mergedRecs: ElementRecord[] = [];
  let k = 0;
  for (let i = 0; i <= recs.length; i++) {
    while (k < order.length && fills[order[k]!]!.recordPos === i) {
      const f = order[k]!;
      const list = childRecords[f]!;
      for (let j = 0; j < list.length; j++) {
        const r = list[j]!;
        r.node = r.node >= 0 && nodeBase[f]! >= 0 ? nodeBase[f]! + r.node : -1;
        push(mergedRecs, r);
      }
      k++;
    }
    if (i < recs.length) push(mergedRecs, recs[i]!);
  }
  snap.elements = mergedRecs;
}
