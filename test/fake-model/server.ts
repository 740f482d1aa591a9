/**
 * A fake model server on 127.0.0.1 for the agent tests, speaking both wire formats the agent uses:
 * OpenAI Chat Completions (POST /v1/chat/completions) and Anthropic Messages (POST /v1/messages).
 *
 * It validates every request the way the real services do (headers, roles and their order, tool
 * schemas, every tool call answered by a tool message / tool_result block with the right id) and
 * answers 400 with the provider's error shape when a request is wrong; `violations` lists them so a
 * test can assert there were none. Answers come from a scripted policy that reads the observation
 * text the agent sent (and the tool results), so a test proves the observation carries what a model
 * needs. Faults (429 with retry-after, 500, a slow answer) are queued per test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Api = 'openai' | 'anthropic';

export interface PolicyContext {
  api: Api;
  /** 1-based number of the model call. */
  call: number;
  /** The system prompt. */
  system: string;
  /** The text of the latest user message (the observation). */
  observation: string;
  /** The first user message's text (holds the task). */
  first: string;
  /** The tool results answering the previous reply, in order. */
  toolResults: { content: string; isError: boolean }[];
  /** Names of the tools offered. */
  tools: string[];
  /** The latest user message carried an image. */
  image: boolean;
  body: Record<string, unknown>;
}

/** What the fake model answers: a thought and a tool call, plain text, or raw (malformed) arguments. */
export type Answer =
  | { thought?: string; tool: string; args: Record<string, unknown> }
  | { thought?: string; tool: string; rawArguments: string }
  | { text: string };

export type Policy = (ctx: PolicyContext) => Answer;

export type Fault = { status: number; retryAfter?: string; retryAfterMs?: string; body?: string } | { delayMs: number };

