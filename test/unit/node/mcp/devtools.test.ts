// @vitest-environment node
// The tools of @playwright/mcp 0.0.83 pagemark added on the tool layer, end to end over stdio on a
// local server: browser_console_messages (levels, page errors, since navigation), the network
// list and one request, browser_emulate_media, browser_pdf_save (in the output folder only),
// browser_drop, browser_run_code_unsafe (behind --allow-eval) and the --caps vision mouse tools.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { HAVE_CHROMIUM, stdioClient, textOf } from './harness';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const OUT = path.join(ROOT, '.tmp', `mcp-devtools-${process.pid}`);

/** A PNG signature: a binary response body, which the server saves to a file. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const PAGES: Record<string, [string, string | Buffer]> = {
  '/': [
    'text/html',
    `<!DOCTYPE html><title>Dev</title><script>console.log("hello log"); console.warn("careful"); console.debug("dbg");
     fetch('/api', {method: 'POST', body: 'q=1'}); fetch('/img.png');</script>
     <button onclick="throw new Error('clicked-error')">Boom</button>
     <div id="zone" style="width:200px;height:100px" ondragover="event.preventDefault()"
       ondrop="event.preventDefault(); window.__drop = event.dataTransfer.getData('text/plain')">zone</div>
     <div id="pad" style="width:300px;height:100px;background:#eee" onclick="window.__xy = event.clientX + ',' + event.clientY">pad</div>`,
  ],
  '/api': ['application/json', '{"name":"John"}'],
  '/img.png': ['image/png', PNG_BYTES],
  // Chromium asks for it; a 404 would add a console error of its own.
  '/favicon.ico': ['image/x-icon', ''],
  '/second': ['text/html', '<title>Second</title><script>console.log("second page")</script>'],
};

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const page = PAGES[new URL(req.url ?? '/', 'http://x').pathname];
    if (!page) return void res.writeHead(404).end('no');
    res.writeHead(200, { 'content-type': page[0], 'x-custom': 'yes' }).end(page[1]);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fs.mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  fs.rmSync(OUT, { recursive: true, force: true });
});

const call = async (c: Client, name: string, args: Record<string, unknown> = {}) => {
  const r = await c.callTool({ name, arguments: args });
  return { text: textOf(r), isError: r.isError === true };
};

describe.skipIf(!HAVE_CHROMIUM)('console, network, media, pdf, drop, run code, vision', () => {
  test('with --allow-eval --caps vision,pdf', async () => {
    const { client } = await stdioClient('pagemark', ['--allow-eval', '--caps', 'vision,pdf', '--output-dir', OUT]);
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      for (const n of [
        'browser_console_messages',
        'browser_network_requests',
        'browser_network_request',
        'browser_drop',
        'browser_emulate_media',
        'browser_pdf_save',
        'browser_run_code_unsafe',
        'browser_mouse_click_xy',
        'browser_mouse_move_xy',
        'browser_mouse_drag_xy',
      ])
        expect(names).toContain(n);
      await call(client, 'browser_navigate', { url: `${base}/` });
      await call(client, 'browser_click', { target: 'button' });

      const info = await call(client, 'browser_console_messages');
      expect(info.text).toMatch(/Total messages: 4 \(Errors: 1, Warnings: 1\)/);
      expect(info.text).toContain(`[LOG] hello log @ ${base}/:0`);
      expect(info.text).toContain('clicked-error');
      expect(info.text).not.toContain('dbg');
      // Page text is fenced as data.
      expect(info.text).toMatch(/<page-content id="[0-9a-f]+">/);
      const errors = await call(client, 'browser_console_messages', { level: 'error' });
      expect(errors.text).toContain('Returning 1 messages for level "error"');
      expect(errors.text).not.toContain('hello log');

      const list = await call(client, 'browser_network_requests');
      expect(list.text).toMatch(/\d+\. \[POST\] http:\/\/127\.0\.0\.1:\d+\/api => \[200\] OK/);
      expect(list.text).toContain('static request');
      const n = /(\d+)\. \[POST\]/.exec(list.text)![1];
      const detail = await call(client, 'browser_network_request', { index: Number(n) });
      expect(detail.text).toContain('x-custom: yes');
      expect(detail.text).toContain('part="request-body"');
      const body = await call(client, 'browser_network_request', { index: Number(n), part: 'response-body' });
      expect(body.text).toContain('{"name":"John"}');
      // A binary body is saved to a file whose path is the Result, as Playwright MCP answers it.
      const img = /(\d+)\. \[GET\] \S+\/img\.png =>/.exec(list.text)![1];
      const saved = await call(client, 'browser_network_request', { index: Number(img), part: 'response-body' });
      expect(saved.isError).toBe(false);
      const savedPath = /^### Result\n(.+)$/m.exec(saved.text)?.[1];
      expect(savedPath, saved.text).toBeDefined();
      expect(fs.readFileSync(path.resolve(process.cwd(), savedPath!))).toEqual(PNG_BYTES);
      const missing = await call(client, 'browser_network_request', { index: 999 });
      expect(missing.isError).toBe(true);
      expect(missing.text).toContain('NOT_FOUND');
      const badFilter = await call(client, 'browser_network_requests', { filter: '(' });
      expect(badFilter.isError).toBe(true);

      await call(client, 'browser_emulate_media', { colorScheme: 'dark' });
      const dark = await call(client, 'browser_run_code_unsafe', {
        code: "async (page) => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)",
      });
      expect(dark.isError).toBe(false);
      expect(dark.text).toContain('true');

      const pdf = await call(client, 'browser_pdf_save', { filename: 'page.pdf' });
      expect(pdf.isError).toBe(false);
      expect(fs.readFileSync(path.join(OUT, 'page.pdf')).subarray(0, 4).toString()).toBe('%PDF');
      // The output folder is the only place a PDF may go.
      const escape = await call(client, 'browser_pdf_save', { filename: '../../escape.pdf' });
      expect(escape.isError).toBe(true);
      expect(escape.text).toContain('NOT_ALLOWED');
      expect(fs.existsSync(path.join(OUT, '..', '..', 'escape.pdf'))).toBe(false);

      const dropped = await call(client, 'browser_drop', { target: '#zone', data: { 'text/plain': 'hello drop' } });
      expect(dropped.isError).toBe(false);
      const noPayload = await call(client, 'browser_drop', { target: '#zone' });
      expect(noPayload.isError).toBe(true);
      const outside = await call(client, 'browser_drop', { target: '#zone', paths: ['/etc/hostname'] });
      expect(outside.text).toContain('NOT_ALLOWED');

      const clicked = await call(client, 'browser_mouse_click_xy', { x: 20, y: 200 });
      expect(clicked.isError).toBe(false);
      const state = await call(client, 'browser_evaluate', { function: '() => [window.__drop, window.__xy]' });
      expect(state.text).toContain('hello drop');
      expect(state.text).toMatch(/"20,200"/);

      // Since the last navigation, unless all.
      await call(client, 'browser_navigate', { url: `${base}/second` });
      const since = await call(client, 'browser_console_messages');
      expect(since.text).toContain('second page');
      expect(since.text).not.toContain('hello log');
      const all = await call(client, 'browser_console_messages', { all: true });
      expect(all.text).toContain('hello log');
    } finally {
      await client.close();
    }
  }, 120_000);

  test('without --allow-eval and --caps: run code refused, coordinate tools and PDF not listed', async () => {
    const { client } = await stdioClient('pagemark', ['--output-dir', OUT]);
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).toContain('browser_run_code_unsafe');
      expect(names).not.toContain('browser_mouse_click_xy');
      expect(names).not.toContain('browser_pdf_save');
      await call(client, 'browser_navigate', { url: `${base}/second` });
      const marker = path.join(OUT, 'rce-marker');
      const r = await call(client, 'browser_run_code_unsafe', {
        code: `async () => { process.mainModule.require('fs').writeFileSync(${JSON.stringify(marker)}, 'x') }`,
      });
      expect(r.isError).toBe(true);
      expect(r.text).toContain('NOT_ALLOWED');
      expect(fs.existsSync(marker)).toBe(false);
    } finally {
      await client.close();
    }
  }, 120_000);
});
