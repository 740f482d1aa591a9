/**
 * `snapshot(options?)`: walk the page and return a plain, serialisable Snapshot (see model/types.ts).
 * Never throws into the page except for API misuse (bad options -> UsageError): anything else that
 * fails is collected in `snapshot.errors` and the rest of the snapshot is still returned.
 */
import type {
  ElementRecord,
  FrameRecord,
  NormalizedSnapshotOptions,
  Snapshot,
  SnapshotDiff,
  SnapshotOptions,
  TreeNode,
} from '../model/types';
import { normalizeSnapshotOptions } from '../model/normalizeSnapshotOptions';
import {
  activeElement,
  boundWindow,
  contentDocument,
  docElementsFromPoint,
  docTitle,
  docURL,
  documentElement,
  localName,
  shadowRootOf,
} from '../platform/dom';
import { dateNow, hasOwn, nowP, push, SafeMap, strSlice, strTrim } from '../platform/pristine';
import { walk, type RemoteFrameSlot, type WalkItem } from '../discovery/walk';
import { buildLocators } from '../locators/buildLocators';
import { commitSnapshot, knownIndexOf, lastSnapshot, registryState, setIdPrefix } from './registry';
import { applyMarks, duplicateMarks } from './marks';
import { reconcileIdentity } from './reconcileIdentity';
import { occlusion } from '../visibility/occlusion';
import { readViewport } from '../visibility/readViewport';
import { listenerTrackingEnabled } from '../discovery/listenerHook';
import { closedShadowRootsTracked } from '../discovery/closedShadowRoots';
import { highlight } from '../highlight/highlight';
import { beginIncremental, endIncremental } from '../incremental/incrementalWalk';

export function snapshot(options?: SnapshotOptions): Snapshot {
  const o = normalizeSnapshotOptions(options);
  if (o.idPrefix !== registryState().idPrefix) setIdPrefix(o.idPrefix);
  const t0 = nowP();
  const win = boundWindow;
  const doc = win ? win.document : undefined;
  if (!win || !doc) return emptySnapshot(o, 'no document to snapshot');
  try {
    const prev = lastSnapshot();
    return finish(collect(win, doc, o, t0, prev).snap, prev, o, t0);
  } catch (err) {
    return emptySnapshot(o, `snapshot failed: ${String((err as Error)?.message ?? err)}`);
  }
}

/** A snapshot that failed as a whole (no document, or an internal error): empty and marked truncated. */
export function emptySnapshot(o: NormalizedSnapshotOptions, message: string): Snapshot {
  return {
    version: 1,
    url: '',
    title: '',
    viewport: { width: 0, height: 0, scrollX: 0, scrollY: 0, devicePixelRatio: 1, scrollWidth: 0, scrollHeight: 0 },
    elements: [],
    focusedBid: null,
    frames: [],
    stats: { visited: 0, registered: 0, interactive: 0, frames: 0, shadowRoots: 0, durationMs: 0, reused: 0 },
    errors: [{ code: 'SNAPSHOT_FAILED', message }],
    tree: { nodes: [] },
    diff: null,
    truncated: true,
    truncatedReason: message,
    capabilities: capabilities(),
    timestamp: dateNow(),
    options: o,
  };
}

function capabilities(): Snapshot['capabilities'] {
  const w = boundWindow as unknown as Record<string, unknown> | undefined;
  const el = w ? (w['HTMLElement'] as { prototype?: object } | undefined) : undefined;
  return {
    documentStartHook: listenerTrackingEnabled() || closedShadowRootsTracked(),
    closedShadowRoots: closedShadowRootsTracked(),
    listenerTracking: listenerTrackingEnabled(),
    popover: !!(el && el.prototype && 'showPopover' in el.prototype),
    elementsFromPoint: docElementsFromPoint !== null,
  };
}

/**
 * Walk and build the snapshot of this document (same-origin frames included), not yet committed:
 * snapshotAsync stitches cross-origin frames in before `finish`.
 */
