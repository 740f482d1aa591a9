/**
 * The short action syntax people type in the panel and the CLI's `--do`:
 *  - JSON: `{"action":"click","target":12}` (any dialect the action API parses);
 *  - a BrowserGym call string: `click('12')`, `fill('a5', 'hello')` (passed through as is);
 *  - short form: `click 12`, `type 3 hello world`, `fill 3 "two words"`, `select 7 Banana`, `press 3 Enter`,
 *    `scroll down`, `goto https://example.com`, `wait 500`.
 * Targets in the short form: digits are an index, anything else a bid. Returns a command object or
 * string for `act()`, or an error message.
 */
import type { CommandInput } from '../model/commands';
import { jsonParse, reExec, reTest, strReplace, strTrim } from '../../builtins/pristine';

export function parseShortAction(input: string): { ok: true; command: CommandInput } | { ok: false; message: string } {
  const t = strTrim(String(input));
  if (!t) return { ok: false, message: 'empty action: try "click 12" or "type 3 hello"' };
  if (t[0] === '{') {
    try {
      // Checked by act()'s parser like every command.
      return { ok: true, command: jsonParse(t) as CommandInput };
    } catch (e) {
      return { ok: false, message: `bad JSON: ${String((e as Error).message)}` };
    }
  }
  if (reTest(/^[a-z_]+\s*\(/i, t)) return { ok: true, command: t };
  const m = reExec(/^(\S+)(?:\s+(\S+))?(?:\s+([\s\S]*))?$/, t);
  if (!m) return { ok: false, message: 'expected "<verb> [target] [text]"' };
  const verb = m[1]!;
  const target = m[2];
  const rest = m[3];
  const cmd: Record<string, unknown> = { action: verb };
  if (verb === 'scroll') {
    if (target !== undefined) cmd['direction'] = target;
    if (rest !== undefined) cmd['amount'] = Number(rest);
    return { ok: true, command: cmd };
  }
  if (verb === 'goto') {
    cmd['url'] = target ?? '';
    return { ok: true, command: cmd };
  }
  if (verb === 'wait') {
    if (target !== undefined && reTest(/^\d+$/, target)) cmd['ms'] = Number(target);
    else if (target !== undefined) cmd['text'] = strTrim(strReplace(target + ' ' + (rest ?? ''), /^"|"$/g, ''));
    return { ok: true, command: cmd };
  }
  if (target !== undefined) cmd['target'] = reTest(/^\d+$/, target) ? Number(target) : target;
  if (rest !== undefined) {
    const text = strReplace(rest, /^"([\s\S]*)"$/, '$1');
    if (verb === 'select') cmd['values'] = [text];
    else if (verb === 'press') cmd['key'] = text;
    else cmd['text'] = text;
  }
  return { ok: true, command: cmd };
}
