// @vitest-environment node
// The tool layer's semantics that Playwright MCP's own scenarios exercise, against local pages
// (issue 53): targets (Playwright refs never reread, selectors reaching elements pagemark does not
// list), navigation (HTTP status, a load that never ends, downloads), snapshot target/depth/boxes,
// file names, image responses, dialogs and restarts that teach the next tool, MCP roots, sliders.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { FIXTURES, HAVE_CHROMIUM, descendants, refFor, serverCommand, textOf, waitGone } from './harness';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/** The fixtures, and the routes a static folder cannot answer. */
function site(): Promise<{ base: string; close(): Promise<void> }> {
  const hung: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/payment-required') {
      res.writeHead(402, { 'content-type': 'text/html' }).end('<title>Pay</title><p>Payment required page</p>');
    } else if (url.pathname === '/image-never-loads.html') {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<title>Slow image</title><p>Text is here</p><img src="/never" alt="never">');
    } else if (url.pathname === '/never') {
      hung.push(res); // never answered: the page's load event never fires
    } else if (url.pathname === '/report.csv') {
      res
        .writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="report.csv"' })
        .end('a,b\n1,2\n');
    } else {
      const file = path.join(FIXTURES, url.pathname.replace(/^\/+/, ''));
      if (!file.startsWith(FIXTURES) || !fs.existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end(fs.readFileSync(file));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((r) => {
            for (const h of hung) h.destroy();
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    }),
  );
}

type Answer = { text: string; isError: boolean; content: { type: string }[] };

