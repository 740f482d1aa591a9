// @vitest-environment node
// The MCP server's doors, attacked as the issue "Safe by default" lists them, over stdio with the
// SDK's own Client: file:, javascript: and data: navigation with and without the flags (the
// browser_navigate and browser_tabs new paths), a page link leading from an allowed file folder to
// the rest of the disk, --blocked-origins for a page's own requests, screenshot and snapshot file
// names that leave the output folder (traversal, absolute path over an existing file, a symbolic
// link planted inside, empty, a folder), and driver failures answered with typed codes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { FIXTURES, HAVE_CHROMIUM, refFor, serveFolder, stdioClient, textOf } from './harness';

type Call = (name: string, args?: Record<string, unknown>) => Promise<{ text: string; isError: boolean }>;

function caller(client: Client): Call {
  return async (name, args = {}) => {
    const r = await client.callTool({ name, arguments: args });
    return { text: textOf(r), isError: r.isError === true };
  };
}

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp: safe by default', () => {
  let site: { base: string; close(): Promise<void> };
  let base: string;
  let out: string;
  let files: string;
  let client: Client;
  let call: Call;

  beforeAll(async () => {
    site = await serveFolder(FIXTURES);
    base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-mcp-sec-')));
    out = path.join(base, 'out');
    files = path.join(base, 'files');
    fs.mkdirSync(out);
    fs.mkdirSync(files);
    fs.writeFileSync(path.join(base, 'victim.txt'), 'keep me');
    fs.writeFileSync(path.join(base, 'secret.txt'), 'TOP-SECRET-OUTSIDE');
    fs.writeFileSync(
      path.join(files, 'inside.html'),
      `<p>INSIDE-FILE</p><a href="${pathToFileURL(path.join(base, 'secret.txt')).href}">leak</a>`,
    );
    ({ client } = await stdioClient('pagemark', ['--output-dir', out]));
    call = caller(client);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await site?.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  test('file: is refused by default, naming the flag; the file never reaches the answer', async () => {
    for (const url of ['file:///etc/passwd', pathToFileURL(path.join(base, 'secret.txt')).href]) {
      const r = await call('browser_navigate', { url });
      expect(r.isError, url).toBe(true);
      expect(r.text).toContain('NOT_ALLOWED');
      expect(r.text).toContain('--allow-file-urls');
      expect(r.text).not.toMatch(/root:x:0|TOP-SECRET/);
    }
    const tab = await call('browser_tabs', { action: 'new', url: 'file:///etc/passwd' });
    expect(tab.isError).toBe(true);
    expect(tab.text).toContain('NOT_ALLOWED');
    expect((await call('browser_tabs', { action: 'list' })).text.match(/^- /gm)?.length ?? 1).toBe(1);
  });

  test('javascript:, data: and other schemes are refused without --allow-eval, and nothing runs', async () => {
    await call('browser_navigate', { url: `${site.base}/form.html` });
    for (const url of [
      'javascript:void(document.title="PWNED-JS")',
      'javascript:alert(1)',
      'data:text/html,<title>PWNED-DATA</title>',
      'chrome://version',
      'view-source:' + site.base,
    ]) {
      const r = await call('browser_navigate', { url });
      expect(r.isError, url).toBe(true);
      expect(r.text).toMatch(/NOT_ALLOWED/);
      if (/^(javascript|data):/.test(url)) expect(r.text).toContain('--allow-eval');
    }
    const snap = await call('browser_snapshot');
    expect(snap.text).not.toMatch(/PWNED|Dialog pending/);
  });

  test('screenshot and snapshot names stay inside the output folder', async () => {
    fs.symlinkSync(path.join(base, 'victim.txt'), path.join(out, 'planted.png'));
    fs.mkdirSync(path.join(out, 'adir'), { recursive: true });
    const attempts: [string, string][] = [
      ['../escape.png', 'NOT_ALLOWED'],
      ['../../escape.png', 'NOT_ALLOWED'],
      [path.join(base, 'victim.txt'), 'NOT_ALLOWED'],
      ['planted.png', 'NOT_ALLOWED'],
      ['', 'INVALID_COMMAND'],
      ['adir', 'INVALID_COMMAND'],
    ];
    for (const [filename, code] of attempts)
      for (const tool of ['browser_take_screenshot', 'browser_snapshot']) {
        // An empty screenshot name is Playwright MCP's "no name" (the default name): not an attempt.
        if (tool === 'browser_take_screenshot' && filename === '') continue;
        const r = await call(tool, { filename });
        expect(r.isError, `${tool} ${filename}`).toBe(true);
        expect(r.text).toContain(code);
      }
    expect(fs.readFileSync(path.join(base, 'victim.txt'), 'utf8')).toBe('keep me');
    expect(fs.existsSync(path.join(base, 'escape.png'))).toBe(false);
    const ok = await call('browser_take_screenshot', { filename: 'shots/ok.png' });
    expect(ok.isError).toBe(false);
    expect(fs.existsSync(path.join(out, 'shots', 'ok.png'))).toBe(true);
  });

  test('driver failures are typed, short, without colour codes or the caller input', async () => {
    const page = (await call('browser_navigate', { url: `${site.base}/form.html` })).text;
    const button = refFor(page, 'Place order');
    expect(button).toBeTruthy();
    const sel = await call('browser_select_option', { target: button, values: ['x'] });
    expect(sel.isError).toBe(true);
    expect(sel.text).toMatch(/error (NOT_APPLIED|INVALID_COMMAND)/);
    const size = await call('browser_resize', { width: -5, height: 100 });
    expect(size.text).toMatch(/error INVALID_COMMAND/);
    const key = await call('browser_press_key', { key: 'Frobnicate' });
    expect(key.text).toMatch(/error INVALID_COMMAND/);
    const long = await call('browser_click', { target: `#${'q'.repeat(50_000)}` });
    expect(long.isError).toBe(true);
    expect(long.text).not.toContain('q'.repeat(201));
    for (const r of [sel, size, key, long]) {
      expect(r.text).not.toMatch(/\u001b|Call log/);
      expect(r.text).not.toMatch(/^error INTERNAL/m);
    }
  });

  test('a 50,000-character slow type that times out: TIMEOUT, no echo beyond 200 characters', async () => {
    const page = (await call('browser_navigate', { url: `${site.base}/form.html` })).text;
    const target = refFor(page, 'Full name');
    expect(target).toBeTruthy();
    const text = 'z'.repeat(50_000);
    const r = await call('browser_type', { target, text, slowly: true });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/error TIMEOUT/);
    expect(r.text).not.toContain('z'.repeat(201));
    expect(r.text.length).toBeLessThan(4000);
  }, 60_000);
});

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp: the flags open what they name, and no more', () => {
  let base: string;
  let files: string;
  let client: Client;
  let call: Call;
  let site: { base: string; close(): Promise<void> };

  beforeAll(async () => {
    site = await serveFolder(FIXTURES);
    base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-mcp-flags-')));
    files = path.join(base, 'files');
    fs.mkdirSync(files);
    fs.writeFileSync(path.join(base, 'secret.txt'), 'TOP-SECRET-OUTSIDE');
    fs.writeFileSync(
      path.join(files, 'inside.html'),
      `<p>INSIDE-FILE</p><a id="leak" href="${pathToFileURL(path.join(base, 'secret.txt')).href}">leak the secret</a>`,
    );
    ({ client } = await stdioClient('pagemark', [
      '--allow-file-urls',
      files,
      '--allow-eval',
      '--blocked-origins',
      'http://localhost:*',
    ]));
    call = caller(client);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await site?.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  test('--allow-file-urls opens its folder only, also against a link the model clicks', async () => {
    const inside = await call('browser_navigate', { url: pathToFileURL(path.join(files, 'inside.html')).href });
    expect(inside.isError).toBe(false);
    expect(inside.text).toContain('INSIDE-FILE');
    const outside = await call('browser_navigate', { url: pathToFileURL(path.join(base, 'secret.txt')).href });
    expect(outside.text).toContain('NOT_ALLOWED');
    const clicked = await call('browser_click', { target: refFor(inside.text, 'leak the secret') });
    expect(clicked.text).not.toContain('TOP-SECRET');
    expect((await call('browser_snapshot')).text).not.toContain('TOP-SECRET');
  });

  test('--allow-eval opens javascript: and data:', async () => {
    const d = await call('browser_navigate', { url: 'data:text/html,<p>DATA-OPENED</p>' });
    expect(d.text).toContain('DATA-OPENED');
    await call('browser_navigate', { url: 'javascript:void(document.body.textContent="JS-OPENED")' });
    expect((await call('browser_snapshot')).text).toContain('JS-OPENED');
  });

  test('--blocked-origins refuses the navigation and the requests of a page', async () => {
    // The fixture server is 127.0.0.1; http://localhost:* is blocked, 127.0.0.1 is not.
    const blocked = await call('browser_navigate', { url: site.base.replace('127.0.0.1', 'localhost') + '/form.html' });
    expect(blocked.text).toContain('NOT_ALLOWED');
    // A page's own request to the blocked origin fails; one to an open origin goes through.
    const probe = (url: string, mark: string) =>
      `<p id="r">wait</p><script>fetch(${JSON.stringify(url)},{mode:'no-cors'}).then(()=>{r.textContent='${mark}-LOADED'},()=>{r.textContent='${mark}-BLOCKED'})</script>`;
    const html =
      probe(site.base.replace('127.0.0.1', 'localhost') + '/form.html', 'LOCALHOST') +
      probe(site.base + '/form.html', 'LOOPBACK')
        .replace('id="r"', 'id="q"')
        .replace(/\br\.text/g, 'q.text');
    const page = await call('browser_navigate', { url: `data:text/html,${encodeURIComponent(html)}` });
    expect(page.isError).toBe(false);
    let snap = '';
    for (let i = 0; i < 20 && !/LOOPBACK-\w+/.test(snap); i++) snap = (await call('browser_snapshot')).text;
    expect(snap).toContain('LOCALHOST-BLOCKED');
    expect(snap).toContain('LOOPBACK-LOADED');
  });
});
