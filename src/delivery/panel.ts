/**
 * The bookmarklet/userscript panel: Mark / Unmark, Copy as text / HTML / JSON, an action box that
 * runs `click 12`, `type 3 hello` or a BrowserGym string and shows the ActionResult, and the element
 * count and snapshot time.
 *
 * Built for hostile pages: its own closed shadow root (page CSS cannot reach in, ours cannot leak
 * out), no innerHTML (Trusted Types), styles through a constructable stylesheet where supported and
 * CSSOM property writes otherwise (CSP style-src blocks <style> elements and style attributes from
 * markup, not CSSOM), registered as pagemark's own node so snapshots never list it.
 */
import {
  addEventListenerP,
  appendChild,
  attachShadowOriginal,
  boundWindow,
  createElement,
  createTextNode,
  documentElement,
  elementStyle,
  removeChild,
  parentNode,
  setAttribute,
  htmlFocus,
  getBoundingClientRect,
  execCommandP,
  inputValue,
  ownerDocument,
  selectText,
  setTextareaValue,
  setTextContent,
  textareaValue,
  textContent,
} from '../dom/platform/dom';
import { jsonStringify, promiseResolve, promiseThen, push, strSlice } from '../builtins/pristine';
import { bridgeHooks } from '../dom/snapshot/bridgeHooks';
import { snapshotAsync } from '../api/snapshot';
import { markOwn, unmarkOwn } from '../dom/identity/ownNodes';
import { snapshot } from '../api/snapshot';
import { render } from '../core/render/render';
import { highlight, clearHighlights } from '../api/highlight';
import { act } from '../dom/actions/act';
import { parseShortAction } from '../core/commands/parseShortAction';
import type { Snapshot } from '../core/model/types';
import { defineState } from '../dom/platform/instanceState';

interface PanelState {
  host: HTMLElement;
  controls: Record<string, HTMLElement>;
  marked: boolean;
  status: HTMLElement;
  output: HTMLTextAreaElement;
  input: HTMLInputElement;
  markButton: HTMLElement;
  last: Snapshot | null;
  addons: { close(): void }[];
}

/** What a panel build adds to the panel when it opens (the bookmarklet's Agent tab, src/delivery/panelAgent.ts). */
export type PanelAddon = (
  doc: Document,
  box: HTMLElement,
  controls: Record<string, HTMLElement>,
  el: (doc: Document, tag: string, attrs: Record<string, string>, text?: string) => HTMLElement,
) => { close(): void };
export const panelAddons: PanelAddon[] = [];

/** The open panel, null when it is closed. */
let panel: PanelState | null;
defineState(() => {
  panel = null;
}, closePanel);

const CSS = `
:host { all: initial; }
.p { position: fixed; z-index: 2147483647; right: 16px; bottom: 16px; width: 340px; font: 12px/1.4 system-ui, sans-serif;
  color: #111; background: #fff; border: 1px solid #555; border-radius: 8px; box-shadow: 0 4px 18px rgba(0,0,0,.3); }
.h { display: flex; align-items: center; gap: 8px; padding: 6px 10px; background: #24483e; color: #fff;
  border-radius: 7px 7px 0 0; cursor: move; user-select: none; }
.h b { flex: 1; }
.b { padding: 8px 10px; display: flex; flex-wrap: wrap; gap: 6px; }
button { font: inherit; padding: 3px 8px; border: 1px solid #888; border-radius: 4px; background: #f4f4f4; color: #111; cursor: pointer; }
button:focus-visible, input:focus-visible, textarea:focus-visible { outline: 2px solid #c8641e; outline-offset: 1px; }
.x { background: transparent; color: #fff; border: 0; font-size: 16px; padding: 0 4px; }
input { flex: 1; min-width: 0; font: inherit; padding: 3px 6px; border: 1px solid #888; border-radius: 4px; }
.s { padding: 0 10px 6px; color: #444; }
textarea { box-sizing: border-box; width: calc(100% - 20px); margin: 0 10px 10px; height: 110px; font: 11px/1.3 monospace; }
`;

type Sheet = { replaceSync(css: string): void };

function applyStyles(root: ShadowRoot, box: HTMLElement): void {
  const w = boundWindow as unknown as { CSSStyleSheet?: new () => Sheet };
  const r = root as unknown as { adoptedStyleSheets?: Sheet[] };
  if (w.CSSStyleSheet && r.adoptedStyleSheets !== undefined) {
    try {
      const sheet = new w.CSSStyleSheet();
      sheet.replaceSync(CSS);
      r.adoptedStyleSheets = [sheet];
      return;
    } catch {}
  }
  // CSSOM fallback: the essentials only (position and look of the box).
  const st = elementStyle(box);
  st.setProperty('position', 'fixed');
  st.setProperty('z-index', '2147483647');
  st.setProperty('right', '16px');
  st.setProperty('bottom', '16px');
  st.setProperty('width', '340px');
  st.setProperty('background', '#fff');
  st.setProperty('border', '1px solid #555');
  st.setProperty('font', '12px sans-serif');
  st.setProperty('color', '#111');
}

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Record<string, string>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = createElement(doc, tag) as HTMLElementTagNameMap[K];
  for (const k in attrs) setAttribute(e, k, attrs[k]!);
  if (text !== undefined) appendChild(e, createTextNode(doc, text));
  return e;
}

