/**
 * The model's answer turned into what the loop does next, parsed and never evaluated: a tool call
 * (name = verb, arguments = ActionCommand fields) goes through parseCommand like every other
 * dialect; a reply without a tool call is searched for plain JSON (`{"action": "click", "index": 3}`,
 * browser-use's `{"action": [{"click_element_by_index": {...}}]}`, anything parseCommand reads) or a
 * BrowserGym call (`click('12')`). Anything else is `invalid`, with a message for the corrective turn.
 */
import type { ActionCommand } from '../core/model/commands';
import type { ModelReply, ToolCall } from './types';
import { parseCommand } from '../core/commands/parseCommand';
import { toolArguments } from './tools';
import { hasOwn, isArray, jsonParse, objectKeys, reExec, strIndexOf, strSlice, strTrim } from '../builtins/pristine';

export type Decision =
  | { kind: 'act'; call: ToolCall; callId: string | null; command: ActionCommand }
  | { kind: 'done'; call: ToolCall; callId: string | null; answer: string; success: boolean }
  | { kind: 'infeasible'; call: ToolCall; callId: string | null; reason: string }
  | { kind: 'invalid'; call: ToolCall | null; callId: string | null; message: string };

/** Keys a model must not set through a tool call (they change how act() runs, not what it does). */
const INTERNAL = ['dryRun', 'snapshot', 'force', 'action', 'dialect', 'source'];

function fromCall(name: string, args: Record<string, unknown>, callId: string | null): Decision {
  const call: ToolCall = { name, arguments: args };
  // The design seed's JSON actions end with {"action": "done" | "fail", "reason": "..."}: its reason
  // is the answer, and fail is done without success (the seed's "Task failed: <reason>").
  if (name === 'done' || name === 'fail') {
    const answer = args['answer'] ?? args['text'] ?? args['reason'];
    if (typeof answer !== 'string')
      return { kind: 'invalid', call, callId, message: `${name} needs an "answer" string` };
    return { kind: 'done', call, callId, answer, success: name === 'done' && args['success'] !== false };
  }
  if (name === 'infeasible') {
    const reason = args['reason'] ?? args['answer'];
    if (typeof reason !== 'string')
      return { kind: 'invalid', call, callId, message: 'infeasible needs a "reason" string' };
    return { kind: 'infeasible', call, callId, reason };
  }
  if (!toolArguments(name)) return { kind: 'invalid', call, callId, message: `there is no tool "${name}"` };
  const obj: Record<string, unknown> = {};
  const keys = objectKeys(args);
  for (let i = 0; i < keys.length; i++) {
    let internal = false;
    for (let j = 0; j < INTERNAL.length; j++) if (keys[i] === INTERNAL[j]) internal = true;
    if (!internal) obj[keys[i]!] = args[keys[i]!];
  }
  obj['action'] = name;
  const p = parseCommand(obj);
  if (!p.ok) return { kind: 'invalid', call, callId, message: `${name}: ${p.error.message}` };
  return { kind: 'act', call, callId, command: p.command };
}

/** The JSON object in a text: a fenced block, or from the first '{' to the last '}'. */
function jsonIn(text: string): Record<string, unknown> | null {
  const fence = reExec(/```(?:json)?\s*([\s\S]*?)```/, text);
  const src = fence ? fence[1]! : text;
  const a = strIndexOf(src, '{');
  let b = src.length - 1;
  while (b > a && src[b] !== '}') b--;
  if (a < 0 || b <= a) return null;
  try {
    const v = jsonParse(strSlice(src, a, b + 1));
    return v && typeof v === 'object' && !isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The verbs of a JSON answer that end the run: the tools done and infeasible, and the seed's fail. */
function isFinish(name: string): boolean {
  return name === 'done' || name === 'infeasible' || name === 'fail';
}

function fromJson(o: Record<string, unknown>): Decision {
  let action = o['action'];
  // browser-use's AgentOutput: {"current_state": {...}, "action": [{"click_element_by_index": {...}}]}.
  if (isArray(action)) action = action[0];
  if (action && typeof action === 'object' && !isArray(action)) {
    const keys = objectKeys(action);
    if (keys.length === 1 && isFinish(keys[0]!)) {
      const v = (action as Record<string, unknown>)[keys[0]!];
      return fromCall(keys[0]!, v && typeof v === 'object' ? (v as Record<string, unknown>) : {}, null);
    }
    return commandDecision(action);
  }
  if (typeof action === 'string' && isFinish(action)) {
    const p = o['params'];
    return fromCall(action, p && typeof p === 'object' && !isArray(p) ? (p as Record<string, unknown>) : o, null);
  }
  const keys = objectKeys(o);
  if (keys.length === 1 && isFinish(keys[0]!)) {
    const v = o[keys[0]!];
    return fromCall(keys[0]!, v && typeof v === 'object' ? (v as Record<string, unknown>) : {}, null);
  }
  return commandDecision(o);
}

function commandDecision(input: unknown): Decision {
  const p = parseCommand(input);
  const call: ToolCall = {
    name: p.ok ? p.command.action : 'unknown',
    arguments: input && typeof input === 'object' ? (input as Record<string, unknown>) : { text: String(input) },
  };
  if (!p.ok) return { kind: 'invalid', call, callId: null, message: p.error.message };
  return { kind: 'act', call, callId: null, command: p.command };
}

/** What to do with a reply. Only its first tool call is used (one action a step). */
export function decide(reply: ModelReply): Decision {
  if (reply.calls.length) {
    const c = reply.calls[0]!;
    if (c.malformed)
      return {
        kind: 'invalid',
        call: { name: c.name, arguments: c.arguments },
        callId: c.id,
        message: `${c.name}: ${c.malformed}`,
      };
    return fromCall(c.name, c.arguments, c.id);
  }
  const text = strTrim(reply.text);
  if (text === '') return { kind: 'invalid', call: null, callId: null, message: 'the reply was empty' };
  const o = jsonIn(text);
  if (o) return fromJson(o);
  const line = reExec(/^\s*([A-Za-z_]+\([^\n]*\))\s*$/m, text);
  if (line) return commandDecision(line[1]!);
  return { kind: 'invalid', call: null, callId: null, message: 'the reply had no tool call' };
}

/** The thought next to the action: the reply's text, or a reasoning field of a plain-JSON reply. */
export function thoughtOf(reply: ModelReply): string {
  if (reply.calls.length) return strTrim(reply.text);
  const o = jsonIn(reply.text);
  if (!o) return '';
  const names = ['thought', 'thinking', 'reasoning', 'next_goal'];
  for (let i = 0; i < names.length; i++)
    if (hasOwn(o, names[i]!) && typeof o[names[i]!] === 'string') return o[names[i]!] as string;
  const cs = o['current_state'] as Record<string, unknown> | undefined;
  if (cs && typeof cs['next_goal'] === 'string') return cs['next_goal'];
  return '';
}
