import { clearHighlights } from '../highlight/highlight';
import { resetRegistry } from './registry';
import { removeMarks } from './marks';
import { resetIncremental } from '../incremental/incrementalWalk';

/**
 * Leave the page as it was: remove overlays, mark attributes, observers and listeners. The global
 * `pagemark` stays until the caller deletes it (`delete window.pagemark` works: it is configurable).
 */
export function dispose(): void {
  clearHighlights();
  removeMarks();
  resetRegistry();
  resetIncremental();
}
