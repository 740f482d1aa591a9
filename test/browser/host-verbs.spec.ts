// browser-use 0.13's host verbs (browser_use/tools/service.py evaluate, screenshot, save_as_pdf and
// the file tools) run by the Node session in a real browser, and refused with a typed error that
// names what is needed in the page alone. Chromium only: the engines do not differ in what is
// checked here (the session's file system is Node's; evaluate goes through Playwright; save_as_pdf
// and a .pdf file outside Chromium are covered by test/unit/node/session/hostVerbs.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test, expect, bundleSource } from './harness/fixtures';
import { openSession } from '../../src/node/playwright';

const FIXTURE = 'test/fixtures/session/session.html';

// browserName, not drv: the other engines then launch no browser (nor a WebDriver session) for it.
test.skip(({ browserName }) => browserName !== 'chromium', 'host verbs are the Node session’s; one engine checks them');

test('in the page alone, every host verb is NEEDS_HOST naming what is needed', async ({ drv }) => {
  await drv.open(FIXTURE);
  const got: Record<string, any> = await drv.call(async () => {
    const pm = (window as any).pagemark;
    const out: Record<string, any> = {};
    for (const c of [
      { write_file: { file_name: 'a.md', content: 'x' } },
      { read_file: { file_name: 'a.md' } },
      { replace_file: { file_name: 'a.md', old_str: 'x', new_str: 'y' } },
      { evaluate: { code: '1' } },
      { screenshot: {} },
      { save_as_pdf: {} },
    ])
      out[Object.keys(c)[0]!] = (await pm.act(c)).error;
    return out;
  });
  for (const e of Object.values(got)) expect(e.code).toBe('NEEDS_HOST');
  expect(got['evaluate'].message).toMatch(/allowEval: true/);
  expect(got['write_file'].message).toMatch(/output folder/);
});

test('the session runs browser-use’s evaluate, screenshot, save_as_pdf and file tools', async ({ drv }) => {
  const page: Page = (drv as any).page;
  await page.goto(drv.url(FIXTURE));
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-hostverbs-'));
  const base = { source: bundleSource(), browserSettleMs: 50, outputDir };

  await test.step('evaluate without allowEval is NOT_ALLOWED naming the option', async () => {
    const s = await openSession(page.context(), base);
    const r = await s.act({ evaluate: { code: 'document.title' } });
    expect(r.error?.code).toBe('NOT_ALLOWED');
    expect(r.error?.message).toMatch(/allowEval: true/);
    await s.dispose();
  });

  const s = await openSession(page.context(), { ...base, allowEval: true });
  // service.py evaluate: Runtime.evaluate(expression, returnByValue, awaitPromise); str(value), JSON for objects.
  await test.step('evaluate returns the value of the code in the active tab', async () => {
    expect((await s.act({ evaluate: { code: '(function(){return document.title})()' } })).value).toBe(
      'Session fixture',
    );
    expect(
      (await s.act({ evaluate: { code: 'new Promise(r => setTimeout(() => r({n: 2, ok: true}), 10))' } })).value,
    ).toBe('{"n": 2, "ok": true}');
    const bad = await s.act({ evaluate: { code: 'nope.nothing' } });
    expect(bad.error?.code).toBe('SCRIPT_ERROR');
    expect(bad.error?.message).toMatch(/^JavaScript execution error: .*nope/);
  });
  // service.py screenshot(file_name): `.png` added, sanitised, the viewport written to the folder.
  await test.step('screenshot saves a PNG of the viewport and reports its path', async () => {
    const r = await s.act({ screenshot: { file_name: 'front page' } });
    expect(r.value).toBe('Screenshot saved to front-page.png');
    expect(r.file).toBe(path.join(outputDir, 'front-page.png'));
    expect(fs.readFileSync(r.file!).subarray(1, 4).toString()).toBe('PNG');
  });
  // service.py save_as_pdf: named after the page title; a taken name gets " (1)".
  await test.step('save_as_pdf prints the page, named after its title', async () => {
    const r = await s.act({ save_as_pdf: {} });
    expect(r.error).toBeUndefined();
    expect(r.value).toMatch(/^Saved page as PDF: Session-fixture\.pdf \([\d,]+ bytes\)$/);
    expect(fs.readFileSync(r.file!).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await s.act({ save_as_pdf: { landscape: true } })).file).toBe(
      path.join(outputDir, 'Session-fixture (1).pdf'),
    );
  });
  // The file tools through the session, in its output folder (details: hostVerbs.test.ts).
  await test.step('write_file, replace_file and read_file act on the output folder', async () => {
    expect((await s.act({ write_file: { file_name: 'notes.md', content: 'a-b-a' } })).file).toBe(
      path.join(outputDir, 'notes.md'),
    );
    expect((await s.act({ replace_file: { file_name: 'notes.md', old_str: 'a', new_str: 'z' } })).ok).toBe(true);
    expect((await s.act({ read_file: { file_name: 'notes.md' } })).value).toBe(
      'Read from file notes.md.\n<content>\nz-b-z\n\n</content>',
    );
    expect(s.outputDir).toBe(outputDir);
  });
  // file_system.py PdfFile: the agent's text rendered to a Letter PDF (reportlab there, Chromium here),
  // in a page of its own that the session never reports as a tab.
  await test.step('write_file of a .pdf prints the text to a PDF, opening no tab', async () => {
    const r = await s.act({ write_file: { file_name: 'report.pdf', content: '# Report\n## Part\n\nbody text' } });
    expect(r.value).toBe('Data written to file report.pdf successfully.');
    expect(r.browser?.tabsOpened ?? []).toEqual([]);
    expect(r.browser?.tabsClosed ?? []).toEqual([]);
    const pdf = fs.readFileSync(path.join(outputDir, 'report.pdf'), 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    expect((await s.tabs()).map((t) => t.id)).toEqual(['t1']);
    expect(page.context().pages()).toHaveLength(1);
  });
  await s.dispose();
});

