// The MV3 extension example (examples/extension): built with build.mjs, loaded into Chromium with
// --load-extension, driven by the Node backend (backend.mjs) over WebSocket with a scripted policy.
// Chromium only (Firefox/WebKit cannot load this extension through Playwright).
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { test, expect, ROOT } from './harness/fixtures';

interface ActionableElement {
  id: string;
  type: string;
  tag: string;
  text_content: string;
  attributes: Record<string, string>;
  is_visible: boolean;
  available_operations: string[];
}
interface ExtensionState {
  url: string;
  title: string;
  scroll_position: { x: number; y: number };
  viewport: { width: number; height: number };
  page_size: { width: number; height: number };
  actionable_elements: ActionableElement[];
}
type Action = string | Record<string, unknown>;
interface LogEntry {
  step: number;
  type: 'get_state' | 'execute_action' | 'stop' | 'error';
  state?: ExtensionState;
  action?: Action;
  ok?: boolean;
  result?: { ok: boolean; action: string; effects: { navigated: boolean }; error?: { code: string } };
  new_browser_state?: ExtensionState;
  reason?: string;
}
interface Reply {
  id: string;
  ok: boolean;
  tabId?: number;
  state?: ExtensionState;
  task?: string;
  tabs?: { id: number; url: string; active: boolean; status: string; ready: boolean }[];
  error?: { code: string; message: string };
}
interface Backend {
  port: number;
  url: string;
  connected(timeoutMs?: number): Promise<void>;
  request(type: string, payload?: Record<string, unknown>, timeoutMs?: number): Promise<Reply>;
  done: Promise<LogEntry[]>;
  trace: { dir: 'in' | 'out'; at: number; msg: unknown }[];
  close(): Promise<void>;
}
type Step = (state: ExtensionState) => Action | null;
interface BackendModule {
  startBackend(options: {
    port?: number;
    policy?: (state: ExtensionState, step: number) => Action | null;
    tab?: number | { urlIncludes: string };
    maxSteps?: number;
    requestTimeoutMs?: number;
    log?: (line: string) => void;
  }): Promise<Backend>;
  scriptedPolicy(steps: Step[]): (state: ExtensionState, step: number) => Action | null;
}

const EXT_DIR = path.join(ROOT, 'examples', 'extension');
const FIXTURE = 'test/fixtures/extension/task.html';
// A variable specifier: TypeScript does not look for declarations of the plain-JS module.
const backendUrl = pathToFileURL(path.join(EXT_DIR, 'backend.mjs')).href;
const loadBackend = (): Promise<BackendModule> => import(backendUrl);
const quiet = (): void => {};

test.skip(({ browserName }) => browserName !== 'chromium', 'Chromium loads the unpacked MV3 extension');

/** A fresh temp dir; removed by `cleanups`. */
const cleanups: (() => Promise<void> | void)[] = [];
test.afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
function tempDir(prefix: string): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(d, { recursive: true, force: true }));
  return d;
}

