/**
 * Semantic history of actions, for the observation shapes (BrowserGym last_action/last_action_error,
 * the harness's action_history): `clicked button "Login" [12]`.
 */
import type { UserMessage } from '../../core/model/actionResult';
import type { ChatMessage } from '../../core/shapes/shapes';
import { dateNow, push, slice, splice } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';

let entries: string[];
let lastAction: string;
let lastError: string;
let chat: ChatMessage[];
defineState(() => {
  entries = [];
  lastAction = lastError = '';
  chat = [];
});

/** A message the agent sent the user, as BrowserGym's chat keeps it (role assistant or infeasible). */
export function recordMessage(m: UserMessage): void {
  push(chat, {
    role: m.kind === 'infeasible' ? 'infeasible' : 'assistant',
    timestamp: dateNow() / 1000,
    message: m.text,
  });
  if (chat.length > 500) splice(chat, 0, chat.length - 500);
}
export function getChat(): ChatMessage[] {
  return slice(chat);
}

export function recordAction(source: string, summary: string, error: string): void {
  lastAction = source;
  lastError = error;
  push(entries, error ? `${summary} (failed: ${error})` : summary);
  if (entries.length > 500) splice(entries, 0, entries.length - 500);
}
export function getHistory(): string[] {
  return slice(entries);
}
export function getLastAction(): string {
  return lastAction;
}
export function getLastActionError(): string {
  return lastError;
}

/**
 * `pagemark.protocol.history`: live view of the action history (`actions`, `lastAction`, `lastActionError`),
 * the fields the observation shapes expose.
 */
export const history = {
  get actions(): string[] {
    return getHistory();
  },
  get lastAction(): string {
    return lastAction;
  },
  get lastActionError(): string {
    return lastError;
  },
};
