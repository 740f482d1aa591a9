/**
 * One element's part of a snapshot (browser_snapshot's `target`): its tree node's subtree and the
 * records in it, so the page text inside the element (a list item's words beside its button) is
 * rendered with the lines it sits between, as in the whole page's text.
 */
import type { ElementRecord, Snapshot, TreeNode } from './types';
import { push, SafeSet } from '../../builtins/pristine';

/** Where an element lies below a registered ancestor: each step a tag and its rank among the
 * element's siblings of that tag (0 for the first), from the ancestor down. */
export type TreeStep = [tag: string, rank: number];

/**
 * The position of the tree node reached from node `from` by `path`, counting only the children the
 * tree holds; -1 when a step finds no such child. A child the walk left out (not rendered) shifts a
 * rank: the caller checks what it finds.
 */
export function nodeAlong(nodes: TreeNode[], from: number, path: TreeStep[]): number {
  let at = from;
  for (let k = 0; k < path.length && at >= 0; k++) {
    const tag = path[k]![0];
    const rank = path[k]![1];
    const end = at + nodes[at]!.size;
    let seen = 0;
    let found = -1;
    for (let j = at + 1; j < end && found < 0; j += nodes[j]!.size) {
      if (nodes[j]!.tag === tag && seen++ === rank) found = j;
    }
    at = found;
  }
  return at;
}

/** The tree node of a record, or -1 when the snapshot's tree does not hold it. */
export function nodeOf(s: Snapshot, index: number): number {
  const nodes = s.tree.nodes;
  const els = s.elements;
  let r: ElementRecord | undefined;
  for (let e = 0; e < els.length && !r; e++) if (els[e]!.index === index) r = els[e];
  if (r && r.node >= 0 && r.node < nodes.length && nodes[r.node]!.index === index) return r.node;
  for (let i = 0; i < nodes.length; i++) if (nodes[i]!.index === index) return i;
  return -1;
}

/**
 * The snapshot of tree node `at`'s subtree: its nodes (the root's parent -1, the others' shifted),
 * the records in it that `keep` accepts, their `node` shifted. Null when `at` is not a node.
 */
export function sliceTree(s: Snapshot, at: number, keep: (index: number) => boolean = () => true): Snapshot | null {
  const all = s.tree.nodes;
  if (at < 0 || at >= all.length) return null;
  const size = all[at]!.size;
  const nodes: TreeNode[] = [];
  const inside = new SafeSet<number>();
  for (let i = at; i < at + size; i++) {
    const n = all[i]!;
    push(nodes, { ...n, parent: i === at ? -1 : n.parent - at });
    if (n.index !== undefined) inside.add(n.index);
  }
  const elements: ElementRecord[] = [];
  for (let e = 0; e < s.elements.length; e++) {
    const r = s.elements[e]!;
    if (inside.has(r.index) && keep(r.index))
      push(elements, { ...r, node: r.node >= at && r.node < at + size ? r.node - at : -1 });
  }
  return { ...s, elements, tree: { nodes } };
}

/**
 * The snapshot of an element pagemark does not list (a list, a paragraph): the tree node reached by
 * `path` from the listed ancestor whose element id is `anchor` (null: the tree's root, the page's
 * body), when its subtree holds every listed element the page found inside the element (`ids`);
 * else those elements' lines alone.
 */
export function unlistedSlice(s: Snapshot, ids: Set<string>, anchor: string | null, path: TreeStep[]): Snapshot {
  const els = s.elements;
  const listed: ElementRecord[] = [];
  let from = anchor === null && s.tree.nodes.length > 0 ? 0 : -1;
  for (let e = 0; e < els.length; e++) {
    const r = els[e]!;
    if (ids.has(r.elementId)) push(listed, r);
    if (anchor !== null && r.elementId === anchor) from = nodeOf(s, r.index);
  }
  const at = from < 0 ? -1 : nodeAlong(s.tree.nodes, from, path);
  const sliced = at < 0 ? null : sliceTree(s, at);
  let found = 0;
  if (sliced) for (let e = 0; e < sliced.elements.length; e++) if (ids.has(sliced.elements[e]!.elementId)) found++;
  return sliced && found === ids.size ? sliced : { ...s, elements: listed, tree: { nodes: [] } };
}
