/**
 * One element line of the indexed text format: `<tag attrs>content`, the content being the
 * accessible name (its repeated lead dropped) or, for an unnamed element, its own text outside the
 * listed elements under it.
 */
import type { ElementRecord, Snapshot, TreeNode } from '../model/types';
import { subtreeText } from './subtreeText';
import { strIndexOf, strReplace, strSlice, strTrim } from '../../builtins/pristine';
import type { TextRenderOptions } from './textOptions';
import { elementAttributes } from './elementAttributes';
import { escapeText, truncate } from './escapeText';

const VOID: Record<string, true> = { input: true, img: true, select: true, iframe: true, textarea: true, area: true };
const WS_RUN = /\s+/g;

/**
 * The snapshot's tree with each node's record, for the text of a listed element that is not inside
 * its listed descendants.
 */
export interface TreeIndex {
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
export function lineOf(
  r: ElementRecord,
  o: TextRenderOptions,
  own: string | undefined,
  tree: TreeIndex | null,
  at: number,
): string {
  const maxName = o.maxNameLength ?? 80;
  const tag = r.tag;
  const name = strTrim(r.name);
  const attrs = elementAttributes(r, o, name);
  if (VOID[tag]) return `<${tag}${attrs}>`;
  // A name a person does not see (seenLabel.ts) is an attribute that says so; the content is what
  // they see.
  const content =
    r.label !== undefined
      ? r.label
      : name !== ''
        ? dedupeLead(name)
        : own !== undefined
          ? own
          : ownsNoText(r, undefined)
            ? ''
            : tree !== null
              ? ownText(tree, at)
              : r.text;
  const body = escapeText(truncate(content, maxName));
  return o.syntax === 'html' ? `<${tag}${attrs}>${body}</${tag}>` : `<${tag}${attrs}>${body}`;
}

/**
 * Whether what lies under a listed element is page text rather than the element's own text (the
 * content of its line): the document's body or root, listed for a listener there, which is event
 * delegation for the whole page (its text is the page's, not the label of something to click: a
 * log the page writes under it must read as page text, not be cut to one line's length); and a frame
 * host, whose subtree is another document stitched under it (core/stitch), whose text is that
 * document's page text. `n` is the element's tree node when there is one.
 */
export function ownsNoText(r: ElementRecord, n: TreeNode | undefined): boolean {
  return r.tag === 'body' || r.tag === 'html' || (n !== undefined && n.frame !== undefined);
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

/** Text in node i's subtree that is not inside a listed descendant (bounded scan). */
function ownText(tree: TreeIndex, i: number): string {
  const skip = (j: number, n: TreeNode): boolean => {
    const r = tree.rec(j, n.index!);
    return r !== undefined && tree.shown(r);
  };
  return strTrim(strReplace(subtreeText(tree.nodes, i, 2000, 199, skip), WS_RUN, ' '));
}
