/**
 * `snapshot(options?)`: walk the page and return a plain, serialisable Snapshot (see model/types.ts).
 * Never throws into the page except for API misuse (bad options -> UsageError): anything else that
 * fails is collected in `snapshot.errors` and the rest of the snapshot is still returned.
 */
import type { FrameSlot } from '../../core/model/frameSlot';
import type {
  ElementRecord,
  FrameRecord,
  NormalizedSnapshotOptions,
  Snapshot,
  SnapshotDiff,
  SnapshotOptions,
  TreeNode,
} from '../../core/model/types';
import { normalizeSnapshotOptions } from '../../core/model/normalizeSnapshotOptions';
import { settleTimings } from '../../core/model/settleTimings';
import { roundMs } from '../../core/model/roundMs';
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
import { dateNow, hasOwn, nowP, push, SafeMap, slice, strSlice, strTrim } from '../../core/pristine';
import { startWalk, type RemoteFrameSlot, type WalkItem, type WalkResult } from '../discovery/walk';
import { locatorJob } from '../locators/buildLocators';
import { commitSnapshot, knownIndexOf, lastSnapshot, registryState, setIdPrefix } from '../identity/registry';
import { applyMarks, duplicateMarksJob } from './marks';
import { reconcileJob } from './reconcileIdentity';
import { occlusionJob } from './occlusion';
import { foldHiddenControls } from './foldHiddenControls';
import { readViewport } from '../visibility/readViewport';
import { listenerTrackingEnabled } from '../discovery/listenerHook';
import { closedShadowRootsTracked } from '../discovery/closedShadowRoots';
import { abandonIncremental, beginIncremental, endIncremental, hitTestsReusable } from './incrementalSession';

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
  const job = collectJob(win, doc, o, t0, prev);
  try {
    job.step(Infinity);
  } catch (err) {
    job.abandon();
    throw err;
  }
  return job.result();
}

export interface CollectJob {
  /** Work until the clock passes `until` (false: call again) or the snapshot is built (true). */
  step(until: number): boolean;
  /** The page changed between steps: skip elements that left the document since they were queued. */
  pageChanged(): void;
  /** The job will not be finished (it threw): release what it holds. */
  abandon(): void;
  result(): { snap: Snapshot; remoteFrames: RemoteFrameSlot[] };
}

/**
 * A pass that cannot be cut (see collectJob) starts only while at least this share of the step's
 * slice is left: on a big page it then gets a task of its own, and a small page still finishes in one
 * task (a fixed 1 ms here sent every small page's last passes to a second task, where the page could
 * change it under the snapshot: the races suite caught it).
 */
const FRESH_SHARE = 0.5;

/**
 * `collect` as resumable phases. The long ones (the walk, text, identity, occlusion, locators, marks)
 * check the clock and resume where they stopped. A step also yields between phases once its slice is
 * spent, and a pass that cannot be cut (the incremental tracker's baseline, the duplicate-mark query)
 * starts only early in a step (FRESH_SHARE): at 100k elements each is a large part of a slice itself,
 * and run after a full slice of other work it made a task twice as long as the slice.
 */
