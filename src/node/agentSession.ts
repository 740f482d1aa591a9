/**
 * An agent session on a Playwright page: pagemark attached with `pagemark/playwright` (every frame,
 * re-injected after navigations), the in-page action history, and for `--vision` a viewport
 * screenshot with the Set-of-Marks drawn (the numbers the model targets).
 */
import type { Page } from 'playwright-core';
import { attach } from './drivers/playwright';
import type { AgentSession } from '../agent/types';
import type { ActionCommand } from '../core/model/commands';

declare const pagemark: { getHistory(): string[] };

export async function playwrightSession(page: Page, options: { source?: string } = {}): Promise<AgentSession> {
  const pm = await attach(page, options.source ? { source: options.source } : {});
  return {
    snapshot: () => pm.snapshot(),
    render: (s, format, o) => pm.render(s, format, o),
    async act(command: ActionCommand) {
      const r = await pm.act(command);
      // A navigation: let the new document load before the next observation.
      if (r.effects?.navigated) await page.waitForLoadState('load', { timeout: 15_000 }).catch(() => {});
      return r;
    },
    getHistory: () => page.evaluate(() => pagemark.getHistory()).catch(() => [] as string[]),
    async screenshot() {
      await pm.highlight();
      try {
        const png = await page.screenshot({ type: 'png' });
        return { mediaType: 'image/png', base64: png.toString('base64') };
      } finally {
        await pm.clearHighlights().catch(() => {});
      }
    },
  };
}
