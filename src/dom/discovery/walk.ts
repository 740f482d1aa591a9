/**
 * The registry walk: one iterative pre-order traversal of the flat tree (light DOM, open shadow
 * roots in slot order, same-origin iframes), reading each element's computed style once and its
 * box only when it is a registration candidate (or clips its descendants).
 *
 * Never recursive: a 10,000-deep page must not overflow the stack. Sibling order is preserved by
 * pushing children in reverse.
 */
import type {
  ElementRecord,
  ElementStates,
  FrameRecord,
  NormalizedSnapshotOptions,
  SnapshotError,
  ScrollRoom,
  TreeNode,
} from '../../core/model/types';
import {
  assignedNodes,
  assignedSlotOf,
  clientLeft,
  clientTop,
  computedStyle,
  contentDocument,
  cssProp,
  defaultView,
  detailsOpen,
  docURL,
  documentElement,
  body as docBody,
  ELEMENT_NODE,
  firstChild,
  firstElementChild,
  getAttribute,
  getAttributeNames,
  getBoundingClientRect,
  getRootNode,
  hasAttribute,
  isConnected,
  hasAttributes,
  inputType,
  lastChild,
  localName,
  nextElementSibling,
  nodeType,
  nodeValue,
  ownerDocument,
  previousSibling,
  shadowRootOf,
  TEXT_NODE,
} from '../platform/dom';
import {
  nowP,
  push,
  pop,
  reTest,
  strIndexOf,
  strReplace,
  strSlice,
  numberParseFloat,
  SafeMap,
  SafeSet,
} from '../../core/pristine';
import { CONTENT_TAGS, KEEP_ATTRS, SKIP_TAGS } from './tagSets';
import { styleGate, type StyleGate } from '../css/styleGate';
import { scrollRoom, scrollsAxis } from './scrollRoom';
import { classifyInteractive } from './classifyInteractive';
import { closedShadowRootOf } from './closedShadowRoots';
import { isOwn } from '../identity/ownNodes';
import { elementIdFor, indexFor, knownIndexOf, registryState } from '../identity/registry';
import { frameOrdinalFor } from '../identity/frameOrdinalFor';
import { computeRole } from '../aria/computeRole';
import { computeDescription, computeName, createNameCache, nameSources, type NameCache } from '../aria/computeName';
import { readOptions, readStates, readValue } from '../aria/readStates';
import { frameToken, makeBid } from '../../core/model/frameId';
import { intersect, area, touches, round2, type Edges } from '../../core/geometry/rect';
import type { FrameSlot } from '../../core/model/frameSlot';
import { entryOf, layoutEpoch, setEntry, setText, textOf, type CacheEntry } from '../incremental/elementCache';
import { composedParent, track, type Changes } from '../incremental/changeTracker';
import { pendingMedia, scrollMark, type ScrollMark } from '../incremental/layoutState';
import type { CachedBox } from '../incremental/elementCache';

interface Ctx {
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
  /** The parent element's computed cursor is pointer. */
  pointer: boolean;
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
}

interface Entry {
  node: Node;
  ctx: Ctx;
  treeParent: number;
  recParent: number;
  recDepth: number;
}

/** Elements whose size may still change when a resource arrives (see layoutState.ts's pendingMedia). */
const MEDIA_TAGS: Record<string, true> = { img: true, video: true, object: true, embed: true, input: true };

/** Characters kept of one text node in the snapshot tree (see the walk's text branch). */
const MAX_TREE_TEXT = 2000;

function includes(list: Node[], n: Node): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === n) return true;
  return false;
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

/** Where a cross-origin frame's content goes in this walk's output (see frames/stitchFrames.ts). */
export interface RemoteFrameSlot extends FrameSlot {
  /** The <iframe>/<frame> element (its contentWindow is the bridge's peer). */
  element: Element;
}

const KEEP_SET: Record<string, true> = Object.create(null) as Record<string, true>;
for (let i = 0; i < KEEP_ATTRS.length; i++) KEEP_SET[KEEP_ATTRS[i]!] = true;
/** Attributes kept on unregistered tree nodes (for the HTML format). */
const TREE_ATTRS = ['role', 'aria-label', 'title', 'alt', 'src'];

/** An empty clip (nothing of the box is visible). */
const NO_AREA: Edges = { x1: 0, y1: 0, x2: 0, y2: 0 };

const ATTR_MAX = 120;
const HREF_MAX = 200;

function collapse(s: string): string {
  return strReplace(s, /\s+/g, ' ');
}

function keptAttributes(el: Element): Record<string, string> {
  const out: Record<string, string> = {};
  if (!hasAttributes(el)) return out;
  const names = getAttributeNames(el);
  for (let i = 0; i < names.length; i++) {
    const n = names[i]!;
    if (!KEEP_SET[n]) continue;
    let v = getAttribute(el, n) ?? '';
    const max = n === 'href' || n === 'src' ? HREF_MAX : ATTR_MAX;
    if (v.length > max) v = strSlice(v, 0, max) + '\u2026';
    out[n] = v;
  }
  return out;
}

