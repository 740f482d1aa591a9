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
  join,
  SafeMap,
  SafeSet,
  strIndexOf,
  strReplace,
  strSlice,
  strTrim,
  mathMax,
  mathRound,
  Uint8ArrayCtor,
} from '../pristine';
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
const WS_RUN = /\s+/g;

/*
 * Performance notes (render must stay a small fraction of the snapshot, and it runs in the page right
 * after a snapshot has filled the young generation, so every allocation risks paying for a GC):
 *  - page text runs are built with `+=` and read only when flushed (reading a char of a growing rope
 *    flattens it: quadratic copying on long articles);
 *  - a tree node finds its record through `ElementRecord.node` (one array, no Map of every index);
 *  - the text of a listed element's subtree (`ownText`) is computed only for the few elements that
 *    show it: unnamed, non-void ones;
 *  - lines are parallel arrays, not one object per line, and the budget picks lines by priority
 *    class in three passes instead of sorting them.
 */

/** Line flags, one small integer per line: where + 1 (bits 0-1), element (bit 2), priority (bits 3-4). */
const ELEMENT = 4;
const whereOf = (m: number): number => (m & 3) - 1;
const priorityOf = (m: number): number => m >> 3;

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
  // A scroll container and the room left each way: content beyond it is read by scrolling it.
  const room = r.scroll;
  if (room) {
    out += ' scrollable';
    if (room.up) out += ` up=${room.up}`;
    if (room.down) out += ` down=${room.down}`;
    if (room.left) out += ` left=${room.left}`;
    if (room.right) out += ` right=${room.right}`;
  }
  return out;
}

function attr(name: string, value: string): string {
  return ` ${name}=${escapeAttr(value)}`;
}

/**
 * The snapshot's tree with each node's record, for the text of a listed element that is not inside
 * its listed descendants.
 */
interface TreeIndex {
  nodes: Snapshot['tree']['nodes'];
  /** The record of node i (with `index` ix), or undefined. */
  rec: (i: number, ix: number) => ElementRecord | undefined;
  /** Listed and not folded: the element has its own line. */
  shown: (r: ElementRecord) => boolean;
}

/**
 * One element as `<tag attrs>content</tag>`. `own` is the element's text that is not inside listed
 * descendants (a clickable card's own text, without the link and button lines listed under it);
 * without it the record's whole text is used.
 */
export function elementLine(r: ElementRecord, o: TextRenderOptions, own?: string): string {
  return lineOf(r, o, own, null, -1);
}

/** elementLine, with `own` computed from `tree` at node `at` only when the line shows it. */
function lineOf(
  r: ElementRecord,
  o: TextRenderOptions,
  own: string | undefined,
  tree: TreeIndex | null,
  at: number,
): string {
  const maxName = o.maxNameLength ?? 80;
  const tag = r.tag;
  const a = r.attributes;
  const name = strTrim(r.name);
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
  } else if (r.value && (r.role === 'slider' || r.role === 'spinbutton')) {
    // A custom control carrying its hidden input's value (registry/foldHiddenControls.ts).
    attrs += attr('value', truncate(r.value, maxName));
  } else if (tag === 'iframe') {
    if (name !== '') attrs += attr('title', truncate(name, maxName));
  } else if (tag === 'img') {
    if (name !== '') attrs += attr('alt', truncate(name, maxName));
  }
  const title = a['title'];
  if (title && title !== name && tag !== 'iframe') attrs += attr('title', truncate(title, maxName));
  const extra = o.attributes;
  if (extra) {
    for (let i = 0; i < extra.length; i++) {
      const v = a[extra[i]!];
      if (v !== undefined) attrs += attr(extra[i]!, truncate(v, 120));
    }
  }
  if (o.states !== false) attrs += stateFlags(r);
  if (VOID[tag]) return `<${tag}${attrs}>`;
  const content = name !== '' ? dedupeLead(name) : own !== undefined ? own : tree !== null ? ownText(tree, at) : r.text;
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
  const len = name.length;
  let words = 1;
  // From space to space (indexOf, not a loop over every character): a candidate repeat starts after one.
  for (let i = strIndexOf(name, ' ', 1); i !== -1 && i * 2 < len; i = strIndexOf(name, ' ', i + 1)) {
    words++;
    // Three words at least: a headline, not a name that is a repeat by nature ("New York New York").
    if (words < 4 || name[i + 1] !== first) continue;
    let same = true;
    for (let j = 0; j < i && same; j++) if (name[j] !== name[i + 1 + j]) same = false;
    if (same) return strSlice(name, i + 1);
  }
  return name;
}