export interface FakeModel {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The base URL for api 'openai' (origin + /v1). */
  openaiBaseURL: string;
  /** The base URL for api 'anthropic' (the origin; the path is /v1/messages). */
  anthropicBaseURL: string;
  /** Every request: when it came, its headers and body. */
  requests: { at: number; api: Api; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  /** Protocol errors found in requests (each answered with 400). */
  violations: string[];
  /** Faults for the next requests, in order (each used once). */
  faults: Fault[];
  policy: Policy;
  close(): Promise<void>;
}

const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

function checkSchema(where: string, s: unknown, v: string[]): void {
  const o = s as Record<string, unknown>;
  if (!o || o['type'] !== 'object' || typeof o['properties'] !== 'object') {
    v.push(`${where}: the schema must be {type: "object", properties}`);
    return;
  }
  const props = o['properties'] as Record<string, unknown>;
  const req = (o['required'] ?? []) as unknown[];
  if (!Array.isArray(req)) v.push(`${where}: required must be an array`);
  else
    for (const r of req)
      if (typeof r !== 'string' || !(r in props)) v.push(`${where}: required "${String(r)}" is not a property`);
  for (const [k, p] of Object.entries(props)) {
    const t = (p as Record<string, unknown>)?.['type'];
    const okType = (x: unknown) =>
      ['string', 'integer', 'number', 'boolean', 'array', 'object', 'null'].includes(x as string);
    if (!(okType(t) || (Array.isArray(t) && t.every(okType)))) v.push(`${where}.${k}: bad type ${JSON.stringify(t)}`);
    if (t === 'array' && !(p as Record<string, unknown>)['items']) v.push(`${where}.${k}: an array needs items`);
  }
}

function checkTools(names: string[], v: string[]): void {
  if (new Set(names).size !== names.length) v.push('tools: duplicate names');
  for (const n of names) if (!TOOL_NAME.test(n)) v.push(`tools: bad name "${n}"`);
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter((b) => b && (b as Record<string, unknown>)['type'] === 'text')
    .map((b) => String((b as Record<string, unknown>)['text']))
    .join('\n');
}

/** Validate an OpenAI Chat Completions request; return the policy context (or null with violations). */
function openaiContext(
  headers: http.IncomingHttpHeaders,
  body: Record<string, unknown>,
  key: string | undefined,
  v: string[],
): Omit<PolicyContext, 'call'> | null {
  if (!String(headers['content-type'] ?? '').startsWith('application/json'))
    v.push('content-type must be application/json');
  if (key !== undefined && headers['authorization'] !== `Bearer ${key}`)
    v.push('authorization: wrong or missing Bearer key');
  if (typeof body['model'] !== 'string' || !body['model']) v.push('model must be a non-empty string');
  const tools = (body['tools'] ?? []) as Record<string, unknown>[];
  const names: string[] = [];
  if (!Array.isArray(tools)) v.push('tools must be an array');
  else
    for (const t of tools) {
      const fn = t['function'] as Record<string, unknown> | undefined;
      if (t['type'] !== 'function' || !fn) {
        v.push('tools[]: must be {type: "function", function}');
        continue;
      }
      names.push(String(fn['name']));
      if (typeof fn['description'] !== 'string') v.push(`tool ${String(fn['name'])}: description must be a string`);
      checkSchema(`tool ${String(fn['name'])}`, fn['parameters'], v);
    }
  checkTools(names, v);
  if (
    body['tool_choice'] !== undefined &&
    !['auto', 'none', 'required'].includes(body['tool_choice'] as string) &&
    typeof body['tool_choice'] !== 'object'
  )
    v.push('tool_choice: bad value');
  const msgs = body['messages'] as Record<string, unknown>[];
  if (!Array.isArray(msgs) || !msgs.length) {
    v.push('messages must be a non-empty array');
    return null;
  }
  let open: Set<string> = new Set();
  let system = '';
  let first = '';
  let last: Record<string, unknown> | null = null;
  let results: { content: string; isError: boolean }[] = [];
  msgs.forEach((m, i) => {
    const role = m['role'];
    if (!['system', 'user', 'assistant', 'tool'].includes(role as string))
      v.push(`messages[${i}]: bad role ${String(role)}`);
    if (role !== 'tool' && open.size)
      v.push(
        `messages[${i}]: tool calls ${[...open].join(', ')} were not answered before this ${String(role)} message`,
      );
    if (role === 'system') {
      if (i !== 0) v.push(`messages[${i}]: system must come first`);
      system = textOf(m['content']);
    }
    if (role === 'user') {
      const c = m['content'];
      if (typeof c !== 'string' && !Array.isArray(c)) v.push(`messages[${i}]: user content must be a string or parts`);
      if (Array.isArray(c))
        for (const p of c as Record<string, unknown>[]) {
          if (p['type'] === 'image_url') {
            const u = (p['image_url'] as Record<string, unknown>)?.['url'];
            if (typeof u !== 'string' || !/^data:image\/(png|jpeg);base64,/.test(u))
              v.push(`messages[${i}]: bad image_url`);
          } else if (p['type'] !== 'text' || typeof p['text'] !== 'string') v.push(`messages[${i}]: bad content part`);
        }
      if (!first) first = textOf(c);
      last = m;
      if (i < msgs.length - 1) results = [];
    }
    if (role === 'assistant') {
      results = [];
      const calls = m['tool_calls'] as Record<string, unknown>[] | undefined;
      if (calls !== undefined) {
        if (!Array.isArray(calls) || !calls.length) v.push(`messages[${i}]: tool_calls must be a non-empty array`);
        else
          for (const k of calls) {
            const fn = k['function'] as Record<string, unknown> | undefined;
            if (
              typeof k['id'] !== 'string' ||
              k['type'] !== 'function' ||
              !fn ||
              typeof fn['name'] !== 'string' ||
              typeof fn['arguments'] !== 'string'
            )
              v.push(`messages[${i}]: bad tool call ${JSON.stringify(k)}`);
            else open.add(k['id'] as string);
          }
      } else if (typeof m['content'] !== 'string')
        v.push(`messages[${i}]: an assistant message without tool_calls needs string content`);
    }
    if (role === 'tool') {
      const id = m['tool_call_id'];
      if (typeof id !== 'string' || !open.has(id))
        v.push(`messages[${i}]: tool message for unknown or answered call ${String(id)}`);
      else open.delete(id);
      if (typeof m['content'] !== 'string') v.push(`messages[${i}]: tool content must be a string`);
      results.push({ content: String(m['content']), isError: /^error /.test(String(m['content'])) });
    }
  });
  if (open.size) v.push(`tool calls ${[...open].join(', ')} were never answered`);
  open = new Set();
  const lastMsg = msgs[msgs.length - 1]!;
  if (lastMsg['role'] !== 'user') v.push('the last message must be the user observation');
  const lm = last as Record<string, unknown> | null;
  return {
    api: 'openai',
    system,
    first,
    observation: lm ? textOf(lm['content']) : '',
    toolResults: results,
    tools: names,
    image:
      !!lm &&
      Array.isArray(lm['content']) &&
      (lm['content'] as Record<string, unknown>[]).some((p) => p['type'] === 'image_url'),
    body,
  };
}

/** Validate an Anthropic Messages request. */
function anthropicContext(
  headers: http.IncomingHttpHeaders,
  body: Record<string, unknown>,
  key: string | undefined,
  v: string[],
): Omit<PolicyContext, 'call'> | null {
  if (!String(headers['content-type'] ?? '').startsWith('application/json'))
    v.push('content-type must be application/json');
  if (headers['anthropic-version'] !== '2023-06-01') v.push('anthropic-version header must be 2023-06-01');
  if (key !== undefined && headers['x-api-key'] !== key) v.push('x-api-key: wrong or missing key');
  if (headers['authorization']) v.push('authorization header sent to Anthropic (it takes x-api-key)');
  if (typeof body['model'] !== 'string' || !body['model']) v.push('model must be a non-empty string');
  if (!Number.isInteger(body['max_tokens']) || (body['max_tokens'] as number) < 1)
    v.push('max_tokens must be a positive integer');
  if (body['system'] !== undefined && typeof body['system'] !== 'string' && !Array.isArray(body['system']))
    v.push('system must be a string or blocks');
  const names: string[] = [];
  for (const t of (body['tools'] ?? []) as Record<string, unknown>[]) {
    names.push(String(t['name']));
    if (typeof t['description'] !== 'string') v.push(`tool ${String(t['name'])}: description must be a string`);
    checkSchema(`tool ${String(t['name'])}`, t['input_schema'], v);
  }
  checkTools(names, v);
  const msgs = body['messages'] as Record<string, unknown>[];
  if (!Array.isArray(msgs) || !msgs.length) {
    v.push('messages must be a non-empty array');
    return null;
  }
  let prevUses: string[] = [];
  let first = '';
  let results: { content: string; isError: boolean }[] = [];
  msgs.forEach((m, i) => {
    const role = m['role'];
    if (role !== (i % 2 === 0 ? 'user' : 'assistant'))
      v.push(`messages[${i}]: roles must alternate starting with user (got ${String(role)})`);
    const c = m['content'];
    const blocks = typeof c === 'string' ? [{ type: 'text', text: c }] : (c as Record<string, unknown>[]);
    if (!Array.isArray(blocks) || !blocks.length) {
      v.push(`messages[${i}]: content must be a string or a non-empty array`);
      return;
    }
    for (const b of blocks)
      if (b['type'] === 'text' && (typeof b['text'] !== 'string' || b['text'] === ''))
        v.push(`messages[${i}]: text blocks must be non-empty`);
    if (role === 'assistant') {
      prevUses = [];
      for (const b of blocks) {
        if (b['type'] === 'tool_use') {
          if (
            typeof b['id'] !== 'string' ||
            typeof b['name'] !== 'string' ||
            !b['input'] ||
            typeof b['input'] !== 'object'
          )
            v.push(`messages[${i}]: bad tool_use block`);
          else prevUses.push(b['id'] as string);
        } else if (b['type'] !== 'text') v.push(`messages[${i}]: assistant block of type ${String(b['type'])}`);
      }
    } else {
      if (!first) first = textOf(blocks);
      results = [];
      const answered: string[] = [];
      let seenOther = false;
      for (const b of blocks) {
        if (b['type'] === 'tool_result') {
          if (seenOther) v.push(`messages[${i}]: tool_result blocks must come first in the user message`);
          if (!prevUses.includes(b['tool_use_id'] as string))
            v.push(`messages[${i}]: tool_result for unknown tool_use_id ${String(b['tool_use_id'])}`);
          answered.push(b['tool_use_id'] as string);
          const rc = b['content'];
          if (typeof rc !== 'string' && !Array.isArray(rc))
            v.push(`messages[${i}]: tool_result content must be a string or blocks`);
          if (b['is_error'] !== undefined && typeof b['is_error'] !== 'boolean')
            v.push(`messages[${i}]: is_error must be a boolean`);
          results.push({ content: textOf(rc), isError: b['is_error'] === true });
        } else {
          seenOther = true;
          if (b['type'] === 'image') {
            const s = b['source'] as Record<string, unknown> | undefined;
            if (
              !s ||
              s['type'] !== 'base64' ||
              !/^image\/(png|jpeg)$/.test(String(s['media_type'])) ||
              typeof s['data'] !== 'string'
            )
              v.push(`messages[${i}]: bad image block`);
          } else if (b['type'] !== 'text') v.push(`messages[${i}]: user block of type ${String(b['type'])}`);
        }
      }
      for (const id of prevUses)
        if (!answered.includes(id)) v.push(`messages[${i}]: tool_use ${id} has no tool_result`);
      prevUses = [];
    }
  });
  const lm = msgs[msgs.length - 1]!;
  if (lm['role'] !== 'user') v.push('the last message must be the user observation');
  const blocks = Array.isArray(lm['content']) ? (lm['content'] as Record<string, unknown>[]) : [];
  return {
    api: 'anthropic',
    system: typeof body['system'] === 'string' ? body['system'] : textOf(body['system']),
    first,
    observation: textOf(lm['content']),
    toolResults: results,
    tools: names,
    image: blocks.some((b) => b['type'] === 'image'),
    body,
  };
}

function openaiAnswer(a: Answer, call: number, model: string, inTok: number): Record<string, unknown> {
  const message: Record<string, unknown> = { role: 'assistant', content: null };
  let finish = 'stop';
  if ('text' in a) message['content'] = a.text;
  else {
    message['content'] = a.thought ?? null;
    message['tool_calls'] = [
      {
        id: `call_${call}`,
        type: 'function',
        function: { name: a.tool, arguments: 'rawArguments' in a ? a.rawArguments : JSON.stringify(a.args) },
      },
    ];
    finish = 'tool_calls';
  }
  return {
    id: `chatcmpl-fake${call}`,
    object: 'chat.completion',
    created: 1_790_000_000 + call,
    model,
    choices: [{ index: 0, message, finish_reason: finish }],
    usage: { prompt_tokens: inTok, completion_tokens: 20, total_tokens: inTok + 20 },
  };
}

function anthropicAnswer(a: Answer, call: number, model: string, inTok: number): Record<string, unknown> {
  const content: Record<string, unknown>[] = [];
  let stop = 'end_turn';
  if ('text' in a) content.push({ type: 'text', text: a.text });
  else {
    if (a.thought) content.push({ type: 'text', text: a.thought });
    // Anthropic's input is always an object; a "malformed" answer here is one with a string input.
    const input = 'rawArguments' in a ? a.rawArguments : a.args;
    content.push({ type: 'tool_use', id: `toolu_fake${call}`, name: a.tool, input });
    stop = 'tool_use';
  }
  return {
    id: `msg_fake${call}`,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: inTok, output_tokens: 20 },
  };
}

