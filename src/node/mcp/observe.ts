/**
 * What a tool result shows of the page: pagemark's indexed text (the ref is the number in brackets)
 * under a token budget (core/render/lineBudget.ts keeps lines by priority and counts what it left
 * out), or after an action only what changed since the model last saw that tab, keyed by the same
 * refs, when that is smaller. Page text is fenced as data (core/render/fence.ts).
 *
 * "What changed" is computed here, against the page as last shown for the tab (`Seen`), not from the
 * registry's own diff: that one is relative to the registry's last snapshot, which a find, a trace
 * screenshot or an intermediate step may have taken without the model seeing it.
 */
import type { ElementRecord, Snapshot } from '../../core/model/types';
import { render } from '../../core/render/render';
import { elementLine } from '../../core/render/elementLine';
import { fencePageText } from '../../core/render/fence';
import { escapeText, truncate } from '../../core/render/escapeText';
import { withWarnings } from '../../core/model/hiddenInstructions';

export interface PageView {
  nonce: string;
  maxTokens: number;
  /** The page as last shown, per tab id. */
  seen: Map<string, Seen>;
}

/** A tab's page as the model last saw it. */
export interface Seen {
  url: string;
  /** Each listed element's line with focus left out, by ref. */
  calm: Map<number, string>;
  records: Map<number, ElementRecord>;
  /** The lines of page text between elements, with how often each occurs. */
  text: Map<string, number>;
}

/** What an action meant to change on an element it acted on (its outcome line already says so). */
export type Asked = 'value' | 'checked';

/** The elements an action (or several in a row) acted on, with what each was asked to change. */
export type Acted = Map<number, Asked[]>;

const header = (s: Snapshot): string => `URL: ${s.url}\nTitle: ${s.title}`;

/** pagemark's warnings about the page (hidden text that talks to the model), after the fence. */
const warningsOf = (s: Snapshot): string[] => (withWarnings(s).warnings ?? []).map((w) => w.message);

const refOf = (l: string): number | null => {
  const m = /^\*?\[[a-z]*(\d+)\]/.exec(l);
  return m ? Number(m[1]) : null;
};

/** Every line of the page: listed elements and all the page text between them, in order. */
const allLines = (s: Snapshot): string[] =>
  render(s, 'text', { content: 'all', markNew: false })
    .split('\n')
    .filter((l) => l !== '');

/** The line of an acted element with what it was asked to change left out (and its focus). */
function askedAway(r: ElementRecord, asked: Asked[]): string {
  const states = { ...r.states, focused: false };
  const copy: ElementRecord = { ...r, states };
  if (asked.includes('checked')) delete states.checked;
  if (asked.includes('value')) copy.value = '';
  return elementLine(copy, { markNew: false });
}

/** Each listed element's line with the focus left out, by ref (the focused one re-rendered unfocused). */
function calmLines(s: Snapshot): Map<number, string> {
  const unfocused = s.elements.map((r) => (r.states.focused ? { ...r, states: { ...r.states, focused: false } } : r));
  const out = new Map<number, string>();
  for (const l of render({ ...s, elements: unfocused }, 'text', { content: 'none', markNew: false }).split('\n')) {
    const i = refOf(l);
    if (i !== null) out.set(i, l);
  }
  return out;
}

export function seenOf(s: Snapshot, lines = allLines(s)): Seen {
  const calm = calmLines(s);
  const records = new Map<number, ElementRecord>();
  for (const r of s.elements) if (calm.has(r.index)) records.set(r.index, r);
  const text = new Map<string, number>();
  for (const l of lines) if (refOf(l) === null) text.set(l, (text.get(l) ?? 0) + 1);
  return { url: s.url, calm, records, text };
}

/** The whole page under the budget; the tab's page is now seen. */
export function fullText(s: Snapshot, v: PageView, tabId: string, maxTokens = v.maxTokens, seen?: Seen): string {
  const body = render(s, 'text', maxTokens > 0 ? { maxTokens, markNew: false } : { markNew: false });
  v.seen.set(tabId, seen ?? seenOf(s));
  return `${header(s)}\n${fencePageText(body, v.nonce, warningsOf(s))}`;
}

/**
 * The lines of what changed since `prev`, in page order: elements added, elements whose line changed
 * beyond what the action asked (a field's new value, a box's new check, the focus it took), another
 * element taking the focus, new page text; then the refs that went away. '' when nothing changed.
 */
export function changesText(
  prev: Seen,
  s: Snapshot,
  lines: string[],
  acted: Acted,
  v: PageView,
): { diff: string; now: Seen } {
  const now = seenOf(s, lines);
  const textLeft = new Map(prev.text);
  const show: string[] = [];
  for (const l of lines) {
    const i = refOf(l);
    if (i === null) {
      const n = textLeft.get(l) ?? 0;
      if (n > 0) textLeft.set(l, n - 1);
      else show.push(l);
      continue;
    }
    const r = now.records.get(i);
    const old = prev.records.get(i);
    if (!r) continue;
    const asked = acted.get(i);
    if (!old) show.push(l);
    else if (now.calm.get(i) !== prev.calm.get(i)) {
      if (!asked?.length || askedAway(r, asked) !== askedAway(old, asked)) show.push(l);
    } else if (r.text !== old.text && r.text !== '' && r.text !== r.name) {
      // A named element's text is not on its line (the name is): new text inside it (a drop
      // zone's "dropped", a cart button's count) follows the line, as page text does.
      show.push(l, escapeText(truncate(r.text, 100)));
    } else if (r.states.focused && !old.states.focused && acted.size && !asked) {
      // Focus that moved elsewhere than the element acted on (a dialog's field, an autofocus) is
      // news; focus left over from an earlier call, or taken by the acted element, is not.
      show.push(l);
    }
  }
  const gone = [...prev.calm.keys()].filter((i) => !now.calm.has(i));
  const parts: string[] = [];
  if (show.length) parts.push(fencePageText(show.join('\n'), v.nonce, warningsOf(s)));
  if (gone.length) parts.push(`(gone: ${gone.map((i) => `[${i}]`).join(' ')})`);
  return { diff: parts.join('\n'), now };
}

/**
 * After an action: the whole page after a navigation, a new tab or a page never shown; else what
 * changed since the model last saw this tab when that is smaller than the page, else the page.
 * The tab's page is then seen.
 */
export function afterAction(s: Snapshot, v: PageView, tabId: string, navigated: boolean, acted: Acted): string {
  const prev = v.seen.get(tabId);
  if (navigated || !prev || prev.url !== s.url) return `### Page (new document)\n${fullText(s, v, tabId)}`;
  const { diff, now } = changesText(prev, s, allLines(s), acted, v);
  if (!diff) {
    v.seen.set(tabId, now);
    return '### Page\nno other change';
  }
  const full = fullText(s, v, tabId, v.maxTokens, now);
  if (diff.length >= full.length) return `### Page\n${full}`;
  return `### Changes\n${diff}`;
}

/** `find`: the lines of the page text that match, each under the element line it follows. */
export function findText(s: Snapshot, match: (line: string) => boolean, v: PageView, limit = 40): string {
  const lines = render(s, 'text', { content: 'all', markNew: false });
  const out: string[] = [];
  let lastEl = '';
  let lastShown = '';
  let count = 0;
  for (const l of lines.split('\n')) {
    const isEl = refOf(l) !== null;
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
