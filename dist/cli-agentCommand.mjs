/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import fs from 'node:fs';
import { p as push, g as slice, h as join, m as mathCeil, i as strSlice, o as objectCreate, s as strTrim, e as reExec, k as hasOwn, l as objectKeys, n as strIndexOf, j as jsonParse, q as isArray, t as splice, u as jsonStringify, v as setTimeoutP, w as clearTimeoutP, x as strSplit, y as numberIsFinite, z as mathMax, A as dateNow, C as mathMin, D as mathRandom, P as PromiseCtor, U as UsageError, E as nowP, F as mathRound, G as numToString, f as strReplace } from './cli-bundleFile.mjs';
import { p as parseCommand, a as pageTextRule, n as newFenceNonce, f as fencePageText, c as createSession, b as playwrightDriver, r as renderSessionHeader } from './cli-fence.mjs';
import { w as withWarnings } from './cli-rect.mjs';
import { o as openBrowser } from './cli-decodeSnapshot.mjs';
import { o as openChecked, l as loadPage } from './cli-loadPage.mjs';
import 'node:path';
import 'node:url';
import 'node:os';
import 'node:fs/promises';
import 'node:zlib';
import 'node:module';
import './cli-escape.mjs';
import 'node:http';

/**
 * Rough token count of a text: the ratio renderText's `maxTokens` budget assumes (3.6 characters a
 * token for English and markup, cl100k-like tokenizers), rounded up.
 */
function estimateTokens(text) {
    return mathCeil(text.length / 3.6);
}
const HISTORY_LINES = 8;
function buildObservation(o) {
    const lines = [];
    if (o.correction)
        push(lines, `Correction: ${o.correction}`, '');
    push(lines, `Step ${o.step} of ${o.maxSteps}.`);
    push(lines, `URL: ${o.url}`);
    push(lines, `Title: ${o.title}`);
    if (o.lastAction && o.lastResult)
        push(lines, `Last action: ${o.lastAction} -> ${o.lastResult.summary}`);
    if (o.history.length) {
        push(lines, 'History (oldest first):');
        const h = slice(o.history, o.history.length > HISTORY_LINES ? o.history.length - HISTORY_LINES : 0);
        for (let i = 0; i < h.length; i++)
            push(lines, `- ${h[i]}`);
    }
    if (o.browser)
        push(lines, '', 'Browser:', o.browser);
    push(lines, '', 'Page ([N] is the element number to use as target; * marks elements new since the last step):');
    push(lines, o.page);
    return join(lines, '\n');
}
/** An ActionResult as one line for the model and the step log. */
function summarizeResult(r) {
    if (!r.ok) {
        const e = r.error ?? { code: 'INTERNAL', message: 'the action failed' };
        const hint = e.hint ? ` Hint: ${e.hint}` : '';
        const extra = r.error?.obscuredBy ? ` (covered by ${r.error.obscuredBy})` : '';
        return {
            ok: false,
            summary: `error ${e.code}: ${e.message}${extra}.${hint}`,
            error: e.hint ? { code: e.code, message: e.message, hint: e.hint } : { code: e.code, message: e.message },
        };
    }
    const parts = ['ok'];
    const fx = r.effects;
    if (fx) {
        if (fx.navigated)
            push(parts, 'the page navigated');
        // A checkbox's or radio's value attribute says nothing about what the action did.
        if (fx.valueAfter !== undefined && fx.checkedAfter === undefined)
            push(parts, `value is now "${clip$1(fx.valueAfter, 200)}"`);
        if (fx.checkedAfter !== undefined)
            push(parts, fx.checkedAfter ? 'now checked' : 'now unchecked');
        if (fx.newElements)
            push(parts, `${fx.newElements} new elements`);
    }
    const b = r.browser;
    if (b) {
        for (let i = 0; i < b.tabsOpened.length; i++)
            push(parts, `opened tab ${b.tabsOpened[i].tabId}`);
        for (let i = 0; i < b.tabsClosed.length; i++)
            push(parts, `closed tab ${b.tabsClosed[i].tabId}`);
        for (let i = 0; i < b.dialogs.length; i++) {
            const d = b.dialogs[i];
            push(parts, `${d.type} dialog "${clip$1(d.message, 200)}" ${d.state === 'pending' ? 'is open (answer it with dialog)' : `was ${d.state}${d.by === 'policy' ? ' by the session policy' : ''}`}`);
        }
        for (let i = 0; i < b.downloads.length; i++) {
            const d = b.downloads[i];
            push(parts, d.state === 'saved'
                ? `downloaded ${d.suggestedFilename} to ${d.path}`
                : `download of ${d.suggestedFilename} failed: ${d.error ?? ''}`);
        }
        for (let i = 0; i < b.fileChoosers.length; i++)
            push(parts, `file chooser ${b.fileChoosers[i].state}`);
        if (b.tabsOpened.length || b.tabsClosed.length)
            push(parts, `active tab ${b.activeTabId}`);
    }
    const out = { ok: true, summary: join(parts, ', ') };
    if (r.value !== undefined) {
        out.value = clip$1(r.value, 4000);
        out.summary += `; text: ${out.value}`;
    }
    return out;
}
function clip$1(s, n) {
    return s.length > n ? strSlice(s, 0, n) + '…' : s;
}

