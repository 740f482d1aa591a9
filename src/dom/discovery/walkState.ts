/**
 * Everything one walk holds between its steps, as one object every phase of the walk (the traversal
 * loop, reading an element, registering it, clipping its descendants, entering a frame, reusing
 * names) takes as its first argument (and, once done, hands over as the walk's result), and the
 * per-element scratch (`Visit`) the phases hand each other: one object per walk, so the hot loop
 * allocates nothing to pass an element from one phase to the next.
 */
import type { Verdict } from '../visibility/concealment';
import type { CoverProbe } from './walkTypes';
import type { FrameRecord } from '../../core/model/types';
import type { NormalizedSnapshotOptions } from '../../core/model/snapshotOptions';
import { nowP, SafeMap, SafeSet } from '../../builtins/pristine';
import type { Edges } from '../../core/geometry/rect';
import { styleGate, type StyleGate } from '../css/styleGate';
import { registryState } from '../identity/registry';
import { createNameCache, type NameCache } from '../aria/nameCache';
import { layoutEpoch, type CacheEntry, type CachedBox } from '../incremental/elementCache';
import type { Changes } from '../incremental/changes';
import type { Entry, WalkCache, WalkResult } from './walkTypes';

/** One element's reads, shared by the phases that handle it (overwritten for the next element). */
export interface Visit {
  entry: CacheEntry;
  /** Its shadow root (open or closed), read before its style. */
  sr: ShadowRoot | null;
  /** Nothing cached about it or its ancestors may be reused. */
  dirty: boolean;
  /** Its computed style, once asked for. */
  cs: CSSStyleDeclaration | null;
  /** Incremental with styles unknown: its styles were read again (the entry kept). */
  restyled: boolean;
  /** Its content-visibility before it was restyled. */
  prevCv: boolean | undefined;
  /** Its border box, once read (registration or the descendant clip). */
  rect: CachedBox | null;
  /** The clip that applies to its own box (its frame's when it is fixed). */
  baseClip: Edges;
  visible: boolean;
  transparent: boolean;
  /** Its concealment code (its own or an ancestor's). */
  concealed: Verdict;
  /** readConcealment ran for it (registration reads a leaf record's own). */
  concealedRead: boolean;
  ariaHidden: boolean;
  inert: boolean;
  /** Record index and depth its descendants hang under, and its tree node. */
  recIndex: number;
  recDepth: number;
  treeIndex: number;
}

/**
 * The walk's state. It is its result too (result() hands it over once the walk is done): the
 * WalkResult fields are the ones the walk fills.
 */
export interface WalkState extends WalkResult {
  o: NormalizedSnapshotOptions;
  inc: WalkCache | null;
  changes: Changes | null;
  /** Every changed subtree a single node (leafRoots): label sources need no walk up. */
  leafChanges: boolean;
  dirtyRoots: Set<Node> | null;
  touched: Set<Node> | null;
  allStyles: boolean;
  styleChanged: Element[];
  /** Elements whose text's concealment changed since the last snapshot (concealedReads.ts). */
  concealedChanged: Element[];
  /** Parents of seen text that reads as an instruction, hit-tested at the walk's end (coveredTextReads.ts). */
  coverProbes: CoverProbe[];
  /** Boxes and hit tests of clean elements hold when nothing moved layout (changeTracker's layout). */
  reuseBoxes: boolean;
  epoch: number;
  deadline: number;
  nameCache: NameCache;
  /** What each walked document's stylesheets let the walk and names skip, read once per walk and document. */
  gates: Map<Node, StyleGate>;
  wantTree: boolean;
  /** Records whose text is read already (include 'interactive+content': registration.ts's text blocks). */
  textShown: Set<number>;
  /** The last text node walked was white space only (visitText). */
  space: boolean;
  include: NormalizedSnapshotOptions['include'];
  expanded: Edges | null;
  stack: Entry[];
  done: boolean;
  connectedOnly: boolean;
  v: Visit;
  /** Elements' own opaque backgrounds (-1 none), read when text that may talk is judged. */
  bgs: Map<Node, number>;
}

/** An empty clip (nothing of the box is visible). */
export const NO_AREA: Edges = { x1: 0, y1: 0, x2: 0, y2: 0 };

/** The document's style gate (styleGate.ts), read once per walk. */
export function gateOf(s: WalkState, doc: Document): StyleGate {
  let g = s.gates.get(doc);
  if (!g) {
    g = styleGate(doc);
    s.gates.set(doc, g);
  }
  return g;
}

export function createWalkState(
  viewportW: number,
  viewportH: number,
  o: NormalizedSnapshotOptions,
  frames: FrameRecord[],
  inc: WalkCache | null,
  firstNew: number | undefined,
): WalkState {
  const t0 = nowP();
  const changes = inc ? inc.changes : null;
  const reuseBoxes = changes !== null && changes.layout === null;
  const exp = o.viewportExpansion;
  const s: WalkState = {
    o,
    frames,
    inc,
    changes,
    leafChanges: false,
    dirtyRoots: changes ? changes.roots : null,
    touched: changes ? changes.touched : null,
    allStyles: changes !== null && changes.stylesUnknown !== null,
    styleChanged: [],
    concealedChanged: [],
    coverProbes: [],
    docs: [],
    roots: [],
    reused: 0,
    reuseBoxes,
    epoch: inc ? layoutEpoch(!reuseBoxes) : 0,
    scrollers: [],
    mediaPending: null,
    deadline: o.deadlineMs > 0 ? t0 + o.deadlineMs : Infinity,
    firstNewIndex: firstNew ?? registryState().nextIndex,
    restart: undefined,
    records: [],
    items: [],
    nodes: [],
    errors: [],
    remoteFrames: [],
    seen: new SafeSet<number>(),
    nameCache: createNameCache(),
    gates: new SafeMap<Node, StyleGate>(),
    wantTree: o.tree,
    space: false,
    textShown: new SafeSet<number>(),
    include: o.include,
    viewport: { x1: 0, y1: 0, x2: viewportW, y2: viewportH },
    expanded: exp < 0 ? null : { x1: -exp, y1: -exp, x2: viewportW + exp, y2: viewportH + exp },
    visited: 0,
    shadowRoots: 0,
    truncated: false,
    truncatedReason: undefined,
    stack: [],
    done: false,
    connectedOnly: false,
    bgs: new SafeMap<Node, number>(),
    v: {
      entry: null as unknown as CacheEntry,
      sr: null,
      dirty: false,
      cs: null,
      restyled: false,
      prevCv: undefined,
      rect: null,
      baseClip: NO_AREA,
      visible: true,
      transparent: false,
      concealed: '',
      concealedRead: false,
      ariaHidden: false,
      inert: false,
      recIndex: -1,
      recDepth: 0,
      treeIndex: -1,
    },
  };
  return s;
}
