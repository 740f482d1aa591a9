/**
 * Registration: whether the walk registers an element (interactive, a scroll container, or content
 * when asked), and its record: index, box, visibility, role, name (reused while it holds), states,
 * value. Also the element's node in the snapshot tree.
 */
import type { ElementRecord, ScrollRoom, TreeNode } from '../../core/model/types';
import { blockFlag, separates } from '../../core/render/blockTags';
import { computedStyle, firstElementChild, hasLayout, inputType } from '../platform/dom';
import { push } from '../../builtins/pristine';
import { intersect, area, touches, type Edges } from '../../core/geometry/rect';
import { round2 } from '../../core/geometry/round';
import { makeBid } from '../../core/model/frameId';
import { elementIdFor, indexFor } from '../identity/registry';
import { clipsAway, tooSmallToSee } from '../visibility/hiddenRule';
import { computeRole } from '../aria/computeRole';
import { computeName } from '../aria/computeName';
import { computeDescription } from '../aria/description';
import { toggleName } from '../aria/treeToggle';
import { iconName } from '../aria/iconName';
import { readOptions, readValue } from '../aria/readStates';
import { CONTENT_TAGS } from './tagSets';
import { scrollRoom, scrollsAxis } from './scrollRoom';
import { classifyInteractive } from './classifyInteractive';
import { ownText } from './rowTargets';
import { boxOf, keptAttributes, positionOf, readOverflow, statesOf, treeAttrs } from './elementReads';
import { elsewhereStale } from './nameReuse';
import { readConcealment } from './concealedReads';
import { SEEN } from '../visibility/concealment';
import type { CachedBox } from '../incremental/elementCache';
import type { WalkState } from './walkState';
import type { Ctx, Entry, WalkItem } from './walkTypes';

/**
 * Register the element when it qualifies and its box touches the (expanded) viewport, and add its
 * tree node. Sets `s.v`'s rect, recIndex, recDepth and treeIndex for its descendants. False when
 * maxElements is reached (the walk stops, truncated).
 */
