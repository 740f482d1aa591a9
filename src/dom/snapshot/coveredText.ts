/**
 * After occlusion: a record under another element at every sample point (isTopElement false, a
 * cover found) is concealed as 'covered', and so is the text of its subtree, unless either is
 * concealed for another reason already. Text whose parent element is not a record is hit-tested by
 * the walk (dom/discovery/coveredTextReads.ts).
 */
import type { TreeNode } from '../../core/model/types';
import type { WalkItem } from '../discovery/walk';
import { coveredConcealment, SEEN } from '../visibility/concealment';

export function markCovered(items: WalkItem[], nodes: TreeNode[]): void {
  for (let k = 0; k < items.length; k++) {
    const r = items[k]!.record;
    if (r.concealed !== undefined) continue;
    const covered = coveredConcealment(r.isTopElement, r.obscuredBy);
    if (covered === SEEN) continue;
    r.concealed = covered;
    const start = r.node;
    if (start < 0 || start >= nodes.length) continue;
    const end = start + nodes[start]!.size;
    for (let j = start + 1; j < end; j++) {
      const n = nodes[j]!;
      if (n.tag === '#text' && n.concealed === undefined) n.concealed = covered;
    }
  }
}