export function collectJob(
  win: Window,
  doc: Document,
  o: NormalizedSnapshotOptions,
  t0: number,
  prev: Snapshot | null,
): CollectJob {
  const vp = readViewport(win, doc);
  const frames: FrameRecord[] = [
    { id: '', hostIndex: null, url: docURL(doc), offset: { x: 0, y: 0 }, status: 'ok', crossOrigin: false },
  ];
  const inc = beginIncremental(o, vp, doc);
  let walkJob = startWalk(doc, vp.width, vp.height, o, frames, inc ? inc.cache : null);
  let w: WalkResult | null = null;
  let phase = 0;
  let at = 0;
  let recJob: { step(until: number): boolean } | null = null;
  let locJob: { step(until: number): boolean } | null = null;
  let occJob: ReturnType<typeof occlusionJob> | null = null;
  let dupJob: ReturnType<typeof duplicateMarksJob> | null = null;
  const somMarked = new SafeMap<number, boolean>();
  let focusedBid: string | null = null;
  let out: { snap: Snapshot; remoteFrames: RemoteFrameSlot[] } | null = null;
  // Milliseconds spent in each phase (stats.timings), charged at every phase boundary and step end.
  const spent: number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  let charged = 0;
  let chargedTo = 0;
  const charge = (): void => {
    const t = nowP();
    spent[chargedTo] = spent[chargedTo]! + (t - charged);
    charged = t;
    chargedTo = phase;
  };

  /** Whether a step returned before the end: the page may have run (and mutated) since. */
  let yielded = false;
  const step = (until: number): boolean => {
    charged = nowP();
    chargedTo = phase;
    try {
      const done = run(until, charged);
      if (!done) yielded = true;
      return done;
    } finally {
      charge();
    }
  };
  const run = (until: number, began: number): boolean => {
    // Whether a pass that cannot be cut may start now: early in a step (or when not sliced).
    const fresh = (): boolean => until === Infinity || nowP() - began < (until - began) * FRESH_SHARE;
    for (;;) {
      charge();
      // Between phases: the slice is over.
      if (phase > 0 && phase < 10 && nowP() > until) return false;
      switch (phase) {
        case 0:
          if (!walkJob.step(until)) return false;
          w = walkJob.result();
          if (w.restart && inc && inc.cache.changes) {
            // Cached boxes turned out stale mid-walk: walk again reading every box (same new indexes).
            inc.cache.changes.layout = w.restart;
            frames.length = 1;
            walkJob = startWalk(doc, vp.width, vp.height, o, frames, inc.cache, w.firstNewIndex);
            w = null;
            break;
          }
          // Subtree sizes (pre-order: a reverse pass adds each node's size to its parent).
          for (let i = w.nodes.length - 1; i > 0; i--) {
            const p = w.nodes[i]!.parent;
            if (p >= 0) w.nodes[p]!.size += w.nodes[i]!.size;
          }
          phase = 1;
          at = 0;
          break;
        case 1:
          at = fillText(w!.items, w!.nodes, o.maxTextLength, at, until);
          if (at < w!.items.length) return false;
          foldHiddenControls(w!.items);
          phase = 2;
          break;
        case 2:
          // Re-rendered nodes inherit their predecessor's identity when the match is unambiguous.
          recJob ??= reconcileJob(prev, w!, w!.nodes);
          if (!recJob.step(until)) return false;
          phase = 3;
          break;
        case 3:
          occJob ??= occlusionJob(w!.items, vp.width, vp.height, hitTestsReusable(inc, w!.records));
          if (!occJob.step(until)) return false;
          phase = 4;
          at = 0;
          break;
        case 4:
          at = markSetOfMarks(w!.records, somMarked, at, until);
          if (at < w!.records.length) return false;
          focusedBid = markFocused(doc, w!.records);
          locJob = locatorJob(w!.items, {
            markAttribute: o.markAttribute,
            reuse: inc !== null && inc.fullReason === null,
            // Changes are null whenever the snapshot reads everything afresh (fullReason).
            domUnchanged: inc?.cache.changes?.mutated === false,
          });
          phase = 5;
          break;
        case 5:
          try {
            if (!locJob!.step(until)) return false;
          } catch (err) {
            push(w!.errors, { code: 'LOCATORS_FAILED', message: String((err as Error)?.message ?? err) });
          }
          phase = o.markAttribute !== false ? 6 : 8;
          at = 0;
          break;
        case 6:
          at = applyMarks(w!.items, o.markAttribute as string, at, until);
          if (at < w!.items.length) return false;
          phase = 7;
          break;
        case 7:
          if (!dupJob) {
            if (!fresh()) return false;
            // No mutation since the last snapshot began, and none since this one did (one step, so
            // no page code ran): the last check's answer may stand (duplicateMarksJob says when).
            const still = inc !== null && inc.fullReason === null && inc.cache.changes?.mutated === false;
            dupJob = duplicateMarksJob(w!.items, o.markAttribute as string, still && !yielded);
          }
          if (!dupJob.step(until)) return false;
          flagDuplicateMarks(w!.items, dupJob.result());
          phase = 8;
          break;
        case 8:
          out = build(w!);
          phase = 9;
          break;
        case 9:
          // The incremental tracker's baseline (stylesheets, rule matches, the form controls of trees
          // the walk found anew):
          // one pass that cannot be cut, tens of milliseconds at 100k elements.
          if (inc) {
            if (!fresh()) return false;
            endIncremental(w!, inc.gen);
          }
          phase = 10;
          return true;
        default:
          return true;
      }
    }
  };

  const build = (ww: WalkResult): { snap: Snapshot; remoteFrames: RemoteFrameSlot[] } => {
    const records = ww.records;
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
        visited: ww.visited,
        registered: records.length,
        interactive,
        frames: frames.length - 1,
        shadowRoots: ww.shadowRoots,
        durationMs: roundMs(nowP() - t0),
        reused: ww.reused,
        hitTests: occJob ? occJob.hitTests() : 0,
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
      options: o,
    };
    if (ww.truncatedReason) snap.truncatedReason = ww.truncatedReason;
    if (inc && inc.fullReason !== null) snap.stats.fullReason = inc.fullReason;
    const styles = inc && inc.cache.changes ? inc.cache.changes.stylesUnknown : null;
    if (styles) snap.stats.stylesReason = styles;
    const layout = inc && inc.cache.changes ? inc.cache.changes.layout : null;
    if (layout) snap.stats.layoutReason = layout;
    lastSlots = ww.remoteFrames;
    return { snap, remoteFrames: ww.remoteFrames };
  };

  return {
    step,
    pageChanged: () => walkJob.checkConnected(),
    abandon: () => {
      if (inc && phase < 10) abandonIncremental(inc.gen);
    },
    result: () => {
      if (!out) throw new Error('collectJob: result() before the last step');
      return out;
    },
  };
}

