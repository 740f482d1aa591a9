import type { TreeNode } from '../../core/model/types';
import { nowP, strSlice, strTrim } from '../../builtins/pristine';
import type { WalkItem } from '../discovery/walk';
import { subtreeText } from '../../core/render/subtreeText';

/**
 * Text of each registered element from the tree's text nodes in its subtree, joined as layout joins
 * them (subtreeText.ts), capped. Resumable: starts at item `from`, stops when the clock passes
 * `until`; returns the next item to do.
 */
export function fillText(items: WalkItem[], nodes: TreeNode[], cap: number, from: number, until: number): number {
  for (let k = from; k < items.length; k++) {
    if ((k & 31) === 31 && nowP() > until) return k;
    const it = items[k]!;
    const r = it.record;
    if (r.node < 0) continue;
    if (it.textClean && it.entry && it.entry.text !== undefined) {
      r.text = it.entry.text;
      continue;
    }
    // Bound the scan too: a wrapper of a huge element-only subtree must not cost O(subtree) per record.
    let text = strTrim(subtreeText(nodes, r.node, 4000, cap, null));
    if (text.length > cap) text = strSlice(text, 0, cap) + '\u2026';
    r.text = text;
    if (it.entry) it.entry.text = text;
  }
  return items.length;
}
