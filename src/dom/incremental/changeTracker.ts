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
 */
import {
  addEventListenerP,
  defaultView,
  docGetAnimations,
  animationEffect,
  effectTarget,
  eventTarget,
  eventType,
  hostOf,
  indeterminate,
  inputChecked,
  inputValue,
  localName,
  optionSelected,
  rootQuerySelectorAll,
  rootQuerySelectorAllStrict,
  selectOptions,
  textareaValue,
  moDisconnect,
  moObserve,
  moTakeRecords,
  mrAdded,
  mrAttributeName,
  mrRemoved,
  mrTarget,
  mrType,
  MutationObserverP,
  nextElementSibling,
  nodeType,
  parentNode,
  relatedTarget,
  removeEventListenerP,
  DOCUMENT_FRAGMENT_NODE,
  DOCUMENT_NODE,
  ELEMENT_NODE,
  TEXT_NODE,
  frameElementOf,
  docElementsByTagName,
  getAttribute,
  docURL,
  docDesignMode,
  docFonts,
  computedStyle,
  cssProp,
} from '../platform/dom';
import { FONT_EVENTS, LAYOUT_EVENTS, layoutMoved, onLayoutEvent, resetLayout } from './layoutState';
import { onlyTyped, typingState, type TypingState } from './typingState';
import { push, SafeMap, SafeSet, SafeWeakSet } from '../../core/pristine';
import { isOwn } from '../identity/ownNodes';
import { entryOf } from './elementCache';
import {
  ACTIVE,
  FOCUS,
  FOCUS_WITHIN,
  FORM_STATE,
  CONTAINER,
  GLOBAL,
  HOVER,
  MEDIA_STATE,
  TARGET,
  TOP_LAYER,
  sameSheets,
  sheetState,
  type SheetState,
} from '../css/styleRelevance';

/** More pending changes than this and a full snapshot is cheaper than the bookkeeping. */
const MAX_ROOTS = 2000;
const MAX_EVENTS = 512;

interface PendingEvent {
  type: string;
  target: EventTarget | null;
  related: EventTarget | null;
}

const EVENTS = [
  'focusin',
  'focusout',
  'mouseover',
  'mouseout',
  'mousedown',
  'mouseup',
  'pointerdown',
  'pointerup',
  'input',
  'change',
  'reset',
  'toggle',
  'hashchange',
  'fullscreenchange',
  'play',
  'pause',
  'seeking',
  'seeked',
];

export interface Changes {
  /** Reuse is not safe: take a full snapshot (and say why, for stats and tests). */
  full: string | null;
  /**
   * Styles may have changed anywhere (an unreadable stylesheet, a stylesheet edit, `@container`,
   * `:has()` or a pseudo-class that cannot be bounded): every element's style is read afresh, and
   * what depends only on the DOM (attributes, locators, and names and text where neither the DOM nor
   * any style below changed) is still reused. Null when styles are bounded by `roots`.
   */
  stylesUnknown: string | null;
  roots: Set<Node>;
  /** Ancestors (flat and composed) of roots: their names and text are recomputed. */
  touched: Set<Node>;
  /**
   * Whether the DOM itself changed (any mutation record): ids, `for` and aria-labelledby decide where
   * a name comes from, so without mutations a name taken from elsewhere can only change with its
   * sources (see the walk's elsewhereStale).
   */
  mutated: boolean;
  /**
   * Why boxes and hit tests must be read afresh (a mutation, a style change, a scroll, a resource or
   * font that loaded: see layoutState.ts), or null when nothing that moves layout happened since the
   * last snapshot and the cached ones hold.
   */
  layout: string | null;
  /** The documents the last snapshot walked (a frame's new document is all new elements). */
  docs: Node[];
  /**
   * Some document's or shadow root's stylesheets changed (added, removed, enabled, disabled, rules
   * inserted, deleted or replaced), whatever else set stylesUnknown: a pseudo-element may have gained
   * or lost text, which no property the walk reads shows, so reused names are computed again.
   */
  sheetsChanged: boolean;
}

