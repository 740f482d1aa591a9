/**
 * When an incremental walk may reuse a cached name, and the names it settles at its end: a reused
 * name can go stale through a label elsewhere in the document (elsewhereStale), a style change below
 * the element (settleNames) or a stylesheet change that alters pseudo-element text (renameProvisional).
 */
import {
  assignedSlotOf,
  ELEMENT_NODE,
  firstChild,
  getRootNode,
  hasAttribute,
  localName,
  nodeType,
  ownerDocument,
  shadowRootOf,
  TEXT_NODE,
} from '../platform/dom';
import { strIndexOf, SafeSet } from '../../builtins/pristine';
import { computeName, nameSources } from '../aria/computeName';
import { computeDescription } from '../aria/description';
import type { NameCache } from '../aria/nameCache';
import type { Changes } from '../incremental/changes';
import { walkParent } from '../incremental/dirtyRoots';
import { closedShadowRootOf } from './closedShadowRoots';
import { gateOf, type WalkState } from './walkState';
import type { WalkItem } from './walkTypes';

const LABELABLE: Record<string, true> = {
  input: true,
  select: true,
  textarea: true,
  button: true,
  meter: true,
  output: true,
  progress: true,
};

/**
 * Whether a name may come from outside the element's subtree and may have changed: labelable elements
 * take names from <label>s, and aria-labelledby from anywhere in the document. Such a name still holds
 * when the DOM did not mutate (ids, `for` and aria-labelledby, so the set of sources, are unchanged),
 * styles are bounded, and no source lies in or above a changed subtree (its text, an embedded
 * control's value or a style below it): a typed value is no mutation, and after one the labelled
 * controls of a form keep their names. aria-owns and custom elements (their shadow content, element
 * internals) are never bounded, nor is anything in a full snapshot (`changes` null).
 */
export function elsewhereStale(
  el: Element,
  tag: string,
  changes: Changes | null,
  cache: NameCache,
  leaves: boolean,
): boolean {
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
    for (let n: Node | null = s, guard = 0; n && guard < 10000; n = walkParent(n), guard++) {
      if (changes.roots.has(n)) return true;
    }
  }
  return false;
}

/**
 * Whether every changed subtree is a node with nothing below it in the composed tree (no child, no
 * shadow root, not a frame's host): then a node lies in a changed subtree only if it is a root
 * itself, and the walk up from each name source is not needed. Typing changes one input, a leaf:
 * on a large page the walks up from every label were a visible share of its incremental snapshot.
 */
export function leafRoots(roots: Set<Node>): boolean {
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
export function mayHavePseudo(el: Element, s: WalkState): boolean {
  const doc = ownerDocument(el);
  if (!doc || gateOf(s, doc).pseudoText) return true;
  const tag = localName(el);
  if (tag === 'q' || strIndexOf(tag, '-') > 0) return true;
  if (getRootNode(el) !== doc || shadowRootOf(el) !== null || closedShadowRootOf(el) !== null) return true;
  return assignedSlotOf(el) != null;
}

/** The elements in `from` and every ancestor of theirs (flat tree). */
function atOrAbove(from: Element[]): Set<Node> {
  const hit = new SafeSet<Node>();
  for (let i = 0; i < from.length; i++) {
    for (let n: Node | null = from[i]!; n && !hit.has(n); n = walkParent(n)) hit.add(n);
  }
  return hit;
}

/**
 * Styles were read afresh and some changed: names reused for elements at or above a change may have
 * lost or gained content (a child hidden or shown). Recompute those, and their text. Where only
 * what a person sees changed (`concealedChanged`: concealedReads.ts), the text alone.
 */
export function settleNames(s: WalkState): void {
  const restyled = atOrAbove(s.styleChanged);
  const reconcealed = atOrAbove(s.concealedChanged);
  const items = s.items;
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (restyled.has(it.element)) {
      it.textClean = false;
      if (it.nameProvisional) rename(s, it);
    } else if (reconcealed.has(it.element)) it.textClean = false;
  }
}

/** A reused name computed again (settleNames, renameProvisional). */
function rename(s: WalkState, it: WalkItem): void {
  it.nameProvisional = false;
  const name = computeName(it.element, it.record.role, s.nameCache);
  it.record.name = name;
  if (it.entry) it.entry.name = name;
  // The description leaves out a title that gave the name (accname 1.2 §4.3.1): recompute it with
  // the settled name, or a title-named link keeps its title as a description too.
  const description = computeDescription(it.element, name, s.nameCache);
  if (description !== '') it.record.description = description;
  else delete it.record.description;
}

/**
 * Whether pseudo-element text may have changed with the sheets: no property the walk reads shows a
 * ::before's new `content` (a rule inserted, a sheet replaced). Possible wherever a walked document's
 * style gate is open, and in shadow trees, which the gate does not cover. Only after a sheet change:
 * under a sheet the page cannot read, every mutation reads styles afresh, and renaming every record
 * each time cost 1.3-1.5x on a row added (msn, yahoo-2, breitbart); a mutation that changes a
 * pseudo-element's text through a combinator outside the element's subtree stays unseen there
 * (README, "Incremental snapshots").
 */
export function pseudoTextPossible(s: WalkState): boolean {
  if (s.roots.length > 0) return true;
  for (let i = 0; i < s.docs.length; i++) if (gateOf(s, s.docs[i] as Document).pseudoText) return true;
  return false;
}

/** Styles were read afresh and pseudo-element text may have changed: every reused name is computed again. */
export function renameProvisional(s: WalkState): void {
  for (let i = 0; i < s.items.length; i++) if (s.items[i]!.nameProvisional) rename(s, s.items[i]!);
}
