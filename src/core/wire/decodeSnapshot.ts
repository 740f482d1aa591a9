/**
 * `decodeSnapshot(wire)`: the snapshot back from encodeSnapshot's string (see encodeSnapshot.ts for
 * what each field's shortcut is). Pure: runs in Node (host helpers, the CLI) or anywhere. A plain
 * snapshot JSON string (snapshotJson) is accepted too, so callers need not know which one they got.
 */
import type { BBox, ElementRecord, LocatorEntry, Snapshot, TreeNode } from '../model/types';
import { isArray, jsonParse, objectKeys, strSlice, strSplit } from '../../builtins/pristine';
import { derivePlaywright, roleCode } from './derivePlaywright';
import { derivedValue, LOCATOR_KINDS, WIRE_VERSION, wireState, type WireState } from './encodeSnapshot';
import { WIRE_RECORD_FIELDS } from '../model/recordFields';

function str(v: unknown, w: WireState): string {
  return typeof v === 'number' ? w.strings[v]! : ((v as unknown[])[0] as string);
}
function bool(v: unknown): boolean {
  return v === 1
    ? true
    : v === 0
      ? false
      : v === null
        ? (null as unknown as boolean)
        : ((v as unknown[])[0] as boolean);
}
function box(v: unknown): BBox | null {
  if (v === null) return null;
  if (isArray(v)) return { x: v[0] as number, y: v[1] as number, width: v[2] as number, height: v[3] as number };
  return (v as { o: BBox }).o;
}

function decodeLocators(locs: unknown[][], r: ElementRecord, w: WireState): LocatorEntry[] {
  const list: LocatorEntry[] = [];
  let xpath = '';
  for (let i = 0; i < locs.length; i++) {
    const l = locs[i]!;
    const kind = (typeof l[0] === 'number' ? LOCATOR_KINDS[l[0]] : l[0]) as LocatorEntry['kind'];
    const coded = l[1];
    // Derived from the record, front-coded against the previous path of its kind, or as it is.
    const value =
      coded === 0
        ? derivedValue(kind, r, xpath, w)
        : isArray(coded)
          ? strSlice(w.last[kind] ?? '', 0, coded[0] as number) + (coded[1] as string)
          : (coded as string);
    if (kind === 'xpath' || kind === 'css') w.last[kind] = value;
    if (kind === 'xpath') xpath = value;
    list[list.length] = {
      kind,
      value,
      playwright:
        l.length > 3
          ? (l[3] as string)
          : coded === 0 && kind === 'role'
            ? roleCode(r, r.role, r.name)
            : derivePlaywright(kind, value, r),
      unique: l[2] === 1,
    };
  }
  return list;
}

function decodeRecord(v: unknown, w: WireState): ElementRecord {
  if (!isArray(v)) return v as ElementRecord;
  const frame = str(v[20], w);
  const index = w.lastIndex + (v[0] as number);
  w.lastIndex = index;
  const node = w.lastNode + (v[25] as number);
  w.lastNode = node;
  const name = v[5] as string;
  // Keys in the order of WIRE_RECORD_FIELDS (the snapshot's own order).
  const r: ElementRecord = {
    index,
    bid: v[1] === 0 ? frame + index : (v[1] as string),
    elementId: v[2] === 0 ? w.idPrefix! + index : (v[2] as string),
    tag: str(v[3], w),
    role: str(v[4], w),
    name,
    text: v[6] === 0 ? name : (v[6] as string),
    attributes: v[7] as Record<string, string>,
    states: v[8] as ElementRecord['states'],
    locators: [],
    bbox: box(v[10]),
    visibility: v[11] as number,
    isVisible: bool(v[12]),
    inViewport: bool(v[13]),
    isInteractive: bool(v[14]),
    kind: str(v[15], w) as ElementRecord['kind'],
    isTopElement: bool(v[16]),
    obscuredBy: v[17] as string | null,
    clickable: bool(v[18]),
    setOfMarks: bool(v[19]),
    frame,
    parent: v[21] as number | null,
    depth: v[22] as number,
    reason: str(v[23], w) as ElementRecord['reason'],
    isNew: bool(v[24]),
    node,
  };
  r.locators = decodeLocators(v[9] as unknown[][], r, w);
  const extra = v[WIRE_RECORD_FIELDS.length] as Record<string, unknown> | undefined;
  if (extra) {
    const out = r as unknown as Record<string, unknown>;
    const keys = objectKeys(extra);
    for (let i = 0; i < keys.length; i++) out[keys[i]!] = extra[keys[i]!];
  }
  return r;
}

function decodeTree(rows: unknown[][], shapes: string[], w: WireState): TreeNode[] {
  const keysOf: string[][] = [];
  for (let i = 0; i < shapes.length; i++) keysOf[i] = strSplit(shapes[i]!, ',');
  const out: TreeNode[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const keys = keysOf[row[0] as number]!;
    const n: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      const v = row[k + 1];
      n[key] = key === 'tag' ? str(v, w) : key === 'parent' ? (typeof v === 'number' ? i - v : (v as unknown[])[0]) : v;
    }
    out[i] = n as unknown as TreeNode;
  }
  return out;
}

export function decodeSnapshot(wire: string): Snapshot {
  const data = jsonParse(wire) as {
    pmWire?: number;
    snapshot?: Record<string, unknown>;
    strings?: string[];
    elements?: unknown[];
    shapes?: string[];
    nodes?: unknown[][] | null;
  };
  if (!data || typeof data !== 'object' || data.pmWire === undefined) return data as unknown as Snapshot;
  if (data.pmWire !== WIRE_VERSION) {
    throw new TypeError(`decodeSnapshot: unknown wire version ${String(data.pmWire)}`);
  }
  const shell = data.snapshot!;
  const w = wireState(shell['options']);
  w.strings = data.strings ?? [];
  const els: ElementRecord[] = [];
  const src = data.elements ?? [];
  for (let i = 0; i < src.length; i++) els[i] = decodeRecord(src[i], w);
  const out: Record<string, unknown> = {};
  const keys = objectKeys(shell);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (k === 'elements') out[k] = els;
    else if (k === 'tree' && data.nodes) {
      out[k] = { ...(shell[k] as object), nodes: decodeTree(data.nodes, data.shapes ?? [], w) };
    } else out[k] = shell[k];
  }
  return out as unknown as Snapshot;
}
