/**
 * The agent's definitions and pure rules for hosts with no JavaScript runtime of their own, built
 * into dist/pagemark.agent.json (rollup.config.mjs): the Python package's LLMWebAgent loads that
 * file for the prompt, the tools, the statuses and codes (`definitions()`), and evaluates its
 * `rules` (this script) in the page, as the body of a function, for every rule the Node loop
 * applies: the wire requests and the parsing of replies, `decide`, the observation, the result
 * summaries, the retry-after header and the step lines. One copy of each rule, in TypeScript.
 * The script defines one local `var pagemarkAgent` (never a global when it runs as a function's body).
 */
import { push, slice } from '../builtins/pristine';
import type { ActionResult, AgentOutput, AgentStep, LlmConfig, ModelReply, Turn } from '../agent/types';
import type { Snapshot } from '../core/model/types';
import { withWarnings } from '../core/model/hiddenInstructions';
import { fencePageText } from '../core/render/fence';
import { systemPrompt } from '../agent/prompt';
import { jsonActionFormat, textPrompt } from '../agent/textPrompt';
import { toolDefinitions, FINISH_TOOLS } from '../agent/tools';
import { OPENAI_ENDPOINT, openaiRequest, parseOpenaiReply } from '../agent/openai';
import { ANTHROPIC_ENDPOINT, anthropicRequest, parseAnthropicReply } from '../agent/anthropic';
import { decide, thoughtOf } from '../agent/parseOutput';
import { buildObservation, estimateTokens, summarizeResult, type ObservationInput } from '../agent/observation';
import { formatOutcome, formatStep } from '../agent/format';
import { formatCall } from '../agent/runAgent';
import { backoffMs, LlmError, retryAfterMs } from '../agent/http';
import {
  AGENT_DEFAULTS,
  AGENT_ERROR_CODES,
  AGENT_STATUSES,
  DEFAULT_MODELS,
  NOT_RUN,
  correction,
  finishSummary,
  maxFailuresMessage,
} from '../agent/outcomes';

type Api = 'openai' | 'anthropic';

/** Everything of the agent that is data: what dist/pagemark.agent.json lists next to `rules`. */
export function definitions(): Record<string, unknown> {
  const tools = toolDefinitions();
  const probe: LlmConfig = { api: 'openai', model: '' };
  return {
    systemPrompt: systemPrompt(),
    jsonActionFormat: jsonActionFormat(),
    tools,
    // The tools as each wire format sends them (the `tools` field of a request).
    wireTools: {
      openai: openaiRequest('', [], tools, probe)['tools'],
      anthropic: anthropicRequest('', [], tools, probe)['tools'],
    },
    // The session's verbs (tabs, dialogs), offered when the loop drives a BrowserSession.
    sessionTools: slice(toolDefinitions(true), tools.length),
    finishTools: FINISH_TOOLS,
    endpoints: { openai: OPENAI_ENDPOINT, anthropic: ANTHROPIC_ENDPOINT },
    statuses: AGENT_STATUSES,
    errorCodes: AGENT_ERROR_CODES,
    defaults: AGENT_DEFAULTS,
    defaultModels: DEFAULT_MODELS,
    notRun: NOT_RUN,
  };
}

/** The request body of one model call; `session` adds the session's tools. */
export function request(
  api: Api,
  system: string,
  turns: Turn[],
  config: LlmConfig,
  session = false,
): Record<string, unknown> {
  const tools = toolDefinitions(session);
  return api === 'anthropic'
    ? anthropicRequest(system, turns, tools, config)
    : openaiRequest(system, turns, tools, config);
}

/** A model server's JSON answer: the reply, what to do with it and its thought, or BAD_RESPONSE. */
export function reply(api: Api, json: unknown): Record<string, unknown> {
  let r: ModelReply;
  try {
    r = api === 'anthropic' ? parseAnthropicReply(json) : parseOpenaiReply(json);
  } catch (e) {
    const err = e instanceof LlmError ? e : new LlmError('BAD_RESPONSE', String(e));
    return { ok: false, error: { code: err.code, message: err.message } };
  }
  return { ok: true, reply: r, decision: decide(r), thought: thoughtOf(r) };
}

/** A `complete(prompt)` client's text answer, read as every dialect is. */
export function textReply(text: string): Record<string, unknown> {
  const r: ModelReply = { text, calls: [], usage: { inputTokens: 0, outputTokens: 0 } };
  return { ok: true, reply: r, decision: decide(r), thought: thoughtOf(r) };
}

/** The header lookup of retryAfterMs over a plain object of lower-case header names. */
export function retryAfter(headers: Record<string, string>, now: number): number | null {
  return retryAfterMs((n) => (typeof headers[n] === 'string' ? headers[n]! : null), now);
}

export {
  textPrompt,
  backoffMs,
  correction,
  finishSummary,
  maxFailuresMessage,
  formatCall,
  estimateTokens,
  formatStep,
  formatOutcome,
};

/** The run's system prompt: the fence rule for its `nonce`, then the caller's instructions. */
export function system(extra: string | null, nonce: string): string {
  return systemPrompt(extra ?? undefined, nonce);
}

/**
 * The page's text as the Node loop shows it (runAgent.ts): fenced as data with the run's nonce, then
 * pagemark's warnings for its snapshot (withWarnings: the hidden-instructions patterns, one copy).
 */
export function fencedPage(snap: Snapshot, text: string, nonce: string): string {
  const ws = withWarnings(snap).warnings ?? [];
  const warned: string[] = [];
  for (let i = 0; i < ws.length; i++) push(warned, ws[i]!.message);
  return fencePageText(text, nonce, warned);
}

export function observation(o: ObservationInput): string {
  return buildObservation(o);
}

export function summarize(r: ActionResult): ReturnType<typeof summarizeResult> {
  return summarizeResult(r);
}

export type { AgentOutput, AgentStep };
