// Background service worker (MV3, module). It
//  - tracks which tabs have a content script that said 'ready' (reset when a tab starts loading);
//  - answers the popup: get_state, execute_action, list_tabs, status;
//  - performs actions with trusted input through chrome.debugger (`trusted: false` opts out);
//  - bridges a backend over WebSocket (ws://127.0.0.1:<backendPort>): requests {id, type, tabId?, action?}
//    are answered {id, ok, state | result | tabs | error}; reconnects with backoff; keepalive every 20 s.
/* global chrome */

const READY_TIMEOUT_MS = 10_000;
const KEEPALIVE_MS = 20_000;
const DEFAULT_PORT = 8765;

// ---------------------------------------------------------------------------------------------
// Readiness: a tab is messaged only after its content script said 'ready'. The set is mirrored in
// chrome.storage.session so that a service worker restarted by Chrome still knows the ready tabs.

/** @type {Map<number, {url: string, documentId?: string}>} */
const ready = new Map();
/** @type {Map<number, Set<() => void>>} */
const waiters = new Map();
/** Bumped on every 'loading' of a tab: tells an action that the page navigated under it. */
/** @type {Map<number, number>} */
const generation = new Map();

/** Tabs that said ready or started loading since this worker started: their saved entry is stale. */
const seen = new Set();

const restored = chrome.storage.session
  .get('ready')
  .then(({ ready: saved }) => {
    for (const [id, v] of Object.entries(saved || {})) if (!seen.has(Number(id))) ready.set(Number(id), v);
  })
  .catch(() => {});

function persistReady() {
  chrome.storage.session.set({ ready: Object.fromEntries(ready) }).catch(() => {});
}

function markReady(tabId, info) {
  seen.add(tabId);
  ready.set(tabId, info);
  persistReady();
  const w = waiters.get(tabId);
  if (w) {
    waiters.delete(tabId);
    for (const resolve of w) resolve();
  }
}

/** @type {Map<number, Set<() => void>>} */
const loadingWaiters = new Map();

function resetTab(tabId) {
  seen.add(tabId);
  generation.set(tabId, (generation.get(tabId) || 0) + 1);
  if (ready.delete(tabId)) persistReady();
  const w = loadingWaiters.get(tabId);
  if (w) {
    loadingWaiters.delete(tabId);
    for (const resolve of w) resolve();
  }
}

/** Resolves true once the tab started loading again after generation `gen`, false after `timeoutMs`. */
function waitForLoading(tabId, gen, timeoutMs) {
  if ((generation.get(tabId) || 0) !== gen) return Promise.resolve(true);
  return new Promise((resolve) => {
    let set = loadingWaiters.get(tabId);
    if (!set) loadingWaiters.set(tabId, (set = new Set()));
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      set.delete(done);
      resolve(false);
    }, timeoutMs);
    set.add(done);
  });
}

chrome.tabs.onUpdated.addListener((tabId, change) => {
  if (change.status === 'loading') resetTab(tabId);
});
chrome.tabs.onRemoved.addListener((tabId) => {
  resetTab(tabId);
  generation.delete(tabId);
});

class BridgeError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}
const errorObject = (e) => ({
  code: e && e.code ? e.code : 'EXTENSION_ERROR',
  message: e && e.message ? e.message : String(e),
});

const SCRIPTABLE = /^(https?|file|ftp):/;

/** Resolves when the tab's content script is ready; rejects after `timeoutMs` or when it never can be. */
async function waitForReady(tabId, timeoutMs = READY_TIMEOUT_MS) {
  await restored;
  if (ready.has(tabId)) return;
  let tab;
  try {
    tab = await chrome.tabs.get(tabId);
  } catch {
    throw new BridgeError('NO_TAB', `no tab ${tabId}`);
  }
  const url = tab.pendingUrl || tab.url || '';
  if (tab.status === 'complete' && url && !SCRIPTABLE.test(url)) {
    throw new BridgeError('NOT_SCRIPTABLE', `content scripts do not run on ${url.split(/[?#]/)[0]}`);
  }
  if (ready.has(tabId)) return;
  await new Promise((resolve, reject) => {
    let set = waiters.get(tabId);
    if (!set) waiters.set(tabId, (set = new Set()));
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      set.delete(done);
      reject(
        new BridgeError('NOT_READY', `the content script of tab ${tabId} did not say ready within ${timeoutMs} ms`),
      );
    }, timeoutMs);
    set.add(done);
  });
}

async function defaultTabId() {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  if (!tab || tab.id === undefined) throw new BridgeError('NO_TAB', 'no active tab');
  return tab.id;
}

