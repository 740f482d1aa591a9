/**
 * What the walk read about each element at the last snapshot, kept for the next one: its computed
 * style values and the parts of its record that depend only on the element's own attributes and
 * content. An entry is reused only while the element is clean (see changeTracker.ts); the walk
 * rewrites it whenever it reads the element afresh. Its box and hit-test result are reused only
 * while nothing moved layout (the change tracker's `layout`, which also watches what moves boxes
 * with no mutation: scrolling, loads, fonts). Form state (value, checked, selected) and
 * classification are never cached: they change without mutations and cost little.
 */
import type { CachedLocators } from '../locators/buildLocators';
import type { ElementStates } from '../../core/model/types';
import { SafeWeakMap } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';

/** A border box as getBoundingClientRect gave it (frame viewport px), with the lazily read client insets. */
export interface CachedBox {
  /** The layout epoch it was read in (see layoutEpoch): valid only while that epoch lasts. */
  epoch: number;
  left: number;
  top: number;
  width: number;
  height: number;
  cl?: number;
  ct?: number;
}

export interface CacheEntry {
  /** The shadow root seen last time: attaching one re-renders the host without a mutation. */
  sr: ShadowRoot | null;
  display: string;
  visible: boolean;
  opacity0: boolean;
  cursor: string;
  /** Read lazily (positionOf in walk.ts): undefined until read. */
  position?: string;
  /** Its own aria-hidden="true" and inert attributes. */
  ariaHidden: boolean;
  inert: boolean;
  /** Read lazily (only elements with children need them): undefined until read. */
  overflowX?: string;
  overflowY?: string;
  cvHidden?: boolean;
  /** `clip` / `clip-path` hide the element whatever its box (the CSS half of isClippedAway). */
  clipCss?: boolean;
  /** Iframe border + padding, and the frame's content size (a resized frame re-evaluates its media queries). */
  frameInset?: { l: number; t: number; w: number; h: number };
  treeAttrs?: Record<string, string> | null;
  attrs?: Record<string, string>;
  inputType?: string;
  name?: string;
  nameRole?: string;
  /** The record's text (from its subtree's text nodes), for as long as the subtree is untouched. */
  text?: string;
  /** Why its text is concealed when all of it is (concealment.ts), with `text`. */
  textConcealed?: import('../../core/model/types').Concealment;
  locators?: CachedLocators;
  /**
   * Its record's states, and the role and inherited aria-hidden / inert (bits 1 and 2) they were read
   * with: attributes change by mutation, and the states that change without one (checked, selected,
   * indeterminate) make their control a changed subtree (controlStates.ts).
   */
  states?: ElementStates;
  statesRole?: string;
  statesFlags?: number;
  /** The mark attribute value written on the element at the last snapshot. */
  markedAs?: string;
  /** Its border box at the last snapshot that read it. */
  box?: CachedBox;
  /** Its record's isTopElement and obscuredBy at the last snapshot (undefined: not hit-tested then). */
  top?: boolean | null;
  cover?: string | null;
  /** Its own concealment code (visibility/concealment.ts), once read. */
  concealed?: import('../visibility/concealment').Verdict;
  /**
   * The concealment its children had at the last walk that read it: its own or an ancestor's
   * (`seenConcealed`), and its text's colour and size (`styleConcealed`, for text that may instruct). A change
   * makes the text of the records at or above it stale (nameReuse.ts's settleNames).
   */
  seenConcealed?: import('../visibility/concealment').Verdict;
  styleConcealed?: import('../visibility/concealment').Verdict;
}

let cache: WeakMap<Element, CacheEntry>;
/**
 * The tree's collapsed text of each text node (collapsing is a regular-expression replace per text
 * node per snapshot, a visible share of an incremental snapshot of a large page). A text
 * node changes only through characterData or childList records, which make its parent's subtree
 * dirty, so a clean one keeps its text.
 */
let texts: WeakMap<Node, string>;
/**
 * Layout epochs: a new one begins with every walk that cannot rule out a layout change since the
 * last. A box read in the current epoch still holds; one from an earlier epoch (read while the
 * element was registered, kept while it was not) does not. A sequence number, not instance state
 * (platform/instanceState.ts): dispose empties the cache, and an epoch never comes back.
 */
let epoch = 0;
export function layoutEpoch(moved: boolean): number {
  if (moved) epoch++;
  return epoch;
}
/** Options and page state the cached values depend on; a different key empties the cache. */
let cacheKey: string;
const emptyCache = defineState(() => {
  cache = new SafeWeakMap();
  texts = new SafeWeakMap();
  cacheKey = '';
});

export function entryOf(el: Element): CacheEntry | undefined {
  return cache.get(el);
}
export function setEntry(el: Element, e: CacheEntry): void {
  cache.set(el, e);
}
export function textOf(n: Node): string | undefined {
  return texts.get(n);
}
export function setText(n: Node, t: string): void {
  texts.set(n, t);
}
export function cacheKeyIs(key: string): boolean {
  return key === cacheKey;
}
export function resetCache(key = ''): void {
  emptyCache();
  cacheKey = key;
}
