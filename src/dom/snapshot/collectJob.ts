/**
 * The snapshot pipeline as resumable phases (collectJob), each in a file of its own named after it:
 * the walk, text, identity, occlusion, Set-of-Marks and the focused record, locators, the marks and
 * their duplicates, the build and the incremental tracker's baseline. Adding a phase: a Job (core/job.ts)
 * or a resumable loop, a case in `run`, and a slot in `spent` (and in buildSnapshot's timings).
 */
import type { FrameRecord, Snapshot } from '../../core/model/types';
import type { NormalizedSnapshotOptions } from '../../core/model/snapshotOptions';
import { docURL } from '../platform/dom';
import { nowP, push, SafeMap } from '../../builtins/pristine';
import type { Job } from '../../core/job';
import { startWalk, type WalkResult } from '../discovery/walk';
import { locatorJob } from '../locators/buildLocators';
import { applyMarks, duplicateMarksJob, flagDuplicateMarks } from './marks';
import { reconcileJob } from './reconcileIdentity';
import { occlusionJob } from './occlusion';
import { foldHiddenControls } from './foldHiddenControls';
import { readViewport } from '../visibility/readViewport';
import { abandonIncremental, beginIncremental, endIncremental, hitTestsReusable } from './incrementalSession';
import { fillText } from './fillText';
import { markCovered } from './coveredText';
import { markSetOfMarks } from './setOfMarks';
import { markFocused } from './focusedElement';
import { buildSnapshot, type Collected } from './buildSnapshot';

/** The snapshot pipeline as one Job (core/job.ts): it steps through the phases below. */
export interface CollectJob extends Job<Collected> {
  /** The page changed between steps: skip elements that left the document since they were queued. */
  pageChanged(): void;
  /** The job will not be finished (it threw): release what it holds. */
  abandon(): void;
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
  let recJob: Job | null = null;
  let locJob: Job | null = null;
  let occJob: ReturnType<typeof occlusionJob> | null = null;
  let dupJob: ReturnType<typeof duplicateMarksJob> | null = null;
  const somMarked = new SafeMap<number, boolean>();
  let focusedBid: string | null = null;
  let out: Collected | null = null;
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
          markCovered(w!.items, w!.nodes);
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
          out = buildSnapshot(w!, {
            doc,
            vp,
            frames,
            focusedBid,
            o,
            t0,
            spent,
            hitTests: occJob ? occJob.hitTests() : 0,
            inc,
          });
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
