// The scripted MCP task, written once for any Playwright-MCP-compatible server: the drop-in test
// (test/unit/node/mcp/dropin.test.ts) and the bench side by side (scripts/bench/mcp.mjs) run the same
// client code against `@playwright/mcp` and `pagemark mcp`, only the command differs. Refs are read from
// the answers the way a model reads them: `[ref=e12]` in Playwright MCP's YAML, `[12]` in pagemark's text.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'mcp');
export const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';

/** The two servers' commands (stdio); `extra` goes to pagemark only. */
export function serverCommand(which, extra = []) {
  if (which === 'playwright')
    return {
      command: process.execPath,
      args: [
        path.join(ROOT, 'node_modules', '@playwright', 'mcp', 'cli.js'),
        '--executable-path',
        CHROMIUM,
        '--headless',
        '--no-sandbox',
        '--isolated',
        '--output-dir',
        path.join(ROOT, '.tmp', 'mcp-output-playwright'),
      ],
    };
  return {
    command: process.execPath,
    args: [
      path.join(process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist'), 'cli.mjs'),
      'mcp',
      '--executable-path',
      CHROMIUM,
      '--headless',
      '--no-sandbox',
      '--output-dir',
      path.join(ROOT, '.tmp', 'mcp-output-pagemark'),
      ...extra,
    ],
  };
}

/** A static server for a folder on 127.0.0.1. */
export async function serveFolder(dir) {
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const file = path.join(dir, rel);
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream',
    });
    res.end(fs.readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  return { base: `http://127.0.0.1:${addr.port}`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * A client on the server `cmd` (stdio). With `timings` (an array), the server is asked where each
 * tool call's time went (`PAGEMARK_TIMING=1`: pagemark writes one `pagemark timing {json}` line per
 * call on stderr, src/node/tools/commandClock.ts; other servers ignore it) and the parsed lines are
 * pushed to it in call order.
 */
export async function connect(cmd, timings) {
  const transport = new StdioClientTransport({
    ...cmd,
    ...(timings ? { env: { ...getDefaultEnvironment(), PAGEMARK_TIMING: '1' }, stderr: 'pipe' } : { stderr: 'ignore' }),
  });
  if (timings) {
    let buf = '';
    transport.stderr?.on('data', (chunk) => {
      buf += chunk.toString();
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        if (line.startsWith('pagemark timing ')) timings.push(JSON.parse(line.slice('pagemark timing '.length)));
      }
    });
  }
  const client = new Client({ name: 'pagemark-task', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

/** The text of a tool answer (images left out). */
export const textOf = (r) =>
  (r.content ?? [])
    .filter((c) => c.type === 'text')
    .map((c) => c.text)
    .join('\n');

/** The ref of the first line that mentions `label`, in either server's format. */
export function refFor(text, label) {
  for (const line of text.split('\n')) {
    if (!line.includes(label)) continue;
    const pw = /\[ref=([a-z0-9]+)\]/.exec(line);
    if (pw) return pw[1];
    const pm = /^\*?\[([a-z]*\d+)\]/.exec(line.trim());
    if (pm) return pm[1];
  }
  return null;
}

/**
 * Form fill + submit, a link that opens a tab, the tab list, back to the first tab, a confirm dialog,
 * then a snapshot that must show both outcomes. Returns what it cost and whether it got there.
 */
export async function runFormTask(client, base) {
  const log = [];
  // `step`: the step of the script a call belongs to; a call a server needs on top of the script
  // (reading the page it only linked) has step null.
  const call = async (name, args, step) => {
    const t0 = Date.now();
    const r = await client.callTool({ name, arguments: args });
    const text = textOf(r);
    log.push({ name, step, ms: Date.now() - t0, chars: text.length, text, isError: r.isError === true });
    return text;
  };
  const t0 = Date.now();
  let page = await call('browser_navigate', { url: `${base}/form.html` }, 'open the form');
  // Playwright MCP 0.0.83 answers an action with a link to the snapshot file, not the snapshot: a
  // client then asks for it, as a model would.
  if (!refFor(page, 'Full name')) page = await call('browser_snapshot', {}, null);
  const ref = (text, label) => {
    const r = refFor(text, label);
    if (!r) throw new Error(`no ref for "${label}" in:\n${text}`);
    return r;
  };
  await call(
    'browser_fill_form',
    {
      fields: [
        { element: 'Full name', target: ref(page, 'Full name'), name: 'Full name', type: 'textbox', value: 'Ada' },
        { element: 'Size', target: ref(page, 'Size'), name: 'Size', type: 'combobox', value: 'Large' },
        { element: 'Gift wrap', target: ref(page, 'Gift wrap'), name: 'Gift wrap', type: 'checkbox', value: 'true' },
      ],
    },
    'fill three fields',
  );
  await call('browser_click', { element: 'Place order', target: ref(page, 'Place order') }, 'submit');
  await call('browser_click', { element: 'Open details', target: ref(page, 'Open details') }, 'open a tab');
  await call('browser_tabs', { action: 'list' }, 'list the tabs');
  const back = await call('browser_tabs', { action: 'select', index: 0 }, 'back to the first');
  await call(
    'browser_click',
    {
      element: 'Delete all',
      target: ref(back.includes('Delete all') ? back : page, 'Delete all'),
    },
    'open a confirm',
  );
  await call('browser_handle_dialog', { accept: true }, 'accept it');
  const end = await call('browser_snapshot', {}, 'read the outcome');
  const completed = end.includes('Ordered Large for Ada, with gift wrap') && end.includes('confirmed');
  const steps = log.filter((s) => s.step !== null).length;
  return { completed, ms: Date.now() - t0, calls: log.length, steps, chars: log.reduce((n, s) => n + s.chars, 0), log };
}
