/**
 * What feeds the dirty set: one MutationObserver on every document and shadow root the walk visited
 * (its records become dirty roots), and passive listeners for the events that change dynamic
 * pseudo-classes without a mutation (focus, hover, input, popover toggles, ...) and for the ones that
 * move layout (layoutState.ts).
 */
import {
  addEventListenerP,
  defaultView,
  docFonts,
  getAttribute,
  moDisconnect,
  moObserve,
  moTakeRecords,
  mrAdded,
  mrAttributeName,
  mrRemoved,
  mrTarget,
  mrType,
  MutationObserverP,
  nodeType,
  parentNode,
  removeEventListenerP,
  DOCUMENT_FRAGMENT_NODE,
} from '../platform/dom';
import { FONT_EVENTS, LAYOUT_EVENTS, onLayoutEvent } from './layoutState';
import { push, SafeWeakSet } from '../../builtins/pristine';
import { isOwn } from '../identity/ownNodes';
import { entryOf } from './elementCache';
import { addRoot, markMutated, onEvent, overflow } from './dirtyRoots';
import { defineState } from '../platform/instanceState';

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

let observer: MutationObserver | null;
let observerCtor: unknown;
/** Set by afterWalk's tracking when it failed: the next snapshot must be full. */
let overflowNext: string | null;
let observed: WeakSet<Node>;
let listening: Window[];
let fontSets: FontFaceSet[];
let markAttr: string | false;

/**
 * Counts writes of the mark attribute that may not be ours (marks.ts reuses its last duplicate-mark
 * check only while this has not moved since). Ours are told apart by value: an element's cache entry
 * holds the mark applyMarks wrote (`markedAs`), and a record whose element now carries anything else
 * (another value, none, or a mark on an element we never marked) is the page's. Judged when the
 * record is read: a value changed and changed back counts as unchanged, which it is. A sequence
 * number, not instance state (platform/instanceState.ts): it only grows, dispose included.
 */
let foreignMarks = 1;
defineState(() => {
  observer = observerCtor = overflowNext = null;
  observed = new SafeWeakSet();
  listening = [];
  fontSets = [];
  markAttr = false;
}, stopObserving);
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
      markMutated();
      addRoot(t);
    } else if (type === 'childList') {
      if (onlyOwn(mrAdded(r)) && onlyOwn(mrRemoved(r))) continue;
      markMutated();
      addRoot(t);
    } else {
      markMutated();
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

/** The records queued and not yet delivered, into the dirty set now. */
export function flushRecords(): void {
  if (observer) onRecords(moTakeRecords(observer));
}

/** Why tracking failed since the last call (the next snapshot must be full), or null. */
export function takeOverflowNext(): string | null {
  const r = overflowNext;
  overflowNext = null;
  return r;
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

/** Disconnect the observer and remove every listener (dispose; the init above forgets the rest). */
function stopObserving(): void {
  if (observer) moDisconnect(observer);
  foreignMarks++;
  for (let i = 0; i < listening.length; i++) {
    listenAll(listening[i]!, EVENTS, onEvent, true, false);
    listenAll(listening[i]!, LAYOUT_EVENTS, onLayoutEvent, true, false);
  }
  for (let i = 0; i < fontSets.length; i++) listenAll(fontSets[i]!, FONT_EVENTS, onLayoutEvent, false, false);
}
