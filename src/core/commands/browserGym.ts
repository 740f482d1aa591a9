/**
 * BrowserGym action strings, `click('12')`, `scroll_at(50, 100, 0, 200)`: the full HighLevelActionSet
 * of browsergym/core/src/browsergym/core/action/functions.py (the subsets chat, infeas, bid, coord,
 * nav and tab of action/highlevel.py), each read with that file's signature and mapped onto the
 * pagemark verb that does what its Playwright call does. Coordinates are viewport CSS pixels, as
 * Playwright's page.mouse takes them (functions.py's map_coordinates only undoes a screenshot scale).
 */
import type { Verb } from '../model/commands';
import { isArray, objectKeys, toLower } from '../../builtins/pristine';
import { buildCommand, invalid, type Parsed } from './buildCommand';
import { parsePythonCall, type Val } from './pythonCall';
import { verbOf } from './verbNames';

function str(v: Val | undefined): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

function num(v: Val | undefined): number | undefined {
  return typeof v === 'number' ? v : undefined;
}

/** Positional argument `i`, or the keyword of the same name in functions.py's signature. */
type Arg = (i: number, kw: string) => Val | undefined;

function point(arg: Arg, i: number, kx: string, ky: string): { x: number; y: number } | undefined {
  const x = num(arg(i, kx));
  const y = num(arg(i + 1, ky));
  return x === undefined || y === undefined ? undefined : { x, y };
}

/** The verb and its parameters for one BrowserGym function; null: not a BrowserGym name. */
function mapCall(name: string, arg: Arg, kw: Record<string, Val>): [Verb, Record<string, unknown>] | string | null {
  const bid = str(arg(0, 'bid'));
  const mods = (p: Record<string, unknown>): Record<string, unknown> => {
    if (kw['button'] !== undefined) p['button'] = kw['button'];
    if (kw['modifiers'] !== undefined) p['modifiers'] = kw['modifiers'];
    return p;
  };
  switch (name) {
    // send_msg_to_user(text) / report_infeasible(reason): the env adds them to chat_messages with
    // role "assistant" / "infeasible" (BrowserGym's core/env.py), and an infeasible report ends the episode.
    case 'send_msg_to_user':
      return ['message', { text: str(arg(0, 'text')), messageKind: 'info' }];
    case 'report_infeasible':
      return ['message', { text: str(arg(0, 'reason')), messageKind: 'infeasible' }];
    // noop(wait_ms: float = 1000): page.wait_for_timeout(wait_ms).
    case 'noop':
      return ['noop', { ms: num(arg(0, 'wait_ms')) ?? 1000 }];
    // fill(bid, value): Playwright locator.fill, which replaces the value.
    case 'fill':
      return ['fill', { target: bid, text: str(arg(1, 'value')) }];
    case 'check':
    case 'uncheck':
    case 'hover':
    case 'focus':
    case 'clear':
      return [name, { target: bid }];
    // select_option(bid, options: str | list[str]): by value or label.
    case 'select_option': {
      const o = arg(1, 'options');
      return ['select', { target: bid, values: isArray(o) ? o : o === undefined ? undefined : [o] }];
    }
    // click / dblclick(bid, button="left", modifiers=[]).
    case 'click':
    case 'dblclick':
      return [name, mods({ target: bid, button: arg(1, 'button'), modifiers: arg(2, 'modifiers') })];
    // press(bid, key_comb): focus the element, then the keys.
    case 'press':
      return ['press', { target: bid, key: str(arg(1, 'key_comb')) }];
    // drag_and_drop(from_bid, to_bid): hover, mouse down, hover the drop target, mouse up.
    case 'drag_and_drop':
      return ['drag', { target: str(arg(0, 'from_bid')), to: str(arg(1, 'to_bid')) }];
    // scroll(delta_x, delta_y): page.mouse.wheel, pixels.
    case 'scroll': {
      const dx = num(arg(0, 'delta_x'));
      const dy = num(arg(1, 'delta_y'));
      if (dx === undefined || dy === undefined) return 'scroll needs two numbers: scroll(0, 200)';
      return ['scroll', { dx, dy }];
    }
    // scroll_at(x, y, dx, dy): page.mouse.move(x, y), then wheel(dx, dy): the box under the point scrolls.
    case 'scroll_at': {
      const at = point(arg, 0, 'x', 'y');
      const dx = num(arg(2, 'dx'));
      const dy = num(arg(3, 'dy'));
      if (!at || dx === undefined || dy === undefined)
        return 'scroll_at needs four numbers: scroll_at(50, 100, 0, 200)';
      return ['scroll', { at, dx, dy }];
    }
    // mouse_move(x, y): page.mouse.move; the pointer enters what is at the point.
    case 'mouse_move':
      return ['hover', { at: point(arg, 0, 'x', 'y') }];
    // mouse_down / mouse_up(x, y, button="left"): move, then press or release the button.
    case 'mouse_down':
    case 'mouse_up':
      return [
        name === 'mouse_down' ? 'mouseDown' : 'mouseUp',
        { at: point(arg, 0, 'x', 'y'), button: arg(2, 'button') },
      ];
    // mouse_click / mouse_dblclick(x, y, button="left"): page.mouse.click / dblclick at the point.
    case 'mouse_click':
    case 'mouse_dblclick':
      return [name === 'mouse_click' ? 'click' : 'dblclick', { at: point(arg, 0, 'x', 'y'), button: arg(2, 'button') }];
    // mouse_drag_and_drop(from_x, from_y, to_x, to_y): move, down, move, up.
    case 'mouse_drag_and_drop':
      return ['drag', { at: point(arg, 0, 'from_x', 'from_y'), toAt: point(arg, 2, 'to_x', 'to_y') }];
    // keyboard_press(key), keyboard_down(key), keyboard_up(key): page.keyboard, to what has focus.
    case 'keyboard_press':
      return ['press', { key: str(arg(0, 'key')) }];
    case 'keyboard_down':
      return ['keyDown', { key: str(arg(0, 'key')) }];
    case 'keyboard_up':
      return ['keyUp', { key: str(arg(0, 'key')) }];
    // keyboard_type(text): key events and input per character, to what has focus.
    case 'keyboard_type':
      return ['type', { text: str(arg(0, 'text')) }];
    // keyboard_insert_text(text): "Dispatches only input event, does not emit the keydown, keyup or keypress events".
    case 'keyboard_insert_text':
      return ['insertText', { text: str(arg(0, 'text')) }];
    case 'goto':
      return ['goto', { url: str(arg(0, 'url')) }];
    case 'go_back':
      return ['back', {}];
    case 'go_forward':
      return ['forward', {}];
    // new_tab(): context.new_page(), which becomes the active page.
    case 'new_tab':
      return ['newTab', {}];
    // tab_close(): closes the current tab; the most recent page becomes active.
    case 'tab_close':
      return ['closeTab', {}];
    // tab_focus(index): context.pages[index].bring_to_front().
    case 'tab_focus': {
      const i = num(arg(0, 'index'));
      if (i === undefined) return 'tab_focus needs the index of a tab: tab_focus(1)';
      return ['switchTab', { tab: i }];
    }
    // upload_file(bid, file: str | list[str]) / mouse_upload_file(x, y, file): click, then the chooser takes the files.
    case 'upload_file':
      return ['upload', { target: bid, files: arg(1, 'file') }];
    case 'mouse_upload_file':
      return ['upload', { at: point(arg, 0, 'x', 'y'), files: arg(2, 'file') }];
    default:
      return null;
  }
}

