/**
 * The registry walk's entry: startWalk builds the walk's state and hands back a job that walks in
 * slices. The walk reads each element's computed style once and its box only when it is a
 * registration candidate (or clips its descendants). Its types are re-exported here for the
 * snapshot pipeline.
 */
import type { FrameRecord } from '../../core/model/types';
import type { NormalizedSnapshotOptions } from '../../core/model/snapshotOptions';
import { defaultView, documentElement, body as docBody } from '../platform/dom';
import { push } from '../../builtins/pristine';
import { scrollMark } from '../incremental/layoutState';
import { leafRoots, mayHavePseudo } from './nameReuse';
import { stepWalk } from './traversal';
import { createWalkState, gateOf } from './walkState';
import type { Ctx, WalkCache, WalkJob, WalkResult } from './walkTypes';

export type { RemoteFrameSlot, WalkCache, WalkItem, WalkJob, WalkResult } from './walkTypes';

/** A huge plane: clips start unbounded in the top document (scrolled-away content is not clipped). */
const BIG = { x1: -1e9, y1: -1e9, x2: 1e9, y2: 1e9 };

export function startWalk(
  topDoc: Document,
  viewportW: number,
  viewportH: number,
  o: NormalizedSnapshotOptions,
  frames: FrameRecord[],
  inc: WalkCache | null = null,
  /** The first index a new element gets (a walk restarted: the one it replaces began there). */
  firstNew?: number,
): WalkJob {
  const s = createWalkState(viewportW, viewportH, o, frames, inc, firstNew);
  // Every changed subtree a single node (leafRoots): label sources need no walk up.
  s.leafChanges = s.changes !== null && leafRoots(s.changes.roots);
  push(s.docs, topDoc);
  // Names ask for ::after, then ::before of the same element: one answer serves both.
  let pseudoAsked: Element | null = null;
  let pseudoAnswer = true;
  s.nameCache.mayHavePseudo = (el: Element): boolean => {
    if (el === pseudoAsked) return pseudoAnswer;
    pseudoAsked = el;
    pseudoAnswer = mayHavePseudo(el, s);
    return pseudoAnswer;
  };
  // The state is the result (walkState.ts): read once the walk is done.
  const result = (): WalkResult => s;
  const root = docBody(topDoc) ?? documentElement(topDoc);
  if (!root) return { step: () => true, result, checkConnected: () => {} };
  if (inc) {
    const win = defaultView(topDoc);
    if (win) push(s.scrollers, scrollMark(win, true));
  }
  const topCtx: Ctx = {
    frame: '',
    doc: topDoc,
    root: topDoc,
    ox: 0,
    oy: 0,
    clip: BIG,
    frameClip: BIG,
    transparent: false,
    ariaHidden: false,
    inert: false,
    cursor: '',
    concealed: '',
    textVisible: true,
    inShadow: false,
    dirty: s.changes === null,
    nameDirty: false,
    gate: gateOf(s, topDoc),
  };
  push(s.stack, { node: root, ctx: topCtx, treeParent: -1, recParent: -1, recDepth: 0 });
  return {
    step: (until: number) => stepWalk(s, until),
    result,
    checkConnected: () => {
      s.connectedOnly = true;
    },
  };
}
