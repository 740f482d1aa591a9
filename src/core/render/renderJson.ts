/**
 * Format C, JSON: every registry element with its full metadata, in a stable key order, compact.
 * Keys with no value (undefined) are omitted; the order (core/model/recordFields.ts) is the contract.
 */
import type { Snapshot } from '../model/types';
import { isSeen } from '../model/seen';
import { JSON_RECORD_KEYS } from '../model/recordFields';
import { jsonStringify, push } from '../../builtins/pristine';

export interface JsonRenderOptions {
  /** Only visible elements. Default false (every element). */
  visibleOnly?: boolean;
  /** Pretty-print with this indentation. Default 0 (compact). */
  indent?: number;
}

export function renderJson(s: Snapshot, o: JsonRenderOptions = {}): string {
  const elements: Record<string, unknown>[] = [];
  for (let i = 0; i < s.elements.length; i++) {
    const r = s.elements[i]!;
    if (o.visibleOnly && !isSeen(r)) continue;
    const out: Record<string, unknown> = {};
    for (let k = 0; k < JSON_RECORD_KEYS.length; k++) {
      const v = r[JSON_RECORD_KEYS[k]!];
      if (v !== undefined) out[JSON_RECORD_KEYS[k]!] = v;
    }
    push(elements, out);
  }
  const doc = {
    url: s.url,
    title: s.title,
    viewport: s.viewport,
    focusedBid: s.focusedBid,
    frames: s.frames,
    truncated: s.truncated,
    ...(s.warnings ? { warnings: s.warnings } : {}),
    elements,
  };
  return jsonStringify(doc, null, o.indent ?? 0);
}
