/** Steps and outcomes as the CLI and the panel print them (one copy for both). */
import type { AgentOutput, AgentStep } from './types';
import { formatCall } from './runAgent';
import { join, mathRound, numToString, push, strReplace, strSlice } from '../builtins/pristine';

function clip(s: string, n: number): string {
  const one = strReplace(s, /\s+/g, ' ');
  return one.length > n ? `${strSlice(one, 0, n)}…` : one;
}

/** step N  call(args) / thought / -> result, three lines. */
export function formatStep(s: AgentStep): string {
  const call = s.toolCall ? formatCall(s.toolCall.name, s.toolCall.arguments) : '(no tool call)';
  const lines = [`step ${s.step}  ${call}`];
  if (s.thought) push(lines, `        thought: ${clip(s.thought, 200)}`);
  push(lines, `        -> ${clip(s.result.summary, 300)}   [${s.observationTokens} observation tokens]`);
  return join(lines, '\n');
}

/** The status line and the totals. */
export function formatOutcome(o: AgentOutput): string {
  const answer = o.answer !== null ? `: ${o.answer}` : '';
  const error = o.error ? ` (${o.error.code}: ${o.error.message})` : '';
  const secs = numToString(mathRound(o.durationMs / 100) / 10);
  return `${o.status}${answer}${error}\n${o.steps.length} steps, ${o.usage.inputTokens} input + ${o.usage.outputTokens} output tokens, ${secs} s`;
}
