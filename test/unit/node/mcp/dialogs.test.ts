// @vitest-environment node
// Dialogs over MCP against a Chromium the test launched itself (the server attaches with
// --cdp-endpoint): an answered dialog restates the page's URL and title, as Playwright MCP's answer
// to handle_dialog does; a dialog another client closes over CDP is no longer pending for the
// server (Playwright MCP's scenario "dialog closed out of band").
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM, HAVE_CHROMIUM, refFor, stdioClient, textOf } from './harness';

const PAGE = `<!DOCTYPE html><title>Alerts</title><button onclick="alert('Hello')">Alert me</button>`;

let server: http.Server;
let base = '';
let context: BrowserContext | undefined;
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-dialogs-'));
const port = 9400 + (process.pid % 500);

beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await context?.close().catch(() => {});
  await new Promise((r) => server?.close(r));
  fs.rmSync(profile, { recursive: true, force: true });
});

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp: dialogs', () => {
  test('an answer restates the page; a dialog closed by another client is no longer pending', async () => {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [`--remote-debugging-port=${port}`, '--no-sandbox'],
    });
    const [own] = context.pages();
    // A listener keeps this connection from dismissing the dialog itself; the CDP session is set up
    // before any dialog blocks the page.
    own!.on('dialog', () => {});
    const cdp = await context.newCDPSession(own!);
    await cdp.send('Page.enable');
    const { client } = await stdioClient('pagemark', ['--cdp-endpoint', `http://127.0.0.1:${port}`]);
    const call = async (name: string, args: Record<string, unknown> = {}) =>
      textOf(await client.callTool({ name, arguments: args }));
    try {
      const page = await call('browser_navigate', { url: `${base}/` });
      const button = refFor(page, 'Alert me')!;

      expect(await call('browser_click', { target: button })).toContain('Dialog pending in');
      // Refused while it is open, naming the tool that answers it.
      const refused = await call('browser_click', { target: button });
      expect(refused).toMatch(/^error DIALOG_PENDING: .*\nhint: answer it with browser_handle_dialog/);
      const answered = await call('browser_handle_dialog', { accept: true });
      expect(answered).toMatch(
        /^ok: accepted the alert "Hello"\n### Page\nURL: http:\/\/127\.0\.0\.1:\d+\/\nTitle: Alerts\n/,
      );

      expect(await call('browser_click', { target: button })).toContain('Dialog pending in');
      const closed = own!.waitForEvent('dialogclosed');
      await cdp.send('Page.handleJavaScriptDialog', { accept: true });
      await closed;
      // The server hears of it from its own connection, a moment after this one (the spec polls too).
      let after = await call('browser_snapshot');
      for (let i = 0; i < 50 && after.includes('Dialog pending'); i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = await call('browser_snapshot');
      }
      expect(after).not.toContain('Dialog pending');
      expect(after).toMatch(/\]<button( focused)?>Alert me/);
      const noDialog = await call('browser_handle_dialog', { accept: true });
      expect(noDialog).toMatch(/^error NO_DIALOG/);
    } finally {
      await client.close();
    }
  }, 90_000);
});
