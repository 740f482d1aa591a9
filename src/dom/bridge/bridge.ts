/**
 * The cross-frame bridge: a pagemark instance in a cross-origin frame (userscript `@noframes` off,
 * or any injection into every frame) answers its parent frame's instance over `postMessage`.
 *
 * Messages are plain structured-clone data tagged `pagemark: 'bridge/1'`; nothing received is ever
 * executed: a request names an operation ('snapshot' or 'act') and carries data that goes through
 * the same validation as the public API (normalizeSnapshotOptions, parseCommand).
 *
 *   parent -> child  {pagemark, type: 'snapshot', nonce, id, options, idPrefix, timeoutMs}
 *   parent -> child  {pagemark, type: 'act', nonce, id, command}
 *   child -> parent  {pagemark, type: 'reply', nonce, id, instance, snapshot | result | error}
 *
 * Who may talk to whom:
 * - A child accepts requests only from its parent window (`event.source === window.parent`, read
 *   through captured accessors), and pins the first nonce it sees: later requests with another nonce
 *   are ignored. The nonce is random per parent instance (crypto.getRandomValues), so a sibling frame
 *   cannot drive a child (wrong source) and a page that starts talking to the child after pagemark
 *   did cannot either (wrong nonce). A page that races pagemark's very first request can take the pin;
 *   the frame then shows as unreachable: the bridge fails closed, it never obeys two parents.
 * - A parent accepts a reply only from the window it asked (`event.source`), with its own nonce and
 *   the id of a pending request. Anything else is ignored without a trace.
 *
 * A frame that does not answer in `timeoutMs` (no instance there, or busy) resolves as null and is
 * reported unreachable; a window that was silent once is asked again with a short timeout, so pages
 * full of frames without pagemark (ads) do not cost the full timeout on every snapshot.
 */
import {
  addEventListenerP,
  boundWindow,
  contentWindow,
  messageData,
  messageSource,
  parentOf,
  removeEventListenerP,
} from '../platform/dom';
import { instanceId } from '../identity/registry';
import { defineState } from '../platform/instanceState';
import {
  clearTimeoutP,
  nowP,
  PromiseCtor,
  promiseThen,
  randomHex,
  SafeMap,
  SafeWeakMap,
  setTimeoutP,
} from '../../builtins/pristine';

export const TAG = 'pagemark-bridge/1';
/** A window that timed out before gets this long on later requests (it may have loaded pagemark since). */
const SILENT_RETRY_MS = 150;

export type BridgeRequest =
  | { type: 'snapshot'; options: unknown; idPrefix: string; timeoutMs: number }
  | { type: 'act'; command: unknown; timeoutMs: number };

export interface BridgeReply {
  instance: string;
  snapshot?: unknown;
  result?: unknown;
  error?: string;
}

/** What a child does with a request (wired by the entry that owns snapshotAsync/act, avoiding a cycle). */
export type RequestHandler = (req: BridgeRequest) => Promise<{ snapshot?: unknown; result?: unknown; error?: string }>;

interface Pending {
  win: unknown;
  resolve: (r: BridgeReply | null) => void;
  timer: ReturnType<typeof setTimeoutP>;
}

