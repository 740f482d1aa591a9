/**
 * A snapshot of a tab whose document may be replaced while it is read. A page that navigates itself
 * a moment after an action (a handler's `setTimeout(() => location = ...)`, a form's redirect)
 * destroys the execution context under the read: the read fails though the tab is fine and a new
 * document is on its way. Playwright MCP waits for a navigation the action started; here the read
 * is tried again after the tab's document has loaded (domcontentloaded), until it succeeds or the
 * navigation wait runs out. A tab that is closed fails again at once, with the driver's error.
 */
import type { Snapshot } from '../../core/model/types';
import type { SnapshotOptions } from '../../core/model/snapshotOptions';
import type { Core, Tab } from './sessionState';
import { sleep } from './raceDialog';

/** How long a navigation under the read is waited for, ms: as a history step waits for `load`. */
const NAVIGATION_WAIT_MS = 5000;

export async function tabSnapshot<P>(c: Core<P>, tab: Tab<P>, o?: SnapshotOptions): Promise<Snapshot> {
  const end = Date.now() + NAVIGATION_WAIT_MS;
  for (;;) {
    try {
      return await tab.host.snapshot(o);
    } catch (e) {
      if (Date.now() >= end || !c.tabs.includes(tab)) throw e;
      await c.driver.waitForLoad(tab.page, Math.max(1, end - Date.now())).catch(() => {});
      // A navigation that has not committed yet leaves the old document's load state reached.
      await sleep(50);
    }
  }
}
