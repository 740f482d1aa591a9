/**
 * Every command dialect agents already speak, parsed (never evaluated) into one ActionCommand:
 *  - pagemark objects: `{action: 'click', target: 12}`;
 *  - the design seed: `{"action": "type", "index": 1, "text": "q"}`;
 *  - browser-use: `{"click_element_by_index": {"index": 12}}`, `{"input_text": {"index": 3, "text": "x"}}`, ...;
 *  - the extension seed: `{action: "input_text", params: {element_id, text}}`;
 *  - BrowserGym action strings: `click('12')`, `fill('a5', 'hello')`, `select_option('12', ['blue'])`,
 *    `press('12', 'Control+a')`, `scroll(0, 200)`, `drag_and_drop('3', '4')`, `upload_file('7', '/tmp/a.pdf')`,
 *    `goto('...')`, `go_back()`, `noop()`.
 */
import type { ActionCommand, TargetRef, Verb } from '../model/commands';
import { pmError, type PagemarkError } from '../model/errors';
import { isArray, objectKeys, push, reTest, strSlice, strTrim, toLower, reExec } from '../../builtins/pristine';

export type Parsed = { ok: true; command: ActionCommand } | { ok: false; error: PagemarkError };

const VERBS: Record<string, Verb> = Object.assign(Object.create(null) as Record<string, Verb>, {
  click: 'click',
  dblclick: 'dblclick',
  double_click: 'dblclick',
  rightclick: 'rightclick',
  right_click: 'rightclick',
  contextmenu: 'rightclick',
  hover: 'hover',
  focus: 'focus',
  type: 'type',
  input_text: 'type',
  fill: 'fill',
  clear: 'clear',
  press: 'press',
  send_keys: 'press',
  keyboard_press: 'press',
  select: 'select',
  select_option: 'select',
  select_dropdown_option: 'select',
  check: 'check',
  uncheck: 'uncheck',
  scroll: 'scroll',
  scroll_page: 'scroll',
  scrollintoview: 'scrollIntoView',
  scroll_into_view: 'scrollIntoView',
  scroll_to_element: 'scrollIntoView',
  drag: 'drag',
  drag_and_drop: 'drag',
  goto: 'goto',
  go_to_url: 'goto',
  navigate: 'goto',
  open_url: 'goto',
  back: 'back',
  go_back: 'back',
  forward: 'forward',
  go_forward: 'forward',
  reload: 'reload',
  refresh: 'reload',
  wait: 'wait',
  extract: 'extract',
  extract_content: 'extract',
  getvalue: 'getValue',
  get_value: 'getValue',
  gettext: 'getText',
  get_text: 'getText',
  upload: 'upload',
  upload_file: 'upload',
  set_input_files: 'upload',
  noop: 'noop',
  click_element: 'click',
  click_element_by_index: 'click',
  scroll_down: 'scroll',
  scroll_up: 'scroll',
  // Session verbs (src/node/session/ performs them; the page alone answers NEEDS_HOST).
  newtab: 'newTab',
  switchtab: 'switchTab',
  closetab: 'closeTab',
  listtabs: 'listTabs',
  dialog: 'dialog',
  message: 'message',
});

const EXPECTED =
  "expected {action: 'click', target: 12}, a BrowserGym string like click('12') or fill('a5', 'text'), " +
  "browser-use {click_element_by_index: {index: 12}}, or {action: 'input_text', params: {element_id, text}}";

function invalid(message: string): Parsed {
  return { ok: false, error: pmError('INVALID_COMMAND', message, EXPECTED) };
}

function verbOf(name: unknown): Verb | null {
  if (typeof name !== 'string') return null;
  const v = VERBS[toLower(strTrim(name))];
  return v ?? null;
}

function targetOf(o: Record<string, unknown>): TargetRef | undefined {
  const keys = ['target', 'index', 'bid', 'element_id', 'elementId', 'id', 'from_bid', 'from'];
  for (let i = 0; i < keys.length; i++) {
    const v = o[keys[i]!];
    if (v === undefined || v === null) continue;
    if (typeof v === 'number') return v;
    if (typeof v === 'string') return reTest(/^\d+$/, v) && keys[i] === 'index' ? Number(v) : v;
    if (typeof v === 'object') return v as TargetRef;
  }
  return undefined;
}

