// A navigation's result reports what the loaded page set off from its load handler: a popup, a
// dialog, a download. The wait after a goto ends once the document has loaded and nothing is in
// flight (sessionAct.ts: the navigation's own main-frame events are not news), at the MCP server's
// short settle window (browserSettleMs 100, src/node/mcp/browserHost.ts): these tests attack that
// early end. Chromium and Firefox through Playwright; WebKit is driven through WebDriver here.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test, expect, bundleSource } from './harness/fixtures';
import { openSession } from '../../src/node/playwright';

const FIX = 'test/fixtures/session/on-load.html';

test.describe('goto: what the loaded page set off is in its result', () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(({ drv }) => {
    test.skip(drv.engine === 'webkit', 'Debian WebKitGTK is driven through WebDriver, not Playwright');
  });

  const open = async (drv: any) => {
    const page: Page = drv.page;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-goto-'));
    const session = await openSession(page.context(), {
      source: bundleSource(),
      browserSettleMs: 100,
      downloadsDir: dir,
      dialogs: 'ask',
    });
    return { session, dir };
  };

  test('a popup opened on load is a tab of the goto result, and the active one', async ({ drv }) => {
    const { session } = await open(drv);
    const r = await session.act({ action: 'goto', url: drv.url(`${FIX}?then=popup`) });
    expect(r.ok).toBe(true);
    expect(r.browser!.tabsOpened).toEqual([
      expect.objectContaining({ openerTabId: 't1', url: expect.stringContaining('via=load') }),
    ]);
    expect(r.browser!.activeTabId).toBe(r.browser!.tabsOpened[0]!.tabId);
    await session.dispose();
  });

  test('an alert on load is a pending dialog of the goto result', async ({ drv }) => {
    const { session } = await open(drv);
    const r = await session.act({ action: 'goto', url: drv.url(`${FIX}?then=alert`) });
    expect(r.browser!.dialogs).toEqual([{ tabId: 't1', type: 'alert', message: 'Loaded', state: 'pending' }]);
    expect((await session.act({ action: 'dialog', accept: true })).ok).toBe(true);
    await session.dispose();
  });

  test('a download started on load is saved and in the goto result', async ({ drv }) => {
    const { session } = await open(drv);
    const r = await session.act({ action: 'goto', url: drv.url(`${FIX}?then=download`) });
    expect(r.ok).toBe(true);
    expect(r.browser!.downloads).toEqual([
      expect.objectContaining({ suggestedFilename: 'on-load.txt', state: 'saved' }),
    ]);
    await session.dispose();
  });
});
