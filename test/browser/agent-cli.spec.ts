// `pagemark agent` (dist/cli.mjs) and the Node API (`runAgent` from dist/agent.mjs with `attach(page)`
// from dist/playwright.mjs) on the demo page against the fake model server, which validates both wire
// formats and answers from the observation text. Then the remote browsers: `--connect` to a Playwright
// browser server and `--cdp` to Chromium's remote-debugging port, for `snapshot` and `agent`. Chromium
// only: the CLI drives Debian Chromium whatever the project.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect, ROOT } from './harness/fixtures';
import { startFakeModel, type FakeModel } from '../fake-model/server';
import { DEMO_TASK, demoPolicy } from '../fake-model/policies';

const distDir = process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist');
const CLI = path.join(distDir, 'cli.mjs');
const DEMO = path.join(ROOT, 'examples', 'demo', 'index.html');
const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const KEY = 'sk-test-cli-0123456789abcdef';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const clean = { ...process.env };
    delete clean['OPENAI_API_KEY'];
    delete clean['ANTHROPIC_API_KEY'];
    delete clean['OPENAI_BASE_URL'];
    const p = spawn(process.execPath, [CLI, ...args], { env: { ...clean, ...env }, cwd: ROOT });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    p.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

test.describe('pagemark agent', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', 'the CLI drives Chromium');
  test.describe.configure({ timeout: 180_000 });
  let fm: FakeModel;
  test.beforeEach(async () => {
    fm = await startFakeModel({ policy: demoPolicy, apiKey: KEY });
  });
  test.afterEach(async () => {
    await fm.close();
  });

  test('runs the demo task over the OpenAI API and prints each step', async () => {
    const r = await cli(['agent', DEMO, DEMO_TASK, '--model', 'fake-1'], {
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: fm.openaiBaseURL,
    });
    // The docs show this run (docs/agent.md): keep a copy of its output.
    fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'test-results', 'agent-cli-run.txt'), `${r.stderr}\n---stdout---\n${r.stdout}`);
    const third = (fm.requests[2]!.body['messages'] as { role: string; content: string }[]).at(-1)!.content;
    fs.writeFileSync(path.join(ROOT, 'test-results', 'agent-observation.txt'), third);
    expect(fm.violations).toEqual([]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('step 1  fill(target=7, text="trail backpack")');
    expect(r.stdout).toMatch(/step 2 {2}click\(target=8\)/);
    expect(r.stdout).toMatch(/step 3 {2}check\(target=26\)\n.*\n {8}-> ok, now checked/);
    expect(r.stdout).toContain('success: Showing results for "trail backpack"');
    expect(fm.requests).toHaveLength(4);
    expect(fm.requests[0]!.headers['authorization']).toBe(`Bearer ${KEY}`);
    expect(r.stdout + r.stderr).not.toContain(KEY);
  });

  test('runs it over the Anthropic API with --vision and --json', async () => {
    const images: boolean[] = [];
    fm.policy = (ctx) => {
      images.push(ctx.image);
      return demoPolicy(ctx);
    };
    const r = await cli(
      [
        'agent',
        DEMO,
        DEMO_TASK,
        '--api',
        'anthropic',
        '--base-url',
        fm.anthropicBaseURL,
        '--model',
        'fake-1',
        '--vision',
        '--json',
      ],
      { ANTHROPIC_API_KEY: KEY },
    );
    expect(fm.violations).toEqual([]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.status).toBe('success');
    expect(out.answer).toBe('Showing results for "trail backpack"');
    expect(out.steps.map((s: any) => s.toolCall.name)).toEqual(['fill', 'click', 'check', 'done']);
    expect(out.usage.outputTokens).toBe(80);
    expect(images).toEqual([true, true, true, true]);
    expect(fm.requests[0]!.headers['x-api-key']).toBe(KEY);
    expect(r.stderr).toContain('step 1  fill(target=7');
  });

  test('exits 1 when the task is infeasible, 2 without a key', async () => {
    // A local server (Ollama, vLLM) needs no key: this fake one takes none.
    const local = await startFakeModel({ policy: () => ({ tool: 'infeasible', args: { reason: 'no boats here' } }) });
    const r = await cli(['agent', DEMO, 'Buy a boat', '--base-url', local.openaiBaseURL, '--model', 'fake-1'], {});
    await local.close();
    expect(local.violations).toEqual([]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain('infeasible: no boats here');
    const noKey = await cli(['agent', DEMO, 'Buy a boat'], {});
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('set OPENAI_API_KEY');
  });

  test('the Node API: runAgent with attach(page)', async ({ drv }) => {
    const { runAgent } = await import(pathToFileURL(path.join(distDir, 'agent.mjs')).href);
    const { attach } = await import(pathToFileURL(path.join(distDir, 'playwright.mjs')).href);
    await drv.goto(drv.url('examples/demo/index.html'));
    const session = await attach((drv as any).page);
    const steps: string[] = [];
    const out = await runAgent({
      task: DEMO_TASK,
      session,
      llm: { api: 'openai', baseURL: fm.openaiBaseURL, apiKey: KEY, model: 'fake-1' },
      onStep: (s: any) => steps.push(`${s.toolCall.name} -> ${s.result.summary}`),
    });
    expect(fm.violations).toEqual([]);
    expect(out.status).toBe('success');
    expect(steps).toEqual([
      'fill -> ok, value is now "trail backpack"',
      expect.stringMatching(/^click -> ok/),
      expect.stringMatching(/^check -> ok, now checked/),
      'done -> done',
    ]);
    expect(
      await (drv as any).page.evaluate(() => (document.getElementById('search-status') as HTMLElement).textContent),
    ).toBe('Showing results for "trail backpack"');
  });
});