function setText(e: HTMLElement, text: string): void {
  setTextContent(e, text);
}

function refresh(p: PanelState): Snapshot {
  return show(p, snapshot());
}

/**
 * What the Copy buttons render. The panel builds carry the cross-origin bridge: when it is enabled,
 * the snapshot asks the cross-origin frames too (up to one second), so the copied text has them.
 */
function refreshBridged(p: PanelState): Promise<Snapshot> {
  if (!bridgeHooks.stitch) return promiseResolve(refresh(p));
  return promiseThen(
    snapshotAsync({ bridgeTimeoutMs: 1000 }),
    (s) => show(p, s),
    () => refresh(p),
  );
}

function show(p: PanelState, s: Snapshot): Snapshot {
  p.last = s;
  setText(p.status, `${s.elements.length} elements · ${s.stats.durationMs} ms${s.truncated ? ' · truncated' : ''}`);
  if (p.marked) {
    highlight(s);
    raise(p.host);
  }
  return s;
}

type PopoverEl = HTMLElement & { showPopover?: () => void; hidePopover?: () => void };

/**
 * The panel lives in the top layer like the marks; re-showing it puts it above them (the top layer
 * is ordered by when elements entered it), so marks never draw over the panel.
 */
function raise(host: HTMLElement): void {
  const h = host as PopoverEl;
  if (typeof h.showPopover !== 'function' || typeof h.hidePopover !== 'function') return;
  try {
    h.hidePopover();
    h.showPopover();
  } catch {}
}

function copy(p: PanelState, text: string, what: string): void {
  setTextareaValue(p.output, text);
  const nav = (boundWindow as unknown as { navigator?: { clipboard?: { writeText(t: string): Promise<void> } } })
    .navigator;
  const fallback = (): void => {
    // Clipboard API denied (no user activation, permissions policy, insecure context): leave the
    // text selected in the panel so Ctrl+C works.
    htmlFocus(p.output);
    selectText(p.output);
    let ok = false;
    try {
      ok = execCommandP(ownerDocument(p.host), 'copy');
    } catch {}
    setText(p.status, ok ? `${what} copied (${text.length} chars)` : `${what} is selected below: press Ctrl+C to copy`);
  };
  if (nav && nav.clipboard && typeof nav.clipboard.writeText === 'function') {
    promiseThen(
      nav.clipboard.writeText(text),
      () => setText(p.status, `${what} copied (${text.length} chars)`),
      fallback,
    );
  } else fallback();
}

function run(p: PanelState): void {
  const parsed = parseShortAction(inputValue(p.input));
  if (!parsed.ok) {
    setTextareaValue(p.output, parsed.message);
    return;
  }
  setText(p.status, 'running…');
  promiseThen(
    act(parsed.command) as Promise<unknown>,
    (result) => {
      const r = result as Record<string, unknown>;
      const shown: Record<string, unknown> = {};
      for (const k in r) if (k !== 'snapshot') shown[k] = r[k];
      setTextareaValue(p.output, strSlice(jsonStringify(shown, null, 1), 0, 20000));
      refresh(p);
    },
    (err) => {
      setTextareaValue(p.output, `action failed: ${String((err as Error)?.message ?? err)}`);
    },
  );
}

/**
 * The panel's controls, their boxes and texts. The panel lives in a closed shadow root, so tests and
 * tools (and a person's devtools) cannot query it: this is the supported way to find its buttons.
 */
export function panelState(): {
  open: boolean;
  status: string;
  output: string;
  marked: boolean;
  controls: Record<string, { x: number; y: number; width: number; height: number; text: string }>;
} | null {
  const p = panel;
  if (!p) return null;
  const controls: Record<string, { x: number; y: number; width: number; height: number; text: string }> = {};
  for (const k in p.controls) {
    const r = getBoundingClientRect(p.controls[k]!);
    controls[k] = { x: r.left, y: r.top, width: r.width, height: r.height, text: textContent(p.controls[k]!) ?? '' };
  }
  return {
    open: true,
    status: textContent(p.status) ?? '',
    output: textareaValue(p.output),
    marked: p.marked,
    controls,
  };
}

export function isPanelOpen(): boolean {
  return panel !== null;
}

