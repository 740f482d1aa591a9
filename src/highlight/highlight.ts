// PLACEHOLDER owned by the highlight helper.
import type { Snapshot } from '../model/types';
export function highlight(snapshot?: Snapshot | null, options?: object): void {
  void snapshot;
  void options;
}
export function clearHighlights(): void {}
