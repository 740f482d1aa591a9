/**
 * What a tool answer shows of a page: pagemark's indexed text under a token budget, or after an
 * action only what changed since the model last saw that tab, keyed by the same refs, when that is
 * smaller. Page text is fenced as data (core/render/fence.ts).
 *
 * Each tab owns what the model last saw of it (`Seen`, kept by the Context per tab id). What changed
 * is computed from the snapshot's records against that, not from the registry's own diff (relative
 * to the registry's last snapshot, which a find or a trace screenshot may have taken unseen) and not
 * by reading refs back out of rendered text: an element's line comes from its record
 * (core/render/elementLine.ts); only the page text between elements comes from the renderer, whose
 * text lines never start with `[` (escapeText.ts: only pagemark writes such a line).
 */
import type { ElementRecord, Snapshot } from '../../core/model/types';
import { render } from '../../core/render/render';
import { elementLine } from '../../core/render/elementLine';
import { fencePageText } from '../../core/render/fence';
import { escapeText, truncate } from '../../core/render/escapeText';
import { withWarnings } from '../../core/model/hiddenInstructions';
import { isSeen } from '../../core/model/seen';
import { nodeOf, sliceTree } from '../../core/model/treeSlice';

/** A tab's page as the model last saw it. */
export interface Seen {
  url: string;
  /** Each listed element's line with its focus left out, by ref. */
  calm: Map<number, string>;
  records: Map<number, ElementRecord>;
  /** The lines of page text between elements, with how often each occurs. */
  text: Map<string, number>;
}

/** How a page is shown: the run's fence nonce, the token budget (0: none), boxes on element lines. */
export interface ViewOptions {
  nonce: string;
  maxTokens: number;
  boxes?: boolean;
  /** The main document's HTTP status when it is not 2xx (`402 Payment Required`), a header line. */
  status?: string;
}

/**
 * The page header: the URL, the title when there is one (Playwright MCP leaves an empty one out
 * too), the HTTP status when it is not 2xx (Playwright MCP's page-header line).
 */
export const pageHeader = (s: Snapshot, status?: string): string =>
  `URL: ${s.url}${s.title ? `\nTitle: ${s.title}` : ''}${status ? `\nHTTP status: ${status}` : ''}`;

/** pagemark's warnings about the page (hidden text that talks to the model), after the fence. */
const warningsOf = (s: Snapshot): string[] => (withWarnings(s).warnings ?? []).map((w) => w.message);

const lineOfRecord = (r: ElementRecord): string => `[${r.index}]${elementLine(r, { markNew: false })}`;

/** An element line cut into its head (`[12]<input`), its attributes by name and its content. */
function lineParts(line: string): { head: string; attrs: Map<string, string>; content: string } | null {
  const m = /^(\[[^\]]*\]<[\w-]+)([^>]*)>(.*)$/.exec(line);
  if (!m) return null;
  const attrs = new Map<string, string>();
  // Values are bare or quoted with no `"` inside (escapeAttr), and no `>` (an entity).
  for (const a of m[2]!.matchAll(/ ([A-Za-z][\w-]*)(=(?:"[^"]*"|[^\s"]*))?/g)) attrs.set(a[1]!, a[0]);
  return { head: m[1]!, attrs, content: m[3]! };
}

/**
 * The line of an element the model has seen, with only what changed: its ref and tag, the
 * attributes that are new or have a new value (a value, `checked`, `focused`), and its content (a
 * button's name, a link's text); the attributes the model already read on its line (a label, a type)
 * are not restated, but a select's options stay with its new value. When an attribute went away (a
 * box unchecked, `disabled` lifted) the whole line is given instead, since only the whole line says
 * what it lost; the focus leaving is not news (the element that took it says where it is).
 */
function changedLine(old: ElementRecord, now: ElementRecord): string {
  const full = lineOfRecord(now);
  const a = lineParts(lineOfRecord(old));
  const b = lineParts(full);
  if (!a || !b || a.head !== b.head) return full;
  for (const k of a.attrs.keys()) if (k !== 'focused' && !b.attrs.has(k)) return full;
  // A new value is read against the options it was chosen from (Playwright MCP's snapshot lists a
  // select's options with the selected one): they stay with it.
  const valueChanged = a.attrs.get('value') !== b.attrs.get('value');
  let attrs = '';
  for (const [k, raw] of b.attrs) if (a.attrs.get(k) !== raw || (k === 'options' && valueChanged)) attrs += raw;
  return `${b.head}${attrs}>${b.content}`;
}

/** The page text between elements (the renderer's lines that are not pagemark's own `[...]` lines). */
export function textLines(s: Snapshot): string[] {
  return render(s, 'text', { content: 'all', markNew: false })
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('['));
}

export function seenOf(s: Snapshot, text = textLines(s)): Seen {
  const calm = new Map<number, string>();
  const records = new Map<number, ElementRecord>();
  for (const r of s.elements) {
    if (!isSeen(r)) continue;
    records.set(r.index, r);
    calm.set(r.index, lineOfRecord(r.states.focused ? { ...r, states: { ...r.states, focused: false } } : r));
  }
  const counts = new Map<string, number>();
  for (const l of text) counts.set(l, (counts.get(l) ?? 0) + 1);
  return { url: s.url, calm, records, text: counts };
}

/**
 * The whole page under the budget, fenced, after the URL and title; `cut` says whether the budget
 * left lines out (the answer then says how to reach them).
 */
