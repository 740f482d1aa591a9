/**
 * The wire format: a snapshot as a compact JSON string for the trip from the page to Node. What makes
 * it small is sending nothing the decoder can work out from what it already has; every such shortcut
 * is checked against the real value here, so a record that does not fit a rule just carries the value:
 *  - records are arrays in a fixed field order (their keys were most of the bytes of plain JSON;
 *    the order is `wire` in core/model/recordFields.ts);
 *  - `index` and `node` travel as the step from the previous record (usually 1 and a few);
 *  - `bid` and `elementId` as 0 where they are the frame + index and the id prefix + index;
 *  - tag, role, kind, reason and frame as numbers into one string table;
 *  - booleans as 1/0, the box as `[x, y, width, height]`, `text` as 0 where it equals the name;
 *  - locators as `[kind number, value, unique 1/0]`, the value 0 where it is derived from the
 *    record (the mark attribute selector, role + name, the text locator, a css path that respells
 *    the record's xpath) and the Playwright code only where derivePlaywright cannot give it back;
 *    other structural paths front-coded against the previous one;
 *  - tree nodes as `[shape, ...values]`, with the parent as a step back and the tag in the table.
 * On the synthetic 10k page it is about a sixth of `JSON.stringify(snapshot)`. Every quote saved
 * counts twice: the driver sends the string inside its own JSON, where each `"` becomes `\"`.
 * decodeSnapshot (src/core/wire/decodeSnapshot.ts, pure, runs in Node) gives back the same snapshot, key
 * order included (test/unit/core/wire/encodeSnapshot.test.ts).
 */
import type { BBox, ElementRecord, LocatorEntry, Snapshot, TreeNode } from '../model/types';
import {
  charCodeAt,
  indexOf,
  isArray,
  join,
  jsonStringify,
  numberIsFinite,
  objectCreate,
  objectKeys,
  push,
  strSlice,
} from '../../builtins/pristine';
import { cssString } from '../locators/escape';
import { locatorText } from '../locators/locatorText';
import { cssFromXpath } from './cssFromXpath';
import { derivePlaywright } from './derivePlaywright';
import { WIRE_RECORD_FIELDS } from '../model/recordFields';

export const LOCATOR_KINDS: readonly LocatorEntry['kind'][] = [
  'elementId',
  'testId',
  'id',
  'role',
  'xpath',
  'css',
  'text',
];
export const WIRE_VERSION = 3;

/** What encoder and decoder both track while they go through the records in order. */
export interface WireState {
  /** Interned strings and their numbers (the decoder only reads `strings`). */
  strings: string[];
  ids: Record<string, number>;
  /** The previous path of each structural kind, for front coding. */
  last: Record<string, string>;
  lastIndex: number;
  lastNode: number;
  /** `options.idPrefix + '-'`, or null: elementIds are then always sent. */
  idPrefix: string | null;
  /** `options.markAttribute`, or null: elementId locators are then always sent. */
  mark: string | null;
  /** Encoding a snapshot built in the same call (see encodeSnapshot). */
  fresh: boolean;
}

export function wireState(options: unknown): WireState {
  const o = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
  return {
    strings: [],
    ids: objectCreate(null) as Record<string, number>,
    last: objectCreate(null) as Record<string, string>,
    lastIndex: 0,
    lastNode: 0,
    idPrefix: typeof o['idPrefix'] === 'string' ? o['idPrefix'] + '-' : null,
    mark: typeof o['markAttribute'] === 'string' ? o['markAttribute'] : null,
    fresh: false,
  };
}

/** A string as its number in the table; anything else wrapped in an array (the decoder unwraps it). */
function intern(s: unknown, w: WireState): unknown {
  if (typeof s !== 'string') return [s];
  let n = w.ids[s];
  if (n === undefined) {
    n = w.strings.length;
    w.ids[s] = n;
    push(w.strings, s);
  }
  return n;
}

function bool(v: unknown): unknown {
  return v === true ? 1 : v === false ? 0 : v === null ? null : [v];
}

function box(b: BBox | null): unknown {
  if (b === null) return null;
  const k = objectKeys(b);
  return k.length === 4 && k[0] === 'x' && k[1] === 'y' && k[2] === 'width' && k[3] === 'height'
    ? [b.x, b.y, b.width, b.height]
    : { o: b };
}

/**
 * Structural paths (xpath, css) of consecutive records share long prefixes (pre-order: a child's path
 * extends its parent's): front coding sends `[shared length, rest]` against the previous path of the
 * same kind.
 */
function frontCode(kind: string, value: string, w: WireState): unknown {
  if (kind !== 'xpath' && kind !== 'css') return value;
  const prev = w.last[kind];
  w.last[kind] = value;
  if (prev === undefined) return value;
  const max = prev.length < value.length ? prev.length : value.length;
  let n = 0;
  while (n < max && charCodeAt(prev, n) === charCodeAt(value, n)) n++;
  return n >= 8 ? [n, strSlice(value, n)] : value;
}

/** The value a locator of this kind has when it is derived from its record; '' when none is. */
export function derivedValue(kind: string, r: ElementRecord, xpath: string, w: WireState): string {
  switch (kind) {
    case 'elementId':
      return w.mark === null ? '' : `[${w.mark}=${cssString(r.elementId)}]`;
    case 'role':
      return jsonStringify({ role: r.role, name: r.name });
    case 'text':
      return locatorText(r);
    case 'css':
      return xpath === '' ? '' : cssFromXpath(xpath);
    default:
      return '';
  }
}

