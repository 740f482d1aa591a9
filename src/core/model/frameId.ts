/**
 * BrowserGym-style frame ids and bids.
 *
 * A frame token is one lowercase letter followed by zero or more uppercase letters, so a sequence of
 * tokens splits unambiguously at each lowercase letter: 'a', 'b', ..., 'z', 'aA', 'aB', ..., 'zZ',
 * 'aAA', ... A frame id is the concatenation of the tokens on the path from the top frame ('' for the
 * top frame itself): element 3 inside iframe 'b' nested in iframe 'a' has bid 'ab3'.
 */
import { strIndexOf, reTest, reExec, push } from '../../builtins/pristine';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The n-th frame token (0-based) among the frames of one document. */
export function frameToken(n: number): string {
  if (!(n >= 0) || n !== Math.floor(n)) throw new RangeError(`frameToken: bad ordinal ${n}`);
  // Tokens with `width` uppercase letters number 26 * 26^width.
  let width = 0;
  let block = 26;
  while (n >= block) {
    n -= block;
    width++;
    block = 26 * Math.pow(26, width);
  }
  const scale = Math.pow(26, width);
  const out = LOWER[Math.floor(n / scale)]!;
  let rest = n % scale;
  let tail = '';
  for (let i = 0; i < width; i++) {
    tail = UPPER[rest % 26]! + tail;
    rest = Math.floor(rest / 26);
  }
  return out + tail;
}

/** Inverse of frameToken; -1 when not a token. */
export function frameTokenOrdinal(token: string): number {
  if (!reTest(/^[a-z][A-Z]*$/, token)) return -1;
  const width = token.length - 1;
  let n = 0;
  let block = 26;
  for (let w = 0; w < width; w++) {
    n += block;
    block = 26 * Math.pow(26, w + 1);
  }
  let v = strIndexOf(LOWER, token[0]!);
  for (let i = 1; i < token.length; i++) v = v * 26 + strIndexOf(UPPER, token[i]!);
  return n + v;
}

/** Split a frame id into its tokens: 'abC' -> ['a', 'bC']. */
export function frameTokens(frameId: string): string[] {
  const out: string[] = [];
  const re = /[a-z][A-Z]*/g;
  for (let m = reExec(re, frameId); m; m = reExec(re, frameId)) push(out, m[0]);
  return out;
}

export function makeBid(frameId: string, index: number): string {
  return frameId + String(index);
}

/** Parse a bid: '42' -> {frame:'', index:42}; 'ab3' -> {frame:'ab', index:3}; null when malformed. */
export function parseBid(bid: string): { frame: string; index: number } | null {
  const m = reExec(/^((?:[a-z][A-Z]*)*)(\d+)$/, bid);
  if (!m) return null;
  const index = Number(m[2]);
  if (!Number.isSafeInteger(index)) return null;
  return { frame: m[1]!, index };
}
