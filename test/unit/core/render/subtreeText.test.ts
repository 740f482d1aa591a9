// Text joined as layout joins it (src/core/render/subtreeText.ts) and long runs cut in the middle
// (truncateMiddle in src/core/render/escapeText.ts): pure, on hand-built tree nodes.
import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../../../src/core/model/types';
import { subtreeText } from '../../../../src/core/render/subtreeText';
import { truncateMiddle } from '../../../../src/core/render/escapeText';

/** Nodes from [depth, tag, text?, block?] rows in pre-order; sizes and parents computed. */
function tree(rows: Array<[number, string, string?, boolean?]>): TreeNode[] {
  const nodes: TreeNode[] = [];
  const open: number[] = [];
  for (const [d, tag, text, block] of rows) {
    open.length = d;
    const n: TreeNode = { parent: d === 0 ? -1 : open[d - 1]!, tag, size: 1 };
    if (text !== undefined) n.text = text;
    if (block !== undefined) n.block = block;
    for (const a of open) nodes[a]!.size++;
    open.push(nodes.length);
    nodes.push(n);
  }
  return nodes;
}

describe('subtreeText', () => {
  it('puts a space where a block starts and ends, none between inline boxes', () => {
    const nodes = tree([
      [0, 'div'],
      [1, 'div'],
      [2, '#text', 'Row 9'],
      [1, 'div'],
      [2, '#text', 'Row 10'],
      [1, 'span'],
      [2, 'b'],
      [3, '#text', 'Bold'],
      [2, '#text', 'er'],
      [1, '#text', ' tail'],
    ]);
    expect(subtreeText(nodes, 0, 100, 100, null)).toBe('Row 9 Row 10 Bolder tail');
  });

  it('follows the block flag over the tag: an inline-block span sets apart, an inline div does not', () => {
    const nodes = tree([
      [0, 'div'],
      [1, 'span', undefined, true],
      [2, '#text', 'Reply'],
      [1, 'span', undefined, true],
      [2, '#text', 'Forward'],
      [1, '#text', 'Bold'],
      [1, 'div', undefined, false],
      [2, '#text', 'er'],
      [1, 'br'],
      [1, '#text', 'next'],
    ]);
    expect(subtreeText(nodes, 0, 100, 100, null)).toBe('Reply Forward Bolder next');
  });

  it('leaves out a skipped subtree with one space in its place', () => {
    const nodes = tree([
      [0, 'li'],
      [1, '#text', 'Alan'],
      [1, 'button'],
      [2, '#text', 'Edit'],
      [1, '#text', 'Turing'],
    ]);
    nodes[2]!.index = 7;
    expect(subtreeText(nodes, 0, 100, 100, (_j, n) => n.index === 7)).toBe('Alan Turing');
  });
});

describe('truncateMiddle', () => {
  it('keeps the start and the end, in whole words', () => {
    const s =
      'Workspace members Manage who can access the workspace Name Email Role Actions Alan Turing alan@example.org';
    const t = truncateMiddle(s, 60);
    expect(t.length).toBeLessThanOrEqual(60);
    expect(t).toBe('Workspace members \u2026 Actions Alan Turing alan@example.org');
  });

  it('leaves short text alone', () => {
    expect(truncateMiddle('Alan Turing', 60)).toBe('Alan Turing');
  });
});
