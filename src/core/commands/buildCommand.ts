/**
 * One command from a verb and a flat object of parameters: the pagemark field names (ActionCommand)
 * and the aliases the object dialects use (`index`, `element_id`, `bid`, `seconds`, ...). Every
 * dialect file ends here, so each verb's fields are checked in one place: a command that leaves
 * this file has the fields its verb needs (src/core/model/commands.ts).
 */
import type { ActionCommand, Point, TargetRef, Verb } from '../model/commands';
import { pmError, type PagemarkError } from '../model/errors';
import { isArray, reTest, toLower, wordSet } from '../../builtins/pristine';

export type Parsed = { ok: true; command: ActionCommand } | { ok: false; error: PagemarkError };

const EXPECTED =
  "expected {action: 'click', target: 12}, a BrowserGym string like click('12') or fill('a5', 'text'), " +
  "browser-use {click_element_by_index: {index: 12}}, or {action: 'input_text', params: {element_id, text}}";

export function invalid(message: string): Parsed {
  return { ok: false, error: pmError('INVALID_COMMAND', message, EXPECTED) };
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

function pointOf(v: unknown): Point | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const p = v as Record<string, unknown>;
  return typeof p['x'] === 'number' && typeof p['y'] === 'number' ? { x: p['x'], y: p['y'] } : undefined;
}

/** Verbs that act on one element and cannot do without it. */
const NEEDS_TARGET: Record<string, true> = wordSet(
  'focus fill clear select options check uncheck scrollIntoView getValue selectText',
);
/** Verbs that act on an element or at a point of the viewport. */
const AIMED: Record<string, true> = wordSet('click dblclick rightclick hover drag upload');
/** Verbs whose target is optional (none: the focus, or the page). */
const MAY_TARGET: Record<string, true> = wordSet('type press scroll extract getText');

const OPTIONS = [
  'force',
  'dryRun',
  'guardInput',
  'timeout',
  'snapshot',
  'settleMs',
  'settleTimeoutMs',
  'settleOnWork',
] as const;