export async function startFakeModel(options: {
  policy: Policy;
  apiKey?: string;
  faults?: Fault[];
}): Promise<FakeModel> {
  let calls = 0;
  const fm: FakeModel = {
    origin: '',
    openaiBaseURL: '',
    anthropicBaseURL: '',
    requests: [],
    violations: [],
    faults: options.faults ?? [],
    policy: options.policy,
    close: async () => {},
  };
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    // The panel calls from a page: answer CORS preflights like the real services do.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const api: Api | null =
      req.url === '/v1/chat/completions' ? 'openai' : req.url === '/v1/messages' ? 'anthropic' : null;
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(json));
      };
      const err = (status: number, message: string, headers: Record<string, string> = {}) =>
        send(
          status,
          api === 'anthropic'
            ? {
                type: 'error',
                error: {
                  type: status === 429 ? 'rate_limit_error' : status >= 500 ? 'api_error' : 'invalid_request_error',
                  message,
                },
              }
            : {
                error: {
                  message,
                  type:
                    status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error',
                  code: null,
                },
              },
          headers,
        );
      if (req.method !== 'POST' || !api) return err(404, `no route ${req.method} ${req.url}`);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw);
      } catch {
        fm.violations.push('the body is not JSON');
        return err(400, 'the body is not JSON');
      }
      fm.requests.push({ at: Date.now(), api, headers: req.headers, body });
      const fault = fm.faults.shift();
      const go = () => {
        if (fault && 'status' in fault) {
          const h: Record<string, string> = {};
          if (fault.retryAfter !== undefined) h['retry-after'] = fault.retryAfter;
          if (fault.retryAfterMs !== undefined) h['retry-after-ms'] = fault.retryAfterMs;
          return err(fault.status, fault.body ?? `fake fault ${fault.status}`, h);
        }
        const v: string[] = [];
        const ctx =
          api === 'openai'
            ? openaiContext(req.headers, body, options.apiKey, v)
            : anthropicContext(req.headers, body, options.apiKey, v);
        if (v.length || !ctx) {
          fm.violations.push(...v);
          if (v.some((x) => /key/.test(x))) return err(401, v.join('; '));
          return err(400, v.join('; '));
        }
        calls++;
        let answer: Answer;
        try {
          answer = fm.policy({ ...ctx, call: calls });
        } catch (e) {
          return err(500, `policy failed: ${(e as Error).message}`);
        }
        const inTok = Math.ceil(raw.length / 4);
        send(
          200,
          api === 'openai'
            ? openaiAnswer(answer, calls, String(body['model']), inTok)
            : anthropicAnswer(answer, calls, String(body['model']), inTok),
        );
      };
      if (fault && 'delayMs' in fault) setTimeout(go, fault.delayMs);
      else go();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  fm.origin = `http://127.0.0.1:${port}`;
  fm.openaiBaseURL = `${fm.origin}/v1`;
  fm.anthropicBaseURL = fm.origin;
  fm.close = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return fm;
}