function treeAttrs(el: Element): Record<string, string> | undefined {
  if (!hasAttributes(el)) return undefined;
  let out: Record<string, string> | undefined;
  for (let i = 0; i < TREE_ATTRS.length; i++) {
    const v = getAttribute(el, TREE_ATTRS[i]!);
    if (v !== null && v !== '') {
      if (!out) out = {};
      out[TREE_ATTRS[i]!] = v.length > ATTR_MAX ? strSlice(v, 0, ATTR_MAX) + '\u2026' : v;
    }
  }
  return out;
}

/**
 * The "visually hidden" patterns: `clip: rect(0 0 0 0)` (CSS 2.1 §11.1.2, absolutely positioned only)
 * and `clip-path: inset(50%)` (with a box of at most 1x1 px, checked by the caller). Such elements
 * exist for screen readers; they are not visible and cannot be clicked by a person.
 */
function clipsAway(cs: CSSStyleDeclaration, position: string): boolean {
  if (position === 'absolute' || position === 'fixed') {
    const clip = cssProp(cs, 'clip');
    if (clip && clip !== 'auto' && reTest(/^rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)$/, clip))
      return true;
  }
  const cp = cssProp(cs, 'clip-path');
  return cp === 'inset(50%)' || cp === 'inset(100%)';
}

/**
 * overflow-x and overflow-y through one read of the shorthand (CSS Overflow 3 §3.1: it serialises as
 * one keyword when both agree, else "x y"), one style read fewer for every element with element
 * children; an engine that does not serialise the computed shorthand ('') is asked for both.
 */
function readOverflow(e: CacheEntry, cs: CSSStyleDeclaration): void {
  const o = cssProp(cs, 'overflow');
  const sp = o ? strIndexOf(o, ' ') : -1;
  if (o && sp < 0) {
    e.overflowX = e.overflowY = o;
  } else if (o) {
    e.overflowX = strSlice(o, 0, sp);
    e.overflowY = strSlice(o, sp + 1);
  } else {
    e.overflowX = cssProp(cs, 'overflow-x');
    e.overflowY = cssProp(cs, 'overflow-y');
  }
}

/** A cache entry before anything is read (the style values are written by readStyle). */
function newEntry(sr: ShadowRoot | null): CacheEntry {
  return { sr, display: '', visible: true, opacity0: false, cursor: '', ariaHidden: false, inert: false };
}
const SCRATCH: CacheEntry = newEntry(null);
function resetEntry(e: CacheEntry, sr: ShadowRoot | null): CacheEntry {
  e.sr = sr;
  e.position = e.overflowX = e.overflowY = e.cvHidden = e.clipCss = e.frameInset = e.treeAttrs = e.attrs = undefined;
  e.inputType = e.name = e.nameRole = e.text = e.markedAs = e.locators = e.states = undefined;
  e.box = e.top = e.cover = undefined;
  return e;
}

/**
 * Read the computed values the walk needs up front into `e`: display and visibility always, opacity
 * and cursor for rendered elements (with the aria-hidden and inert attributes when `withAttrs`: an
 * element that was display:none had them unread). Whether any value differs from what `e` held.
 * `position` is read lazily (positionOf): only a record (its `clip`) and an element inside an
 * overflow clip (a fixed one escapes it) need it, and a property read costs about 0.5 µs in Chromium
 * whatever the property (on synthetic-10k, 5,268 of 9,016 rendered elements are neither). It is not
 * compared here: the return value asks for names to be settled again, and no name or text depends on it.
 */
function readStyle(e: CacheEntry, el: Element, cs: CSSStyleDeclaration, withAttrs: boolean): boolean {
  const display = cssProp(cs, 'display');
  const visibility = cssProp(cs, 'visibility');
  // '' from DOMs without CSS (happy-dom, static mode) counts as visible.
  const visible = visibility !== 'hidden' && visibility !== 'collapse';
  let changed = display !== e.display || visible !== e.visible;
  e.display = display;
  e.visible = visible;
  if (display === 'none') return changed;
  const opacity0 = cssProp(cs, 'opacity') === '0';
  const cursor = cssProp(cs, 'cursor');
  if (opacity0 !== e.opacity0 || cursor !== e.cursor) changed = true;
  e.opacity0 = opacity0;
  e.cursor = cursor;
  if (withAttrs) {
    // Most elements carry no attribute: one call instead of two lookups.
    const any = hasAttributes(el);
    e.ariaHidden = any && getAttribute(el, 'aria-hidden') === 'true';
    e.inert = any && hasAttribute(el, 'inert');
  }
  return changed;
}

/** The element's computed `position`, read once per entry (see readStyle). */
function positionOf(e: CacheEntry, cs: CSSStyleDeclaration): string {
  if (e.position === undefined) e.position = cssProp(cs, 'position');
  return e.position;
}

/**
 * A record's states: the cached ones while the element and its ancestors are clean and its styles
 * were not read afresh (`-webkit-user-modify` makes a styled element editable), else read. An option's
 * are always read: one in a datalist is no control the tracker watches, and script sets `selected`
 * with no mutation. The object is shared with the last snapshot's record (markFocused copies before
 * it writes).
 */
