/**
 * Format A, indexed text: the default for LLMs. One line per listed element,
 *   [12]<button>Login
 *   [13]<input type=search placeholder="Search gear..." label="Search products">
 * and, between them, the page's own text that is not inside a listed element.
 *
 * Token economy decisions (measured with o200k_base on the corpus, see README):
 *  - compact syntax by default: no space after the id and no closing tag (the line ends the element,
 *    as an omitted end tag does in HTML): 2 of the ~14 tokens of a typical line. `syntax: 'html'`
 *    gives the design seed's `[12] <button>Login</button>`;
 *  - page text between elements is shown for the viewport only by default (`content: 'viewport'`):
 *    every element of the page is listed, so an agent can act anywhere, and it reads what a person
 *    sees; a summary line says how much text lies outside (`content: 'all'` shows it all);
 *  - the accessible name is the element's content; attributes that repeat it are dropped;
 *  - labels bound to a listed control are folded into the control (`label=`), not listed twice;
 *  - `href` is off by default (URLs cost ~8 tokens each and rarely decide an action): `attributes`
 *    option to add it;
 *  - attribute values are quoted only when they need it.
 * Page text can never forge an element line: `<`, `>`, `[` and `]` in names, text and values are
 *   entities (escapeText.ts), so only pagemark writes a line that starts with `[`.
 * Pure: a function of the Snapshot only (runs in the page and in Node on a JSON snapshot).
 */
import type { ElementRecord, Snapshot } from '../model/types';
import {
  push,
  sort,
  join,
  SafeMap,
  SafeSet,
  strReplace,
  strSlice,
  strTrim,
  mathMax,
  mathRound,
} from '../platform/pristine';
import { escapeAttr, escapeText, truncate } from './escapeText';
import { BLOCK_TAGS } from './blockTags';

export interface TextRenderOptions {
  /** Which id to print in brackets. Default 'index'. */
  ids?: 'index' | 'bid';
  /** Extra attributes to show when present (e.g. ['href', 'name', 'id']). */
  attributes?: string[];
  /**
   * Page text between elements: 'viewport' (default) shows the text around elements in the viewport
   * and counts the rest in a summary line; 'all' (or true) shows all of it; 'none' (or false) none.
   */
  content?: boolean | 'viewport' | 'all' | 'none';
  /** 'compact' (default): `[12]<button>Login`; 'html': the design seed's `[12] <button>Login</button>`. */
  syntax?: 'compact' | 'html';
  /** Indent lines by registry depth. Default false. */
  indent?: boolean;
  /** Also list elements that are not visible. Default false. */
  hidden?: boolean;
  /** Show state flags (checked, disabled, expanded, ...). Default true. */
  states?: boolean;
  /** Mark new elements with `*` (only when the snapshot has a previous one). Default true. */
  markNew?: boolean;
  /** Max characters of an element's name/text. Default 80. */
  maxNameLength?: number;
  /** Max characters of one run of page text between elements. Default 100. */
  maxContentLength?: number;
  /** Budget in characters; lines are chosen by priority (interactive in viewport first). */
  maxChars?: number;
  /** Budget in tokens, estimated as characters / 3.6 (o200k on mixed web text). */
  maxTokens?: number;
}

const VOID: Record<string, true> = { input: true, img: true, select: true, iframe: true, textarea: true, area: true };
const CHARS_PER_TOKEN = 3.6;

interface Line {
  text: string;
  /** 0: interactive in viewport, 1: other in viewport, 2: elsewhere. */
  priority: number;
  order: number;
  /** -1 above, 0 in, 1 below the viewport, for the summary. */
  where: number;
  isElement: boolean;
}

function stateFlags(r: ElementRecord): string {
  const s = r.states;
  let out = '';
  if (s.checked === true) out += ' checked';
  else if (s.checked === 'mixed') out += ' checked=mixed';
  if (s.selected) out += ' selected';
  if (s.expanded !== undefined) out += s.expanded ? ' expanded' : ' collapsed';
  if (s.pressed === true) out += ' pressed';
  else if (s.pressed === 'mixed') out += ' pressed=mixed';
  if (s.disabled) out += ' disabled';
  if (s.readonly) out += ' readonly';
  if (s.required) out += ' required';
  if (s.invalid) out += ' invalid';
  if (s.focused) out += ' focused';
  if (s.current) out += s.current === 'true' ? ' current' : ` current=${escapeAttr(s.current)}`;
  return out;
}

