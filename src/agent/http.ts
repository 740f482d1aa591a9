/**
 * One JSON POST to a model endpoint, with the retry policy both wire clients share: HTTP 429 and 5xx
 * (and 529, Anthropic's "overloaded"), network errors and timeouts are retried with exponential
 * backoff, honouring `retry-after` (seconds or an HTTP date, RFC 9110 §10.2.3) and OpenAI's
 * `retry-after-ms`; each attempt has its own timeout; the caller's AbortSignal cancels the request
 * in flight and any backoff wait. Errors never carry the API key.
 *
 * In the page, `fetch`, `AbortController` and the Response/Headers methods are captured when this
 * module loads, so a page that replaces them later cannot see or change the request.
 */
import type { FetchLike, LlmConfig, ModelReply, ToolDefinition, Turn } from './types';
import { AGENT_DEFAULTS } from './outcomes';
import {
  clearTimeoutP,
  dateNow,
  jsonParse,
  jsonStringify,
  mathMax,
  mathMin,
  mathRandom,
  numberIsFinite,
  PromiseCtor,
  setTimeoutP,
  strSlice,
  strSplit,
  join,
} from '../builtins/pristine';

const g = globalThis as unknown as Record<string, unknown>;
const fetchFn = g['fetch'] as ((url: string, init: unknown) => Promise<unknown>) | undefined;
const boundFetch = fetchFn ? fetchFn.bind(globalThis) : undefined;
const AbortCtl = g['AbortController'] as typeof AbortController | undefined;
const ET = g['EventTarget'] as { prototype: Record<string, unknown> } | undefined;
// The capture point of the listener methods (the page-code lint bans reading them elsewhere).
const addListener = ET
  ? (ET.prototype['addEventListener'] as (this: unknown, t: string, f: () => void) => void)
  : undefined;
const removeListener = ET
  ? (ET.prototype['removeEventListener'] as (this: unknown, t: string, f: () => void) => void)
  : undefined;
const Resp = g['Response'] as { prototype: Record<string, unknown> } | undefined;
const respText = Resp ? (Resp.prototype['text'] as (this: unknown) => Promise<string>) : undefined;
const Hdrs = g['Headers'] as { prototype: Record<string, unknown> } | undefined;
const headersGet = Hdrs ? (Hdrs.prototype['get'] as (this: unknown, n: string) => string | null) : undefined;

/** The fetch captured at load, as a FetchLike (undefined where there is none). */
export const pristineFetch: FetchLike | undefined = boundFetch
  ? async (url, init) => {
      const res = (await boundFetch(url, init)) as {
        status: number;
        headers: { get(n: string): string | null };
        text(): Promise<string>;
      };
      const h = res.headers;
      return {
        status: res.status,
        headers: { get: (n: string) => (headersGet ? headersGet.call(h, n) : h.get(n)) },
        text: () => (respText ? respText.call(res) : res.text()),
      };
    }
  : undefined;