/** JSON Schemas of the ActionCommand fields the tools use. */
const FIELDS = {
    target: {
        type: ['integer', 'string'],
        description: 'The element: its number from the page list ([12] -> 12), or its bid ("a5" inside a frame).',
    },
    text: { type: 'string', description: 'The text to enter.' },
    key: { type: 'string', description: 'A key or combination: "Enter", "Tab", "Control+A", "Shift+Tab".' },
    values: {
        type: 'array',
        items: { type: 'string' },
        description: 'The options to select, by value or visible label.',
    },
    direction: { type: 'string', enum: ['up', 'down', 'left', 'right', 'top', 'bottom'] },
    amount: { type: 'integer', description: 'Pixels to scroll (default: one page).' },
    url: { type: 'string', description: 'An absolute URL.' },
    ms: { type: 'integer', description: 'Milliseconds to wait.' },
    untilText: { type: 'string', description: 'Wait until this text appears on the page.' },
    to: { type: ['integer', 'string'], description: 'The element to drop on (number or bid).' },
    files: {
        type: 'array',
        items: { type: 'string' },
        description: 'Paths of the files to upload (driver side), [] clears the input.',
    },
    answer: { type: 'string', description: 'The answer to the task, or what was done.' },
    success: { type: 'boolean', description: 'true if the task was completed, false if it could not be.' },
    reason: { type: 'string', description: 'Why the task cannot be done on this site.' },
    tab: { type: ['integer', 'string'], description: 'A tab: its id ("t2") or its number in the Tabs list.' },
    accept: { type: 'boolean', description: 'true to accept (OK), false to dismiss (Cancel).' },
};
/** verb, what it does, its arguments; a trailing '?' marks an optional one. */
const TABLE = [
    ['click', 'Click an element.', ['target']],
    ['dblclick', 'Double-click an element.', ['target']],
    ['hover', 'Move the pointer over an element.', ['target']],
    ['fill', 'Replace the value of a text field with text.', ['target', 'text']],
    ['type', 'Type text into a field, key by key, after its current value.', ['target', 'text']],
    ['clear', 'Empty a text field.', ['target']],
    ['press', 'Press a key or combination, on an element or on the focused one.', ['key', 'target?']],
    ['select', 'Choose options of a select or listbox.', ['target', 'values']],
    ['check', 'Check a checkbox, radio button or switch.', ['target']],
    ['uncheck', 'Uncheck a checkbox or switch.', ['target']],
    ['scroll', 'Scroll the page (or a scrollable element).', ['direction', 'amount?', 'target?']],
    ['scrollIntoView', 'Scroll until an element is in view.', ['target']],
    ['drag', 'Drag an element onto another.', ['target', 'to']],
    ['upload', 'Set the files of a file input, or answer an open file chooser (no target).', ['target?', 'files']],
    ['goto', 'Open a URL.', ['url']],
    ['back', 'Go back in history.', []],
    ['forward', 'Go forward in history.', []],
    ['reload', 'Reload the page.', []],
    ['wait', 'Wait some milliseconds, or until a text appears.', ['ms?', 'untilText?']],
    [
        'selectText',
        'Select the text of an element, or only the part given as text (to copy or highlight).',
        ['target', 'text?'],
    ],
    ['extract', 'Read the text of an element (or of the whole page) to answer from it.', ['target?']],
    [
        'done',
        'Finish: the task is complete (success true) or cannot be completed (success false).',
        ['answer', 'success'],
    ],
    ['infeasible', 'Give up because the task is impossible here (missing feature, wrong site).', ['reason']],
];
/**
 * The session's verbs (tabs and dialogs), offered only by a loop whose session performs them (the
 * Python package's BrowserSession); a page alone answers them NEEDS_HOST.
 */
const SESSION_TABLE = [
    ['newTab', 'Open a new tab (on a URL, or blank) and make it the active one.', ['url?']],
    ['switchTab', 'Make another tab the active one (actions act there).', ['tab']],
    ['closeTab', 'Close a tab (default: the active one).', ['tab?']],
    ['dialog', 'Answer the pending dialog: accept true or false; text answers a prompt.', ['accept', 'text?']],
];
function rowsOf(session) {
    const rows = [];
    for (let i = 0; i < TABLE.length; i++)
        push(rows, TABLE[i]);
    if (session)
        for (let i = 0; i < SESSION_TABLE.length; i++)
            push(rows, SESSION_TABLE[i]);
    return rows;
}
/** The tool definitions (JSON Schema), in table order; with `session`, the session's verbs after them. */
function toolDefinitions(session = false) {
    const out = [];
    const rows = rowsOf(session);
    for (let i = 0; i < rows.length; i++) {
        const row = rows[i];
        const name = row[0];
        const description = row[1];
        const args = row[2];
        const properties = objectCreate(null);
        const required = [];
        for (let j = 0; j < args.length; j++) {
            const optional = args[j].endsWith('?');
            const field = optional ? args[j].substring(0, args[j].length - 1) : args[j];
            properties[field] = FIELDS[field];
            if (!optional)
                push(required, field);
        }
        push(out, { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } });
    }
    return out;
}
/** The argument names a tool accepts, or null for an unknown tool. */
function toolArguments(name) {
    const rows = rowsOf(true);
    for (let i = 0; i < rows.length; i++) {
        if (rows[i][0] !== name)
            continue;
        const out = [];
        const args = rows[i][2];
        for (let j = 0; j < args.length; j++)
            push(out, args[j].endsWith('?') ? args[j].substring(0, args[j].length - 1) : args[j]);
        return out;
    }
    return null;
}

