// The Node session over Puppeteer (src/node/session/puppeteerSession.ts, `openSession` and `attach`
// from pagemark/puppeteer) on the fixtures of test/fixtures/session/, the same ones and the same
// result shapes as the Playwright session (session.spec.ts): target=_blank, window.open, a popup that
// closes itself, a link that navigates another tab, alert/confirm/prompt on click and on submit,
// beforeunload, downloads from a server route and from a blob: URL, a file input behind a styled
// button, and the typed errors. Debian's Chromium through puppeteer-core, one browser for the file,
// a fresh BrowserContext per test.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { test, expect, bundleSource } from './harness/fixtures';
import { DIALOGS_SETTLE_MS, LATE_EVENTS_SETTLE_MS } from './harness/settleWindows';
import { attach, openSession } from '../../src/node/puppeteer';

const FIX = 'test/fixtures/session/';

const byId = (s: any, id: string) => {
  const e = s.elements.find((x: any) => x.attributes.id === id);
  if (!e) throw new Error(`no element #${id} in the snapshot`);
  return e;
};

const statusOf = (page: Page) => page.evaluate(() => document.getElementById('status')!.textContent);

let browser: Browser | null = null;

test.describe('session over Puppeteer', () => {
  test.describe.configure({ timeout: 120_000 });
  let ctx: BrowserContext;
  test.beforeEach(async ({ drv }) => {
    test.skip(drv.engine !== 'chromium', 'puppeteer-core drives Chromium here');
    if (!browser) {
      const puppeteer = (await import('puppeteer-core')).default;
      browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu'],
      });
    }
    ctx = await browser.createBrowserContext();
  });
  test.afterEach(async () => {
    await ctx?.close().catch(() => {});
  });
  test.afterAll(async () => {
    await browser?.close();
    browser = null;
  });

  async function start(drv: any, options: Record<string, unknown> = {}) {
    const page = await ctx.newPage();
    await page.goto(drv.url(FIX + 'session.html'));
    const session = await openSession(ctx, {
      source: bundleSource(),
      browserSettleMs: LATE_EVENTS_SETTLE_MS,
      ...options,
    });
    const s = await session.snapshot();
    return { page, session, s, id: (x: string) => byId(s, x).index as number };
  }

  test('tabs: target=_blank, window.open, a popup that closes itself, a named tab, tab verbs', async ({ drv }) => {
    const { session, id } = await start(drv);
    expect(session.activeTabId()).toBe('t1');
    let r = await session.act({ action: 'click', target: id('opens-tab-blank') });
    expect(r.ok).toBe(true);
    expect(r.browser!.tabsOpened).toEqual([expect.objectContaining({ tabId: 't2', openerTabId: 't1' })]);
    expect(r.browser!.activeTabId).toBe('t2');
    const o = await session.observe();
    expect(o.state.tabs.map((t) => [t.id, t.active, t.url.replace(/^.*\//, '')])).toEqual([
      ['t1', false, 'session.html'],
      ['t2', true, 'other.html?via=blank'],
    ]);
    expect(o.text).toMatch(/^Tabs \(2; .*\n {2}0 t1 "Session fixture" http.*\n\* 1 t2 "Other tab" http/);
    // The popup's first document loaded before the session saw the page: injected on demand.
    expect(byId(o.snapshot, 'other-button')).toBeTruthy();
    r = await session.act({ action: 'switchTab', tab: 0 });
    expect(r.browser!.activeTabId).toBe('t1');
    r = await session.act({ action: 'click', target: id('opens-tab-window-open') });
    expect(r.browser!.tabsOpened.map((t) => t.tabId)).toEqual(['t3']);
    await session.act({ action: 'switchTab', tab: 't1' });
    r = await session.act({ action: 'click', target: id('opens-tab-that-closes-itself') });
    await expect
      .poll(async () => {
        const more = await session.act({ action: 'wait', ms: 100 });
        r.browser!.tabsClosed.push(...more.browser!.tabsClosed);
        return r.browser!.tabsClosed.map((t) => t.tabId);
      })
      .toEqual(['t4']);
    expect(r.browser!.tabsOpened.map((t) => t.tabId)).toEqual(['t4']);
    expect(session.activeTabId()).toBe('t1');
    r = await session.act({ action: 'click', target: id('opens-named-tab-side') });
    const side = r.browser!.tabsOpened[0]!.tabId;
    await session.act({ action: 'switchTab', tab: 't1' });
    r = await session.act({ action: 'click', target: id('navigates-named-tab-side') });
    expect(r.browser!.tabsOpened).toEqual([]);
    await expect.poll(async () => (await session.tabs()).find((t) => t.id === side)!.url).toContain('via=retarget');
    expect((await session.act({ action: 'switchTab', tab: 't99' })).error!.code).toBe('NO_SUCH_TAB');
    expect((await session.act({ action: 'closeTab', tab: 7 })).error!.code).toBe('NO_SUCH_TAB');
    r = await session.act({ action: 'goto', url: drv.url(FIX + 'other.html?via=goto'), newTab: true });
    const fresh = r.browser!.activeTabId;
    expect(r.browser!.tabsOpened.map((t) => t.tabId)).toEqual([fresh]);
    expect(byId(r.snapshot, 'other-button')).toBeTruthy();
    r = await session.act({ action: 'closeTab' });
    expect(r.browser!.tabsClosed).toEqual([{ tabId: fresh }]);
    await session.act({ action: 'switchTab', tab: side });
    r = await session.act({ action: 'back' });
    expect(r.effects.navigated).toBe(true);
    expect(r.browser!.navigations).toEqual([
      { tabId: side, from: expect.stringContaining('via=retarget'), to: expect.stringContaining('via=named') },
    ]);
    await session.act({ action: 'switchTab', tab: 't1' });
    expect((await session.act({ action: 'forward' })).error?.code).toBe('NO_EFFECT');
    await session.dispose();
  });

  test('a tab opened by a timer the click set off is reported by the click', async ({ drv }) => {
    // Puppeteer hands a popup's Page over only after several round trips; before the fix the tab
    // came after the click's settle window and was reported by the next action instead.
    const page = await ctx.newPage();
    await page.goto(drv.url(FIX + 'late-popup.html'));
    const session = await openSession(ctx, { source: bundleSource() });
    const s = await session.snapshot();
    const r = await session.act({ action: 'click', target: byId(s, 'opens-tab-after-a-timer').index });
    expect(r.ok).toBe(true);
    expect(r.browser!.tabsOpened).toEqual([
      expect.objectContaining({ tabId: 't2', openerTabId: 't1', url: expect.stringContaining('via=timer') }),
    ]);
    expect(r.browser!.activeTabId).toBe('t2');
    await session.dispose();
  });

  test("dialogs with 'ask': alert, confirm, prompt, each on submit, beforeunload", async ({ drv }) => {
    const { page, session, id } = await start(drv, { browserSettleMs: DIALOGS_SETTLE_MS });
    expect((await session.act({ action: 'dialog', accept: true })).error!.code).toBe('NO_DIALOG');
    let r = await session.act({ action: 'click', target: id('confirm-delete') });
    expect(r.ok).toBe(true);
    expect(r.browser!.dialogs).toEqual([
      { tabId: 't1', type: 'confirm', message: 'Delete everything?', state: 'pending' },
    ]);
    const o = await session.observe();
    expect(o.snapshot).toBeNull();
    expect(o.text).toContain('Dialog pending in t1: confirm "Delete everything?"');
    expect((await session.act({ action: 'click', target: id('alert-hello') })).error!.code).toBe('DIALOG_PENDING');
    r = await session.act({ action: 'dialog', accept: false });
    expect(r.browser!.dialogs).toEqual([expect.objectContaining({ state: 'dismissed', by: 'agent' })]);
    expect(await statusOf(page)).toBe('kept');
    r = await session.act({ action: 'click', target: id('prompt-name') });
    expect(r.browser!.dialogs[0]).toMatchObject({ type: 'prompt', defaultValue: 'Ann', state: 'pending' });
    r = await session.act({ action: 'dialog', accept: true, text: 'Zed' });
    expect(r.browser!.dialogs[0]).toMatchObject({ state: 'accepted', promptText: 'Zed' });
    expect(await statusOf(page)).toBe('name Zed');
    r = await session.act({ action: 'click', target: id('alert-hello') });
    expect(r.browser!.dialogs[0]).toMatchObject({ type: 'alert', message: 'Hello' });
    await session.act({ action: 'dialog', accept: true });
    expect(await statusOf(page)).toBe('alerted');
    r = await session.act({ action: 'click', target: id('submit-confirms') });
    expect(r.browser!.dialogs[0]).toMatchObject({ type: 'confirm', message: 'Send the form?' });
    await session.act({ action: 'dialog', accept: true });
    expect(await statusOf(page)).toBe('sent');
    // An alert on submit, the form sent by Enter in its only field (HTML implicit submission).
    r = await session.act({ action: 'press', target: id('feedback-enter-submits'), key: 'Enter' });
    expect(r.browser!.dialogs).toEqual([
      { tabId: 't1', type: 'alert', message: 'Thanks for the feedback', state: 'pending' },
    ]);
    r = await session.act({ action: 'dialog', accept: true });
    expect(r.browser!.dialogs[0]).toMatchObject({ type: 'alert', state: 'accepted', by: 'agent' });
    expect(await statusOf(page)).toBe('thanked');
    // A prompt on submit, dismissed: the page reads null.
    r = await session.act({ action: 'click', target: id('submit-prompts') });
    expect(r.browser!.dialogs[0]).toMatchObject({ type: 'prompt', message: 'Coupon code?', defaultValue: 'NONE' });
    r = await session.act({ action: 'dialog', accept: false });
    expect(r.browser!.dialogs[0]).toMatchObject({ state: 'dismissed', by: 'agent' });
    expect(await statusOf(page)).toBe('no coupon');
    r = await session.act({ action: 'goto', url: drv.url(FIX + 'beforeunload.html'), newTab: true });
    const tab = r.browser!.activeTabId;
    await session.act({ action: 'type', target: byId(r.snapshot, 'edit-makes-unsaved').index, text: 'x' });
    r = await session.act({ action: 'closeTab' });
    expect(r.browser!.dialogs).toEqual([
      expect.objectContaining({ tabId: tab, type: 'beforeunload', state: 'pending' }),
    ]);
    expect(r.browser!.tabsClosed).toEqual([]);
    r = await session.act({ action: 'dialog', accept: false });
    expect(r.browser!.tabsClosed).toEqual([]);
    expect((await session.tabs()).map((t) => t.id)).toContain(tab);
    await session.dispose();
  });

  test("the 'accept' policy; downloads from a route and a blob; a file chooser; an unwritable folder", async ({
    drv,
  }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-dl-'));
    const { page, session, id } = await start(drv, { dialogs: 'accept', downloadsDir: dir });
    let r = await session.act({ action: 'click', target: id('confirm-delete') });
    expect(r.browser!.dialogs).toEqual([
      { tabId: 't1', type: 'confirm', message: 'Delete everything?', state: 'accepted', by: 'policy' },
    ]);
    expect(await statusOf(page)).toBe('deleted');
    r = await session.act({ action: 'click', target: id('downloads-report-from-server') });
    expect(r.browser!.downloads).toEqual([
      expect.objectContaining({ tabId: 't1', suggestedFilename: 'report.txt', state: 'saved', size: 17 }),
    ]);
    expect(fs.readFileSync(path.join(dir, 'report.txt'), 'utf8')).toBe('quarterly report\n');
    r = await session.act({ action: 'click', target: id('downloads-blob') });
    expect(r.browser!.downloads).toEqual([
      expect.objectContaining({ suggestedFilename: 'blob.txt', state: 'saved', size: 16 }),
    ]);
    expect(fs.readFileSync(path.join(dir, 'blob.txt'), 'utf8')).toBe('made in the page');
    const o = await session.observe();
    expect(o.text).toContain(`Download in t1: "report.txt" saved to ${path.join(dir, 'report.txt')} (17 bytes)`);
    const file = path.join(dir, 'cv.txt');
    fs.writeFileSync(file, 'cv');
    r = await session.act({ action: 'click', target: id('styled-upload') });
    expect(r.browser!.fileChoosers).toEqual([{ tabId: 't1', multiple: false, state: 'pending' }]);
    expect((await session.observe()).text).toContain('File chooser pending in t1 (one file)');
    r = await session.act({ action: 'upload', files: [file] });
    expect(r.ok).toBe(true);
    expect(r.browser!.fileChoosers).toEqual([{ tabId: 't1', multiple: false, state: 'answered' }]);
    await expect.poll(() => statusOf(page)).toBe('files 1');
    await session.act({ action: 'click', target: id('styled-upload') });
    r = await session.act({ action: 'hover', target: id('alert-hello') });
    expect(r.browser!.fileChoosers).toEqual([{ tabId: 't1', multiple: false, state: 'cancelled' }]);
    await session.dispose();
    // A downloads folder under a regular file cannot be created: a typed failure of the download.
    const blocked = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-dl-')), 'a-file');
    fs.writeFileSync(blocked, '');
    const again = await openSession(ctx, {
      source: bundleSource(),
      browserSettleMs: LATE_EVENTS_SETTLE_MS,
      downloadsDir: path.join(blocked, 'downloads'),
    });
    const s2 = await again.snapshot();
    r = await again.act({ action: 'click', target: byId(s2, 'downloads-report-from-server').index });
    expect(r.browser!.downloads).toEqual([
      expect.objectContaining({ suggestedFilename: 'report.txt', state: 'failed', code: 'NOT_WRITABLE' }),
    ]);
    await again.dispose();
  });

  test('attach(page) reports a dismissed confirm and a new tab and stays in its page', async ({ drv }) => {
    const page = await ctx.newPage();
    await page.goto(drv.url(FIX + 'session.html'));
    const pm = await attach(page, { source: bundleSource(), browserSettleMs: LATE_EVENTS_SETTLE_MS });
    const s = await pm.snapshot();
    let r = await pm.act({ action: 'click', target: byId(s, 'confirm-delete').index });
    expect(r.browser!.dialogs).toEqual([
      { tabId: 't1', type: 'confirm', message: 'Delete everything?', state: 'dismissed', by: 'policy' },
    ]);
    expect(await statusOf(page)).toBe('kept');
    r = await pm.act({ action: 'click', target: byId(s, 'opens-tab-blank').index });
    expect(r.browser!.tabsOpened).toEqual([expect.objectContaining({ tabId: 't2', openerTabId: 't1' })]);
    expect(r.browser!.activeTabId).toBe('t1');
    expect((await pm.snapshot()).url).toContain('session.html');
    await pm.dispose();
  });

  // browser-use file_system.py PdfFile: the text printed to PDF in a page the session never reports.
  test('write_file of a .pdf prints it in a page that is never a tab', async ({ drv }) => {
    const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-pptr-out-'));
    const { session } = await start(drv, { outputDir, browserSettleMs: 200 });
    const r = await session.act({ write_file: { file_name: 'report.pdf', content: '# Report\n\nbody' } });
    expect(r.value).toBe('Data written to file report.pdf successfully.');
    expect(r.browser?.tabsOpened ?? []).toEqual([]);
    expect(fs.readFileSync(path.join(outputDir, 'report.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await session.tabs()).map((t) => t.id)).toEqual(['t1']);
    await session.dispose();
  });
});