/**
 * Kinds whose Playwright code buildLocators always writes as derivePlaywright gives it back: in a
 * snapshot encoded in the call that built it (snapshotWire: no caller can have changed an entry),
 * the encoder takes them as derived without building the code to compare (a fifth of its time at
 * 4k records). Test ids (getByTestId for data-testid) and css paths (a comment inside a shadow root)
 * are checked; wire.test.ts holds the fresh encoding to the checked one.
 */
const FRESH_DERIVED: Record<string, true> = { elementId: true, id: true, role: true, xpath: true, text: true };

function encodeLocators(list: LocatorEntry[], r: ElementRecord, w: WireState): unknown[] {
  const out: unknown[] = [];
  let xpath = '';
  for (let i = 0; i < list.length; i++) {
    const l = list[i]!;
    const k = indexOf(LOCATOR_KINDS, l.kind);
    const v = l.value;
    const derived = v !== '' && derivedValue(l.kind, r, xpath, w) === v;
    if (l.kind === 'xpath') xpath = v;
    let value: unknown;
    if (derived) {
      value = 0;
      if (l.kind === 'css') w.last['css'] = v;
    } else value = frontCode(l.kind, v, w);
    const e: unknown[] = [k >= 0 ? k : l.kind, value, l.unique ? 1 : 0];
    if (
      !(w.fresh && FRESH_DERIVED[l.kind] === true) &&
      (objectKeys(l).length !== 4 || derivePlaywright(l.kind, v, r) !== l.playwright)
    )
      push(e, l.playwright);
    push(out, e);
  }
  return out;
}

/**
 * One record as an array: the common fields' values, then an object of the fields that follow them
 * (inputType, value, options), if any. A record whose keys do not start with the common fields in
 * order, or whose numbers are not numbers (stitched in from elsewhere, say), travels as a plain object.
 */
function encodeRecord(r: ElementRecord, w: WireState): unknown {
  const keys = objectKeys(r);
  for (let i = 0; i < WIRE_RECORD_FIELDS.length; i++) if (keys[i] !== WIRE_RECORD_FIELDS[i]) return r;
  if (!numberIsFinite(r.index) || !numberIsFinite(r.node)) return r;
  const idx = r.index;
  const name = r.name;
  const out: unknown[] = [
    idx - w.lastIndex,
    r.bid === r.frame + idx ? 0 : r.bid,
    w.idPrefix !== null && r.elementId === w.idPrefix + idx ? 0 : r.elementId,
    intern(r.tag, w),
    intern(r.role, w),
    name,
    r.text !== '' && r.text === name ? 0 : r.text,
    r.attributes,
    r.states,
    encodeLocators(r.locators, r, w),
    box(r.bbox),
    r.visibility,
    bool(r.isVisible),
    bool(r.inViewport),
    bool(r.isInteractive),
    intern(r.kind, w),
    bool(r.isTopElement),
    r.obscuredBy,
    bool(r.clickable),
    bool(r.setOfMarks),
    intern(r.frame, w),
    r.parent,
    r.depth,
    intern(r.reason, w),
    bool(r.isNew),
    r.node - w.lastNode,
  ];
  w.lastIndex = idx;
  w.lastNode = r.node;
  if (keys.length > WIRE_RECORD_FIELDS.length) {
    const rec = r as unknown as Record<string, unknown>;
    const extra: Record<string, unknown> = {};
    for (let i = WIRE_RECORD_FIELDS.length; i < keys.length; i++) extra[keys[i]!] = rec[keys[i]!];
    push(out, extra);
  }
  return out;
}

/**
 * Tree nodes as `[shape, ...values]`: a shape is a key list (`parent,tag,size`, `parent,tag,text,size`,
 * ...), sent once in `shapes`, so the decoder restores each node with its keys in the same order.
 */
function encodeTree(nodes: TreeNode[], shapes: string[], w: WireState): unknown[] {
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
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      const v = n[key];
      push(row, key === 'tag' ? intern(v, w) : key === 'parent' ? (typeof v === 'number' ? i - v : [v]) : v);
    }
    push(out, row);
  }
  return out;
}

/**
 * `fresh`: the snapshot was built in this call and no caller has seen it (snapshotWire), so its
 * locator entries are as buildLocators made them (see FRESH_DERIVED).
 */
export function encodeSnapshot(s: Snapshot, fresh = false): string {
  const w = wireState(s.options);
  w.fresh = fresh;
  const els: unknown[] = [];
  for (let i = 0; i < s.elements.length; i++) push(els, encodeRecord(s.elements[i]!, w));
  const shapes: string[] = [];
  const nodes = s.tree && isArray(s.tree.nodes) ? encodeTree(s.tree.nodes, shapes, w) : null;
  // The snapshot's own keys stay in order; `elements` (and the tree's nodes) are placeholders the
  // decoder fills.
  const shell: Record<string, unknown> = {};
  const keys = objectKeys(s);
  const src = s as unknown as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    shell[k] = k === 'elements' ? 0 : k === 'tree' && nodes ? { ...s.tree, nodes: 0 } : src[k];
  }
  return jsonStringify({ pmWire: WIRE_VERSION, snapshot: shell, strings: w.strings, elements: els, shapes, nodes });
}