export function collect(
  win: Window,
  doc: Document,
  o: NormalizedSnapshotOptions,
  t0: number,
  prev: Snapshot | null,
): { snap: Snapshot; remoteFrames: RemoteFrameSlot[] } {
  const vp = readViewport(win, doc);
  const frames: FrameRecord[] = [
    { id: '', hostIndex: null, url: docURL(doc), offset: { x: 0, y: 0 }, status: 'ok', crossOrigin: false },
  ];
  const inc = beginIncremental(o, vp);
  const w = walk(doc, vp.width, vp.height, o, frames, inc ? inc.cache : null);
  const records = w.records;
  const nodes = w.nodes;

  // Subtree sizes (pre-order: a reverse pass adds each node's size to its parent).
  for (let i = nodes.length - 1; i > 0; i--) {
    const p = nodes[i]!.parent;
    if (p >= 0) nodes[p]!.size += nodes[i]!.size;
  }
  fillText(w.items, nodes, o.maxTextLength);

  // Re-rendered nodes inherit their predecessor's identity when the match is unambiguous.
  reconcileIdentity(prev, w, nodes);

  occlusion(w.items, vp.width, vp.height);
  markSetOfMarks(records);

  const focused = deepActiveElement(doc);
  let focusedBid: string | null = null;
  if (focused) {
    const idx = knownIndexOf(focused);
    if (idx !== undefined) {
      for (let i = 0; i < records.length; i++) {
        if (records[i]!.index === idx) {
          records[i]!.states.focused = true;
          focusedBid = records[i]!.bid;
          break;
        }
      }
    }
  }

  try {
    buildLocators(w.items, { markAttribute: o.markAttribute, reuse: inc !== null && inc.fullReason === null });
  } catch (err) {
    push(w.errors, { code: 'LOCATORS_FAILED', message: String((err as Error)?.message ?? err) });
  }
  if (o.markAttribute !== false) {
    applyMarks(w.items, o.markAttribute);
    const dup = duplicateMarks(w.items, o.markAttribute);
    if (dup.size > 0) {
      for (let i = 0; i < w.items.length; i++) {
        const r = w.items[i]!.record;
        if (!dup.has(r.elementId)) continue;
        for (let k = 0; k < r.locators.length; k++)
          if (r.locators[k]!.kind === 'elementId') r.locators[k]!.unique = false;
      }
    }
  }

  let interactive = 0;
  for (let i = 0; i < records.length; i++) if (records[i]!.isInteractive) interactive++;

  const snap: Snapshot = {
    version: 1,
    url: docURL(doc),
    title: docTitle(doc),
    viewport: vp,
    elements: records,
    focusedBid,
    frames,
    stats: {
      visited: w.visited,
      registered: records.length,
      interactive,
      frames: frames.length - 1,
      shadowRoots: w.shadowRoots,
      durationMs: Math.round((nowP() - t0) * 100) / 100,
      reused: w.reused,
    },
    errors: w.errors,
    tree: { nodes },
    diff: null,
    truncated: w.truncated,
    capabilities: capabilities(),
    timestamp: dateNow(),
    options: o,
  };
  if (w.truncatedReason) snap.truncatedReason = w.truncatedReason;
  if (inc && inc.fullReason !== null) snap.stats.fullReason = inc.fullReason;
  if (inc) endIncremental(w, o);
  lastSlots = w.remoteFrames;
  return { snap, remoteFrames: w.remoteFrames };
}

let lastSlots: RemoteFrameSlot[] = [];

/**
 * Where the content of a cross-origin `iframe` goes in the last snapshot (null when it is not one of
 * its unreadable frames). Drivers that snapshot such frames themselves stitch them in with this
 * (src/host/stitchHost.ts); the fields are those of frames/stitchFrames.ts's FrameFill.
 */
export function frameSlot(iframe: Element): Omit<RemoteFrameSlot, 'element'> | null {
  for (let i = 0; i < lastSlots.length; i++) {
    const s = lastSlots[i]!;
    if (s.element === iframe) {
      return {
        framePos: s.framePos,
        treeNode: s.treeNode,
        recordPos: s.recordPos,
        parentIndex: s.parentIndex,
        depth: s.depth,
        clip: s.clip,
      };
    }
  }
  return null;
}

