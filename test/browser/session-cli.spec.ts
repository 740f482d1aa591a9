// The session CLI as a coding agent uses it: only `pagemark <verb>` shell commands, spawned here.
// The ten task kinds of test/fixtures/sessioncli solved in one session (scripts/bench/cliTasks.mjs
// holds the steps); the life cycle (close, idle exit, a killed client, a hung-up terminal, a killed
// session process, two sessions at once, a second command while the first runs) checked against
// the process table; bad input as typed messages with non-zero exits; a browser the session attached
// to (--cdp, --connect) left running by `close`. The session drives the project's engine: Chromium,
// or Firefox ESR (`--browser firefox`); the session backend is Playwright, which has no WebKitGTK.
// In Firefox only what depends on the browser runs: the tasks, `close` and a killed session
// process (does the browser end with it?); the rest is the session process's own logic, the same
// whatever browser it drives, and a Firefox start costs seconds (docs/testing.md).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { test, expect, ROOT } from './harness/fixtures';
import { itemSampledOut, CLI_TASK_EVERY } from './harness/sample';
import { TASKS, runTask } from '../../scripts/bench/cliTasks.mjs';

const CLI = path.join(process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist'), 'cli.mjs');
// Made by the worker that runs the tests (beforeAll), not on load: the runner loads the file too.
let DIR = '';
const FIXTURES = 'test/fixtures/sessioncli/';

interface Run {
  code: number;
  out: string;
  err: string;
}

/** `open`'s flags for the engine under test: Chromium is the default, Firefox ESR is named. */
let engineFlags: string[] = [];
const FIREFOX = process.env.FIREFOX_BIN ?? '/usr/bin/firefox-esr';

/**
 * One `pagemark` command. `kill`: SIGKILL the client after that many ms; `hangUp`: the client runs
 * in a process group of its own, as in a terminal, and the group gets SIGHUP after that many ms
 * (the terminal went away).
 */
function cli(args: string[], opts: { kill?: number; hangUp?: number } = {}): Promise<Run> {
  const verb = args[0] === '-s' ? args[2] : args[0];
  const remote = args.includes('--cdp') || args.includes('--connect');
  const argv = verb === 'open' && !remote ? [...args, ...engineFlags] : args;
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [CLI, ...argv], {
      env: { ...process.env, PAGEMARK_SESSION_DIR: DIR, PAGEMARK_SESSION: '' },
      cwd: ROOT,
      detached: opts.hangUp !== undefined,
    });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    if (opts.kill) setTimeout(() => p.kill('SIGKILL'), opts.kill);
    if (opts.hangUp) setTimeout(() => process.kill(-p.pid!, 'SIGHUP'), opts.hangUp);
    p.on('close', (code, signal) => resolve({ code: code ?? (signal ? -1 : -2), out, err }));
  });
}

/** The session process's id, from its log. */
function sessionPid(name: string): number {
  const m = /\(pid (\d+)\)/.exec(fs.readFileSync(path.join(DIR, `${name}.log`), 'utf8'));
  if (!m) throw new Error(`no pid in ${name}.log`);
  return Number(m[1]);
}

/** A process and everything it started (the browser and its helpers), from the process table. */
function tree(root: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const out = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, pp] of rows)
      if (out.has(pp!) && !out.has(p!)) {
        out.add(p!);
        grew = true;
      }
  }
  return [...out];
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function allGone(pids: number[], ms = 15_000): Promise<number[]> {
  const until = Date.now() + ms;
  while (Date.now() < until && pids.some(alive)) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(alive);
}

/** A process's group, from the process table. */
const pgidOf = (pid: number): number =>
  Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).trim());

const chromiumOnly = "the session process's own logic: the same whatever browser it drives (see the header)";

