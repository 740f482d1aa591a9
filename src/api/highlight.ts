/**
 * `highlight(snapshot?, options?)`: Set-of-Marks for the given snapshot, else the last one, else a
 * fresh one; `clearHighlights()` removes them. The choice of snapshot is made here; the overlay
 * (dom/highlight/) only draws the one it is given.
 */
import type { Snapshot } from '../core/model/types';
import { drawHighlights, clearHighlights, type HighlightOptions } from '../dom/highlight/highlight';
import { validate } from '../dom/highlight/highlightOptions';
import { snapshot as takeSnapshot } from '../dom/snapshot/snapshot';
import { lastSnapshot } from '../dom/identity/registry';
import { boundWindow } from '../dom/platform/dom';

export { clearHighlights, type HighlightOptions };

export function highlight(snapshot?: Snapshot | null, options: HighlightOptions = {}): void {
  // Misuse throws before a snapshot is taken; without a window there is nothing to draw on.
  validate(options);
  if (!boundWindow) return;
  drawHighlights(snapshot ?? lastSnapshot() ?? takeSnapshot(), options);
}
