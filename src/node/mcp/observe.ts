/**
 * What a tool result shows of the page: pagemark's indexed text (the ref is the number in brackets)
 * under a token budget (core/render/lineBudget.ts keeps lines by priority and counts what it left
 * out), or after an action only the lines of the elements it added or changed, keyed by the same
 * refs, when that is smaller. Page text is fenced as data (core/render/fence.ts).
 */
import type { Snapshot } from '../../core/model/types';
import { render } from '../../core/render/render';
import { fencePageText } from '../../core/render/fence';
import { withWarnings } from '../../core/model/hiddenInstructions';

/** The refs an action (or several in a row) touched: added, changed beyond their box, removed. */
export interface Touched {
  added: Set<number>;
  changed: Map<number, Set<string>>;
  removed: Set<number>;
}

export const emptyTouched = (): Touched => ({ added: new Set(), changed: new Map(), removed: new Set() });

export function addDiff(t: Touched, s: Snapshot | undefined): void {
  if (!s?.diff) return;
  for (const i of s.diff.added) t.added.add(i);
  for (const i of s.diff.removed) {
    if (t.added.delete(i)) continue;
    t.removed.add(i);
  }
  for (const c of s.diff.changed) {
    const fields = c.fields.filter((f) => f !== 'bbox');
    if (!fields.length || t.added.has(c.index)) continue;
    const set = t.changed.get(c.index) ?? new Set<string>();
    for (const f of fields) set.add(f);
    t.changed.set(c.index, set);
  }
}

export interface PageView {
  nonce: string;
  maxTokens: number;
}

const header = (s: Snapshot): string => `URL: ${s.url}\nTitle: ${s.title}`;

/** pagemark's warnings about the page (hidden text that talks to the model), after the fence. */
const warningsOf = (s: Snapshot): string[] => (withWarnings(s).warnings ?? []).map((w) => w.message);

/** The whole page under the budget. */
export function fullText(s: Snapshot, v: PageView, maxTokens = v.maxTokens): string {
  const body = render(s, 'text', maxTokens > 0 ? { maxTokens, markNew: false } : { markNew: false });
  return `${header(s)}\n${fencePageText(body, v.nonce, warningsOf(s))}`;
}

const lineIndex = (l: string): number | null => {
  const m = /^\*?\[[a-z]*(\d+)\]/.exec(l);
  return m ? Number(m[1]) : null;
};

/** The lines of the touched elements in `s` and the refs removed; '' when nothing changed. */
export function diffText(s: Snapshot, t: Touched, v: PageView): string {
  if (!t.added.size && !t.changed.size && !t.removed.size) return '';
  const lines = render(s, 'text', { content: 'none', markNew: false, hidden: false })
    .split('\n')
    .filter((l) => {
      const i = lineIndex(l);
      return i !== null && (t.added.has(i) || t.changed.has(i));
    });
  const parts: string[] = [];
  if (lines.length) parts.push(fencePageText(lines.join('\n'), v.nonce, warningsOf(s)));
  const summary: string[] = [];
  if (t.added.size) summary.push(`${t.added.size} added`);
  if (t.changed.size)
    summary.push(`changed ${[...t.changed].map(([i, f]) => `[${i}] ${[...f].join(',')}`).join('; ')}`);
  if (t.removed.size) summary.push(`removed ${[...t.removed].map((i) => `[${i}]`).join(' ')}`);
  parts.push(`(${summary.join('; ')})`);
  return parts.join('\n');
}

/** After an action: the diff when it is smaller than the page, else the page. */
export function afterAction(s: Snapshot, t: Touched, v: PageView, navigated: boolean): string {
  const full = fullText(s, v);
  if (navigated) return `### Page (new document)\n${full}`;
  const diff = diffText(s, t, v);
  if (!diff) return `### Page\nURL: ${s.url} (no element changed since its last snapshot)`;
  if (diff.length >= full.length) return `### Page\n${full}`;
  return `### Changes (refs as in the last snapshot)\n${diff}`;
}

/** `find`: the lines of the page text that match, each under the element line it follows. */
export function findText(s: Snapshot, match: (line: string) => boolean, v: PageView, limit = 40): string {
  const lines = render(s, 'text', { content: 'all', markNew: false });
  const out: string[] = [];
  let lastEl = '';
  let lastShown = '';
  let count = 0;
  for (const l of lines.split('\n')) {
    const isEl = lineIndex(l) !== null;
    if (isEl) lastEl = l;
    if (!match(l)) continue;
    count++;
    if (out.length >= limit) continue;
    if (!isEl && lastEl && lastEl !== lastShown) {
      out.push(lastEl);
      lastShown = lastEl;
    }
    if (l !== lastShown) out.push(l);
    if (isEl) lastShown = l;
  }
  if (!count) return `${header(s)}\nNo match.`;
  const more = count > limit ? `\n(${count - limit} more matches not shown)` : '';
  return `${header(s)}\n${count} match${count === 1 ? '' : 'es'}:\n${fencePageText(out.join('\n'), v.nonce)}${more}`;
}