let observer: MutationObserver | null = null;
let observerCtor: unknown = null;
/** Set by afterWalk's tracking when it failed: the next snapshot must be full. */
let overflowNext: string | null = null;
let observed = new SafeWeakSet<Node>();
const listening: Window[] = [];
const fontSets: FontFaceSet[] = [];
let roots = new SafeSet<Node>();
let mutated = false;
let events: PendingEvent[] = [];
let overflow: string | null = null;
let markAttr: string | false = false;
/** Stylesheet state per document / shadow root at the last snapshot. */
let sheets = new SafeMap<Node, SheetState>();
/** Animation targets at the last snapshot (an animation that ended since then changed them too). */
let animated: Element[] = [];
/** Each walked document's URL at the last snapshot (in the order of the walk's docs). */
let urls: string[] = [];
/** The top document's focused text field at the last snapshot (typingState.ts). */
let typing: TypingState | null = null;

/**
 * Each document's designMode at the last snapshot: turning it on makes every element editable with
 * no mutation (cached states say `editable` only where they were read).
 */
let designModes: string[] = [];

/** A document's string property through its pristine getter; '' where reading it throws. */
function docString(read: (d: unknown) => string, d: Node): string {
  try {
    return read(d);
  } catch {
    return '';
  }
}

/**
 * Form controls' state at the last snapshot. Script can set `checked`, `value` or `selectedIndex`
 * with no event and no mutation, and :checked / :invalid rules restyle on it (the hidden-checkbox
 * toggle: `input:checked ~ .menu { display: block }`).
 */
let controls: ControlStates = noControls();
/** The trees whose control states takeChanges read as the next baseline (afterWalk reads the rest). */
let controlScopes: Set<Node> | null = null;

/**
 * Counts writes of the mark attribute that may not be ours (marks.ts reuses its last duplicate-mark
 * check only while this has not moved since). Ours are told apart by value: an element's cache entry
 * holds the mark applyMarks wrote (`markedAs`), and a record whose element now carries anything else
 * (another value, none, or a mark on an element we never marked) is the page's. Judged when the
 * record is read: a value changed and changed back counts as unchanged, which it is.
 */
let foreignMarks = 1;
export function foreignMarkWrites(): number {
  return foreignMarks;
}

function onRecords(records: MutationRecord[]): void {
  if (overflow) {
    foreignMarks++;
    return;
  }
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const t = mrTarget(r);
    const type = mrType(r);
    if (type === 'attributes') {
      if (markAttr !== false && mrAttributeName(r) === markAttr) {
        const e = entryOf(t as Element);
        if (!e || e.markedAs === undefined || getAttribute(t as Element, markAttr) !== e.markedAs) {
          foreignMarks++;
          // The page changed a mark we wrote: applyMarks skips clean elements whose mark it wrote
          // last time, so forget that it did (it reads the attribute again and writes it back).
          if (e) e.markedAs = undefined;
        }
        continue;
      }
      mutated = true;
      addRoot(t);
    } else if (type === 'childList') {
      if (onlyOwn(mrAdded(r)) && onlyOwn(mrRemoved(r))) continue;
      mutated = true;
      addRoot(t);
    } else {
      mutated = true;
      // characterData: the text node's parent element.
      const p = parentNode(t);
      if (p) addRoot(p);
    }
    if (overflow) return;
  }
}

function onlyOwn(list: NodeList): boolean {
  for (let i = 0; i < list.length; i++) if (!isOwn(list[i]!)) return false;
  return true;
}

/**
 * `siblings` false: the change restyles nothing (a control's value where the page does not style
 * form state), so the following siblings, which only sibling combinators reach, stay clean.
 */
