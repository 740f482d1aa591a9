/**
 * Anthropic Messages with tool use (POST {baseURL}/v1/messages, `x-api-key`, `anthropic-version:
 * 2023-06-01`). The system prompt is a top-level field; roles alternate user/assistant starting with
 * user; the assistant's `tool_use` blocks are answered by `tool_result` blocks (`tool_use_id`,
 * `is_error`) at the start of the next user message, followed by the new observation text and, with
 * vision, an `image` block (base64 source).
 */
import type { LlmConfig, ModelReply, ToolDefinition, Turn } from './types';
import { LlmError, type WireApi } from './http';
import { isArray, push } from '../builtins/pristine';
import { turnText } from './transcript';
import { AGENT_DEFAULTS } from './outcomes';

export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_VERSION = '2023-06-01';

/** Where a request goes and how it carries the key (postModel's ModelPost without its body). */
export const ANTHROPIC_ENDPOINT = {
  base: ANTHROPIC_BASE_URL,
  path: '/v1/messages',
  headers: { 'anthropic-version': ANTHROPIC_VERSION } as Record<string, string>,
  keyHeader: 'x-api-key',
  keyPrefix: '',
};

export function anthropicRequest(
  system: string,
  turns: Turn[],
  tools: ToolDefinition[],
  c: LlmConfig,
): Record<string, unknown> {
  const messages: Record<string, unknown>[] = [];
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i]!;
    const content: Record<string, unknown>[] = [];
    if (t.role === 'assistant') {
      if (t.text !== '') push(content, { type: 'text', text: t.text });
      for (let j = 0; j < t.calls.length; j++) {
        const k = t.calls[j]!;
        push(content, { type: 'tool_use', id: k.id, name: k.name, input: k.arguments });
      }
      // An assistant message may not be empty.
      if (!content.length) push(content, { type: 'text', text: '(no answer)' });
      push(messages, { role: 'assistant', content });
      continue;
    }
    for (let j = 0; j < t.results.length; j++) {
      const r = t.results[j]!;
      push(content, { type: 'tool_result', tool_use_id: r.callId, content: r.content, is_error: r.isError });
    }
    push(content, { type: 'text', text: turnText(turns, i) });
    if (t.image && i === turns.length - 1) {
      push(content, { type: 'image', source: { type: 'base64', media_type: t.image.mediaType, data: t.image.base64 } });
    }
    push(messages, { role: 'user', content });
  }
  const defs: Record<string, unknown>[] = [];
  for (let i = 0; i < tools.length; i++) {
    const t = tools[i]!;
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

export function parseAnthropicReply(json: unknown): ModelReply {
  const o = json as { content?: unknown; usage?: { input_tokens?: number; output_tokens?: number } };
  if (!o || !isArray(o.content)) throw new LlmError('BAD_RESPONSE', 'the answer has no content array');
  const reply: ModelReply = {
    text: '',
    calls: [],
    usage: { inputTokens: o.usage?.input_tokens ?? 0, outputTokens: o.usage?.output_tokens ?? 0 },
  };
  const blocks = o.content as Record<string, unknown>[];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    if (b['type'] === 'text' && typeof b['text'] === 'string') reply.text += (reply.text ? '\n' : '') + b['text'];
    if (b['type'] === 'tool_use') {
      const input = b['input'];
      const ok = !!input && typeof input === 'object' && !isArray(input);
      const call = {
        id: typeof b['id'] === 'string' ? b['id'] : `toolu_${i}`,
        name: typeof b['name'] === 'string' ? b['name'] : '',
        arguments: ok ? (input as Record<string, unknown>) : {},
      };
      push(reply.calls, ok ? call : { ...call, malformed: 'the input is not a JSON object' });
    }
  }
  return reply;
}

/** The Anthropic Messages wire format, as runAgent calls it through completeModel (http.ts). */
export const ANTHROPIC_API: WireApi = {
  endpoint: ANTHROPIC_ENDPOINT,
  request: anthropicRequest,
  parseReply: parseAnthropicReply,
};