function statesOf(
  e: CacheEntry,
  el: Element,
  tag: string,
  role: string,
  ariaHidden: boolean,
  inert: boolean,
  reuse: boolean,
): ElementStates {
  const flags = (ariaHidden ? 1 : 0) | (inert ? 2 : 0);
  if (reuse && e.states !== undefined && e.statesRole === role && e.statesFlags === flags) return e.states;
  const s = readStates(el, tag, role, ariaHidden, inert);
  e.states = tag === 'option' ? undefined : s;
  e.statesRole = role;
  e.statesFlags = flags;
  return s;
}

function pushChildrenReversed(
  stack: Entry[],
  parent: Node,
  ctx: Ctx,
  treeParent: number,
  recParent: number,
  recDepth: number,
): void {
  for (let c = lastChild(parent); c; c = previousSibling(c)) {
    push(stack, { node: c, ctx, treeParent, recParent, recDepth });
  }
}

/**
 * A walk that can stop and resume: `step(until)` walks until the stack is empty (true) or the clock
 * passes `until` (false; call again later). Everything it holds between steps is its own state, so a
 * sliced snapshot yields to the page between steps (the page may mutate meanwhile: see snapshotAsync).
 */
export interface WalkJob {
  step(until: number): boolean;
  result(): WalkResult;
  /** From now on, skip queued nodes that are no longer in their document (the page mutated). */
  checkConnected(): void;
}

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
  const t0 = nowP();
  const changes = inc ? inc.changes : null;
  // Every changed subtree a single node (leafRoots): label sources need no walk up.
  const leafChanges = changes !== null && leafRoots(changes.roots);
  const dirtyRoots = changes ? changes.roots : null;
  const touched = changes ? changes.touched : null;
  const allStyles = changes !== null && changes.stylesUnknown !== null;
  const styleChanged: Element[] = [];
  const docs: Node[] = [topDoc];
  const roots: Node[] = [];
  let reused = 0;
  // Boxes and hit tests of clean elements hold when nothing moved layout (changeTracker's layout).
  const reuseBoxes = changes !== null && changes.layout === null;
  const epoch = inc ? layoutEpoch(!reuseBoxes) : 0;
  const scrollers: ScrollMark[] = [];
  let mediaPending: string | null = null;
  /** The element's border box (frame viewport px): the cached one when it holds, else read (and cached). */
  const boxOf = (el: Element, entry: CacheEntry): CachedBox => {
    // Dirty or not: with layout unmoved, a value or name change moved no box.
    if (reuseBoxes && entry.box && entry.box.epoch === epoch) return entry.box;
    const r = getBoundingClientRect(el);
    const b: CachedBox = { epoch, left: r.left, top: r.top, width: r.width, height: r.height };
    if (inc) entry.box = b;
    return b;
  };
  const deadline = o.deadlineMs > 0 ? t0 + o.deadlineMs : Infinity;
  const firstNewIndex = firstNew ?? registryState().nextIndex;
  let restart: string | undefined;
  const records: ElementRecord[] = [];
  const items: WalkItem[] = [];
  const nodes: TreeNode[] = [];
  const errors: SnapshotError[] = [];
  const remoteFrames: RemoteFrameSlot[] = [];
  const seen = new SafeSet<number>();
  const nameCache = createNameCache();
  // What each walked document's stylesheets let the walk and names skip (styleGate.ts), read once per
  // walk and document.
  const gates = new SafeMap<Node, StyleGate>();
  const gateOf = (doc: Document): StyleGate => {
    let g = gates.get(doc);
    if (!g) {
      g = styleGate(doc);
      gates.set(doc, g);
    }
    return g;
  };
  // Names ask for ::after, then ::before of the same element: one answer serves both.
  let pseudoAsked: Element | null = null;
  let pseudoAnswer = true;
  nameCache.mayHavePseudo = (el: Element): boolean => {
    if (el === pseudoAsked) return pseudoAnswer;
    pseudoAsked = el;
    pseudoAnswer = mayHavePseudo(el, gateOf);
    return pseudoAnswer;
  };
  const wantTree = o.tree;
  const include = o.include;
  const exp = o.viewportExpansion;
  const viewport: Edges = { x1: 0, y1: 0, x2: viewportW, y2: viewportH };
  const expanded: Edges | null = exp < 0 ? null : { x1: -exp, y1: -exp, x2: viewportW + exp, y2: viewportH + exp };
  let visited = 0;
  let shadowRoots = 0;
  let truncated = false;
  let truncatedReason: string | undefined;
  // A huge plane: clips start unbounded in the top document (scrolled-away content is not clipped).
  const BIG: Edges = { x1: -1e9, y1: -1e9, x2: 1e9, y2: 1e9 };

  const result = (): WalkResult => ({
    records,
    items,
    nodes,
    frames,
    errors,
    visited,
    shadowRoots,
    truncated,
    truncatedReason,
    seen,
    firstNewIndex,
    viewport,
    remoteFrames,
    docs,
    roots,
    reused,
    scrollers,
    mediaPending,
    restart,
  });
  const root = docBody(topDoc) ?? documentElement(topDoc);
  if (!root) return { step: () => true, result, checkConnected: () => {} };
  let connectedOnly = false;
  if (inc) {
    const win = defaultView(topDoc);
    if (win) push(scrollers, scrollMark(win, true));
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
    pointer: false,
    textVisible: true,
    inShadow: false,
    dirty: changes === null,
    nameDirty: false,
    gate: gateOf(topDoc),
  };
  const stack: Entry[] = [{ node: root, ctx: topCtx, treeParent: -1, recParent: -1, recDepth: 0 }];

  let done = false;
  const step = (until: number): boolean => {
    if (done) return true;
    while (stack.length > 0) {
      const e = pop(stack)!;
      const node = e.node;
      // The page changed between two steps (sliced snapshotAsync): a node queued before that may
      // have left the document since, and must not be read as if it were still shown.
      if (connectedOnly && !isConnected(node)) continue;
      const nt = nodeType(node);
      const ctx = e.ctx;
      if (nt === TEXT_NODE) {
        if (wantTree && ctx.textVisible && e.treeParent >= 0) {
          let t = inc && !ctx.dirty ? textOf(node) : undefined;
          if (t === undefined) {
            let raw = nodeValue(node);
            // One text node can hold megabytes (a log, an inlined data blob): the tree keeps its first
            // MAX_TREE_TEXT characters, which is more than any format shows, and collapsing never
            // scans the rest.
            if (raw && raw.length > MAX_TREE_TEXT * 2) raw = strSlice(raw, 0, MAX_TREE_TEXT * 2);
            t = raw ? collapse(raw) : '';
            if (t.length > MAX_TREE_TEXT) t = strSlice(t, 0, MAX_TREE_TEXT - 1) + '\u2026';
            if (inc) setText(node, t);
          }
          if (t !== ' ' && t !== '') push(nodes, { parent: e.treeParent, tag: '#text', text: t, size: 1 });
        }
        continue;
      }
      if (nt !== ELEMENT_NODE) continue;
      const el = node as Element;
      if ((visited & 63) === 63) {
        const now = nowP();
        if (now > deadline) {
          visited++;
          truncated = true;
          truncatedReason = `deadline of ${o.deadlineMs} ms reached after ${visited} elements`;
          break;
        }
        if (now > until) {
          // Out of time for this slice: put the element back for the next step.
          push(stack, e);
          return false;
        }
      }
      visited++;
      try {
        const tag = localName(el);
        if (SKIP_TAGS[tag] || isOwn(el)) continue;
        // The shadow root is read before the style: attaching one re-renders the host with no mutation.
        const sr = o.shadow ? (shadowRootOf(el) ?? closedShadowRootOf(el)) : null;
        let entry = inc ? entryOf(el) : undefined;
        const seenBefore = entry !== undefined;
        if (reuseBoxes && (entry ? entry.sr !== sr : !ctx.dirty)) {
          // Rendered now, unchanged by any mutation the tracker saw: attachShadow() records none, yet
          // the host re-renders; nor does slot.assign(), which renders an element the last walk did not
          // see. Everything may have moved and the boxes reused so far may be stale: the caller walks
          // again, reading every box.
          restart = entry ? 'a shadow root was attached' : 'an element was rendered with no mutation';
          stack.length = 0;
          break;
        }
        const dirty = ctx.dirty || !entry || entry.sr !== sr || (dirtyRoots !== null && dirtyRoots.has(el));
        let cs: CSSStyleDeclaration | null = null;
        // Styles may have changed anywhere (changeTracker's stylesUnknown): read this element's again.
        let restyled = false;
        let prevCv: boolean | undefined;
        if (dirty || !entry) {
          cs = computedStyle(el);
          // Without incremental snapshots nothing is kept: one scratch entry serves every element
          // (dirty is then true everywhere, so every field is written before it is read).
          const fresh: CacheEntry = inc ? newEntry(sr) : resetEntry(SCRATCH, sr);
          if (entry && reuseBoxes) {
            // Layout did not move: the box and hit-test result outlive the element's other reads.
            fresh.box = entry.box;
            fresh.top = entry.top;
            fresh.cover = entry.cover;
          }
          readStyle(fresh, el, cs, true);
          if (inc) setEntry(el, fresh);
          entry = fresh;
        } else if (allStyles) {
          restyled = true;
          cs = computedStyle(el);
          if (readStyle(entry, el, cs, entry.display === 'none')) push(styleChanged, el);
          // The lazily read values are read again when needed; content-visibility hides text, so a
          // change there counts like one above.
          prevCv = entry.cvHidden;
          entry.cvHidden = undefined;
          entry.overflowX = undefined;
          entry.position = undefined;
          entry.clipCss = undefined;
          if (entry.frameInset) entry.frameInset = { l: NaN, t: NaN, w: entry.frameInset.w, h: entry.frameInset.h };
          reused++;
        } else {
          reused++;
        }
        if (entry.display === 'none') continue;
        if (inc && mediaPending === null && MEDIA_TAGS[tag]) mediaPending = pendingMedia(el, tag, ctx.doc, seenBefore);
        const visible = entry.visible;
        const transparent = ctx.transparent || entry.opacity0;
        const cursor = entry.cursor;
        const ariaHidden = ctx.ariaHidden || entry.ariaHidden;
        const inert = ctx.inert || entry.inert;
        // A fixed element escapes its overflow ancestors' clip, not its frame's: where no overflow
        // ancestor clips (the two clips are one), its position cannot change the clip and is not read.
        const baseClip =
          ctx.clip !== ctx.frameClip && (entry.position ?? positionOf(entry, (cs ??= computedStyle(el)))) === 'fixed'
            ? ctx.frameClip
            : ctx.clip;

        // ---- registration ----
        let reason = classifyInteractive(el, tag, cursor, ctx.pointer);
        // A scroll container is registered even when nothing else would (issue 29 point 1). The overflow
        // read is the one the descendant clip below needs anyway; the extents only where it can scroll.
        let room: ScrollRoom | null = null;
        if (tag !== 'html' && tag !== 'body' && tag !== 'select' && firstElementChild(el) !== null) {
          if (entry.overflowX === undefined || dirty) readOverflow(entry, (cs ??= computedStyle(el)));
          if (scrollsAxis(entry.overflowX) || scrollsAxis(entry.overflowY))
            room = scrollRoom(el, entry.overflowX!, entry.overflowY!);
          if (!reason && room) reason = 'scroll';
        }
        let kind: 'interactive' | 'content' = 'interactive';
        if (!reason) {
          if (include === 'all') {
            reason = 'all';
            kind = 'content';
          } else if (include === 'interactive+content' && CONTENT_TAGS[tag]) {
            reason = 'content';
            kind = 'content';
          }
        }
        let rect: CachedBox | null = null;
        let recIndex = e.recParent;
        let recDepth = e.recDepth;
        let treeIndex = e.treeParent;
        if (wantTree) {
          treeIndex = nodes.length;
          push(nodes, { parent: e.treeParent, tag, size: 1 });
        }
        if (reason) {
          rect = boxOf(el, entry);
          const x1 = rect.left + ctx.ox;
          const y1 = rect.top + ctx.oy;
          const box: Edges = { x1, y1, x2: x1 + rect.width, y2: y1 + rect.height };
          if (expanded === null || touches(box, expanded)) {
            if (records.length >= o.maxElements) {
              truncated = true;
              truncatedReason = `maxElements (${o.maxElements}) reached`;
              break;
            }
            const index = indexFor(el);
            seen.add(index);
            const a = area(box);
            const clipped = a > 0 ? intersect(box, baseClip) : touches(box, baseClip) ? box : null;
            const inVp = clipped && a > 0 ? intersect(clipped, viewport) : null;
            const visibleFraction = a > 0 && inVp ? area(inVp) / a : 0;
            if (entry.clipCss === undefined || dirty) {
              cs ??= computedStyle(el);
              entry.clipCss = clipsAway(cs, positionOf(entry, cs));
            }
            const isVisible =
              visible &&
              !transparent &&
              a > 0 &&
              clipped !== null &&
              !entry.clipCss &&
              !(rect.width <= 1 && rect.height <= 1);
            const role = computeRole(el);
            if (entry.attrs === undefined || dirty) entry.attrs = keptAttributes(el);
            let provisional = false;
            const record: ElementRecord = {
              index,
              bid: makeBid(ctx.frame, index),
              elementId: elementIdFor(index),
              tag,
              role,
              name: '',
              text: '',
              attributes: entry.attrs,
              states: statesOf(entry, el, tag, role, ariaHidden, inert, inc !== null && !dirty && !restyled),
              locators: [],
              bbox: { x: round2(x1), y: round2(y1), width: round2(rect.width), height: round2(rect.height) },
              visibility: round2(visibleFraction),
              isVisible,
              inViewport: touches(box, viewport),
              isInteractive: kind === 'interactive',
              kind,
              isTopElement: null,
              obscuredBy: null,
              clickable: kind === 'interactive' && reason !== 'contenteditable',
              setOfMarks: false,
              frame: ctx.frame,
              parent: e.recParent >= 0 ? e.recParent : null,
              depth: e.recDepth,
              reason,
              isNew: index >= firstNewIndex,
              node: wantTree ? treeIndex : -1,
            };
            // A cached name holds while nothing in the element's subtree changed and it cannot come from
            // elsewhere (labels and aria-labelledby point outside the subtree).
            if (
              dirty ||
              entry.name === undefined ||
              entry.nameRole !== role ||
              ctx.nameDirty ||
              (touched !== null && touched.has(el)) ||
              elsewhereStale(el, tag, changes, nameCache, leafChanges)
            ) {
              entry.name = computeName(el, role, nameCache);
              entry.nameRole = role;
            }
            record.name = entry.name;
            // Reused while styles are being re-read: a style change below may hide part of the
            // content the name was computed from; the walk's end recomputes it if so.
            if (allStyles && !dirty) provisional = true;
            if (tag === 'input') {
              if (entry.inputType === undefined || dirty) entry.inputType = inputType(el);
              record.inputType = entry.inputType;
            }
            const v = readValue(el, tag, o.maxTextLength);
            if (v !== undefined) record.value = v;
            if (tag === 'select') record.options = readOptions(el);
            if (room) record.scroll = room;
            // accname 1.2 §4.3.1; read afresh every time (its sources lie anywhere in the document).
            const description = computeDescription(el, record.name, nameCache);
            if (description !== '') record.description = description;
            push(records, record);
            const item: WalkItem = {
              record,
              element: el,
              // The walk's own context when it holds the same clip (it has these fields, and nothing
              // writes to an item's ctx): one object fewer per record. A fixed element's differs.
              ctx:
                baseClip === ctx.clip ? ctx : { doc: ctx.doc, root: ctx.root, ox: ctx.ox, oy: ctx.oy, clip: baseClip },
              clean: !dirty,
              // Text comes from the subtree's text nodes: unchanged while nothing below changed.
              textClean: !dirty && !ctx.nameDirty && !(touched !== null && touched.has(el)),
              nameProvisional: provisional,
            };
            if (inc) item.entry = entry;
            push(items, item);
            if (wantTree) nodes[treeIndex]!.index = index;
            recIndex = index;
            recDepth = e.recDepth + 1;
          }
        }
        if (wantTree && nodes[treeIndex]!.index === undefined) {
          if (entry.treeAttrs === undefined || dirty) entry.treeAttrs = treeAttrs(el) ?? null;
          if (entry.treeAttrs) nodes[treeIndex]!.attrs = entry.treeAttrs;
        }

        // ---- children ----
        if (tag === 'svg' || tag === 'math' || tag === 'canvas' || tag === 'video' || tag === 'audio') continue;
        if (tag === 'select' && !(hasAttribute(el, 'multiple') || Number(getAttribute(el, 'size')) > 1)) continue;
        // Nothing to descend into (most elements are leaves): skip the computed-style reads below. An
        // element with text children only needs no clip either: the clip applies to element boxes.
        const hosts = tag === 'iframe' || tag === 'frame' || tag === 'slot' || sr !== null;
        if (!hosts && firstChild(el) === null) continue;
        if (entry.cvHidden === undefined || dirty) {
          // Read only where a rule, an inline style or the UA sheet may set it (styleGate.ts).
          entry.cvHidden =
            (ctx.inShadow ||
              ctx.root !== ctx.doc ||
              sr !== null ||
              ctx.gate.contentVisibility ||
              strIndexOf(tag, '-') > 0 ||
              (hasAttributes(el) && (hasAttribute(el, 'style') || hasAttribute(el, 'hidden')))) &&
            cssProp((cs ??= computedStyle(el)), 'content-visibility') === 'hidden';
          if (restyled && prevCv !== undefined && prevCv !== entry.cvHidden) push(styleChanged, el);
        }
        if (entry.cvHidden) continue;
        // Descendant clip: overflow other than visible clips to the padding box. html/body overflow
        // propagates to the viewport (CSS Overflow 3 §3.3), so they never clip here.
        let clip = baseClip;
        if (tag !== 'html' && tag !== 'body' && (hosts || firstElementChild(el) !== null)) {
          // A list-box select always scrolls its options inside its box (HTML §15.5.15, rendered as a
          // list box), though WebKit computes its overflow as visible.
          const listbox = tag === 'select';
          if (entry.overflowX === undefined || dirty) {
            cs ??= computedStyle(el);
            readOverflow(entry, cs);
          }
          const ox = listbox ? 'auto' : entry.overflowX;
          const oy = listbox ? 'auto' : entry.overflowY!;
          if (ox !== 'visible' || oy !== 'visible') {
            if (!rect) rect = boxOf(el, entry);
            if (rect.cl === undefined) {
              rect.cl = clientLeft(el);
              rect.ct = clientTop(el);
            }
            const cl = rect.cl;
            const ct = rect.ct!;
            // Its offsets now, before the boxes inside it are read: a later scroll is a change.
            if (inc) push(scrollers, scrollMark(el, false));
            const x1 = rect.left + ctx.ox + (ox !== 'visible' ? cl : -1e9);
            const y1 = rect.top + ctx.oy + (oy !== 'visible' ? ct : -1e9);
            const x2 = ox !== 'visible' ? rect.left + ctx.ox + rect.width - cl : 1e9;
            const y2 = oy !== 'visible' ? rect.top + ctx.oy + rect.height - ct : 1e9;
            clip = intersect(baseClip, { x1, y1, x2, y2 }) ?? { x1: 0, y1: 0, x2: 0, y2: 0 };
          }
        }
        const childCtx: Ctx =
          clip === ctx.clip &&
          transparent === ctx.transparent &&
          ariaHidden === ctx.ariaHidden &&
          inert === ctx.inert &&
          (cursor === 'pointer') === ctx.pointer &&
          (visible && !transparent) === ctx.textVisible &&
          dirty === ctx.dirty
            ? ctx
            : {
                frame: ctx.frame,
                doc: ctx.doc,
                root: ctx.root,
                ox: ctx.ox,
                oy: ctx.oy,
                clip,
                frameClip: ctx.frameClip,
                transparent,
                ariaHidden,
                inert,
                pointer: cursor === 'pointer',
                textVisible: visible && !transparent,
                inShadow: ctx.inShadow,
                dirty,
                nameDirty: ctx.nameDirty,
                gate: ctx.gate,
              };

        if (tag === 'iframe' || tag === 'frame') {
          const ordinal = frameOrdinalFor(el, ctx.doc);
          const fid = ctx.frame + frameToken(ordinal);
          if (!rect) rect = boxOf(el, entry);
          let doc: Document | null = null;
          try {
            doc = contentDocument(el);
          } catch {
            doc = null;
          }
          if (entry.frameInset === undefined || dirty || restyled) {
            const st = (cs ??= computedStyle(el));
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
          if (!o.frames) continue;
          // The frame's content box in top-level px, clipped by its ancestors (both kinds of frame use it).
          const inner = {
            x1: fox,
            y1: foy,
            x2: fox + rect.width - 2 * (bl || 0),
            y2: foy + rect.height - 2 * (bt || 0),
          };
          const fclip = intersect(clip, inner) ?? NO_AREA;
          if (!doc) {
            push(remoteFrames, {
              element: el,
              framePos: frames.length,
              treeNode: wantTree ? treeIndex : -1,
              recordPos: records.length,
              parentIndex: recIndex >= 0 ? recIndex : null,
              depth: recDepth,
              clip: intersect(fclip, viewport) ?? NO_AREA,
            });
            if (wantTree) nodes[treeIndex]!.frame = fid;
            push(frames, {
              id: fid,
              hostIndex,
              url: src,
              offset: { x: round2(fox), y: round2(foy) },
              status: 'unreachable',
              reason: 'cross-origin frame: its document cannot be read from this one',
              crossOrigin: true,
            });
            continue;
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
          if (!froot) continue;
          push(docs, doc);
          if (inc) {
            const fwin = defaultView(doc);
            if (fwin) push(scrollers, scrollMark(fwin, true));
          }
          // Observed from now on: a change inside it between two steps of a sliced snapshot must
          // reach the next snapshot (what was read before the change is stale).
          if (inc) track(doc, o.markAttribute);
          const fctx: Ctx = {
            frame: fid,
            doc,
            root: doc,
            ox: fox,
            oy: foy,
            clip: fclip,
            frameClip: fclip,
            transparent,
            ariaHidden,
            inert,
            pointer: false,
            textVisible: visible && !transparent,
            inShadow: false,
            // A document the last snapshot did not walk (the frame navigated) is all new elements.
            dirty: dirty || resized || (changes !== null && !includes(changes.docs, doc)),
            nameDirty: false,
            gate: gateOf(doc),
          };
          if (wantTree) nodes[treeIndex]!.frame = fid;
          push(stack, { node: froot, ctx: fctx, treeParent: treeIndex, recParent: recIndex, recDepth });
          continue;
        }
        if (tag === 'details' && !detailsOpen(el)) {
          // Closed <details>: only its first <summary> is rendered (HTML §4.11.1).
          for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
            if (localName(c) === 'summary') {
              push(stack, { node: c, ctx: childCtx, treeParent: treeIndex, recParent: recIndex, recDepth });
              break;
            }
          }
          continue;
        }
        if (o.shadow) {
          if (sr) {
            shadowRoots++;
            push(roots, sr);
            if (inc) track(sr, o.markAttribute);
            // Names inside the shadow tree may come from slotted light content that changed (a
            // mutation there touches the host, not the slot).
            const nameDirty = childCtx.nameDirty || (touched !== null && touched.has(el));
            const sctx: Ctx = { ...childCtx, inShadow: true, nameDirty, root: sr };
            pushChildrenReversed(stack, sr, sctx, treeIndex, recIndex, recDepth);
            continue;
          }
          if (tag === 'slot' && ctx.inShadow) {
            const assigned = assignedNodes(el, { flatten: true });
            if (assigned.length > 0) {
              for (let i = assigned.length - 1; i >= 0; i--) {
                // Slotted nodes stay in their own tree (the host's), which locators must query.
                const n = assigned[i]!;
                const nctx: Ctx = { ...childCtx, root: getRootNode(n) };
                push(stack, { node: n, ctx: nctx, treeParent: treeIndex, recParent: recIndex, recDepth });
              }
              continue;
            }
          }
        }
        pushChildrenReversed(stack, el, childCtx, treeIndex, recIndex, recDepth);
      } catch (err) {
        push(errors, {
          code: 'ELEMENT_FAILED',
          message: `${localNameSafe(el)}: ${String((err as Error)?.message ?? err)}`,
          ...(knownIndexOf(el) !== undefined ? { bid: String(knownIndexOf(el)) } : {}),
        });
      }
    }
    if (styleChanged.length > 0) settleNames();
    if (allStyles && changes!.sheetsChanged && pseudoTextPossible()) renameProvisional();
    done = true;
    return true;
  };

  /**
   * Styles were read afresh and some changed: names reused for elements at or above a change may have
   * lost or gained content (a child hidden or shown). Recompute those, and their text.
   */
  const settleNames = (): void => {
    const hit = new SafeSet<Node>();
    for (let i = 0; i < styleChanged.length; i++) {
      for (let n: Node | null = styleChanged[i]!; n && !hit.has(n); n = composedParent(n)) hit.add(n);
    }
    for (let i = 0; i < items.length; i++) {
      const it = items[i]!;
      if (!hit.has(it.element)) continue;
      it.textClean = false;
      if (it.nameProvisional) rename(it);
    }
  };

  /** A reused name computed again (settleNames, renameProvisional). */
  const rename = (it: WalkItem): void => {
    it.nameProvisional = false;
    const name = computeName(it.element, it.record.role, nameCache);
    it.record.name = name;
    if (it.entry) it.entry.name = name;
    // The description leaves out a title that gave the name (accname 1.2 §4.3.1): recompute it with
    // the settled name, or a title-named link keeps its title as a description too.
    const description = computeDescription(it.element, name, nameCache);
    if (description !== '') it.record.description = description;
    else delete it.record.description;
  };

  /**
   * Whether pseudo-element text may have changed with the sheets: no property the walk reads shows a
   * ::before's new `content` (a rule inserted, a sheet replaced). Possible wherever a walked document's
   * style gate is open, and in shadow trees, which the gate does not cover. Only after a sheet change:
   * under a sheet the page cannot read, every mutation reads styles afresh, and renaming every record
   * each time cost 1.3-1.5x on a row added (msn, yahoo-2, breitbart); a mutation that changes a
   * pseudo-element's text through a combinator outside the element's subtree stays unseen there
   * (README, "Incremental snapshots").
   */
  const pseudoTextPossible = (): boolean => {
    if (roots.length > 0) return true;
    for (let i = 0; i < docs.length; i++) if (gateOf(docs[i] as Document).pseudoText) return true;
    return false;
  };

  /** Styles were read afresh and pseudo-element text may have changed: every reused name is computed again. */
  const renameProvisional = (): void => {
    for (let i = 0; i < items.length; i++) if (items[i]!.nameProvisional) rename(items[i]!);
  };
  return {
    step,
    result,
    checkConnected: () => {
      connectedOnly = true;
    },
  };
}