/** Keys a model must not set through a tool call (they change how act() runs, not what it does). */
const INTERNAL = ['dryRun', 'snapshot', 'force', 'action', 'dialect', 'source'];
function fromCall(name, args, callId) {
    const call = { name, arguments: args };
    // The design seed's JSON actions end with {"action": "done" | "fail", "reason": "..."}: its reason
    // is the answer, and fail is done without success (the seed's "Task failed: <reason>").
    if (name === 'done' || name === 'fail') {
        const answer = args['answer'] ?? args['text'] ?? args['reason'];
        if (typeof answer !== 'string')
            return { kind: 'invalid', call, callId, message: `${name} needs an "answer" string` };
        return { kind: 'done', call, callId, answer, success: name === 'done' && args['success'] !== false };
    }
    if (name === 'infeasible') {
        const reason = args['reason'] ?? args['answer'];
        if (typeof reason !== 'string')
            return { kind: 'invalid', call, callId, message: 'infeasible needs a "reason" string' };
        return { kind: 'infeasible', call, callId, reason };
    }
    if (!toolArguments(name))
        return { kind: 'invalid', call, callId, message: `there is no tool "${name}"` };
    const obj = {};
    const keys = objectKeys(args);
    for (let i = 0; i < keys.length; i++) {
        let internal = false;
        for (let j = 0; j < INTERNAL.length; j++)
            if (keys[i] === INTERNAL[j])
                internal = true;
        if (!internal)
            obj[keys[i]] = args[keys[i]];
    }
    obj['action'] = name;
    const p = parseCommand(obj);
    if (!p.ok)
        return { kind: 'invalid', call, callId, message: `${name}: ${p.error.message}` };
    return { kind: 'act', call, callId, command: p.command };
}
/** The JSON object in a text: a fenced block, or from the first '{' to the last '}'. */
function jsonIn(text) {
    const fence = reExec(/```(?:json)?\s*([\s\S]*?)```/, text);
    const src = fence ? fence[1] : text;
    const a = strIndexOf(src, '{');
    let b = src.length - 1;
    while (b > a && src[b] !== '}')
        b--;
    if (a < 0 || b <= a)
        return null;
    try {
        const v = jsonParse(strSlice(src, a, b + 1));
        return v && typeof v === 'object' && !isArray(v) ? v : null;
    }
    catch {
        return null;
    }
}
/** The verbs of a JSON answer that end the run: the tools done and infeasible, and the seed's fail. */
function isFinish(name) {
    return name === 'done' || name === 'infeasible' || name === 'fail';
}
function fromJson(o) {
    let action = o['action'];
    // browser-use's AgentOutput: {"current_state": {...}, "action": [{"click_element_by_index": {...}}]}.
    if (isArray(action))
        action = action[0];
    if (action && typeof action === 'object' && !isArray(action)) {
        const keys = objectKeys(action);
        if (keys.length === 1 && isFinish(keys[0])) {
            const v = action[keys[0]];
            return fromCall(keys[0], v && typeof v === 'object' ? v : {}, null);
        }
        return commandDecision(action);
    }
    if (typeof action === 'string' && isFinish(action)) {
        const p = o['params'];
        return fromCall(action, p && typeof p === 'object' && !isArray(p) ? p : o, null);
    }
    const keys = objectKeys(o);
    if (keys.length === 1 && isFinish(keys[0])) {
        const v = o[keys[0]];
        return fromCall(keys[0], v && typeof v === 'object' ? v : {}, null);
    }
    return commandDecision(o);
}
function commandDecision(input) {
    const p = parseCommand(input);
    const call = {
        name: p.ok ? p.command.action : 'unknown',
        arguments: input && typeof input === 'object' ? input : { text: String(input) },
    };
    if (!p.ok)
        return { kind: 'invalid', call, callId: null, message: p.error.message };
    return { kind: 'act', call, callId: null, command: p.command };
}
/** What to do with a reply. Only its first tool call is used (one action a step). */
function decide(reply) {
    if (reply.calls.length) {
        const c = reply.calls[0];
        if (c.malformed)
            return {
                kind: 'invalid',
                call: { name: c.name, arguments: c.arguments },
                callId: c.id,
                message: `${c.name}: ${c.malformed}`,
            };
        return fromCall(c.name, c.arguments, c.id);
    }
    const text = strTrim(reply.text);
    if (text === '')
        return { kind: 'invalid', call: null, callId: null, message: 'the reply was empty' };
    const o = jsonIn(text);
    if (o)
        return fromJson(o);
    const line = reExec(/^\s*([A-Za-z_]+\([^\n]*\))\s*$/m, text);
    if (line)
        return commandDecision(line[1]);
    return { kind: 'invalid', call: null, callId: null, message: 'the reply had no tool call' };
}
/** The thought next to the action: the reply's text, or a reasoning field of a plain-JSON reply. */
function thoughtOf(reply) {
    if (reply.calls.length)
        return strTrim(reply.text);
    const o = jsonIn(reply.text);
    if (!o)
        return '';
    const names = ['thought', 'thinking', 'reasoning', 'next_goal'];
    for (let i = 0; i < names.length; i++)
        if (hasOwn(o, names[i]) && typeof o[names[i]] === 'string')
            return o[names[i]];
    const cs = o['current_state'];
    if (cs && typeof cs['next_goal'] === 'string')
        return cs['next_goal'];
    return '';
}

/** The system prompt: how to read the page list and how to answer. */
/** `nonce`: the run's page-text fence (core/render/fence.ts); its rule follows the first paragraph. */
function systemPrompt(extra, nonce) {
    const lines = [
        'You are a web agent operating a real browser page through tools. Each turn you get the page: its URL,',
        'title, the result of your last action and a list of elements. Each line starts with [N], the number',
        'of an element; pass that number as "target" to act on it. Lines starting with * appeared since your last',
        'action. Lines without a number are the text around the elements.',
        '',
        'Each turn: write one short sentence of reasoning, then call exactly one tool. Actions are checked before',
        'they run: when one fails you get its error code and a hint; fix the cause instead of repeating it.',
        'When the task is complete, call done with the answer (success true). If it cannot be completed, call',
        'done with success false, or infeasible if this site cannot do it at all. Never invent element numbers.',
    ];
    if (nonce !== undefined)
        splice(lines, 4, 0, pageTextRule(nonce));
    if (extra)
        push(lines, '', extra);
    return join(lines, '\n');
}

