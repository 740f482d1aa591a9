/**
 * Dirty tracking for incremental snapshots: between two snapshots, which elements may read
 * differently (their computed style, attributes or content), collected from a MutationObserver on
 * every document and shadow root the walk visited, and from the events that change dynamic
 * pseudo-classes without a mutation (focus, hover, input, popover toggles, ...).
 *
 * The answer is a set of dirty roots: the walk re-reads a dirty root and its whole subtree (flat
 * tree), and reuses cached reads everywhere else. The rules (each says why it is enough):
 * - An attribute change on T restyles T's subtree and, through sibling combinators (`+`, `~`), T's
 *   following siblings' subtrees: T and its following element siblings are roots.
 * - A child list change on T changes T's children (and :empty, :nth-child for them, :empty for T):
 *   same roots as an attribute change on T.
 * - A text change in T's child: T as above (:empty, and names or text computed from content).
 * - A pseudo-class change on E: E and its following siblings when the page's stylesheets use that
 *   pseudo-class in a rule that sets a property the walk reads; nothing when they do not.
 *   `:focus-within`, `:active` (it matches the whole ancestor chain) and `:target` fall back to a
 *   full snapshot; `:has()` and `@container` make every change a full snapshot.
 * Names are computed from descendants, so every ancestor of a root is "touched" (its name is
 * recomputed; its own style is not).
 *
 * Anything the tracker cannot bound (too many roots, a stylesheet edit, a viewport change, a
 * MutationObserver the page replaced) asks for a full snapshot instead: a wrong snapshot is never an
 * acceptable price for a fast one.
 *
 * This file decides (takeChanges) and remembers the baselines (afterWalk); the observers, the
 * pending roots and each baseline it compares live in files named after them.
 */
import { layoutMoved } from './layoutState';
import { onlyTyped, typingState, type TypingState } from './typingState';
import { push, SafeSet } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';
import { CONTAINER, FORM_STATE, GLOBAL } from '../css/styleRelevance';
import type { Changes } from './changes';
import { clearPending, events, MAX_ROOTS, mutated, overflow, roots, setOverflow, touchAncestors } from './dirtyRoots';
import { flushRecords, takeOverflowNext } from './observers';
import { designModeChanged, matchDiff, navigatedSince, rememberStyles, sheetChanges } from './styleBaseline';
import { controlChanges, rememberControls } from './controlStates';
import { resolveEvents } from './pseudoClassEvents';
import { rememberAnimations, resolveAnimations } from './animations';

/** The top document's focused text field at the last snapshot (typingState.ts). */
let typing: TypingState | null;
defineState(() => {
  typing = null;
});

