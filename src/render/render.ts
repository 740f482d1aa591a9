// PLACEHOLDER owned by the render helper: replaced by the real renderers.
import type { Snapshot } from '../model/types';
export type Format = 'text' | 'html' | 'json';
export function render(snapshot: Snapshot, format: Format = 'text'): string {
  void snapshot;
  void format;
  return '';
}
