/**
 * The model's tools, from ONE table: one tool per pagemark verb, named exactly as the verb, whose
 * arguments are the `ActionCommand` field names (src/core/model/commands.ts), plus `done` and
 * `infeasible`. The JSON Schemas both wire formats send are generated from this table, and a tool
 * call is turned back into a command by the same parser every other dialect goes through
 * (parseCommand), so the table is the only place a verb's arguments are written down.
 */
import type { ToolDefinition } from './types';
import { objectCreate, push } from '../builtins/pristine';

/** JSON Schemas of the ActionCommand fields the tools use. */
const FIELDS: Record<string, Record<string, unknown>> = {
  target: {
    type: ['integer', 'string'],
    description: 'The element: its number from the page list ([12] -> 12), or its bid ("a5" inside a frame).',
  },
  text: { type: 'string', description: 'The text to enter.' },
  key: { type: 'string', description: 'A key or combination: "Enter", "Tab", "Control+A", "Shift+Tab".' },
  values: {
    type: 'array',
    items: { type: 'string' },
    description: 'The options to select, by value or visible label.',
  },
  direction: { type: 'string', enum: ['up', 'down', 'left', 'right', 'top', 'bottom'] },
  amount: { type: 'integer', description: 'Pixels to scroll (default: one page).' },
  url: { type: 'string', description: 'An absolute URL.' },
  ms: { type: 'integer', description: 'Milliseconds to wait.' },
  untilText: { type: 'string', description: 'Wait until this text appears on the page.' },
  to: { type: ['integer', 'string'], description: 'The element to drop on (number or bid).' },
  files: {
    type: 'array',
    items: { type: 'string' },
    description: 'Paths of the files to upload (driver side), [] clears the input.',
  },
  answer: { type: 'string', description: 'The answer to the task, or what was done.' },
  success: { type: 'boolean', description: 'true if the task was completed, false if it could not be.' },
  reason: { type: 'string', description: 'Why the task cannot be done on this site.' },
  tab: { type: ['integer', 'string'], description: 'A tab: its id ("t2") or its number in the Tabs list.' },
  accept: { type: 'boolean', description: 'true to accept (OK), false to dismiss (Cancel).' },
};

/** verb, what it does, its arguments; a trailing '?' marks an optional one. */
const TABLE: [string, string, string[]][] = [
  ['click', 'Click an element.', ['target']],
  ['dblclick', 'Double-click an element.', ['target']],
  ['hover', 'Move the pointer over an element.', ['target']],
  ['fill', 'Replace the value of a text field with text.', ['target', 'text']],
  ['type', 'Type text into a field, key by key, after its current value.', ['target', 'text']],
  ['clear', 'Empty a text field.', ['target']],
  ['press', 'Press a key or combination, on an element or on the focused one.', ['key', 'target?']],
  ['select', 'Choose options of a select or listbox.', ['target', 'values']],
  ['check', 'Check a checkbox, radio button or switch.', ['target']],
  ['uncheck', 'Uncheck a checkbox or switch.', ['target']],
  ['scroll', 'Scroll the page (or a scrollable element).', ['direction', 'amount?', 'target?']],
  ['scrollIntoView', 'Scroll until an element is in view.', ['target']],
  ['drag', 'Drag an element onto another.', ['target', 'to']],
  ['upload', 'Set the files of a file input, or answer an open file chooser (no target).', ['target?', 'files']],
  ['goto', 'Open a URL.', ['url']],
  ['back', 'Go back in history.', []],
  ['forward', 'Go forward in history.', []],
  ['reload', 'Reload the page.', []],
  ['wait', 'Wait some milliseconds, or until a text appears.', ['ms?', 'untilText?']],
  [
    'selectText',
    'Select the text of an element, or only the part given as text (to copy or highlight).',
    ['target', 'text?'],
  ],
  ['extract', 'Read the text of an element (or of the whole page) to answer from it.', ['target?']],
  [
    'done',
    'Finish: the task is complete (success true) or cannot be completed (success false).',
    ['answer', 'success'],
  ],
  ['infeasible', 'Give up because the task is impossible here (missing feature, wrong site).', ['reason']],
];

/**
 * The session's verbs (tabs and dialogs), offered only by a loop whose session performs them (the
 * Python package's BrowserSession); a page alone answers them NEEDS_HOST.
 */
const SESSION_TABLE: [string, string, string[]][] = [
  ['newTab', 'Open a new tab (on a URL, or blank) and make it the active one.', ['url?']],
  ['switchTab', 'Make another tab the active one (actions act there).', ['tab']],
  ['closeTab', 'Close a tab (default: the active one).', ['tab?']],
  ['dialog', 'Answer the pending dialog: accept true or false; text answers a prompt.', ['accept', 'text?']],
];

function rowsOf(session: boolean): [string, string, string[]][] {
  const rows: [string, string, string[]][] = [];
  for (let i = 0; i < TABLE.length; i++) push(rows, TABLE[i]!);
  if (session) for (let i = 0; i < SESSION_TABLE.length; i++) push(rows, SESSION_TABLE[i]!);
  return rows;
}

/** Names of the tools that end the run instead of acting. */
export const FINISH_TOOLS = ['done', 'infeasible'];

/** The tool definitions (JSON Schema), in table order; with `session`, the session's verbs after them. */
export function toolDefinitions(session = false): ToolDefinition[] {
  const out: ToolDefinition[] = [];
  const rows = rowsOf(session);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const name = row[0];
    const description = row[1];
    const args = row[2];
    const properties = objectCreate(null) as Record<string, unknown>;
    const required: string[] = [];
    for (let j = 0; j < args.length; j++) {
      const optional = args[j]!.endsWith('?');
      const field = optional ? args[j]!.substring(0, args[j]!.length - 1) : args[j]!;
      properties[field] = FIELDS[field];
      if (!optional) push(required, field);
    }
    push(out, { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } });
  }
  return out;
}

/** The argument names a tool accepts, or null for an unknown tool. */
export function toolArguments(name: string): string[] | null {
  const rows = rowsOf(true);
  for (let i = 0; i < rows.length; i++) {
    if (rows[i]![0] !== name) continue;
    const out: string[] = [];
    const args = rows[i]![2];
    for (let j = 0; j < args.length; j++)
      push(out, args[j]!.endsWith('?') ? args[j]!.substring(0, args[j]!.length - 1) : args[j]!);
    return out;
  }
  return null;
}
