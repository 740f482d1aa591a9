import { dispose as disposePage } from '../api/dispose';
import { closePanel } from './panel';

/** `pagemark.dispose()` in the bundles that carry the panel: close it, then dispose of the rest. */
export function disposeWithPanel(): void {
  closePanel();
  disposePage();
}
