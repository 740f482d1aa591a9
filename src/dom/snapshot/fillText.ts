import type { Concealment, TreeNode } from '../../core/model/types';
import { nowP, strSlice, strTrim } from '../../builtins/pristine';
import type { WalkItem } from '../discovery/walk';
import { subtreeText } from '../../core/render/subtreeText';
import { seenLabelOf } from '../visibility/seenLabel';

/**
 * Text of each registered element from the tree's text nodes in its subtree, joined as layout joins
 * them (subtreeText.ts), capped: the text a person sees (concealed text nodes are left out). A
 * record whose text is all concealed is concealed itself, for the same reason as its first text; a
 * record whose name is not what a person sees gets the label they do see (seenLabel.ts).
 * Resumable: starts at item `from`, stops when the clock passes
 * `until`; returns the next item to do.
 */
export function fillText(items: WalkItem[], nodes: TreeNode[], cap: number, from: number, until: number): number {
  for (let k = from; k < items.length; k++) {
    if ((k & 31) === 31 && nowP() > until) return k;
    const it = items[k]!;
    const r = it.record;
    if (r.node < 0) continue;
    let text: string;
    let hidden: Concealment | undefined;
    if (it.textClean && it.entry && it.entry.text !== undefined) {
      text = it.entry.text;
      hidden = it.entry.textConcealed;
    } else {
      // Bound the scan too: a wrapper of a huge element-only subtree must not cost O(subtree) per record.
      const concealment: { why?: Concealment } = {};
      text = strTrim(subtreeText(nodes, r.node, 4000, cap, null, concealment));
      if (text === '') hidden = concealment.why;
      if (text.length > cap) text = strSlice(text, 0, cap) + '\u2026';
      if (it.entry) {
        it.entry.text = text;
        it.entry.textConcealed = hidden;
      }
    }
    r.text = text;
    // A record whose text is all concealed is concealed itself (visibility/concealment.ts).
    if (hidden !== undefined) r.concealed ??= hidden;
    const label = seenLabelOf(r, it.element, text, nodes);
    if (label !== undefined) r.label = label;
  }
  return items.length;
}