/** Fill the verb's fields from a flat object of parameters. */
export function buildCommand(verb: Verb, p: Record<string, unknown>, dialect: string, originalName: string): Parsed {
  const cmd: Record<string, unknown> = { action: verb, dialect };
  /** Copy the parameter `key` when it is of the given type (one copy of the rule for each optional field). */
  const take = (key: string, type: 'boolean' | 'number' | 'string'): void => {
    if (typeof p[key] === type) cmd[key] = p[key];
  };
  const t = targetOf(p);
  const at = pointOf(p['at']);
  if (t !== undefined && (NEEDS_TARGET[verb] || AIMED[verb] || MAY_TARGET[verb])) cmd['target'] = t;
  else if (at && (AIMED[verb] || verb === 'scroll' || verb === 'mouseDown' || verb === 'mouseUp')) cmd['at'] = at;
  const text = p['text'] ?? p['value'] ?? p['content'];
  switch (verb) {
    case 'type':
    case 'fill':
    case 'insertText':
      if (typeof text !== 'string') return invalid(`${verb} needs text`);
      cmd['text'] = text;
      break;
    case 'press':
    case 'keyDown':
    case 'keyUp': {
      const k = p['key'] ?? p['keys'] ?? p['key_comb'] ?? p['text'];
      if (typeof k !== 'string') return invalid(`${verb} needs a key, e.g. {action: "${verb}", key: "Enter"}`);
      cmd['key'] = k;
      break;
    }
    case 'select': {
      const v = p['values'] ?? p['options'] ?? p['option'] ?? p['value'] ?? p['text'] ?? p['label'];
      if (v === undefined)
        return invalid('select needs values, e.g. {action: "select", target: 7, values: ["Banana"]}');
      cmd['values'] = isArray(v) ? v : [v];
      break;
    }
    case 'scroll': {
      const d = p['direction'];
      if (typeof d === 'string') cmd['direction'] = toLower(d);
      if (originalName === 'scroll_down') cmd['direction'] = 'down';
      if (originalName === 'scroll_up') cmd['direction'] = 'up';
      const a = p['amount'] ?? p['pixels'];
      if (typeof a === 'number' || a === 'page') cmd['amount'] = a;
      take('pages', 'number');
      take('dx', 'number');
      take('dy', 'number');
      if (!cmd['direction'] && cmd['dx'] === undefined && cmd['dy'] === undefined) cmd['direction'] = 'down';
      break;
    }
    case 'goto':
    case 'newTab': {
      const u = p['url'] ?? p['href'];
      if (typeof u === 'string') cmd['url'] = u;
      else if (verb === 'goto') return invalid('goto needs a url');
      if (verb === 'goto') take('newTab', 'boolean');
      break;
    }
    // BrowserGym's noop(wait_ms=1000) waits too: its ms is kept like wait's.
    case 'noop':
      take('ms', 'number');
      break;
    case 'wait':
      take('ms', 'number');
      if (typeof p['seconds'] === 'number') cmd['ms'] = p['seconds'] * 1000;
      if (typeof p['text'] === 'string') cmd['untilText'] = p['text'];
      take('untilText', 'string');
      take('selector', 'string');
      break;
    case 'upload': {
      const f = p['files'] ?? p['file'] ?? p['paths'] ?? p['path'];
      if (f === undefined) return invalid('upload needs files: {action: "upload", target: 4, files: ["/tmp/cv.pdf"]}');
      cmd['files'] = isArray(f) ? f : [f];
      break;
    }
    case 'drag': {
      const toAt = pointOf(p['toAt']);
      if (cmd['at'] !== undefined) {
        if (!toAt) return invalid('drag from a point needs toAt: {action: "drag", at: {x, y}, toAt: {x, y}}');
        cmd['toAt'] = toAt;
        break;
      }
      const to = p['to'] ?? p['to_bid'] ?? p['target_to'];
      if (to === undefined) return invalid('drag needs a drop target: {action: "drag", target: 3, to: 4}');
      cmd['to'] = to;
      // Where on the target (Playwright's dragTo calls it targetPosition).
      const at = p['dropAt'] ?? p['targetPosition'];
      if (at === 'before' || at === 'after') cmd['dropAt'] = at;
      else if (at !== undefined) {
        const pt = pointOf(at);
        if (!pt) return invalid('dropAt is "before", "after" or {x, y}');
        cmd['dropAt'] = pt;
      }
      break;
    }
    case 'switchTab':
    case 'closeTab': {
      const tab = p['tab'] ?? p['tabId'] ?? p['tab_id'] ?? p['page_id'];
      if (typeof tab === 'string' || typeof tab === 'number') cmd['tab'] = tab;
      else if (verb === 'switchTab') return invalid('switchTab needs a tab: {action: "switchTab", tab: "t2"}');
      break;
    }
    case 'dialog': {
      if (typeof p['accept'] !== 'boolean') return invalid('dialog needs accept: {action: "dialog", accept: true}');
      cmd['accept'] = p['accept'];
      const pt = p['text'] ?? p['promptText'] ?? p['prompt_text'];
      if (typeof pt === 'string') cmd['text'] = pt;
      break;
    }
    case 'message': {
      const m = p['text'] ?? p['message'];
      if (typeof m !== 'string') return invalid('message needs text: {action: "message", text: "..."}');
      cmd['text'] = m;
      const k = p['messageKind'] ?? p['kind'];
      cmd['messageKind'] = k === 'done' || k === 'infeasible' ? k : 'info';
      take('success', 'boolean');
      break;
    }
    case 'selectText':
      if (typeof text === 'string' && text !== '') cmd['text'] = text;
      else if (text !== undefined && text !== null && text !== '') return invalid('selectText text is a string');
      break;
    case 'scrollToText':
      if (typeof text !== 'string' || text === '') return invalid('scrollToText needs text');
      cmd['text'] = text;
      break;
    case 'searchPage': {
      const pat = p['pattern'] ?? p['text'];
      if (typeof pat !== 'string' || pat === '') return invalid('searchPage needs a pattern');
      cmd['pattern'] = pat;
      take('regex', 'boolean');
      take('caseSensitive', 'boolean');
      take('contextChars', 'number');
      take('cssScope', 'string');
      take('maxResults', 'number');
      break;
    }
    case 'findElements': {
      if (typeof p['selector'] !== 'string' || p['selector'] === '') return invalid('findElements needs a selector');
      cmd['selector'] = p['selector'];
      if (isArray(p['attributes'])) cmd['attributes'] = p['attributes'];
      take('maxResults', 'number');
      take('includeText', 'boolean');
      break;
    }
    case 'writeFile':
    case 'readFile':
    case 'replaceFile':
    case 'screenshot':
    case 'pdf': {
      const f = p['file'] ?? p['fileName'] ?? p['file_name'];
      if (typeof f === 'string' && f !== '') cmd['file'] = f;
      else if (verb !== 'screenshot' && verb !== 'pdf') return invalid(`${verb} needs a file name: {file: "notes.md"}`);
      if (verb === 'writeFile') {
        if (typeof p['content'] !== 'string') return invalid('writeFile needs content');
        cmd['content'] = p['content'];
        take('append', 'boolean');
      }
      if (verb === 'replaceFile') {
        const o = p['oldText'] ?? p['old_str'];
        const n = p['newText'] ?? p['new_str'];
        if (typeof o !== 'string' || typeof n !== 'string') return invalid('replaceFile needs oldText and newText');
        cmd['oldText'] = o;
        cmd['newText'] = n;
      }
      if (verb === 'pdf') {
        const keys = ['printBackground', 'landscape', 'scale', 'paperFormat', 'displayHeaderFooter'] as const;
        for (let i = 0; i < keys.length; i++) if (p[keys[i]!] !== undefined) cmd[keys[i]!] = p[keys[i]!];
        const sc = cmd['scale'];
        // browser-use tools/views.py SaveAsPdfAction: scale ge=0.1, le=2.0.
        if (sc !== undefined && (typeof sc !== 'number' || !(sc >= 0.1 && sc <= 2)))
          return invalid('pdf scale is a number from 0.1 to 2.0');
        take('headerTemplate', 'string');
        take('footerTemplate', 'string');
      }
      break;
    }
    case 'evaluate':
      if (typeof p['code'] !== 'string' || p['code'] === '') return invalid('evaluate needs code');
      cmd['code'] = p['code'];
      break;
    default:
      break;
  }
  if (p['button'] !== undefined) cmd['button'] = p['button'];
  if (p['modifiers'] !== undefined) cmd['modifiers'] = p['modifiers'];
  for (let i = 0; i < OPTIONS.length; i++) {
    const v = p[OPTIONS[i]!];
    if (v !== undefined) cmd[OPTIONS[i]!] = v;
  }
  if (NEEDS_TARGET[verb] && cmd['target'] === undefined)
    return invalid(`${verb} needs a target (index, bid or elementId)`);
  if (AIMED[verb] && verb !== 'upload' && cmd['target'] === undefined && cmd['at'] === undefined)
    return invalid(`${verb} needs a target (index, bid or elementId) or a point (at: {x, y})`);
  if ((verb === 'mouseDown' || verb === 'mouseUp') && cmd['at'] === undefined)
    return invalid(`${verb} needs a point: {action: "${verb}", at: {x: 10, y: 20}}`);
  return { ok: true, command: cmd as unknown as ActionCommand };
}