/** Send to a ready tab; if the page navigated meanwhile (the message got lost), wait for the new one and retry. */
async function sendToTab(tabId, message, deadline) {
  for (;;) {
    await waitForReady(tabId, Math.max(0, deadline - Date.now()));
    try {
      const r = await chrome.tabs.sendMessage(tabId, message, { frameId: 0 });
      if (r === undefined) throw new Error('no answer');
      return r;
    } catch (e) {
      // "Receiving end does not exist" / "message port closed": the document went away. Retry once it is replaced.
      if (Date.now() >= deadline) throw new BridgeError('NOT_READY', e.message || String(e));
      if (ready.has(tabId)) {
        // Still marked ready: give the 'loading' event a moment to arrive, then try again.
        await new Promise((r) => setTimeout(r, 200));
        const t = await chrome.tabs.get(tabId).catch(() => null);
        if (!t) throw new BridgeError('NO_TAB', `no tab ${tabId}`);
        if (t.status === 'complete' && ready.has(tabId)) throw new BridgeError('TAB_ERROR', e.message || String(e));
      }
    }
  }
}

function unwrap(r) {
  if (r && r.error) throw new BridgeError(r.error.code, r.error.message);
  return r;
}

async function getState(tabId, timeoutMs = READY_TIMEOUT_MS) {
  const id = tabId ?? (await defaultTabId());
  const r = unwrap(await sendToTab(id, { type: 'get_state' }, Date.now() + timeoutMs));
  return r.state;
}

// ---------------------------------------------------------------------------------------------
// Trusted input: real mouse and keyboard events (isTrusted true, a user activation for the popup
// blocker and beforeunload), as the Node hosts give through their driver. An extension has no
// driver but has CDP through chrome.debugger: Input.dispatchMouseEvent and Input.insertText, the
// calls Playwright and Puppeteer make for their own mouse and keyboard. The content script checks
// and aims first (plan_action: pagemark's dry run), the background sends the input, the content
// script settles and reads the effects (settle_action). Chrome shows its "started debugging this
// browser" bar while attached; `trusted: false` keeps everything in the page.

const DEBUGGER_VERSION = '1.3';
/** @type {Set<number>} */
const attached = new Set();
chrome.debugger.onDetach.addListener((source) => {
  if (source.tabId !== undefined) attached.delete(source.tabId);
});
chrome.tabs.onRemoved.addListener((tabId) => attached.delete(tabId));

async function debuggee(tabId) {
  if (!attached.has(tabId)) {
    try {
      await chrome.debugger.attach({ tabId }, DEBUGGER_VERSION);
    } catch (e) {
      // Attached by an earlier worker of this extension: usable. Anything else (DevTools' own
      // protocol client on the tab, a chrome:// page) leaves no trusted input.
      if (!/already attached/i.test(e.message || '')) throw new BridgeError('NO_TRUSTED_INPUT', e.message || String(e));
    }
    attached.add(tabId);
  }
  return { tabId };
}

/** The planned input, through CDP Input (chromedevtools.github.io/devtools-protocol/tot/Input/). */
async function dispatchInput(tabId, plan) {
  const target = await debuggee(tabId);
  const send = (method, params) => chrome.debugger.sendCommand(target, method, params);
  if (plan.kind === 'text') return send('Input.insertText', { text: plan.text });
  const at = { x: plan.x, y: plan.y };
  await send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...at });
  const mask = { left: 1, right: 2, middle: 4 }[plan.button] || 1;
  for (let i = 1; i <= plan.clicks; i++) {
    await send('Input.dispatchMouseEvent', {
      type: 'mousePressed',
      ...at,
      button: plan.button,
      buttons: mask,
      clickCount: i,
    });
    await send('Input.dispatchMouseEvent', {
      type: 'mouseReleased',
      ...at,
      button: plan.button,
      buttons: 0,
      clickCount: i,
    });
  }
}

/**
 * A message that may make the page navigate (the action's, or the settle after trusted input):
 * its answer, or, when the document went away before answering, a result that says it navigated.
 */
async function messageThatMayNavigate(id, message, action) {
  const gen = generation.get(id) || 0;
  try {
    const r = await chrome.tabs.sendMessage(id, message, { frameId: 0 });
    if (r === undefined) throw new Error('no answer');
    return r;
  } catch (e) {
    // The action navigated the page before the content script could answer (a link, a form post).
    if (!(await waitForLoading(id, gen, 2000))) throw new BridgeError('TAB_ERROR', e.message || String(e));
    return {
      result: {
        ok: true,
        action: typeof action === 'object' && action ? action.action : String(action),
        target: null,
        resolvedBy: null,
        effects: { navigated: true, mutations: 0, newElements: 0 },
        note: 'the page navigated before the content script answered (most likely because of this action); its own result was lost',
      },
      new_browser_state: null,
    };
  }
}

