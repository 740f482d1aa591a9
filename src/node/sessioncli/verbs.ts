/**
 * The session verbs: each one's usage, the tool of the shared tool layer it runs (by the tool's
 * name: the same tool, arguments and answer as over MCP) and how its command line becomes the
 * tool's arguments. Data and argument parsing only (node built-ins), so the entry can tell a session
 * verb from another command without loading anything.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

type Flags = Record<string, { type: 'string' | 'boolean' }>;
type Values = Record<string, string | boolean | undefined>;

export interface VerbCall {
  tool: string;
  args: Record<string, unknown>;
}

export interface Verb {
  usage: string;
  /** One line for the help and the skill file. */
  summary: string;
  /** The tool it runs; a verb the session itself answers (close) has none. */
  tool?: string;
  flags?: Flags;
  /** The tool's arguments, or a usage message. */
  build?(pos: string[], v: Values, cwd: string): VerbCall | string;
}

const one = (pos: string[]): string | null => (pos.length === 1 ? pos[0]! : null);
const need = (what: string) => `needs ${what}`;
const abs = (cwd: string, p: string): string => path.resolve(cwd, p);

/** Flags `open` reads when it starts a session (ignored by a session already open). */
export const LAUNCH_FLAGS: Flags = {
  headed: { type: 'boolean' },
  headless: { type: 'boolean' },
  browser: { type: 'string' },
  'executable-path': { type: 'string' },
  cdp: { type: 'string' },
  connect: { type: 'string' },
  profile: { type: 'string' },
  'allow-eval': { type: 'boolean' },
  'idle-timeout': { type: 'string' },
  'max-tokens': { type: 'string' },
  'output-dir': { type: 'string' },
  'viewport-size': { type: 'string' },
  'no-sandbox': { type: 'boolean' },
};

const target =
  (tool: string, extra: (pos: string[], v: Values) => Record<string, unknown> = () => ({})) =>
  (pos: string[], v: Values): VerbCall | string => {
    if (!pos.length) return need('a target: a ref from the snapshot (12) or a selector');
    return { tool, args: { target: pos[0], element: pos[0], ...extra(pos, v) } };
  };

/** fill and type: browser_type with a target and one text, `extra` (slowly) and --submit. */
const typeInto =
  (extra: Record<string, unknown>) =>
  (pos: string[], v: Values): VerbCall | string =>
    pos.length !== 2
      ? need('a target and one text (quote it)')
      : {
          tool: 'browser_type',
          args: { target: pos[0], element: pos[0], text: pos[1], ...extra, submit: v['submit'] === true },
        };

const checkbox =
  (value: 'true' | 'false') =>
  (pos: string[]): VerbCall | string => {
    const t = one(pos);
    if (t === null) return need('one target');
    return { tool: 'browser_fill_form', args: { fields: [{ target: t, name: t, type: 'checkbox', value }] } };
  };

