/**
 * A tokenizer for one Python call, `name(arg, arg, key=value)`, as BrowserGym action strings are
 * written: strings (both quotes, backslash escapes), numbers, True/False/None, lists. Nothing is
 * evaluated.
 */
import { push, reExec, strSlice, strTrim } from '../../builtins/pristine';

export type Val = string | number | boolean | null | Val[];

export interface PythonCall {
  name: string;
  args: Val[];
  kwargs: Record<string, Val>;
}

export function parsePythonCall(src: string): PythonCall | { error: string } {
  const s = strTrim(src);
  let i = 0;
  const ws = (): void => {
    while (i < s.length && (s[i] === ' ' || s[i] === '\t' || s[i] === '\n' || s[i] === '\r')) i++;
  };
  const fail = (msg: string): { error: string } => ({
    error: `cannot parse "${s.length > 80 ? strSlice(s, 0, 80) + '…' : s}": ${msg}`,
  });
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
  return { name, args, kwargs };
}
