/**
 * Whether layout may have moved since the last snapshot in a way the change tracker does not see.
 *
 * Boxes and hit tests are the costliest reads of an incremental snapshot (a third of one after a
 * field was typed into, on a 10k-element page), and they change without any DOM mutation or style
 * change. Layout is a function of the DOM, the styles, the viewport and a few outside inputs; the
 * tracker covers the first three (mutations, style roots, the cache key's viewport), and this module
 * the inputs that move boxes with no mutation at all:
 * - scrolling: every scroll container the walk clipped with, and every window, is compared by its
 *   offsets (exact even when the page scrolled in the same task as the snapshot: scroll events are
 *   only dispatched at the next rendering update, HTML §8.1.7.3 "run the scroll steps");
 * - resources: an image still loading, a video without its metadata (intrinsic sizes), an
 *   `<object>`, `<embed>` or image button (sizes we cannot see load) at the last snapshot, or a load,
 *   error or video resize event since;
 * - web fonts: each document's FontFaceSet, compared by status and how many faces loaded or failed
 *   (text reflows when a font arrives), and its loadingdone / loadingerror events.
 * Not covered (documented in the README): a change of media features other than the viewport's
 * size (prefers-color-scheme emulation), and generated content images (`content: url()`) loading.
 */
import {
  docFonts,
  fontSetForEach,
  fontSetStatus,
  fontStatus,
  inputType,
  isConnected,
  mediaNetworkState,
  mediaReadyState,
  imgComplete,
  scrollLeftOf,
  scrollTopOf,
  scrollXOf,
  scrollYOf,
  eventType,
  docReadyState,
} from '../platform/dom';
import { push } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';

/** A scroll container (or a window) and its scroll offsets when the walk read boxes inside it. */
export interface ScrollMark {
  target: Element | Window;
  win: boolean;
  x: number;
  y: number;
}

interface Baseline {
  scrollers: ScrollMark[];
  media: string | null;
  fonts: string[];
  docs: Node[];
}

let baseline: Baseline | null;
/** A layout event seen since the last snapshot took its changes. */
let moved: string | null;
defineState(() => {
  baseline = moved = null;
});

/** Event types after which boxes are read afresh (listened to in the capture phase, on every window). */
export const LAYOUT_EVENTS = ['scroll', 'load', 'error', 'resize'];
/** FontFaceSet events (HTML's CSS Font Loading §2.3): a face finished loading or failed. */
export const FONT_EVENTS = ['loadingdone', 'loadingerror'];

export function onLayoutEvent(e: Event): void {
  if (moved) return;
  let t = 'layout';
  try {
    t = eventType(e);
  } catch {
    // A foreign event object: the reason stays generic.
  }
  moved = `a ${t} event`;
}

/** The scroll offsets of a scroll container or window, as the walk saw them. */
export function scrollMark(target: Element | Window, win: boolean): ScrollMark {
  return win
    ? { target, win, x: scrollXOf(target), y: scrollYOf(target) }
    : { target, win, x: scrollLeftOf(target), y: scrollTopOf(target) };
}

/**
 * Why a resource element may still change its size, or null (called for img, video, object, embed,
 * input). `seenBefore`: the element was in the last snapshot too.
 */
export function pendingMedia(el: Element, tag: string, doc: Document, seenBefore: boolean): string | null {
  try {
    if (tag === 'img') return imgComplete(el) ? null : 'an image was still loading';
    if (tag === 'video') {
      // HAVE_NOTHING while NETWORK_IDLE or NETWORK_LOADING: the intrinsic size is yet to come.
      const ns = mediaNetworkState(el);
      return mediaReadyState(el) < 1 && (ns === 1 || ns === 2) ? 'a video was loading its metadata' : null;
    }
    if (tag === 'input' && inputType(el) !== 'image') return null;
    // Objects, embeds and image buttons tell no load state; they delay the document's load event
    // (HTML §4.8.7, §4.10.5.1.19), so after it, one seen in two snapshots has loaded, unless it was
    // inserted late and is slow (then its load event, which the tracker listens for, still counts).
    return seenBefore && docReadyState(doc) === 'complete' ? null : `an <${tag}> still loading`;
  } catch {
    return `an <${tag}> that could not be read`;
  }
}

function fontsOf(doc: Node): string {
  let set: FontFaceSet | undefined;
  try {
    set = docFonts(doc);
  } catch {
    return '';
  }
  if (!set) return '';
  let loaded = 0;
  let failed = 0;
  let all = 0;
  try {
    fontSetForEach(set, (f) => {
      all++;
      const s = fontStatus(f);
      if (s === 'loaded') loaded++;
      else if (s === 'error') failed++;
    });
    return fontSetStatus(set) + ':' + all + ':' + loaded + ':' + failed;
  } catch {
    return 'unreadable';
  }
}

/** After a walk that read boxes (or reused them): what the next snapshot compares against. */
export function setLayoutBaseline(scrollers: ScrollMark[], media: string | null, docs: Node[]): void {
  const fonts: string[] = [];
  for (let i = 0; i < docs.length; i++) push(fonts, fontsOf(docs[i]!));
  baseline = { scrollers, media, fonts, docs };
}

/**
 * What moved layout since the baseline with no mutation and no style change the tracker sees (a
 * scroll, a resource, a font), or null when nothing did. Consumes the events seen so far.
 */
export function layoutMoved(docs: Node[]): string | null {
  const ev = moved;
  moved = null;
  const b = baseline;
  if (!b) return 'no layout baseline';
  if (ev) return ev;
  if (b.media) return b.media;
  if (b.docs.length !== docs.length) return 'the documents changed';
  for (let i = 0; i < docs.length; i++) {
    if (b.docs[i] !== docs[i]) return 'the documents changed';
    if (fontsOf(docs[i]!) !== b.fonts[i]) return 'a web font loaded';
  }
  for (let i = 0; i < b.scrollers.length; i++) {
    const s = b.scrollers[i]!;
    try {
      if (!s.win && !isConnected(s.target)) return 'a scroll container left the document';
      const now = scrollMark(s.target, s.win);
      if (now.x !== s.x || now.y !== s.y) return 'the page scrolled';
    } catch {
      return 'a scroll position could not be read';
    }
  }
  return null;
}