/** Build the extension with build.mjs, pointing it at the backend port, and launch Chromium with it. */
async function launchWithExtension(
  port: number,
): Promise<{ context: BrowserContext; page: Page; extensionId: string }> {
  const dir = tempDir('pm-ext-');
  execFileSync(process.execPath, [path.join(EXT_DIR, 'build.mjs'), dir, '--port', String(port)], { stdio: 'pipe' });
  expect(fs.readdirSync(dir).sort()).toEqual([
    'background.js',
    'config.json',
    'content.js',
    'manifest.json',
    'pagemark.iife.js',
    'popup.html',
    'popup.js',
  ]);
  const context = await chromium.launchPersistentContext(tempDir('pm-profile-'), {
    executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1000, height: 700 },
    args: ['--no-sandbox', '--disable-gpu', `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  });
  cleanups.push(() => context.close());
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(worker.url()).host;
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, extensionId };
}

async function startBackend(options: Parameters<BackendModule['startBackend']>[0]): Promise<Backend> {
  const { startBackend: start } = await loadBackend();
  const b = await start({ log: quiet, ...options });
  cleanups.push(() => b.close());
  return b;
}

async function tabIdOf(b: Backend, urlPart: string): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const r = await b.request('list_tabs');
      id = r.tabs?.find((t) => t.url.includes(urlPart))?.id;
      return id;
    })
    .toBeDefined();
  return id!;
}

const find = (s: ExtensionState, type: string, text?: string): ActionableElement | undefined =>
  s.actionable_elements.find((e) => e.type === type && (text === undefined || e.text_content.includes(text)));

test('a scripted backend drives the page through the extension (state, type, check, click)', async ({ server }) => {
  const { scriptedPolicy } = await loadBackend();
  const policy = scriptedPolicy([
    // The extension seed's dialect: {action: 'input_text', params: {element_id, text}}.
    (s) => ({
      action: 'input_text',
      params: { element_id: find(s, 'INPUT_FIELD', 'Search')!.id, text: 'trail backpack' },
    }),
    // The short string form content.js accepts: `check pm-4`.
    (s) => `check ${find(s, 'CHECKBOX')!.id}`,
    // A BrowserGym action string.
    (s) => `click('${find(s, 'BUTTON', 'Search')!.id}')`,
    // An object command on the link (a same-document #hash navigation).
    (s) => ({ action: 'click', target: find(s, 'LINK', 'Help')!.id }),
    () => null,
  ]);
  const backend = await startBackend({ port: 0, policy, tab: { urlIncludes: FIXTURE } });
  const { page } = await launchWithExtension(backend.port);
  await page.goto(server.url + FIXTURE);

  const log = await backend.done;
  expect(log.map((e) => e.type)).toEqual([
    'get_state',
    'execute_action',
    'execute_action',
    'execute_action',
    'execute_action',
    'stop',
  ]);

  // The first state: every control of the fixture, with its type and operations.
  const first = log[0]!.state!;
  expect(first.url).toBe(server.url + FIXTURE);
  expect(first.title).toBe('Extension task fixture');
  expect(first.viewport).toEqual({ width: 1000, height: 700 });
  expect(first.scroll_position).toEqual({ x: 0, y: 0 });
  const byDomId = (id: string) => first.actionable_elements.find((e) => e.attributes.id === id);
  expect(byDomId('search-input')).toMatchObject({
    type: 'INPUT_FIELD',
    tag: 'input',
    text_content: 'Search products',
    is_visible: true,
    available_operations: expect.arrayContaining(['input_text', 'clear', 'click']),
  });
  expect(byDomId('search-submit')).toMatchObject({
    type: 'BUTTON',
    tag: 'button',
    text_content: 'Search',
    available_operations: expect.arrayContaining(['click']),
  });
  expect(byDomId('help-link')).toMatchObject({
    type: 'LINK',
    tag: 'a',
    text_content: 'Help with searching',
    attributes: { id: 'help-link', href: '#help' },
  });
  expect(byDomId('in-stock-checkbox')).toMatchObject({
    type: 'CHECKBOX',
    tag: 'input',
    text_content: 'In stock only',
    available_operations: expect.arrayContaining(['click', 'check', 'uncheck']),
  });
  for (const e of first.actionable_elements) expect(e.id).toMatch(/^pm-\d+$/);

  // Every action went through, and each result carries the new state.
  const actions = log.filter((e) => e.type === 'execute_action');
  expect(actions.map((e) => e.result!.action)).toEqual(['type', 'check', 'click', 'click']);
  for (const e of actions) {
    expect(e.ok, JSON.stringify(e.result)).toBe(true);
    expect(e.result).not.toHaveProperty('snapshot');
    expect(e.new_browser_state!.url).toContain(FIXTURE);
    expect(e.new_browser_state!.actionable_elements.length).toBe(first.actionable_elements.length);
  }
  expect(actions[0]!.result).toMatchObject({ effects: { valueAfter: 'trail backpack' } });
  expect(actions[1]!.result).toMatchObject({ effects: { checkedAfter: true } });
  expect(actions[3]!.new_browser_state!.url).toBe(server.url + FIXTURE + '#help');

  // The page really changed.
  expect(await page.textContent('#result')).toBe('Results for "trail backpack" (in stock only)');
  expect(await page.inputValue('#search-input')).toBe('trail backpack');
  expect(await page.isChecked('#in-stock-checkbox')).toBe(true);

  // After the #hash navigation the tab is still answered at once (no 10 s readiness wait).
  const t0 = Date.now();
  const again = await backend.request('get_state');
  expect(again.ok).toBe(true);
  expect(again.state!.url).toBe(server.url + FIXTURE + '#help');
  expect(Date.now() - t0).toBeLessThan(3000);

  // Same for history.pushState (Chrome reports it as 'loading' too; the content script announces again).
  await page.evaluate(() => history.pushState({}, '', '?pushed'));
  const t1 = Date.now();
  const pushed = await backend.request('get_state');
  expect(pushed.state!.url).toBe(server.url + FIXTURE + '?pushed');
  expect(Date.now() - t1).toBeLessThan(3000);

  // Errors come back as data: an unknown element, an unparsable command.
  const bad = await backend.request('execute_action', { action: "click('pm-9999')" });
  expect(bad.ok).toBe(true);
  expect((bad as unknown as LogEntry).result).toMatchObject({ ok: false, error: { code: expect.any(String) } });
  const garbage = await backend.request('execute_action', { action: 'click(' });
  expect((garbage as unknown as LogEntry).result).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND' } });
  const unknown = await backend.request('frobnicate');
  expect(unknown).toMatchObject({ ok: false, error: { code: 'UNKNOWN_TYPE' } });
});

test('get_state waits for the content script of a tab that is still loading', async () => {
  // A page whose body arrives 1.5 s after its first bytes: the content script (document_idle) runs late.
  const slow = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.write('<!doctype html><html><head><title>Slow page</title></head><body><p>loading...</p>');
    setTimeout(() => res.end('<button id="late-button">Late button</button></body></html>'), 1500);
  });
  await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
  cleanups.push(() => {
    slow.closeAllConnections();
    slow.close();
  });
  const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/slow.html`;

  const backend = await startBackend({ port: 0 });
  const { page } = await launchWithExtension(backend.port);
  await backend.connected(15_000);

  // about:blank never gets a content script: that fails at once instead of waiting.
  const blank = await backend.request('get_state');
  expect(blank).toMatchObject({ ok: false, error: { code: 'NOT_SCRIPTABLE' } });

  await page.goto(slowUrl, { waitUntil: 'commit' });
  const tabId = await tabIdOf(backend, '/slow.html');
  const t0 = Date.now();
  const r = await backend.request('get_state', { tabId });
  const waited = Date.now() - t0;
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  expect(r.state!.url).toBe(slowUrl);
  expect(r.state!.title).toBe('Slow page');
  expect(r.state!.actionable_elements).toEqual([
    expect.objectContaining({ type: 'BUTTON', text_content: 'Late button', attributes: { id: 'late-button' } }),
  ]);
  expect(waited).toBeGreaterThan(500); // it waited for the ready handshake rather than failing
});

test('an action that navigates answers with the state of the new page', async ({ server }) => {
  const backend = await startBackend({ port: 0 });
  const { page } = await launchWithExtension(backend.port);
  await page.goto(server.url + FIXTURE);
  await backend.connected(15_000);
  const tabId = await tabIdOf(backend, FIXTURE);
  const other = server.url + 'examples/demo/index.html';

  const go = await backend.request('execute_action', { tabId, action: `goto('${other}')` });
  expect(go.ok, JSON.stringify(go.error)).toBe(true);
  const goEntry = go as unknown as LogEntry;
  expect(goEntry.result).toMatchObject({ ok: true, action: 'goto', effects: { navigated: true } });
  expect(goEntry.new_browser_state!.url).toBe(other);
  expect(find(goEntry.new_browser_state!, 'BUTTON', 'Search')).toBeDefined();

  const back = (await backend.request('execute_action', { tabId, action: 'go_back()' })) as unknown as LogEntry;
  expect(back.result).toMatchObject({ ok: true, action: 'back', effects: { navigated: true } });
  expect(back.new_browser_state!.url).toBe(server.url + FIXTURE);
  await expect(page).toHaveURL(server.url + FIXTURE);
});

test('actions are trusted input by default (chrome.debugger), in the page with trusted: false', async ({ server }) => {
  const backend = await startBackend({ port: 0 });
  const { page } = await launchWithExtension(backend.port);
  const url = server.url + 'test/fixtures/extension/trusted.html';
  await page.goto(url);
  await backend.connected(15_000);
  const tabId = await tabIdOf(backend, 'trusted.html');
  const state = (await backend.request('get_state', { tabId })).state!;
  const id = (domId: string) => state.actionable_elements.find((e) => e.attributes.id === domId)!.id;
  const act = async (action: Action, extra: Record<string, unknown> = {}) => {
    const r = (await backend.request('execute_action', { tabId, action, ...extra })) as unknown as LogEntry & Reply;
    expect(r.ok, JSON.stringify(r.error)).toBe(true);
    expect(r.result!.ok, JSON.stringify(r.result)).toBe(true);
    return r;
  };
  const log = () => page.textContent('#log');
  // The default: real input.
  await act({ action: 'click', target: id('reports-trusted-click') });
  const filled = await act({ action: 'fill', target: id('reports-trusted-input'), text: 'Ann' });
  expect(filled.result!.effects).toMatchObject({ valueAfter: 'Ann' });
  expect(await page.inputValue('#reports-trusted-input')).toBe('Ann');
  expect(await log()).toBe('click:trusted input:trusted ');
  // The opt-out: the same verbs dispatched in the page. (Whether a window.open passes the popup
  // blocker cannot be told here: Playwright launches Chromium with --disable-popup-blocking.)
  await act({ action: 'click', target: id('reports-trusted-click') }, { trusted: false });
  await act({ action: 'fill', target: id('reports-trusted-input'), text: 'Bo' }, { trusted: false });
  expect(await page.inputValue('#reports-trusted-input')).toBe('Bo');
  expect(await log()).toBe('click:trusted input:trusted click:untrusted input:untrusted ');
  // A failed check in the page sends no input and says why.
  const r = (await backend.request('execute_action', {
    tabId,
    action: { action: 'click', target: 'pm-9999' },
  })) as unknown as LogEntry;
  expect(r.result!.ok).toBe(false);
});

test('the extension reconnects to a restarted backend', async ({ server }) => {
  const first = await startBackend({ port: 0 });
  const port = first.port;
  const { page } = await launchWithExtension(port);
  await page.goto(server.url + FIXTURE);
  await first.connected(15_000);
  const tabId = await tabIdOf(first, FIXTURE);
  expect((await first.request('get_state', { tabId })).ok).toBe(true);

  await first.close();
  const second = await startBackend({ port });
  await second.connected(20_000); // the extension retries after 1 s, 2 s, 4 s...
  const r = await second.request('get_state', { tabId });
  expect(r.ok).toBe(true);
  expect(r.state!.url).toBe(server.url + FIXTURE);
  expect(r.state!.actionable_elements.some((e) => e.attributes.id === 'search-input')).toBe(true);
});

test('the popup shows the elements and runs an action', async ({ server }) => {
  const backend = await startBackend({ port: 0 });
  const { context, page, extensionId } = await launchWithExtension(backend.port);
  await page.goto(server.url + FIXTURE);
  await backend.connected(15_000);
  const tabId = await tabIdOf(backend, FIXTURE);

  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tabId=${tabId}`);
  await popup.fill('#task', 'search for a trail backpack');
  await popup.click('#get-state');
  await expect(popup.locator('#elements')).toContainText('INPUT_FIELD input "Search products" input_text,clear,click');
  const lines = (await popup.textContent('#elements'))!.split('\n');
  expect(lines[0]).toBe(server.url + FIXTURE);
  const input = lines.find((l) => l.includes('INPUT_FIELD'))!;
  const inputId = /^\[(pm-\d+)\]/.exec(input)![1]!;
  expect(JSON.parse((await popup.textContent('#raw'))!).url).toBe(server.url + FIXTURE);

  await popup.fill('#action', `type ${inputId} "from the popup"`);
  await popup.click('#run');
  await expect(popup.locator('#result')).toContainText('"ok": true');
  expect(await page.inputValue('#search-input')).toBe('from the popup');

  // The task typed in the popup reaches the backend with the state.
  const r = await backend.request('get_state', { tabId });
  expect(r.task).toBe('search for a trail backpack');
});