/** Fill the verb-specific fields from a flat object of parameters. */
function fromParams(verb: Verb, p: Record<string, unknown>, dialect: string, originalName: string): Parsed {
  const cmd: ActionCommand = { action: verb, dialect };
  const t = targetOf(p);
  if (t !== undefined) cmd.target = t;
  const text = p['text'] ?? p['value'] ?? p['content'];
  if (typeof text === 'string' && (verb === 'type' || verb === 'fill')) cmd.text = text;
  if (verb === 'press') {
    const k = p['key'] ?? p['keys'] ?? p['key_comb'] ?? p['text'];
    if (typeof k !== 'string') return invalid('press needs a key, e.g. {action: "press", key: "Enter"}');
    cmd.key = k;
  }
  if (verb === 'select') {
    const v = p['values'] ?? p['options'] ?? p['option'] ?? p['value'] ?? p['text'] ?? p['label'];
    if (v === undefined) return invalid('select needs values, e.g. {action: "select", target: 7, values: ["Banana"]}');
    cmd.values = isArray(v) ? (v as (string | number)[]) : [v as string];
  }
  if (verb === 'scroll') {
    const d = p['direction'];
    if (typeof d === 'string') cmd.direction = toLower(d) as ActionCommand['direction'];
    if (originalName === 'scroll_down') cmd.direction = 'down';
    if (originalName === 'scroll_up') cmd.direction = 'up';
    const a = p['amount'] ?? p['pixels'];
    if (typeof a === 'number' || a === 'page') cmd.amount = a;
    if (typeof p['dx'] === 'number') cmd.dx = p['dx'];
    if (typeof p['dy'] === 'number') cmd.dy = p['dy'];
    if (!cmd.direction && cmd.dx === undefined && cmd.dy === undefined) cmd.direction = 'down';
  }
  if (verb === 'goto') {
    const u = p['url'] ?? p['href'];
    if (typeof u !== 'string') return invalid('goto needs a url');
    cmd.url = u;
  }
  // BrowserGym's noop(wait_ms=1000) waits too: its ms is kept like wait's.
  if (verb === 'noop' && typeof p['ms'] === 'number') cmd.ms = p['ms'];
  if (verb === 'wait') {
    if (typeof p['ms'] === 'number') cmd.ms = p['ms'];
    if (typeof p['seconds'] === 'number') cmd.ms = p['seconds'] * 1000;
    if (typeof p['text'] === 'string') cmd.untilText = p['text'];
    if (typeof p['untilText'] === 'string') cmd.untilText = p['untilText'];
    if (typeof p['selector'] === 'string') cmd.selector = p['selector'];
  }
  if (verb === 'upload') {
    const f = p['files'] ?? p['file'] ?? p['paths'] ?? p['path'];
    if (f === undefined) return invalid('upload needs files: {action: "upload", target: 4, files: ["/tmp/cv.pdf"]}');
    cmd.files = (isArray(f) ? f : [f]) as ActionCommand['files'];
  }
  if (verb === 'drag') {
    const to = p['to'] ?? p['to_bid'] ?? p['target_to'];
    if (to === undefined) return invalid('drag needs a drop target: {action: "drag", target: 3, to: 4}');
    cmd.to = to as TargetRef;
  }
  if (verb === 'newTab' || verb === 'goto') {
    if (typeof p['newTab'] === 'boolean') cmd.newTab = p['newTab'];
    if (verb === 'newTab' && typeof (p['url'] ?? p['href']) === 'string') cmd.url = (p['url'] ?? p['href']) as string;
  }
  if (verb === 'switchTab' || verb === 'closeTab') {
    const tab = p['tab'] ?? p['tabId'] ?? p['tab_id'] ?? p['page_id'];
    if (typeof tab === 'string' || typeof tab === 'number') cmd.tab = tab;
    else if (verb === 'switchTab') return invalid('switchTab needs a tab: {action: "switchTab", tab: "t2"}');
  }
  if (verb === 'dialog') {
    if (typeof p['accept'] !== 'boolean') return invalid('dialog needs accept: {action: "dialog", accept: true}');
    cmd.accept = p['accept'];
    const t = p['text'] ?? p['promptText'] ?? p['prompt_text'];
    if (typeof t === 'string') cmd.text = t;
  }
  if (verb === 'message') {
    const t = p['text'] ?? p['message'];
    if (typeof t !== 'string') return invalid('message needs text: {action: "message", text: "..."}');
    cmd.text = t;
    const k = p['messageKind'] ?? p['kind'];
    cmd.messageKind = k === 'done' || k === 'infeasible' ? k : 'info';
    if (typeof p['success'] === 'boolean') cmd.success = p['success'];
  }
  const copy = [
    'force',
    'dryRun',
    'timeout',
    'snapshot',
    'settleMs',
    'settleTimeoutMs',
    'button',
    'modifiers',
  ] as const;
  for (let i = 0; i < copy.length; i++) {
    const v = p[copy[i]!];
    if (v !== undefined) (cmd as unknown as Record<string, unknown>)[copy[i]!] = v;
  }
  const needsTarget: Record<string, true> = Object.assign(Object.create(null) as Record<string, true>, {
    click: true,
    dblclick: true,
    rightclick: true,
    hover: true,
    focus: true,
    type: true,
    fill: true,
    clear: true,
    select: true,
    check: true,
    uncheck: true,
    scrollIntoView: true,
    drag: true,
    getValue: true,
    upload: true,
  });
  if (needsTarget[verb] && cmd.target === undefined) return invalid(`${verb} needs a target (index, bid or elementId)`);
  if ((verb === 'type' || verb === 'fill') && cmd.text === undefined) return invalid(`${verb} needs text`);
  return { ok: true, command: cmd };
}