/** Diff against the previous snapshot, install as the current one, draw marks when asked. */
export function finish(snap: Snapshot, prev: Snapshot | null, o: NormalizedSnapshotOptions, t0: number): Snapshot {
  snap.diff = prev ? computeDiff(prev.elements, snap.elements) : null;
  snap.stats.durationMs = Math.round((nowP() - t0) * 100) / 100;
  commitSnapshot(snap);
  if (o.highlight) {
    try {
      highlight(snap);
    } catch (err) {
      push(snap.errors, { code: 'HIGHLIGHT_FAILED', message: String((err as Error)?.message ?? err) });
    }
  }
  return snap;
}

/** Text of each registered element from the tree's text nodes in its subtree, capped. */
function fillText(items: WalkItem[], nodes: TreeNode[], cap: number): void {
  for (let k = 0; k < items.length; k++) {
    const r = items[k]!.record;
    if (r.node < 0) continue;
    const start = r.node;
    const end = start + nodes[start]!.size;
    let text = '';
    // Bound the scan too: a wrapper of a huge element-only subtree must not cost O(subtree) per record.
    const scanEnd = end - start > 4000 ? start + 4000 : end;
    for (let j = start + 1; j < scanEnd && text.length <= cap; j++) {
      const t = nodes[j]!.text;
      if (t !== undefined) text += t;
    }
    text = strTrim(text);
    if (text.length > cap) text = strSlice(text, 0, cap) + '\u2026';
    r.text = text;
  }
}

/** setOfMarks: what a visual agent should see labelled (BrowserGym's set_of_marks, refined). */
function markSetOfMarks(records: ElementRecord[]): void {
  const marked = new SafeMap<number, boolean>();
  for (let i = 0; i < records.length; i++) {
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
}

function deepActiveElement(doc: Document): Element | null {
  let a = activeElement(doc);
  for (let guard = 0; a && guard < 64; guard++) {
    const tag = localName(a);
    if (tag === 'iframe' || tag === 'frame') {
      let d: Document | null;
      try {
        d = contentDocument(a);
      } catch {
        d = null;
      }
      const inner = d ? activeElement(d) : null;
      if (!inner || inner === documentElement(d!) || localName(inner) === 'body') return a;
      a = inner;
      continue;
    }
    const sr = shadowRootOf(a);
    const inner = sr ? (sr as unknown as DocumentOrShadowRoot).activeElement : null;
    if (!inner) return a;
    a = inner;
  }
  return a;
}

const DIFF_FIELDS = ['text', 'value', 'name'] as const;

/** Shallow equality of two states objects (flat records of booleans and strings). */
function sameStates(a: ElementRecord['states'], b: ElementRecord['states']): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (!hasOwn(x, k)) continue;
    n++;
    if (x[k] !== y[k]) return false;
  }
  for (const k in y) if (hasOwn(y, k)) n--;
  return n === 0;
}

function computeDiff(prev: ElementRecord[], cur: ElementRecord[]): SnapshotDiff {
  const before = new SafeMap<number, ElementRecord>();
  for (let i = 0; i < prev.length; i++) before.set(prev[i]!.index, prev[i]!);
  const added: number[] = [];
  const changed: { index: number; fields: string[] }[] = [];
  const still = new SafeMap<number, true>();
  for (let i = 0; i < cur.length; i++) {
    const r = cur[i]!;
    const p = before.get(r.index);
    if (!p) {
      push(added, r.index);
      continue;
    }
    still.set(r.index, true);
    const fields: string[] = [];
    for (let k = 0; k < DIFF_FIELDS.length; k++) {
      const f = DIFF_FIELDS[k]!;
      if (p[f] !== r[f]) push(fields, f);
    }
    if (!sameStates(p.states, r.states)) push(fields, 'states');
    const a = p.bbox;
    const b = r.bbox;
    if (!a || !b ? a !== b : a.x !== b.x || a.y !== b.y || a.width !== b.width || a.height !== b.height)
      push(fields, 'bbox');
    if (fields.length) push(changed, { index: r.index, fields });
  }
  const removed: number[] = [];
  for (let i = 0; i < prev.length; i++) if (!still.get(prev[i]!.index)) push(removed, prev[i]!.index);
  return { added, removed, changed };
}
