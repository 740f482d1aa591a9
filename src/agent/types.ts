/**
 * The agent loop's public types: what `runAgent` takes (a task, a session with pagemark's
 * snapshot/render/act, a model endpoint) and what it returns (`AgentOutput`). Pure: no DOM, no Node.
 */
import type { Snapshot } from '../core/model/types';
import type { ActionCommand } from '../core/model/commands';
import type { ActionResult } from '../core/model/actionResult';

/** Anything with pagemark's snapshot/render/act: the in-page API, or `attach(page)` from the Node helpers. */
export interface AgentSession {
  snapshot(options?: Record<string, unknown>): Snapshot | Promise<Snapshot>;
  render(snapshot: Snapshot, format: 'text', options: { maxTokens?: number; markNew?: boolean }): string;
  act(command: ActionCommand): ActionResult | Promise<ActionResult>;
  /** pagemark's semantic action history (`getHistory`); optional. */
  getHistory?(): string[] | Promise<string[]>;
  /**
   * A browser session's header (src/core/render/renderSession.ts: tabs, a pending dialog, a file
   * chooser, downloads), shown above the page; `blocked`: a dialog blocks the active tab, so there
   * is no page to snapshot until it is answered. Optional (a single page has none).
   */
  header?(): Promise<{ text: string; blocked: boolean; url: string; title: string }>;
  /** With `vision`: the viewport as a PNG (base64) with Set-of-Marks drawn; driver side only. */
  screenshot?(): Promise<{ mediaType: 'image/png' | 'image/jpeg'; base64: string } | null>;
}

/** A `fetch` with the subset of the Fetch API the clients use (the global one, or a test's). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

export interface LlmConfig {
  /** 'openai': Chat Completions with tool calling (OpenAI, vLLM, Ollama, llama.cpp, LM Studio); 'anthropic': Messages. */
  api: 'openai' | 'anthropic';
  /** Default https://api.openai.com/v1 (the endpoint is `${baseURL}/chat/completions`) or https://api.anthropic.com (`${baseURL}/v1/messages`). */
  baseURL?: string;
  apiKey?: string;
  model: string;
  /** Default 0. */
  temperature?: number;
  /** Most output tokens per call. Default 1024. */
  maxTokens?: number;
  /** Per HTTP request, ms. Default 60000. */
  timeoutMs?: number;
  /** Extra headers (e.g. OpenAI-Organization). */
  headers?: Record<string, string>;
  /** Retries after HTTP 429/5xx, timeouts and network errors. Default 3. */
  maxRetries?: number;
  /** The fetch to call (default: the global fetch, captured at load). */
  fetch?: FetchLike;
}

export interface AgentOptions {
  task: string;
  session: AgentSession;
  llm: LlmConfig;
  /** Default 20. */
  maxSteps?: number;
  /** Consecutive failures (malformed output, failed actions) that end the run. Default 3. */
  maxFailures?: number;
  /** Attach a Set-of-Marks screenshot to each observation (needs `session.screenshot`). Default false. */
  vision?: boolean;
  /** Token budget of the page text in each observation (render's `maxTokens`). Default 6000. */
  maxObservationTokens?: number;
  /** Called after each step (live output). Errors it throws are ignored. */
  onStep?: (step: AgentStep) => void;
  signal?: AbortSignal;
  /** Extra instructions appended to the system prompt. */
  instructions?: string;
}

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

export interface AgentStep {
  /** 1-based. */
  step: number;
  url: string;
  /** Estimated tokens of the observation text the model got this step. */
  observationTokens: number;
  /** The model's text next to its tool call (its reasoning), '' when none. */
  thought: string;
  /** What the model asked for; null when its output had no usable call. */
  toolCall: ToolCall | null;
  /** What happened: the action's outcome, a parse error, or the end of the run. */
  result: StepResult;
}

export interface StepResult {
  ok: boolean;
  /** One line for people and for the model. */
  summary: string;
  error?: { code: string; message: string; hint?: string };
  /** extract/getText/getValue output. */
  value?: string;
}

export type AgentStatus = 'success' | 'failure' | 'infeasible' | 'max_steps' | 'aborted' | 'error';

export interface AgentOutput {
  status: AgentStatus;
  /** done's answer, infeasible's reason, or null. */
  answer: string | null;
  steps: AgentStep[];
  usage: { inputTokens: number; outputTokens: number };
  durationMs: number;
  /** Why a run ended with 'error' or 'failure' without done (MAX_FAILURES, HTTP_401, TIMEOUT, CSP_BLOCKED, ...). */
  error?: { code: string; message: string };
}

/** A provider-neutral conversation turn; the wire clients turn these into their own messages. */
export type Turn =
  | {
      role: 'user';
      /** Answers to the previous assistant turn's tool calls, in order. */
      results: { callId: string; content: string; isError: boolean }[];
      /** Kept in full in every request (the task). */
      head: string;
      /** The observation; only the latest is sent in full. */
      body: string;
      image?: { mediaType: string; base64: string } | null;
    }
  | { role: 'assistant'; text: string; calls: { id: string; name: string; arguments: Record<string, unknown> }[] };

/** One model reply, provider-neutral. */
export interface ModelReply {
  text: string;
  calls: { id: string; name: string; arguments: Record<string, unknown>; malformed?: string }[];
  usage: { inputTokens: number; outputTokens: number };
}

/** A JSON Schema tool definition, provider-neutral. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: { type: 'object'; properties: Record<string, unknown>; required: string[]; additionalProperties: false };
}

export type { ActionCommand, ActionResult };