/** Mark the focused element's record (through frames and shadow roots); its bid. */
function markFocused(doc: Document, records: ElementRecord[]): string | null {
  const focused = deepActiveElement(doc);
  if (!focused) return null;
  const idx = knownIndexOf(focused);
  if (idx === undefined) return null;
  for (let i = 0; i < records.length; i++) {
    if (records[i]!.index === idx) {
      // Copy on write: an incremental snapshot shares a clean record's states with the last one.
      records[i]!.states = { ...records[i]!.states, focused: true };
      return records[i]!.bid;
    }
  }
  return null;
}

/** A mark value that appears twice (a page wrote it, or cloned a marked node) is not a unique locator. */
function flagDuplicateMarks(items: WalkItem[], dup: Set<string>): void {
  if (dup.size === 0) return;
  for (let i = 0; i < items.length; i++) {
    const r = items[i]!.record;
    if (!dup.has(r.elementId)) continue;
    // Copy on write: incremental snapshots share unchanged locator entries between snapshots.
    const list = slice(r.locators);
    for (let k = 0; k < list.length; k++) if (list[k]!.kind === 'elementId') list[k] = { ...list[k]!, unique: false };
    r.locators = list;
  }
}

let lastSlots: RemoteFrameSlot[] = [];

/**
 * Where the content of a cross-origin `iframe` goes in the last snapshot (null when it is not one of
 * its unreadable frames). Drivers that snapshot such frames themselves stitch them in with this
 * (src/node/drivers/createHost.ts); the fields are those of core/stitch/stitchFrames.ts's FrameFill.
 */
