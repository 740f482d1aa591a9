// @vitest-environment node
// `pagemark mcp --port`: the SDK Client over Streamable HTTP (tools/list, a navigation and an action,
// then the session's end closes its browser); and a stdio client that goes away in the middle of a
// call leaves no browser process behind (the server's descendants in /proc).
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  FIXTURES,
  HAVE_CHROMIUM,
  descendants,
  refFor,
  serveFolder,
  serverCommand,
  stdioClient,
  textOf,
  waitGone,
} from './harness';

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp: HTTP, and no browser left behind', () => {
  let site: { base: string; close(): Promise<void> };
  beforeAll(async () => {
    site = await serveFolder(FIXTURES);
  });
  afterAll(async () => {
    await site?.close();
  });

  test('Streamable HTTP on localhost: list, navigate, act; the browser closes with the server', async () => {
    const cmd = serverCommand('pagemark', ['--port', '0']);
    const proc: ChildProcess = spawn(cmd.command, cmd.args, { stdio: ['ignore', 'ignore', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let err = '';
        proc.stderr!.on('data', (d: Buffer) => {
          err += d.toString();
          const m = /listening on (http:\/\/\S+)/.exec(err);
          if (m) resolve(m[1]!);
        });
        proc.once('exit', () => reject(new Error(`server exited: ${err}`)));
      });
      expect(url).toMatch(/^http:\/\/localhost:\d+\/mcp$/);
      const client = new Client({ name: 'pagemark-http-test', version: '1.0.0' });
      const transport = new StreamableHTTPClientTransport(new URL(url));
      await client.connect(transport);
      const tools = (await client.listTools()).tools.map((t) => t.name);
      expect(tools).toContain('browser_navigate');
      const page = textOf(
        await client.callTool({ name: 'browser_navigate', arguments: { url: `${site.base}/form.html` } }),
      );
      expect(page).toContain('Place order');
      const r = await client.callTool({
        name: 'browser_click',
        arguments: { target: refFor(page, 'Double me'), doubleClick: true },
      });
      expect(textOf(r)).toContain('double clicked');
      const bad = await client.callTool({ name: 'browser_click', arguments: { target: '424242' } });
      expect(bad.isError).toBe(true);
      const browsers = descendants(proc.pid!);
      expect(browsers.length).toBeGreaterThan(0);
      await transport.terminateSession();
      await client.close();
      expect(await waitGone(browsers)).toEqual([]);
    } finally {
      proc.kill('SIGTERM');
    }
  }, 120_000);

  test('a client that disconnects mid-call leaves no browser process', async () => {
    const { client, transport } = await stdioClient('pagemark');
    await client.callTool({ name: 'browser_navigate', arguments: { url: `${site.base}/other.html` } });
    const server = transport.pid!;
    const all = [server, ...descendants(server)];
    expect(all.length).toBeGreaterThan(1);
    const pending = client.callTool({ name: 'browser_wait_for', arguments: { time: 20 } }).catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 500));
    await client.close();
    await pending;
    expect(await waitGone(all)).toEqual([]);
  }, 120_000);
});
