/**
 * `highlight(snapshot?, options?)`: Set-of-Marks for the given snapshot, else the last one, else a
 * fresh one; `clearHighlights()` removes them. The overlay itself (dom/highlight/) only draws.
 */
import type { Snapshot } from '../core/model/types';
import { drawHighlights, clearHighlights, type HighlightOptions } from '../dom/highlight/highlight';
import { snapshot as takeSnapshot } from '../dom/snapshot/snapshot';
import { lastSnapshot } from '../dom/identity/registry';

export { clearHighlights, type HighlightOptions };

export function highlight(snapshot?: Snapshot | null, options: HighlightOptions = {}): void {
  drawHighlights(snapshot, options, takeSnapshot);
}

/** Emphasise one element (to show what an action is about to touch). */
export function focusHighlight(target: number | string): void {
  highlight(lastSnapshot(), { filter: [target], focus: target });
}
