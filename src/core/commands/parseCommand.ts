/**
 * Every command dialect agents already speak, parsed (never evaluated) into one ActionCommand:
 *  - pagemark objects: `{action: 'click', target: 12}`;
 *  - the design seed: `{"action": "type", "index": 1, "text": "q"}`;
 *  - the extension seed: `{action: "input_text", params: {element_id, text}}`;
 *  - browser-use: `{"input": {"index": 3, "text": "x"}}`, `{"scroll": {"down": false, "pages": 0.5}}`, ...;
 *  - BrowserGym action strings: `click('12')`, `fill('a5', 'hello')`, `scroll_at(50, 100, 0, 200)`,
 *    `mouse_click(30, 40)`, `send_msg_to_user('...')` and the rest.
 * The two framework dialects each have a file of their own, named after the framework, that
 * translates their names and fields; buildCommand.ts then checks every verb's fields.
 */
import type { CommandInput } from '../model/commands';
import { isArray, objectKeys, toLower } from '../../builtins/pristine';
import { buildCommand, invalid, type Parsed } from './buildCommand';
import { parseBrowserGym } from './browserGym';
import { parseBrowserUse } from './browserUse';
import { verbOf } from './verbNames';

export type { Parsed } from './buildCommand';

export function parseCommand(input: CommandInput | unknown): Parsed {
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
      return buildCommand(verb, merged, 'extension', toLower(o['action']));
    }
    return buildCommand(verb, o, o['index'] !== undefined ? 'design' : 'pagemark', toLower(o['action']));
  }
  // browser-use: a single key naming the action, its value the parameters.
  const keys = objectKeys(o);
  if (keys.length === 1) return parseBrowserUse(keys[0]!, o[keys[0]!]);
  return invalid('no "action" field');
}