/**
 * Whether a name may come from outside the element's subtree and may have changed: labelable elements
 * take names from <label>s, and aria-labelledby from anywhere in the document. Such a name still holds
 * when the DOM did not mutate (ids, `for` and aria-labelledby, so the set of sources, are unchanged),
 * styles are bounded, and no source lies in or above a changed subtree (its text, an embedded
 * control's value or a style below it): a typed value is no mutation, and after one the labelled
 * controls of a form keep their names. aria-owns and custom elements (their shadow content, element
 * internals) are never bounded, nor is anything in a full snapshot (`changes` null).
 */
function elsewhereStale(el: Element, tag: string, changes: Changes | null, cache: NameCache, leaves: boolean): boolean {
  if (strIndexOf(tag, '-') > 0 || hasAttribute(el, 'aria-owns')) return true;
  if (LABELABLE[tag] !== true && !hasAttribute(el, 'aria-labelledby')) return false;
  if (changes === null || changes.mutated || changes.stylesUnknown !== null) return true;
  const sources = nameSources(el, cache);
  for (let i = 0; i < sources.length; i++) {
    const s = sources[i]!;
    if (changes.touched.has(s)) return true;
    if (leaves) {
      if (changes.roots.has(s)) return true;
      continue;
    }
    for (let n: Node | null = s, guard = 0; n && guard < 10000; n = composedParent(n), guard++) {
      if (changes.roots.has(n)) return true;
    }
  }
  return false;
}

