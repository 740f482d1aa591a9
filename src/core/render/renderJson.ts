/**
 * Format C, JSON: every registry element with its full metadata, in a stable key order, compact.
 * Keys with no value (undefined) are omitted; the order below is the contract.
 */
import type { ElementRecord, Snapshot } from '../model/types';
import { jsonStringify, push } from '../../builtins/pristine';

const KEYS: (keyof ElementRecord)[] = [
  'index',
  'bid',
  'elementId',
  'tag',
  'role',
  'name',
  'description',
  'text',
  'value',
  'inputType',
  'attributes',
  'states',
  'options',
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
  'locators',
];

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
    if (o.visibleOnly && !r.isVisible) continue;
    const out: Record<string, unknown> = {};
    for (let k = 0; k < KEYS.length; k++) {
      const v = r[KEYS[k]!];
      if (v !== undefined) out[KEYS[k]!] = v;
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
    elements,
  };
  return jsonStringify(doc, null, o.indent ?? 0);
}
