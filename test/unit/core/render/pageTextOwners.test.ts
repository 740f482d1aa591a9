// Page text that no listed element owns (src/core/render/renderText.ts, elementLine.ts `ownsNoText`)
// long runs of short lines cut between lines (escapeText.ts `truncateRun`), an unlabelled file
// input's name (elementAttributes.ts) and one element's part of a snapshot (core/model/treeSlice.ts):
// pure, on hand-built snapshots (test/unit/core/build.ts).
import { describe, expect, it } from 'vitest';
import { rec, snap, tree } from '../build';
import { renderText } from '../../../../src/core/render/renderText';
import { truncateMiddle, truncateRun } from '../../../../src/core/render/escapeText';
import { nodeAlong, sliceTree } from '../../../../src/core/model/treeSlice';

const LOG = [
  'mousemove 100 100',
  'mousedown button:0',
  'mouseup button:0',
  'delta 3',
  'click button:0',
  'mousedown button:0',
  'mouseup button:0',
  'delta 0',
  'click button:0',
  'dblclick button:0',
];

describe('page text under a listed body or frame host', () => {
  it("reads a log under a body listed for its listener as page text, not the body's line", () => {
    // The page's log: a div of one div per line, under the body.
    const rows: Parameters<typeof tree>[0] = [
      [-1, 'body', { index: 1 }],
      [0, 'div'],
    ];
    for (const line of LOG) rows.push([1, 'div'], [rows.length, '#text', { text: line }]);
    const nodes = tree(rows);
    const out = renderText(snap([rec({ index: 1, tag: 'body', kind: 'interactive', reason: 'listener' })], nodes));
    expect(out.split('\n')[0]).toBe('[1]<body>');
    expect(out).toMatch(/mousemove 100 100.*mousedown button:0.*mouseup button:0.*dblclick button:0/);
  });

  it("shows a frame's text as page text after the iframe's line, same-origin or stitched", () => {
    const nodes = tree([
      [-1, 'body'], // 0
      [0, 'h1'], // 1
      [1, '#text', { text: 'Hello' }], // 2
      [0, 'iframe', { index: 1, frame: 'a' }], // 3
      [3, 'body'], // 4
      [4, 'button', { index: 2 }], // 5
      [5, '#text', { text: 'World' }], // 6
      [4, 'p'], // 7
      [7, '#text', { text: 'Inner text' }], // 8
    ]);
    const out = renderText(
      snap([rec({ index: 1, tag: 'iframe' }), rec({ index: 2, tag: 'button', name: 'World', frame: 'a' })], nodes),
    );
    expect(out).toBe('Hello\n[1]<iframe>\n[2]<button>World\nInner text');
  });
});

describe('truncateRun', () => {
  it('keeps whole lines from the end, then from the start in the room left', () => {
    expect(truncateRun(LOG.join('\n'), 100)).toBe(
      'mousemove 100 100 mousedown button:0 \u2026 mouseup button:0 delta 0 click button:0 dblclick button:0',
    );
  });

  it('cuts prose between words, as truncateMiddle does, when whole lines would leave the room empty', () => {
    const para = 'A paragraph of an article that goes on and on well past the length of one run of page text';
    expect(truncateRun(`Heading\n${para}\nEnd`, 60)).toBe(truncateMiddle(`Heading ${para} End`, 60));
  });

  it('joins short text with a space', () => {
    expect(truncateRun('Row 9\nRow 10', 100)).toBe('Row 9 Row 10');
  });
});

describe('an unlabelled file input', () => {
  it('is named by its button, as Playwright names it; the chosen file is its value', () => {
    const s = snap([
      rec({ index: 1, tag: 'input', inputType: 'file' }),
      rec({ index: 2, tag: 'input', inputType: 'file', name: 'Attachment', value: 'test.txt' }),
    ]);
    expect(renderText(s)).toBe(
      '[1]<input type=file label="Choose File">\n[2]<input type=file label=Attachment value=test.txt>',
    );
  });
});

describe('sliceTree', () => {
  it("keeps a list's text beside the button it lists", () => {
    const nodes = tree([
      [-1, 'body'], // 0
      [0, 'ul'], // 1
      [1, 'li'], // 2
      [2, '#text', { text: 'text' }], // 3
      [1, 'li'], // 4
      [4, 'button', { index: 1 }], // 5
      [5, '#text', { text: 'Button' }], // 6
      [0, 'p'], // 7
      [7, '#text', { text: 'after' }], // 8
    ]);
    const s = snap([rec({ index: 1, tag: 'button', name: 'Button' })], nodes);
    const at = nodeAlong(nodes, 0, [['ul', 0]]);
    expect(at).toBe(1);
    expect(renderText(sliceTree(s, at)!)).toBe('text\n[1]<button>Button');
    expect(nodeAlong(nodes, 0, [['ul', 1]])).toBe(-1);
  });
});
