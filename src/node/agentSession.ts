/**
 * An agent session on a Playwright page: a pagemark session over the page's context
 * (src/node/session/: every page a tab, dialogs kept pending for the model to answer, downloads and
 * file choosers reported, trusted input), the in-page action history, and for `--vision` a viewport
 * screenshot of the active tab with the Set-of-Marks drawn (the numbers the model targets).
 */
import type { Page } from 'playwright-core';
import { renderSessionHeader } from '../core/render/renderSession';
import type { AgentSession } from '../agent/types';
import type { ActionCommand } from '../core/model/commands';
import { createSession } from './session/createSession';
import { playwrightDriver } from './session/playwrightSession';

declare const pagemark: { getHistory(): string[] };

export async function playwrightSession(page: Page, options: { source?: string } = {}): Promise<AgentSession> {
  const opts = { dialogs: 'ask' as const, ...(options.source ? { source: options.source } : {}) };
  const session = await createSession(playwrightDriver(page.context(), opts), opts, page);
  const active = (): Page => session.page() ?? page;
  return {
    snapshot: () => session.snapshot(),
    render: (s, format, o) => session.render(s, format, o),
    async act(command: ActionCommand) {
      const r = await session.act(command);
      // A navigation: let the new document load before the next observation.
      if (r.effects?.navigated)
        await active()
          .waitForLoadState('load', { timeout: 15_000 })
          .catch(() => {});
      return r;
    },
    async header() {
      const state = await session.state({ consumeDownloads: true });
      const tab = state.tabs.find((t) => t.active);
      return {
        text: renderSessionHeader(state),
        blocked: state.dialogs.some((d) => d.tabId === state.activeTabId),
        url: tab?.url ?? '',
        title: tab?.title ?? '',
      };
    },
    getHistory: () =>
      active()
        .evaluate(() => pagemark.getHistory())
        .catch(() => [] as string[]),
    async screenshot() {
      const p = active();
      await p
        .evaluate(() => (globalThis as unknown as { pagemark: { highlight(): void } }).pagemark.highlight())
        .catch(() => {});
      try {
        const png = await p.screenshot({ type: 'png' });
        return { mediaType: 'image/png', base64: png.toString('base64') };
      } finally {
        await p
          .evaluate(() =>
            (globalThis as unknown as { pagemark: { clearHighlights(): void } }).pagemark.clearHighlights(),
          )
          .catch(() => {});
      }
    },
  };
}