export function parseCommand(input: unknown): Parsed {
  if (typeof input === 'string') return parseBrowserGym(input);
  if (!input || typeof input !== 'object' || isArray(input)) return invalid('a command must be an object or a string');
  const o = input as Record<string, unknown>;
  if (typeof o['action'] === 'string') {
    const verb = verbOf(o['action']);
    if (!verb) return invalid(`unknown action "${o['action']}"`);
    const params = o['params'];
    if (params && typeof params === 'object' && !isArray(params)) {
      // Extension dialect: {action, params: {element_id, text}}; outer keys (timeout...) still apply.
      const merged: Record<string, unknown> = {};
      const pk = objectKeys(params);
      for (let i = 0; i < pk.length; i++) merged[pk[i]!] = (params as Record<string, unknown>)[pk[i]!];
      const ok = objectKeys(o);
      for (let i = 0; i < ok.length; i++) if (ok[i] !== 'params' && ok[i] !== 'action') merged[ok[i]!] = o[ok[i]!];
      return fromParams(verb, merged, 'extension', toLower(o['action'] as string));
    }
    return fromParams(verb, o, o['index'] !== undefined ? 'design' : 'pagemark', toLower(o['action'] as string));
  }
  // browser-use: a single key naming the action, its value the parameters.
  const keys = objectKeys(o);
  if (keys.length === 1) {
    const name = keys[0]!;
    const verb = verbOf(name);
    if (!verb) return invalid(`unknown action "${name}"`);
    const p = o[name];
    const params = p && typeof p === 'object' && !isArray(p) ? (p as Record<string, unknown>) : {};
    return fromParams(verb, params, 'browser-use', toLower(name));
  }
  return invalid('no "action" field');
}

// ---------------------------------------------------------------------------------------------
// BrowserGym action strings: name(arg, arg, key=value). A tokenizer for Python literals: strings
// (both quotes, backslash escapes), numbers, True/False/None, lists. Nothing is evaluated.

type Val = string | number | boolean | null | Val[];

