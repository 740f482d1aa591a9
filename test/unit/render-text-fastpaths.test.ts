// The text renderer's shortcuts (escape fast paths, bounded page-text runs, node -> record through
// ElementRecord.node, lazily computed own text) must give the same strings as the plain definitions.
import { describe, expect, it } from 'vitest';
import { escapeAttr, escapeText, truncate } from '../../src/core/render/escapeText';
import { render } from '../../src/core/render/render';
import type { ElementRecord, Snapshot, TreeNode } from '../../src/core/model/types';

const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]+/g;
const ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '[': '&#91;', ']': '&#93;', '&': '&amp;' };
const refText = (s: string) => s.replace(CONTROLS, ' ').replace(/[<>[\]&]/g, (c) => ENTITY[c]!);
const refAttr = (s: string) => {
  const t = refText(s).replace(/"/g, '&quot;');
  return t !== '' && /^[A-Za-z0-9_./:#@%+-]+$/.test(t) ? t : `"${t}"`;
};

describe('escape fast paths', () => {
  it('match the replace chain on plain, special and control characters', () => {
    const samples = [
      '',
      'plain',
      'two words',
      'a/b.c:d#e@f%g+h-i_j',
      '<b>',
      '[7]',
      'a&b',
      'say "hi"',
      'x\ny',
      '\u202e',
      '\ufeff',
      '\u00a0',
      'é漢',
      '"',
      ' ',
    ];
    for (const s of samples) {
      expect(escapeText(s)).toBe(refText(s));
      expect(escapeAttr(s)).toBe(refAttr(s));
    }
  });
});

function rec(index: number, node: number, over: Partial<ElementRecord> = {}): ElementRecord {
  return {
    index,
    bid: String(index),
    elementId: `e${index}`,
    tag: 'button',
    role: 'button',
    name: `B${index}`,
    text: `B${index}`,
    attributes: {},
    states: {},
    locators: [],
    bbox: { x: 0, y: 10, width: 10, height: 10 },
    visibility: 1,
    isVisible: true,
    inViewport: true,
    isInteractive: true,
    kind: 'interactive',
    isTopElement: true,
    obscuredBy: null,
    clickable: true,
    setOfMarks: true,
    frame: '',
    parent: null,
    depth: 0,
    reason: 'tag',
    isNew: false,
    node,
    ...over,
  };
}

/** body > [text pieces...] button [more text] */
function snap(pieces: string[], over: Partial<ElementRecord> = {}): Snapshot {
  const nodes: TreeNode[] = [{ parent: -1, tag: 'body', size: 1 }];
  for (const t of pieces) nodes.push({ parent: 0, tag: '#text', text: t, size: 1 });
  const at = nodes.length;
  nodes.push({ parent: 0, tag: 'button', index: 1, size: 1 });
  nodes.push({ parent: 0, tag: 'p', size: 1 });
  nodes.push({ parent: 0, tag: '#text', text: 'tail', size: 1 });
  nodes[0]!.size = nodes.length;
  return {
    elements: [rec(1, at, over)],
    tree: { nodes },
    viewport: { width: 1280, height: 800, scrollX: 0, scrollY: 0, scrollWidth: 1280, scrollHeight: 800 },
    diff: null,
    truncated: false,
  } as unknown as Snapshot;
}

describe('page text runs', () => {
  const expectRun = (pieces: string[], max?: number) => {
    const out = render(snap(pieces), 'text', max === undefined ? {} : { maxContentLength: max });
    const t = pieces.join('').trim();
    // A run that trims to nothing gives no line: the element line comes first.
    expect(out.split('\n')[0]).toBe(t === '' ? '[1]<button>B1' : escapeText(truncate(t, max ?? 100)));
  };

  it('a long run shows its first characters, as if it were built whole', () => {
    const many: string[] = [];
    for (let i = 0; i < 5000; i++) many.push(`word${i} `);
    expectRun(many);
    expectRun(many, 7);
    expectRun(['x'.repeat(10000)]);
  });

  it('a run that is mostly whitespace at first is still cut at the right place', () => {
    expectRun(['\u00a0'.repeat(300), 'a', '\u00a0'.repeat(300), 'b']);
    expectRun(['abc', '\u00a0'.repeat(500), 'def'], 5);
    expectRun(['\u00a0'.repeat(1000)]);
  });

  it('renders the same when records do not point back to their nodes', () => {
    const s = snap(['Hello ']);
    const detached = snap(['Hello '], { node: -1 });
    expect(render(detached, 'text')).toBe(render(s, 'text'));
  });

  it('an unnamed element shows its own text, not its listed descendants', () => {
    const s = snap(['x']);
    s.elements[0]!.name = '';
    const n = s.tree.nodes;
    const at = s.elements[0]!.node;
    // button > (text "Own words", a[2] > text "Link")
    n.splice(
      at + 1,
      0,
      { parent: at, tag: '#text', text: 'Own words', size: 1 },
      { parent: at, tag: 'a', index: 2, size: 2 },
      { parent: at + 2, tag: '#text', text: 'Link', size: 1 },
    );
    n[at]!.size = 4;
    for (let i = at + 4; i < n.length; i++) if (n[i]!.parent > at) n[i]!.parent += 3;
    n[0]!.size = n.length;
    s.elements.push({ ...s.elements[0]!, index: 2, bid: '2', tag: 'a', name: 'Link', text: 'Link', node: at + 2 });
    expect(render(s, 'text')).toBe('x\n[1]<button>Own words\n[2]<a>Link\ntail');
  });
});