/**
 * Whether every changed subtree is a node with nothing below it in the composed tree (no child, no
 * shadow root, not a frame's host): then a node lies in a changed subtree only if it is a root
 * itself, and the walk up from each name source is not needed. Typing changes one input, a leaf:
 * the walks up from every label on a 50k page cost 8 ms of its incremental snapshot.
 */
function leafRoots(roots: Set<Node>): boolean {
  let leaves = true;
  roots.forEach((n) => {
    if (!leaves) return;
    if (firstChild(n) !== null) leaves = false;
    else if (nodeType(n) === ELEMENT_NODE) {
      const el = n as Element;
      const tag = localName(el);
      if (tag === 'iframe' || tag === 'frame' || tag === 'object' || tag === 'embed') leaves = false;
      else if (shadowRootOf(el) !== null || closedShadowRootOf(el) !== null) leaves = false;
    } else if (nodeType(n) !== TEXT_NODE) leaves = false;
  });
  return leaves;
}

/**
 * Whether an element's ::before/::after may hold text: the document's stylesheets may give it some
 * (styleGate.ts), or the element is where the gate does not answer (a shadow tree, a shadow host, a
 * slotted or custom element; `q`, whose quotes the UA sheet adds).
 */
function mayHavePseudo(el: Element, gateOf: (doc: Document) => StyleGate): boolean {
  const doc = ownerDocument(el);
  if (!doc || gateOf(doc).pseudoText) return true;
  const tag = localName(el);
  if (tag === 'q' || strIndexOf(tag, '-') > 0) return true;
  if (getRootNode(el) !== doc || shadowRootOf(el) !== null || closedShadowRootOf(el) !== null) return true;
  return assignedSlotOf(el) != null;
}

const LABELABLE: Record<string, true> = {
  input: true,
  select: true,
  textarea: true,
  button: true,
  meter: true,
  output: true,
  progress: true,
};

function localNameSafe(el: Element): string {
  try {
    return localName(el);
  } catch {
    return 'element';
  }
}
