/**
 * The wire format: a snapshot as a compact JSON string for the trip from the page to Node. Records
 * become arrays in a fixed field order (their keys are most of the bytes), locators become
 * `[kind, value, unique]` plus the Playwright code only where decodeSnapshot cannot derive it. On
 * the synthetic 10k page it is less than half the size of `JSON.stringify(snapshot)`. decodeSnapshot
 * (src/wire/decodeSnapshot.ts, pure, runs in Node) gives back the same snapshot, key order included.
 */
import type { ElementRecord, LocatorEntry, Snapshot, TreeNode } from '../model/types';
import {
  charCodeAt,
  isArray,
  join,
  jsonStringify,
  objectCreate,
  objectKeys,
  push,
  strSlice,
} from '../platform/pristine';
import { derivePlaywright } from './derivePlaywright';

/** Record fields in the order the walk creates them (src/discovery/walk.ts). */
export const RECORD_FIELDS = [
  'index',
  'bid',
  'elementId',
  'tag',
  'role',
  'name',
  'text',
  'attributes',
  'states',
  'locators',
  'bbox',
  'visibility',
  'isVisible',
  'inViewport',
  'isInteractive',
  'kind',
  'isTopElement',
  'obscuredBy',
  'clickable',
  'setOfMarks',
  'frame',
  'parent',
  'depth',
  'reason',
  'isNew',
  'node',
] as const;
const LOCATORS_AT = 9;
export const WIRE_VERSION = 2;

/**
 * Structural paths (xpath, css) of consecutive records share long prefixes (pre-order: a child's path
 * extends its parent's): front coding sends `[shared length, rest]` against the previous path of the
 * same kind.
 */
interface Front {
  last: Record<string, string>;
}
function frontCode(kind: string, value: string, f: Front): unknown {
  if (kind !== 'xpath' && kind !== 'css') return value;
  const prev = f.last[kind];
  f.last[kind] = value;
  if (prev === undefined) return value;
  const max = prev.length < value.length ? prev.length : value.length;
  let n = 0;
  while (n < max && charCodeAt(prev, n) === charCodeAt(value, n)) n++;
  return n >= 8 ? [n, strSlice(value, n)] : value;
}

function encodeLocators(list: LocatorEntry[], r: ElementRecord, f: Front): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < list.length; i++) {
    const l = list[i]!;
    const e: unknown[] = [l.kind, frontCode(l.kind, l.value, f), l.unique ? 1 : 0];
    if (objectKeys(l).length !== 4 || derivePlaywright(l.kind, l.value, r) !== l.playwright) push(e, l.playwright);
    push(out, e);
  }
  return out;
}

/**
 * One record as an array: the common fields' values, then an object of the fields that follow them
 * (inputType, value, options), if any. A record whose keys do not start with the common fields in
 * order (stitched in from elsewhere, say) travels as a plain object.
 */
function encodeRecord(r: ElementRecord, f: Front): unknown {
  const keys = objectKeys(r);
  for (let i = 0; i < RECORD_FIELDS.length; i++) if (keys[i] !== RECORD_FIELDS[i]) return r;
  const rec = r as unknown as Record<string, unknown>;
  const out: unknown[] = [];
  for (let i = 0; i < RECORD_FIELDS.length; i++) {
    push(out, i === LOCATORS_AT ? encodeLocators(r.locators, r, f) : rec[RECORD_FIELDS[i]!]);
  }
  if (keys.length > RECORD_FIELDS.length) {
    const extra: Record<string, unknown> = {};
    for (let i = RECORD_FIELDS.length; i < keys.length; i++) extra[keys[i]!] = rec[keys[i]!];
    push(out, extra);
  }
  return out;
}

/**
 * Tree nodes as `[shape, ...values]`: a shape is a key list (`parent,tag,size`, `parent,tag,text,size`,
 * ...), sent once in `shapes`, so the decoder restores each node with its keys in the same order.
 */
function encodeTree(nodes: TreeNode[], shapes: string[]): unknown[] {
  const ids: Record<string, number> = objectCreate(null) as Record<string, number>;
  const out: unknown[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]! as unknown as Record<string, unknown>;
    const keys = objectKeys(n);
    const sig = join(keys, ',');
    let id = ids[sig];
    if (id === undefined) {
      id = shapes.length;
      ids[sig] = id;
      push(shapes, sig);
    }
    const row: unknown[] = [id];
    for (let k = 0; k < keys.length; k++) push(row, n[keys[k]!]);
    push(out, row);
  }
  return out;
}

export function encodeSnapshot(s: Snapshot): string {
  const els: unknown[] = [];
  const f: Front = { last: objectCreate(null) as Record<string, string> };
  for (let i = 0; i < s.elements.length; i++) push(els, encodeRecord(s.elements[i]!, f));
  const shapes: string[] = [];
  const nodes = s.tree && isArray(s.tree.nodes) ? encodeTree(s.tree.nodes, shapes) : null;
  // The snapshot's own keys stay in order; `elements` (and the tree's nodes) are placeholders the
  // decoder fills.
  const shell: Record<string, unknown> = {};
  const keys = objectKeys(s);
  const src = s as unknown as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    shell[k] = k === 'elements' ? 0 : k === 'tree' && nodes ? { ...s.tree, nodes: 0 } : src[k];
  }
  return jsonStringify({ pmWire: WIRE_VERSION, snapshot: shell, elements: els, shapes, nodes });
}