/** Every status of an AgentOutput. */
/** The answer to every tool call of a reply after the first (one action a step). */
const NOT_RUN = 'not run: one tool call per turn';
/** The corrective message after an answer that was not a usable call. */
function correction(message) {
    return `${message}. Answer with exactly one call of the tools you were given (for example click with {"target": 12}), or done when finished.`;
}
/** AgentOutput.error.message when consecutive failures end the run. */
function maxFailuresMessage(failures, last) {
    return `${failures} failures in a row; the last: ${last}`;
}
/** The step summary of a finishing call. */
function finishSummary(kind, success) {
    return kind === 'done' ? (success ? 'done' : 'done (not completed)') : 'infeasible';
}
/** The loop's and the wire clients' defaults (AgentOptions, LlmConfig). */
const AGENT_DEFAULTS = {
    maxSteps: 20,
    maxFailures: 3,
    maxObservationTokens: 6000,
    temperature: 0,
    maxTokens: 1024,
    timeoutMs: 60000,
    maxRetries: 3,
    /** Longest wait a retry-after may impose; a server asking for more ends the run instead. */
    maxRetryAfterMs: 60000,
};
/** The model of each API when none is given (the CLIs' --model, PAGEMARK_MODEL). */
const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5' };

const g = globalThis;
const fetchFn = g['fetch'];
const boundFetch = fetchFn ? fetchFn.bind(globalThis) : undefined;
const AbortCtl = g['AbortController'];
const ET = g['EventTarget'];
// The capture point of the listener methods (the page-code lint bans reading them elsewhere).
const addListener = ET
    ? ET.prototype['addEventListener']
    : undefined;
const removeListener = ET
    ? ET.prototype['removeEventListener']
    : undefined;
const Resp = g['Response'];
const respText = Resp ? Resp.prototype['text'] : undefined;
const Hdrs = g['Headers'];
const headersGet = Hdrs ? Hdrs.prototype['get'] : undefined;
/** The fetch captured at load, as a FetchLike (undefined where there is none). */
const pristineFetch = boundFetch
    ? async (url, init) => {
        const res = (await boundFetch(url, init));
        const h = res.headers;
        return {
            status: res.status,
            headers: { get: (n) => (headersGet ? headersGet.call(h, n) : h.get(n)) },
            text: () => (respText ? respText.call(res) : res.text()),
        };
    }
    : undefined;
class LlmError extends Error {
    constructor(code, message, status) {
        super(message);
        this.code = code;
        this.status = status;
    }
}
function redact(s, secrets) {
    let out = s;
    for (let i = 0; i < secrets.length; i++)
        if (secrets[i])
            out = join(strSplit(out, secrets[i]), '***');
    return out;
}
/** Seconds or an HTTP date in `retry-after`, milliseconds in `retry-after-ms`; null when absent. */
function retryAfterMs(get, now = dateNow()) {
    const ms = get('retry-after-ms');
    if (ms !== null && ms !== '' && numberIsFinite(Number(ms)))
        return mathMax(0, Number(ms));
    const ra = get('retry-after');
    if (ra === null || ra === '')
        return null;
    if (numberIsFinite(Number(ra)))
        return mathMax(0, Number(ra) * 1000);
    const at = Date.parse(ra);
    return numberIsFinite(at) ? mathMax(0, at - now) : null;
}
/** Exponential backoff with jitter: 0.5 s, 1 s, 2 s ... capped at 8 s. */
function backoffMs(attempt) {
    return mathMin(8000, 500 * 2 ** attempt) * (0.75 + mathRandom() * 0.5);
}
function abortableSleep(ms, signal) {
    return new PromiseCtor((resolve, reject) => {
        if (signal?.aborted)
            return reject(new LlmError('ABORTED', 'aborted'));
        const onAbort = () => {
            clearTimeoutP(t);
            reject(new LlmError('ABORTED', 'aborted'));
        };
        const t = setTimeoutP(() => {
            if (signal && removeListener)
                removeListener.call(signal, 'abort', onAbort);
            resolve();
        }, ms);
        if (signal && addListener)
            addListener.call(signal, 'abort', onAbort);
    });
}
/** POST `body` as JSON and return the parsed JSON answer, retrying as described above. */
async function postJson(o) {
    const f = o.fetch ?? pristineFetch;
    if (!f)
        throw new LlmError('NO_FETCH', 'no fetch in this environment: pass llm.fetch');
    const sleep = o.sleep ?? abortableSleep;
    const body = jsonStringify(o.body);
    for (let attempt = 0;; attempt++) {
        if (o.signal?.aborted)
            throw new LlmError('ABORTED', 'aborted');
        const ctl = AbortCtl ? new AbortCtl() : undefined;
        let timedOut = false;
        const timer = setTimeoutP(() => {
            timedOut = true;
            ctl?.abort();
        }, o.timeoutMs);
        const onAbort = () => ctl?.abort();
        if (o.signal && addListener)
            addListener.call(o.signal, 'abort', onAbort);
        let retryable;
        let wait = null;
        try {
            const res = await f(o.url, { method: 'POST', headers: o.headers, body, signal: ctl?.signal });
            const text = await res.text();
            if (res.status >= 200 && res.status < 300) {
                try {
                    return jsonParse(text);
                }
                catch {
                    throw new LlmError('BAD_RESPONSE', `the model server answered ${res.status} with text that is not JSON`);
                }
            }
            const detail = redact(text.length > 300 ? strSlice(text, 0, 300) + '…' : text, o.secrets);
            const err = new LlmError(res.status === 429 ? 'RATE_LIMITED' : `HTTP_${res.status}`, `the model server answered HTTP ${res.status}: ${detail}`, res.status);
            if (res.status !== 429 && res.status < 500)
                throw err;
            retryable = err;
            wait = retryAfterMs((n) => res.headers.get(n));
        }
        catch (e) {
            if (e instanceof LlmError && e.status === undefined)
                throw e;
            if (e instanceof LlmError && e.status !== 429 && e.status < 500)
                throw e;
            if (e instanceof LlmError)
                retryable = e;
            else if (o.signal?.aborted)
                throw new LlmError('ABORTED', 'aborted');
            else if (timedOut)
                retryable = new LlmError('TIMEOUT', `the model server did not answer within ${o.timeoutMs} ms`);
            else
                retryable = new LlmError('NETWORK', redact(`could not reach ${o.url}: ${String(e?.message ?? e)}`, o.secrets));
        }
        finally {
            clearTimeoutP(timer);
            if (o.signal && removeListener)
                removeListener.call(o.signal, 'abort', onAbort);
        }
        if (attempt >= o.maxRetries)
            throw retryable;
        if (wait !== null && wait > AGENT_DEFAULTS.maxRetryAfterMs)
            throw retryable;
        await sleep(wait ?? backoffMs(attempt), o.signal);
    }
}
/**
 * postJson with an LlmConfig's defaults, the same for every wire client: 60 s per attempt, 3
 * retries, JSON content type, the API key in its header and blanked out of any error.
 */
