import { clearHighlights } from '../dom/highlight/highlight';
import { resetRegistry } from '../dom/identity/registry';
import { removeMarks } from '../dom/snapshot/marks';
import { resetIncremental } from '../dom/snapshot/incrementalSession';
import { uninstallHooks } from '../dom/discovery/installHooks';
import { bridgeHooks } from '../dom/snapshot/bridgeHooks';
import { resetHistory } from '../dom/actions/history';
import { setFrameSlots } from '../dom/snapshot/frameSlots';
import { uninstallGlobal } from './installGlobal';

/**
 * `pagemark.dispose()`: leave the page as it was. Removes marks and highlight overlays, observers and
 * listeners, restores hooked prototypes, forgets every id. `delete window.pagemark` then removes the
 * global too (it is configurable). The bundles with the panel close it first (delivery/dispose.ts).
 */
export function dispose(): void {
  clearHighlights();
  removeMarks();
  resetRegistry();
  resetIncremental();
  uninstallHooks();
  resetHistory();
  setFrameSlots([]); // they hold the page's iframes
  if (bridgeHooks.dispose) bridgeHooks.dispose();
  uninstallGlobal();
}