async function connect(extra: string[] = [], roots?: string[]) {
  const cmd = serverCommand('pagemark', extra);
  const transport = new StdioClientTransport({ ...cmd, stderr: 'pipe' });
  const client = new Client({ name: 'pagemark-test', version: '1.0.0' }, { capabilities: roots ? { roots: {} } : {} });
  if (roots)
    client.setRequestHandler(ListRootsRequestSchema, () => ({
      roots: roots.map((r) => ({ uri: pathToFileURL(r).href, name: path.basename(r) })),
    }));
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown> = {}): Promise<Answer> => {
    const r = await client.callTool({ name, arguments: args });
    return { text: textOf(r), isError: r.isError === true, content: r.content as never };
  };
  return { client, transport, call };
}

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp: the tool layer semantics', () => {
  let web: { base: string; close(): Promise<void> };
  let s: Awaited<ReturnType<typeof connect>>;
  const out = path.join(ROOT, '.tmp', `mcp-semantics-${process.pid}`);
  beforeAll(async () => {
    web = await site();
    fs.mkdirSync(out, { recursive: true });
    s = await connect(['--output-dir', out, '--timeout-action', '2000', '--image-responses', 'omit']);
  }, 60_000);
  afterAll(async () => {
    await s?.client.close();
    await web?.close();
    fs.rmSync(out, { recursive: true, force: true });
  });

  test('a Playwright MCP ref is a typed error naming the right form, never another element', async () => {
    const page = (await s.call('browser_navigate', { url: `${web.base}/targets.html` })).text;
    expect(page).toContain('Targets page');
    const e4 = await s.call('browser_click', { target: 'e4' });
    expect(e4.isError).toBe(true);
    expect(e4.text).toMatch(/^error NOT_FOUND: "e4" is a Playwright MCP snapshot ref; pagemark's refs are the numbers/);
    const f1e2 = await s.call('browser_type', { target: 'f1e2', text: 'x' });
    expect(f1e2.text).toContain('"f1e2" is a Playwright MCP snapshot ref');
  }, 60_000);

  test('a selector reaches elements pagemark does not list: double-click, hover, drop, screenshot', async () => {
    const dbl = await s.call('browser_click', { target: 'h1', doubleClick: true });
    expect(dbl.isError).toBe(false);
    expect(dbl.text).toMatch(/^ok: double-clicked "h1"/);
    expect(dbl.text).toContain('Heading double clicked');
    const hover = await s.call('browser_hover', { target: '#hover-shows-tip' });
    expect(hover.text).toContain('Tip shown on hover');
    const drop = await s.call('browser_drag', { startTarget: '#drag-source', endTarget: 'text=Plain drop zone' });
    expect(drop.isError).toBe(false);
    expect((await s.call('browser_find', { text: 'Dropped on plain zone' })).text).toContain('1 match');
    const root = await s.call('browser_take_screenshot', { target: 'html', filename: 'root.png' });
    expect(root.isError).toBe(false);
    expect(fs.readFileSync(path.join(out, 'root.png')).subarray(1, 4).toString()).toBe('PNG');
    // --image-responses omit: the file is written, no image in the answer.
    expect(root.content.some((c) => c.type === 'image')).toBe(false);
    // A selector that names a listed element acts on it by its ref.
    const typed = await s.call('browser_type', { target: '[data-qa=name-input]', text: 'Ada' });
    expect(typed.text).toMatch(/^ok: typed into \[\d+\]/);
    const many = await s.call('browser_click', { target: 'div' });
    expect(many.text).toMatch(/^error NOT_FOUND: the selector "div" matches \d+ elements/);
  }, 60_000);

  test('browser_fill_form sets a slider', async () => {
    const page = (await s.call('browser_snapshot')).text;
    const volume = refFor(page, 'Volume')!;
    const r = await s.call('browser_fill_form', {
      fields: [{ target: volume, name: 'Volume', type: 'slider', value: '70' }],
    });
    expect(r.isError).toBe(false);
    expect((await s.call('browser_find', { text: 'volume 70' })).text).toContain('1 match');
  }, 60_000);

  test('browser_snapshot honours target, depth and boxes; an unknown target is an error', async () => {
    const bad = await s.call('browser_snapshot', { target: '999' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/^error NOT_FOUND: no element \[999\]/);
    const page = (await s.call('browser_snapshot')).text;
    const volume = refFor(page, 'Volume')!;
    const one = await s.call('browser_snapshot', { target: volume });
    expect(one.text).toContain(`[${volume}]<input type=range label=Volume`);
    expect(one.text).not.toContain('Targets page');
    const boxes = await s.call('browser_snapshot', { boxes: true });
    expect(boxes.text).toMatch(/label=Volume [^\n]*box="\d+,\d+,\d+,\d+"/);
    const shallow = await s.call('browser_snapshot', { depth: 0 });
    expect(shallow.isError).toBe(false);
  }, 60_000);

  test('filename "" is the default name for a screenshot and a typed error for a snapshot, not a crash', async () => {
    // Playwright MCP reads an empty screenshot name as none: page-<ISO time>.png.
    const r = await s.call('browser_take_screenshot', { filename: '' });
    expect(r.isError).toBe(false);
    expect(r.text).toMatch(/^ok: screenshot saved to .*page-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.png/);
    const snap = await s.call('browser_snapshot', { filename: '' });
    expect(snap.text).toMatch(/^error INVALID_COMMAND: the file name is empty/);
    // Every write goes through the output-path guard, every URL through the URL guard.
    const out1 = await s.call('browser_take_screenshot', { filename: '../escape.png' });
    expect(out1.text).toMatch(/^error NOT_ALLOWED: \.\.\/escape\.png is outside the output folder/);
    const file = await s.call('browser_navigate', { url: 'file:///etc/passwd' });
    expect(file.text).toMatch(
      /^error NOT_ALLOWED: Access to "file:" protocol is blocked\. Attempted URL: "file:\/\/\/etc\/passwd"/,
    );
    const js = await s.call('browser_tabs', { action: 'new', url: 'javascript:alert(1)' });
    expect(js.text).toMatch(/^error NOT_ALLOWED: .*code evaluation is off/);
  }, 60_000);

  test('navigation: the HTTP status, a load that never ends, a download', async () => {
    const paid = await s.call('browser_navigate', { url: `${web.base}/payment-required` });
    expect(paid.isError).toBe(false);
    expect(paid.text).toMatch(/^URL: .*\nTitle: .*\nHTTP status: 402 Payment Required\n/m);
    const slow = await s.call('browser_navigate', { url: `${web.base}/image-never-loads.html` });
    expect(slow.isError).toBe(false);
    expect(slow.text).toContain('Text is here');
    const dl = await s.call('browser_navigate', { url: `${web.base}/report.csv` });
    expect(dl.isError).toBe(false);
    expect(dl.text).toMatch(/^ok: the URL is a download \(report\.csv\)/);
    expect(dl.text).toMatch(/Download[^\n]*report\.csv/);
  }, 60_000);

  test('going back to a page whose load never fires answers that page, its tab live', async () => {
    await s.call('browser_navigate', { url: `${web.base}/image-never-loads.html` });
    await s.call('browser_navigate', { url: `${web.base}/payment-required` });
    const t0 = Date.now();
    const back = await s.call('browser_navigate_back');
    expect(back.isError).toBe(false);
    expect(back.text).toContain(`URL: ${web.base}/image-never-loads.html`);
    expect(back.text).toContain('Text is here');
    expect(back.text).not.toMatch(/closed/);
    // The document is enough: `load` is awaited a few seconds at most, not --timeout-navigation.
    expect(Date.now() - t0).toBeLessThan(20_000);
  }, 90_000);

  test('a text wait is bounded by --timeout-action', async () => {
    const t0 = Date.now();
    const r = await s.call('browser_wait_for', { text: 'This text never appears' });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/^error TIMEOUT/);
    // The default would be 30 s; --timeout-action 2000 ends it long before.
    expect(Date.now() - t0).toBeLessThan(20_000);
  }, 60_000);

  test('a page cut to the budget says how to reach the rest; a pending dialog names its tool', async () => {
    await s.call('browser_navigate', { url: `${web.base}/form.html` });
    const cut = await s.call('browser_snapshot', { maxTokens: 30 });
    expect(cut.text).toContain('browser_find searches the whole page');
    expect(cut.text).not.toContain('below the viewport');
    const page = (await s.call('browser_snapshot')).text;
    await s.call('browser_click', { target: refFor(page, 'Delete all')! });
    const snap = await s.call('browser_snapshot');
    expect(snap.text).toContain('browser_handle_dialog');
    expect(snap.text).not.toContain('{action: "dialog"');
    await s.call('browser_handle_dialog', { accept: false });
  }, 60_000);

  test('after the browser died, the next answer says the tabs were lost', async () => {
    const pid = s.transport.pid!;
    const browsers = descendants(pid);
    expect(browsers.length).toBeGreaterThan(0);
    for (const p of browsers) {
      try {
        process.kill(p, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    expect(await waitGone(browsers)).toEqual([]);
    const r = await s.call('browser_navigate', { url: `${web.base}/targets.html` });
    expect(r.text).toContain('### Browser restarted');
    expect(r.text).toMatch(/tabs t1[^\n]* were lost/);
    expect(r.text).toContain('Targets page');
  }, 90_000);
});

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp: uploads read the client roots', () => {
  test('a file under a client root may be uploaded, one outside it not', async () => {
    const base = path.join(ROOT, '.tmp', `mcp-roots-${process.pid}`);
    const root = path.join(base, 'root');
    const other = path.join(base, 'other');
    fs.mkdirSync(root, { recursive: true });
    fs.mkdirSync(other, { recursive: true });
    fs.writeFileSync(path.join(root, 'inside.txt'), 'in');
    fs.writeFileSync(path.join(other, 'outside.txt'), 'out');
    const web = await site();
    const s = await connect(['--output-dir', path.join(base, 'out')], [root]);
    try {
      const page = (await s.call('browser_navigate', { url: `${web.base}/form.html` })).text;
      await s.call('browser_click', { target: refFor(page, 'Attachment')! });
      const outside = await s.call('browser_file_upload', { paths: [path.join(other, 'outside.txt')] });
      expect(outside.isError).toBe(true);
      expect(outside.text).toContain('is outside allowed roots. Allowed roots: ');
      const inside = await s.call('browser_file_upload', { paths: [path.join(root, 'inside.txt')] });
      expect(inside.isError).toBe(false);
      expect((await s.call('browser_find', { text: 'file inside.txt' })).text).toContain('1 match');
    } finally {
      await s.client.close();
      await web.close();
      fs.rmSync(base, { recursive: true, force: true });
    }
  }, 90_000);
});