export function openPanel(): void {
  if (panel || !boundWindow) return;
  const doc = boundWindow.document;
  const host = el(doc, 'div', { 'data-pagemark': 'panel' });
  markOwn(host);
  if (!attachShadowOriginal) return; // no shadow DOM (very old engine): no panel
  const root = attachShadowOriginal(host, { mode: 'closed' });
  const box = el(doc, 'div', { class: 'p', role: 'dialog', 'aria-label': 'pagemark' });
  applyStyles(root, box);
  const head = el(doc, 'div', { class: 'h' });
  appendChild(head, el(doc, 'b', {}, 'pagemark'));
  const close = el(doc, 'button', { class: 'x', type: 'button', 'aria-label': 'Close pagemark' }, '×');
  appendChild(head, close);
  const bar = el(doc, 'div', { class: 'b' });
  const mark = el(doc, 'button', { type: 'button' }, 'Mark');
  const cText = el(doc, 'button', { type: 'button' }, 'Copy text');
  const cHtml = el(doc, 'button', { type: 'button' }, 'Copy HTML');
  const cJson = el(doc, 'button', { type: 'button' }, 'Copy JSON');
  appendChild(bar, mark);
  appendChild(bar, cText);
  appendChild(bar, cHtml);
  appendChild(bar, cJson);
  const actBar = el(doc, 'div', { class: 'b' });
  const input = el(doc, 'input', {
    type: 'text',
    placeholder: "click 12 · type 3 hello · fill('5', 'x')",
    'aria-label': 'Action',
  });
  const go = el(doc, 'button', { type: 'button' }, 'Run');
  appendChild(actBar, input);
  appendChild(actBar, go);
  const status = el(doc, 'div', { class: 's', role: 'status' });
  const output = el(doc, 'textarea', { readonly: '', 'aria-label': 'Output', spellcheck: 'false' });
  appendChild(box, head);
  appendChild(box, bar);
  appendChild(box, actBar);
  appendChild(box, status);
  appendChild(box, output);
  appendChild(root, box);
  appendChild(documentElement(doc)!, host);
  if ('showPopover' in host) {
    setAttribute(host, 'popover', 'manual');
    // The popover UA style would give the host a box of its own; the panel box inside is what shows.
    const hs = elementStyle(host);
    const props: [string, string][] = [
      ['all', 'initial'],
      ['position', 'fixed'],
      ['inset', 'auto 0 0 auto'],
      ['width', '0'],
      ['height', '0'],
      ['overflow', 'visible'],
      ['border', '0'],
      ['padding', '0'],
      ['margin', '0'],
      ['background', 'transparent'],
    ];
    for (let i = 0; i < props.length; i++) hs.setProperty(props[i]![0], props[i]![1], 'important');
    raise(host);
  }
  const p: PanelState = {
    host,
    controls: { close, mark, copyText: cText, copyHtml: cHtml, copyJson: cJson, input, run: go, output },
    marked: false,
    status,
    output,
    input,
    markButton: mark,
    last: null,
    addons: [],
  };
  panel = p;
  for (let i = 0; i < panelAddons.length; i++) push(p.addons, panelAddons[i]!(doc, box, p.controls, el as never));

  addEventListenerP(mark, 'click', () => {
    p.marked = !p.marked;
    setText(mark, p.marked ? 'Unmark' : 'Mark');
    if (p.marked) refresh(p);
    else clearHighlights();
  });
  const copyAs = (format: 'text' | 'html' | 'json', what: string) => (): void => {
    setText(p.status, 'reading the page…');
    promiseThen(refreshBridged(p), (snap) => copy(p, render(snap, format), what));
  };
  addEventListenerP(cText, 'click', copyAs('text', 'Text'));
  addEventListenerP(cHtml, 'click', copyAs('html', 'HTML'));
  addEventListenerP(cJson, 'click', copyAs('json', 'JSON'));
  addEventListenerP(go, 'click', () => run(p));
  addEventListenerP(input, 'keydown', ((e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    // Cancel the key's default: otherwise its keypress can land on the element the action focuses
    // (a search box) and submit that element's form.
    e.preventDefault();
    run(p);
  }) as EventListener);
  addEventListenerP(box, 'keydown', ((e: KeyboardEvent) => {
    if (e.key === 'Escape') closePanel();
    e.stopPropagation(); // typing in the panel must not trigger the page's shortcuts
  }) as EventListener);
  addEventListenerP(close, 'click', () => closePanel());
  // Drag by the header.
  let drag: { dx: number; dy: number } | null = null;
  addEventListenerP(head, 'pointerdown', ((e: PointerEvent) => {
    const r = getBoundingClientRect(box);
    drag = { dx: e.clientX - r.left, dy: e.clientY - r.top };
    head.setPointerCapture(e.pointerId);
  }) as EventListener);
  addEventListenerP(head, 'pointermove', ((e: PointerEvent) => {
    if (!drag) return;
    const st = elementStyle(box);
    st.setProperty('left', `${Math.max(0, e.clientX - drag.dx)}px`);
    st.setProperty('top', `${Math.max(0, e.clientY - drag.dy)}px`);
    st.setProperty('right', 'auto');
    st.setProperty('bottom', 'auto');
  }) as EventListener);
  addEventListenerP(head, 'pointerup', () => {
    drag = null;
  });
  refresh(p);
  htmlFocus(input);
}

export function closePanel(): void {
  const p = panel;
  if (!p) return;
  panel = null;
  for (let i = 0; i < p.addons.length; i++) p.addons[i]!.close();
  if (p.marked) clearHighlights();
  const par = parentNode(p.host);
  if (par) removeChild(par, p.host);
  unmarkOwn(p.host);
}

/** What the bookmarklet does on each click: open the panel, or close it and dispose everything. */
export function togglePanel(): boolean {
  if (panel) {
    closePanel();
    return false;
  }
  openPanel();
  return true;
}