function attr(name: string, value: string): string {
  return ` ${name}=${escapeAttr(value)}`;
}

/**
 * One element as `<tag attrs>content</tag>`. `own` is the element's text that is not inside listed
 * descendants (a clickable card's own text, without the link and button lines listed under it);
 * without it the record's whole text is used.
 */
export function elementLine(r: ElementRecord, o: TextRenderOptions, own?: string): string {
  const maxName = o.maxNameLength ?? 80;
  const tag = r.tag;
  const a = r.attributes;
  const name = strTrim(r.name);
  const content = name !== '' ? dedupeLead(name) : own !== undefined ? own : r.text;
  let attrs = '';
  if (a['role'] !== undefined && r.role !== '') attrs += attr('role', r.role);
  if (tag === 'input') {
    const type = r.inputType ?? 'text';
    if (type !== 'text') attrs += attr('type', type);
    const ph = a['placeholder'];
    if (ph) attrs += attr('placeholder', truncate(ph, maxName));
    if (name !== '' && name !== ph) attrs += attr('label', truncate(name, maxName));
    if (r.value) attrs += attr('value', truncate(r.value, maxName));
  } else if (tag === 'textarea') {
    const ph = a['placeholder'];
    if (ph) attrs += attr('placeholder', truncate(ph, maxName));
    if (name !== '' && name !== ph) attrs += attr('label', truncate(name, maxName));
    if (r.value) attrs += attr('value', truncate(r.value, maxName));
  } else if (tag === 'select') {
    if (name !== '') attrs += attr('label', truncate(name, maxName));
    if (r.value) attrs += attr('value', truncate(r.value, maxName));
    const opts = r.options;
    if (opts && opts.length > 0) {
      let list = '';
      const n = opts.length < 12 ? opts.length : 12;
      for (let i = 0; i < n; i++) list += (i ? '|' : '') + truncate(opts[i]!.label, 30);
      if (opts.length > n) list += `|\u2026+${opts.length - n}`;
      attrs += attr('options', list);
    }
  } else if (tag === 'iframe') {
    if (name !== '') attrs += attr('title', truncate(name, maxName));
  } else if (tag === 'img') {
    if (name !== '') attrs += attr('alt', truncate(name, maxName));
  }
  if (a['title'] && a['title'] !== name && tag !== 'iframe') attrs += attr('title', truncate(a['title'], maxName));
  const extra = o.attributes;
  if (extra) {
    for (let i = 0; i < extra.length; i++) {
      const v = a[extra[i]!];
      if (v !== undefined) attrs += attr(extra[i]!, truncate(v, 120));
    }
  }
  if (o.states !== false) attrs += stateFlags(r);
  if (VOID[tag]) return `<${tag}${attrs}>`;
  const body = escapeText(truncate(content, maxName));
  return o.syntax === 'html' ? `<${tag}${attrs}>${body}</${tag}>` : `<${tag}${attrs}>${body}`;
}

/**
 * News cards name their link twice: an image's alt and the headline next to it are the same words
 * (`Storm hits coast Storm hits coast Reuters 3/9`). Drop the repeat at the start of a name: same
 * accessible name for the agent's purpose, fewer tokens on such pages.
 */
export function dedupeLead(name: string): string {
  const first = name[0];
  let words = 1;
  for (let i = 1; i * 2 < name.length; i++) {
    if (name[i] !== ' ') continue;
    words++;
    // Three words at least: a headline, not a name that is a repeat by nature ("New York New York").
    if (words < 4 || name[i + 1] !== first) continue;
    let same = true;
    for (let j = 0; j < i && same; j++) if (name[j] !== name[i + 1 + j]) same = false;
    if (same) return strSlice(name, i + 1);
  }
  return name;
}

/** Labels whose control is itself listed are folded into it. Returns the indexes to skip. */
function foldedLabels(els: ElementRecord[], listed: (r: ElementRecord) => boolean): Set<number> {
  const skip = new SafeSet<number>();
  const byId = new SafeMap<string, ElementRecord>();
  const hasListedChildControl = new SafeSet<number>();
  for (let i = 0; i < els.length; i++) {
    const r = els[i]!;
    const id = r.attributes['id'];
    if (id !== undefined) byId.set(r.frame + '\u0001' + id, r);
    if (r.parent !== null && listed(r) && (r.tag === 'input' || r.tag === 'select' || r.tag === 'textarea')) {
      hasListedChildControl.add(r.parent);
    }
  }
  for (let i = 0; i < els.length; i++) {
    const r = els[i]!;
    if (r.tag !== 'label') continue;
    const f = r.attributes['for'];
    const target = f !== undefined ? byId.get(r.frame + '\u0001' + f) : undefined;
    if ((target && listed(target)) || hasListedChildControl.has(r.index)) skip.add(r.index);
  }
  return skip;
}

