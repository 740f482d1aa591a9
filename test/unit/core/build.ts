// Hand-built snapshots for the pure core tests: small literal objects with every field of the model
// (src/core/model/types.ts), keys in the order the walk creates them (the wire format's fast path
// depends on that order, see `wire` in src/core/model/recordFields.ts).
import type { ElementRecord, Snapshot, TreeNode } from '../../../src/core/model/types';
import { normalizeSnapshotOptions } from '../../../src/core/model/normalizeSnapshotOptions';

type RecordInput = Partial<ElementRecord> & { index: number; tag: string };

/** A visible, interactive, in-viewport record in the main frame, 20 px high at y = 10 * index. */
export function rec(p: RecordInput): ElementRecord {
  const frame = p.frame ?? '';
  const base: ElementRecord = {
    index: p.index,
    bid: frame + p.index,
    elementId: `pm-${p.index}`,
    tag: p.tag,
    role: '',
    name: '',
    text: '',
    attributes: {},
    states: {},
    locators: [],
    bbox: { x: 0, y: 10 * p.index, width: 100, height: 20 },
    visibility: 1,
    isVisible: true,
    inViewport: true,
    isInteractive: true,
    kind: 'interactive',
    isTopElement: true,
    obscuredBy: null,
    clickable: true,
    setOfMarks: true,
    frame,
    parent: null,
    depth: 0,
    reason: 'tag',
    isNew: false,
    node: -1,
  };
  return { ...base, ...p };
}

/** A pre-order tree from [parent, tag, extra] rows; sizes are computed. */
export function tree(rows: [number, string, Partial<TreeNode>?][]): TreeNode[] {
  const nodes: TreeNode[] = rows.map(([parent, tag, extra]) => ({ parent, tag, ...extra, size: 1 }));
  for (let i = nodes.length - 1; i > 0; i--) nodes[nodes[i]!.parent]!.size += nodes[i]!.size;
  return nodes;
}

/** A snapshot around `elements` and `nodes`; each record's `node` is set from the tree's `index`. */
export function snap(elements: ElementRecord[], nodes: TreeNode[] = [], extra: Partial<Snapshot> = {}): Snapshot {
  for (const r of elements) {
    const at = nodes.findIndex((n) => n.index === r.index);
    if (at >= 0) r.node = at;
  }
  return {
    version: 1,
    url: 'https://shop.example/login',
    title: 'Sign in',
    viewport: {
      width: 1280,
      height: 800,
      scrollX: 0,
      scrollY: 0,
      devicePixelRatio: 1,
      scrollWidth: 1280,
      scrollHeight: 800,
    },
    elements,
    focusedBid: null,
    frames: [
      {
        id: '',
        hostIndex: null,
        url: 'https://shop.example/login',
        offset: { x: 0, y: 0 },
        status: 'ok',
        crossOrigin: false,
      },
    ],
    stats: {
      visited: elements.length,
      registered: elements.length,
      interactive: elements.filter((e) => e.isInteractive).length,
      frames: 1,
      shadowRoots: 0,
      durationMs: 1.5,
      reused: 0,
      hitTests: 0,
      timings: { walk: 1, text: 0.1, identity: 0, occlusion: 0.2, locators: 0.1, marks: 0.1, other: 0 },
    },
    errors: [],
    tree: { nodes },
    diff: null,
    truncated: false,
    capabilities: {
      documentStartHook: false,
      closedShadowRoots: false,
      listenerTracking: false,
      popover: true,
      elementsFromPoint: true,
    },
    timestamp: 1764000000000,
    options: normalizeSnapshotOptions(undefined),
    ...extra,
  };
}

/**
 * A sign-in page: a link, a heading, a form (a label bound to an email input, a disabled button, a
 * select), a paragraph and a button below the viewport, then text at the very end.
 */
export function loginPage(): Snapshot {
  const nodes = tree([
    [-1, 'body'], // 0
    [0, 'a', { index: 1 }], // 1
    [1, '#text', { text: 'Home' }], // 2
    [0, 'h1'], // 3
    [3, '#text', { text: 'Welcome back' }], // 4
    [0, 'form'], // 5
    [5, 'label', { index: 2 }], // 6
    [6, '#text', { text: 'Email' }], // 7
    [5, 'input', { index: 3 }], // 8
    [5, 'button', { index: 4 }], // 9
    [9, '#text', { text: 'Sign in' }], // 10
    [5, 'select', { index: 5 }], // 11
    [0, 'p'], // 12
    [12, '#text', { text: 'Far below text' }], // 13
    [0, 'button', { index: 6 }], // 14
    [14, '#text', { text: 'Below' }], // 15
    [0, 'p'], // 16
    [16, '#text', { text: 'Tail words' }], // 17
  ]);
  const elements = [
    rec({ index: 1, tag: 'a', role: 'link', name: 'Home', text: 'Home', attributes: { href: '/' } }),
    rec({
      index: 2,
      tag: 'label',
      name: 'Email',
      text: 'Email',
      attributes: { for: 'e' },
      isInteractive: false,
      kind: 'content',
      clickable: false,
      setOfMarks: false,
      reason: 'content',
    }),
    rec({
      index: 3,
      tag: 'input',
      role: 'textbox',
      name: 'Email',
      attributes: { id: 'e', type: 'email' },
      states: { required: true, editable: true },
      inputType: 'email',
      value: 'a@b.c',
    }),
    rec({ index: 4, tag: 'button', role: 'button', name: 'Sign in', text: 'Sign in', states: { disabled: true } }),
    rec({
      index: 5,
      tag: 'select',
      role: 'combobox',
      name: 'Color',
      text: 'Red Blue',
      states: { expanded: false },
      value: 'Red',
      options: [
        { label: 'Red', value: 'r', selected: true },
        { label: 'Blue', value: 'b', selected: false },
      ],
    }),
    rec({
      index: 6,
      tag: 'button',
      role: 'button',
      name: 'Below',
      text: 'Below',
      bbox: { x: 0, y: 5000, width: 100, height: 20 },
      visibility: 0,
      inViewport: false,
      isTopElement: null,
    }),
  ];
  const s = snap(elements, nodes);
  s.viewport.scrollHeight = 5400;
  return s;
}