/**
 * Labels whose control is itself listed are folded into it. Returns the indexes to skip. Most pages
 * have few labels: without any, no map is built.
 */
function foldedLabels(els: ElementRecord[], showHidden: boolean): Set<number> {
  const skip = new SafeSet<number>();
  let labels = false;
  let labelsFor = false;
  for (let i = 0; i < els.length; i++) {
    const r = els[i]!;
    if (r.tag !== 'label') continue;
    labels = true;
    if (r.attributes['for'] !== undefined) labelsFor = true;
  }
  if (!labels) return skip;
  // Per frame, then per id: no concatenated key per element with an id.
  const byId = new SafeMap<string, Map<string, ElementRecord>>();
  const hasListedChildControl = new SafeSet<number>();
  for (let i = 0; i < els.length; i++) {
    const r = els[i]!;
    if (labelsFor) {
      const id = r.attributes['id'];
      if (id !== undefined) {
        let m = byId.get(r.frame);
        if (m === undefined) {
          m = new SafeMap<string, ElementRecord>();
          byId.set(r.frame, m);
        }
        m.set(id, r);
      }
    }
    if (
      r.parent !== null &&
      (showHidden || r.isVisible) &&
      (r.tag === 'input' || r.tag === 'select' || r.tag === 'textarea')
    ) {
      hasListedChildControl.add(r.parent);
    }
  }
  for (let i = 0; i < els.length; i++) {
    const r = els[i]!;
    if (r.tag !== 'label') continue;
    const f = r.attributes['for'];
    const m = f !== undefined ? byId.get(r.frame) : undefined;
    const target = m !== undefined ? m.get(f!) : undefined;
    if ((target && (showHidden || target.isVisible)) || hasListedChildControl.has(r.index)) skip.add(r.index);
  }
  return skip;
}

