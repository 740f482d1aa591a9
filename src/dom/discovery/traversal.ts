/**
 * The traversal: one iterative pre-order walk of the flat tree (light DOM, open and closed shadow
 * roots in slot order, same-origin iframes) over an explicit stack, in slices that stop at a clock
 * time. Each element goes through the walk's phases in order, each in a file of its own: reading it
 * (style, box, attributes, states), registering it (its record and tree node), then its descendants:
 * the clips they inherit, a frame's document walked under a fresh context, or its children.
 *
 * Never recursive: a 10,000-deep page must not overflow the stack. Sibling order is preserved by
 * pushing children in reverse.
 */
import {
  assignedNodes,
  attrScope,
  computedStyle,
  cssProp,
  detailsOpen,
  ELEMENT_NODE,
  firstChild,
  firstElementChild,
  getAttribute,
  getRootNode,
  hasAttribute,
  hasAttributes,
  isConnected,
  lastChild,
  localName,
  nextElementSibling,
  nodeType,
  nodeValue,
  previousSibling,
  TEXT_NODE,
} from '../platform/dom';
import { collapseSpaces, nowP, push, pop, reTest, strIndexOf, strSlice } from '../../builtins/pristine';
import { isOwn } from '../identity/ownNodes';
import { knownIndexOf } from '../identity/registry';
import { setText, textOf } from '../incremental/elementCache';
import { track } from '../incremental/observers';
import { SKIP_TAGS, SVG_RENDERED } from './tagSets';
import { READ_ON, READ_RESTART, readElement } from './elementReads';
import { register } from './registration';
import { baseClipOf, childCtxOf, descendantClip } from './clipping';
import { enterFrame } from './frames';
import { pseudoTextPossible, renameProvisional, settleNames } from './nameReuse';
import { probeCoveredText } from './coveredTextReads';
import { noteSeenConcealment, readConcealment, textConcealmentOf } from './concealedReads';
import { SEEN } from '../visibility/concealment';
import type { WalkState } from './walkState';
import type { Ctx, Entry, TextParent } from './walkTypes';

/** Characters kept of one text node in the snapshot tree (see the walk's text branch). */
const MAX_TREE_TEXT = 2000;

function pushChildrenReversed(
  stack: Entry[],
  parent: Node,
  ctx: Ctx,
  treeParent: number,
  recParent: number,
  recDepth: number,
  pe: Element,
  pcs: CSSStyleDeclaration | null,
  peRecord: boolean,
): void {
  const tp: TextParent = peRecord ? { el: pe, cs: pcs, rec: true } : { el: pe, cs: pcs };
  for (let c = lastChild(parent); c; c = previousSibling(c)) {
    push(stack, { node: c, ctx, treeParent, recParent, recDepth, tp });
  }
}

function localNameSafe(el: Element): string {
  try {
    return localName(el);
  } catch {
    return 'element';
  }
}

/** White space collapseSpaces changes: most text nodes of prose have none (one test, no replace). */
const UNCOLLAPSED = /\s\s|[^\S ]/;

/** A text node's (collapsed, capped) text as a tree node. */
function visitText(s: WalkState, e: Entry, node: Node): void {
  const ctx = e.ctx;
  if (!(s.wantTree && ctx.textVisible && e.treeParent >= 0)) return;
  let t = s.inc && !ctx.dirty ? textOf(node) : undefined;
  if (t === undefined) {
    let raw = nodeValue(node);
    // One text node can hold megabytes (a log, an inlined data blob): the tree keeps its first
    // MAX_TREE_TEXT characters, which is more than any format shows, and collapsing never
    // scans the rest.
    if (raw && raw.length > MAX_TREE_TEXT * 2) raw = strSlice(raw, 0, MAX_TREE_TEXT * 2);
    t = raw ? (reTest(UNCOLLAPSED, raw) ? collapseSpaces(raw) : raw) : '';
    if (t.length > MAX_TREE_TEXT) t = strSlice(t, 0, MAX_TREE_TEXT - 1) + '\u2026';
    if (s.inc) setText(node, t);
  }
  if (t === '') return;
  // A node of white space only (between two inline elements, `<b>A</b> <b>B</b>`) keeps no node of
  // its own: its space leads the next text node's, so the words stay apart.
  if (t === ' ') {
    s.space = true;
    return;
  }
  if (s.space) {
    s.space = false;
    if (t[0] !== ' ') t = ' ' + t;
  }
  const concealment = textConcealmentOf(s, ctx, e.tp, t);
  push(
    s.nodes,
    concealment === SEEN
      ? { parent: e.treeParent, tag: '#text', text: t, size: 1 }
      : { parent: e.treeParent, tag: '#text', text: t, concealed: concealment, size: 1 },
  );
  // Seen text: is another element over it? (coveredTextReads.ts; the text of a record's own
  // element is judged with the record, dom/snapshot/coveredText.ts.)
  const tp = e.tp;
  if (concealment === SEEN && tp && !tp.rec) {
    if (!tp.probe)
      push(
        s.coverProbes,
        (tp.probe = {
          el: tp.el,
          doc: ctx.doc,
          ox: ctx.ox,
          oy: ctx.oy,
          clip: ctx.clip,
          inRec: e.recParent >= 0,
          nodes: [],
        }),
      );
    push(tp.probe.nodes, s.nodes.length - 1);
  }
}