/** Everything dirty since the last call, resolved against the current stylesheets. */
export function takeChanges(docs: Node[], shadowRoots: Node[]): Changes {
  flushRecords();
  const out: Changes = {
    full: overflow,
    stylesUnknown: null,
    roots,
    touched: new SafeSet<Node>(),
    mutated,
    layout: null,
    docs,
    sheetsChanged: false,
  };
  // Stylesheets: any change to the set of sheets or their rules restyles anything.
  const all: Node[] = [];
  for (let i = 0; i < docs.length; i++) push(all, docs[i]!);
  for (let i = 0; i < shadowRoots.length; i++) push(all, shadowRoots[i]!);
  const { states, flags, unreadable } = sheetChanges(all, out);
  // Rules we cannot see (or that follow layout) restyle only on some change: with no mutation, no
  // event, no control, animation or layout change since the last snapshot, every style is what it
  // was, whatever the rules say. Decided at the end, once those are known; at once if the DOM or an
  // event already changed something (the events are then read as styles read afresh, as before).
  let unseen: string | null = null;
  if (!out.stylesUnknown && unreadable) {
    unseen = 'a stylesheet cannot be read (cross-origin without CORS): its rules may depend on anything';
  } else if (!out.stylesUnknown && flags & CONTAINER) {
    unseen = 'the page styles with @container (styles follow layout)';
  }
  // A fragment navigation changes :target at once; its hashchange event comes in a later task.
  const navigated = navigatedSince(docs);
  if (!out.full && designModeChanged(docs)) out.full = 'designMode changed';
  // Typing into the field focused at the last snapshot restyles nothing while the states CSS can
  // see of it stay the same (typingState.ts): its events stand for no pseudo-class, its value change
  // restyles no form, and rules we cannot read have nothing to react to. Checked again at the end,
  // once the changed controls are known: any other one counts as before.
  const typingNow = docs.length > 0 ? typingState(docs[0]!) : null;
  const typed = !mutated && !navigated && roots.size === 0 && onlyTyped(typing, typingNow, events);
  /** Still only typing: the changed subtrees (controls, by now) are at most the field itself. */
  const onlyTyping = (): boolean => typed && (roots.size === 0 || (roots.size === 1 && roots.has(typingNow!.el)));
  if (unseen && (mutated || roots.size > 0 || navigated || (events.length > 0 && !typed))) {
    out.stylesUnknown = unseen;
    unseen = null;
  }
  // Where every relevant rule's selector can be matched, the elements whose match changed are
  // exactly the ones those rules restyle; elsewhere the events stand in for the pseudo-classes.
  let inexact = 0;
  if (!out.full && !out.stylesUnknown) {
    for (let i = 0; i < all.length; i++) {
      const r = all[i]!;
      const s = states.get(r)!;
      if (s.selectors === null || !matchDiff(r, s.selectors)) inexact |= s.flags;
    }
  }
  // With styles re-read everywhere, only popover toggles still matter (display with no mutation,
  // the UA sheet); the other events stand for styles.
  if (!out.full) resolveEvents(out.stylesUnknown || typed ? 0 : inexact, out);
  // Every root so far restyles (mutations, rule matches, pseudo-class events): layout may follow. The
  // control roots below only change values and names, which move nothing unless the control sizes to
  // its content (CSS Basic UI 4 §7 field-sizing) or the page styles form state.
  let layout: string | null = mutated ? 'the DOM changed' : roots.size > 0 ? 'styles changed' : null;
  // Every control whose state changed is a root, whatever the styles: an embedded control's value is
  // part of the name of the element around it (accname 1.2 §4.3.2 step 2C), and a script sets a
  // value with no event. Where the page styles form state, the form or fieldset restyles with it.
  if (!out.full) {
    const scoped = !out.stylesUnknown && (inexact & FORM_STATE) !== 0;
    layout = controlChanges(all, scoped, typed ? typingNow!.el : null, layout);
    if (overflow) out.full = overflow;
  }
  const animations = !out.full && resolveAnimations(docs, out);
  if (animations) layout ??= 'an animation ran';
  if (!out.full && !out.stylesUnknown && inexact & GLOBAL && (roots.size > 0 || events.length > 0) && !onlyTyping()) {
    out.stylesUnknown = 'the page styles with :has() in rules that cannot be matched here';
  }
  if (!out.full && roots.size > MAX_ROOTS) out.full = `more than ${MAX_ROOTS} changed subtrees`;
  // Called either way: it also clears the layout events seen since the last snapshot.
  const shifted = layoutMoved(docs);
  if (unseen && !out.full && ((roots.size > 0 && !onlyTyping()) || animations || shifted !== null)) {
    out.stylesUnknown = unseen;
  }
  // The next snapshot's baseline, read before the walk like the controls' states.
  typing = typingNow;
  if (!out.full) touchAncestors(out.touched);
  if (out.stylesUnknown) layout = 'styles may have changed anywhere';
  out.layout = layout ?? shifted;
  clearPending();
  return out;
}

/**
 * After a walk: remember the stylesheets, relevant rule matches, animations and form controls of
 * every document and shadow root it read (the walk already observes each as it finds it) as the
 * baseline the next snapshot compares against.
 */
export function afterWalk(docs: Node[], shadowRoots: Node[]): void {
  const trees: Node[] = [];
  for (let i = 0; i < docs.length; i++) push(trees, docs[i]!);
  for (let i = 0; i < shadowRoots.length; i++) push(trees, shadowRoots[i]!);
  rememberStyles(docs, trees);
  rememberAnimations(docs);
  // No takeChanges this time (a first or full snapshot): the baselines it reads are read here.
  if (rememberControls(docs, shadowRoots)) typing = docs.length > 0 ? typingState(docs[0]!) : null;
  // Whatever is queued now happened during the snapshot: our own marks (filtered out) or, in a
  // sliced snapshotAsync, the page's changes between slices, which the next snapshot must re-read.
  flushRecords();
  const next = takeOverflowNext();
  if (next) setOverflow(next);
}
