// @vitest-environment node
// The request guard in the engines besides Chromium (Chromium's is attacked through the MCP server in
// node/mcp/security.test.ts). Firefox ESR, through Playwright's WebDriver BiDi path (the one Debian's
// build runs): the origin lists hold for a page's subresources and for a link it follows; file:
// requests never reach the route, which is why --allow-file-urls is refused outside Chromium
// (mcp/options.ts). If this engine starts routing file:, the last test fails and the refusal can go.
// Playwright's WebKit needs Playwright's own build, absent here: not tested.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { firefox, type Browser } from 'playwright-core';
import { guardRequests } from '../../../../src/node/guard/requestGuard';

const FIREFOX = '/usr/bin/firefox-esr';

describe.skipIf(!fs.existsSync(FIREFOX))('request guard in Firefox (WebDriver BiDi)', () => {
  let browser: Browser;
  let server: http.Server;
  let port: number;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.setHeader('content-type', 'text/html');
      if (req.url === '/page') return res.end('<title>BLOCKED PAGE</title>');
      res.end(
        `<img id="i" src="http://localhost:${port}/pic.png"><a id="away" href="http://localhost:${port}/page">away</a>`,
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
    base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-guard-ff-')));
    fs.mkdirSync(path.join(base, 'root'));
    fs.writeFileSync(path.join(base, 'secret.html'), '<title>SECRET</title>');
    fs.writeFileSync(path.join(base, 'root', 'index.html'), '<a id="leak" href="../secret.html">leak</a>');
    browser = await firefox.launch({
      executablePath: FIREFOX,
      channel: 'moz-firefox',
      headless: true,
      timeout: 60_000,
    });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (base) fs.rmSync(base, { recursive: true, force: true });
  });

  test('--blocked-origins: a subresource and a followed link of the blocked origin are aborted', async () => {
    const context = await browser.newContext();
    const seen: string[] = [];
    context.on('requestfailed', (r) => seen.push(r.url()));
    await guardRequests(context, {
      fileRoots: [],
      allowCode: false,
      allowedOrigins: [],
      blockedOrigins: ['http://localhost:*'],
    });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.click('#away');
    await expect.poll(() => seen).toEqual([`http://localhost:${port}/pic.png`, `http://localhost:${port}/page`]);
    expect(await page.title()).not.toBe('BLOCKED PAGE');
    await context.close();
  }, 60_000);

  test('file: requests never reach the route (the reason --allow-file-urls needs Chromium)', async () => {
    const context = await browser.newContext();
    await guardRequests(context, {
      fileRoots: [path.join(base, 'root')],
      allowCode: false,
      allowedOrigins: [],
      blockedOrigins: [],
    });
    const routed: string[] = [];
    await context.route('file:**', (r) => (routed.push(r.request().url()), r.fallback()));
    const page = await context.newPage();
    await page.goto(pathToFileURL(path.join(base, 'root', 'index.html')).href);
    await page.click('#leak');
    await expect.poll(() => page.title()).toBe('SECRET');
    expect(routed).toEqual([]);
    await context.close();
  }, 60_000);
});