let nonce: string;
let pinned: string;
let listening: boolean;
let handler: RequestHandler | null;
let pending: Map<number, Pending>;
let silent: WeakMap<object, true>;
defineState(() => {
  nonce = pinned = '';
  listening = false;
  handler = null;
  pending = new SafeMap();
  silent = new SafeWeakMap();
}, disposeBridge);
/** Request ids: a sequence number, not instance state (platform/instanceState.ts). */
let nextId = 1;

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function onMessage(ev: Event): void {
  try {
    const data = messageData(ev);
    if (!isObj(data) || data['pagemark'] !== TAG) return;
    const src = messageSource(ev);
    const type = data['type'];
    if (type === 'reply') {
      const id = data['id'];
      if (typeof id !== 'number' || data['nonce'] !== nonce || !nonce) return;
      const p = pending.get(id);
      if (!p || p.win !== src) return;
      pending.delete(id);
      clearTimeoutP(p.timer);
      p.resolve({
        instance: typeof data['instance'] === 'string' ? data['instance'] : '',
        snapshot: data['snapshot'],
        result: data['result'],
        ...(typeof data['error'] === 'string' ? { error: data['error'] } : {}),
      });
      return;
    }
    if (type !== 'snapshot' && type !== 'act') return;
    const win = boundWindow;
    const parent = win ? parentOf(win) : null;
    if (!win || !parent || parent === win || src !== parent) return;
    const n = data['nonce'];
    if (typeof n !== 'string' || n.length < 16) return;
    if (!pinned) pinned = n;
    if (n !== pinned) return;
    const id = data['id'];
    if (typeof id !== 'number' || !handler) return;
    const timeoutMs = typeof data['timeoutMs'] === 'number' ? data['timeoutMs'] : 1000;
    const req: BridgeRequest =
      type === 'snapshot'
        ? {
            type,
            options: data['options'],
            idPrefix: typeof data['idPrefix'] === 'string' ? data['idPrefix'] : 'pm',
            timeoutMs,
          }
        : { type, command: data['command'], timeoutMs };
    const reply = (body: { snapshot?: unknown; result?: unknown; error?: string }): void => {
      try {
        // postMessage read from the parent WindowProxy: for a cross-origin parent that is the
        // cross-origin property, which scripts of this page cannot replace.
        (parent as Window).postMessage(
          { pagemark: TAG, type: 'reply', nonce: n, id, instance: instanceId(), ...body },
          '*',
        );
      } catch {
        /* the parent went away */
      }
    };
    promiseThen(handler(req), reply, (err: unknown) => reply({ error: String((err as Error)?.message ?? err) }));
  } catch {
    /* never throw into the page's event dispatch */
  }
}

function listen(): void {
  if (listening || !boundWindow) return;
  addEventListenerP(boundWindow, 'message', onMessage as EventListener);
  listening = true;
}

/**
 * Answer the parent frame's requests (called at load by the IIFE entries when running in a frame).
 * Also starts listening for replies, which a parent needs too.
 */
export function serveBridge(h: RequestHandler): void {
  handler = h;
  listen();
}

/** Ask the instance in `iframe`'s window; null when it does not answer in time. */
export function askFrame(iframe: Element, req: BridgeRequest): Promise<BridgeReply | null> {
  return new PromiseCtor((resolve) => {
    let win: Window | null;
    try {
      win = contentWindow(iframe);
    } catch {
      win = null;
    }
    if (!win) {
      resolve(null);
      return;
    }
    listen();
    if (!nonce) nonce = randomHex(4);
    const id = nextId++;
    const wait = silent.has(win) && req.timeoutMs > SILENT_RETRY_MS ? SILENT_RETRY_MS : req.timeoutMs;
    const target = win;
    const timer = setTimeoutP(() => {
      pending.delete(id);
      silent.set(target, true);
      resolve(null);
    }, wait);
    pending.set(id, {
      win,
      resolve: (r) => {
        if (r) silent.delete(target);
        resolve(r);
      },
      timer,
    });
    try {
      // postMessage on a cross-origin WindowProxy is the cross-origin property: the page cannot
      // replace it. '*' because the frame's origin is unknown (it may have redirected); the nonce is
      // not a secret from that frame, only from other senders (see the header).
      win.postMessage({ pagemark: TAG, nonce, id, ...req }, '*');
    } catch {
      clearTimeoutP(timer);
      pending.delete(id);
      resolve(null);
    }
  });
}

/** How long to give a nested frame so the answer still reaches our parent in time. */
export function childBudget(timeoutMs: number, startedAt: number): number {
  const left = timeoutMs - (nowP() - startedAt) - 100;
  return left > 0 ? left : 0;
}

/** Stop listening and answer every request still waiting with null (dispose; the init forgets the rest). */
function disposeBridge(): void {
  if (listening && boundWindow) removeEventListenerP(boundWindow, 'message', onMessage as EventListener);
  pending.forEach((p) => {
    clearTimeoutP(p.timer);
    p.resolve(null);
  });
}
