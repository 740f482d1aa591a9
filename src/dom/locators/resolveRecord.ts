/**
 * Re-find an element whose live node is gone (a framework re-render replaced it): try the record's
 * locator chain in order against its frame's document, accepting only a unique match that is still
 * the element the record describes (same tag, role and accessible name, same test id and id).
 *
 * A unique match alone proves nothing: positional locators (xpath, css) point at whatever now sits
 * at the old position, usually the removed element's next sibling, and the mark attribute is copied
 * by cloneNode() onto whatever the page builds from a clone. Acting on the wrong element is worse
 * than STALE_ELEMENT, so anything not proven to be the same element is refused.
 */
import type { ElementRecord, LocatorEntry, LocatorKind } from '../../core/model/types';
import {
  contains,
  docEvaluate,
  rootQuerySelectorAll,
  localName,
  matches,
  nodeType,
  DOCUMENT_NODE,
  shadowRootOf,
  elementQuerySelectorAll,
  textContent,
} from '../platform/dom';
import { collapseSpaces, jsonParse, push, strIndexOf, strTrim } from '../../builtins/pristine';
import { computeRole } from '../aria/computeRole';
import { computeName } from '../aria/computeName';
import { stableId } from './buildLocators';
import { cssString } from '../../core/locators/escape';

const ORDERED_NODE_SNAPSHOT_TYPE = 7;

function cssAll(root: Document | ShadowRoot, sel: string): Element[] {
  const out: Element[] = [];
  const list = rootQuerySelectorAll(root, sel);
  for (let i = 0; i < list.length; i++) push(out, list[i]!);
  return out;
}

/** Every element of the root and of the open shadow roots below it (for role/text matching). */
function allElements(root: Document | ShadowRoot, cap: number): Element[] {
  const out: Element[] = [];
  const stack: (Document | ShadowRoot)[] = [root];
  while (stack.length > 0 && out.length < cap) {
    const r = stack[stack.length - 1]!;
    stack.length--;
    const list = rootQuerySelectorAll(r, '*');
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
    case 'placeholder':
    case 'altText':
    case 'title':
      return cssAll(root, '[' + (entry.kind === 'altText' ? 'alt' : entry.kind) + '=' + cssString(entry.value) + ']');
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
        const t = strTrim(collapseSpaces(textContent(e) ?? ''));
        if (t === entry.value || (entry.value.length >= 60 && strIndexOf(t, entry.value) === 0)) push(out, e);
      }
      // Keep innermost matches only.
      const inner: Element[] = [];
      for (let i = 0; i < out.length; i++) {
        let hasChildMatch = false;
        for (let j = 0; j < out.length; j++) if (j !== i && contains(out[i]!, out[j]!)) hasChildMatch = true;
        if (!hasChildMatch) push(inner, out[i]!);
      }
      return inner;
    }
  }
  return [];
}

function entryOf(record: ElementRecord, kind: LocatorKind): LocatorEntry | null {
  const chain = record.locators;
  for (let i = 0; i < chain.length; i++) if (chain[i]!.kind === kind) return chain[i]!;
  return null;
}

function matchesSelector(el: Element, sel: string): boolean {
  try {
    return matches(el, sel);
  } catch {
    return false;
  }
}

/** The record's id locator when its id is one sameIdentity compares (not a generated-looking id). */
function checkedId(record: ElementRecord): LocatorEntry | null {
  const id = entryOf(record, 'id');
  if (!id) return null;
  // The kept attribute (possibly truncated: a cut can only make a generated id look stable, the safe
  // side). Missing (a record built elsewhere): compare.
  const raw = record.attributes['id'];
  return raw === undefined || stableId(raw) ? id : null;
}

/**
 * Whether `el` is the element `record` described: the same tag, role and accessible name (what an
 * agent read and chose it by), and the same test id and id when the record had them. An id that looks
 * generated (React useId ':r1:', 'ember123'; see stableId) is not compared: frameworks hand out a new
 * one when they re-render, and it never told the agent anything.
 */
export function sameIdentity(record: ElementRecord, el: Element): boolean {
  if (localName(el) !== record.tag) return false;
  const role = computeRole(el);
  if (role !== record.role) return false;
  if (computeName(el, role) !== record.name) return false;
  const test = entryOf(record, 'testId');
  if (test && !matchesSelector(el, test.value)) return false;
  const id = checkedId(record);
  if (id && !matchesSelector(el, id.value)) return false;
  return true;
}

/**
 * Whether the record's identity told it apart from every other element at snapshot time: a unique
 * role + name, test id or stable id. Without that, an element of the same role and name found at the
 * old position may be its twin (the next row's "Delete" once the first row is gone).
 */
function distinctive(record: ElementRecord): boolean {
  const role = entryOf(record, 'role');
  if (role && role.unique) return true;
  const test = entryOf(record, 'testId');
  if (test && test.unique) return true;
  const id = checkedId(record);
  return !!id && id.unique;
}

export function resolveRecord(
  record: ElementRecord,
  doc: Document,
): { element: Element; resolvedBy: LocatorKind } | null {
  const chain = record.locators;
  for (let i = 0; i < chain.length; i++) {
    const e = chain[i]!;
    // A locator that matched several elements at snapshot time: a unique match now may be one of the
    // others (the twin that remains once ours is removed).
    if (!e.unique) continue;
    // Positional locators only say "whatever is at that place now": never enough on their own.
    if ((e.kind === 'xpath' || e.kind === 'css') && !distinctive(record)) continue;
    const found = resolveLocatorIn(e, doc);
    if (found.length === 1 && sameIdentity(record, found[0]!)) return { element: found[0]!, resolvedBy: e.kind };
  }
  return null;
}