export function pageText(s: Snapshot, v: ViewOptions, maxTokens = v.maxTokens): { text: string; cut: boolean } {
  const o = { markNew: false, ...(v.boxes ? { boxes: true } : {}) };
  const body = render(s, 'text', maxTokens > 0 ? { ...o, maxTokens } : o);
  const cut = maxTokens > 0 && /^\.\.\. \d+ more elements (above|below|in)/m.test(body);
  return { text: `${pageHeader(s, v.status)}\n${fencePageText(body, v.nonce, warningsOf(s))}`, cut };
}

/** How many listed ancestors a record has (its depth in the listed tree; 0 at the top). */
function depthOf(r: ElementRecord, byIndex: Map<number, ElementRecord>): number {
  let d = 0;
  for (let p = r.parent, guard = 0; p !== null && guard < 10_000; guard++) {
    const pr = byIndex.get(p);
    if (!pr) break;
    if (isSeen(pr)) d++;
    p = pr.parent;
  }
  return d;
}

/**
 * The snapshot with only the elements at most `depth` listed levels deep (browser_snapshot's
 * `depth`): the deeper ones' lines go, their text stays as page text.
 */
export function limitDepth(s: Snapshot, depth: number): Snapshot {
  const byIndex = new Map(s.elements.map((r) => [r.index, r]));
  return { ...s, elements: s.elements.filter((r) => depthOf(r, byIndex) <= depth) };
}

/**
 * The snapshot of one listed element and what is inside it (browser_snapshot's `target`): the
 * records under it, by their parent chain; `depth` levels below it at most.
 */
export function subtree(s: Snapshot, index: number, depth = Infinity): Snapshot {
  const byIndex = new Map(s.elements.map((r) => [r.index, r]));
  const levelsBelow = (r: ElementRecord): number => {
    let d = 0;
    for (let x: ElementRecord | undefined = r, guard = 0; x && guard < 10_000; guard++) {
      if (x.index === index) return d;
      if (isSeen(x)) d++;
      x = x.parent !== null ? byIndex.get(x.parent) : undefined;
    }
    return -1;
  };
  const keep = (r: ElementRecord): boolean => {
    const d = levelsBelow(r);
    return d >= 0 && d <= depth;
  };
  // The element's tree, so the page text inside it reads between its lines; without a tree, only
  // the lines.
  const sliced = sliceTree(s, nodeOf(s, index), (i) => keep(byIndex.get(i)!));
  return sliced ?? { ...s, elements: s.elements.filter(keep), tree: { nodes: [] } };
}

/**
 * What changed since `prev`: elements added; elements whose line changed (a field's value, a box's
 * check, a name, ...); an element that took the focus, the acted one too (its line with its
 * `focused` marker, as Playwright MCP's snapshot marks it `[active]`); new text inside a named
 * element; new page text; then the refs that went away. '' when nothing changed. Left out: an
 * element that only lost the focus (the element that took it says where it is), and the focus of
 * an element in `focusKnown` (one the model acted on in an earlier call whose answer did not show
 * this tab: a link that opened a tab, a button that opened a dialog; its own action put it there).
 * The focus an element in `acted` (acted on in this call) took is shown only when nothing else
 * changed: beside other changes it is what the action itself implies (the model clicked it), and
 * alone it says the action landed (Playwright MCP's `[active]` on the clicked button).
 */
export function changesText(
  prev: Seen,
  s: Snapshot,
  v: ViewOptions,
  text = textLines(s),
  focusKnown: ReadonlySet<number> = new Set(),
  acted: ReadonlySet<number> = new Set(),
): { diff: string; now: Seen } {
  const now = seenOf(s, text);
  const show: string[] = [];
  const actedFocus: string[] = [];
  for (const [i, r] of now.records) {
    const old = prev.records.get(i);
    if (!old) show.push(lineOfRecord(r));
    else if (now.calm.get(i) !== prev.calm.get(i)) show.push(changedLine(old, r));
    else if (r.text !== old.text && r.text !== '' && r.text !== r.name) {
      // A named element's text is not on its line (the name is): new text inside it (a drop
      // zone's "dropped", a cart button's count) follows the line.
      show.push(lineOfRecord(r), escapeText(truncate(r.text, 100)));
    } else if (r.states.focused && !old.states.focused && !focusKnown.has(i))
      (acted.has(i) ? actedFocus : show).push(changedLine(old, r));
  }
  const textLeft = new Map(prev.text);
  for (const l of text) {
    const n = textLeft.get(l) ?? 0;
    if (n > 0) textLeft.set(l, n - 1);
    else show.push(l);
  }
  const gone = [...prev.calm.keys()].filter((i) => !now.calm.has(i));
  if (!show.length && !gone.length) show.push(...actedFocus);
  const parts: string[] = [];
  if (show.length) parts.push(fencePageText(show.join('\n'), v.nonce, warningsOf(s)));
  if (gone.length) parts.push(`(gone: ${gone.map((i) => `[${i}]`).join(' ')})`);
  return { diff: parts.join('\n'), now };
}

/** `find`: the lines of the page that match, each page-text line under the element line it follows. */
export function findText(s: Snapshot, match: (line: string) => boolean, v: ViewOptions, limit = 40): string {
  const lines = render(s, 'text', { content: 'all', markNew: false });
  const out: string[] = [];
  let lastEl = '';
  let lastShown = '';
  let count = 0;
  for (const l of lines.split('\n')) {
    const isEl = l.startsWith('[') && !l.startsWith('[!]') && !l.startsWith('[hidden=');
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
  if (!count) return `${pageHeader(s)}\nNo match.`;
  const more = count > limit ? `\n(${count - limit} more matches not shown)` : '';
  return `${pageHeader(s)}\n${count} match${count === 1 ? '' : 'es'}:\n${fencePageText(out.join('\n'), v.nonce)}${more}`;
}
