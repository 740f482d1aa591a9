import type { ElementRecord } from '../../core/model/types';
import { activeElement, contentDocument, documentElement, localName, shadowRootOf } from '../platform/dom';
import { knownIndexOf } from '../identity/registry';

/** Mark the focused element's record (through frames and shadow roots); its bid. */
export function markFocused(doc: Document, records: ElementRecord[]): string | null {
  const focused = deepActiveElement(doc);
  if (!focused) return null;
  const idx = knownIndexOf(focused);
  if (idx === undefined) return null;
  for (let i = 0; i < records.length; i++) {
    if (records[i]!.index === idx) {
      // Copy on write: an incremental snapshot shares a clean record's states with the last one.
      records[i]!.states = { ...records[i]!.states, focused: true };
      return records[i]!.bid;
    }
  }
  return null;
}

/** The focused element, through frames and shadow roots. */
function deepActiveElement(doc: Document): Element | null {
  let a = activeElement(doc);
  for (let guard = 0; a && guard < 64; guard++) {
    const tag = localName(a);
    if (tag === 'iframe' || tag === 'frame') {
      let d: Document | null;
      try {
        d = contentDocument(a);
      } catch {
        d = null;
      }
      const inner = d ? activeElement(d) : null;
      if (!inner || inner === documentElement(d!) || localName(inner) === 'body') return a;
      a = inner;
      continue;
    }
    const sr = shadowRootOf(a);
    const inner = sr ? (sr as unknown as DocumentOrShadowRoot).activeElement : null;
    if (!inner) return a;
    a = inner;
  }
  return a;
}
