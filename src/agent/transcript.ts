/**
 * How the conversation stays short: every request carries the whole exchange of tool calls and
 * results (both wire formats need each call answered), but only the latest observation in full;
 * earlier ones shrink to one line, since the page they describe is gone. The task rides in the
 * first turn's head and is never dropped.
 */
import type { Turn } from './types';

function lastUserIndex(turns: Turn[]): number {
  for (let i = turns.length - 1; i >= 0; i--) if (turns[i]!.role === 'user') return i;
  return -1;
}

/** The text of user turn `i` as it is sent now. */
export function turnText(turns: Turn[], i: number): string {
  const t = turns[i]!;
  if (t.role !== 'user') return '';
  const body = i === lastUserIndex(turns) ? t.body : '(the page state of this step is omitted: see the latest one)';
  return t.head ? `${t.head}\n\n${body}` : body;
}