export const VERBS: Record<string, Verb> = {
  open: {
    usage:
      'open [url] [--headed] [--profile DIR] [--cdp URL | --connect WS] [--browser B] [--allow-eval] [--idle-timeout S]',
    summary: 'start the session (a browser in the background) and show the page',
    tool: 'browser_navigate',
    flags: LAUNCH_FLAGS,
    build: (pos) =>
      pos.length > 1
        ? need('at most one URL')
        : pos[0]
          ? { tool: 'browser_navigate', args: { url: pos[0] } }
          : { tool: 'browser_snapshot', args: {} },
  },
  goto: {
    usage: 'goto <url>',
    summary: 'load a URL in the active tab; prints the page',
    tool: 'browser_navigate',
    build: (pos) => (pos.length === 1 ? { tool: 'browser_navigate', args: { url: pos[0] } } : need('one URL')),
  },
  snapshot: {
    usage: 'snapshot [--max-tokens N] [--find TEXT]',
    summary: 'the whole page under a token budget (or only the lines matching TEXT)',
    tool: 'browser_snapshot',
    flags: { 'max-tokens': { type: 'string' }, find: { type: 'string' } },
    build: (pos, v) => {
      if (pos.length) return 'takes no positional argument (use --find TEXT)';
      if (typeof v['find'] === 'string') return { tool: 'browser_find', args: { text: v['find'] } };
      if (v['max-tokens'] === undefined) return { tool: 'browser_snapshot', args: {} };
      const n = Number(v['max-tokens']);
      if (!Number.isInteger(n) || n < 0) return `--max-tokens takes a whole number (got "${String(v['max-tokens'])}")`;
      return { tool: 'browser_snapshot', args: { maxTokens: n } };
    },
  },
  find: {
    usage: 'find <text> [--regex]',
    summary: 'the element lines and page text matching TEXT (a regular expression with --regex)',
    tool: 'browser_find',
    flags: { regex: { type: 'boolean' } },
    build: (pos, v) =>
      pos.length !== 1
        ? need('one text (quote it)')
        : { tool: 'browser_find', args: v['regex'] ? { regex: pos[0] } : { text: pos[0] } },
  },
  click: {
    usage: 'click <target> [--button right|middle] [--modifiers Shift,Alt]',
    summary: 'click an element',
    tool: 'browser_click',
    flags: { button: { type: 'string' }, modifiers: { type: 'string' } },
    build: target('browser_click', (_p, v) => ({
      ...(v['button'] ? { button: v['button'] } : {}),
      ...(typeof v['modifiers'] === 'string' ? { modifiers: v['modifiers'].split(',') } : {}),
    })),
  },
  dblclick: {
    usage: 'dblclick <target>',
    summary: 'double-click an element',
    tool: 'browser_click',
    build: target('browser_click', () => ({ doubleClick: true })),
  },
  fill: {
    usage: 'fill <target> <text> [--submit]',
    summary: "set a field's value (--submit presses Enter after)",
    tool: 'browser_type',
    flags: { submit: { type: 'boolean' } },
    build: typeInto({}),
  },
  type: {
    usage: 'type <target> <text> [--submit]',
    summary: 'type into a field key by key (for pages that listen to keys)',
    tool: 'browser_type',
    flags: { submit: { type: 'boolean' } },
    build: typeInto({ slowly: true }),
  },
  select: {
    usage: 'select <target> <value>...',
    summary: 'choose options of a select by value or label',
    tool: 'browser_select_option',
    build: (pos) =>
      pos.length < 2
        ? need('a target and at least one value')
        : { tool: 'browser_select_option', args: { target: pos[0], element: pos[0], values: pos.slice(1) } },
  },
  check: {
    usage: 'check <target>',
    summary: 'check a checkbox or radio',
    tool: 'browser_fill_form',
    build: checkbox('true'),
  },
  uncheck: {
    usage: 'uncheck <target>',
    summary: 'uncheck a checkbox',
    tool: 'browser_fill_form',
    build: checkbox('false'),
  },
  press: {
    usage: 'press <key>',
    summary: 'press a key (Enter, ArrowDown, Control+a) in the focused element',
    tool: 'browser_press_key',
    build: (pos) => (pos.length === 1 ? { tool: 'browser_press_key', args: { key: pos[0] } } : need('one key')),
  },
  hover: {
    usage: 'hover <target>',
    summary: 'move the mouse over an element',
    tool: 'browser_hover',
    build: target('browser_hover'),
  },
  drag: {
    usage: 'drag <from> <to>',
    summary: 'drag one element onto another',
    tool: 'browser_drag',
    build: (pos) =>
      pos.length !== 2
        ? need('two targets')
        : {
            tool: 'browser_drag',
            args: { startTarget: pos[0], startElement: pos[0], endTarget: pos[1], endElement: pos[1] },
          },
  },
  upload: {
    usage: 'upload <file>...',
    summary: 'answer the open file chooser with files (click the file input first)',
    tool: 'browser_file_upload',
    build: (pos, _v, cwd) => ({ tool: 'browser_file_upload', args: { paths: pos.map((p) => abs(cwd, p)) } }),
  },
  dialog: {
    usage: 'dialog accept|dismiss [text]',
    summary: "answer the pending alert, confirm or prompt (text: the prompt's answer)",
    tool: 'browser_handle_dialog',
    build: (pos) => {
      const [how, text] = pos;
      if ((how !== 'accept' && how !== 'dismiss') || pos.length > 2)
        return need('accept or dismiss, then an optional text');
      return {
        tool: 'browser_handle_dialog',
        args: { accept: how === 'accept', ...(text !== undefined ? { promptText: text } : {}) },
      };
    },
  },
  tabs: {
    usage: 'tabs [list | new [url] | select <n> | close [n]]',
    summary: 'list, open, switch to or close tabs (n: the number tabs list shows)',
    tool: 'browser_tabs',
    build: (pos) => {
      const [action = 'list', arg] = pos;
      if (!['list', 'new', 'select', 'close'].includes(action) || pos.length > 2)
        return need('list, new [url], select <n> or close [n]');
      const args: Record<string, unknown> = { action };
      if (action === 'new' && arg !== undefined) args['url'] = arg;
      if ((action === 'select' || action === 'close') && arg !== undefined) {
        if (!/^\d+$/.test(arg)) return `tabs ${action} takes a tab number (got "${arg}")`;
        args['index'] = Number(arg);
      }
      if (action === 'select' && arg === undefined) return need('select <n>');
      return { tool: 'browser_tabs', args };
    },
  },
  back: {
    usage: 'back',
    summary: 'go back in history',
    tool: 'browser_navigate_back',
    build: () => ({ tool: 'browser_navigate_back', args: {} }),
  },
  forward: {
    usage: 'forward',
    summary: 'go forward in history',
    tool: 'browser_navigate_forward',
    build: () => ({ tool: 'browser_navigate_forward', args: {} }),
  },
  screenshot: {
    usage: 'screenshot [target] [--file F] [--full-page]',
    summary: 'save a PNG of the page or an element in the output folder (F: a name in it); prints its path',
    tool: 'browser_take_screenshot',
    flags: { file: { type: 'string' }, 'full-page': { type: 'boolean' } },
    build: (pos, v) => ({
      tool: 'browser_take_screenshot',
      args: {
        ...(pos[0] ? { target: pos[0], element: pos[0] } : {}),
        ...(typeof v['file'] === 'string' ? { filename: v['file'] } : {}),
        ...(v['full-page'] ? { fullPage: true } : {}),
      },
    }),
  },
  pdf: {
    usage: 'pdf [--file F]',
    summary: 'save the page as PDF in the output folder (Chromium); prints its path',
    tool: 'browser_pdf_save',
    flags: { file: { type: 'string' } },
    build: (_p, v) => ({
      tool: 'browser_pdf_save',
      args: typeof v['file'] === 'string' ? { filename: v['file'] } : {},
    }),
  },
  console: {
    usage: 'console [--level error|warning|info|debug]',
    summary: "the page's console messages",
    tool: 'browser_console_messages',
    flags: { level: { type: 'string' } },
    build: (_p, v) => ({ tool: 'browser_console_messages', args: v['level'] ? { level: v['level'] } : {} }),
  },
  network: {
    usage: 'network',
    summary: 'the requests the page made',
    tool: 'browser_network_requests',
    build: () => ({ tool: 'browser_network_requests', args: {} }),
  },
  eval: {
    usage: 'eval <function> [target]',
    summary:
      'run JavaScript in the page: "() => document.title" or "el => el.id" with a target (needs open --allow-eval)',
    tool: 'browser_evaluate',
    build: (pos) =>
      pos.length < 1 || pos.length > 2
        ? need('a function and an optional target')
        : {
            tool: 'browser_evaluate',
            args: { function: pos[0], ...(pos[1] ? { target: pos[1], element: pos[1] } : {}) },
          },
  },
  resize: {
    usage: 'resize <width> <height>',
    summary: 'set the viewport size',
    tool: 'browser_resize',
    build: (pos) =>
      pos.length === 2 && pos.every((p) => /^\d+$/.test(p))
        ? { tool: 'browser_resize', args: { width: Number(pos[0]), height: Number(pos[1]) } }
        : need('a width and a height in pixels'),
  },
  wait: {
    usage: 'wait [--text T] [--gone T] [--time S]',
    summary: 'wait for text to appear or go away, or some seconds',
    tool: 'browser_wait_for',
    flags: { text: { type: 'string' }, gone: { type: 'string' }, time: { type: 'string' } },
    build: (_p, v) => ({
      tool: 'browser_wait_for',
      args: {
        ...(typeof v['text'] === 'string' ? { text: v['text'] } : {}),
        ...(typeof v['gone'] === 'string' ? { textGone: v['gone'] } : {}),
        ...(typeof v['time'] === 'string' ? { time: Number(v['time']) } : {}),
      },
    }),
  },
  close: { usage: 'close', summary: 'close the browser and end the session' },
  sessions: { usage: 'sessions [close]', summary: "list this user's open sessions (close: close them all)" },
};

