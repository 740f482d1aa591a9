/**
 * The panel's Agent tab (bookmarklet and userscript builds): a task, the model endpoint (OpenAI
 * Chat Completions or Anthropic Messages), model, key, Run and Stop, and the step log. It runs the
 * same loop as the CLI (src/agent) on this page's own API, calling the model with the `fetch`
 * captured when the bundle loaded.
 *
 * The key stays in memory and in the password field of the panel's closed shadow root; it is written
 * to this site's localStorage only when "Remember key" is ticked (the page's scripts can read that
 * storage: the checkbox says so). It never goes into an attribute, the URL, the console or the log.
 * When the page's Content-Security-Policy blocks the endpoint (connect-src), the request fails with
 * a `securitypolicyviolation` event; the tab says so and points to the extension or the CLI, which
 * call the model from outside the page.
 */
import {
  addEventListenerP,
  appendChild,
  boundWindow,
  createTextNode,
  elementStyle,
  inputChecked,
  inputValue,
  removeAttribute,
  removeEventListenerP,
  selectedIndex,
  setAttribute,
  setInputValue,
  setTextareaValue,
  textareaValue,
  lastChild,
  scrollHeightOf,
  setScrollTop,
  setTextContent,
} from '../dom/platform/dom';
import { jsonParse, jsonStringify, PromiseCtor, promiseThen, setTimeoutP, strIndexOf } from '../builtins/pristine';
import { runAgent } from '../agent/runAgent';
import { formatOutcome, formatStep } from '../agent/format';
import { LlmError, pristineFetch } from '../agent/http';
import type { FetchLike, LlmConfig } from '../agent/types';
import { snapshot } from '../api/snapshot';
import { render } from '../core/render/render';
import { act } from '../dom/actions/act';
import { getHistory } from '../dom/actions/history';
import type { ActionResult } from '../core/model/actionResult';

const STORE = 'pagemark.agent';
const g = globalThis as unknown as Record<string, unknown>;
const AbortCtl = g['AbortController'] as typeof AbortController | undefined;

interface Saved {
  api?: number;
  baseURL?: string;
  model?: string;
  task?: string;
  key?: string;
}