export function frameSlot(iframe: Element): FrameSlot | null {
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

/** Diff against the previous snapshot, install as the current one (api/snapshot.ts draws the marks). */
export function finish(snap: Snapshot, prev: Snapshot | null, o: NormalizedSnapshotOptions, t0: number): Snapshot {
  if (snap.diff === null && prev) snap.diff = computeDiff(prev.elements, snap.elements);
  snap.stats.durationMs = roundMs(nowP() - t0);
  settleTimings(snap.stats);
  commitSnapshot(snap);
  return snap;
}

/**
 * Text of each registered element from the tree's text nodes in its subtree, capped. Resumable:
 * starts at item `from`, stops when the clock passes `until`; returns the next item to do.
 */
function fillText(items: WalkItem[], nodes: TreeNode[], cap: number, from: number, until: number): number {
  for (let k = from; k < items.length; k++) {
    if ((k & 31) === 31 && nowP() > until) return k;
    const it = items[k]!;
    const r = it.record;
    if (r.node < 0) continue;
    if (it.textClean && it.entry && it.entry.text !== undefined) {
      r.text = it.entry.text;
      continue;
    }
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
    if (it.entry) it.entry.text = text;
  }
  return items.length;
}

/**
 * setOfMarks: what a visual agent should see labelled (BrowserGym's set_of_marks, refined). Resumable
 * like fillText: starts at record `from`, stops when the clock passes `until`; returns the next record.
 * `marked` (index -> marked) carries over between calls.
 */
function markSetOfMarks(records: ElementRecord[], marked: Map<number, boolean>, from: number, until: number): number {
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
  // Shared by a clean record (the walk's statesOf).
  if (a === b) return true;
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
  const job = diffJobOf(prev, cur);
  job.step(Infinity);
  return job.result();
}

/**
 * The diff in steps (a sliced snapshot yields between them): compare, then list removals. It runs
 * after cross-origin frames are stitched in, so their records are in it too.
 *
 * Records come in document order and keep their index, so most of a page's records sit in the same
 * order in both snapshots: they are paired by walking both lists side by side. Only where the order
 * breaks (an element added, removed or moved) are the old records indexed, once, and looked up; a
 * record paired either way is marked so, and the unpaired old ones are the removals. (An index per
 * old record and a lookup per new one cost 9 ms of an incremental snapshot of the 50k page.)
 */
export function diffJobOf(
  prev: ElementRecord[],
  cur: ElementRecord[],
): { step(until: number): boolean; result(): SnapshotDiff } {
  let before: Map<number, number> | null = null;
  const added: number[] = [];
  const changed: { index: number; fields: string[] }[] = [];
  const removed: number[] = [];
  // Which old records were paired (by position in prev).
  const paired: boolean[] = [];
  // The next old record an in-order pairing expects.
  let next = 0;
  let b = 0;
  let c = 0;
  const step = (until: number): boolean => {
    for (; b < cur.length; b++) {
      if ((b & 511) === 511 && nowP() > until) return false;
      const r = cur[b]!;
      let at: number;
      if (next < prev.length && prev[next]!.index === r.index) at = next;
      else {
        if (!before) {
          // Built in one go, not across slices: a sliced diff pays it once (a few ms at 100k).
          before = new SafeMap<number, number>();
          for (let a = 0; a < prev.length; a++) before.set(prev[a]!.index, a);
        }
        at = before.get(r.index) ?? -1;
      }
      if (at < 0) {
        push(added, r.index);
        continue;
      }
      next = at + 1;
      paired[at] = true;
      const p = prev[at]!;
      let fields: string[] | null = null;
      for (let k = 0; k < DIFF_FIELDS.length; k++) {
        const f = DIFF_FIELDS[k]!;
        if (p[f] !== r[f]) push((fields ??= []), f);
      }
      if (!sameStates(p.states, r.states)) push((fields ??= []), 'states');
      const x = p.bbox;
      const y = r.bbox;
      if (!x || !y ? x !== y : x.x !== y.x || x.y !== y.y || x.width !== y.width || x.height !== y.height)
        push((fields ??= []), 'bbox');
      if (fields) push(changed, { index: r.index, fields });
    }
    for (; c < prev.length; c++) {
      if ((c & 1023) === 1023 && nowP() > until) return false;
      if (paired[c] !== true) push(removed, prev[c]!.index);
    }
    return true;
  };
  return { step, result: () => ({ added, removed, changed }) };
}