function addRoot(n: Node, siblings = true): void {
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

function onEvent(e: Event): void {
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

/** Whether incremental snapshots can work in this DOM at all. */
export function trackingAvailable(): boolean {
  return MutationObserverP !== null;
}

/** Start observing a document (and listening on its window) or a shadow root; idempotent. */
export function track(root: Node, markAttribute: string | false): void {
  markAttr = markAttribute;
  if (!MutationObserverP || observed.has(root)) return;
  // bindWindow() may have switched windows (static mode, tests): an observer belongs to one.
  if (!observer || observerCtor !== MutationObserverP) {
    if (observer) moDisconnect(observer);
    observer = new MutationObserverP(onRecords);
    observerCtor = MutationObserverP;
  }
  try {
    moObserve(observer, root, { subtree: true, childList: true, attributes: true, characterData: true });
  } catch {
    // A node from another window or implementation: unobservable, so the next snapshot is full.
    overflowNext = 'a document or shadow root could not be observed';
    return;
  }
  observed.add(root);
  if (nodeType(root) === DOCUMENT_FRAGMENT_NODE) return;
  let fonts: FontFaceSet | undefined;
  try {
    fonts = docFonts(root);
  } catch {
    fonts = undefined;
  }
  if (fonts) {
    push(fontSets, fonts);
    listenAll(fonts, FONT_EVENTS, onLayoutEvent, false, true);
  }
  const win = defaultView(root as Document);
  if (!win) return;
  for (let i = 0; i < listening.length; i++) if (listening[i] === win) return;
  push(listening, win);
  listenAll(win, EVENTS, onEvent, true, true);
  // Scroll, load and error do not bubble: the capture phase on the window sees them all.
  listenAll(win, LAYOUT_EVENTS, onLayoutEvent, true, true);
}

/** Add (or remove) one passive listener per event type; a target that went away is skipped. */
function listenAll(t: EventTarget, types: string[], fn: (e: Event) => void, capture: boolean, add: boolean): void {
  for (let i = 0; i < types.length; i++) {
    try {
      if (add) addEventListenerP(t, types[i]!, fn as EventListener, { capture, passive: true });
      else removeEventListenerP(t, types[i]!, fn as EventListener, { capture });
    } catch {
      // A window that navigated away, a font set of a document that is gone.
    }
  }
}

/** Per tree root: each relevant selector and the elements it matched at the last snapshot. */
let matched = new SafeMap<Node, { sel: string; set: Set<Element> }[]>();

function matchAll(root: Node, sel: string): Set<Element> | null {
  let list: ArrayLike<Element>;
  try {
    list = rootQuerySelectorAllStrict(root, sel);
  } catch {
    return null;
  }
  const set = new SafeSet<Element>();
  for (let i = 0; i < list.length; i++) set.add(list[i]!);
  return set;
}

function baselineMatches(root: Node, selectors: string[] | null): void {
  if (selectors === null || selectors.length === 0) {
    matched.delete(root);
    return;
  }
  const out: { sel: string; set: Set<Element> }[] = [];
  for (let i = 0; i < selectors.length; i++) {
    const set = matchAll(root, selectors[i]!);
    if (!set) {
      matched.delete(root);
      return;
    }
    push(out, { sel: selectors[i]!, set });
  }
  matched.set(root, out);
}

/** Roots for every element whose match of a relevant rule changed; false when it cannot tell. */
function matchDiff(root: Node, selectors: string[]): boolean {
  const base = matched.get(root);
  if (selectors.length === 0) return true;
  if (!base || base.length !== selectors.length) return false;
  for (let i = 0; i < base.length; i++) {
    const b = base[i]!;
    if (b.sel !== selectors[i]) return false;
    const now = matchAll(root, b.sel);
    if (!now) return false;
    now.forEach((el) => {
      if (!b.set.has(el)) addRoot(el);
    });
    b.set.forEach((el) => {
      if (!now.has(el)) addRoot(el);
    });
  }
  return true;
}

/** Everything dirty since the last call, resolved against the current stylesheets. */
export function takeChanges(docs: Node[], shadowRoots: Node[]): Changes {
  if (observer) onRecords(moTakeRecords(observer));
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
  let flags = 0;
  const all: Node[] = [];
  for (let i = 0; i < docs.length; i++) push(all, docs[i]!);
  for (let i = 0; i < shadowRoots.length; i++) push(all, shadowRoots[i]!);
  const states = new SafeMap<Node, SheetState>();
  for (let i = 0; i < all.length; i++) {
    const r = all[i]!;
    const s = sheetState(r);
    states.set(r, s);
    const before = sheets.get(r);
    if (!before || !sameSheets(before, s)) {
      out.sheetsChanged = true;
      out.stylesUnknown ??= 'a stylesheet changed';
    }
    flags |= s.flags;
  }
  let unreadable = false;
  states.forEach((st) => {
    if (st.unreadable) unreadable = true;
  });
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
  let navigated = false;
  for (let i = 0; i < docs.length && !navigated; i++) navigated = urls[i] !== docString(docURL, docs[i]!);
  for (let i = 0; i < docs.length && !out.full; i++) {
    if (designModes[i] !== docString(docDesignMode, docs[i]!)) out.full = 'designMode changed';
  }
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
    const scoped = !out.stylesUnknown && inexact & FORM_STATE;
    const now = controlStates(all);
    for (let i = 0, hint = 0; i < now.els.length; i++) {
      const el = now.els[i]!;
      const at = controlAt(controls, el, hint);
      if (at < 0) continue;
      hint = at + 1;
      const f = now.flags[i]!;
      if (controls.flags[at] === f && controls.values[at] === now.values[i]) continue;
      const restyles = scoped && !(typed && el === typingNow!.el);
      if (restyles) addRoot(formScope(el));
      else addRoot(el, false);
      if (layout === null) {
        if (restyles) layout = 'form state restyled a form';
        else if (sizesToContent(el)) layout = 'a control that sizes to its content changed value';
      }
    }
    if (overflow) out.full = overflow;
    // These states are the next baseline: read before the walk, a change during a sliced walk is
    // caught next time, and afterWalk reads only the trees this walk finds anew (a 100k page holds
    // thousands of controls: one pass, not two).
    controls = now;
    controlScopes = new SafeSet<Node>();
    for (let i = 0; i < all.length; i++) controlScopes.add(all[i]!);
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
  if (!out.full) touchAncestors(out);
  if (out.stylesUnknown) layout = 'styles may have changed anywhere';
  out.layout = layout ?? shifted;
  roots = new SafeSet<Node>();
  mutated = false;
  events = [];
  overflow = null;
  return out;
}

function resolveEvents(flags: number, out: Changes): void {
  for (let i = 0; i < events.length && !out.full; i++) {
    const ev = events[i]!;
    const t = ev.target as Node | null;
    // hashchange targets the window: not a Node, and Node's nodeType getter throws on it.
    if (!t || !isElement(t)) {
      if (ev.type === 'hashchange' && flags & TARGET) out.stylesUnknown ??= ':target changed';
      continue;
    }
    switch (ev.type) {
      case 'focusin':
      case 'focusout':
        if (flags & FOCUS_WITHIN) out.stylesUnknown ??= 'focus moved and the page styles :focus-within';
        else if (flags & FOCUS) addRoot(t);
        break;
      case 'mouseover':
      case 'mouseout':
        if (flags & HOVER) hoverRoots(t, ev.related as Node | null);
        break;
      case 'mousedown':
      case 'mouseup':
      case 'pointerdown':
      case 'pointerup':
        if (flags & ACTIVE) out.stylesUnknown ??= ':active changed';
        break;
      case 'input':
      case 'change':
      case 'reset':
        // Form state restyles the control and its form and fieldsets (form:invalid, fieldset:valid).
        if (flags & FORM_STATE) addRoot(formScope(t));
        break;
      case 'toggle':
        // A popover shown or hidden changes its display with no mutation (the UA sheet hides
        // [popover]:not(:popover-open)); a details element's toggle already mutated `open`.
        if (flags & TOP_LAYER || localName(t) !== 'details') addRoot(t);
        break;
      case 'fullscreenchange':
        out.stylesUnknown ??= 'fullscreen changed';
        break;
      default:
        if (flags & MEDIA_STATE) addRoot(t);
    }
  }
  if (overflow) out.full = overflow;
}

/**
 * Every form control of some trees (tree by tree, kind by kind, each in document order) and its
 * state: the value (a select: which options are selected, as 1s and 0s) and, for an input, checked
 * and indeterminate as bits. A string per control built from the parts, and a map from element to
 * state, cost 11 ms of an incremental snapshot of the 50k page, while the controls are nearly always
 * the same ones in the same order as last time: they are compared position by position, and looked
 * up by element only where that breaks.
 */
interface ControlStates {
  els: Element[];
  values: string[];
  flags: number[];
  /** Position of each element, built when a comparison first finds the order changed. */
  at: Map<Element, number> | null;
}

function noControls(): ControlStates {
  return { els: [], values: [], flags: [], at: null };
}

/**
 * Append the controls of `scopes` and their states to `out`. A document's come from its live
 * collections, which the engine keeps between calls while the DOM does not change (0.4 ms for the
 * 6,433 controls of the 50k page where querySelectorAll took 2.8); a shadow root has none.
 */
function controlStates(scopes: Node[], out: ControlStates = noControls()): ControlStates {
  for (let i = 0; i < scopes.length; i++) {
    const scope = scopes[i]!;
    if (nodeType(scope) !== DOCUMENT_NODE) {
      controlStatesOf(rootQuerySelectorAll(scope, 'input, select, textarea'), out);
      continue;
    }
    for (let t = 0; t < CONTROL_TAGS.length; t++) {
      try {
        controlStatesOf(docElementsByTagName(scope, CONTROL_TAGS[t]!), out);
      } catch {
        // A document the page broke: its controls are not compared, as before they were found.
      }
    }
  }
  return out;
}

const CONTROL_TAGS = ['input', 'select', 'textarea'];

function controlStatesOf(list: ArrayLike<Element>, out: ControlStates): void {
  for (let k = 0; k < list.length; k++) {
    const el = list[k]!;
    let value: string;
    let flags = 0;
    try {
      const tag = localName(el);
      if (tag === 'input') {
        value = inputValue(el);
        flags = (inputChecked(el) ? 1 : 0) | (indeterminate(el) ? 2 : 0);
      } else if (tag === 'textarea') {
        value = textareaValue(el);
      } else {
        const opts = selectOptions(el);
        value = '';
        for (let j = 0; j < opts.length; j++) value += optionSelected(opts[j]!) ? '1' : '0';
      }
    } catch {
      // An element the page replaced the prototype of: its state cannot be read, so it is compared
      // by its position alone.
      value = '\u0000' + k;
      flags = -1;
    }
    out.at?.set(el, out.els.length);
    push(out.els, el);
    push(out.values, value);
    push(out.flags, flags);
  }
}

/** Where `el` was in `c`, or -1: at position `hint` when the order held, else looked up. */
function controlAt(c: ControlStates, el: Element, hint: number): number {
  if (hint < c.els.length && c.els[hint] === el) return hint;
  if (!c.at) {
    c.at = new SafeMap<Element, number>();
    for (let i = 0; i < c.els.length; i++) c.at.set(c.els[i]!, i);
  }
  return c.at.get(el) ?? -1;
}

function isElement(t: unknown): boolean {
  try {
    return nodeType(t) === ELEMENT_NODE;
  } catch {
    return false;
  }
}

/** The outermost form or fieldset around a control, or its parent. */
function formScope(el: Node): Node {
  let scope: Node = el;
  for (let p = parentNode(el); p && nodeType(p) === ELEMENT_NODE; p = parentNode(p)) {
    const tag = localName(p);
    if (tag === 'form' || tag === 'fieldset') scope = p;
  }
  if (scope === el) scope = parentNode(el) ?? el;
  return scope;
}

/**
 * The hover chain is the target and its ancestors: moving from `related` to `target` changes :hover
 * on the elements below their common ancestor, so the topmost of those on each side is a root.
 */
function hoverRoots(target: Node, related: Node | null): void {
  if (!related) {
    // Entering from outside the window: the whole chain changed.
    overflow = 'the pointer entered the page';
    return;
  }
  const top = topBelowCommon(target, related);
  if (top) addRoot(top);
  const top2 = topBelowCommon(related, target);
  if (top2) addRoot(top2);
}

/** The outermost ancestor-or-self of `a` that is not an ancestor-or-self of `b`. */
function topBelowCommon(a: Node, b: Node): Node | null {
  const chain = new SafeSet<Node>();
  for (let n: Node | null = b; n; n = composedParent(n)) chain.add(n);
  let top: Node | null = null;
  for (let n: Node | null = a; n && !chain.has(n); n = composedParent(n)) top = n;
  return top;
}

/**
 * The parent in the tree the walk follows: through shadow roots to their host and, from a frame's
 * document element, to the <iframe> (a frame's text is part of its host's and its ancestors' text).
 */
export function composedParent(n: Node): Node | null {
  const p = parentNode(n);
  if (!p) return null;
  const t = nodeType(p);
  if (t === ELEMENT_NODE) return p;
  try {
    if (t === DOCUMENT_FRAGMENT_NODE) return hostOf(p);
    if (t === DOCUMENT_NODE) {
      const view = defaultView(p as Document);
      return view ? frameElementOf(view) : null;
    }
  } catch {
    // A cross-origin parent frame, or a detached fragment.
  }
  return null;
}

/** Roots for the elements animated now or at the last snapshot; whether there were any. */
function resolveAnimations(docs: Node[], out: Changes): boolean {
  const prev = animated;
  animated = animationTargets(docs);
  for (let i = 0; i < prev.length; i++) addRoot(prev[i]!);
  for (let i = 0; i < animated.length; i++) addRoot(animated[i]!);
  if (overflow) out.full = overflow;
  return prev.length > 0 || animated.length > 0;
}

/**
 * Whether a control's box follows its value: `field-sizing: content`, or a customizable select
 * (`appearance: base-select`), whose button shows the selected option's content.
 */
function sizesToContent(el: Element): boolean {
  try {
    const cs = computedStyle(el);
    return cssProp(cs, 'field-sizing') === 'content' || cssProp(cs, 'appearance') === 'base-select';
  } catch {
    return true;
  }
}

/** Elements with an animation or transition in effect (their styles change with time alone). */
function animationTargets(docs: Node[]): Element[] {
  const animated: Element[] = [];
  if (docGetAnimations) {
    for (let i = 0; i < docs.length; i++) {
      let list: Animation[];
      try {
        list = docGetAnimations(docs[i]!);
      } catch {
        continue;
      }
      for (let k = 0; k < list.length; k++) {
        let t: Element | null;
        try {
          const eff = animationEffect(list[k]!);
          t = eff ? effectTarget(eff) : null;
        } catch {
          t = null;
        }
        if (t) push(animated, t);
      }
    }
  }
  return animated;
}

/**
 * After a walk: remember the stylesheets, relevant rule matches, animations and form controls of
 * every document and shadow root it read (the walk already observes each as it finds it) as the
 * baseline the next snapshot compares against.
 */
export function afterWalk(docs: Node[], shadowRoots: Node[]): void {
  const next = new SafeMap<Node, SheetState>();
  matched = new SafeMap();
  const trees: Node[] = [];
  for (let i = 0; i < docs.length; i++) push(trees, docs[i]!);
  for (let i = 0; i < shadowRoots.length; i++) push(trees, shadowRoots[i]!);
  for (let i = 0; i < trees.length; i++) {
    const st = sheetState(trees[i]!);
    next.set(trees[i]!, st);
    baselineMatches(trees[i]!, st.selectors);
  }
  sheets = next;
  urls = [];
  designModes = [];
  for (let i = 0; i < docs.length; i++) {
    push(urls, docString(docURL, docs[i]!));
    push(designModes, docString(docDesignMode, docs[i]!));
  }
  animated = animationTargets(docs);
  const all: Node[] = [];
  const scopes = controlScopes;
  controlScopes = null;
  for (let i = 0; i < docs.length; i++) if (!scopes || !scopes.has(docs[i]!)) push(all, docs[i]!);
  for (let i = 0; i < shadowRoots.length; i++) if (!scopes || !scopes.has(shadowRoots[i]!)) push(all, shadowRoots[i]!);
  if (!scopes) {
    // No takeChanges this time (a first or full snapshot): the baselines it reads are read here.
    controls = controlStates(all);
    typing = docs.length > 0 ? typingState(docs[0]!) : null;
  } else if (all.length > 0) controlStates(all, controls);
  // Whatever is queued now happened during the snapshot: our own marks (filtered out) or, in a
  // sliced snapshotAsync, the page's changes between slices, which the next snapshot must re-read.
  if (observer) onRecords(moTakeRecords(observer));
  if (overflowNext) overflow = overflowNext;
  overflowNext = null;
}

function touchAncestors(out: Changes): void {
  const touched = out.touched;
  roots.forEach((r) => {
    for (let n: Node | null = composedParent(r); n && !touched.has(n); n = composedParent(n)) touched.add(n);
  });
}

/** Forget everything (dispose, or a change of options that invalidates the cache). */
export function resetTracking(): void {
  if (observer) moDisconnect(observer);
  observer = null;
  foreignMarks++;
  for (let i = 0; i < listening.length; i++) {
    listenAll(listening[i]!, EVENTS, onEvent, true, false);
    listenAll(listening[i]!, LAYOUT_EVENTS, onLayoutEvent, true, false);
  }
  for (let i = 0; i < fontSets.length; i++) listenAll(fontSets[i]!, FONT_EVENTS, onLayoutEvent, false, false);
  fontSets.length = 0;
  resetLayout();
  listening.length = 0;
  roots = new SafeSet<Node>();
  mutated = false;
  events = [];
  overflow = null;
  sheets = new SafeMap<Node, SheetState>();
  urls = [];
  designModes = [];
  animated = [];
  controls = noControls();
  controlScopes = null;
  typing = null;
  matched = new SafeMap();
  // WeakSet has no clear(): a new one starts empty.
  observed = new SafeWeakSet<Node>();
}
