// @vitest-environment node
// `pagemark mcp --connect WS`: a context of the server's own in a Playwright browser server, with
// the context options a launch gives (here --user-agent), and closing the client only disconnects:
// the browser server and its other contexts go on (Playwright MCP's scenarios share one browser
// per worker this way, test/conformance/playwright-mcp/fixtures.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM, HAVE_CHROMIUM, stdioClient, textOf } from './harness';

let server: http.Server;
let base = '';
let browserServer: BrowserServer | undefined;

beforeAll(async () => {
  // The page shows the User-Agent header its request carried.
  server = http.createServer((req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!DOCTYPE html><title>UA</title><p>agent: ${String(req.headers['user-agent']).replace(/[<&]/g, '')}</p>`),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browserServer?.close().catch(() => {});
  await new Promise((r) => server?.close(r));
});

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp --connect', () => {
  test('a context of its own with the launch context options; closing only disconnects', async () => {
    browserServer = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
    const ws = browserServer.wsEndpoint();
    const first = await stdioClient('pagemark', ['--connect', ws, '--user-agent', 'pagemark-connect-agent']);
    const page = textOf(await first.client.callTool({ name: 'browser_navigate', arguments: { url: `${base}/` } }));
    expect(page).toContain('agent: pagemark-connect-agent');
    await first.client.close();

    // The browser server outlived the first client; a second one gets a fresh context (one tab, no
    // user agent of the first's).
    const second = await stdioClient('pagemark', ['--connect', ws]);
    try {
      const again = textOf(await second.client.callTool({ name: 'browser_navigate', arguments: { url: `${base}/` } }));
      expect(again).toContain('agent: Mozilla/');
      expect(again).not.toContain('pagemark-connect-agent');
    } finally {
      await second.client.close();
    }
  });
});