/** Run an action in a tab: trusted input by default (see above), `trusted: false` in the page. */
async function executeAction(tabId, action, timeoutMs = READY_TIMEOUT_MS, trusted = true) {
  const id = tabId ?? (await defaultTabId());
  const deadline = Date.now() + timeoutMs;
  await waitForReady(id, timeoutMs);
  const gen = generation.get(id) || 0;
  let r;
  const planned = trusted ? unwrap(await sendToTab(id, { type: 'plan_action', action }, deadline)) : { plan: null };
  if (planned.result)
    r = planned; // the checks failed in the page: nothing was sent
  else if (planned.plan) {
    await dispatchInput(id, planned.plan);
    r = await messageThatMayNavigate(
      id,
      { type: 'settle_action', command: planned.command, target: planned.target },
      action,
    );
  } else r = await messageThatMayNavigate(id, { type: 'execute_action', action }, action);
  unwrap(r);
  if (!r.new_browser_state) {
    // The action navigated: the old document may still answer until the new one commits. Wait for
    // the tab's 'loading' (bounded: a 204 or a download never replaces the page), then for the new
    // document's content script, and report its state.
    await waitForLoading(id, gen, 3000);
    r.new_browser_state = await getState(id, Math.max(1000, deadline - Date.now()));
  }
  return r;
}

async function getSnapshot(tabId, timeoutMs = READY_TIMEOUT_MS) {
  const id = tabId ?? (await defaultTabId());
  return unwrap(await sendToTab(id, { type: 'get_snapshot' }, Date.now() + timeoutMs));
}

/** The agent's step log, kept for the popup (which may be closed while the backend works). */
async function appendAgentLog(lines) {
  const { agentLog = [] } = await chrome.storage.session.get('agentLog');
  await chrome.storage.session.set({ agentLog: [...agentLog, ...lines].slice(-500) });
}

/** The popup's task goes to the backend, which runs the agent on that tab (phases 2-6 of the seed). */
async function submitTask(tabId, task) {
  if (!socket || socket.readyState !== WebSocket.OPEN) {
    throw new BridgeError('NOT_CONNECTED', `no agent backend connected (${lastUrl || 'none configured'})`);
  }
  const id = tabId ?? (await defaultTabId());
  await chrome.storage.session.set({ agentLog: [`task: ${task}`] });
  send(socket, { type: 'user_task_submission', tabId: id, task });
  return { tabId: id };
}

async function listTabs() {
  await restored;
  const tabs = await chrome.tabs.query({});
  return tabs.map((t) => ({
    id: t.id,
    windowId: t.windowId,
    url: t.url || t.pendingUrl || '',
    title: t.title || '',
    active: t.active,
    status: t.status,
    ready: ready.has(t.id),
  }));
}

// ---------------------------------------------------------------------------------------------
// Messages from the content scripts and the popup.

chrome.runtime.onMessage.addListener((msg, sender, sendResponse) => {
  if (!msg || typeof msg !== 'object') return false;
  if (msg.type === 'ready') {
    if (sender.tab && sender.tab.id !== undefined && sender.frameId === 0) {
      markReady(sender.tab.id, { url: msg.url || sender.url || '', documentId: sender.documentId });
      sendResponse({ type: 'ready_ack', tabId: sender.tab.id });
    }
    ensureBridge();
    return false;
  }
  // Everything below is for extension pages (the popup, also when opened in a tab), not content scripts.
  if (!(sender.url || '').startsWith(chrome.runtime.getURL(''))) return false;
  const answer = (p) =>
    p.then(
      (v) => sendResponse({ ok: true, ...v }),
      (e) => sendResponse({ ok: false, error: errorObject(e) }),
    );
  switch (msg.type) {
    case 'get_state':
      answer(getState(msg.tabId).then((state) => ({ state })));
      return true;
    case 'execute_action':
      answer(executeAction(msg.tabId, msg.action, READY_TIMEOUT_MS, msg.trusted !== false));
      return true;
    case 'list_tabs':
      answer(listTabs().then((tabs) => ({ tabs })));
      return true;
    case 'user_task_submission':
      answer(submitTask(msg.tabId, String(msg.task || '')));
      return true;
    case 'status':
      answer(Promise.resolve({ bridge: bridgeStatus() }));
      return true;
    default:
      return false;
  }
});

// ---------------------------------------------------------------------------------------------
// WebSocket bridge to a backend (see backend.mjs). One socket; requests are answered in any order.

/** @type {WebSocket | null} */
let socket = null;
let connecting = false;
let backoffMs = 1000;
let reconnectTimer = 0;
let keepaliveTimer = 0;
let lastUrl = '';
let lastError = '';

async function backendUrl() {
  const { backendPort } = await chrome.storage.local.get('backendPort');
  let port = Number(backendPort) || 0;
  if (!port) {
    // config.json is written by `build.mjs --port N`; absent in a plain checkout.
    try {
      const res = await fetch(chrome.runtime.getURL('config.json'));
      if (res.ok) port = Number((await res.json()).backendPort) || 0;
    } catch {}
  }
  return `ws://127.0.0.1:${port || DEFAULT_PORT}`;
}

