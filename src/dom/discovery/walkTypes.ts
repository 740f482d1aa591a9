/**
 * The walk's types: what it hands the snapshot pipeline (WalkItem, WalkResult, RemoteFrameSlot), its
 * incremental mode (WalkCache), its resumable job (WalkJob), and the context and stack entry the
 * traversal carries down the flat tree.
 */
import type { Verdict } from '../visibility/concealment';
import type { ElementRecord, FrameRecord, SnapshotError, TreeNode } from '../../core/model/types';
import type { Edges } from '../../core/geometry/rect';
import type { FrameSlot } from '../../core/model/frameSlot';
import type { StyleGate } from '../css/styleGate';
import type { CacheEntry } from '../incremental/elementCache';
import type { Changes } from '../incremental/changes';
import type { ScrollMark } from '../incremental/layoutState';
import type { Job } from '../../core/job';

/** What the walk carries down to a node from its ancestors (shared by siblings; new only where it differs). */
export interface Ctx {
  frame: string;
  doc: Document;
  /** The tree root elements here belong to: the document or the shadow root (getRootNode). */
  root: Node;
  /** Origin of this frame's viewport in top-level viewport coordinates. */
  ox: number;
  oy: number;
  /** Clip in top-level coordinates: frame viewports and overflow ancestors. */
  clip: Edges;
  /** Clip for position:fixed descendants (they escape overflow ancestors, not frames). */
  frameClip: Edges;
  /** An ancestor has opacity 0. */
  transparent: boolean;
  ariaHidden: boolean;
  inert: boolean;
  /** The parent element's cursor if it invites action (`actionCursor`), else ''. */
  cursor: string;
  /** An ancestor (or this element) conceals its text from a person (visibility/concealment.ts; 0: no). */
  concealed: Verdict;
  /** Text children are visible (parent visibility:visible and not transparent). */
  textVisible: boolean;
  /** Inside a shadow tree (slots are flattened only there). */
  inShadow: boolean;
  /** Incremental: an ancestor changed, so nothing below may reuse cached reads. */
  dirty: boolean;
  /** Incremental: inside the shadow tree of a host whose content changed (names must be recomputed). */
  nameDirty: boolean;
  /** What this document's stylesheets let the walk skip (styleGate.ts). */
  gate: StyleGate;
  /** Inside an <svg>'s content (not under a foreignObject): only SVG's rendered elements are drawn. */
  inSvg?: boolean;
}

/** One node on the walk's explicit stack (the walk never recurses). */
export interface Entry {
  node: Node;
  ctx: Ctx;
  treeParent: number;
  recParent: number;
  recDepth: number;
  /** The flat-tree parent, shared by its children's entries: its text children are judged once. */
  tp?: TextParent;
}

/** A parent element of seen text outside a record of its own, with its text nodes' positions (coveredTextReads.ts). */
export interface CoverProbe {
  el: Element;
  doc: Document;
  ox: number;
  oy: number;
  clip: Edges;
  /** Inside a record (a registered ancestor): see coveredTextReads.ts's coveredWithRecord. */
  inRec: boolean;
  nodes: number[];
}

/** A parent element as its text children see it (concealedReads.ts's textConcealmentOf). */
export interface TextParent {
  el: Element;
  /** Its computed style when the walk read it. */
  cs: CSSStyleDeclaration | null;
  /** It is registered: its text is judged covered with its record (dom/snapshot/coveredText.ts). */
  rec?: boolean;
  /** Its text's concealment code, -1 until judged. */
  concealed?: Verdict;
  /** Its probe for covered text, once it has seen text (coveredTextReads.ts). */
  probe?: CoverProbe;
}

export interface WalkItem {
  record: ElementRecord;
  element: Element;
  ctx: { doc: Document; root: Node; ox: number; oy: number; clip: Edges };
  /** Incremental: nothing about the element or its ancestors changed since the last snapshot. */
  clean: boolean;
  /** Incremental: nor anything in its subtree (its text is the same). */
  textClean: boolean;
  /** Incremental with styles read afresh: its name was reused and may need recomputing. */
  nameProvisional?: boolean;
  /** Its cache entry (incremental snapshots only). */
  entry?: CacheEntry;
}

/** Incremental mode of the walk (see src/dom/incremental/). */
export interface WalkCache {
  /** What changed since the last snapshot; null reads everything afresh (and refills the cache). */
  changes: Changes | null;
}

export interface WalkResult {
  records: ElementRecord[];
  items: WalkItem[];
  nodes: TreeNode[];
  frames: FrameRecord[];
  errors: SnapshotError[];
  visited: number;
  shadowRoots: number;
  truncated: boolean;
  truncatedReason?: string;
  /** Indexes registered in this walk (to tell removed from kept). */
  seen: Set<number>;
  /** First index handed out by this walk: indexes >= it are new elements. */
  firstNewIndex: number;
  viewport: Edges;
  /** Frames whose document this one cannot read (cross-origin): the bridge may stitch them in. */
  remoteFrames: RemoteFrameSlot[];
  /** Documents and shadow roots walked (the change tracker observes them). */
  docs: Node[];
  roots: Node[];
  /** Elements whose cached reads were reused (incremental). */
  reused: number;
  /** Incremental: every window and scroll container, with its offsets when boxes inside it were read. */
  scrollers: ScrollMark[];
  /** Incremental: why a resource may still change its size (an image loading, ...), or null. */
  mediaPending: string | null;
  /**
   * Set when the walk stopped early because cached boxes turned out stale (a shadow root attached
   * with no mutation re-renders its host): walk again with `changes.layout` set to this reason.
   */
  restart?: string;
}

/** Where a cross-origin frame's content goes in this walk's output (see core/stitch/stitchFrames.ts). */
export interface RemoteFrameSlot extends FrameSlot {
  /** The <iframe>/<frame> element (its contentWindow is the bridge's peer). */
  element: Element;
}

/**
 * A walk that can stop and resume: `step(until)` walks until the stack is empty (true) or the clock
 * passes `until` (false; call again later). Everything it holds between steps is its own state, so a
 * sliced snapshot yields to the page between steps (the page may mutate meanwhile: see snapshotAsync).
 */
export type WalkJob = Job<WalkResult> & {
  /** From now on, skip queued nodes that are no longer in their document (the page mutated). */
  checkConnected(): void;
};
