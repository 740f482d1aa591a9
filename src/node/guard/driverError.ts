/**
 * A driver failure (a Playwright or Puppeteer exception) as a typed error: a machine-readable code
 * and a short human message, never the driver's raw text. Playwright's messages carry terminal
 * colour codes (ANSI escapes), a "Call log:" of the whole attempt, and often the caller's own input
 * (a 50,000-character `type` repeated in its timeout message); an answer carries none of that.
 *
 * API
 * - `stripAnsi(s)`: `s` without ANSI escape sequences (ECMA-48 CSI and OSC).
 * - `clip(s, max = 200)`: at most `max` characters, an ellipsis marking a cut.
 * - `driverError(e, hint?)`: `{ code, message, hint? }` (core's PagemarkError): the code from the
 *   failure's kind (TIMEOUT, NOT_APPLIED, INVALID_COMMAND, NO_SUCH_TAB, NAVIGATION_FAILED,
 *   NOT_VISIBLE, DISABLED, NOT_EDITABLE, OBSCURED, STALE_ELEMENT; INTERNAL when unknown) and its
 *   first line, without the driver's method prefix, ANSI-free, at most 200 characters.
 * - `driverMessage(e)`: that message alone, for a path that words its own error around it (a
 *   navigation, a print, a download, the session CLI): every path that shows a caller a driver's
 *   failure shows it through one of these two.
 */
import type { ErrorCode, PagemarkError } from '../../core/model/errors';

// CSI (ESC [ ... final byte), OSC (ESC ] ... BEL or ESC \), and lone two-byte escapes.
const ANSI =
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]|\u009b[0-?]*[ -/]*[@-~]/g;

export const stripAnsi = (s: string): string => s.replace(ANSI, '');

export const clip = (s: string, max = 200): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Kinds of failure by the words Playwright and Puppeteer use for them, first match wins. */
const KINDS: [RegExp, ErrorCode, string?][] = [
  [/\bTimeout \d+ ?ms exceeded|\btimed? ?out\b|TimeoutError/i, 'TIMEOUT', 'the page did not answer in time'],
  [/not a <select>|not a select element|is not a (?:select|<select>)/i, 'NOT_APPLIED', 'the element is not a select'],
  // Playwright's check()/uncheck() on a box whose click the page undid, and on a radio button.
  [/did not change its state|Cannot uncheck radio/i, 'NOT_APPLIED'],
  [/Unknown key|unknown keyboard|not a valid key/i, 'INVALID_COMMAND', 'see the key names of KeyboardEvent.key'],
  [
    /expected (?:integer|number|non-?negative|positive)|must be (?:a |an )?(?:positive|non-?negative|number|integer|greater)|out of range|Invalid (?:argument|value|viewport|parameter)|viewportSize|expected .*>=/i,
    'INVALID_COMMAND',
  ],
  [
    /Target (?:page, context or browser )?(?:has been )?closed|has been closed|Session closed|page has been closed/i,
    'NO_SUCH_TAB',
  ],
  [/net::ERR_|NS_ERROR_|Navigation failed|navigating to/i, 'NAVIGATION_FAILED'],
  [/not attached|detached|Node is detached|Element is not attached/i, 'STALE_ELEMENT'],
  [/intercepts pointer events/i, 'OBSCURED'],
  [/not visible|element is hidden/i, 'NOT_VISIBLE'],
  [/not enabled|element is disabled/i, 'DISABLED'],
  [/not editable|not an <input>|cannot type/i, 'NOT_EDITABLE'],
  [/Unsupported|not supported/i, 'NOT_SUPPORTED'],
];

/** The first meaningful line of a driver message, without `locator.fill: ` style prefixes or `Error: `. */
function firstLine(raw: string): string {
  const plain = stripAnsi(raw);
  const line = plain.split('\n').find((l) => l.trim() && !/^=+ /.test(l.trim())) ?? plain;
  return line
    .trim()
    .replace(/^(?:[a-zA-Z]+\.)*[a-zA-Z]+: /, '')
    .replace(/^(?:Error|TimeoutError|ProtocolError): /, '');
}

export function driverError(e: unknown, hint?: string): PagemarkError {
  const raw = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  const plain = stripAnsi(raw);
  const kind = KINDS.find(([re]) => re.test(plain.split('\nCall log:')[0] ?? plain));
  const code: ErrorCode = kind?.[1] ?? 'INTERNAL';
  const message = clip(firstLine(e instanceof Error ? e.message : String(e)) || 'the driver failed without a message');
  const h = hint ?? kind?.[2];
  return h === undefined ? { code, message } : { code, message, hint: h };
}

/** A driver failure's first line, ANSI-free, without its method prefix, at most 200 characters. */
export function driverMessage(e: unknown): string {
  return driverError(e).message;
}
