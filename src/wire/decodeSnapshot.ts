/**
 * `decodeSnapshot(wire)`: the snapshot back from encodeSnapshot's string (see encodeSnapshot.ts). Pure:
 * runs in Node (host helpers, the CLI) or anywhere. A plain snapshot JSON string (snapshotJson) is
 * accepted too, so callers need not know which one they got.
 */
import type { ElementRecord, LocatorEntry, Snapshot, TreeNode } from '../model/types';
import { isArray, jsonParse, objectCreate, objectKeys, strSlice, strSplit } from '../platform/pristine';
import { derivePlaywright } from './derivePlaywright';
import { RECORD_FIELDS, WIRE_VERSION } from './encodeSnapshot';

const LOCATORS_AT = 9;

interface Front {
  last: Record<string, string>;
}

function decodeRecord(v: unknown, f: Front): ElementRecord {
  if (!isArray(v)) return v as ElementRecord;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < RECORD_FIELDS.length; i++) out[RECORD_FIELDS[i]!] = i === LOCATORS_AT ? null : v[i];
  const r = out as unknown as ElementRecord;
  const locs = v[LOCATORS_AT] as unknown[][];
  const list: LocatorEntry[] = [];
  for (let i = 0; i < locs.length; i++) {
    const l = locs[i]!;
    const kind = l[0] as LocatorEntry['kind'];
    const coded = l[1];
    // Front-coded structural path: [length shared with the previous one of its kind, the rest].
    const value = isArray(coded)
      ? strSlice(f.last[kind] ?? '', 0, coded[0] as number) + (coded[1] as string)
      : (coded as string);
    if (kind === 'xpath' || kind === 'css') f.last[kind] = value;
    list[list.length] = {
      kind,
      value,
      playwright: l.length > 3 ? (l[3] as string) : derivePlaywright(kind, value, r),
      unique: l[2] === 1,
    };
  }
  out['locators'] = list;
  const extra = v[RECORD_FIELDS.length] as Record<string, unknown> | undefined;
  if (extra) {
    const keys = objectKeys(extra);
    for (let i = 0; i < keys.length; i++) out[keys[i]!] = extra[keys[i]!];
  }
  return r;
}

function decodeTree(rows: unknown[][], shapes: string[]): TreeNode[] {
  const keysOf: string[][] = [];
  for (let i = 0; i < shapes.length; i++) keysOf[i] = strSplit(shapes[i]!, ',');
  const out: TreeNode[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const keys = keysOf[row[0] as number]!;
    const n: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) n[keys[k]!] = row[k + 1];
    out[i] = n as unknown as TreeNode;
  }
  return out;
}

export function decodeSnapshot(wire: string): Snapshot {
  const w = jsonParse(wire) as {
    pmWire?: number;
    snapshot?: Record<string, unknown>;
    elements?: unknown[];
    shapes?: string[];
    nodes?: unknown[][] | null;
  };
  if (!w || typeof w !== 'object' || w.pmWire === undefined) return w as unknown as Snapshot;
  if (w.pmWire !== WIRE_VERSION) throw new TypeError(`decodeSnapshot: unknown wire version ${String(w.pmWire)}`);
  const shell = w.snapshot!;
  const els: ElementRecord[] = [];
  const src = w.elements ?? [];
  const f: Front = { last: objectCreate(null) as Record<string, string> };
  for (let i = 0; i < src.length; i++) els[i] = decodeRecord(src[i], f);
  const out: Record<string, unknown> = {};
  const keys = objectKeys(shell);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (k === 'elements') out[k] = els;
    else if (k === 'tree' && w.nodes) out[k] = { ...(shell[k] as object), nodes: decodeTree(w.nodes, w.shapes ?? []) };
    else out[k] = shell[k];
  }
  return out as unknown as Snapshot;
}
