/**
 * A command's target to a live element. The live element is used while it is attached to a document
 * still displayed (registry isLive: not one its frame navigated away from); a detached or replaced
 * one is re-found through the record's locator chain (unique matches that are still the same element:
 * tag, role, accessible name, test id, id; see resolveRecord) and the result says how (`resolvedBy`).
 * Nothing found: STALE_ELEMENT (we knew it) or NOT_FOUND (never did).
 */
import type { ElementRecord, LocatorKind } from '../../core/model/types';
import { pmError, type PagemarkError } from '../../core/model/errors';
import { parseBid } from '../../core/model/frameId';
import type { TargetRef } from '../../core/model/commands';
import {
  anyElementByIndex,
  elementByIndex,
  knownIndexOf,
  lastSnapshot,
  recordByBid,
  recordByElementId,
  recordByIndex,
  registryState,
} from '../identity/registry';
import { resolveRecord, resolveLocatorIn } from '../locators/resolveRecord';
import { boundWindow, contentDocument } from '../platform/dom';
import { push, reTest, strIndexOf, strSlice, strTrim, toLower } from '../../builtins/pristine';

export interface Resolved {
  element: Element;
  record: ElementRecord | null;
  resolvedBy: 'live' | LocatorKind;
}

function hint(): string {
  return 'take a new snapshot and use an index from it';
}

function candidatesFor(rec: ElementRecord | null): string[] {
  const s = lastSnapshot();
  if (!s || !rec) return [];
  const out: string[] = [];
  const want = toLower(strTrim(rec.name));
  for (let i = 0; i < s.elements.length && out.length < 5; i++) {
    const r = s.elements[i]!;
    if (r.index === rec.index) continue;
    if (
      (want && toLower(r.name) === want) ||
      (r.role === rec.role && r.tag === rec.tag && want && strIndexOf(toLower(r.name), want) >= 0)
    ) {
      push(out, `[${r.bid}] ${r.role || r.tag} "${r.name}"`);
    }
  }
  return out;
}

/** The document of a record's frame ('' is the top document). */
export function frameDocument(frame: string): Document | null {
  const top = boundWindow ? boundWindow.document : null;
  if (!top || frame === '') return top;
  const s = lastSnapshot();
  if (!s) return null;
  for (let i = 0; i < s.frames.length; i++) {
    const f = s.frames[i]!;
    if (f.id === frame && f.hostIndex !== null) {
      const host = elementByIndex(f.hostIndex);
      try {
        return host ? contentDocument(host) : null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The index a target names by index, bid or elementId, and its record when the last snapshot has it
 * (index null: unknown). Null for a string that is none of the three. Locator targets: {index: null}.
 */
export function targetIndex(t: TargetRef): { index: number | null; rec: ElementRecord | null } | null {
  let rec: ElementRecord | null = null;
  let index: number | null = null;
  if (typeof t === 'number') {
    index = t;
  } else if (typeof t === 'string') {
    if (reTest(/^pm[a-zA-Z]*-\d+$/, t)) {
      rec = recordByElementId(t);
      const dash = strIndexOf(t, '-');
      index = rec
        ? rec.index
        : strSlice(t, 0, dash) === registryState().idPrefix
          ? Number(strSlice(t, dash + 1))
          : null;
    } else {
      const b = parseBid(strTrim(t));
      if (!b) return null;
      rec = recordByBid(strTrim(t));
      index = b.index;
    }
  } else if ('index' in t) index = t.index;
  else if ('bid' in t) {
    rec = recordByBid(t.bid);
    const b = parseBid(t.bid);
    index = b ? b.index : null;
  } else if ('elementId' in t) {
    rec = recordByElementId(t.elementId);
    index = rec ? rec.index : null;
  }
  return { index, rec };
}

export function resolveTarget(
  t: TargetRef | undefined,
): { ok: true; value: Resolved } | { ok: false; error: PagemarkError & { candidates?: string[] } } {
  if (t === undefined)
    return {
      ok: false,
      error: pmError('INVALID_COMMAND', 'this action needs a target', 'give an index, bid or elementId'),
    };
  if (typeof t === 'object' && 'locator' in t) {
    const doc = boundWindow ? boundWindow.document : null;
    const found = doc ? resolveLocatorIn(t.locator, doc) : [];
    if (found.length === 1) {
      const idx = knownIndexOf(found[0]!);
      return {
        ok: true,
        value: {
          element: found[0]!,
          record: idx !== undefined ? recordByIndex(idx) : null,
          resolvedBy: t.locator.kind,
        },
      };
    }
    return {
      ok: false,
      error: pmError(
        'NOT_FOUND',
        found.length ? `the locator matches ${found.length} elements` : 'the locator matches nothing',
        hint(),
      ),
    };
  }
  const named = targetIndex(t);
  if (!named)
    return { ok: false, error: pmError('INVALID_COMMAND', `"${String(t)}" is not an index, bid or elementId`, hint()) };
  let rec = named.rec;
  const index = named.index;
  if (index === null)
    return { ok: false, error: pmError('NOT_FOUND', `no element ${String(t)} in the registry`, hint()) };
  if (!rec) rec = recordByIndex(index);
  const live = elementByIndex(index);
  if (live) return { ok: true, value: { element: live, record: rec, resolvedBy: 'live' } };
  if (rec) {
    const doc = frameDocument(rec.frame);
    const again = doc ? resolveRecord(rec, doc) : null;
    if (again) return { ok: true, value: { element: again.element, record: rec, resolvedBy: again.resolvedBy } };
    return {
      ok: false,
      error: {
        ...pmError(
          'STALE_ELEMENT',
          `element [${rec.bid}] ${rec.role || rec.tag} "${rec.name}" is no longer in the page and no locator finds it again (one match, same role and name)`,
          hint(),
        ),
        candidates: candidatesFor(rec),
      },
    };
  }
  if (anyElementByIndex(index))
    return { ok: false, error: pmError('STALE_ELEMENT', `element ${index} was removed from the page`, hint()) };
  return { ok: false, error: pmError('NOT_FOUND', `no element ${index} in the registry`, hint()) };
}
