/**
 * The text of a tree node's subtree as layout joins it: text nodes in order, with one space where a
 * box that sets its text apart (blockTags.ts `separates`) starts or ends, so `<div>Row 9</div><div>Row
 * 10</div>` reads `Row 9 Row 10`, not `Row 9Row 10`. A record's text (dom/snapshot/fillText.ts) and
 * the own text of an element's rendered line are both read this way. Text a person cannot see (a
 * text node `concealed`: dom/visibility/concealment.ts) is left out of both.
 */
import type { Concealment, TreeNode } from '../model/types';
import { push, strSlice } from '../../builtins/pristine';
import { separates } from './blockTags';

/**
 * Text of node i's subtree, reading at most `scan` nodes and stopping once longer than `cap`. `skip`
 * (node position, node) leaves out a registered descendant's subtree, with a space in its place.
 * Not trimmed. `concealment`, if given, gets the reason of the first concealed text node left out.
 */
export function subtreeText(
  nodes: TreeNode[],
  i: number,
  scan: number,
  cap: number,
  skip: ((j: number, n: TreeNode) => boolean) | null,
  concealed?: { why?: Concealment },
): string {
  const end = i + nodes[i]!.size;
  const stop = end - i > scan ? i + scan : end;
  let t = '';
  // Whether the text so far ends with a space, and whether a box edge lies since it (the ends of the
  // open boxes are a stack: subtrees nest).
  let space = true;
  let edge = false;
  const ends: number[] = [];
  for (let j = i + 1; j < stop && t.length <= cap; j++) {
    while (ends.length > 0 && ends[ends.length - 1]! <= j) {
      ends.length--;
      edge = true;
    }
    const n = nodes[j]!;
    const x = n.text;
    if (x !== undefined) {
      if (x === '') continue;
      if (n.concealed !== undefined) {
        if (concealed) concealed.why ??= n.concealed;
        continue;
      }
      if (edge && !space && x[0] !== ' ') t += ' ';
      edge = false;
      t += space && x[0] === ' ' && t !== '' ? strSlice(x, 1) : x;
      space = x[x.length - 1] === ' ';
    } else if (skip !== null && n.index !== undefined && skip(j, n)) {
      j += n.size - 1;
      edge = true;
    } else if (separates(n)) {
      edge = true;
      if (n.size > 1) push(ends, j + n.size);
    }
  }
  return t;
}
