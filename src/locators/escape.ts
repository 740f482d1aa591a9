/**
 * Exact escaping for the three selector languages a locator is written in. Our own implementations:
 * the page may replace CSS.escape, and XPath has no escape mechanism at all.
 */
import { charCodeAt, push, join, reTest, strIndexOf, strSlice, strSplit } from '../platform/pristine';

/** CSSOM §2.1 "serialize an identifier" (https://drafts.csswg.org/cssom/#serialize-an-identifier). */
export function cssEscape(value: string): string {
  // Fast path: a plain identifier needs no escaping (the common case; this runs per element).
  if (reTest(/^[a-zA-Z_][a-zA-Z0-9_-]*$/, value)) return value;
  let out = '';
  const len = value.length;
  const first = len > 0 ? charCodeAt(value, 0) : 0;
  for (let i = 0; i < len; i++) {
    const c = charCodeAt(value, i);
    if (c === 0) {
      out += '\ufffd';
      continue;
    }
    if (
      (c >= 0x1 && c <= 0x1f) ||
      c === 0x7f ||
      (i === 0 && c >= 0x30 && c <= 0x39) ||
      (i === 1 && c >= 0x30 && c <= 0x39 && first === 0x2d)
    ) {
      out += '\\' + c.toString(16) + ' ';
      continue;
    }
    if (i === 0 && len === 1 && c === 0x2d) {
      out += '\\-';
      continue;
    }
    if (
      c >= 0x80 ||
      c === 0x2d ||
      c === 0x5f ||
      (c >= 0x30 && c <= 0x39) ||
      (c >= 0x41 && c <= 0x5a) ||
      (c >= 0x61 && c <= 0x7a)
    ) {
      out += value[i];
      continue;
    }
    out += '\\' + value[i];
  }
  return out;
}

/** A CSS string literal in double quotes (attribute selector values). */
export function cssString(value: string): string {
  if (!reTest(/["\\\u0000-\u001f\u007f]/, value)) return '"' + value + '"';
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const c = charCodeAt(value, i);
    if (c === 0) out += '\ufffd';
    else if ((c >= 0x1 && c <= 0x1f) || c === 0x7f) out += '\\' + c.toString(16) + ' ';
    else if (c === 0x22 || c === 0x5c) out += '\\' + value[i];
    else out += value[i];
  }
  return out + '"';
}

/** An XPath 1.0 string literal; with both quote kinds, a concat() of pieces. */
export function xpathString(value: string): string {
  if (strIndexOf(value, "'") < 0) return "'" + value + "'";
  if (strIndexOf(value, '"') < 0) return '"' + value + '"';
  const parts = strSplit(value, "'");
  const pieces: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) push(pieces, `"'"`);
    if (parts[i] !== '') push(pieces, "'" + parts[i] + "'");
  }
  return 'concat(' + join(pieces, ', ') + ')';
}

/** A JavaScript single-quoted string literal (for the Playwright forms users paste). */
export function jsString(value: string): string {
  if (!reTest(/['\\\u0000-\u001f\u007f\u2028\u2029]/, value)) return "'" + value + "'";
  let out = "'";
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    const c = charCodeAt(value, i);
    if (ch === "'" || ch === '\\') out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c === 0x2028 || c === 0x2029 || c === 0x7f)
      out += '\\u' + strSlice('000' + c.toString(16), -4);
    else out += ch;
  }
  return out + "'";
}