export function register(s: WalkState, e: Entry, el: Element, tag: string): boolean {
  const v = s.v;
  const ctx: Ctx = e.ctx;
  const entry = v.entry;
  const dirty = v.dirty;
  const o = s.o;
  const baseClip = v.baseClip;
  let reason = classifyInteractive(el, tag, entry.cursor, ctx.cursor, entry.display);
  // A scroll container is registered even when nothing else would. The overflow
  // read is the one the descendant clip below needs anyway; the extents only where it can scroll.
  let room: ScrollRoom | null = null;
  if (tag !== 'html' && tag !== 'body' && tag !== 'select' && firstElementChild(el) !== null) {
    // A dirty element's entry is fresh (overflow unread): `dirty` needs no test of its own here.
    if (entry.overflowX === undefined) readOverflow(entry, (v.cs ??= computedStyle(el)));
    if (scrollsAxis(entry.overflowX) || scrollsAxis(entry.overflowY))
      room = scrollRoom(el, entry.overflowX!, entry.overflowY!);
    if (!reason && room) reason = 'scroll';
  }
  let kind: 'interactive' | 'content' = 'interactive';
  if (!reason) {
    if (s.include === 'all') {
      reason = 'all';
      kind = 'content';
    } else if (
      s.include === 'interactive+content' &&
      (CONTENT_TAGS[tag] || (!s.textShown.has(e.recParent) && ownText(el)))
    ) {
      reason = 'content';
      kind = 'content';
    }
  }
  v.recIndex = e.recParent;
  v.recDepth = e.recDepth;
  v.treeIndex = e.treeParent;
  const nodes = s.nodes;
  if (s.wantTree) {
    v.treeIndex = nodes.length;
    const node: TreeNode = { parent: e.treeParent, tag, size: 1 };
    const block = blockFlag(tag, entry.display);
    if (block !== undefined) node.block = block;
    push(nodes, node);
    // White space before a box set apart (traversal.ts's visitText) separates nothing more.
    if (s.space && separates(node)) s.space = false;
  }
  const treeIndex = v.treeIndex;
  if (reason) {
    // Without layout (static mode) there is no box: every qualifying element registers, and what
    // only layout decides (box, viewport, clipping, size) stays unknown.
    let box: Edges | null = null;
    let rect: CachedBox | null = null;
    if (hasLayout) {
      rect = v.rect ??= boxOf(s, el, entry);
      const x1 = rect.left + ctx.ox;
      const y1 = rect.top + ctx.oy;
      box = { x1, y1, x2: x1 + rect.width, y2: y1 + rect.height };
    }
    if (box === null || s.expanded === null || touches(box, s.expanded)) {
      if (s.records.length >= o.maxElements) {
        s.truncated = true;
        s.truncatedReason = `maxElements (${o.maxElements}) reached`;
        return false;
      }
      const index = indexFor(el);
      s.seen.add(index);
      if (entry.clipCss === undefined || dirty) {
        const cs = (v.cs ??= computedStyle(el));
        entry.clipCss = clipsAway(cs, positionOf(entry, cs));
      }
      const shown = v.visible && !v.transparent && !entry.clipCss;
      let isVisible = shown;
      let visibility = shown ? 1 : 0;
      let inViewport = false;
      let bbox: ElementRecord['bbox'] = null;
      if (box !== null && rect !== null) {
        const viewport = s.viewport;
        const a = area(box);
        const clipped = a > 0 ? intersect(box, baseClip) : touches(box, baseClip) ? box : null;
        const inVp = clipped && a > 0 ? intersect(clipped, viewport) : null;
        isVisible = shown && a > 0 && clipped !== null && !tooSmallToSee(rect.width, rect.height);
        visibility = round2(a > 0 && inVp ? area(inVp) / a : 0);
        inViewport = touches(box, viewport);
        bbox = { x: round2(box.x1), y: round2(box.y1), width: round2(rect.width), height: round2(rect.height) };
      }
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
        states: statesOf(entry, el, tag, role, v.ariaHidden, v.inert, s.inc !== null && !dirty && !v.restyled),
        locators: [],
        bbox,
        visibility,
        isVisible,
        inViewport,
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
        isNew: index >= s.firstNewIndex,
        node: s.wantTree ? treeIndex : -1,
      };
      const touched = s.touched;
      // A cached name holds while nothing in the element's subtree changed and it cannot come from
      // elsewhere (labels and aria-labelledby point outside the subtree).
      if (
        dirty ||
        entry.name === undefined ||
        entry.nameRole !== role ||
        ctx.nameDirty ||
        (touched !== null && touched.has(el)) ||
        elsewhereStale(el, tag, s.changes, s.nameCache, s.leafChanges)
      ) {
        entry.name = computeName(el, role, s.nameCache) || toggleName(el) || iconName(el);
        entry.nameRole = role;
      }
      record.name = entry.name;
      // Its text is read already: no text block inside it is registered on its own.
      if (s.include === 'interactive+content' && (kind === 'content' || record.name !== '')) s.textShown.add(index);
      // Reused while styles are being re-read: a style change below may hide part of the
      // content the name was computed from; the walk's end recomputes it if so.
      if (s.allStyles && !dirty) provisional = true;
      if (tag === 'input') {
        if (entry.inputType === undefined || dirty) entry.inputType = inputType(el);
        record.inputType = entry.inputType;
      }
      const value = readValue(el, tag, o.maxTextLength);
      if (value !== undefined) record.value = value;
      if (tag === 'select') record.options = readOptions(el);
      if (room) record.scroll = room;
      // accname 1.2 §4.3.1; read afresh every time (its sources lie anywhere in the document).
      const description = computeDescription(el, record.name, s.nameCache);
      if (description !== '') record.description = description;
      // A leaf's own concealment (one with children was judged before registration).
      if (!v.concealedRead && ctx.concealed === SEEN) {
        readConcealment(s, ctx, el);
        v.concealedRead = true;
      }
      if (v.concealed !== SEEN) record.concealed = v.concealed;
      push(s.records, record);
      const item: WalkItem = {
        record,
        element: el,
        // The walk's own context when it holds the same clip (it has these fields, and nothing
        // writes to an item's ctx): one object fewer per record. A fixed element's differs.
        ctx: baseClip === ctx.clip ? ctx : { doc: ctx.doc, root: ctx.root, ox: ctx.ox, oy: ctx.oy, clip: baseClip },
        clean: !dirty,
        // Text comes from the subtree's text nodes: unchanged while nothing below changed.
        textClean: !dirty && !ctx.nameDirty && !(touched !== null && touched.has(el)),
        nameProvisional: provisional,
      };
      if (s.inc) item.entry = entry;
      push(s.items, item);
      if (s.wantTree) nodes[treeIndex]!.index = index;
      v.recIndex = index;
      v.recDepth = e.recDepth + 1;
    }
  }
  if (s.wantTree && nodes[treeIndex]!.index === undefined) {
    if (entry.treeAttrs === undefined || dirty) entry.treeAttrs = treeAttrs(el) ?? null;
    if (entry.treeAttrs) nodes[treeIndex]!.attrs = entry.treeAttrs;
  }
  return true;
}