function bridgeStatus() {
  return {
    url: lastUrl,
    connected: !!socket && socket.readyState === WebSocket.OPEN,
    lastError,
    nextRetryMs: socket ? 0 : backoffMs,
  };
}

function scheduleReconnect() {
  clearTimeout(reconnectTimer);
  const wait = backoffMs;
  backoffMs = Math.min(backoffMs * 2, 10_000);
  reconnectTimer = setTimeout(ensureBridge, wait);
}

async function ensureBridge() {
  if (socket || connecting) return;
  connecting = true;
  try {
    const { bridgeEnabled } = await chrome.storage.local.get('bridgeEnabled');
    if (bridgeEnabled === false) return;
    lastUrl = await backendUrl();
    const ws = new WebSocket(lastUrl);
    socket = ws;
    ws.onopen = () => {
      backoffMs = 1000;
      lastError = '';
      send(ws, { type: 'hello', agent: 'pagemark-extension', version: chrome.runtime.getManifest().version });
      clearInterval(keepaliveTimer);
      // Chrome 116+ keeps the service worker alive while the socket exchanges messages.
      keepaliveTimer = setInterval(() => send(ws, { type: 'keepalive', t: Date.now() }), KEEPALIVE_MS);
    };
    ws.onmessage = (ev) => onBackendMessage(ws, ev.data);
    ws.onerror = () => {
      lastError = `cannot reach ${lastUrl}`;
    };
    ws.onclose = () => {
      if (socket === ws) socket = null;
      clearInterval(keepaliveTimer);
      scheduleReconnect();
    };
  } catch (e) {
    lastError = e.message || String(e);
    socket = null;
    scheduleReconnect();
  } finally {
    connecting = false;
  }
}

function send(ws, obj) {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(obj));
}

async function onBackendMessage(ws, data) {
  let msg;
  try {
    msg = JSON.parse(String(data));
  } catch {
    send(ws, { id: null, ok: false, error: { code: 'BAD_JSON', message: 'messages are JSON objects' } });
    return;
  }
  if (!msg || typeof msg !== 'object' || msg.type === 'keepalive' || msg.type === 'hello_ack') return;
  // Events of an agent run (no answer expected): the step log the popup shows.
  if (msg.type === 'agent_step' || msg.type === 'agent_done') {
    appendAgentLog(String(msg.text || '').split('\n')).catch(() => {});
    return;
  }
  const { id, type } = msg;
  try {
    if (type === 'list_tabs') {
      send(ws, { id, ok: true, tabs: await listTabs() });
    } else if (type === 'get_state') {
      const tabId = msg.tabId ?? (await defaultTabId());
      const [state, { task }] = await Promise.all([getState(tabId), chrome.storage.local.get('task')]);
      send(ws, { id, ok: true, tabId, state, task: task || '' });
    } else if (type === 'get_snapshot') {
      const tabId = msg.tabId ?? (await defaultTabId());
      const r = await getSnapshot(tabId);
      send(ws, { id, ok: true, tabId, snapshot: r.snapshot, history: r.history });
    } else if (type === 'execute_action') {
      const tabId = msg.tabId ?? (await defaultTabId());
      const r = await executeAction(tabId, msg.action, READY_TIMEOUT_MS, msg.trusted !== false);
      send(ws, { id, ok: true, tabId, result: r.result, new_browser_state: r.new_browser_state });
    } else {
      send(ws, { id, ok: false, error: { code: 'UNKNOWN_TYPE', message: `unknown request type "${type}"` } });
    }
  } catch (e) {
    send(ws, { id, ok: false, error: errorObject(e) });
  }
}

chrome.storage.onChanged.addListener((changes, area) => {
  if (area !== 'local' || (!changes.backendPort && !changes.bridgeEnabled)) return;
  backoffMs = 1000;
  clearTimeout(reconnectTimer);
  if (socket)
    socket.close(); // onclose reconnects with the new settings
  else ensureBridge();
});

// Content scripts are not injected into tabs that were already loaded when the extension was
// installed or updated (a tab still loading gets the manifest's content script anyway).
chrome.runtime.onInstalled.addListener(async ({ reason }) => {
  if (reason !== 'install' && reason !== 'update') return;
  await restored;
  const tabs = await chrome.tabs.query({ url: ['http://*/*', 'https://*/*'], status: 'complete' });
  for (const t of tabs) {
    if (t.id === undefined || ready.has(t.id)) continue;
    chrome.scripting
      .executeScript({ target: { tabId: t.id }, files: ['pagemark.iife.js', 'content.js'] })
      .catch(() => {});
  }
});

ensureBridge();
