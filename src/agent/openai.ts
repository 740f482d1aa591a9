/**
 * OpenAI Chat Completions with tool calling (POST {baseURL}/chat/completions), the format OpenAI,
 * vLLM, Ollama, llama.cpp and LM Studio serve. Requests: `system`, `user`, `assistant` (with
 * `tool_calls`, arguments as a JSON string) and one `tool` message per tool call, answering its
 * `tool_call_id`, before the next user message. Images ride in a user message as an `image_url`
 * part with a data: URL.
 */
import type { LlmConfig, ModelReply, ToolDefinition, Turn } from './types';
import { LlmError, type WireApi } from './http';
import { isArray, jsonParse, jsonStringify, push } from '../builtins/pristine';
import { turnText } from './transcript';
import { AGENT_DEFAULTS } from './outcomes';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** Where a request goes and how it carries the key (postModel's ModelPost without its body). */
export const OPENAI_ENDPOINT = {
  base: OPENAI_BASE_URL,
  path: '/chat/completions',
  headers: {} as Record<string, string>,
  keyHeader: 'authorization',
  keyPrefix: 'Bearer ',
};

export function openaiRequest(
  system: string,
  turns: Turn[],
  tools: ToolDefinition[],
  c: LlmConfig,
): Record<string, unknown> {
  const messages: Record<string, unknown>[] = [{ role: 'system', content: system }];
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i]!;
    if (t.role === 'assistant') {
      const m: Record<string, unknown> = {
        role: 'assistant',
        content: t.text === '' && t.calls.length ? null : t.text,
      };
      if (t.calls.length) {
        const calls: Record<string, unknown>[] = [];
        for (let j = 0; j < t.calls.length; j++) {
          const k = t.calls[j]!;
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
      push(messages, { role: 'tool', tool_call_id: t.results[j]!.callId, content: t.results[j]!.content });
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
    } else push(messages, { role: 'user', content: text });
  }
  const fns: Record<string, unknown>[] = [];
  for (let i = 0; i < tools.length; i++) {
    const t = tools[i]!;
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

export function parseOpenaiReply(json: unknown): ModelReply {
  const o = json as {
    choices?: { message?: { content?: unknown; tool_calls?: unknown } }[];
    usage?: { prompt_tokens?: number; completion_tokens?: number };
  };
  const msg = o && isArray(o.choices) && o.choices[0] ? o.choices[0].message : undefined;
  if (!msg || typeof msg !== 'object') throw new LlmError('BAD_RESPONSE', 'the answer has no choices[0].message');
  const reply: ModelReply = {
    text: typeof msg.content === 'string' ? msg.content : '',
    calls: [],
    usage: { inputTokens: o.usage?.prompt_tokens ?? 0, outputTokens: o.usage?.completion_tokens ?? 0 },
  };
  const calls = isArray(msg.tool_calls) ? (msg.tool_calls as Record<string, unknown>[]) : [];
  for (let i = 0; i < calls.length; i++) {
    const k = calls[i]!;
    const fn = (k['function'] ?? {}) as { name?: unknown; arguments?: unknown };
    const id = typeof k['id'] === 'string' ? k['id'] : `call_${i}`;
    const name = typeof fn.name === 'string' ? fn.name : '';
    let args: Record<string, unknown> = {};
    let malformed: string | undefined;
    if (typeof fn.arguments === 'string') {
      try {
        const v = fn.arguments.trim() === '' ? {} : jsonParse(fn.arguments);
        if (v && typeof v === 'object' && !isArray(v)) args = v as Record<string, unknown>;
        else malformed = 'the arguments are not a JSON object';
      } catch {
        malformed = `the arguments are not valid JSON: ${fn.arguments.length > 200 ? fn.arguments.substring(0, 200) + '…' : fn.arguments}`;
      }
    } else if (fn.arguments && typeof fn.arguments === 'object') args = fn.arguments as Record<string, unknown>;
    push(reply.calls, malformed ? { id, name, arguments: args, malformed } : { id, name, arguments: args });
  }
  return reply;
}

/** The OpenAI Chat Completions wire format, as runAgent calls it through completeModel (http.ts). */
export const OPENAI_API: WireApi = { endpoint: OPENAI_ENDPOINT, request: openaiRequest, parseReply: parseOpenaiReply };
