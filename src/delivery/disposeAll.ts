import { dispose as disposeRegistry } from '../registry/dispose';
import { closePanel } from './panel';
import { uninstallHooks } from './installHooks';
import { bridgeHooks } from '../frames/bridgeHooks';
import { uninstallGlobal } from './installGlobal';

/**
 * `pagemark.dispose()`: leave the page as it was. Closes the panel, removes marks and highlight
 * overlays, restores hooked prototypes, forgets every id. `delete window.pagemark` then removes the
 * global too (it is configurable).
 */
export function dispose(): void {
  closePanel();
  disposeRegistry();
  uninstallHooks();
  if (bridgeHooks.dispose) bridgeHooks.dispose();
  uninstallGlobal();
}
