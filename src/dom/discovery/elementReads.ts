/**
 * What the walk reads of one element, and when a cached read stands in for it (incremental
 * snapshots, src/dom/incremental/): its computed style (display and visibility always, the rest
 * lazily), its box, its kept attributes and its states.
 */
import type { ElementStates } from '../../core/model/types';
import {
  computedStyle,
  cssProp,
  getAttribute,
  getAttributeNames,
  hasAttribute,
  hasAttributes,
  shadowRootOf,
} from '../platform/dom';
import { strIndexOf, strSlice, push } from '../../builtins/pristine';
import { ariaHiddenAttr, displayHides, opacityHides, visibilityHides } from '../visibility/hiddenRule';
import { paintedBox } from '../visibility/paintedBox';
import { readStates } from '../aria/readStates';
import { entryOf, setEntry, type CacheEntry, type CachedBox } from '../incremental/elementCache';
import { pendingMedia } from '../incremental/layoutState';
import { KEEP_ATTRS } from './tagSets';
import { closedShadowRootOf } from './closedShadowRoots';
import type { WalkState } from './walkState';
import type { Ctx } from './walkTypes';

/** Elements whose size may still change when a resource arrives (see layoutState.ts's pendingMedia). */
const MEDIA_TAGS: Record<string, true> = { img: true, video: true, object: true, embed: true, input: true };

const KEEP_SET: Record<string, true> = Object.create(null) as Record<string, true>;
for (let i = 0; i < KEEP_ATTRS.length; i++) KEEP_SET[KEEP_ATTRS[i]!] = true;
/** Attributes kept on unregistered tree nodes (for the HTML format). */
const TREE_ATTRS = ['role', 'aria-label', 'title', 'alt', 'src'];

const ATTR_MAX = 120;
const HREF_MAX = 200;

