#!/usr/bin/env node
// A small agent backend for the extension: a WebSocket server the extension's background connects
// to, and a loop  get_state -> policy(state) -> execute_action -> ...  until the policy returns null.
// The policy is any (async) function; this file ships a scripted one (no LLM).
//
// With a model (`llm`), it is also the agent backend of the seed's phases 2-6: the popup's task arrives
// as `user_task_submission`, the backend runs pagemark's agent loop (dist/agent.mjs) on that tab
// (snapshots rendered here with the same pure renderer, actions through execute_action, whose answer
// carries new_browser_state) and reports each step back (`agent_step`, `agent_done`), which the
// background keeps for the popup.
//
//   node examples/extension/backend.mjs --port 8765 [--query "trail backpack"] [--url-includes task.html] [--max-steps 10]
//   OPENAI_API_KEY=... node examples/extension/backend.mjs --port 8765 --model gpt-4o-mini [--api openai|anthropic] [--base-url URL]
//
// As a module:
//   const b = await startBackend({ port: 8765, policy: scriptedPolicy([...]) });
//   await b.connected();            // the extension connected
//   const log = await b.done;       // the run finished (the policy returned null)
//   await b.request('get_state');   // one request, outside the loop
//   await b.close();
import { WebSocketServer } from 'ws';
import { runAgent, render, formatStep, formatOutcome } from '../../dist/agent.mjs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/**
 * @typedef {{id: string, type: string, tag: string, text_content: string, attributes: Record<string, string>,
 *   is_visible: boolean, available_operations: string[]}} ActionableElement
 * @typedef {{url: string, title: string, scroll_position: {x: number, y: number},
 *   viewport: {width: number, height: number}, page_size: {width: number, height: number},
 *   actionable_elements: ActionableElement[]}} ExtensionState
 * @typedef {string | Record<string, unknown>} Action
 * @typedef {(state: ExtensionState, step: number, context: {task: string, log: LogEntry[]}) =>
 *   Action | null | undefined | Promise<Action | null | undefined>} Policy
 * @typedef {{step: number, type: string, [key: string]: unknown}} LogEntry
 */

/** A policy that plays `steps` in order (each a function of the state returning an action, or null to stop). */
export function scriptedPolicy(
  /** @type {((state: ExtensionState, context: any) => Action | null | undefined)[]} */ steps,
) {
  /** @type {Policy} */
  const policy = (state, step, context) => {
    const f = steps[step];
    return f ? f(state, context) : null;
  };
  return policy;
}

/**
 * The first actionable element matching `text` (case-insensitive substring of text_content) and,
 * when given, `type` (INPUT_FIELD, BUTTON, LINK, CHECKBOX...).
 * @param {ExtensionState} state @param {string} text @param {string} [type]
 * @returns {ActionableElement | undefined}
 */
export function findElement(state, text, type) {
  const t = text.toLowerCase();
  return state.actionable_elements.find(
    (e) => (!type || e.type === type) && e.is_visible && e.text_content.toLowerCase().includes(t),
  );
}

/** The CLI's policy: type `query` into the search field, then click the Search button. */
export function searchPolicy(query = 'trail backpack') {
  return scriptedPolicy([
    (s) => {
      const input = findElement(s, 'search', 'INPUT_FIELD');
      return input ? { action: 'input_text', params: { element_id: input.id, text: query } } : null;
    },
    (s) => {
      const button = findElement(s, 'search', 'BUTTON');
      return button ? `click('${button.id}')` : null;
    },
  ]);
}

/**
 * An agent session (runAgent's `session`) on a tab of the extension: the snapshot comes over the
 * bridge as JSON and is rendered here; actions go through execute_action.
 * @param {(type: string, payload?: Record<string, unknown>) => Promise<any>} request
 * @param {number} tabId
 * @param {(state: ExtensionState | null) => void} [onState] gets each action's new_browser_state
 */
export function extensionSession(request, tabId, onState) {
  /** @type {string[]} */
  let history = [];
  const check = (/** @type {any} */ r) => {
    if (!r.ok) throw new BackendError(r.error.code, r.error.message);
    return r;
  };
  return {
    async snapshot() {
      const r = check(await request('get_snapshot', { tabId }));
      history = r.history || [];
      return JSON.parse(r.snapshot);
    },
    render: (/** @type {any} */ s, /** @type {any} */ format, /** @type {any} */ o) => render(s, format, o),
    getHistory: () => history,
    async act(/** @type {any} */ command) {
      const r = check(await request('execute_action', { tabId, action: command }));
      onState?.(r.new_browser_state ?? null);
      return r.result;
    },
  };
}

