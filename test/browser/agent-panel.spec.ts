// The bookmarklet panel's Agent tab: the exact bookmarklet source on the demo page runs the demo task
// against the fake model server (trusted clicks and keys into the panel), the key stays out of the
// page (DOM, URL, storage, console) unless "Remember key" is ticked, and on a page whose CSP blocks
// the endpoint the tab says so and points to the extension or the CLI.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, ROOT } from './harness/fixtures';
import { startFakeModel, type FakeModel } from '../fake-model/server';
import { DEMO_TASK, demoPolicy } from '../fake-model/policies';

const dist = (f: string) => fs.readFileSync(path.join(process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist'), f), 'utf8');
const bookmarkletSource = () => decodeURIComponent(dist('bookmarklet.txt').trim().slice('javascript:'.length));
const KEY = 'sk-test-panel-9f8e7d6c5b4a';

type Box = { x: number; y: number; width: number; height: number; text: string };
const controls = async (drv: any) =>
  ((await drv.call(() => (window as any).pagemark.panel.state())) as { controls: Record<string, Box> }).controls;
const centre = (c: Box) => [c.x + c.width / 2, c.y + c.height / 2] as const;

async function fill(drv: any, name: string, text: string) {
  await drv.mouseClick(...centre((await controls(drv))[name]!));
  await drv.type(text);
}

async function openAgentTab(drv: any, page: string) {
  await drv.open(page, { inject: false });
  await drv.inject(bookmarkletSource());
  await drv.mouseClick(...centre((await controls(drv))['agentToggle']!));
  await expect.poll(async () => (await controls(drv))['agentToggle']!.text).toBe('Agent ▾');
}

test.describe('panel Agent tab', () => {
  test.describe.configure({ timeout: 120_000 });
  let fm: FakeModel;
  test.beforeEach(async () => {
    fm = await startFakeModel({ policy: demoPolicy, apiKey: KEY });
  });
  test.afterEach(async () => {
    await fm.close();
  });

  test('runs the demo task from the panel; the key stays out of the page', async ({ drv }) => {
    const consoleText: string[] = [];
    (drv as any).page?.on('console', (m: any) => consoleText.push(m.text()));
    await openAgentTab(drv, 'examples/demo/index.html');
    await fill(drv, 'agentTask', DEMO_TASK);
    await fill(drv, 'agentEndpoint', fm.openaiBaseURL);
    await fill(drv, 'agentModel', 'fake-1');
    await fill(drv, 'agentKey', KEY);
    await drv.mouseClick(...centre((await controls(drv))['agentRun']!));
    await expect.poll(async () => (await controls(drv))['agentLog']!.text, { timeout: 60_000 }).toContain('success: ');
    const log = (await controls(drv))['agentLog']!.text;
    expect(log).toContain('step 1  fill(target=7, text="trail backpack")');
    expect(log).toContain('success: Showing results for "trail backpack"');
    expect(fm.violations).toEqual([]);
    expect(fm.requests).toHaveLength(4);
    expect(fm.requests[0]!.headers['authorization']).toBe(`Bearer ${KEY}`);
    expect(await drv.call(() => document.getElementById('search-status')!.textContent)).toBe(
      'Showing results for "trail backpack"',
    );
    const page = await drv.call<{ html: string; url: string; storage: string }>(() => ({
      html: document.documentElement.outerHTML,
      url: location.href,
      storage: JSON.stringify({ ...localStorage }),
    }));
    expect(page.html).not.toContain(KEY);
    expect(page.url).not.toContain(KEY);
    expect(page.storage).not.toContain(KEY);
    expect(page.storage).toContain('fake-1'); // the endpoint and model are remembered, the key is not
    expect(consoleText.join('\n')).not.toContain(KEY);
  });

  test('keeps the key only when "Remember key" is ticked', async ({ drv }) => {
    await openAgentTab(drv, 'examples/demo/index.html');
    await fill(drv, 'agentKey', KEY);
    await drv.mouseClick(...centre((await controls(drv))['agentRemember']!));
    await drv.mouseClick(...centre((await controls(drv))['agentRun']!)); // no task: saves, then asks for one
    await expect.poll(async () => (await controls(drv))['agentLog']!.text).toContain('Give a task and a model.');
    expect(await drv.call(() => localStorage.getItem('pagemark.agent'))).toContain(KEY);
    expect(fm.requests).toHaveLength(0);
  });

  test('explains a CSP that blocks the endpoint', async ({ drv }) => {
    await openAgentTab(drv, 'examples/demo/index.html?csp=strict');
    await fill(drv, 'agentTask', DEMO_TASK);
    await fill(drv, 'agentEndpoint', fm.openaiBaseURL);
    await fill(drv, 'agentModel', 'fake-1');
    await drv.mouseClick(...centre((await controls(drv))['agentRun']!));
    await expect
      .poll(async () => (await controls(drv))['agentLog']!.text, { timeout: 30_000 })
      .toContain('CSP_BLOCKED');
    const log = (await controls(drv))['agentLog']!.text;
    expect(log).toContain('Content-Security-Policy (connect-src) blocks requests to');
    expect(log).toContain('Use the extension');
    expect(fm.requests).toHaveLength(0);
  });
});
