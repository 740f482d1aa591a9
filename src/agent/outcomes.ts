/**
 * What a run can end with and the words the loop says to the model, in one place: `runAgent` uses
 * them, and dist/pagemark.agent.json carries them to the Python package's loop (python/src/pagemark/
 * _agent.py), so both loops end runs with the same statuses and codes and correct a model alike.
 */
import type { AgentStatus } from './types';

/** Every status of an AgentOutput. */
export const AGENT_STATUSES: AgentStatus[] = ['success', 'failure', 'infeasible', 'max_steps', 'aborted', 'error'];

/**
 * The codes of AgentOutput.error and of a step's error that are the loop's own (an action's error
 * carries pagemark's ActionResult codes); HTTP_<status> stands for any other HTTP error of the model
 * server.
 */
export const AGENT_ERROR_CODES: Record<string, string> = {
  MAX_FAILURES: 'maxFailures failures (malformed answers or failed actions) came in a row',
  OBSERVE_FAILED: 'the page could not be read (closed, crashed, torn down by a navigation)',
  INVALID_TOOL_CALL: 'the answer was not one usable call of the tools (a step error, fed back to the model)',
  RATE_LIMITED: 'the model server answered 429 after every retry',
  'HTTP_<status>': 'the model server answered another HTTP error (4xx at once, 5xx after every retry)',
  TIMEOUT: 'the model server did not answer within the timeout, on every attempt',
  NETWORK: 'the model server could not be reached',
  BAD_RESPONSE: 'the model server answered with something that is not the API shape',
  ABORTED: 'the caller aborted the run',
  INTERNAL: 'the driver failed while acting (fed back to the model like an action error)',
};

/** The answer to every tool call of a reply after the first (one action a step). */
export const NOT_RUN = 'not run: one tool call per turn';

/** The corrective message after an answer that was not a usable call. */
export function correction(message: string): string {
  return `${message}. Answer with exactly one call of the tools you were given (for example click with {"target": 12}), or done when finished.`;
}

/** AgentOutput.error.message when consecutive failures end the run. */
export function maxFailuresMessage(failures: number, last: string): string {
  return `${failures} failures in a row; the last: ${last}`;
}

/** The step summary of a finishing call. */
export function finishSummary(kind: 'done' | 'infeasible', success: boolean): string {
  return kind === 'done' ? (success ? 'done' : 'done (not completed)') : 'infeasible';
}

/** The loop's and the wire clients' defaults (AgentOptions, LlmConfig). */
export const AGENT_DEFAULTS = {
  maxSteps: 20,
  maxFailures: 3,
  maxObservationTokens: 6000,
  temperature: 0,
  maxTokens: 1024,
  timeoutMs: 60_000,
  maxRetries: 3,
  /** Longest wait a retry-after may impose; a server asking for more ends the run instead. */
  maxRetryAfterMs: 60_000,
};

/** The model of each API when none is given (the CLIs' --model, PAGEMARK_MODEL). */
export const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5' } as const;
