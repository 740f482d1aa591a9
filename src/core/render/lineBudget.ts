/**
 * Which lines of the indexed text are kept, and the summary lines that say what was left out: page
 * text outside the viewport (`content: 'viewport'`), then the character budget (`maxChars`,
 * `maxTokens`), which keeps lines by priority (interactive elements in the viewport first) and
 * counts the elements it drops above and below the viewport.
 */
import type { Snapshot } from '../model/types';
import { push, join, strSlice, mathRound, Uint8ArrayCtor } from '../../builtins/pristine';
import type { TextRenderOptions } from './textOptions';
import { scrollHeader } from './scrollHeader';

const CHARS_PER_TOKEN = 3.6;

/** Line flags, one small integer per line: where + 1 (bits 0-1), element (bit 2), priority (bits 3-4). */
export const ELEMENT = 4;
const whereOf = (m: number): number => (m & 3) - 1;
const priorityOf = (m: number): number => m >> 3;

/**
 * Drops the runs of page text outside the viewport, in place (`texts` and `flags` are parallel);
 * returns how many characters were dropped.
 */
export function dropOffscreenText(texts: string[], flags: number[]): number {
  const count = texts.length;
  let hiddenText = 0;
  // A run of text sits between the element before it and the element after it: it is in the
  // viewport when either of them is (the tree has no boxes for text nodes). Marked from the end,
  // then compacted in place.
  let next = 1;
  let dropped = 0;
  const drop = new Uint8ArrayCtor(count);
  for (let i = count - 1; i >= 0; i--) {
    const f = flags[i]!;
    if (f & ELEMENT) next = whereOf(f);
    else if (whereOf(f) !== 0 && next !== 0) {
      hiddenText += texts[i]!.length;
      drop[i] = 1;
      dropped++;
    }
  }
  if (dropped > 0) {
    let k = 0;
    for (let i = 0; i < count; i++) {
      if (drop[i] === 1) continue;
      texts[k] = texts[i]!;
      flags[k] = flags[i]!;
      k++;
    }
    texts.length = k;
    flags.length = k;
  }
  return hiddenText;
}

/** The text: the scroll header, the lines the budget keeps, then the summary lines. */
export function fitLines(
  s: Snapshot,
  o: TextRenderOptions,
  texts: string[],
  flags: number[],
  hiddenText: number,
): string {
  const count = texts.length;
  const header = scrollHeader(s);
  const limit = o.maxChars ?? (o.maxTokens !== undefined ? mathRound(o.maxTokens * CHARS_PER_TOKEN) : Infinity);
  const tail: string[] = [];
  if (hiddenText > 0)
    push(tail, `... ${hiddenText} characters of page text outside the viewport (scroll to read them)`);
  if (s.truncated) push(tail, `... snapshot truncated: ${s.truncatedReason ?? 'limit reached'}`);
  const above = (n: number): string => `... ${n} more elements above the viewport (scroll up to see)`;
  const below = (n: number): string => `... ${n} more elements below the viewport (scroll to see)`;
  // Elements in the viewport a tight budget left out are not "below" it: saying so sends a model
  // scrolling for what is already on screen.
  const inside = (n: number): string => `... ${n} more elements in the viewport (over the budget)`;
  const outLines: string[] = [];
  if (header) push(outLines, header);
  let omittedAbove = 0;
  let omittedBelow = 0;
  let omittedInside = 0;
  if (limit !== Infinity) {
    // Room for the header and every summary line at its longest, so the result stays within budget.
    let reserve = header ? header.length + 1 : 0;
    for (let i = 0; i < tail.length; i++) reserve += tail[i]!.length + 1;
    reserve += above(count).length + below(count).length + 2;
    const budget = limit - reserve;
    // Lines by priority, then in page order: one pass per priority class (0, 1, 2).
    const keep = new Uint8ArrayCtor(count);
    let used = 0;
    for (let p = 0; p < 3; p++) {
      for (let i = 0; i < count; i++) {
        if (priorityOf(flags[i]!) !== p) continue;
        const len = texts[i]!.length;
        if (used + len + 1 > budget) continue;
        used += len + 1;
        keep[i] = 1;
      }
    }
    for (let i = 0; i < count; i++) {
      const f = flags[i]!;
      if (keep[i] === 1) push(outLines, texts[i]!);
      else if (f & ELEMENT) {
        const w = whereOf(f);
        if (w < 0) omittedAbove++;
        else if (w === 0) omittedInside++;
        else omittedBelow++;
      }
    }
  } else {
    for (let i = 0; i < count; i++) push(outLines, texts[i]!);
  }
  if (omittedAbove > 0) push(outLines, above(omittedAbove));
  if (omittedInside > 0) push(outLines, inside(omittedInside));
  if (omittedBelow > 0) push(outLines, below(omittedBelow));
  for (let i = 0; i < tail.length; i++) push(outLines, tail[i]!);
  let out = join(outLines, '\n');
  // A budget smaller than the summary itself: the budget wins, whole lines first.
  while (out.length > limit && outLines.length > 1) {
    outLines.length--;
    out = join(outLines, '\n');
  }
  if (out.length > limit) out = strSlice(out, 0, limit > 1 ? limit - 1 : 0) + (limit > 0 ? '\u2026' : '');
  return out;
}