class BackendError extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/**
 * @param {{port?: number, host?: string, policy?: Policy, maxSteps?: number, requestTimeoutMs?: number,
 *   tab?: number | {urlIncludes: string}, task?: string, log?: (line: string) => void,
 *   llm?: import('../../dist/agent.mjs').LlmConfig}} [options]
 */
export async function startBackend(options = {}) {
  const {
    port = 8765,
    host = '127.0.0.1',
    policy,
    maxSteps = 20,
    requestTimeoutMs = 15_000,
    log: print = (line) => console.log(line),
  } = options;
  const wss = new WebSocketServer({ port, host });
  await new Promise((res, rej) => {
    wss.once('listening', res);
    wss.once('error', rej);
  });
  const address = /** @type {import('node:net').AddressInfo} */ (wss.address());

  /** @type {import('ws').WebSocket | null} */
  let client = null;
  let nextId = 1;
  /** @type {Map<string, {resolve: (v: any) => void, reject: (e: Error) => void, timer: NodeJS.Timeout}>} */
  const pending = new Map();
  /** @type {(() => void)[]} */
  let connectWaiters = [];
  /** Every frame exchanged, in order: {dir: 'in' | 'out', at, msg}. */
  /** @type {{dir: 'in' | 'out', at: number, msg: any}[]} */
  const trace = [];
  /** @type {any} */
  let hello = null;
  /** Finished agent runs, and who waits for the next one. */
  /** @type {any[]} */
  const agentRuns = [];
  /** @type {((o: any) => void)[]} */
  let agentWaiters = [];

  wss.on('connection', (ws) => {
    if (client) client.close(1000, 'replaced by a new connection');
    client = ws;
    print(`[backend] extension connected`);
    ws.on('message', (data) => {
      let msg;
      try {
        msg = JSON.parse(String(data));
      } catch {
        return;
      }
      trace.push({ dir: 'in', at: Date.now(), msg });
      if (msg.type === 'hello') {
        hello = msg;
        const w = connectWaiters;
        connectWaiters = [];
        for (const f of w) f();
        return;
      }
      if (msg.type === 'keepalive') return;
      if (msg.type === 'user_task_submission') {
        runTask(Number(msg.tabId), String(msg.task || ''));
        return;
      }
      const p = msg.id !== undefined && msg.id !== null ? pending.get(String(msg.id)) : undefined;
      if (!p) return;
      pending.delete(String(msg.id));
      clearTimeout(p.timer);
      p.resolve(msg);
    });
    ws.on('close', () => {
      if (client !== ws) return;
      client = null;
      hello = null;
      print(`[backend] extension disconnected`);
      for (const [id, p] of pending) {
        clearTimeout(p.timer);
        p.reject(new BackendError('DISCONNECTED', `the extension disconnected before answering request ${id}`));
      }
      pending.clear();
    });
  });

  /** Resolves once an extension is connected and said hello (at once if it already did). No limit by default. */
  function connected(timeoutMs = Infinity) {
    if (client && hello) return Promise.resolve();
    return new Promise((res, rej) => {
      const timer = Number.isFinite(timeoutMs)
        ? setTimeout(() => rej(new BackendError('TIMEOUT', `no extension connected within ${timeoutMs} ms`)), timeoutMs)
        : undefined;
      connectWaiters.push(() => {
        clearTimeout(timer);
        res(undefined);
      });
    });
  }

  /**
   * Send one request and wait for its answer {id, ok, ...}.
   * @param {'get_state' | 'execute_action' | 'list_tabs'} type @param {Record<string, unknown>} [payload]
   * @returns {Promise<any>}
   */
  function request(type, payload = {}, timeoutMs = requestTimeoutMs) {
    const ws = client;
    if (!ws || ws.readyState !== ws.OPEN) {
      return Promise.reject(new BackendError('NOT_CONNECTED', 'no extension is connected'));
    }
    const id = String(nextId++);
    const msg = { id, type, ...payload };
    return new Promise((res, rej) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        rej(new BackendError('TIMEOUT', `${type} (request ${id}) got no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(id, { resolve: res, reject: rej, timer });
      trace.push({ dir: 'out', at: Date.now(), msg });
      ws.send(JSON.stringify(msg));
    });
  }

  /** Tell the extension (the popup's log) about the agent run. */
  function notify(/** @type {string} */ type, /** @type {number} */ tabId, /** @type {string} */ text) {
    if (client && client.readyState === client.OPEN) {
      const msg = { type, tabId, text };
      trace.push({ dir: 'out', at: Date.now(), msg });
      client.send(JSON.stringify(msg));
    }
  }

  /** Run the agent loop on a tab for a task the popup submitted. */
  async function runTask(/** @type {number} */ tabId, /** @type {string} */ task) {
    /** @type {any} */
    let output;
    if (!options.llm) {
      output = {
        status: 'error',
        answer: null,
        steps: [],
        usage: { inputTokens: 0, outputTokens: 0 },
        durationMs: 0,
        error: { code: 'NO_MODEL', message: 'this backend has no model configured (start it with --model)' },
      };
    } else {
      print(`[backend] task for tab ${tabId}: ${task}`);
      /** @type {ExtensionState | null} */
      let state = null;
      const session = extensionSession(request, tabId, (s) => (state = s));
      try {
        output = await runAgent({
          task,
          session,
          llm: options.llm,
          maxSteps,
          onStep: (/** @type {any} */ s) => {
            const after = state
              ? `\n        new_browser_state: ${state.url}, ${state.actionable_elements.length} actionable elements`
              : '';
            state = null;
            const text = formatStep(s) + after;
            print(`[backend] ${text}`);
            notify('agent_step', tabId, text);
          },
        });
      } catch (e) {
        output = {
          status: 'error',
          answer: null,
          steps: [],
          usage: { inputTokens: 0, outputTokens: 0 },
          durationMs: 0,
          error: { code: 'ERROR', message: e instanceof Error ? e.message : String(e) },
        };
      }
    }
    print(`[backend] ${formatOutcome(output)}`);
    notify('agent_done', tabId, formatOutcome(output));
    agentRuns.push(output);
    const w = agentWaiters;
    agentWaiters = [];
    for (const f of w) f(output);
  }

  /** Resolves with the AgentOutput of the next agent run that finishes. */
  function nextAgentRun() {
    return new Promise((res) => agentWaiters.push(res));
  }

  /** The tab the run drives: a number, the first tab whose url contains `urlIncludes`, or the active tab. */
  async function resolveTab(tab = options.tab) {
    if (tab === undefined || typeof tab === 'number') return tab;
    const end = Date.now() + requestTimeoutMs;
    for (;;) {
      const r = await request('list_tabs');
      const t = r.ok ? r.tabs.find((/** @type {any} */ x) => x.url.includes(tab.urlIncludes)) : undefined;
      if (t) return /** @type {number} */ (t.id);
      if (Date.now() > end) throw new BackendError('NO_TAB', `no tab with a url containing "${tab.urlIncludes}"`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /**
   * The agent loop. Resolves with the log once the policy returns null (or after maxSteps);
   * rejects on a transport error (timeout, disconnect, the extension answering ok: false).
   * @param {Policy} runPolicy
   */
  async function run(
    runPolicy,
    runOptions = /** @type {{tab?: number | {urlIncludes: string}, maxSteps?: number, task?: string}} */ ({}),
  ) {
    /** @type {LogEntry[]} */
    const entries = [];
    const fail = (/** @type {any} */ e) => {
      entries.push({
        step: entries.length ? entries[entries.length - 1].step : 0,
        type: 'error',
        error: { code: e.code || 'ERROR', message: e.message },
      });
      print(`[backend] error: ${e.code || 'ERROR'}: ${e.message}`);
      const err = new BackendError(e.code || 'ERROR', e.message);
      /** @type {any} */ (err).log = entries;
      return err;
    };
    try {
      await connected();
      const tabId = await resolveTab(runOptions.tab);
      const first = await request('get_state', tabId === undefined ? {} : { tabId });
      if (!first.ok) throw new BackendError(first.error.code, first.error.message);
      entries.push({ step: 0, type: 'get_state', tabId: first.tabId, state: first.state, task: first.task });
      print(`[backend] state of ${first.state.url}: ${first.state.actionable_elements.length} actionable elements`);
      let state = first.state;
      const target = first.tabId;
      const task = runOptions.task ?? options.task ?? first.task ?? '';
      const limit = runOptions.maxSteps ?? maxSteps;
      for (let step = 0; ; step++) {
        if (step >= limit) {
          entries.push({ step, type: 'stop', reason: `max steps (${limit})` });
          break;
        }
        const action = await runPolicy(state, step, { task, log: entries });
        if (action === null || action === undefined) {
          entries.push({ step, type: 'stop', reason: 'policy returned null' });
          print(`[backend] step ${step}: done`);
          break;
        }
        const r = await request('execute_action', { tabId: target, action });
        if (!r.ok) throw new BackendError(r.error.code, r.error.message);
        entries.push({
          step,
          type: 'execute_action',
          action,
          ok: r.result.ok,
          result: r.result,
          new_browser_state: r.new_browser_state,
        });
        const shown = typeof action === 'string' ? action : JSON.stringify(action);
        print(
          `[backend] step ${step}: ${shown} -> ${r.result.ok ? 'ok' : `${r.result.error?.code}: ${r.result.error?.message}`}`,
        );
        state = r.new_browser_state;
      }
      return entries;
    } catch (e) {
      throw fail(e);
    }
  }

  /** @type {Promise<LogEntry[]>} */
  const done = policy ? run(policy) : new Promise(() => {});
  done.catch(() => {}); // a caller that never awaits `done` must not get an unhandled rejection

  async function close() {
    for (const ws of wss.clients) ws.terminate();
    await new Promise((res) => wss.close(() => res(undefined)));
    for (const p of pending.values()) clearTimeout(p.timer);
  }

  return {
    port: address.port,
    url: `ws://${host}:${address.port}`,
    connected,
    request,
    run,
    done,
    trace,
    close,
    agentRuns,
    nextAgentRun,
  };
}

// ---------------------------------------------------------------------------------------------
// CLI

/** @param {string[]} argv */
function cliArgs(argv) {
  /** @type {{port: number, query: string, maxSteps: number, urlIncludes?: string, model?: string, api?: string, baseURL?: string}} */
  const o = { port: 8765, query: 'trail backpack', maxSteps: 10 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = () => {
      const x = argv[++i];
      if (x === undefined) throw new Error(`${a} needs a value`);
      return x;
    };
    if (a === '--port') o.port = Number(v());
    else if (a === '--query') o.query = v();
    else if (a === '--max-steps') o.maxSteps = Number(v());
    else if (a === '--url-includes') o.urlIncludes = v();
    else if (a === '--model') o.model = v();
    else if (a === '--api') o.api = v();
    else if (a === '--base-url') o.baseURL = v();
    else if (a === '--help' || a === '-h') {
      console.log(
        'usage: node examples/extension/backend.mjs [--port 8765] [--query TEXT] [--url-includes TEXT] [--max-steps N]\n' +
          '       node examples/extension/backend.mjs [--port 8765] --model M [--api openai|anthropic] [--base-url URL]  (agent mode)',
      );
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  return o;
}

if (
  process.argv[1] &&
  resolve(process.argv[1]) === fileURLToPath(import.meta.url) &&
  process.argv.includes('--model')
) {
  // Agent mode: wait for tasks from the popup, forever.
  const o = cliArgs(process.argv.slice(2));
  const api = o.api ?? (process.env.ANTHROPIC_API_KEY && !process.env.OPENAI_API_KEY ? 'anthropic' : 'openai');
  const apiKey = api === 'anthropic' ? process.env.ANTHROPIC_API_KEY : process.env.OPENAI_API_KEY;
  const baseURL = o.baseURL ?? (api === 'openai' ? process.env.OPENAI_BASE_URL : undefined);
  const b = await startBackend({
    port: o.port,
    maxSteps: o.maxSteps,
    llm: { api: /** @type {'openai' | 'anthropic'} */ (api), model: /** @type {string} */ (o.model), apiKey, baseURL },
  });
  console.log(`[backend] listening on ${b.url}; agent mode (${api}, ${o.model}): submit a task from the popup`);
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const o = cliArgs(process.argv.slice(2));
  const b = await startBackend({
    port: o.port,
    maxSteps: o.maxSteps,
    ...(o.urlIncludes ? { tab: { urlIncludes: o.urlIncludes } } : {}),
    policy: searchPolicy(o.query),
    requestTimeoutMs: 15_000,
  });
  console.log(
    `[backend] listening on ${b.url}; waiting for the extension (load it, then open a page with a search box)`,
  );
  try {
    const log = await b.done;
    for (const e of log) {
      if (e.type === 'execute_action')
        console.log(JSON.stringify({ step: e.step, action: e.action, result: e.result }, null, 1));
    }
  } catch (e) {
    console.error(`[backend] run failed: ${e instanceof Error ? e.message : e}`);
    process.exitCode = 1;
  }
  await b.close();
}
