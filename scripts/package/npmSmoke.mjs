// The smoke test of an installed npm package, through its installed `pagemark` command only:
// --version, --help listing every command, `snapshot` of a local file (and the notice that it was
// served over a temporary server), the MCP server's initialize and tools/list over stdio, the
// session verbs when --help lists them, and the demo. Shared by `npm test` (scripts/test-npm-package.mjs)
// and `npm run release` (scripts/release.mjs, also on a global install).
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { pkg, sh, shAsync, strangerEnv } from './shell.mjs';

/**
 * Whether the session verbs are checked: 'when-listed' runs them when `pagemark --help` lists `open`
 * and `close`, and skips with a reason otherwise; 'required' fails when they are not listed.
 */
export const SESSION_CLI = 'required';

const PAGE = '<!doctype html><title>t</title><label>Email <input id="e"></label><button>Send</button>';

/**
 * The commands a --help text lists: on each line `  pagemark ...`, the first lowercase word after
 * `pagemark`, past options and their values (`-s NAME`, `--session=NAME`, `[-s NAME]`).
 */
export function listedCommands(help) {
  const found = new Set();
  for (const line of help.split('\n')) {
    const m = /^\s+pagemark\s+(.*)$/.exec(line);
    if (!m) continue;
    const words = m[1]
      .replace(/\[[^\]]*\]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      if (/^-/.test(words[i])) {
        if (!words[i].includes('=') && /^[A-Z<]/.test(words[i + 1] ?? '')) i++;
        continue;
      }
      if (/^[a-z][a-z-]*$/.test(words[i])) found.add(words[i]);
      break;
    }
  }
  return found;
}

/** initialize, then tools/list, over the server's stdin/stdout; then stdin closes and it must exit. */
function mcpOverStdio(bin, cwd) {
  return new Promise((done) => {
    const p = spawn(bin[0], [...bin.slice(1), 'mcp'], { cwd, env: strangerEnv({}) });
    const answers = new Map();
    let buf = '';
    let err = '';
    const send = (m) => p.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
    const timer = setTimeout(() => p.kill('SIGKILL'), 60_000);
    p.stderr.on('data', (d) => (err += d));
    p.stdout.on('data', (d) => {
      buf += d;
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        let m;
        try {
          m = JSON.parse(line);
        } catch {
          continue;
        }
        answers.set(m.id, m);
        if (m.id === 1) {
          send({ method: 'notifications/initialized' });
          send({ id: 2, method: 'tools/list' });
        } else if (m.id === 2) p.stdin.end();
      }
    });
    p.on('close', (code) => {
      clearTimeout(timer);
      done({ code, init: answers.get(1), list: answers.get(2), err });
    });
    send({
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'smoke', version: '1' } },
    });
  });
}

/** The session verbs on one named session, against `url`; `close` always runs. */
async function sessionVerbs(bin, cwd, url, check) {
  const name = `smoke-${process.pid}`;
  const run = (...args) => shAsync(bin[0], [...bin.slice(1), ...args], cwd);
  try {
    const open = await run('-s', name, 'open', url);
    check(`pagemark -s NAME open <url>`, open.code === 0 && /Send/.test(open.out), open.out + open.err);
    const click = await run('-s', name, 'click', '3');
    check(`pagemark -s NAME click 3`, click.code === 0, click.out + click.err);
    const snap = await run('-s', name, 'snapshot');
    check(`pagemark -s NAME snapshot`, snap.code === 0 && /Email/.test(snap.out), snap.out + snap.err);
  } finally {
    const close = await run('-s', name, 'close');
    check(`pagemark -s NAME close`, close.code === 0, close.out + close.err);
  }
  const list = await run('sessions');
  check(`pagemark sessions no longer lists the closed one`, list.code === 0 && !list.out.includes(name), list.out);
}

/**
 * Runs the smoke test with `bin` (the installed command: ['npx', '--no-install', 'pagemark'] in an
 * app folder, or a global install's bin/pagemark) in `cwd`, reporting through `check` and `skip`.
 */
export async function npmSmoke({ bin, cwd, check, skip }) {
  const run = (...args) => sh(bin[0], [...bin.slice(1), ...args], cwd);
  const version = run('--version');
  check('pagemark --version', version.code === 0 && version.out === `${pkg.version}\n`, version.out + version.err);

  const help = run('--help');
  const listed = listedCommands(help.out);
  const want = ['snapshot', 'agent', 'demo', 'mcp'];
  check(
    `pagemark --help lists ${want.join(', ')}`,
    help.code === 0 && want.every((c) => listed.has(c)),
    help.out + help.err,
  );

  writeFileSync(join(cwd, 'page.html'), PAGE);
  const snap = run('snapshot', 'page.html');
  check(
    'pagemark snapshot page.html (and says it served the file)',
    snap.code === 0 &&
      /<input label=Email>/.test(snap.out) &&
      /<button>Send/.test(snap.out) &&
      /serving .*page\.html at http:\/\/127\.0\.0\.1:\d+\/page\.html \(a temporary server/.test(snap.err),
    snap.out + snap.err,
  );

  const mcp = await mcpOverStdio(bin, cwd);
  const tools = (mcp.list?.result?.tools ?? []).map((t) => t.name);
  check(
    `pagemark mcp: initialize and tools/list over stdio, then exits when stdin closes (${tools.length} tools)`,
    mcp.code === 0 &&
      mcp.init?.result?.serverInfo?.version === pkg.version &&
      ['browser_navigate', 'browser_snapshot', 'browser_click', 'browser_type'].every((t) => tools.includes(t)),
    `exit ${mcp.code}\n${JSON.stringify(mcp.init)}\n${tools.join(' ')}\n${mcp.err}`,
  );

  const hasSession = listed.has('open') && listed.has('close');
  if (hasSession) {
    // The session's page comes over http: a session may refuse file: URLs by default.
    const server = http.createServer((_, res) => res.end(PAGE));
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    try {
      await sessionVerbs(bin, cwd, `http://127.0.0.1:${server.address().port}/`, check);
    } finally {
      await new Promise((r) => server.close(r));
    }
  } else if (SESSION_CLI === 'required')
    check('pagemark --help lists the session verbs open and close', false, help.out);
  else skip('the session CLI', 'pagemark --help lists no `open`/`close` verbs');

  const demo = run('demo');
  check(
    'pagemark demo',
    demo.code === 0 &&
      demo.out.includes('value="trail backpack"') &&
      existsSync(join(cwd, 'out', 'demo', 'screenshot.png')) &&
      !/not found/i.test(demo.out),
    demo.out + demo.err,
  );
}
