/**
 * The prompt for a model without tool calling: the design seed's `complete(prompt)` clients, which
 * take one text and answer one text. It is the system prompt, the answer format (the seed's JSON
 * action, `{"action": ..., "index": ..., "text": ..., "reason": ...}`, with every verb of the tool
 * table and the fields it takes) and the latest observation. Earlier steps are not repeated: the
 * observation carries the last action, its result and the action history. The answer goes through
 * `decide`, which reads the seed's format as every other dialect.
 */
import type { Turn } from './types';
import { toolDefinitions } from './tools';
import { turnText } from './transcript';
import { indexOf, join, objectKeys, push } from '../builtins/pristine';

/** The seed's JSON answer format and the verbs, as the prompt tells them. */
export function jsonActionFormat(session = false): string {
  const lines = [
    'You cannot call tools here: answer with ONE JSON object and nothing else, in this format:',
    '{"action": "<verb>", "index": <element number>, "text": "<text to enter>", "reason": "<one short sentence>"}',
    'Leave out the fields a verb does not take. The verbs and their fields ("index" is the [N] of an element):',
  ];
  const defs = toolDefinitions(session);
  for (let i = 0; i < defs.length; i++) {
    const d = defs[i]!;
    const keys = objectKeys(d.parameters.properties);
    let fields = '';
    for (let j = 0; j < keys.length; j++) {
      const k = keys[j] === 'target' ? 'index' : keys[j]!;
      const optional = indexOf(d.parameters.required, keys[j]!) < 0;
      fields += `${fields ? ', ' : ''}${k}${optional ? '?' : ''}`;
    }
    push(lines, `- ${d.name}${fields ? ` (${fields})` : ''}: ${d.description}`);
  }
  push(lines, '- fail (reason): Finish: the task cannot be completed; reason says why.');
  return join(lines, '\n');
}

/** The whole prompt of a step for a `complete(prompt)` client. */
export function textPrompt(system: string, turns: Turn[], session = false): string {
  let first = '';
  let last = -1;
  for (let i = 0; i < turns.length; i++) {
    const t = turns[i]!;
    if (t.role !== 'user') continue;
    if (last < 0) first = t.head;
    last = i;
  }
  const parts = [system, '', jsonActionFormat(session), ''];
  const latest = last >= 0 ? turnText(turns, last) : '';
  // The task rides in the first turn's head; a later turn has none of its own.
  if (first && last >= 0 && turns[last]!.role === 'user' && !(turns[last] as { head: string }).head)
    push(parts, first, '');
  push(parts, latest);
  return join(parts, '\n');
}