function parseBrowserGym(src: string): Parsed {
  const s = strTrim(src);
  let i = 0;
  const ws = (): void => {
    while (i < s.length && (s[i] === ' ' || s[i] === '\t' || s[i] === '\n' || s[i] === '\r')) i++;
  };
  const fail = (msg: string): Parsed =>
    invalid(`cannot parse "${s.length > 80 ? strSlice(s, 0, 80) + '…' : s}": ${msg}`);
  const nameM = reExec(/^[A-Za-z_][A-Za-z0-9_]*/, s);
  if (!nameM) return fail('expected a function name');
  const name = nameM[0];
  i = name.length;
  ws();
  if (s[i] !== '(') return fail("expected '('");
  i++;
  const args: Val[] = [];
  const kwargs: Record<string, Val> = {};
  const value = (): Val | Error => {
    ws();
    const c = s[i];
    if (c === "'" || c === '"') {
      i++;
      let out = '';
      while (i < s.length && s[i] !== c) {
        if (s[i] === '\\' && i + 1 < s.length) {
          const e = s[i + 1]!;
          out += e === 'n' ? '\n' : e === 't' ? '\t' : e === 'r' ? '\r' : e;
          i += 2;
        } else out += s[i++];
      }
      if (s[i] !== c) return new Error('unterminated string');
      i++;
      return out;
    }
    if (c === '[') {
      i++;
      const list: Val[] = [];
      ws();
      if (s[i] === ']') {
        i++;
        return list;
      }
      for (;;) {
        const v = value();
        if (v instanceof Error) return v;
        push(list, v);
        ws();
        if (s[i] === ',') {
          i++;
          ws();
          if (s[i] === ']') {
            i++;
            return list;
          }
          continue;
        }
        if (s[i] === ']') {
          i++;
          return list;
        }
        return new Error("expected ',' or ']'");
      }
    }
    const num = reExec(/^-?\d+(\.\d+)?/, strSlice(s, i));
    if (num) {
      i += num[0].length;
      return Number(num[0]);
    }
    const word = reExec(/^(True|False|None)\b/, strSlice(s, i));
    if (word) {
      i += word[0].length;
      return word[0] === 'True' ? true : word[0] === 'False' ? false : null;
    }
    return new Error(`unexpected ${c === undefined ? 'end of input' : `'${c}'`}`);
  };
  ws();
  if (s[i] === ')') i++;
  else {
    for (;;) {
      ws();
      const kw = reExec(/^([A-Za-z_][A-Za-z0-9_]*)\s*=(?!=)/, strSlice(s, i));
      if (kw) i += kw[0].length;
      const v = value();
      if (v instanceof Error) return fail(v.message);
      if (kw) kwargs[kw[1]!] = v;
      else push(args, v);
      ws();
      if (s[i] === ',') {
        i++;
        continue;
      }
      if (s[i] === ')') {
        i++;
        break;
      }
      return fail("expected ',' or ')'");
    }
  }
  ws();
  if (i !== s.length) return fail('unexpected text after the call');
  return fromBrowserGym(name, args, kwargs);
}

function str(v: Val | undefined): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

function fromBrowserGym(name: string, args: Val[], kw: Record<string, Val>): Parsed {
  const verb = verbOf(name);
  if (!verb) return invalid(`unknown BrowserGym action "${name}"`);
  const p: Record<string, unknown> = {};
  const bid = str(args[0] ?? kw['bid']);
  switch (verb) {
    case 'scroll': {
      const dx = args[0] ?? kw['delta_x'];
      const dy = args[1] ?? kw['delta_y'];
      if (typeof dx !== 'number' || typeof dy !== 'number') return invalid('scroll needs two numbers: scroll(0, 200)');
      p['dx'] = dx;
      p['dy'] = dy;
      break;
    }
    case 'goto':
      p['url'] = str(args[0] ?? kw['url']);
      break;
    case 'back':
    case 'forward':
    case 'reload':
    case 'noop':
      if (verb === 'noop' && typeof (args[0] ?? kw['wait_ms']) === 'number') p['ms'] = args[0] ?? kw['wait_ms'];
      break;
    case 'drag':
      p['target'] = bid;
      p['to'] = str(args[1] ?? kw['to_bid']);
      break;
    case 'fill':
    case 'type':
      p['target'] = bid;
      p['text'] = str(args[1] ?? kw['value'] ?? kw['text']);
      break;
    case 'press':
      p['target'] = bid;
      p['key'] = str(args[1] ?? kw['key_comb']);
      break;
    case 'upload':
      p['target'] = bid;
      p['files'] = args[1] ?? kw['file'];
      break;
    case 'select': {
      p['target'] = bid;
      const opts = args[1] ?? kw['options'];
      p['values'] = isArray(opts) ? opts : opts === undefined ? undefined : [opts];
      break;
    }
    default:
      p['target'] = bid;
      if (kw['button'] !== undefined) p['button'] = kw['button'];
      if (kw['modifiers'] !== undefined) p['modifiers'] = kw['modifiers'];
  }
  if (p['target'] === undefined) delete p['target'];
  const r = fromParams(verb, p, 'browsergym', toLower(name));
  if (r.ok) r.command.source = name;
  return r;
}