function postModel(c, m, signal) {
    const base = (c.baseURL ?? m.base).replace(/\/+$/, '');
    const headers = { 'content-type': 'application/json', ...m.headers, ...(c.headers ?? {}) };
    if (c.apiKey)
        headers[m.keyHeader] = m.keyPrefix + c.apiKey;
    return postJson({
        url: base + m.path,
        headers,
        body: m.body,
        fetch: c.fetch,
        timeoutMs: c.timeoutMs ?? AGENT_DEFAULTS.timeoutMs,
        maxRetries: c.maxRetries ?? AGENT_DEFAULTS.maxRetries,
        signal,
        secrets: c.apiKey ? [c.apiKey] : [],
    });
}
/** One model call in an API's wire format: build the request, post it, read the reply. */
async function completeModel(api, system, turns, tools, c, signal) {
    const body = api.request(system, turns, tools, c);
    return api.parseReply(await postModel(c, { ...api.endpoint, body }, signal));
}

function lastUserIndex(turns) {
    for (let i = turns.length - 1; i >= 0; i--)
        if (turns[i].role === 'user')
            return i;
    return -1;
}
/** The text of user turn `i` as it is sent now. */
function turnText(turns, i) {
    const t = turns[i];
    if (t.role !== 'user')
        return '';
    const body = i === lastUserIndex(turns) ? t.body : '(the page state of this step is omitted: see the latest one)';
    return t.head ? `${t.head}\n\n${body}` : body;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** Where a request goes and how it carries the key (postModel's ModelPost without its body). */
const OPENAI_ENDPOINT = {
    base: OPENAI_BASE_URL,
    path: '/chat/completions',
    headers: {},
    keyHeader: 'authorization',
    keyPrefix: 'Bearer ',
};
function openaiRequest(system, turns, tools, c) {
    const messages = [{ role: 'system', content: system }];
    for (let i = 0; i < turns.length; i++) {
        const t = turns[i];
        if (t.role === 'assistant') {
            const m = {
                role: 'assistant',
                content: t.text === '' && t.calls.length ? null : t.text,
            };
            if (t.calls.length) {
                const calls = [];
                for (let j = 0; j < t.calls.length; j++) {
                    const k = t.calls[j];
                    push(calls, {
                        id: k.id,
                        type: 'function',
                        function: { name: k.name, arguments: jsonStringify(k.arguments) },
                    });
                }
                m['tool_calls'] = calls;
            }
            push(messages, m);
            continue;
        }
        for (let j = 0; j < t.results.length; j++) {
            push(messages, { role: 'tool', tool_call_id: t.results[j].callId, content: t.results[j].content });
        }
        const text = turnText(turns, i);
        if (t.image && i === turns.length - 1) {
            push(messages, {
                role: 'user',
                content: [
                    { type: 'text', text },
                    { type: 'image_url', image_url: { url: `data:${t.image.mediaType};base64,${t.image.base64}` } },
                ],
            });
        }
        else
            push(messages, { role: 'user', content: text });
    }
    const fns = [];
    for (let i = 0; i < tools.length; i++) {
        const t = tools[i];
        push(fns, { type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } });
    }
    return {
        model: c.model,
        messages,
        tools: fns,
        tool_choice: 'auto',
        temperature: c.temperature ?? AGENT_DEFAULTS.temperature,
        max_tokens: c.maxTokens ?? AGENT_DEFAULTS.maxTokens,
    };
}
function parseOpenaiReply(json) {
    const o = json;
    const msg = o && isArray(o.choices) && o.choices[0] ? o.choices[0].message : undefined;
    if (!msg || typeof msg !== 'object')
        throw new LlmError('BAD_RESPONSE', 'the answer has no choices[0].message');
    const reply = {
        text: typeof msg.content === 'string' ? msg.content : '',
        calls: [],
        usage: { inputTokens: o.usage?.prompt_tokens ?? 0, outputTokens: o.usage?.completion_tokens ?? 0 },
    };
    const calls = isArray(msg.tool_calls) ? msg.tool_calls : [];
    for (let i = 0; i < calls.length; i++) {
        const k = calls[i];
        const fn = (k['function'] ?? {});
        const id = typeof k['id'] === 'string' ? k['id'] : `call_${i}`;
        const name = typeof fn.name === 'string' ? fn.name : '';
        let args = {};
        let malformed;
        if (typeof fn.arguments === 'string') {
            try {
                const v = fn.arguments.trim() === '' ? {} : jsonParse(fn.arguments);
                if (v && typeof v === 'object' && !isArray(v))
                    args = v;
                else
                    malformed = 'the arguments are not a JSON object';
            }
            catch {
                malformed = `the arguments are not valid JSON: ${fn.arguments.length > 200 ? fn.arguments.substring(0, 200) + '…' : fn.arguments}`;
            }
        }
        else if (fn.arguments && typeof fn.arguments === 'object')
            args = fn.arguments;
        push(reply.calls, malformed ? { id, name, arguments: args, malformed } : { id, name, arguments: args });
    }
    return reply;
}
/** The OpenAI Chat Completions wire format, as runAgent calls it through completeModel (http.ts). */
const OPENAI_API = { endpoint: OPENAI_ENDPOINT, request: openaiRequest, parseReply: parseOpenaiReply };

const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
const ANTHROPIC_VERSION = '2023-06-01';
/** Where a request goes and how it carries the key (postModel's ModelPost without its body). */
const ANTHROPIC_ENDPOINT = {
    base: ANTHROPIC_BASE_URL,
    path: '/v1/messages',
    headers: { 'anthropic-version': ANTHROPIC_VERSION },
    keyHeader: 'x-api-key',
    keyPrefix: '',
};
function anthropicRequest(system, turns, tools, c) {
    const messages = [];
    for (let i = 0; i < turns.length; i++) {
        const t = turns[i];
        const content = [];
        if (t.role === 'assistant') {
            if (t.text !== '')
                push(content, { type: 'text', text: t.text });
            for (let j = 0; j < t.calls.length; j++) {
                const k = t.calls[j];
                push(content, { type: 'tool_use', id: k.id, name: k.name, input: k.arguments });
            }
            // An assistant message may not be empty.
            if (!content.length)
                push(content, { type: 'text', text: '(no answer)' });
            push(messages, { role: 'assistant', content });
            continue;
        }
        for (let j = 0; j < t.results.length; j++) {
            const r = t.results[j];
            push(content, { type: 'tool_result', tool_use_id: r.callId, content: r.content, is_error: r.isError });
        }
        push(content, { type: 'text', text: turnText(turns, i) });
        if (t.image && i === turns.length - 1) {
            push(content, { type: 'image', source: { type: 'base64', media_type: t.image.mediaType, data: t.image.base64 } });
        }
        push(messages, { role: 'user', content });
    }
    const defs = [];
    for (let i = 0; i < tools.length; i++) {
        const t = tools[i];
        push(defs, { name: t.name, description: t.description, input_schema: t.parameters });
    }
    return {
        model: c.model,
        system,
        messages,
        tools: defs,
        tool_choice: { type: 'auto' },
        temperature: c.temperature ?? AGENT_DEFAULTS.temperature,
        max_tokens: c.maxTokens ?? AGENT_DEFAULTS.maxTokens,
    };
}
function parseAnthropicReply(json) {
    const o = json;
    if (!o || !isArray(o.content))
        throw new LlmError('BAD_RESPONSE', 'the answer has no content array');
    const reply = {
        text: '',
        calls: [],
        usage: { inputTokens: o.usage?.input_tokens ?? 0, outputTokens: o.usage?.output_tokens ?? 0 },
    };
    const blocks = o.content;
    for (let i = 0; i < blocks.length; i++) {
        const b = blocks[i];
        if (b['type'] === 'text' && typeof b['text'] === 'string')
            reply.text += (reply.text ? '\n' : '') + b['text'];
        if (b['type'] === 'tool_use') {
            const input = b['input'];
            const ok = !!input && typeof input === 'object' && !isArray(input);
            const call = {
                id: typeof b['id'] === 'string' ? b['id'] : `toolu_${i}`,
                name: typeof b['name'] === 'string' ? b['name'] : '',
                arguments: ok ? input : {},
            };
            push(reply.calls, ok ? call : { ...call, malformed: 'the input is not a JSON object' });
        }
    }
    return reply;
}
/** The Anthropic Messages wire format, as runAgent calls it through completeModel (http.ts). */
const ANTHROPIC_API = {
    endpoint: ANTHROPIC_ENDPOINT,
    request: anthropicRequest,
    parseReply: parseAnthropicReply,
};

/** A tool call as one line: `click(target=12)`. */
function formatCall(name, args) {
    let s = '';
    for (const k in args)
        s += `${s ? ', ' : ''}${k}=${jsonStringify(args[k])}`;
    return `${name}(${s})`;
}
/** The answer to the call that ran goes first, in the order the model made the calls. */
function unshiftResult(list, r) {
    splice(list, 0, 0, r);
}
async function runAgent(o) {
    if (!o || typeof o.task !== 'string' || o.task === '')
        throw new UsageError('runAgent: task must be a non-empty string');
    if (!o.session || typeof o.session.snapshot !== 'function' || typeof o.session.act !== 'function')
        throw new UsageError('runAgent: session must have snapshot, render and act (the in-page API or attach(page))');
    if (!o.llm || (o.llm.api !== 'openai' && o.llm.api !== 'anthropic') || !o.llm.model)
        throw new UsageError("runAgent: llm needs api ('openai' or 'anthropic') and model");
    const maxSteps = o.maxSteps ?? AGENT_DEFAULTS.maxSteps;
    const maxFailures = o.maxFailures ?? AGENT_DEFAULTS.maxFailures;
    const session = o.session;
    const started = nowP();
    // The tab and dialog tools only where the session performs them (a host with a session header).
    const tools = toolDefinitions(typeof session.header === 'function');
    // Page text is data: each observation's page sits in a fence whose delimiter the page cannot
    // predict (one random nonce per run), and the system prompt says what the fence means.
    const nonce = newFenceNonce();
    const system = systemPrompt(o.instructions, nonce);
    const api = o.llm.api === 'anthropic' ? ANTHROPIC_API : OPENAI_API;
    const turns = [];
    const steps = [];
    const usage = { inputTokens: 0, outputTokens: 0 };
    let failures = 0;
    let lastAction = null;
    let lastResult = null;
    let correction$1 = null;
    let pending = [];
    const finish = (status, answer, error) => {
        const out = { status, answer, steps, usage, durationMs: mathRound(nowP() - started) };
        if (error)
            out.error = error;
        return out;
    };
    const report = (s) => {
        push(steps, s);
        try {
            o.onStep?.(s);
        }
        catch { }
    };
    for (let step = 1; step <= maxSteps; step++) {
        if (o.signal?.aborted)
            return finish('aborted', null);
        // Observe.
        let url;
        let body;
        let image = null;
        try {
            // The session header first: a dialog blocks the page, which then has no snapshot to give.
            const head = session.header ? await session.header() : null;
            // The page's snapshot has its warning; a stitched one is judged again (withWarnings).
            const snap = head?.blocked ? null : withWarnings(await session.snapshot());
            url = snap ? snap.url : head.url;
            let page;
            if (snap) {
                const text = session.render(snap, 'text', {
                    maxTokens: o.maxObservationTokens ?? AGENT_DEFAULTS.maxObservationTokens,
                    markNew: true,
                });
                const warned = [];
                const ws = snap.warnings ?? [];
                for (let i = 0; i < ws.length; i++)
                    push(warned, ws[i].message);
                page = fencePageText(text, nonce, warned);
            }
            else
                page = '(the page is blocked by the dialog above: answer it with the dialog tool)';
            const history = session.getHistory && snap ? await session.getHistory() : [];
            body = buildObservation({
                step,
                maxSteps,
                url,
                title: snap ? snap.title : head.title,
                browser: head ? head.text : '',
                lastAction,
                lastResult,
                correction: correction$1,
                history,
                page,
            });
            if (o.vision && session.screenshot && snap)
                image = await session.screenshot();
        }
        catch (e) {
            return finish('error', null, { code: 'OBSERVE_FAILED', message: String(e?.message ?? e) });
        }
        correction$1 = null;
        push(turns, { role: 'user', results: pending, head: step === 1 ? `Task: ${o.task}` : '', body, image });
        pending = [];
        // Ask the model.
        let reply;
        try {
            reply = await completeModel(api, system, turns, tools, o.llm, o.signal);
        }
        catch (e) {
            if (o.signal?.aborted)
                return finish('aborted', null);
            const err = e instanceof LlmError ? e : new LlmError('INTERNAL', String(e?.message ?? e));
            return finish('error', null, { code: err.code, message: err.message });
        }
        usage.inputTokens += reply.usage.inputTokens;
        usage.outputTokens += reply.usage.outputTokens;
        push(turns, { role: 'assistant', text: reply.text, calls: reply.calls });
        // One action a step: every other call of the reply is answered without running.
        for (let i = 1; i < reply.calls.length; i++)
            push(pending, { callId: reply.calls[i].id, content: NOT_RUN, isError: true });
        const d = decide(reply);
        const thought = thoughtOf(reply);
        const base = { step, url, observationTokens: estimateTokens(body), thought };
        if (d.kind === 'done' || d.kind === 'infeasible') {
            const summary = finishSummary(d.kind, d.kind === 'done' && d.success);
            report({ ...base, toolCall: d.call, result: { ok: true, summary } });
            if (d.kind === 'infeasible')
                return finish('infeasible', d.reason);
            return finish(d.success ? 'success' : 'failure', d.answer);
        }
        if (d.kind === 'invalid') {
            failures++;
            const message = correction(d.message);
            if (d.callId)
                unshiftResult(pending, { callId: d.callId, content: `error INVALID_TOOL_CALL: ${message}`, isError: true });
            correction$1 = message;
            lastAction = null;
            lastResult = null;
            report({
                ...base,
                toolCall: d.call,
                result: {
                    ok: false,
                    summary: `invalid: ${d.message}`,
                    error: { code: 'INVALID_TOOL_CALL', message: d.message },
                },
            });
            if (failures >= maxFailures)
                return finish('failure', null, {
                    code: 'MAX_FAILURES',
                    message: maxFailuresMessage(failures, d.message),
                });
            continue;
        }
        // Act.
        if (o.signal?.aborted)
            return finish('aborted', null);
        let result;
        try {
            result = summarizeResult(await session.act(d.command));
        }
        catch (e) {
            // A driver error (the page closed, a navigation tore the context down): fed back like an act error.
            const message = String(e?.message ?? e);
            result = { ok: false, summary: `error INTERNAL: ${message}`, error: { code: 'INTERNAL', message } };
        }
        lastAction = formatCall(d.call.name, d.call.arguments);
        lastResult = result;
        if (d.callId)
            unshiftResult(pending, { callId: d.callId, content: result.summary, isError: !result.ok });
        report({ ...base, toolCall: d.call, result });
        if (result.ok)
            failures = 0;
        else if (++failures >= maxFailures)
            return finish('failure', null, {
                code: 'MAX_FAILURES',
                message: maxFailuresMessage(failures, result.summary),
            });
    }
    return finish('max_steps', null);
}

function clip(s, n) {
    const one = strReplace(s, /\s+/g, ' ');
    return one.length > n ? `${strSlice(one, 0, n)}…` : one;
}
/** step N  call(args) / thought / -> result, three lines. */
function formatStep(s) {
    const call = s.toolCall ? formatCall(s.toolCall.name, s.toolCall.arguments) : '(no tool call)';
    const lines = [`step ${s.step}  ${call}`];
    if (s.thought)
        push(lines, `        thought: ${clip(s.thought, 200)}`);
    push(lines, `        -> ${clip(s.result.summary, 300)}   [${s.observationTokens} observation tokens]`);
    return join(lines, '\n');
}
/** The status line and the totals. */
function formatOutcome(o) {
    const answer = o.answer !== null ? `: ${o.answer}` : '';
    const error = o.error ? ` (${o.error.code}: ${o.error.message})` : '';
    const secs = numToString(mathRound(o.durationMs / 100) / 10);
    return `${o.status}${answer}${error}\n${o.steps.length} steps, ${o.usage.inputTokens} input + ${o.usage.outputTokens} output tokens, ${secs} s`;
}

async function playwrightSession(page, options = {}) {
    const opts = { dialogs: 'ask', ...(options.source ? { source: options.source } : {}) };
    const session = await createSession(playwrightDriver(page.context(), opts), opts, page);
    const active = () => session.page() ?? page;
    return {
        snapshot: () => session.snapshot(),
        render: (s, format, o) => session.render(s, format, o),
        async act(command) {
            const r = await session.act(command);
            // A navigation: let the new document load before the next observation.
            if (r.effects?.navigated)
                await active()
                    .waitForLoadState('load', { timeout: 15000 })
                    .catch(() => { });
            return r;
        },
        async header() {
            const state = await session.state({ consumeDownloads: true });
            const tab = state.tabs.find((t) => t.active);
            return {
                text: renderSessionHeader(state),
                blocked: state.dialogs.some((d) => d.tabId === state.activeTabId),
                url: tab?.url ?? '',
                title: tab?.title ?? '',
            };
        },
        getHistory: () => active()
            .evaluate(() => pagemark.getHistory())
            .catch(() => []),
        async screenshot() {
            const p = active();
            await p
                .evaluate(() => globalThis.pagemark.highlight())
                .catch(() => { });
            try {
                const png = await p.screenshot({ type: 'png' });
                return { mediaType: 'image/png', base64: png.toString('base64') };
            }
            finally {
                await p
                    .evaluate(() => globalThis.pagemark.clearHighlights())
                    .catch(() => { });
            }
        },
    };
}

/**
 * `pagemark agent <url-or-file> "<task>"`: runs the agent loop (src/agent) on a page in
 * Chromium (launched, `--connect`ed or attached over `--cdp`) against a model endpoint, printing
 * each step as it happens and the AgentOutput at the end (`--json`). Exit code 0 only on success.
 */
/** The model endpoint from the options and the environment; a string is a usage error. */
function llmConfig(r) {
    const env = r.env;
    const api = r.api ?? (env['OPENAI_API_KEY'] || !env['ANTHROPIC_API_KEY'] ? 'openai' : 'anthropic');
    if (api !== 'openai' && api !== 'anthropic')
        return `--api must be openai or anthropic (got "${api}")`;
    const baseURL = r.baseURL ?? (api === 'openai' ? env['OPENAI_BASE_URL'] : env['ANTHROPIC_BASE_URL']);
    const apiKey = api === 'openai' ? env['OPENAI_API_KEY'] : env['ANTHROPIC_API_KEY'];
    // A local server (Ollama, vLLM, llama.cpp) needs no key; the hosted APIs do.
    if (!apiKey && !baseURL)
        return `set ${api === 'openai' ? 'OPENAI_API_KEY' : 'ANTHROPIC_API_KEY'}, or point --base-url at a local server`;
    const c = { api, model: r.model ?? env['PAGEMARK_MODEL'] ?? DEFAULT_MODELS[api] };
    if (baseURL)
        c.baseURL = baseURL;
    if (apiKey)
        c.apiKey = apiKey;
    return c;
}
async function agentCommand(r) {
    const llm = llmConfig(r);
    if (typeof llm === 'string') {
        r.err(`pagemark: ${llm}`);
        return 2;
    }
    const target = await openChecked(r.bundle, r.target, r.err);
    if (typeof target === 'number')
        return target;
    const log = r.json ? r.err : r.out;
    const opened = await openBrowser(r);
    if (!opened.ok) {
        await target.close();
        r.err(`pagemark: ${opened.message}`);
        return 4;
    }
    const browser = opened.browser;
    r.err(`${opened.how}; model ${llm.model} over the ${llm.api} API${llm.baseURL ? ` at ${llm.baseURL}` : ''}`);
    const ctl = new AbortController();
    const onSigint = () => ctl.abort();
    process.once('SIGINT', onSigint);
    const context = await browser.newContext({ viewport: r.viewport });
    try {
        const page = await context.newPage();
        if (target.notice)
            r.err(target.notice);
        const loaded = await loadPage(page, target, r.target);
        if (!loaded.ok) {
            r.err(`pagemark: ${loaded.message}`);
            return 3;
        }
        const session = await playwrightSession(page, { source: fs.readFileSync(r.bundle, 'utf8') });
        log(`task: ${r.task}`);
        const output = await runAgent({
            task: r.task,
            session,
            llm,
            maxSteps: r.maxSteps,
            maxFailures: r.maxFailures,
            vision: r.vision,
            signal: ctl.signal,
            onStep: (s) => log(formatStep(s)),
        });
        log(formatOutcome(output));
        if (r.json)
            r.out(JSON.stringify(output, null, 2));
        return output.status === 'success' ? 0 : 1;
    }
    finally {
        process.removeListener('SIGINT', onSigint);
        await context.close().catch(() => { });
        await browser.close().catch(() => { });
        await target.close();
    }
}

export { DEFAULT_MODELS, agentCommand, llmConfig };