export function renderText(s: Snapshot, o: TextRenderOptions = {}): string {
  const els = s.elements;
  const useBid = o.ids === 'bid';
  const showHidden = o.hidden === true;
  const markNew = o.markNew !== false && s.diff !== null;
  const listed = (r: ElementRecord): boolean => showHidden || r.isVisible;
  const skip = foldedLabels(els, listed);
  const vh = s.viewport.height;
  const byIndex = new SafeMap<number, ElementRecord>();
  for (let i = 0; i < els.length; i++) byIndex.set(els[i]!.index, els[i]!);

  const sep = o.syntax === 'html' ? ' ' : '';
  let contentMode = o.content === false || o.content === 'none' ? 0 : o.content === true || o.content === 'all' ? 2 : 1;
  // Without geometry (static mode) nothing is known to be in the viewport: show all the text.
  let geometry = false;
  for (let i = 0; i < els.length && !geometry; i++) if (els[i]!.bbox) geometry = true;
  if (contentMode === 1 && !geometry) contentMode = 2;
  const lines: Line[] = [];
  const elementLineFor = (r: ElementRecord, own?: string): void => {
    if (!listed(r) || skip.has(r.index)) return;
    const b = r.bbox;
    const where = !b ? 1 : b.y + b.height < 0 ? -1 : b.y > vh ? 1 : 0;
    const ind = o.indent ? indentOf(r, byIndex, listed, skip) : '';
    const id = useBid ? r.bid : String(r.index);
    const star = markNew && r.isNew ? '*' : '';
    push(lines, {
      text: `${ind}${star}[${id}]${sep}${elementLine(r, o, own)}`,
      priority: where === 0 ? (r.isInteractive ? 0 : 1) : 2,
      order: lines.length,
      where,
      isElement: true,
    });
  };

  const nodes = s.tree.nodes;
  if (nodes.length > 0) {
    // Walk the tree in order: registered nodes give element lines, text outside them gives content.
    const inside = new Array<boolean>(nodes.length);
    const lastWhere: number[] = [0];
    let run = '';
    const flush = (): void => {
      const t = strTrim(run);
      run = '';
      if (t === '' || contentMode === 0) return;
      const w = lastWhere[0]!;
      push(lines, {
        text: escapeText(truncate(t, o.maxContentLength ?? 100)),
        priority: w === 0 ? 1 : 2,
        order: lines.length,
        where: w,
        isElement: false,
      });
    };
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes[i]!;
      const p = n.parent;
      const parentInside = p >= 0 ? inside[p]! : false;
      if (n.index !== undefined) {
        const r = byIndex.get(n.index);
        const isListed = r !== undefined && listed(r) && !skip.has(r.index);
        // A folded label's text is the control's name: do not repeat it as content.
        inside[i] = parentInside || isListed || (r !== undefined && skip.has(r.index));
        if (r && isListed) {
          flush();
          elementLineFor(r, ownText(nodes, i, byIndex, listed, skip));
          const b = r.bbox;
          lastWhere[0] = !b ? 1 : b.y + b.height < 0 ? -1 : b.y > vh ? 1 : 0;
        } else if (run !== '' && run[run.length - 1] !== ' ') run += ' ';
        continue;
      }
      inside[i] = parentInside;
      if (n.tag === '#text' && !parentInside && n.text) run += n.text;
      else if (n.tag !== '#text' && BLOCK_TAGS[n.tag] && run !== '' && run[run.length - 1] !== ' ') run += ' ';
    }
    flush();
  } else {
    for (let i = 0; i < els.length; i++) elementLineFor(els[i]!);
  }
  let hiddenText = 0;
  if (contentMode === 1) {
    // A run of text sits between the element before it and the element after it: it is in the
    // viewport when either of them is (the tree has no boxes for text nodes).
    let next = 1;
    const kept: Line[] = [];
    for (let i = lines.length - 1; i >= 0; i--) {
      const l = lines[i]!;
      if (l.isElement) next = l.where;
      else if (l.where !== 0 && next !== 0) {
        hiddenText += l.text.length;
        continue;
      }
      push(kept, l);
    }
    lines.length = 0;
    for (let i = kept.length - 1; i >= 0; i--) {
      kept[i]!.order = lines.length;
      push(lines, kept[i]!);
    }
  }

  const header = scrollHeader(s);
  const limit = o.maxChars ?? (o.maxTokens !== undefined ? mathRound(o.maxTokens * CHARS_PER_TOKEN) : Infinity);
  const tail: string[] = [];
  if (hiddenText > 0)
    push(tail, `... ${hiddenText} characters of page text outside the viewport (scroll to read them)`);
  if (s.truncated) push(tail, `... snapshot truncated: ${s.truncatedReason ?? 'limit reached'}`);
  const above = (n: number): string => `... ${n} more elements above the viewport (scroll up to see)`;
  const below = (n: number): string => `... ${n} more elements below the viewport (scroll to see)`;
  let chosen = lines;
  let omittedAbove = 0;
  let omittedBelow = 0;
  if (limit !== Infinity) {
    // Room for the header and every summary line at its longest, so the result stays within budget.
    let reserve = header ? header.length + 1 : 0;
    for (let i = 0; i < tail.length; i++) reserve += tail[i]!.length + 1;
    reserve += above(lines.length).length + below(lines.length).length + 2;
    const budget = limit - reserve;
    const byPriority = sort(slicePlain(lines), (a, b) => a.priority - b.priority || a.order - b.order);
    const keep = new SafeSet<number>();
    let used = 0;
    for (let i = 0; i < byPriority.length; i++) {
      const l = byPriority[i]!;
      if (used + l.text.length + 1 > budget) continue;
      used += l.text.length + 1;
      keep.add(l.order);
    }
    chosen = [];
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i]!;
      if (keep.has(l.order)) push(chosen, l);
      else if (l.isElement) {
        if (l.where < 0) omittedAbove++;
        else omittedBelow++;
      }
    }
  }
  const outLines: string[] = [];
  if (header) push(outLines, header);
  for (let i = 0; i < chosen.length; i++) push(outLines, chosen[i]!.text);
  if (omittedAbove > 0) push(outLines, above(omittedAbove));
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

