// The extension path of the agent (the extension seed's phases 2-6): the popup submits the task
// (`user_task_submission`), the backend (examples/extension/backend.mjs) runs pagemark's agent loop on
// that tab against the fake model server, with new_browser_state after each action, and the steps
// come back to the popup's log. Chromium only (Playwright loads unpacked extensions there).
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect, ROOT } from './harness/fixtures';
import { startFakeModel } from '../fake-model/server';
import { DEMO_TASK, demoPolicy } from '../fake-model/policies';

const EXT_DIR = path.join(ROOT, 'examples', 'extension');
const KEY = 'sk-test-extension-13579';

test.skip(({ browserName }) => browserName !== 'chromium', 'Chromium loads the unpacked MV3 extension');
test.describe.configure({ timeout: 120_000 });

test('the popup task runs the agent on the tab through the backend', async ({ server }) => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  try {
    const fm = await startFakeModel({ policy: demoPolicy, apiKey: KEY });
    cleanups.push(() => fm.close());
    const { startBackend } = await import(pathToFileURL(path.join(EXT_DIR, 'backend.mjs')).href);
    const lines: string[] = [];
    const backend = await startBackend({
      port: 0,
      log: (l: string) => lines.push(l),
      llm: { api: 'anthropic', baseURL: fm.anthropicBaseURL, apiKey: KEY, model: 'fake-1' },
    });
    cleanups.push(() => backend.close());

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-ext-agent-'));
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-profile-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    cleanups.push(() => fs.rmSync(profile, { recursive: true, force: true }));
    execFileSync(process.execPath, [path.join(EXT_DIR, 'build.mjs'), dir, '--port', String(backend.port)], {
      stdio: 'pipe',
    });
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
      headless: true,
      viewport: { width: 1000, height: 700 },
      args: ['--no-sandbox', '--disable-gpu', `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
    });
    cleanups.push(() => context.close());
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
    const extensionId = new URL(worker.url()).host;
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(server.url + 'examples/demo/index.html');
    await backend.connected(30_000);

    let tabId: number | undefined;
    await expect
      .poll(async () => {
        const r = await backend.request('list_tabs');
        tabId = r.tabs?.find((t: any) => t.url.includes('examples/demo/index.html') && t.ready)?.id;
        return tabId;
      })
      .toBeDefined();

    // The popup, opened as a page on that tab: type the task, press Run agent.
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html?tabId=${tabId}`);
    await popup.fill('#task', DEMO_TASK);
    const run = backend.nextAgentRun();
    await popup.click('#run-agent');
    const output = await run;
    expect(fm.violations).toEqual([]);
    expect(output.status).toBe('success');
    expect(output.answer).toBe('Showing results for "trail backpack"');
    expect(output.steps.map((s: any) => s.toolCall.name)).toEqual(['fill', 'click', 'check', 'done']);
    expect(await page.locator('#search-status').textContent()).toBe('Showing results for "trail backpack"');

    // The steps reached the popup, each action with the new browser state.
    await expect(popup.locator('#agent-log')).toContainText('success: Showing results for "trail backpack"');
    const log = await popup.locator('#agent-log').textContent();
    expect(log).toContain(`task: ${DEMO_TASK}`);
    expect(log).toContain('step 1  fill(target=7, text="trail backpack")');
    expect(log).toMatch(
      /new_browser_state: http:\/\/127\.0\.0\.1:\d+\/examples\/demo\/index\.html, \d+ actionable elements/,
    );
    // The wire: the popup's submission went to the backend as user_task_submission.
    expect(backend.trace.some((t: any) => t.dir === 'in' && t.msg.type === 'user_task_submission')).toBe(true);
    expect(backend.trace.some((t: any) => t.dir === 'out' && t.msg.type === 'agent_done')).toBe(true);
    expect(backend.trace.some((t: any) => t.dir === 'out' && t.msg.type === 'get_snapshot')).toBe(true);
  } finally {
    while (cleanups.length) await cleanups.pop()!();
  }
});