// Without outputDir the session's output folder had a predictable name in the shared temp folder
// (pid and time) and was made on the first write with the umask's mode: another user of the
// machine could make it first, or read what was written there (CWE-377). It is now the session's
// own mkdtemp folder, private, and removed on dispose when nothing was written there.
test('without outputDir the session writes into a private folder of its own', async ({ drv }) => {
  const page: Page = (drv as any).page;
  await page.goto(drv.url(FIXTURE));
  const base = { source: bundleSource(), browserSettleMs: 50 };
  const a = await openSession(page.context(), base);
  const b = await openSession(page.context(), base);
  try {
    expect(a.outputDir).not.toBe(b.outputDir);
    const r = await a.act({ write_file: { file_name: 'notes.md', content: 'x' } });
    expect(r.file).toBe(path.join(a.outputDir, 'notes.md'));
    const st = fs.lstatSync(a.outputDir);
    expect(st.isDirectory() && !st.isSymbolicLink()).toBe(true);
    expect(st.mode & 0o077, 'no access for group or others').toBe(0);
    expect(st.uid).toBe(process.getuid!());
    await b.dispose();
    expect(fs.existsSync(b.outputDir), 'an empty own folder is removed').toBe(false);
    await a.dispose();
    expect(fs.readFileSync(r.file!, 'utf8'), 'written files outlive the session').toBe('x\n');
  } finally {
    fs.rmSync(a.outputDir, { recursive: true, force: true });
    fs.rmSync(b.outputDir, { recursive: true, force: true });
  }
});

// The tab and navigation actions a page cannot run, through the session, as their frameworks do:
// BrowserGym functions.py new_tab (the new page is active), tab_focus(index) (context.pages[index]),
// tab_close (context.pages[-1] becomes active; a new page when none is left), goto, go_back,
// go_forward; browser-use views.py NavigateAction new_tab, SwitchTabAction, CloseTabAction.
test('the session runs the tab and history actions of both dialects', async ({ drv }) => {
  const page: Page = (drv as any).page;
  await page.goto(drv.url(FIXTURE));
  const s = await openSession(page.context(), { source: bundleSource(), browserSettleMs: 50 });
  const other = drv.url('test/fixtures/session/other.html');
  const act = async (c: unknown) => {
    const r = await s.act(c);
    expect(r.ok, JSON.stringify(r.error)).toBe(true);
    return r;
  };
  const tabs = async () => (await s.tabs()).map((t) => t.id + (t.active ? '*' : ''));
  await act('new_tab()');
  expect(await tabs()).toEqual(['t1', 't2*']);
  await act(`goto('${other}')`);
  expect(s.page()!.url()).toBe(other);
  await act('go_back()');
  expect(s.page()!.url()).toBe('about:blank');
  await act('go_forward()');
  expect(s.page()!.url()).toBe(other);
  await act({ go_back: {} }); // browser-use service.py go_back
  expect(s.page()!.url()).toBe('about:blank');
  await act('go_forward()');
  await act('new_tab()');
  await act('tab_focus(1)');
  expect(await tabs()).toEqual(['t1', 't2*', 't3']);
  await act('tab_close()');
  expect(await tabs()).toEqual(['t1', 't3*']);
  await act({ navigate: { url: other, new_tab: true } });
  expect(await tabs()).toEqual(['t1', 't3', 't4*']);
  await act({ switch: { tab_id: 't1' } });
  expect(s.activeTabId()).toBe('t1');
  await act({ close: { tab_id: 't4' } });
  expect(await tabs()).toEqual(['t1*', 't3']);
  await act('tab_close()');
  await act('tab_close()');
  expect(await tabs()).toEqual(['t5*']);
  await s.dispose();
});
