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
import { isSeen } from '../model/seen';
import { push, SafeMap, strSlice, strTrim, Uint8ArrayCtor } from '../../builtins/pristine';
import { escapeText, LINE_EDGE, truncate, truncateRun } from './escapeText';
import { separates } from './blockTags';
import type { TextRenderOptions } from './textOptions';
import { lineOf, ownsNoText, type TreeIndex } from './elementLine';
import { foldedLabels } from './foldedLabels';
import { dropOffscreenText, ELEMENT, fitLines } from './lineBudget';

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

export function renderText(s: Snapshot, o: TextRenderOptions = {}): string {
  const els = s.elements;
  const nodes = s.tree.nodes;
  const nNodes = nodes.length;
  const useBid = o.ids === 'bid';
  const showHidden = o.hidden === true;
  const markNew = o.markNew !== false && s.diff !== null;
  // What a person cannot see (not visible, or concealed: concealment.ts) is listed only on request.
  const listed = (r: ElementRecord): boolean => showHidden || isSeen(r);
  const skip = foldedLabels(els, listed);
  const skipAny = skip.size > 0;
  const shown = (r: ElementRecord): boolean => listed(r) && !(skipAny && skip.has(r.index));
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
    // (quadratic copying on long articles). Only `maxContent` characters of it are shown, its start
    // and its end (truncateRun), so once its trimmed text is longer than that, `head` keeps its
    // first `capBase` characters and `run` only its latest ones: linear, whatever the run's length.
    // Where a box sets its text apart the run holds LINE_EDGE, so the cut can keep whole lines.
    const capBase = maxContent >= 1 && maxContent <= 1e6 ? maxContent + 64 : Infinity;
    let run = '';
    let head = '';
    let runSpace = false;
    let runCap = capBase;
    // Where the boxes that set their text apart end (subtrees nest: a stack), for a space there.
    const ends: number[] = [];
    const flush = (): void => {
      if (run.length === 0) return;
      const t = strTrim(head + run);
      run = head = '';
      runCap = capBase;
      if (t === '') return;
      push(texts, escapeText(truncateRun(t, maxContent)));
      push(flags, lastWhere + 1 + ((lastWhere === 0 ? 1 : 2) << 3));
    };
    const gap = (): void => {
      if (run.length !== 0 && !runSpace) {
        run += LINE_EDGE;
        runSpace = true;
      }
    };
    for (let i = 0; i < nNodes; i++) {
      while (ends.length > 0 && ends[ends.length - 1]! <= i) {
        ends.length--;
        gap();
      }
      const n = nodes[i]!;
      const p = n.parent;
      const parentInside = p >= 0 && inside[p] === 1;
      const ix = n.index;
      if (ix !== undefined) {
        const r = rec(i, ix);
        const folded = r !== undefined && skipAny && skip.has(r.index);
        const isListed = r !== undefined && listed(r) && !folded;
        // A folded label's text is the control's name: do not repeat it as content. A listed body or
        // frame host owns no text (ownsNoText): what lies under it is page text.
        if (parentInside || isListed || folded) inside[i] = isListed && ownsNoText(r, n) ? 0 : 1;
        if (isListed) {
          flush();
          lastWhere = addElement(r, tree, i);
        } else gap();
        continue;
      }
      if (parentInside) inside[i] = 1;
      // With content off no run is ever shown: do not build them.
      if (contentMode === 0 || parentInside) continue;
      if (n.tag === '#text') {
        const t = n.text;
        if (n.concealed !== undefined) {
          // Text a person cannot see: left out, or on a line of its own that says why.
          if (showHidden && t && strTrim(t) !== '') {
            flush();
            push(texts, `[hidden=${n.concealed}] ${escapeText(truncate(strTrim(t), maxContent))}`);
            push(flags, lastWhere + 1 + ((lastWhere === 0 ? 1 : 2) << 3));
          }
          continue;
        }
        if (t) {
          // A text node's leading space (white space before it, traversal.ts) after a space: one space.
          run += runSpace && t[0] === ' ' ? strSlice(t, 1) : t;
          runSpace = t[t.length - 1] === ' ';
          if (run.length > runCap) {
            if (head !== '' || strTrim(run).length > maxContent) {
              if (head === '') head = strSlice(run, 0, capBase);
              run = strSlice(run, run.length - capBase);
              runCap = capBase * 2;
            } else runCap = run.length * 2; // mostly white space so far: look again at twice the length
          }
        }
      } else if (separates(n)) {
        gap();
        if (n.size > 1) push(ends, i + n.size);
      }
    }
    flush();
  } else {
    for (let i = 0; i < els.length; i++) if (shown(els[i]!)) addElement(els[i]!, null, -1);
  }
  const hiddenText = contentMode === 1 ? dropOffscreenText(texts, flags) : 0;
  const warn = s.warnings ? s.warnings[0] : null;
  const notice = warn ? `[!] warning: ${warn.message}\n` : '';
  // The notice counts against the character budget like every other line.
  const out = fitLines(
    s,
    notice !== '' && o.maxChars !== undefined ? { ...o, maxChars: o.maxChars - notice.length } : o,
    texts,
    flags,
    hiddenText,
  );
  // The warning about hidden text that talks to the model, as one notice line only pagemark can
  // write (page text never starts a line with `[`: escapeText.ts). The page's snapshot carries it
  // (dom/snapshot/snapshot.ts's finish); hosts judge it again after stitching frames (withWarnings).
  return notice + out;
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