export function parseBrowserGym(src: string): Parsed {
  const call = parsePythonCall(src);
  if ('error' in call) return invalid(call.error);
  const { name, args, kwargs } = call;
  const arg: Arg = (i, k) => args[i] ?? kwargs[k];
  const lower = toLower(name);
  let m = mapCall(lower, arg, kwargs);
  if (m === null) {
    // Not a BrowserGym function: pagemark's own verbs written as calls (`reload()`) still parse.
    const verb = verbOf(lower);
    if (!verb) return invalid(`unknown BrowserGym action "${name}"`);
    const p: Record<string, unknown> = { ...kwargs };
    if (args[0] !== undefined) p['target'] = str(args[0]);
    m = [verb, p];
  }
  if (typeof m === 'string') return invalid(m);
  const p = m[1];
  // Options any call may carry as keywords (force=True, timeout=500).
  const opts = ['force', 'dryRun', 'timeout', 'snapshot', 'settleMs', 'settleTimeoutMs'];
  for (let i = 0; i < opts.length; i++) if (kwargs[opts[i]!] !== undefined) p[opts[i]!] = kwargs[opts[i]!];
  const ps: Record<string, unknown> = {};
  const keys = objectKeys(p);
  for (let i = 0; i < keys.length; i++)
    if (p[keys[i]!] !== undefined && p[keys[i]!] !== null) ps[keys[i]!] = p[keys[i]!];
  const r = buildCommand(m[0], ps, 'browsergym', lower);
  if (r.ok) r.command.source = name;
  return r;
}
