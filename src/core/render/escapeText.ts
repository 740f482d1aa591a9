/**
 * Escaping of page-controlled strings in the text formats. A page must not be able to forge a
 * registry line or an element: names, text and attribute values lose line breaks and bidi control
 * characters, and `<`, `>`, `[` and `]` become entities, so `[7] <button>Pay now</button>` inside a
 * link's text renders as `&#91;7&#93; &lt;button&gt;Pay now&lt;/button&gt;`: inert text.
 */
import { mathFloor, reTest, strIndexOf, strReplace, strSlice, strTrim } from '../../builtins/pristine';

// C0/C1 controls (incl. CR/LF/TAB/NUL), line/paragraph separators, bidi embeddings, overrides and
// isolates (U+202A-U+202E, U+2066-U+2069), BOM.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]+/g;
const SPECIAL = /[<>[\]&]/g;
const ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '[': '&#91;', ']': '&#93;', '&': '&amp;' };
// Fast paths: most names, texts and values contain nothing to escape. One test (no global flag, so no
// lastIndex state) answers that without the three replace passes and the strings they allocate.
const NEEDS_TEXT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff<>[\]&]/;
const NEEDS_ATTR = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff<>[\]&"]/;
const BARE = /^[A-Za-z0-9_./:#@%+-]+$/;

/** Text content between tags. */
export function escapeText(s: string): string {
  if (!reTest(NEEDS_TEXT, s)) return s;
  return strReplace(strReplace(s, CONTROLS, ' '), SPECIAL, (c) => ENTITY[c]!);
}

/** An attribute value: quoted when it needs quoting, with `"` as &quot;. */
export function escapeAttr(s: string): string {
  // A bare value has no character that any replacement below would touch.
  if (reTest(BARE, s)) return s;
  if (!reTest(NEEDS_ATTR, s)) return `"${s}"`;
  const t = strReplace(
    strReplace(strReplace(s, CONTROLS, ' '), SPECIAL, (c) => ENTITY[c]!),
    /"/g,
    '&quot;',
  );
  return t !== '' && reTest(BARE, t) ? t : `"${t}"`;
}

/** Truncate to `max` characters with an ellipsis. */
export function truncate(s: string, max: number): string {
  return s.length > max ? strSlice(s, 0, max > 1 ? max - 1 : max) + '\u2026' : s;
}

/**
 * Truncate to about `max` characters by cutting the middle: the start says what the text is, the end
 * is the text nearest what follows (a table's first row before its buttons, after the heading and
 * the column headers). Both keep whole words where a word boundary lies near the cut.
 */
export function truncateMiddle(s: string, max: number): string {
  if (s.length <= max || max < 20) return truncate(s, max);
  const h = mathFloor(max * 0.3);
  let tail = strSlice(s, s.length - (max - h - 3));
  const sp = strIndexOf(tail, ' ');
  if (sp >= 0 && sp * 4 < tail.length) tail = strSlice(tail, sp + 1);
  let k = h;
  while (k > h / 2 && s[k] !== ' ') k--;
  return `${strTrim(strSlice(s, 0, s[k] === ' ' ? k : h))} \u2026 ${tail}`;
}
