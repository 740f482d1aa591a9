// Every way a page starts a download (test/fixtures/session/downloads.html: a server attachment, the
// download attribute, a blob: and a data: URL through a link made for the click, window.open of a
// file) is reported in the action's result and in the text render of the next snapshot, through
// both doors of the Node session: `attach(page)` and `openSession(context)`. Chromium and Firefox
// through Playwright; WebKit is not covered (Debian's WebKitGTK is driven through WebDriver here,
// which reports no downloads).
//
// What each half guards: on main before the hard-pages branch (b830dae) every one of these
// downloads was already in the action's result, saved with its bytes, through both doors and in
// both engines (the session's download tracking came before it); what failed there, for every kind
// and both doors, is the next snapshot's text render, which did not start with the session header.
// The result half keeps the earlier behaviour from regressing; the render half fails on that main.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test, expect, bundleSource } from './harness/fixtures';
import { LATE_EVENTS_SETTLE_MS } from './harness/settleWindows';
import { attach, openSession } from '../../src/node/playwright';

const FILES: [id: string, name: string, bytes: string][] = [
  ['saves-server-report', 'server-report.txt', 'quarterly report\n'],
  ['saves-attr-report', 'attr-report.txt', 'quarterly report\n'],
  ['saves-export-3319', 'export-3319.csv', 'id,total\n3319,12\n'],
  ['saves-data-csv', 'data.csv', 'a,b\n1,2\n'],
  ['saves-opened-report', 'opened-report.txt', 'quarterly report\n'],
];

test.describe('downloads through attach() and openSession()', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(({ drv }) => {
    test.skip(drv.engine === 'webkit', 'Debian WebKitGTK is driven through WebDriver, not Playwright');
  });

  for (const door of ['attach', 'openSession'] as const) {
    test(`${door}: each download in the result and the next render`, async ({ drv }) => {
      const page: Page = (drv as any).page;
      await page.goto(drv.url('test/fixtures/session/downloads.html'));
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-dl-'));
      const options = { source: bundleSource(), browserSettleMs: LATE_EVENTS_SETTLE_MS, downloadsDir: dir };
      const s =
        door === 'attach'
          ? await attach(page, options)
          : await openSession(page.context(), { ...options, followPopups: false });
      const first = await s.snapshot();
      const missing: string[] = [];
      for (const [id, name, bytes] of FILES) {
        const el = first.elements.find((e) => e.attributes['id'] === id);
        expect(el, id).toBeTruthy();
        const r = await s.act({ action: 'click', target: el!.index });
        const got = r.browser!.downloads.find((d) => d.suggestedFilename === name);
        if (!got || got.state !== 'saved') {
          missing.push(`${id}: result ${JSON.stringify(r.browser!.downloads)}`);
          continue;
        }
        expect(fs.readFileSync(got.path!, 'utf8'), id).toBe(bytes);
        const text = s.render(await s.snapshot(), 'text');
        if (!text.includes(`Download in ${got.tabId}: "${name}" saved to ${got.path}`))
          missing.push(`${id}: not in the next render:\n${text.split('\n\n')[0]}`);
      }
      expect(missing).toEqual([]);
      await s.dispose();
    });
  }
});

// Every session without a downloadsDir made a mkdtemp folder and left it, empty, behind: thousands
// of empty pagemark-downloads-* folders in /tmp after a test run. The session now removes its own
// folder on dispose when nothing was saved there, and never a folder holding downloads.
test.describe('the session-made download folder', () => {
  test.beforeEach(({ drv }) => {
    test.skip(drv.engine === 'webkit', 'Debian WebKitGTK is driven through WebDriver, not Playwright');
  });

  test('removed on dispose when empty, kept with its files after a download', async ({ drv }) => {
    const page: Page = (drv as any).page;
    await page.goto(drv.url('test/fixtures/session/downloads.html'));
    const options = { source: bundleSource(), browserSettleMs: LATE_EVENTS_SETTLE_MS };
    const empty = await attach(page, options);
    expect(fs.existsSync(empty.session.downloadsDir)).toBe(true);
    await empty.dispose();
    expect(fs.existsSync(empty.session.downloadsDir), 'a folder nothing was saved in').toBe(false);

    const s = await attach(page, options);
    const el = (await s.snapshot()).elements.find((e) => e.attributes['id'] === 'saves-server-report');
    const r = await s.act({ action: 'click', target: el!.index });
    const saved = r.browser!.downloads.find((d) => d.state === 'saved');
    expect(saved?.path, JSON.stringify(r.browser)).toBeTruthy();
    await s.dispose();
    try {
      expect(fs.readFileSync(saved!.path!, 'utf8'), 'a saved download outlives the session').toBe('quarterly report\n');
    } finally {
      fs.rmSync(s.session.downloadsDir, { recursive: true, force: true });
    }
  });
});
