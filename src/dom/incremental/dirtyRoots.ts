/**
 * The changes pending since the last snapshot: the dirty roots (changeTracker.ts says why each kind
 * of change makes which roots), whether the DOM mutated, the interaction events still to resolve,
 * and why reuse is no longer safe (overflow). The observers and resolvers add to them; takeChanges
 * reads them and starts afresh.
 */
import {
  defaultView,
  eventTarget,
  eventType,
  frameElementOf,
  hostOf,
  nextElementSibling,
  nodeType,
  parentNode,
  relatedTarget,
  DOCUMENT_FRAGMENT_NODE,
  DOCUMENT_NODE,
  ELEMENT_NODE,
  TEXT_NODE,
} from '../platform/dom';
import { push, SafeSet } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';
import { composedParent } from '../visibility/isTopAt';

/** More pending changes than this and a full snapshot is cheaper than the bookkeeping. */
export const MAX_ROOTS = 2000;
const MAX_EVENTS = 512;

export interface PendingEvent {
  type: string;
  target: EventTarget | null;
  related: EventTarget | null;
}

// Read by the other tracker files through these live bindings; written only here.
export let roots: Set<Node>;
export let mutated: boolean;
export let events: PendingEvent[];
export let overflow: string | null;

/** Start afresh (after takeChanges, and on dispose). */
export const clearPending = defineState(() => {
  roots = new SafeSet();
  mutated = false;
  events = [];
  overflow = null;
});

export function markMutated(): void {
  mutated = true;
}

/** Reuse is not safe for the next snapshot: it is full, for this reason. */
export function setOverflow(reason: string): void {
  overflow = reason;
}

/**
 * `siblings` false: the change restyles nothing (a control's value where the page does not style
 * form state), so the following siblings, which only sibling combinators reach, stay clean.
 */
export function addRoot(n: Node, siblings = true): void {
  if (overflow) return;
  const t = nodeType(n);
  if (t !== ELEMENT_NODE) {
    // A shadow root's own child list: its host re-renders. A document: everything.
    if (t === DOCUMENT_FRAGMENT_NODE) {
      let h: Element | null;
      try {
        h = hostOf(n);
      } catch {
        h = null;
      }
      if (h) addRoot(h);
      else overflow = 'change in a detached fragment';
      return;
    }
    if (t !== TEXT_NODE) overflow = 'change at the document level';
    return;
  }
  if (roots.has(n)) return;
  roots.add(n);
  if (!siblings) return;
  // Sibling combinators: the following siblings restyle too.
  for (let s = nextElementSibling(n); s; s = nextElementSibling(s)) {
    if (roots.size > MAX_ROOTS) break;
    roots.add(s);
  }
  if (roots.size > MAX_ROOTS) overflow = `more than ${MAX_ROOTS} changed subtrees`;
}

/** An interaction event, kept for takeChanges to resolve against the page's stylesheets. */
export function onEvent(e: Event): void {
  if (overflow) return;
  if (events.length >= MAX_EVENTS) {
    // Interaction piled up (a long hover session): a full snapshot is cheaper than replaying it.
    overflow = `more than ${MAX_EVENTS} interaction events`;
    return;
  }
  let related: EventTarget | null = null;
  const type = eventType(e);
  if (type === 'mouseover' || type === 'mouseout') {
    try {
      related = relatedTarget(e);
    } catch {
      related = null;
    }
  }
  push(events, { type, target: eventTarget(e), related });
}

/**
 * The parent in the tree the walk follows: through shadow roots to their host and, from a frame's
 * document element, to the <iframe> (a frame's text is part of its host's and its ancestors' text).
 */
export function walkParent(n: Node): Node | null {
  const p = composedParent(n);
  if (p) return p;
  const d = parentNode(n);
  if (d && nodeType(d) === DOCUMENT_NODE) {
    try {
      const view = defaultView(d as Document);
      return view ? frameElementOf(view) : null;
    } catch {
      // A cross-origin parent frame.
    }
  }
  return null;
}

/** Every ancestor of a root into `touched` (names are computed from descendants). */
export function touchAncestors(touched: Set<Node>): void {
  roots.forEach((r) => {
    for (let n: Node | null = walkParent(r); n && !touched.has(n); n = walkParent(n)) touched.add(n);
  });
}
