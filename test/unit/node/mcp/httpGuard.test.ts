// @vitest-environment node
// `pagemark mcp --port` against strangers: an initialize with a foreign Host (DNS rebinding) or a
// foreign / opaque Origin (a web page's cross-site request) gets 403 and no session; a client that
// goes away without DELETE has its browser processes gone within the heartbeat's time (a ping every
// 3 s, 5 s to answer: src/node/mcp/http.ts), read from the process table.
import http from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { FIXTURES, HAVE_CHROMIUM, descendants, serveFolder, serverCommand, waitGone } from './harness';

const INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'stranger', version: '1' } },
});

/** A raw POST with the headers a browser or a rebinding page would send. */
function post(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; session?: string; body: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => {
          const sid = res.headers['mcp-session-id'];
          resolve({ status: res.statusCode ?? 0, body, ...(typeof sid === 'string' ? { session: sid } : {}) });
        });
      },
    );
    req.on('error', reject);
    req.end(INIT);
  });
}

async function startServer(extra: string[] = []): Promise<{ proc: ChildProcess; url: string }> {
  const cmd = serverCommand('pagemark', ['--port', '0', ...extra]);
  const proc = spawn(cmd.command, cmd.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let err = '';
    proc.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    proc.once('exit', () => reject(new Error(`server exited: ${err}`)));
  });
  return { proc, url };
}

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp --port: Host, Origin, dropped clients', () => {
  let site: { base: string; close(): Promise<void> };
  let server: { proc: ChildProcess; url: string };
  beforeAll(async () => {
    site = await serveFolder(FIXTURES);
    server = await startServer();
  }, 60_000);
  afterAll(async () => {
    server?.proc.kill('SIGTERM');
    await site?.close();
  });

  test('foreign Host and Origin get 403 and no session; the bound host passes', async () => {
    const port = new URL(server.url).port;
    const attacks: Record<string, string>[] = [
      { host: `evil.example:${port}` },
      { host: `localhost:${port}`, origin: 'http://evil.example' },
      { host: `localhost:${port}`, origin: `http://evil.example:${port}` },
      { host: `localhost:${port}`, origin: 'null' },
    ];
    for (const h of attacks) {
      const r = await post(server.url, h);
      expect(r.status, JSON.stringify(h)).toBe(403);
      expect(r.session).toBeUndefined();
    }
    const fine: Record<string, string>[] = [
      { host: `localhost:${port}` },
      { host: `127.0.0.1:${port}`, origin: `http://localhost:${port}` },
    ];
    for (const h of fine) {
      const r = await post(server.url, h);
      expect(r.status, JSON.stringify(h)).toBe(200);
      expect(r.session).toBeTruthy();
    }
  });

  test('--allowed-hosts admits a listed name', async () => {
    const s = await startServer(['--allowed-hosts', 'mcp.lan']);
    try {
      const port = new URL(s.url).port;
      expect((await post(s.url, { host: `mcp.lan:${port}` })).status).toBe(200);
      expect((await post(s.url, { host: `evil.example:${port}` })).status).toBe(403);
    } finally {
      s.proc.kill('SIGTERM');
    }
  }, 60_000);

  test('a client dropped without DELETE: its browser processes are gone within the heartbeat time', async () => {
    const client = new Client({ name: 'pagemark-drop-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    await client.callTool({ name: 'browser_navigate', arguments: { url: `${site.base}/other.html` } });
    const browsers = descendants(server.proc.pid!);
    expect(browsers.length).toBeGreaterThan(0);
    // close() ends the client's streams without the DELETE that terminateSession() sends.
    await client.close();
    // A ping every 3 s with 5 s to answer, then the browser's own shutdown.
    expect(await waitGone(browsers, 15_000)).toEqual([]);
    expect(server.proc.exitCode).toBeNull();
  }, 60_000);
});