/** What visitElement asks of the loop: go on, or stop the walk (maxElements, a restart). */
const GO_ON = 0;
const STOP = 1;

/** One element: its reads, its registration, then what of it is walked below (pushed on the stack). */
function visitElement(s: WalkState, e: Entry, el: Element): number {
  const ctx = e.ctx;
  const o = s.o;
  const v = s.v;
  const stack = s.stack;
  const tag = localName(el);
  if (SKIP_TAGS[tag] || isOwn(el) || (ctx.inSvg && !SVG_RENDERED[tag])) return GO_ON;
  const read = readElement(s, ctx, el, tag);
  if (read === READ_RESTART) return STOP;
  if (read !== READ_ON) return GO_ON;
  const entry = v.entry;
  const sr = v.sr;
  v.visible = entry.visible;
  v.transparent = ctx.transparent || entry.opacity0;
  v.ariaHidden = ctx.ariaHidden || entry.ariaHidden;
  v.inert = ctx.inert || entry.inert;
  v.baseClip = baseClipOf(s, ctx, el);
  v.rect = null;
  v.concealed = ctx.concealed;
  const hosts = tag === 'iframe' || tag === 'frame' || tag === 'slot' || sr !== null;
  const leaf = !hosts && firstChild(el) === null;
  // What a person sees of its text: only where there is text below (a record of a leaf is judged
  // in registration).
  v.concealedRead = ctx.concealed === SEEN && !leaf;
  if (v.concealedRead) readConcealment(s, ctx, el);
  if (!leaf) noteSeenConcealment(s, el, entry, v.concealed);

  if (!register(s, e, el, tag)) return STOP;

  // ---- children ----
  if (tag === 'math' || tag === 'canvas' || tag === 'video' || tag === 'audio') return GO_ON;
  if (tag === 'select' && !(hasAttribute(el, 'multiple') || Number(getAttribute(el, 'size')) > 1)) return GO_ON;
  // Nothing to descend into (most elements are leaves): skip the computed-style reads below. An
  // element with text children only needs no clip either: the clip applies to element boxes.
  if (leaf) return GO_ON;
  if (entry.cvHidden === undefined || v.dirty) {
    // Read only where a rule, an inline style or the UA sheet may set it (styleGate.ts).
    entry.cvHidden =
      (ctx.inShadow ||
        ctx.root !== ctx.doc ||
        sr !== null ||
        ctx.gate.contentVisibility ||
        strIndexOf(tag, '-') > 0 ||
        (hasAttributes(el) && (hasAttribute(el, 'style') || hasAttribute(el, 'hidden')))) &&
      cssProp((v.cs ??= computedStyle(el)), 'content-visibility') === 'hidden';
    if (v.restyled && v.prevCv !== undefined && v.prevCv !== entry.cvHidden) push(s.styleChanged, el);
  }
  if (entry.cvHidden) return GO_ON;
  const clip = descendantClip(s, ctx, el, tag, hosts);
  let childCtx = childCtxOf(s, ctx, clip);
  // SVG content: what is drawn there is SVG's own elements, until a foreignObject holds HTML again.
  if (tag === 'svg' && !ctx.inSvg) childCtx = { ...childCtx, inSvg: true };
  else if (tag === 'foreignObject') childCtx = { ...childCtx, inSvg: false };
  const treeIndex = v.treeIndex;
  const recIndex = v.recIndex;
  const recDepth = v.recDepth;
  // Registered here (its descendants hang under a record of its own).
  const isRecord = recIndex !== e.recParent;

  if (tag === 'iframe' || tag === 'frame') {
    enterFrame(s, e, el, clip);
    return GO_ON;
  }
  if (tag === 'details' && !detailsOpen(el)) {
    // Closed <details>: only its first <summary> is rendered (HTML §4.11.1).
    for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
      if (localName(c) === 'summary') {
        push(stack, { node: c, ctx: childCtx, treeParent: treeIndex, recParent: recIndex, recDepth });
        break;
      }
    }
    return GO_ON;
  }
  if (o.shadow) {
    if (sr) {
      s.shadowRoots++;
      push(s.roots, sr);
      if (s.inc) track(sr, o.markAttribute);
      // Names inside the shadow tree may come from slotted light content that changed (a
      // mutation there touches the host, not the slot).
      const nameDirty = childCtx.nameDirty || (s.touched !== null && s.touched.has(el));
      const sctx: Ctx = { ...childCtx, inShadow: true, nameDirty, root: sr };
      pushChildrenReversed(stack, sr, sctx, treeIndex, recIndex, recDepth, el, v.cs, isRecord);
      return GO_ON;
    }
    if (tag === 'slot' && ctx.inShadow) {
      const assigned = assignedNodes(el, { flatten: true });
      if (assigned.length > 0) {
        for (let i = assigned.length - 1; i >= 0; i--) {
          // Slotted nodes stay in their own tree (the host's), which locators must query.
          const n = assigned[i]!;
          const nctx: Ctx = { ...childCtx, root: getRootNode(n) };
          push(stack, {
            node: n,
            ctx: nctx,
            treeParent: treeIndex,
            recParent: recIndex,
            recDepth,
            tp: { el, cs: null },
          });
        }
        return GO_ON;
      }
    }
  }
  pushChildrenReversed(stack, el, childCtx, treeIndex, recIndex, recDepth, el, v.cs, isRecord);
  return GO_ON;
}

