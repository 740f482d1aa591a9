// Content script (isolated world, top frame only). pagemark.iife.js runs first and installs the global
// `pagemark`. This script announces itself to the background ('ready') and answers two requests:
//   {type: 'get_state'}                -> the extension state (pagemark.observe({shapes: ['extension']}).extension)
//   {type: 'execute_action', action}   -> {result, new_browser_state}
//   {type: 'get_snapshot'}             -> {snapshot: pagemark.protocol.snapshotJson(), history} (the agent backend
//                                         renders it in Node with the same pure renderer)
// Failures answer {error: {code, message}}; nothing is thrown back to the sender.
/* global chrome, pagemark */

(() => {
  // Injected twice (the manifest and background's onInstalled both inject): keep the first instance
  // while its messaging still works. An orphan (the extension was reloaded) has no runtime id.
  const alive = () => {
    try {
      return !!chrome.runtime && !!chrome.runtime.id;
    } catch {
      return false;
    }
  };
  const previous = globalThis.__pagemarkExtensionContent;
  if (previous && previous.alive()) return;
  globalThis.__pagemarkExtensionContent = { alive };

  /** @param {string} code @param {unknown} e */
  const errorOf = (code, e) => ({
    error: { code, message: e instanceof Error ? e.message : String(e) },
  });

  /** The state the backend and the popup consume. Reuses a snapshot when one is at hand. */
  function state(snapshot) {
    const ob = snapshot
      ? pagemark.observe({ shapes: ['extension'], snapshot })
      : pagemark.observe({ shapes: ['extension'] });
    return ob.extension;
  }

  // `click 12`, `type 3 "hello"`, `press Enter`: a short "verb target [text]" form for people typing
  // into the popup. Anything else (BrowserGym calls like click('12'), objects) goes to act() unchanged.
  const SHORT = /^([a-z_]+)\s+("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\S+)(?:\s+(.+))?$/i;
  function unquote(s) {
    const t = s.trim();
    if (t.length >= 2 && (t[0] === '"' || t[0] === "'") && t[t.length - 1] === t[0]) {
      return t.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    return t;
  }
  function normalise(action) {
    if (typeof action !== 'string' || /^\s*[A-Za-z_]\w*\s*\(/.test(action)) return action;
    const m = SHORT.exec(action.trim());
    if (!m) return action;
    const verb = m[1].toLowerCase();
    const first = unquote(m[2]);
    const rest = m[3] === undefined ? undefined : unquote(m[3]);
    const target = /^\d+$/.test(first) ? Number(first) : first;
    if (verb === 'press' && rest === undefined) return { action: 'press', key: first };
    if (verb === 'goto' || verb === 'navigate') return { action: 'goto', url: first };
    if (verb === 'scroll') return { action: 'scroll', direction: first };
    /** @type {Record<string, unknown>} */
    const cmd = { action: verb, target };
    if (rest !== undefined) {
      if (verb === 'select' || verb === 'select_option') cmd.values = [rest];
      else if (verb === 'press') cmd.key = rest;
      else cmd.text = rest;
    }
    return cmd;
  }

  async function execute(action) {
    if (action === undefined || action === null || action === '') {
      return { error: { code: 'INVALID_COMMAND', message: 'execute_action needs an action' } };
    }
    const r = await pagemark.act(normalise(action));
    const { snapshot, ...result } = r;
    // After a navigation this document is going away: the background fetches the new page's state.
    const newState = result.effects && result.effects.navigated ? null : state(snapshot);
    return { result, new_browser_state: newState };
  }

  // Trusted input (the background's chrome.debugger, Input.dispatch*): the same split as the Node
  // hosts (src/node/drivers/hostAct.ts). `plan` resolves and checks the target in the page (a dry
  // run) and says where the input goes in viewport pixels; `settle` waits for the page after the
  // background's input and reads the effects. Verbs with no such input run in the page (null plan).
  const POINTER = { click: 1, dblclick: 2, rightclick: 1, hover: 0, check: 1, uncheck: 1 };
  const TEXT = { fill: true, type: true };
  async function plan(action) {
    const parsed = pagemark.protocol.parseCommand(normalise(action));
    if (!parsed.ok) return { plan: null };
    const cmd = parsed.command;
    const text = TEXT[cmd.action] && typeof cmd.text === 'string' && cmd.text !== '';
    if (cmd.target === undefined || (!(cmd.action in POINTER) && !text)) return { plan: null };
    const dry = await pagemark.act({ ...cmd, dryRun: true, snapshot: false });
    if (!dry.ok) return { result: dry, new_browser_state: state() };
    const el = dry.target && pagemark.protocol.elementByIndex(dry.target.index);
    // An element of a child frame: its rectangle is not in this viewport's coordinates.
    if (!el || el.ownerDocument !== document || !dry.point) return { plan: null };
    // check/uncheck: a click only when the state must change, as the drivers do.
    if ((cmd.action === 'check' || cmd.action === 'uncheck') && el.checked === (cmd.action === 'check'))
      return { plan: null };
    const r = el.getBoundingClientRect();
    const at = { x: r.left + dry.point.x, y: r.top + dry.point.y };
    if (text) {
      // Focus and, for fill, select what is there: the inserted text replaces it, as a user's paste.
      el.focus();
      if (cmd.action === 'fill' && typeof el.select === 'function') el.select();
      if (cmd.action === 'type' && typeof el.setSelectionRange === 'function' && typeof el.value === 'string')
        el.setSelectionRange(el.value.length, el.value.length);
      return { plan: { kind: 'text', text: cmd.text }, command: cmd, target: dry.target };
    }
    const button = cmd.action === 'rightclick' ? 'right' : cmd.button || 'left';
    return {
      plan: { kind: 'mouse', x: at.x, y: at.y, button, clicks: POINTER[cmd.action] },
      command: cmd,
      target: dry.target,
    };
  }
  async function settle(cmd, target) {
    const after = await pagemark.act({ action: 'noop', snapshot: false });
    const read = target ? pagemark.protocol.readBack(target.index, cmd.action) : {};
    const result = {
      ok: true,
      action: cmd.action,
      target,
      resolvedBy: 'live',
      effects: { ...after.effects, ...read, newElements: 0 },
      trusted: true,
    };
    return { result, new_browser_state: result.effects.navigated ? null : state() };
  }

  chrome.runtime.onMessage.addListener((msg, _sender, sendResponse) => {
    if (!msg || typeof msg !== 'object') return false;
    if (msg.type === 'get_state') {
      try {
        sendResponse({ state: state() });
      } catch (e) {
        sendResponse(errorOf('STATE_FAILED', e));
      }
      return false;
    }
    if (msg.type === 'get_snapshot') {
      try {
        sendResponse({ snapshot: pagemark.protocol.snapshotJson(), history: pagemark.getHistory() });
      } catch (e) {
        sendResponse(errorOf('STATE_FAILED', e));
      }
      return false;
    }
    if (msg.type === 'plan_action') {
      plan(msg.action).then(sendResponse, (e) => sendResponse(errorOf('ACTION_FAILED', e)));
      return true;
    }
    if (msg.type === 'settle_action') {
      settle(msg.command, msg.target).then(sendResponse, (e) => sendResponse(errorOf('ACTION_FAILED', e)));
      return true;
    }
    if (msg.type === 'execute_action') {
      execute(msg.action).then(sendResponse, (e) => sendResponse(errorOf('ACTION_FAILED', e)));
      return true; // answered asynchronously
    }
    return false;
  });

  function announce() {
    try {
      chrome.runtime.sendMessage({ type: 'ready', url: location.href }).catch(() => {});
    } catch {
      // The extension was reloaded or removed: this script is orphaned and stays silent.
    }
  }
  announce();
  // Chrome reports same-document navigations (#hash, history.pushState) as tabs.onUpdated
  // status 'loading' too, and the background then forgets this tab although this script lives on;
  // so do back/forward cache restores. Announce again, shortly after (the 'loading' event must not
  // overtake the announcement) and once more later.
  addEventListener('pageshow', (e) => {
    if (e.persisted) announce();
  });
  let timers = [];
  const reannounce = () => {
    for (const t of timers) clearTimeout(t);
    timers = [setTimeout(announce, 50), setTimeout(announce, 500)];
  };
  if (globalThis.navigation) globalThis.navigation.addEventListener('currententrychange', reannounce);
  addEventListener('hashchange', reannounce);
  addEventListener('popstate', reannounce);
})();