test.describe('the Node agent keeps its secrets out of the page', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', 'one engine is enough: the loop runs in Node');
  test.describe.configure({ timeout: 180_000 });

  // The hostile page of the Python agent's test (python/tests/pages/agent-spy.html): its first script
  // wraps apply, call, exec, test, push, join, JSON and String methods and records every string.
  const SPY = /<script>([\s\S]*?)<\/script>/.exec(
    fs.readFileSync(path.join(ROOT, 'python', 'tests', 'pages', 'agent-spy.html'), 'utf8'),
  )![1]!;

  test('runAgent on a page that wraps its built-ins: no nonce, no model words reach it', async ({ drv }) => {
    const fm = await startFakeModel({ policy: demoPolicy, apiKey: KEY });
    try {
      const { runAgent } = await import(pathToFileURL(path.join(distDir, 'agent.mjs')).href);
      const { attach } = await import(pathToFileURL(path.join(distDir, 'playwright.mjs')).href);
      const page = (drv as any).page;
      await page.addInitScript(SPY);
      await drv.goto(drv.url('examples/demo/index.html'));
      const session = await attach(page);
      const out = await runAgent({
        task: DEMO_TASK,
        session,
        llm: { api: 'openai', baseURL: fm.openaiBaseURL, apiKey: KEY, model: 'fake-1' },
      });
      expect(out.status, JSON.stringify(out.error ?? out.steps.at(-1))).toBe('success');
      const seen: string = await page.evaluate(() => (window as any).__spySeen);
      // The spy works: it recorded the strings that went through the wrapped built-ins (pagemark's
      // in-page code uses pristine copies captured from a fresh realm, so the page's own traffic).
      expect(seen.length).toBeGreaterThan(100);
      const sent = JSON.stringify(fm.requests.map((r) => r.body));
      const nonces = new Set([...sent.matchAll(/page-content id=\\"([0-9a-f]{16,})\\"/g)].map((m) => m[1]!));
      expect(nonces.size).toBe(1);
      for (const secret of [
        ...nonces,
        KEY,
        'Type the query into the search box.',
        'The search ran and Winter is selected.',
      ])
        expect(seen, secret).not.toContain(secret);
    } finally {
      await fm.close();
    }
  });
});

test.describe('remote browsers', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', 'Chromium remote endpoints');
  test.describe.configure({ timeout: 180_000 });

  test('--connect to a Playwright browser server', async () => {
    const { chromium } = await import('playwright-core');
    const server = await chromium.launchServer({ executablePath: CHROMIUM, args: ARGS, host: '127.0.0.1' });
    const fm = await startFakeModel({ policy: demoPolicy, apiKey: KEY });
    try {
      const ws = server.wsEndpoint();
      expect(ws).toMatch(/^ws:\/\/127\.0\.0\.1:/);
      const snap = await cli(['snapshot', DEMO, '--connect', ws], {});
      expect(snap.code, snap.stderr).toBe(0);
      expect(snap.stderr).toContain(`connecting to ${ws}`);
      expect(snap.stdout).toContain('[7]<input type=search');
      const r = await cli(['agent', DEMO, DEMO_TASK, '--connect', ws, '--base-url', fm.openaiBaseURL, '--model', 'f'], {
        OPENAI_API_KEY: KEY,
      });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(`connected to ${ws}`);
      expect(r.stdout).toContain('success: Showing results for "trail backpack"');
    } finally {
      await fm.close();
      await server.close();
    }
  });

  test('--cdp to Chromium remote debugging', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-cdp-'));
    const proc: ChildProcess = spawn(
      CHROMIUM,
      [
        ...ARGS,
        '--headless=new',
        '--remote-debugging-address=127.0.0.1',
        '--remote-debugging-port=0',
        `--user-data-dir=${dir}`,
        'about:blank',
      ],
      { detached: true },
    );
    const fm = await startFakeModel({ policy: demoPolicy, apiKey: KEY });
    try {
      const endpoint = await new Promise<string>((resolve, reject) => {
        let buf = '';
        const t = setTimeout(() => reject(new Error(`no DevTools line: ${buf}`)), 60_000);
        proc.stderr!.on('data', (d) => {
          buf += d;
          const m = /DevTools listening on ws:\/\/([^/]+)\//.exec(buf);
          if (m) {
            clearTimeout(t);
            resolve(`http://${m[1]}`);
          }
        });
      });
      expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const snap = await cli(['snapshot', DEMO, '--cdp', endpoint], {});
      expect(snap.code, snap.stderr).toBe(0);
      expect(snap.stdout).toContain('[8]<button>Search');
      const r = await cli(['agent', DEMO, DEMO_TASK, '--cdp', endpoint, '--base-url', fm.openaiBaseURL], {
        OPENAI_API_KEY: KEY,
      });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(`attached over CDP to ${endpoint}`);
      expect(r.stdout).toContain('success: Showing results for "trail backpack"');
    } finally {
      await fm.close();
      // Chromium's helper processes still write the profile after the browser process exits
      // (removing it failed with ENOTEMPTY on fresh npm test runs): the browser was started in a
      // process group of its own, so the whole group is stopped, then the profile removed. A
      // profile left in the temporary folder is not the test's outcome: its removal cannot fail it.
      const exited = new Promise<void>((r) => proc.once('exit', () => r()));
      try {
        process.kill(-proc.pid!, 'SIGTERM');
      } catch {
        proc.kill();
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      try {
        fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (e) {
        console.warn(`left ${dir}: ${String(e)}`);
      }
    }
  });
});