/** Text in node i's subtree that is not inside a listed descendant (bounded scan). */
function ownText(
  nodes: Snapshot['tree']['nodes'],
  i: number,
  byIndex: Map<number, ElementRecord>,
  listed: (r: ElementRecord) => boolean,
  skip: Set<number>,
): string {
  const end = i + nodes[i]!.size;
  const stop = end - i > 2000 ? i + 2000 : end;
  let t = '';
  for (let j = i + 1; j < stop && t.length < 200; j++) {
    const n = nodes[j]!;
    if (n.index !== undefined) {
      const r = byIndex.get(n.index);
      if (r && listed(r) && !skip.has(r.index)) {
        j += n.size - 1; // skip the listed descendant's subtree
        t += ' ';
        continue;
      }
    }
    if (n.tag === '#text' && n.text) t += n.text;
  }
  return strTrim(strReplace(t, /\s+/g, ' '));
}

function slicePlain<T>(a: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < a.length; i++) push(out, a[i]!);
  return out;
}

function indentOf(
  r: ElementRecord,
  byIndex: Map<number, ElementRecord>,
  listed: (r: ElementRecord) => boolean,
  skip: Set<number>,
): string {
  let d = 0;
  let p = r.parent;
  for (let guard = 0; p !== null && guard < 200; guard++) {
    const pr = byIndex.get(p);
    if (!pr) break;
    if (listed(pr) && !skip.has(pr.index)) d++;
    p = pr.parent;
  }
  let s = '';
  for (let i = 0; i < d; i++) s += '\t';
  return s;
}

/** `(scrolled 1200px of 5400px; 600px above, 3600px below)` when the page scrolls vertically. */
export function scrollHeader(s: Snapshot): string {
  const v = s.viewport;
  const total = v.scrollHeight;
  if (!(total > v.height + 1)) return '';
  const above = mathMax(0, mathRound(v.scrollY));
  const below = mathMax(0, mathRound(total - v.scrollY - v.height));
  return `(scrolled ${above}px of ${mathRound(total)}px; ${above}px above, ${below}px below)`;
}
