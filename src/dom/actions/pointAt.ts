/**
 * The coordinate verbs' target: what a person's pointer at a viewport point hits (the same deep hit
 * test the element verbs' actionability check uses, src/dom/visibility/isTopAt.ts). The verb then
 * runs through the same dispatch as an element's (pointer.ts), at that point. The result names the
 * nearest element of the snapshot that holds the hit, when there is one.
 */
import type { Point } from '../../core/model/commands';
import { pmError, type PagemarkError } from '../../core/model/errors';
import { boundWindow, innerHeightOf, innerWidthOf } from '../platform/dom';
import { deepElementFromPoint } from '../visibility/isTopAt';
import { isOwn } from '../identity/ownNodes';
import { knownIndexOf, recordByIndex } from '../identity/registry';
import type { Resolved } from './resolveTarget';
import { composedParent } from '../visibility/isTopAt';

export function elementAt(p: Point): { ok: true; value: Resolved } | { ok: false; error: PagemarkError } {
  const win = boundWindow!;
  const outside = p.x < 0 || p.y < 0 || p.x >= innerWidthOf(win) || p.y >= innerHeightOf(win);
  let hit: Element | null = null;
  if (!outside) {
    try {
      hit = deepElementFromPoint(win.document, p.x, p.y);
    } catch {
      hit = null;
    }
  }
  if (!hit || isOwn(hit)) {
    return {
      ok: false,
      error: pmError(
        'NOT_FOUND',
        `nothing is at (${p.x}, ${p.y})${outside ? ': the point is outside the viewport' : ''}`,
        'coordinates are CSS pixels from the top-left corner of the viewport',
      ),
    };
  }
  let record = null;
  for (let e: Element | null = hit, guard = 0; e && !record && guard < 512; e = composedParent(e), guard++) {
    const i = knownIndexOf(e);
    if (i !== undefined) record = recordByIndex(i);
  }
  return { ok: true, value: { element: hit, record, resolvedBy: 'live' } };
}
