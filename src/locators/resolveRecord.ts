/**
 * Re-find an element whose live node is gone (a framework re-render replaced it): try the record's
 * locator chain in order against its frame's document, accepting only a unique match.
 */
import type { ElementRecord, LocatorEntry, LocatorKind } from '../model/types';
import {
  docEvaluate,
  docQuerySelectorAll,
  fragQuerySelectorAll,
  nodeType,
  DOCUMENT_NODE,
  shadowRootOf,
  elementQuerySelectorAll,
  boundWindow,
} from '../platform/dom';
import { jsonParse, push, strIndexOf, strTrim, strReplace } from '../platform/pristine';
import { computeRole } from '../names/computeRole';
import { computeName } from '../names/computeName';

const ORDERED_NODE_SNAPSHOT_TYPE = 7;

function cssAll(root: Document | ShadowRoot, sel: string): Element[] {
  const out: Element[] = [];
  try {
    const list = nodeType(root) === DOCUMENT_NODE ? docQuerySelectorAll(root, sel) : fragQuerySelectorAll(root, sel);
    for (let i = 0; i < list.length; i++) push(out, list[i]!);
  } catch {}
  return out;
}

/** Every element of the root and of the open shadow roots below it (for role/text matching). */
function allElements(root: Document | ShadowRoot, cap: number): Element[] {
  const out: Element[] = [];
  const stack: (Document | ShadowRoot)[] = [root];
  while (stack.length > 0 && out.length < cap) {
    const r = stack[stack.length - 1]!;
    stack.length--;
    const list = nodeType(r) === DOCUMENT_NODE ? docQuerySelectorAll(r, '*') : fragQuerySelectorAll(r, '*');
    for (let i = 0; i < list.length && out.length < cap; i++) {
      const e = list[i]!;
      push(out, e);
      const sr = shadowRootOf(e);
      if (sr) push(stack, sr);
    }
  }
  void elementQuerySelectorAll;
  return out;
}

function collapse(s: string): string {
  return strTrim(strReplace(s, /\s+/g, ' '));
}

/** Elements matching one locator entry in a document (or shadow root). */
export function resolveLocatorIn(
  entry: LocatorEntry | { kind: LocatorKind; value: string },
  root: Document | ShadowRoot,
): Element[] {
  switch (entry.kind) {
    case 'elementId':
    case 'testId':
    case 'id':
    case 'css':
      return cssAll(root, entry.value);
    case 'xpath': {
      if (!docEvaluate || nodeType(root) !== DOCUMENT_NODE) return [];
      try {
        const r = docEvaluate(root, entry.value, root, null, ORDERED_NODE_SNAPSHOT_TYPE, null);
        const out: Element[] = [];
        for (let i = 0; i < r.snapshotLength; i++) {
          const n = r.snapshotItem(i);
          if (n && nodeType(n) === 1) push(out, n as Element);
        }
        return out;
      } catch {
        return [];
      }
    }
    case 'role': {
      let want: { role?: string; name?: string };
      try {
        want = jsonParse(entry.value) as { role?: string; name?: string };
      } catch {
        return [];
      }
      const els = allElements(root, 20000);
      const out: Element[] = [];
      for (let i = 0; i < els.length; i++) {
        const e = els[i]!;
        const role = computeRole(e);
        if (role !== want.role) continue;
        if (computeName(e, role) === want.name) push(out, e);
      }
      return out;
    }
    case 'text': {
      const els = allElements(root, 20000);
      const out: Element[] = [];
      for (let i = 0; i < els.length; i++) {
        const e = els[i]!;
        // The innermost element whose text starts with the locator text (getByText semantics, roughly).
        const t = collapse(e.textContent ?? '');
        if (t === entry.value || (entry.value.length >= 60 && strIndexOf(t, entry.value) === 0)) push(out, e);
      }
      // Keep innermost matches only.
      const inner: Element[] = [];
      for (let i = 0; i < out.length; i++) {
        let hasChildMatch = false;
        for (let j = 0; j < out.length; j++) if (j !== i && out[i]!.contains(out[j]!)) hasChildMatch = true;
        if (!hasChildMatch) push(inner, out[i]!);
      }
      return inner;
    }
  }
  return [];
}

export function resolveRecord(
  record: ElementRecord,
  doc: Document,
): { element: Element; resolvedBy: LocatorKind } | null {
  const chain = record.locators;
  for (let i = 0; i < chain.length; i++) {
    const e = chain[i]!;
    const found = resolveLocatorIn(e, doc);
    if (found.length === 1 && found[0]!.localName === record.tag) return { element: found[0]!, resolvedBy: e.kind };
  }
  void boundWindow;
  return null;
}
