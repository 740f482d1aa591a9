/**
 * The CLI's `--do` syntax. Three forms:
 *  - JSON: `{"action":"click","target":12}` (any dialect the action API parses);
 *  - a BrowserGym call string: `click('12')`, `fill('a5', 'hello')` (passed through as is);
 *  - short form: `click 12`, `type 3 hello world`, `select 7 Banana`, `press 3 Enter`, `scroll down`.
 * Targets in the short form: a number is an index, anything else a bid.
 */
export function parseCliAction(s: string): unknown {
  const t = s.trim();
  if (!t) throw new Error('empty action');
  if (t.startsWith('{')) return JSON.parse(t);
  if (/^[a-z_]+\s*\(/i.test(t)) return t;
  const m = /^(\S+)(?:\s+(\S+))?(?:\s+([\s\S]*))?$/.exec(t);
  if (!m) throw new Error('expected "<verb> [target] [text]"');
  const [, verb, target, rest] = m;
  const cmd: Record<string, unknown> = { action: verb };
  if (verb === 'scroll' || verb === 'goto' || verb === 'wait') {
    if (target !== undefined)
      cmd[verb === 'goto' ? 'url' : verb === 'wait' ? 'ms' : 'direction'] = verb === 'wait' ? Number(target) : target;
    return cmd;
  }
  if (target !== undefined) cmd['target'] = /^\d+$/.test(target) ? Number(target) : target;
  if (rest !== undefined) {
    const text = rest.replace(/^"([\s\S]*)"$/, '$1');
    if (verb === 'select') cmd['values'] = [text];
    else if (verb === 'press') cmd['key'] = text;
    else cmd['text'] = text;
  }
  return cmd;
}
