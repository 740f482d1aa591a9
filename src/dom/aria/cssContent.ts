/**
 * CSS generated content in names (accname 1.2 step 2F.ii: "::before and ::after ... CSS textual
 * content"). The computed `content` of a pseudo-element is a list of strings, attr() and other
 * functions, optionally followed by "/" and the alternative text (CSS Generated Content 3 §1.1):
 * when alternative text is given it replaces the content for accessibility. Engines serialise the
 * value differently (Firefox leaves attr(x) unresolved), so the value is tokenised here and attr()
 * read from the element.
 */
import { fromCharCode, numberParseInt, reExec, strReplace } from '../../builtins/pristine';
import { computedStyle, cssProp, getAttribute } from '../platform/dom';
import type { NameCache } from './nameCache';

// The pieces of a computed `content` value that give text, in order: a string (double or single
// quoted), attr(name ...), the "/" that starts the alternative text; url() is matched to be skipped
// (its slashes are no separator). Anything else (counter(), open-quote, ...) gives nothing.
const TOKEN = /"((?:[^"\\]|\\[\s\S])*)"|'((?:[^'\\]|\\[\s\S])*)'|attr\(\s*([^\s),]+)[^)]*\)|url\([^)]*\)|(\/)/g;
// CSS Syntax §4.3.7: a backslash and up to six hex digits (one white space after them is eaten), an
// escaped newline (nothing), or any other character as itself.
const ESCAPE = /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([\s\S]))/g;

function unescapeCss(s: string): string {
  return strReplace(s, ESCAPE, (_m, hex, ch) => {
    if (!hex) return ch === '\n' ? '' : ch!;
    let code = numberParseInt(hex, 16);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
    if (code <= 0xffff) return fromCharCode(code);
    code -= 0x10000;
    return fromCharCode(0xd800 + (code >> 10), 0xdc00 + (code & 0x3ff));
  });
}

/** The text a computed `content` value gives for `el`'s pseudo-element: alternative text if any. */
export function contentText(value: string, el: Element): string {
  let main = '';
  let alt = '';
  let inAlt = false;
  TOKEN.lastIndex = 0;
  for (let m = reExec(TOKEN, value); m; m = reExec(TOKEN, value)) {
    if (m[4]) {
      inAlt = true;
      continue;
    }
    const t =
      m[3] !== undefined
        ? (getAttribute(el, m[3]) ?? '')
        : m[1] !== undefined || m[2] !== undefined
          ? unescapeCss(m[1] ?? m[2]!)
          : '';
    if (inAlt) alt += t;
    else main += t;
  }
  return inAlt ? alt : main;
}

/**
 * Text of `el`'s ::before or ::after for its name, '' when there is none or it is not rendered
 * (display:none or visibility:hidden on the pseudo-element: no engine names it). Content of a
 * pseudo-element that is not inline is set apart by spaces, as a block child is (2F.iii).
 */
export function pseudoText(el: Element, which: '::before' | '::after', cache: NameCache): string {
  if (cache.mayHavePseudo && !cache.mayHavePseudo(el)) return '';
  try {
    const st = computedStyle(el, which);
    const c = cssProp(st, 'content');
    if (!c || c === 'none' || c === 'normal') return '';
    const d = cssProp(st, 'display');
    if (d === 'none' || cssProp(st, 'visibility') === 'hidden') return '';
    const t = contentText(c, el);
    if (!t) return '';
    return d && d !== 'inline' ? ' ' + t + ' ' : t;
  } catch {
    return '';
  }
}