export function renderText(s: Snapshot, o: TextRenderOptions = {}): string {
  const els = s.elements;
  const nodes = s.tree.nodes;
  const nNodes = nodes.length;
  const useBid = o.ids === 'bid';
  const showHidden = o.hidden === true;
  const markNew = o.markNew !== false && s.diff !== null;
  const listed = (r: ElementRecord): boolean => showHidden || r.isVisible;
  const skip = foldedLabels(els, showHidden);
  const skipAny = skip.size > 0;
  const shown = (r: ElementRecord): boolean => (showHidden || r.isVisible) && !(skipAny && skip.has(r.index));
  const vh = s.viewport.height;
  // By index, for indentation and for a tree node whose record does not point back to it; built on
  // first use.
  let byIndexMap: Map<number, ElementRecord> | null = null;
  const byIndex = (): Map<number, ElementRecord> => {
    if (byIndexMap === null) {
      byIndexMap = new SafeMap<number, ElementRecord>();
      for (let i = 0; i < els.length; i++) byIndexMap.set(els[i]!.index, els[i]!);
    }
    return byIndexMap;
  };

  const sep = o.syntax === 'html' ? ' ' : '';
  let contentMode = o.content === false || o.content === 'none' ? 0 : o.content === true || o.content === 'all' ? 2 : 1;
  // Without geometry (static mode) nothing is known to be in the viewport: show all the text.
  let geometry = false;
  for (let i = 0; i < els.length && !geometry; i++) if (els[i]!.bbox) geometry = true;
  if (contentMode === 1 && !geometry) contentMode = 2;
  const maxContent = o.maxContentLength ?? 100;
  const texts: string[] = [];
  const flags: number[] = [];
  const addElement = (r: ElementRecord, tree: TreeIndex | null, at: number): number => {
    const b = r.bbox;
    const where = !b ? 1 : b.y + b.height < 0 ? -1 : b.y > vh ? 1 : 0;
    const ind = o.indent ? indentOf(r, byIndex(), listed, skip) : '';
    const id = useBid ? r.bid : String(r.index);
    const star = markNew && r.isNew ? '*' : '';
    push(texts, `${ind}${star}[${id}]${sep}${lineOf(r, o, undefined, tree, at)}`);
    push(flags, where + 1 + ELEMENT + ((where === 0 ? (r.isInteractive ? 0 : 1) : 2) << 3));
    return where;
  };

  if (nNodes > 0) {
    // Node -> position in els + 1 (0: none), through each record's `node`, checked against the node's
    // index. Filled densely so no read ever looks at Array.prototype.
    const recPos = new Array<number>(nNodes);
    for (let i = 0; i < nNodes; i++) recPos[i] = 0;
    for (let e = 0; e < els.length; e++) {
      const k = els[e]!.node;
      if (k >= 0 && k < nNodes && nodes[k]!.index === els[e]!.index) recPos[k] = e + 1;
    }
    const rec = (i: number, ix: number): ElementRecord | undefined => {
      const e = recPos[i]!;
      return e !== 0 ? els[e - 1] : byIndex().get(ix);
    };
    const tree: TreeIndex = { nodes, rec, shown };
    // Walk the tree in order: registered nodes give element lines, text outside them gives content.
    const inside = new Uint8ArrayCtor(nNodes);
    let lastWhere = 0;
    // A run of page text is built by `+=` and read once, at flush. Whether it ends with a space is
    // kept in a flag: reading `run[run.length - 1]` flattened the growing rope on every text node
    // (quadratic copying on long articles). Only its first `maxContent` characters are shown, so once
    // its trimmed prefix is longer than that, the rest of the run is not even read (`runFull`): the
    // line is the same (the trimmed run is longer than maxContent and starts with that prefix).
    const capBase = maxContent >= 1 && maxContent <= 1e6 ? maxContent + 64 : Infinity;
    let run = '';
    let runSpace = false;
    let runFull = false;
    let runCap = capBase;
    const flush = (): void => {
      if (run.length === 0) return;
      const t = strTrim(run);
      run = '';
      runFull = false;
      runCap = capBase;
      if (t === '') return;
      push(texts, escapeText(truncate(t, maxContent)));
      push(flags, lastWhere + 1 + ((lastWhere === 0 ? 1 : 2) << 3));
    };
    for (let i = 0; i < nNodes; i++) {
      const n = nodes[i]!;
      const p = n.parent;
      const parentInside = p >= 0 && inside[p] === 1;
      const ix = n.index;
      if (ix !== undefined) {
        const r = rec(i, ix);
        const folded = r !== undefined && skipAny && skip.has(r.index);
        const isListed = r !== undefined && listed(r) && !folded;
        // A folded label's text is the control's name: do not repeat it as content.
        if (parentInside || isListed || folded) inside[i] = 1;
        if (isListed) {
          flush();
          lastWhere = addElement(r, tree, i);
        } else if (run.length !== 0 && !runSpace) {
          run += ' ';
          runSpace = true;
        }
        continue;
      }
      if (parentInside) inside[i] = 1;
      // With content off no run is ever shown: do not build them.
      if (contentMode === 0) continue;
      if (runFull) continue;
      if (n.tag === '#text') {
        const t = n.text;
        if (!parentInside && t) {
          run += t;
          runSpace = t[t.length - 1] === ' ';
          if (run.length > runCap) {
            // Mostly whitespace so far: look again at twice the length (linear overall).
            if (strTrim(run).length > maxContent) runFull = true;
            else runCap = run.length * 2;
          }
        }
      } else if (BLOCK_TAGS[n.tag] && run.length !== 0 && !runSpace) {
        run += ' ';
        runSpace = true;
      }
    }
    flush();
  } else {
    for (let i = 0; i < els.length; i++) if (shown(els[i]!)) addElement(els[i]!, null, -1);
  }
  let count = texts.length;
  let hiddenText = 0;
  if (contentMode === 1) {
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
      count = k;
      texts.length = k;
      flags.length = k;
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
  const outLines: string[] = [];
  if (header) push(outLines, header);
  let omittedAbove = 0;
  let omittedBelow = 0;
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
        if (whereOf(f) < 0) omittedAbove++;
        else omittedBelow++;
      }
    }
  } else {
    for (let i = 0; i < count; i++) push(outLines, texts[i]!);
  }
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
function ownText(tree: TreeIndex, i: number): string {
  const nodes = tree.nodes;
  const end = i + nodes[i]!.size;
  const stop = end - i > 2000 ? i + 2000 : end;
  let t = '';
  for (let j = i + 1; j < stop && t.length < 200; j++) {
    const n = nodes[j]!;
    if (n.index !== undefined) {
      const r = tree.rec(j, n.index);
      if (r && tree.shown(r)) {
        j += n.size - 1; // skip the listed descendant's subtree
        t += ' ';
        continue;
      }
    }
    if (n.tag === '#text' && n.text) t += n.text;
  }
  return strTrim(strReplace(t, WS_RUN, ' '));
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
