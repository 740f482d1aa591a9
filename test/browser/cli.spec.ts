// `pagemark` (dist/cli.mjs) as a shell sees it: --version, usage errors on bad numbers (exit 2), an
// HTTP error status as "page could not be loaded" (exit 3) in every command that loads a page, a
// named browser that is not there (exit 4). Chromium only: the CLI drives a Chromium whatever the project.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test, expect, ROOT } from './harness/fixtures';

const CLI = path.join(process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist'), 'cli.mjs');
const VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string;

function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const clean = { ...process.env };
    for (const k of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'OPENAI_BASE_URL', 'PAGEMARK_BROWSER']) delete clean[k];
    const p = spawn(process.execPath, [CLI, ...args], { env: { ...clean, ...env }, cwd: ROOT });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    p.on('close', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

test.describe('pagemark CLI', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', 'the CLI drives Chromium');
  test.describe.configure({ timeout: 120_000 });

  test('--version prints the package version and exits 0', async () => {
    for (const flag of ['--version', '-v']) {
      const r = await cli([flag]);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toBe(`${VERSION}\n`);
    }
  });

  test('rejects a number that is not one with a clear message and exit 2', async () => {
    const page = path.join(ROOT, 'examples', 'demo', 'index.html');
    const cases: [string[], RegExp][] = [
      [['snapshot', page, '--width', 'abc'], /--width must be a whole number from 1 to 16384 \(got "abc"\)/],
      [['snapshot', page, '--height', '0'], /--height must be a whole number/],
      [['snapshot', page, '--width', '12.5'], /--width must be a whole number/],
      [['snapshot', page, '--viewport-expansion=-2'], /--viewport-expansion must be a whole number from -1/],
      [['demo', '--width', 'wide'], /--width must be a whole number/],
      [['agent', page, 'task', '--max-steps', 'x', '--base-url', 'http://127.0.0.1:9/v1'], /--max-steps must be/],
    ];
    for (const [args, message] of cases) {
      const r = await cli(args);
      expect(r.code, `${args.join(' ')}: ${r.err}`).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.out).toBe('');
    }
  });

  test('a 404 is "page could not be loaded" (exit 3) in every command that loads a page', async () => {
    let hits = 0;
    const server = http.createServer((req, res) => {
      if (req.url === '/missing.html') hits++;
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>not found</h1><a href="/">home</a>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/missing.html`;
    try {
      const snapshot = await cli(['snapshot', url]);
      expect(snapshot.code, snapshot.err).toBe(3);
      expect(snapshot.err).toContain(`could not load ${url}: HTTP 404`);
      expect(snapshot.out).toBe(''); // nothing of the error page is printed as if it were the page
      // The agent fails before its first model call (the base URL answers nothing).
      const agent = await cli(['agent', url, 'find the price', '--base-url', 'http://127.0.0.1:9/v1']);
      expect(agent.code, agent.err).toBe(3);
      expect(agent.err).toContain('HTTP 404');
      expect(hits).toBe(2);
    } finally {
      await new Promise((r) => server.close(r));
    }
    // A local file that is not there: the demo's and the snapshot's own check.
    const missing = await cli(['snapshot', path.join(ROOT, 'no-such-page.html')]);
    expect(missing.code).toBe(3);
    expect(missing.err).toContain('no such file');
  });

  test('a local file is served by a temporary server, and the CLI says so', async () => {
    const page = path.join(ROOT, 'examples', 'demo', 'index.html');
    const r = await cli(['snapshot', page, '--format', 'json']);
    expect(r.code, r.err).toBe(0);
    const url = (JSON.parse(r.out) as { url: string }).url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/index\.html$/);
    expect(r.err).toContain(`serving ${page} at ${url} (a temporary server on 127.0.0.1, stopped on exit`);
  });

  test('a named browser that is not there is exit 4 and says so', async () => {
    const page = path.join(ROOT, 'examples', 'demo', 'index.html');
    const r = await cli(['snapshot', page], { PAGEMARK_BROWSER: '/nonexistent/chrome' });
    expect(r.code).toBe(4);
    expect(r.err).toContain('no browser at /nonexistent/chrome (PAGEMARK_BROWSER)');
    const f = await cli(['snapshot', page, '--executable-path', '/nonexistent/chrome2']);
    expect(f.code).toBe(4);
    expect(f.err).toContain('no browser at /nonexistent/chrome2');
  });
});

test('--help lists every command, those that parse their own options (mcp) included', async ({ browserName }) => {
  test.skip(browserName !== 'chromium', 'one engine is enough: no browser runs');
  const r = await cli(['--help']);
  expect(r.code).toBe(0);
  for (const name of ['snapshot', 'agent', 'demo', 'mcp'])
    expect(r.out).toMatch(new RegExp(`^  pagemark ${name}\\b`, 'm'));
  // What --help lists runs: `mcp --help` is the server's own help, not an unknown command.
  const mcp = await cli(['mcp', '--help']);
  expect(mcp.code, mcp.err).toBe(0);
  expect(mcp.out).toMatch(/--port/);
});

test('docs/api.md shows the real --help output', async ({ browserName }) => {
  test.skip(browserName !== 'chromium', 'one engine is enough: no browser runs');
  const r = await cli(['--help']);
  expect(r.code).toBe(0);
  const doc = fs.readFileSync(path.join(ROOT, 'docs', 'api.md'), 'utf8');
  const shown = /real `--help` output[^\n]*\n\n```text\n([\s\S]*?)```/.exec(doc)?.[1];
  expect(shown, 'update the CLI block of docs/api.md from `node dist/cli.mjs --help`').toBe(r.out);
});
