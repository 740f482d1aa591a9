/**
 * Set-of-Marks: a box and a label over registered elements, for multimodal agents reading a
 * screenshot and for people debugging an agent.
 *
 * - One host element for all marks, in the top layer (`popover="manual"` where supported, else a
 *   fixed host at the maximum z-index), with a closed shadow root (open with `debug`), pointer-events
 *   none, `all: initial`: page CSS cannot reach the marks and ours cannot leak out. No innerHTML
 *   (Trusted Types), styles through CSSOM property writes (allowed under a strict style-src).
 * - One box per client rect (a link wrapped over two lines gets two boxes), placed in top-level
 *   viewport coordinates: rects inside same-origin iframes are translated through the chain of frame
 *   elements, live, so marks follow inner scrolling too.
 * - Labels avoid each other and stay inside the viewport.
 * - One scroll listener (capture, passive), one resize listener and one throttled rAF loop, only
 *   while marks are shown; nothing per element. highlight() replaces earlier marks, never stacks;
 *   clearHighlights() removes every node and listener it added.
 * The host is registered as pagemark's own node: snapshots never include it.
 */
import type { ElementRecord, Snapshot } from '../../core/model/types';
import {
  addEventListenerP,
  appendChild,
  attachShadowOriginal,
  boundWindow,
  createElement,
  createTextNode,
  documentElement,
  elementStyle,
  getClientRects,
  parentNode,
  removeChild,
  removeEventListenerP,
  setAttribute,
  firstChild,
  innerHeightOf,
  innerWidthOf,
  ownerDocument,
} from '../platform/dom';
import { cancelRafP, nowP, push, rafP, SafeSet } from '../../builtins/pristine';
import { markOwn, unmarkOwn } from '../identity/ownNodes';
import { elementByIndex } from '../identity/registry';
import { frameOffset } from '../visibility/frameOffset';
import { select, type HighlightOptions } from './highlightOptions';
import { hexToRgba, luminance, PALETTE } from './markColors';
import { placeLabel } from './placeLabel';
import { defineState } from '../platform/instanceState';

export type { HighlightOptions } from './highlightOptions';

interface Mark {
  record: ElementRecord;
  color: string;
  text: string;
  focus: boolean;
  /** In a cross-origin frame (stitched by the bridge or a driver): drawn at its snapshot box. */
  remote: boolean;
}

interface State {
  host: HTMLElement;
  root: ShadowRoot;
  layer: HTMLElement;
  marks: Mark[];
  pool: HTMLElement[];
  options: HighlightOptions;
  raf: number;
  lastLayout: number;
  onScroll: EventListener;
  onResize: EventListener;
}

/** The overlay on screen, null when none is. */
let state: State | null;
defineState(() => {
  state = null;
}, clearHighlights);

function css(el: HTMLElement, props: Record<string, string>): void {
  const st = elementStyle(el);
  for (const k in props) st.setProperty(k, props[k]!, 'important');
}

/**
 * Draw the marks of `s`. Which snapshot to draw, and checking the options (misuse throws before a
 * snapshot is taken), are the caller's part: api/highlight.ts.
 */
export function drawHighlights(s: Snapshot, options: HighlightOptions): void {
  const win = boundWindow;
  if (!win) return;
  clearHighlights();
  const doc = win.document;
  const host = createElement(doc, 'pagemark-marks') as HTMLElement;
  setAttribute(host, 'aria-hidden', 'true');
  markOwn(host);
  css(host, {
    all: 'initial',
    position: 'fixed',
    inset: '0',
    width: '100vw',
    height: '100vh',
    margin: '0',
    padding: '0',
    border: '0',
    background: 'transparent',
    overflow: 'visible',
    'pointer-events': 'none',
    'z-index': '2147483647',
    contain: 'strict',
  });
  const popover = 'showPopover' in host;
  if (popover) setAttribute(host, 'popover', 'manual');
  if (!attachShadowOriginal) return; // no shadow DOM (very old engine): no marks rather than leaky ones
  const root = attachShadowOriginal(host, { mode: options.debug ? 'open' : 'closed' });
  const layer = createElement(doc, 'div') as HTMLElement;
  css(layer, { position: 'absolute', inset: '0', 'pointer-events': 'none' });
  appendChild(root, layer);
  appendChild(documentElement(doc)!, host);
  if (popover) {
    try {
      (host as unknown as { showPopover(): void }).showPopover();
    } catch {}
  }
  const palette = options.palette && options.palette.length ? options.palette : PALETTE;
  const records = select(s, options);
  const marks: Mark[] = [];
  const focus = options.focus === undefined ? null : String(options.focus);
  const remoteFrames = new SafeSet<string>();
  for (let i = 0; i < s.frames.length; i++) if (s.frames[i]!.crossOrigin) remoteFrames.add(s.frames[i]!.id);
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const text = options.label === 'none' ? '' : options.label === 'bid' ? r.bid : String(r.index);
    const isFocus = focus !== null && (String(r.index) === focus || r.bid === focus);
    push(marks, {
      record: r,
      color: options.color ?? palette[r.index % palette.length]!,
      text,
      focus: isFocus,
      remote: remoteFrames.has(r.frame),
    });
  }
  const onScroll = (): void => schedule();
  const onResize = (): void => schedule();
  state = { host, root, layer, marks, pool: [], options, raf: 0, lastLayout: 0, onScroll, onResize };
  addEventListenerP(win, 'scroll', onScroll, { capture: true, passive: true });
  addEventListenerP(win, 'resize', onResize, { passive: true });
  layout();
  loop();
}

