import type { TreeNode } from '../../core/model/types';
import { nowP, strSlice, strTrim } from '../../builtins/pristine';
import type { WalkItem } from '../discovery/walk';

/**
 * Text of each registered element from the tree's text nodes in its subtree, capped. Resumable:
 * starts at item `from`, stops when the clock passes `until`; returns the next item to do.
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
    const start = r.node;
    const end = start + nodes[start]!.size;
    let text = '';
    // Bound the scan too: a wrapper of a huge element-only subtree must not cost O(subtree) per record.
    const scanEnd = end - start > 4000 ? start + 4000 : end;
    for (let j = start + 1; j < scanEnd && text.length <= cap; j++) {
      const t = nodes[j]!.text;
      if (t !== undefined) text += t;
    }
    text = strTrim(text);
    if (text.length > cap) text = strSlice(text, 0, cap) + '\u2026';
    r.text = text;
    if (it.entry) it.entry.text = text;
  }
  return items.length;
}