test.describe('session CLI', () => {
  test.skip(({ browserName }) => browserName === 'webkit', 'the session backend is Playwright: Chromium and Firefox');
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  test.beforeAll(() => {
    DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-sessions-'));
  });
  test.beforeEach(({ browserName }) => {
    engineFlags = browserName === 'firefox' ? ['--browser', 'firefox', '--executable-path', FIREFOX] : [];
  });
  test.afterAll(async () => {
    await cli(['sessions', 'close']);
    fs.rmSync(DIR, { recursive: true, force: true });
  });

  test('the ten task kinds, each through shell commands alone, in one session', async ({ server, browserName }) => {
    const exec = (argv: string[]) => cli(argv);
    let opened = false;
    // Firefox runs one kind in CLI_TASK_EVERY (harness/sample.ts says why); Chromium all ten.
    const kinds = TASKS.filter(
      (_, i) => browserName !== 'firefox' || !itemSampledOut(browserName, i, CLI_TASK_EVERY, 'task kind'),
    );
    for (const task of kinds) {
      const r = await runTask(task, server.url + FIXTURES, 'pagemark', exec, ROOT, opened);
      opened = true;
      const transcript = r.log.map((l) => `$ pagemark ${l.argv.join(' ')}\n${l.text}`).join('\n');
      expect(r.done, `${task.name}:\n${transcript}`).toBe(true);
    }
    const pids = tree(sessionPid('default'));
    const closed = await cli(['close']);
    expect(closed.code, closed.err).toBe(0);
    expect(closed.out).toBe('ok: session "default" closed\n');
    expect(await allGone(pids)).toEqual([]);
    expect(fs.existsSync(path.join(DIR, 'default.sock'))).toBe(false);
  });

  test('bad input: a typed message and a non-zero exit', async ({ server, browserName }) => {
    test.skip(browserName !== 'chromium', chromiumOnly);
    const missing = await cli(['-s', 'nobody', 'click', '3']);
    expect(missing.code).toBe(1);
    expect(missing.err).toBe(
      'error NO_SESSION: session "nobody": it is not open\nhint: start it with `pagemark -s nobody open [url]`\n',
    );
    const opened = await cli(['-s', 'bad', 'open', server.url + FIXTURES + 'signup.html']);
    expect(opened.code, opened.err).toBe(0);
    const stale = await cli(['-s', 'bad', 'click', '999']);
    expect(stale.code).toBe(1);
    expect(stale.err).toMatch(/^error NOT_FOUND: /);
    const usage = await cli(['-s', 'bad', 'fill', '3']);
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/^error INVALID_COMMAND: fill needs a target and one text/);
    const unknown = await cli(['-s', 'bad', 'clik', '3']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown command "clik"/);
    const json = await cli(['-s', 'bad', '--json', 'click', '999']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({ ok: false, exit: 1, code: 'NOT_FOUND' });
    const badName = await cli(['-s', '../x', 'open']);
    expect(badName.code).toBe(2);
    expect(badName.err).toMatch(/bad session name/);
    const evalOff = await cli(['-s', 'bad', 'eval', '() => 1']);
    expect(evalOff.code).toBe(1);
    expect(evalOff.err).toMatch(/^error NOT_ALLOWED: .*--allow-eval/);
    await cli(['-s', 'bad', 'close']);
  });

  test('two sessions at once share nothing, and sessions lists and closes them', async ({ server, browserName }) => {
    test.skip(browserName !== 'chromium', chromiumOnly);
    const page = server.url + FIXTURES + 'signup.html';
    const [a, b] = await Promise.all([cli(['-s', 'one', 'open', page]), cli(['-s', 'two', 'open', page])]);
    expect(a.code, a.err).toBe(0);
    expect(b.code, b.err).toBe(0);
    const ref = /\[(\d+)\]<input label="Full name"/.exec(a.out)?.[1];
    expect(ref, a.out).toBeTruthy();
    expect((await cli(['-s', 'one', 'fill', ref!, 'Only in one'])).code).toBe(0);
    expect((await cli(['-s', 'one', 'snapshot'])).out).toContain('value="Only in one"');
    expect((await cli(['-s', 'two', 'snapshot'])).out).not.toContain('Only in one');
    const listed = await cli(['sessions']);
    expect(listed.out.split('\n')).toEqual(expect.arrayContaining(['one', 'two']));
    const pids = [...tree(sessionPid('one')), ...tree(sessionPid('two'))];
    const closed = await cli(['sessions', 'close']);
    expect(closed.out).toMatch(/^ok: closed .*one, two/);
    expect(await allGone(pids)).toEqual([]);
    expect((await cli(['sessions'])).out).toMatch(/no session is open/);
  });

  test('a second command waits for the first; a killed client or a hung-up terminal leaves the session working', async ({
    server,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', chromiumOnly);
    expect((await cli(['-s', 'busy', 'open', server.url + FIXTURES + 'menu.html'])).code).toBe(0);
    const started = Date.now();
    const [slow, quick] = await Promise.all([
      cli(['-s', 'busy', 'wait', '--time', '2']),
      new Promise<Run>((r) => setTimeout(() => void cli(['-s', 'busy', 'find', 'Actions']).then(r), 300)),
    ]);
    expect(slow.code, slow.err).toBe(0);
    expect(quick.code, quick.err).toBe(0);
    expect(quick.out).toContain('Actions');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    const killed = await cli(['-s', 'busy', 'wait', '--time', '2'], { kill: 500 });
    expect(killed.code).toBe(-1);
    const after = await cli(['-s', 'busy', 'find', 'Actions']);
    expect(after.code, after.err).toBe(0);
    expect(after.out).toContain('[');
    // The terminal goes away mid-command: its process group gets SIGHUP. The session runs in a
    // process group (and session) of its own, so it is not in that group: it finishes and stays.
    expect(pgidOf(sessionPid('busy'))).toBe(sessionPid('busy'));
    const hungUp = await cli(['-s', 'busy', 'wait', '--time', '2'], { hangUp: 500 });
    expect(hungUp.code).toBe(-1);
    const still = await cli(['-s', 'busy', 'find', 'Actions']);
    expect(still.code, still.err).toBe(0);
    const pids = tree(sessionPid('busy'));
    await cli(['-s', 'busy', 'close']);
    expect(await allGone(pids)).toEqual([]);
  });

  test('a killed session process: no browser left, and the next command says how to restart', async ({
    server,
    browserName,
  }) => {
    expect((await cli(['-s', 'victim', 'open', server.url + FIXTURES + 'menu.html'])).code).toBe(0);
    const pids = tree(sessionPid('victim'));
    expect(pids.length).toBeGreaterThan(1);
    // Playwright's temporary profile of this browser (it removes it on a normal close).
    const profiles = pids.flatMap((pid) => {
      // Firefox starts and ends content processes as it goes: one listed above may be gone by now
      // (`ps` then exits 1), and a process that ended holds no profile.
      let args: string;
      try {
        args = execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
      } catch {
        return [];
      }
      return [...args.matchAll(/(?:--profile[= ]|--user-data-dir=)(\S*playwright_\w+_profile-\S+)/g)].map((m) => m[1]!);
    });
    expect(profiles.length, 'the browser has a temporary profile').toBeGreaterThan(0);
    process.kill(pids[0]!, 'SIGKILL');
    expect(await allGone(pids)).toEqual([]);
    await expect.poll(() => profiles.filter((d) => fs.existsSync(d)), { timeout: 10_000 }).toEqual([]);
    const next = await cli(['-s', 'victim', 'snapshot']);
    expect(next.code).toBe(1);
    expect(next.err).toBe(
      'error NO_SESSION: session "victim": its process has ended\nhint: start it with `pagemark -s victim open [url]`\n',
    );
    expect(fs.existsSync(path.join(DIR, 'victim.sock'))).toBe(false);
    // Opening the name again after the kill (the stale session's files give way) is the session
    // process's own logic, the same whatever browser it starts: Chromium checks it. What depends on
    // Firefox, its processes and profile gone with the session, is checked above.
    if (browserName === 'firefox') return;
    const again = await cli(['-s', 'victim', 'open', server.url + FIXTURES + 'menu.html']);
    expect(again.code, again.err).toBe(0);
    const pids2 = tree(sessionPid('victim'));
    await cli(['-s', 'victim', 'close']);
    expect(await allGone(pids2)).toEqual([]);
  });

  test('a session ends by itself after its idle timeout', async ({ server, browserName }) => {
    test.skip(browserName !== 'chromium', chromiumOnly);
    const r = await cli(['-s', 'idle', 'open', server.url + FIXTURES + 'menu.html', '--idle-timeout', '2']);
    expect(r.code, r.err).toBe(0);
    const pids = tree(sessionPid('idle'));
    expect(await allGone(pids, 20_000)).toEqual([]);
    expect(fs.readFileSync(path.join(DIR, 'idle.log'), 'utf8')).toMatch(/ending: idle for 2 s/);
    const next = await cli(['-s', 'idle', 'snapshot']);
    expect(next.code).toBe(1);
    expect(next.err).toMatch(/^error NO_SESSION: session "idle": it is not open/);
  });

  test('verbs whose tools may not exist yet answer or skip', async ({ server, browserName }) => {
    test.skip(browserName !== 'chromium', chromiumOnly);
    expect((await cli(['-s', 'extra', 'open', server.url + FIXTURES + 'menu.html'])).code).toBe(0);
    const missing: string[] = [];
    for (const verb of [['console'], ['network'], ['pdf', '--file', 'page.pdf'], ['forward']]) {
      const r = await cli(['-s', 'extra', ...verb]);
      if (/^error NOT_SUPPORTED: this pagemark's tool layer has no/.test(r.err)) missing.push(verb[0]!);
      else expect(r.code, `${verb.join(' ')}: ${r.err}`).toBe(0);
    }
    await cli(['-s', 'extra', 'close']);
    test.skip(missing.length > 0, `the tool layer has no tool for: ${missing.join(', ')}`);
  });
  test('launch flags apply on the first open, and a later open says it ignored them', async ({
    server,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', chromiumOnly);
    const page = server.url + FIXTURES + 'menu.html';
    const first = await cli(['-s', 'flags', 'open', page, '--viewport-size', '800x600', '--idle-timeout', '60']);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/^ok: navigated\n/);
    const again = await cli(['-s', 'flags', 'open', page, '--viewport-size', '640x480']);
    expect(again.code, again.err).toBe(0);
    expect(again.out).toMatch(/^\(session "flags" was already open: --viewport-size ignored; close it first/);
    await cli(['-s', 'flags', 'close']);
  });

  test('--cdp attaches to a running Chromium; close and a killed session leave it running', async ({
    server,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', "a CDP endpoint is Chromium's");
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-cdp-'));
    const browser = spawn(
      process.env.PAGEMARK_BROWSER ?? '/usr/bin/chromium',
      [
        '--headless',
        '--no-sandbox',
        '--remote-debugging-address=127.0.0.1',
        '--remote-debugging-port=0',
        `--user-data-dir=${profile}`,
        '--no-first-run',
        '--disable-gpu',
        'about:blank',
      ],
      { stdio: 'ignore', detached: true },
    );
    try {
      const portFile = path.join(profile, 'DevToolsActivePort');
      await expect
        .poll(() => fs.existsSync(portFile) && fs.readFileSync(portFile, 'utf8').includes('\n'), {
          timeout: 30_000,
        })
        .toBe(true);
      const cdp = `http://127.0.0.1:${fs.readFileSync(portFile, 'utf8').split('\n')[0]}`;
      const opened = await cli(['-s', 'remote', 'open', server.url + FIXTURES + 'menu.html', '--cdp', cdp]);
      expect(opened.code, opened.err).toBe(0);
      const ref = /\[(\d+)\]<button collapsed>Actions/.exec(opened.out)?.[1];
      expect(ref, opened.out).toBeTruthy();
      const clicked = await cli(['-s', 'remote', 'click', ref!]);
      expect(clicked.code, clicked.err).toBe(0);
      expect(clicked.out).toContain('Archive');
      // The session process has no browser of its own: nothing but itself (and no watchdog) to end.
      const session = sessionPid('remote');
      expect(tree(session)).toEqual([session]);
      const closed = await cli(['-s', 'remote', 'close']);
      expect(closed.code, closed.err).toBe(0);
      expect(await allGone([session])).toEqual([]);
      expect(alive(browser.pid!)).toBe(true);
      // The browser still answers, and a new session attaches to it again; killed outright, that
      // session takes nothing with it either.
      const again = await cli(['-s', 'remote', 'open', server.url + FIXTURES + 'menu.html', '--cdp', cdp]);
      expect(again.code, again.err).toBe(0);
      process.kill(sessionPid('remote'), 'SIGKILL');
      expect(await allGone([sessionPid('remote')])).toEqual([]);
      await new Promise((r) => setTimeout(r, 1000));
      expect(alive(browser.pid!)).toBe(true);
    } finally {
      process.kill(-browser.pid!, 'SIGKILL');
      await allGone([browser.pid!]);
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('--connect drives a Playwright browser server; close leaves the server running', async ({
    server,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', chromiumOnly);
    const browserServer = await chromium.launchServer({
      executablePath: process.env.PAGEMARK_BROWSER ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      host: '127.0.0.1',
    });
    try {
      const ws = browserServer.wsEndpoint();
      const opened = await cli(['-s', 'server', 'open', server.url + FIXTURES + 'menu.html', '--connect', ws]);
      expect(opened.code, opened.err).toBe(0);
      expect(opened.out).toMatch(/\[\d+\]<button collapsed>Actions/);
      const session = sessionPid('server');
      expect(tree(session)).toEqual([session]);
      const closed = await cli(['-s', 'server', 'close']);
      expect(closed.code, closed.err).toBe(0);
      expect(await allGone([session])).toEqual([]);
      expect(alive(browserServer.process().pid!)).toBe(true);
      // Still serving: another client connects to it.
      const b = await chromium.connect(ws);
      expect(b.isConnected()).toBe(true);
      await b.close();
    } finally {
      await browserServer.close();
    }
  });
});
