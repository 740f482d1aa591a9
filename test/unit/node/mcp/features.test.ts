// @vitest-environment node
// The options beyond Playwright MCP's, end to end through the SDK's Client over stdio: --save-trace
// (trace.jsonl + a PNG per step), --codegen typescript (the script runs under @playwright/test on the
// fixture) and python (it parses), --vision (an image in the snapshot), --secrets (masked in
// answers, the trace and the script), the upload roots, and browser_evaluate behind --allow-eval.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CHROMIUM, FIXTURES, HAVE_CHROMIUM, refFor, serveFolder, stdioClient, textOf } from './harness';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const PNG = '89504e470d0a1a0a';
const SECRET = 'Ada-s3cret-Lovelace';

/** Inside the repository, so that the generated spec resolves @playwright/test. */
const tmp = (name: string): string => {
  const d = path.join(ROOT, '.tmp', `mcp-features-${process.pid}`, name);
  fs.rmSync(d, { recursive: true, force: true });
  fs.mkdirSync(d, { recursive: true });
  return d;
};

async function waitFor(file: string, ms = 15_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!fs.existsSync(file) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  return fs.existsSync(file);
}

type Call = (
  name: string,
  args?: Record<string, unknown>,
) => Promise<{ text: string; isError: boolean; content: { type: string; data?: string }[] }>;
const caller =
  (client: Client): Call =>
  async (name, args = {}) => {
    const r = await client.callTool({ name, arguments: args });
    return { text: textOf(r), isError: r.isError === true, content: r.content as never };
  };

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp: trace, codegen, vision, secrets, upload roots, evaluate', () => {
  let site: { base: string; close(): Promise<void> };
  beforeAll(async () => {
    site = await serveFolder(FIXTURES);
  });
  afterAll(async () => {
    await site?.close();
    if (!process.env['KEEP'])
      fs.rmSync(path.join(ROOT, '.tmp', `mcp-features-${process.pid}`), { recursive: true, force: true });
  });

  test('--save-trace --codegen typescript --vision --secrets --allowed-roots --allow-eval', async () => {
    const out = tmp('out-ts');
    const roots = tmp('roots');
    const env = path.join(tmp('env'), 'secrets.env');
    fs.writeFileSync(env, `PM_SECRET_NAME=${SECRET}\n`);
    fs.writeFileSync(path.join(roots, 'note.txt'), 'hello');
    fs.symlinkSync('/etc/hostname', path.join(roots, 'escape.txt'));
    const { client } = await stdioClient('pagemark', [
      ...['--output-dir', out, '--save-trace', '--codegen', 'typescript', '--vision'],
      ...['--secrets', env, '--allowed-roots', roots, '--allow-eval'],
    ]);
    const call = caller(client);
    let calls = 0;
    const counted: Call = async (n, a) => {
      calls++;
      return call(n, a);
    };
    try {
      const page = (await counted('browser_navigate', { url: `${site.base}/form.html` })).text;
      const ref = (label: string): string => refFor(page, label)!;

      // --vision: the snapshot carries the Set-of-Marks screenshot.
      const snap = await counted('browser_snapshot');
      const img = snap.content.find((c) => c.type === 'image');
      expect(Buffer.from(img!.data!, 'base64').subarray(0, 8).toString('hex')).toBe(PNG);

      // --secrets: the name stands for the value in arguments; the value never comes back.
      await counted('browser_type', { target: ref('Full name'), text: 'PM_SECRET_NAME' });
      await counted('browser_fill_form', {
        fields: [
          { target: ref('Size'), name: 'Size', type: 'combobox', value: 'Large' },
          { target: ref('Gift wrap'), name: 'Gift wrap', type: 'checkbox', value: 'true' },
        ],
      });
      const order = await counted('browser_click', { target: ref('Place order') });
      expect(order.text).toContain('Ordered Large for <secret>PM_SECRET_NAME</secret>, with gift wrap');
      const after = await counted('browser_snapshot');
      expect(after.text).toContain('value=<secret>PM_SECRET_NAME</secret>');
      expect(after.text).not.toContain(SECRET);

      // Upload roots: a file under --allowed-roots is taken; the fixture folder (the working directory
      // is no root once roots are given), a symlink out of the root and a ../ path are refused.
      const chooser = await counted('browser_click', { target: ref('Attachment') });
      expect(chooser.text).toContain('File chooser pending');
      for (const bad of [
        path.join(FIXTURES, 'other.html'),
        path.join(roots, 'escape.txt'),
        path.join(roots, '..', 'env', 'secrets.env'),
      ]) {
        const r = await counted('browser_file_upload', { paths: [bad] });
        expect(r.isError, bad).toBe(true);
        expect(r.text).toContain('is outside allowed roots. Allowed roots: ');
      }
      const up = await counted('browser_file_upload', { paths: [path.join(roots, 'note.txt')] });
      expect(up.isError).toBe(false);
      expect(up.text).toContain('file note.txt');

      // browser_evaluate with --allow-eval: the value fenced (and masked), what the code changed.
      const title = await counted('browser_evaluate', { function: '() => document.title' });
      expect(title.text).toMatch(/^ok: evaluated\n### Value\n<page-content id="\w+">\n"MCP form fixture"\n/);
      const value = await counted('browser_evaluate', { function: '(el) => el.value', target: ref('Full name') });
      expect(value.text).toContain('"<secret>PM_SECRET_NAME</secret>"');
      const changed = await counted('browser_evaluate', {
        function: "() => { document.getElementById('later-out').textContent = 'set by script'; return 1 }",
      });
      expect(changed.text).toMatch(/### Changes\n[^\n]+\nset by script\n/);
      // A dialog the code opens is reported pending, not waited on.
      const alerted = await counted('browser_evaluate', { function: "() => { alert('from script'); return 1 }" });
      expect(alerted.text).toContain('Dialog pending in t1: alert "from script"; answer it with browser_handle_dialog');
      expect((await counted('browser_handle_dialog', { accept: true })).text).toMatch(/^ok: accepted the alert/);
      const thrown = await counted('browser_evaluate', { function: "() => { throw new Error('boom') }" });
      expect(thrown.isError).toBe(true);
      expect(thrown.text).toMatch(/^error SCRIPT_ERROR: .*boom/);
    } finally {
      await client.close();
    }

    // --save-trace: one line per call, with its arguments and answer, and a PNG per step.
    const trace = fs.readFileSync(path.join(out, 'trace.jsonl'), 'utf8');
    expect(trace).not.toContain(SECRET);
    expect(trace).toContain('<secret>PM_SECRET_NAME</secret>');
    const entries = trace
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { step: number; tool: string; args: object; result: string; screenshot?: string });
    expect(entries.length).toBe(calls);
    expect(entries[0]).toMatchObject({ step: 1, tool: 'browser_navigate', args: { url: `${site.base}/form.html` } });
    expect(entries[0]!.result).toContain('<input label="Full name">');
    for (const e of entries) {
      // A page blocked by a dialog cannot be captured.
      if (e.result.includes('Dialog pending')) {
        expect(e.screenshot).toBeUndefined();
        continue;
      }
      expect(e.screenshot, `step ${e.step}`).toBe(`step-${e.step}.png`);
      expect(fs.readFileSync(path.join(out, e.screenshot!)).subarray(0, 8).toString('hex')).toBe(PNG);
    }

    // --codegen typescript: the secret as an environment look-up; the spec compiles and runs under
    // @playwright/test against the fixture, its locators unique (strict mode would throw).
    const specFile = path.join(out, 'session.spec.ts');
    expect(await waitFor(specFile)).toBe(true);
    const spec = fs.readFileSync(specFile, 'utf8');
    expect(spec).not.toContain(SECRET);
    expect(spec).toContain('.fill(process.env["PM_SECRET_NAME"]!)');
    expect(spec).toContain(`await page.goto("${site.base}/form.html");`);
    expect(spec).toContain(`await page.locator('#submit').click();`);
    expect(spec).not.toContain('data-element-id');
    const compiled = ts.transpileModule(spec, { reportDiagnostics: true, fileName: 'session.spec.ts' });
    expect(compiled.diagnostics ?? []).toEqual([]);
    const config = path.join(out, 'playwright.config.mjs');
    fs.writeFileSync(
      config,
      `export default { testDir: '.', outputDir: 'results', reporter: 'line', timeout: 60000, use: { headless: true, ` +
        `launchOptions: { executablePath: ${JSON.stringify(CHROMIUM)}, args: ['--no-sandbox'] } } };\n`,
    );
    // Not spawnSync: the fixture server answers from this process's event loop.
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--config', config],
        { cwd: out, env: { ...process.env, PM_SECRET_NAME: SECRET } },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('1 passed');
  }, 300_000);

  test('--codegen python writes a script that parses; browser_evaluate needs --allow-eval', async () => {
    const out = tmp('out-py');
    const { client } = await stdioClient('pagemark', ['--output-dir', out, '--codegen', 'python']);
    const call = caller(client);
    try {
      const page = (await call('browser_navigate', { url: `${site.base}/form.html` })).text;
      await call('browser_type', { target: refFor(page, 'Full name')!, text: 'Ada', submit: true });
      await call('browser_select_option', { target: refFor(page, 'Size')!, values: ['Small'] });
      await call('browser_click', { target: refFor(page, 'Double me')!, doubleClick: true });
      const refused = await call('browser_evaluate', { function: '() => document.title' });
      expect(refused.isError).toBe(true);
      expect(refused.text).toMatch(/^error NOT_ALLOWED: .*--allow-eval/);
      // The server answers the next call.
      expect((await call('browser_snapshot')).text).toContain('double clicked');
    } finally {
      await client.close();
    }
    const file = path.join(out, 'session.py');
    expect(await waitFor(file)).toBe(true);
    const py = fs.readFileSync(file, 'utf8');
    expect(py).toContain(`page.goto("${site.base}/form.html")`);
    expect(py).toContain('.press("Enter")');
    expect(py).toContain('.dblclick()');
    const python = ['python3', path.join(ROOT, '.venv', 'bin', 'python')].find(
      (p) => spawnSync(p, ['--version']).status === 0,
    );
    expect(python, 'a Python interpreter').toBeTruthy();
    execFileSync(python!, ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read(), sys.argv[1])', file]);
  }, 180_000);
});
