/**
 * Escaping of page-controlled strings in the text formats. A page must not be able to forge a
 * registry line or an element: names, text and attribute values lose line breaks and bidi control
 * characters, and `<`, `>`, `[` and `]` become entities, so `[7] <button>Pay now</button>` inside a
 * link's text renders as `&#91;7&#93; &lt;button&gt;Pay now&lt;/button&gt;`: inert text.
 */
import {
  join,
  mathFloor,
  push,
  reTest,
  strIndexOf,
  strReplace,
  strSlice,
  strSplit,
  strTrim,
} from '../../builtins/pristine';

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

/** Where a run of page text crosses the edge of a box that sets its text apart (renderText.ts). */
export const LINE_EDGE = '\n';
const EDGES = / *\n */g;

/**
 * A run of page text (its layout lines joined by LINE_EDGE) cut to about `max` characters, the lines
 * joined by a space. A run of short lines (a log, a feed, a list of results) keeps whole lines: those
 * at its end (a log appends at the bottom) up to the tail's share of truncateMiddle, then those at its
 * start in the room the end left, so each line's fact is shown whole or not at all. Where whole lines
 * would leave most of the room empty (prose: a paragraph longer than the share), the cut falls
 * between words as truncateMiddle's does.
 */
export function truncateRun(s: string, max: number): string {
  if (strIndexOf(s, LINE_EDGE) < 0) return truncateMiddle(s, max);
  const flat = strReplace(s, EDGES, ' ');
  if (flat.length <= max || max < 20) return truncateMiddle(flat, max);
  const lines = strSplit(s, LINE_EDGE);
  const room = max - 3;
  let tail = '';
  let t = lines.length;
  for (; t > 0; t--) {
    const line = strTrim(lines[t - 1]!);
    if (line === '') continue;
    const next = tail === '' ? line : `${line} ${tail}`;
    if (next.length > room - mathFloor(max * 0.3)) break;
    tail = next;
  }
  const head: string[] = [];
  let used = tail.length;
  for (let k = 0; k < t; k++) {
    const line = strTrim(lines[k]!);
    if (line === '') continue;
    if (used + line.length + 1 > room) break;
    used += line.length + 1;
    push(head, line);
  }
  if (tail === '' || head.length === 0 || used < max * 0.7) return truncateMiddle(flat, max);
  return `${join(head, ' ')} \u2026 ${tail}`;
}
