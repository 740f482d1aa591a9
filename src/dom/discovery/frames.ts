/**
 * Frames in the walk: an <iframe>/<frame> gets a frame record (its id from its ordinal, its offset
 * in top-level px), and its document is walked under a fresh context clipped to its content box; a
 * cross-origin one becomes a slot the bridge may fill (RemoteFrameSlot).
 */
import {
  computedStyle,
  contentDocument,
  cssProp,
  defaultView,
  docURL,
  documentElement,
  body as docBody,
  getAttribute,
} from '../platform/dom';
import { numberParseFloat, push } from '../../builtins/pristine';
import { frameToken } from '../../core/model/frameId';
import { intersect, type Edges } from '../../core/geometry/rect';
import { round2 } from '../../core/geometry/round';
import { frameOrdinalFor } from '../identity/frameOrdinalFor';
import { track } from '../incremental/observers';
import { scrollMark } from '../incremental/layoutState';
import { boxOf } from './elementReads';
import { gateOf, NO_AREA, type WalkState } from './walkState';
import type { Ctx, Entry } from './walkTypes';

function includes(list: Node[], n: Node): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === n) return true;
  return false;
}

/** Record the frame `el` and, when its document is readable (and frames are walked), queue its root. */
export function enterFrame(s: WalkState, e: Entry, el: Element, clip: Edges): void {
  const v = s.v;
  const ctx = e.ctx;
  const entry = v.entry;
  const o = s.o;
  const frames = s.frames;
  const recIndex = v.recIndex;
  const treeIndex = v.treeIndex;
  const ordinal = frameOrdinalFor(el, ctx.doc);
  const fid = ctx.frame + frameToken(ordinal);
  const rect = (v.rect ??= boxOf(s, el, entry));
  let doc: Document | null;
  try {
    doc = contentDocument(el);
  } catch {
    doc = null;
  }
  if (entry.frameInset === undefined || v.dirty || v.restyled) {
    const st = (v.cs ??= computedStyle(el));
    entry.frameInset = {
      l: numberParseFloat(cssProp(st, 'border-left-width')) + numberParseFloat(cssProp(st, 'padding-left')),
      t: numberParseFloat(cssProp(st, 'border-top-width')) + numberParseFloat(cssProp(st, 'padding-top')),
      w: -1,
      h: -1,
    };
  }
  const bl = entry.frameInset.l;
  const bt = entry.frameInset.t;
  // A frame whose size changed re-evaluates its media queries: its document is read afresh.
  const fw = round2(rect.width);
  const fh = round2(rect.height);
  const resized = entry.frameInset.w !== fw || entry.frameInset.h !== fh;
  entry.frameInset.w = fw;
  entry.frameInset.h = fh;
  const fox = rect.left + ctx.ox + (bl || 0);
  const foy = rect.top + ctx.oy + (bt || 0);
  const src = getAttribute(el, 'src') ?? '';
  const hostIndex = recIndex !== e.recParent ? recIndex : null;
  if (!o.frames) return;
  // The frame's content box in top-level px, clipped by its ancestors (both kinds of frame use it).
  const inner = {
    x1: fox,
    y1: foy,
    x2: fox + rect.width - 2 * (bl || 0),
    y2: foy + rect.height - 2 * (bt || 0),
  };
  const fclip = intersect(clip, inner) ?? NO_AREA;
  if (!doc) {
    push(s.remoteFrames, {
      element: el,
      framePos: frames.length,
      treeNode: s.wantTree ? treeIndex : -1,
      recordPos: s.records.length,
      parentIndex: recIndex >= 0 ? recIndex : null,
      depth: v.recDepth,
      clip: intersect(fclip, s.viewport) ?? NO_AREA,
    });
    if (s.wantTree) s.nodes[treeIndex]!.frame = fid;
    push(frames, {
      id: fid,
      hostIndex,
      url: src,
      offset: { x: round2(fox), y: round2(foy) },
      status: 'unreachable',
      reason: 'cross-origin frame: its document cannot be read from this one',
      crossOrigin: true,
    });
    return;
  }
  push(frames, {
    id: fid,
    hostIndex,
    url: docURL(doc),
    offset: { x: round2(fox), y: round2(foy) },
    status: 'ok',
    crossOrigin: false,
  });
  const froot = docBody(doc) ?? documentElement(doc);
  if (!froot) return;
  push(s.docs, doc);
  if (s.inc) {
    const fwin = defaultView(doc);
    if (fwin) push(s.scrollers, scrollMark(fwin, true));
  }
  // Observed from now on: a change inside it between two steps of a sliced snapshot must
  // reach the next snapshot (what was read before the change is stale).
  if (s.inc) track(doc, o.markAttribute);
  const changes = s.changes;
  const fctx: Ctx = {
    frame: fid,
    doc,
    root: doc,
    ox: fox,
    oy: foy,
    clip: fclip,
    frameClip: fclip,
    transparent: v.transparent,
    ariaHidden: v.ariaHidden,
    inert: v.inert,
    cursor: '',
    concealed: v.concealed,
    textVisible: v.visible && !v.transparent,
    inShadow: false,
    // A document the last snapshot did not walk (the frame navigated) is all new elements.
    dirty: v.dirty || resized || (changes !== null && !includes(changes.docs, doc)),
    nameDirty: false,
    gate: gateOf(s, doc),
  };
  if (s.wantTree) s.nodes[treeIndex]!.frame = fid;
  push(s.stack, { node: froot, ctx: fctx, treeParent: treeIndex, recParent: recIndex, recDepth: v.recDepth });
}