export class LlmError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface PostOptions {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  fetch?: FetchLike;
  timeoutMs: number;
  maxRetries: number;
  signal?: AbortSignal;
  /** Strings to blank out of any error message (the API key). */
  secrets: string[];
  /** Test hook: the waits before retries. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function redact(s: string, secrets: string[]): string {
  let out = s;
  for (let i = 0; i < secrets.length; i++) if (secrets[i]) out = join(strSplit(out, secrets[i]!), '***');
  return out;
}

/** Seconds or an HTTP date in `retry-after`, milliseconds in `retry-after-ms`; null when absent. */
export function retryAfterMs(get: (name: string) => string | null, now: number = dateNow()): number | null {
  const ms = get('retry-after-ms');
  if (ms !== null && ms !== '' && numberIsFinite(Number(ms))) return mathMax(0, Number(ms));
  const ra = get('retry-after');
  if (ra === null || ra === '') return null;
  if (numberIsFinite(Number(ra))) return mathMax(0, Number(ra) * 1000);
  const at = Date.parse(ra);
  return numberIsFinite(at) ? mathMax(0, at - now) : null;
}

/** Exponential backoff with jitter: 0.5 s, 1 s, 2 s ... capped at 8 s. */
export function backoffMs(attempt: number): number {
  return mathMin(8000, 500 * 2 ** attempt) * (0.75 + mathRandom() * 0.5);
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new PromiseCtor((resolve, reject) => {
    if (signal?.aborted) return reject(new LlmError('ABORTED', 'aborted'));
    const onAbort = (): void => {
      clearTimeoutP(t);
      reject(new LlmError('ABORTED', 'aborted'));
    };
    const t = setTimeoutP(() => {
      if (signal && removeListener) removeListener.call(signal, 'abort', onAbort);
      resolve();
    }, ms);
    if (signal && addListener) addListener.call(signal, 'abort', onAbort);
  });
}

/** POST `body` as JSON and return the parsed JSON answer, retrying as described above. */
export async function postJson(o: PostOptions): Promise<unknown> {
  const f = o.fetch ?? pristineFetch;
  if (!f) throw new LlmError('NO_FETCH', 'no fetch in this environment: pass llm.fetch');
  const sleep = o.sleep ?? abortableSleep;
  const body = jsonStringify(o.body);
  for (let attempt = 0; ; attempt++) {
    if (o.signal?.aborted) throw new LlmError('ABORTED', 'aborted');
    const ctl = AbortCtl ? new AbortCtl() : undefined;
    let timedOut = false;
    const timer = setTimeoutP(() => {
      timedOut = true;
      ctl?.abort();
    }, o.timeoutMs);
    const onAbort = (): void => ctl?.abort();
    if (o.signal && addListener) addListener.call(o.signal, 'abort', onAbort);
    let retryable: LlmError;
    let wait: number | null = null;
    try {
      const res = await f(o.url, { method: 'POST', headers: o.headers, body, signal: ctl?.signal });
      const text = await res.text();
      if (res.status >= 200 && res.status < 300) {
        try {
          return jsonParse(text);
        } catch {
          throw new LlmError('BAD_RESPONSE', `the model server answered ${res.status} with text that is not JSON`);
        }
      }
      const detail = redact(text.length > 300 ? strSlice(text, 0, 300) + '…' : text, o.secrets);
      const err = new LlmError(
        res.status === 429 ? 'RATE_LIMITED' : `HTTP_${res.status}`,
        `the model server answered HTTP ${res.status}: ${detail}`,
        res.status,
      );
      if (res.status !== 429 && res.status < 500) throw err;
      retryable = err;
      wait = retryAfterMs((n) => res.headers.get(n));
    } catch (e) {
      if (e instanceof LlmError && e.status === undefined) throw e;
      if (e instanceof LlmError && e.status !== 429 && e.status! < 500) throw e;
      if (e instanceof LlmError) retryable = e;
      else if (o.signal?.aborted) throw new LlmError('ABORTED', 'aborted');
      else if (timedOut)
        retryable = new LlmError('TIMEOUT', `the model server did not answer within ${o.timeoutMs} ms`);
      else
        retryable = new LlmError(
          'NETWORK',
          redact(`could not reach ${o.url}: ${String((e as Error)?.message ?? e)}`, o.secrets),
        );
    } finally {
      clearTimeoutP(timer);
      if (o.signal && removeListener) removeListener.call(o.signal, 'abort', onAbort);
    }
    if (attempt >= o.maxRetries) throw retryable;
    if (wait !== null && wait > AGENT_DEFAULTS.maxRetryAfterMs) throw retryable;
    await sleep(wait ?? backoffMs(attempt), o.signal);
  }
}

/** One model call: where it goes and the headers its API adds (the key header is set from the config). */
export interface ModelPost {
  /** The API's default base URL, used when the config has no baseURL. */
  base: string;
  path: string;
  /** Fixed headers of the API (before the config's own headers, which may override them). */
  headers: Record<string, string>;
  /** The header that carries the API key, and what precedes the key in it. */
  keyHeader: string;
  keyPrefix: string;
  body: unknown;
}

/**
 * postJson with an LlmConfig's defaults, the same for every wire client: 60 s per attempt, 3
 * retries, JSON content type, the API key in its header and blanked out of any error.
 */
export function postModel(c: LlmConfig, m: ModelPost, signal?: AbortSignal): Promise<unknown> {
  const base = (c.baseURL ?? m.base).replace(/\/+$/, '');
  const headers: Record<string, string> = { 'content-type': 'application/json', ...m.headers, ...(c.headers ?? {}) };
  if (c.apiKey) headers[m.keyHeader] = m.keyPrefix + c.apiKey;
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

/** A model API's wire format: where its requests go, how one is built and how a reply is read. */
export interface WireApi {
  endpoint: Omit<ModelPost, 'body'>;
  request(system: string, turns: Turn[], tools: ToolDefinition[], c: LlmConfig): unknown;
  parseReply(json: unknown): ModelReply;
}

/** One model call in an API's wire format: build the request, post it, read the reply. */
export async function completeModel(
  api: WireApi,
  system: string,
  turns: Turn[],
  tools: ToolDefinition[],
  c: LlmConfig,
  signal?: AbortSignal,
): Promise<ModelReply> {
  const body = api.request(system, turns, tools, c);
  return api.parseReply(await postModel(c, { ...api.endpoint, body }, signal));
}