export const isVerb = (name: string | undefined): boolean => name !== undefined && Object.hasOwn(VERBS, name);

export type Parsed = { verb: string; call: VerbCall | null; launch: Values } | { error: string };

/** A command line (verb first) as the verb's tool call; `close` has no call. */
export function parseVerb(argv: string[], cwd: string): Parsed {
  const [name, ...rest] = argv;
  if (!isVerb(name)) return { error: `unknown command "${name ?? ''}" (pagemark --help agents lists the verbs)` };
  const verb = VERBS[name!]!;
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: verb.flags ?? {}, allowPositionals: true, strict: true });
  } catch (e) {
    return { error: `${name}: ${(e as Error).message}` };
  }
  if (!verb.build) {
    if (parsed.positionals.length) return { error: `${name} takes no argument` };
    return { verb: name!, call: null, launch: {} };
  }
  const call = verb.build(parsed.positionals, parsed.values as Values, cwd);
  if (typeof call === 'string') return { error: `${name} ${call}\nusage: pagemark ${verb.usage}` };
  return { verb: name!, call, launch: name === 'open' ? (parsed.values as Values) : {} };
}

/** The verb to name in answers for a tool ("take a browser_snapshot" reads "take a pagemark snapshot"). */
export function verbOfTool(tool: string): string | undefined {
  if (tool === 'browser_navigate') return 'goto';
  if (tool === 'browser_handle_dialog') return 'dialog accept|dismiss';
  for (const [name, v] of Object.entries(VERBS)) if (v.tool === tool) return name;
  return undefined;
}
