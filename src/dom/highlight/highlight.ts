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
import { UsageError } from '../../core/model/errors';
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
} from '../platform/dom';
import { cancelRafP, isArray, nowP, push, rafP, reExec, SafeSet } from '../../core/pristine';
import { markOwn, unmarkOwn } from '../identity/ownNodes';
import { elementByIndex, lastSnapshot } from '../identity/registry';
import { frameOffset } from '../visibility/frameOffset';

export interface HighlightOptions {
  /** Which elements: 'all' visible (default), 'interactive', 'viewport', 'marks' (setOfMarks), or a list of indexes/bids. */
  filter?: 'all' | 'interactive' | 'viewport' | 'marks' | (number | string)[];
  /** Label text. Default 'index'. */
  label?: 'index' | 'bid' | 'none';
  /** One colour for every mark, or a palette cycled by index. */
  color?: string;
  palette?: string[];
  /** Box fill opacity (0..1). Default 0.08; borders are always opaque. */
  opacity?: number;
  /** One element to emphasise (what an action is about to touch). */
  focus?: number | string;
  /** Open shadow root (inspectable in devtools and by tests). */
  debug?: boolean;
}

// 12 colours, each readable with white or black text (chosen by luminance below).
const PALETTE = [
  '#e6194b',
  '#3cb44b',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#008080',
  '#f032e6',
  '#9a6324',
  '#800000',
  '#000075',
  '#808000',
  '#e6a700',
];

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

let state: State | null = null;

function css(el: HTMLElement, props: Record<string, string>): void {
  const st = elementStyle(el);
  for (const k in props) st.setProperty(k, props[k]!, 'important');
}

function luminance(hex: string): number {
  const m = reExec(/^#?([0-9a-f]{6})$/i, hex);
  if (!m) return 0;
  const n = parseInt(m[1]!, 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  let l = 0;
  const w = [0.2126, 0.7152, 0.0722];
  for (let i = 0; i < 3; i++) {
    const v = c[i]! / 255;
    l += w[i]! * (v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
  }
  return l;
}

function validate(o: HighlightOptions): void {
  if (typeof o !== 'object' || o === null)
    throw new UsageError('highlight(snapshot, options): options must be an object');
  const f = o.filter;
  if (f !== undefined && !isArray(f) && f !== 'all' && f !== 'interactive' && f !== 'viewport' && f !== 'marks') {
    throw new UsageError(
      "highlight: filter must be 'all', 'interactive', 'viewport', 'marks' or a list of indexes/bids",
    );
  }
  if (o.label !== undefined && o.label !== 'index' && o.label !== 'bid' && o.label !== 'none') {
    throw new UsageError("highlight: label must be 'index', 'bid' or 'none'");
  }
  if (o.opacity !== undefined && !(o.opacity >= 0 && o.opacity <= 1))
    throw new UsageError('highlight: opacity must be within 0..1');
}

function select(s: Snapshot, o: HighlightOptions): ElementRecord[] {
  const f = o.filter ?? 'all';
  const out: ElementRecord[] = [];
  let wanted: Set<string> | null = null;
  if (isArray(f)) {
    wanted = new SafeSet<string>();
    for (let i = 0; i < f.length; i++) wanted.add(String(f[i]));
  }
  for (let i = 0; i < s.elements.length; i++) {
    const r = s.elements[i]!;
    if (wanted) {
      if (wanted.has(String(r.index)) || wanted.has(r.bid)) push(out, r);
      continue;
    }
    if (!r.isVisible) continue;
    if (f === 'interactive' && !r.isInteractive) continue;
    if (f === 'viewport' && !r.inViewport) continue;
    if (f === 'marks' && !r.setOfMarks) continue;
    push(out, r);
  }
  return out;
}

/** Draw `snapshot`, else the last one, else the one `take` makes (api/highlight.ts passes snapshot()). */
export function drawHighlights(
  snapshot: Snapshot | null | undefined,
  options: HighlightOptions,
  take: () => Snapshot,
): void {
  validate(options);
  const win = boundWindow;
  if (!win) return;
  const s = snapshot ?? lastSnapshot() ?? take();
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
    el = createElement(st.host.ownerDocument, 'div') as HTMLElement;
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
  const vw = win.innerWidth;
  const vh = win.innerHeight;
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

function placeLabel(
  box: { x: number; y: number; w: number; h: number },
  w: number,
  h: number,
  placed: { x: number; y: number; w: number; h: number }[],
  vw: number,
  vh: number,
): { x: number; y: number } {
  // Outside above-left first (does not cover the element's text), then the other corners.
  const candidates = [
    { x: box.x, y: box.y - h },
    { x: box.x + box.w - w, y: box.y - h },
    { x: box.x - w, y: box.y },
    { x: box.x, y: box.y },
    { x: box.x + box.w - w, y: box.y },
    { x: box.x, y: box.y + box.h },
    { x: box.x + box.w - w, y: box.y + box.h - h },
  ];
  let best = candidates[0]!;
  for (let i = 0; i < candidates.length; i++) {
    const c = clamp(candidates[i]!, w, h, vw, vh);
    let free = true;
    for (let j = 0; j < placed.length && free; j++) {
      const p = placed[j]!;
      if (c.x < p.x + p.w && c.x + w > p.x && c.y < p.y + p.h && c.y + h > p.y) free = false;
    }
    if (free) return c;
    if (i === 0) best = c;
  }
  return best;
}

function clamp(p: { x: number; y: number }, w: number, h: number, vw: number, vh: number): { x: number; y: number } {
  return {
    x: p.x < 0 ? 0 : p.x + w > vw ? (vw - w > 0 ? vw - w : 0) : p.x,
    y: p.y < 0 ? 0 : p.y + h > vh ? (vh - h > 0 ? vh - h : 0) : p.y,
  };
}

function hexToRgba(hex: string, a: number): string {
  const m = reExec(/^#?([0-9a-f]{6})$/i, hex);
  if (!m) return 'transparent';
  const n = parseInt(m[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a})`;
}

function clearText(el: HTMLElement): void {
  while (el.firstChild) removeChild(el, el.firstChild);
}
function setText(el: HTMLElement, t: string): void {
  clearText(el);
  appendChild(el, createTextNode(el.ownerDocument, t));
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