function schedule(): void {
  if (state) state.lastLayout = 0;
}

/** Throttled rAF loop: re-layout at most every 100 ms, or at once after scroll/resize. */
function loop(): void {
  const st = state;
  if (!st) return;
  st.raf = rafP(() => {
    if (state !== st) return;
    const now = nowP();
    if (now - st.lastLayout > 100) layout();
    loop();
  });
}

function boxEl(st: State, i: number): HTMLElement {
  let el = st.pool[i];
  if (!el) {
    el = createElement(ownerDocument(st.host), 'div') as HTMLElement;
    appendChild(st.layer, el);
    st.pool[i] = el;
  }
  return el;
}

function layout(): void {
  const st = state;
  const win = boundWindow;
  if (!st || !win) return;
  st.lastLayout = nowP();
  const vw = innerWidthOf(win);
  const vh = innerHeightOf(win);
  const placed: { x: number; y: number; w: number; h: number }[] = [];
  let used = 0;
  const alpha = st.options.opacity ?? 0.08;
  for (let m = 0; m < st.marks.length; m++) {
    const mark = st.marks[m]!;
    const el = elementByIndex(mark.record.index);
    let off = { x: 0, y: 0 };
    let rects: ArrayLike<{ left: number; top: number; width: number; height: number }>;
    if (el) {
      off = frameOffset(el);
      rects = getClientRects(el);
    } else if (mark.remote && mark.record.bbox) {
      // In a cross-origin frame (stitched over the bridge): its box as of the snapshot.
      const bb = mark.record.bbox;
      rects = [{ left: bb.x, top: bb.y, width: bb.width, height: bb.height }];
    } else continue; // the element disappeared: its mark goes
    let first: { x: number; y: number; w: number; h: number } | null = null;
    for (let k = 0; k < rects.length; k++) {
      const r = rects[k]!;
      if (r.width <= 0 || r.height <= 0) continue;
      const x = r.left + off.x;
      const y = r.top + off.y;
      if (x > vw || y > vh || x + r.width < 0 || y + r.height < 0) continue;
      const b = boxEl(st, used++);
      const bw = mark.focus ? 3 : 2;
      css(b, {
        position: 'absolute',
        display: 'block',
        left: `${x}px`,
        top: `${y}px`,
        width: `${r.width}px`,
        height: `${r.height}px`,
        'box-sizing': 'border-box',
        border: `${bw}px ${mark.focus ? 'dashed' : 'solid'} ${mark.color}`,
        background: hexToRgba(mark.color, mark.focus ? 0.18 : alpha),
        margin: '0',
        padding: '0',
        'pointer-events': 'none',
      });
      clearText(b);
      if (!first) first = { x, y, w: r.width, h: r.height };
    }
    if (!first || !mark.text) continue;
    const label = boxEl(st, used++);
    const lw = 7 * mark.text.length + 6;
    const lh = 14;
    const spot = placeLabel(first, lw, lh, placed, vw, vh);
    push(placed, { x: spot.x, y: spot.y, w: lw, h: lh });
    const textColor = luminance(mark.color) > 0.4 ? '#000' : '#fff';
    css(label, {
      position: 'absolute',
      display: 'block',
      left: `${spot.x}px`,
      top: `${spot.y}px`,
      width: 'auto',
      height: `${lh}px`,
      'min-width': `${lw - 6}px`,
      padding: '0 3px',
      margin: '0',
      border: '0',
      background: mark.color,
      color: textColor,
      font: 'bold 11px/14px monospace',
      'white-space': 'nowrap',
      'border-radius': '2px',
      'pointer-events': 'none',
      'box-sizing': 'content-box',
    });
    setText(label, mark.text);
  }
  // Hide pooled elements not used this time.
  for (let i = used; i < st.pool.length; i++) css(st.pool[i]!, { display: 'none' });
}

function clearText(el: HTMLElement): void {
  for (let c = firstChild(el); c; c = firstChild(el)) removeChild(el, c);
}
function setText(el: HTMLElement, t: string): void {
  clearText(el);
  appendChild(el, createTextNode(ownerDocument(el), t));
}

/** Remove every mark, the host, the listeners and the loop. */
export function clearHighlights(): void {
  const st = state;
  if (!st) return;
  state = null;
  const win = boundWindow;
  if (win) {
    removeEventListenerP(win, 'scroll', st.onScroll, { capture: true });
    removeEventListenerP(win, 'resize', st.onResize);
  }
  if (st.raf) cancelRafP(st.raf);
  const p = parentNode(st.host);
  if (p) removeChild(p, st.host);
  unmarkOwn(st.host);
}

/** Whether marks are shown (for tests and the panel). */
export function highlightCount(): number {
  return state ? state.marks.length : 0;
}