/**
 * Walk until the stack is empty (true) or the clock passes `until` (false: call again later). At the
 * end, names reused under changed styles are settled (nameReuse.ts).
 */
export function stepWalk(s: WalkState, until: number): boolean {
  if (s.done) return true;
  const stack = s.stack;
  const o = s.o;
  while (stack.length > 0) {
    const e = pop(stack)!;
    const node = e.node;
    // The page changed between two steps (sliced snapshotAsync): a node queued before that may
    // have left the document since, and must not be read as if it were still shown.
    if (s.connectedOnly && !isConnected(node)) continue;
    const nt = nodeType(node);
    if (nt === TEXT_NODE) {
      visitText(s, e, node);
      continue;
    }
    if (nt !== ELEMENT_NODE) continue;
    const el = node as Element;
    if ((s.visited & 63) === 63) {
      const now = nowP();
      if (now > s.deadline) {
        s.visited++;
        s.truncated = true;
        s.truncatedReason = `deadline of ${o.deadlineMs} ms reached after ${s.visited} elements`;
        break;
      }
      if (now > until) {
        // Out of time for this slice: put the element back for the next step.
        push(stack, e);
        return false;
      }
    }
    s.visited++;
    try {
      // Its attribute reads are answered from one list of its attribute names (nodeAccess.ts).
      attrScope(el);
      if (visitElement(s, e, el) === STOP) break;
    } catch (err) {
      push(s.errors, {
        code: 'ELEMENT_FAILED',
        message: `${localNameSafe(el)}: ${String((err as Error)?.message ?? err)}`,
        ...(knownIndexOf(el) !== undefined ? { bid: String(knownIndexOf(el)) } : {}),
      });
    } finally {
      attrScope(null);
    }
  }
  if (s.coverProbes.length > 0) probeCoveredText(s);
  if (s.styleChanged.length > 0 || s.concealedChanged.length > 0) settleNames(s);
  if (s.allStyles && s.changes!.sheetsChanged && pseudoTextPossible(s)) renameProvisional(s);
  s.done = true;
  return true;
}