function storage(): Storage | null {
  try {
    return (boundWindow as unknown as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null; // opaque origins and sandboxed frames throw on access
  }
}

function load(): Saved {
  try {
    const s = storage()?.getItem(STORE);
    const v = s ? jsonParse(s) : null;
    return v && typeof v === 'object' ? (v as Saved) : {};
  } catch {
    return {};
  }
}

function save(v: Saved): void {
  try {
    storage()?.setItem(STORE, jsonStringify(v));
  } catch {}
}

export interface AgentTab {
  /** Stop a running task (the panel closed). */
  close(): void;
}

/**
 * Build the tab into `box` (the panel's dialog) and register its controls for panelState().
 * `el` is the panel's element factory.
 */
export function mountAgentTab(
  doc: Document,
  box: HTMLElement,
  controls: Record<string, HTMLElement>,
  el: (doc: Document, tag: string, attrs: Record<string, string>, text?: string) => HTMLElement,
): AgentTab {
  const saved = load();
  const bar = el(doc, 'div', { class: 'b' });
  const toggle = el(doc, 'button', { type: 'button', 'aria-expanded': 'false' }, 'Agent ▸');
  appendChild(bar, toggle);
  const form = el(doc, 'div', { class: 'b', role: 'group', 'aria-label': 'Agent' });
  elementStyle(form).setProperty('display', 'none');
  const task = el(doc, 'textarea', { 'aria-label': 'Task', placeholder: 'Task, e.g. find the cheapest backpack' });
  elementStyle(task).setProperty('height', '48px');
  elementStyle(task).setProperty('margin', '0');
  elementStyle(task).setProperty('width', '100%');
  const api = el(doc, 'select', { 'aria-label': 'API' });
  appendChild(api, el(doc, 'option', { value: 'openai' }, 'OpenAI-compatible'));
  appendChild(api, el(doc, 'option', { value: 'anthropic' }, 'Anthropic'));
  const endpoint = el(doc, 'input', {
    type: 'url',
    'aria-label': 'Endpoint',
    placeholder: 'https://api.openai.com/v1',
  });
  const model = el(doc, 'input', { type: 'text', 'aria-label': 'Model', placeholder: 'model, e.g. gpt-4o-mini' });
  const key = el(doc, 'input', {
    type: 'password',
    'aria-label': 'API key',
    placeholder: 'API key',
    autocomplete: 'off',
  });
  const remember = el(doc, 'input', { type: 'checkbox', 'aria-label': "Remember key (in this site's localStorage)" });
  const rememberLabel = el(doc, 'label', {}, "Remember key (this site's storage)");
  const run = el(doc, 'button', { type: 'button' }, 'Run');
  const stop = el(doc, 'button', { type: 'button', disabled: '' }, 'Stop');
  const log = el(doc, 'div', { role: 'log', 'aria-label': 'Agent steps', 'aria-live': 'polite' });
  const ls = elementStyle(log);
  ls.setProperty('white-space', 'pre-wrap');
  ls.setProperty('font', '11px/1.3 monospace');
  ls.setProperty('max-height', '180px');
  ls.setProperty('overflow', 'auto');
  ls.setProperty('width', '100%');
  const parts = [task, api, endpoint, model, key, remember, rememberLabel, run, stop, log];
  for (let i = 0; i < parts.length; i++) appendChild(form, parts[i]!);
  appendChild(box, bar);
  appendChild(box, form);
  if (saved.task) setTextareaValue(task, saved.task);
  if (saved.baseURL) setInputValue(endpoint, saved.baseURL);
  if (saved.model) setInputValue(model, saved.model);
  if (saved.api === 1) setAttribute(lastChild(api) as Element, 'selected', '');
  if (saved.key) {
    setInputValue(key, saved.key);
    setAttribute(remember, 'checked', '');
  }
  controls['agentToggle'] = toggle;
  controls['agentTask'] = task;
  controls['agentApi'] = api;
  controls['agentEndpoint'] = endpoint;
  controls['agentModel'] = model;
  controls['agentKey'] = key;
  controls['agentRemember'] = remember;
  controls['agentRun'] = run;
  controls['agentStop'] = stop;
  controls['agentLog'] = log;

  let ctl: AbortController | null = null;
  const line = (text: string): void => {
    appendChild(log, createTextNode(doc, `${text}\n`));
    setScrollTop(log, scrollHeightOf(log));
  };
  const setRunning = (on: boolean): void => {
    if (on) {
      setAttribute(run, 'disabled', '');
      removeAttribute(stop, 'disabled');
    } else {
      removeAttribute(run, 'disabled');
      setAttribute(stop, 'disabled', '');
    }
  };

  // connect-src violations during a request: how a CSP block shows itself to the page. The listener
  // lives only while a request is out, so a closed panel (and dispose) leaves none behind.
  let blocked: string | null = null;
  const onViolation = ((e: SecurityPolicyViolationEvent) => {
    const d = e.effectiveDirective || e.violatedDirective || '';
    if (strIndexOf(d, 'connect-src') === 0 || strIndexOf(d, 'default-src') === 0)
      blocked = e.blockedURI || 'the endpoint';
  }) as EventListener;
  const cspAwareFetch: FetchLike = async (url, init) => {
    blocked = null;
    addEventListenerP(doc, 'securitypolicyviolation', onViolation);
    try {
      return await pristineFetch!(url, init);
    } catch (e) {
      // The violation event is queued as a task; give it a moment to arrive.
      await new PromiseCtor<void>((r) => setTimeoutP(r, 50));
      if (blocked !== null) {
        throw new LlmError(
          'CSP_BLOCKED',
          `this page's Content-Security-Policy (connect-src) blocks requests to ${blocked}, so the panel cannot reach the model from here. ` +
            'Use the extension (examples/extension: its backend calls the model outside the page), the CLI ' +
            '(pagemark agent <url> "<task>"), or the userscript in a userscript manager set to relax the page\'s CSP.',
        );
      }
      throw e;
    } finally {
      removeEventListenerP(doc, 'securitypolicyviolation', onViolation);
    }
  };

  addEventListenerP(toggle, 'click', () => {
    const open = elementStyle(form).getPropertyValue('display') === 'none';
    elementStyle(form).setProperty('display', open ? 'flex' : 'none');
    setAttribute(toggle, 'aria-expanded', open ? 'true' : 'false');
    setTextContent(toggle, open ? 'Agent ▾' : 'Agent ▸');
  });
  addEventListenerP(stop, 'click', () => ctl?.abort());
  addEventListenerP(run, 'click', () => {
    if (ctl) return;
    const t = textareaValue(task);
    const base = inputValue(endpoint);
    const k = inputValue(key);
    const m = inputValue(model);
    const which = selectedIndex(api) === 1 ? 'anthropic' : 'openai';
    const keep: Saved = { api: which === 'anthropic' ? 1 : 0, baseURL: base, model: m, task: t };
    if (inputChecked(remember)) keep.key = k;
    save(keep);
    if (!t || !m) {
      line('Give a task and a model.');
      return;
    }
    if (!pristineFetch || !AbortCtl) {
      line('This browser has no fetch: the agent cannot call a model from here.');
      return;
    }
    const llm: LlmConfig = { api: which, model: m, fetch: cspAwareFetch, maxRetries: 2 };
    if (base) llm.baseURL = base;
    if (k) llm.apiKey = k;
    // Anthropic refuses calls from a browser unless the caller says it knows the key is exposed to the page.
    if (which === 'anthropic') llm.headers = { 'anthropic-dangerous-direct-browser-access': 'true' };
    ctl = new AbortCtl();
    setRunning(true);
    line(`task: ${t}`);
    const running = runAgent({
      task: t,
      llm,
      signal: ctl.signal,
      session: {
        snapshot: () => snapshot(),
        render: (s, format, o) => render(s, format, o),
        act: (c) => {
          // The panel floats over the page and would fail act()'s hit test (OBSCURED) for whatever it
          // covers; a person would move it aside. Let hit testing pass through it while the agent acts.
          const st = elementStyle(box);
          st.setProperty('pointer-events', 'none', 'important');
          const done = (): void => {
            st.removeProperty('pointer-events');
          };
          return promiseThen(
            act(c) as Promise<ActionResult>,
            (r) => {
              done();
              return r;
            },
            (e) => {
              done();
              throw e;
            },
          );
        },
        getHistory: () => getHistory(),
      },
      onStep: (s) => line(formatStep(s)),
    });
    // The captured then: a page may have replaced Promise.prototype.then before the panel loaded.
    promiseThen(
      running,
      (out) => {
        line(formatOutcome(out));
        ctl = null;
        setRunning(false);
      },
      (e) => {
        line(`error: ${String((e as Error)?.message ?? e)}`);
        ctl = null;
        setRunning(false);
      },
    );
  });
  return { close: () => ctl?.abort() };
}