export function keptAttributes(el: Element): Record<string, string> {
  const out: Record<string, string> = {};
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

export function treeAttrs(el: Element): Record<string, string> | undefined {
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
 * overflow-x and overflow-y through one read of the shorthand (CSS Overflow 3 §3.1: it serialises as
 * one keyword when both agree, else "x y"), one style read fewer for every element with element
 * children; an engine that does not serialise the computed shorthand ('') is asked for both.
 */
export function readOverflow(e: CacheEntry, cs: CSSStyleDeclaration): void {
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
  e.box = e.top = e.cover = e.concealed = undefined;
  return e;
}

/**
 * Read the computed values the walk needs up front into `e`: display and visibility always, opacity
 * and cursor for rendered elements (with the aria-hidden and inert attributes when `withAttrs`: an
 * element that was display:none had them unread). Whether any value differs from what `e` held.
 * `position` is read lazily (positionOf): only a record (its `clip`) and an element inside an
 * overflow clip (a fixed one escapes it) need it, a property read costs the same in Chromium
 * whatever the property, and on a typical page about half the rendered elements are neither. It is not
 * compared here: the return value asks for names to be settled again, and no name or text depends on it.
 */
function readStyle(e: CacheEntry, el: Element, cs: CSSStyleDeclaration, withAttrs: boolean): boolean {
  const display = cssProp(cs, 'display');
  // '' from DOMs without CSS (happy-dom, static mode) counts as visible.
  const visible = !visibilityHides(cssProp(cs, 'visibility'));
  let changed = display !== e.display || visible !== e.visible;
  e.display = display;
  e.visible = visible;
  if (displayHides(display)) return changed;
  const opacity0 = opacityHides(cssProp(cs, 'opacity'));
  const cursor = cssProp(cs, 'cursor');
  if (opacity0 !== e.opacity0 || cursor !== e.cursor) changed = true;
  e.opacity0 = opacity0;
  e.cursor = cursor;
  if (withAttrs) {
    // Most elements carry no attribute: one call instead of two lookups.
    const any = hasAttributes(el);
    e.ariaHidden = any && ariaHiddenAttr(el);
    e.inert = any && hasAttribute(el, 'inert');
  }
  return changed;
}

/** The element's computed `position`, read once per entry (see readStyle). */
export function positionOf(e: CacheEntry, cs: CSSStyleDeclaration): string {
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
export function statesOf(
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

/** The element's border box (frame viewport px): the cached one when it holds, else read (and cached). */
export function boxOf(s: WalkState, el: Element, entry: CacheEntry): CachedBox {
  // Dirty or not: with layout unmoved, a value or name change moved no box.
  if (s.reuseBoxes && entry.box && entry.box.epoch === s.epoch) return entry.box;
  const r = paintedBox(el);
  const b: CachedBox = { epoch: s.epoch, left: r.left, top: r.top, width: r.width, height: r.height };
  if (s.inc) entry.box = b;
  return b;
}

/** What readElement found: read on, skip the element (display:none), or stop the walk (restart). */
export const READ_ON = 0;
export const READ_SKIP = 1;
export const READ_RESTART = 2;

/**
 * The element's shadow root, cache entry and up-front styles into `s.v` (sr, entry, dirty, cs,
 * restyled, prevCv): read afresh when it or an ancestor changed (or in a full snapshot), re-read into
 * the kept entry when styles may have changed anywhere, else reused.
 */
export function readElement(s: WalkState, ctx: Ctx, el: Element, tag: string): number {
  const v = s.v;
  // The shadow root is read before the style: attaching one re-renders the host with no mutation.
  const sr = s.o.shadow ? (shadowRootOf(el) ?? closedShadowRootOf(el)) : null;
  let entry = s.inc ? entryOf(el) : undefined;
  const seenBefore = entry !== undefined;
  if (s.reuseBoxes && (entry ? entry.sr !== sr : !ctx.dirty)) {
    // Rendered now, unchanged by any mutation the tracker saw: attachShadow() records none, yet
    // the host re-renders; nor does slot.assign(), which renders an element the last walk did not
    // see. Everything may have moved and the boxes reused so far may be stale: the caller walks
    // again, reading every box.
    s.restart = entry ? 'a shadow root was attached' : 'an element was rendered with no mutation';
    s.stack.length = 0;
    return READ_RESTART;
  }
  const dirty = ctx.dirty || !entry || entry.sr !== sr || (s.dirtyRoots !== null && s.dirtyRoots.has(el));
  let cs: CSSStyleDeclaration | null = null;
  // Styles may have changed anywhere (changeTracker's stylesUnknown): read this element's again.
  let restyled = false;
  let prevCv: boolean | undefined;
  if (dirty || !entry) {
    cs = computedStyle(el);
    // Without incremental snapshots nothing is kept: one scratch entry serves every element
    // (dirty is then true everywhere, so every field is written before it is read).
    const fresh: CacheEntry = s.inc ? newEntry(sr) : resetEntry(SCRATCH, sr);
    if (entry && s.reuseBoxes) {
      // Layout did not move: the box and hit-test result outlive the element's other reads.
      fresh.box = entry.box;
      fresh.top = entry.top;
      fresh.cover = entry.cover;
    }
    readStyle(fresh, el, cs, true);
    if (s.inc) setEntry(el, fresh);
    entry = fresh;
  } else if (s.allStyles) {
    restyled = true;
    cs = computedStyle(el);
    if (readStyle(entry, el, cs, entry.display === 'none')) push(s.styleChanged, el);
    // The lazily read values are read again when needed; content-visibility hides text, so a
    // change there counts like one above.
    prevCv = entry.cvHidden;
    entry.cvHidden = undefined;
    entry.overflowX = undefined;
    entry.position = undefined;
    entry.clipCss = undefined;
    entry.concealed = undefined;
    if (entry.frameInset) entry.frameInset = { l: NaN, t: NaN, w: entry.frameInset.w, h: entry.frameInset.h };
    s.reused++;
  } else {
    s.reused++;
  }
  v.sr = sr;
  v.entry = entry;
  v.dirty = dirty;
  v.cs = cs;
  v.restyled = restyled;
  v.prevCv = prevCv;
  if (displayHides(entry.display)) return READ_SKIP;
  if (s.inc && s.mediaPending === null && MEDIA_TAGS[tag]) s.mediaPending = pendingMedia(el, tag, ctx.doc, seenBefore);
  return READ_ON;
}
