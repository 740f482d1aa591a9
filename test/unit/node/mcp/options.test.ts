// @vitest-environment node
// The pure parts of the MCP server: its options (flags, PAGEMARK_MCP_* and a config file in
// Playwright MCP's shape), the argument check, and the codegen of a locator.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseMcpOptions } from '../../../../src/node/mcp/options';
import { z } from 'zod/v4';
import { argsProblem } from '../../../../src/node/tools/params';
import { codegenLine, writeScript } from '../../../../src/node/tools/codegen';
import type { ElementRecord } from '../../../../src/core/model/types';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

describe('mcp options', () => {
  test('flags win over the environment, which wins over the config file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-mcp-'));
    const cfg = path.join(dir, 'config.json');
    fs.writeFileSync(
      cfg,
      JSON.stringify({
        browser: {
          browserName: 'firefox',
          launchOptions: { headless: true },
          contextOptions: { viewport: { width: 800, height: 600 } },
        },
        maxTokens: 100,
      }),
    );
    const r = parseMcpOptions(['--config', cfg, '--max-tokens', '300'], {
      PAGEMARK_MCP_MAX_TOKENS: '200',
      PAGEMARK_MCP_PORT: '8931',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.options.browser).toBe('firefox');
    expect(r.options.viewport).toEqual({ width: 800, height: 600 });
    expect(r.options.maxTokens).toBe(300);
    expect(r.options.port).toBe(8931);
    expect(r.options.host).toBe('localhost');
    expect(r.options.headless).toBe(true);
  });

  test('--connect names a Playwright browser server; with --cdp-endpoint it is refused', () => {
    const r = parseMcpOptions(['--connect', 'ws://127.0.0.1:9/x'], {});
    expect(r.ok && r.options.connectEndpoint).toBe('ws://127.0.0.1:9/x');
    const both = parseMcpOptions(['--connect', 'ws://127.0.0.1:9/x', '--cdp-endpoint', 'http://127.0.0.1:9'], {});
    expect(both.ok ? 'accepted' : both.message).toBe('use --cdp-endpoint or --connect, not both');
  });

  test("every flag of @playwright/mcp 0.0.83's --help is known; the unhonoured ones warn once", () => {
    // The outside reference: Playwright MCP's own help text, from the installed package.
    const help = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@playwright/mcp/cli.js'), '--help'], {
      encoding: 'utf8',
    });
    const flags = [...help.matchAll(/^ {2}(?:-\w, )?--([a-z-]+)( <[^>]+>)?/gm)].map((m) => ({
      flag: m[1]!,
      takes: !!m[2],
    }));
    expect(flags.length).toBeGreaterThan(45);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-mcp-'));
    const secrets = path.join(dir, 'secrets.env');
    fs.writeFileSync(secrets, 'A=b\n');
    fs.writeFileSync(path.join(dir, 'c.json'), '{}');
    const sample: Record<string, string> = {
      browser: 'chrome',
      caps: 'vision,pdf,devtools',
      codegen: 'typescript',
      'console-level': 'warning',
      'image-responses': 'omit',
      'snapshot-mode': 'full',
      'viewport-size': '800x600',
      'file-paths': 'relative',
      secrets,
      config: path.join(dir, 'c.json'),
    };
    for (const { flag, takes } of flags) {
      if (flag === 'help' || flag === 'version') continue;
      const value = sample[flag] ?? (/timeout|port|size/.test(flag) ? '1000' : 'x');
      const r = parseMcpOptions(takes ? [`--${flag}`, value] : [`--${flag}`], {});
      expect(r.ok ? 'ok' : r.message, `--${flag}`).toBe('ok');
    }
    const r = parseMcpOptions(['--extension', '--save-session', '--caps', 'vision', '--snapshot-mode', 'none'], {});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings).toHaveLength(2);
    expect(r.warnings[0]).toMatch(/^--extension \(Playwright MCP\) is accepted and not honoured/);
    expect(r.options.caps).toEqual(['vision']);
    expect(r.options.snapshotMode).toBe('none');
  });

  test("Playwright MCP's legacy --vision lists the coordinate tools (--caps vision), alone or with --caps", () => {
    const alone = parseMcpOptions(['--vision'], {});
    expect(alone.ok && alone.options.caps).toEqual(['vision']);
    const both = parseMcpOptions(['--vision', '--caps=pdf'], {});
    expect(both.ok && both.options.caps).toEqual(['pdf', 'vision']);
    expect(both.ok && both.options.vision).toBe(true);
  });

  test("Playwright MCP's config keys: a browser without browserName, nested keys, secrets as an object", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-mcp-'));
    const cfg = path.join(dir, 'config.json');
    fs.writeFileSync(
      cfg,
      JSON.stringify({
        browser: { isolated: true, launchOptions: { headless: true }, contextOptions: { userAgent: 'UA/1' } },
        server: { port: 8932, host: '127.0.0.1', allowedHosts: ['localhost:8932'] },
        capabilities: ['core', 'vision'],
        console: { level: 'error' },
        network: { allowedOrigins: ['http://a.test'], blockedOrigins: ['http://b.test'] },
        timeouts: { action: 1234, navigation: 5678, settle: 50 },
        snapshot: { mode: 'none', boxes: true },
        imageResponses: 'omit',
        testIdAttribute: 'data-qa',
        secrets: { TOKEN: 'abc123' },
        outputDir: dir,
        saveSession: true,
      }),
    );
    const r = parseMcpOptions(['--config', cfg], {});
    expect(r.ok ? 'ok' : r.message).toBe('ok');
    if (!r.ok) return;
    const o = r.options;
    expect(o.browser).toBe('chromium');
    expect(o.headless).toBe(true);
    expect(o.userAgent).toBe('UA/1');
    expect([o.port, o.host, o.allowedHosts]).toEqual([8932, '127.0.0.1', ['localhost:8932']]);
    expect(o.caps).toEqual(['core', 'vision']);
    expect(o.consoleLevel).toBe('error');
    expect([o.allowedOrigins, o.blockedOrigins]).toEqual([['http://a.test'], ['http://b.test']]);
    expect([o.timeoutAction, o.timeoutNavigation, o.timeoutSettle]).toEqual([1234, 5678, 50]);
    expect([o.snapshotMode, o.snapshotBoxes, o.imageResponses]).toEqual(['none', true, 'omit']);
    expect(o.testIdAttribute).toBe('data-qa');
    expect(o.secrets).toEqual({ TOKEN: 'abc123' });
    expect(o.outputDir).toBe(dir);
    expect(r.warnings).toEqual([expect.stringMatching(/^--save-session/)]);
  });

  test('a bad value is a readable error', () => {
    expect(parseMcpOptions(['--viewport-size', 'big'], {})).toEqual({
      ok: false,
      message: '--viewport-size takes WIDTHxHEIGHT (1280x720), not "big"',
    });
    const r = parseMcpOptions(['--no-such-flag'], {});
    expect(r.ok).toBe(false);
  });

  test('--allow-file-urls outside Chromium is refused: only Chromium routes file: requests', () => {
    for (const b of ['firefox', 'webkit']) {
      const r = parseMcpOptions(['--browser', b, '--allow-file-urls', '/tmp'], {});
      expect(r).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^--allow-file-urls needs --browser chromium/),
      });
      expect(parseMcpOptions(['--browser', b, '--allow-unrestricted-file-access'], {}).ok).toBe(true);
      expect(parseMcpOptions(['--browser', b, '--allowed-origins', 'https://a.test'], {}).ok).toBe(true);
    }
    expect(parseMcpOptions(['--allow-file-urls', '/tmp'], {}).ok).toBe(true);
  });

  test('--secrets reads a dotenv file', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-mcp-')), '.env');
    fs.writeFileSync(file, 'PASSWORD="hunter2"\n# comment\nTOKEN=abc\n');
    const r = parseMcpOptions(['--secrets', file], {});
    expect(r.ok && r.options.secrets).toEqual({ PASSWORD: 'hunter2', TOKEN: 'abc' });
  });
});

describe('mcp argument check', () => {
  const schema = z
    .object({
      target: z.string(),
      values: z.array(z.string()).optional(),
      button: z.enum(['left', 'right']).optional(),
    })
    .strict();
  const checkArgs = (_s: typeof schema, v: unknown): string | null => {
    const r = schema.safeParse(v, { reportInput: true });
    return r.success ? null : argsProblem(r.error);
  };
  test('names the argument and what it should be', () => {
    expect(checkArgs(schema, { target: '1' })).toBeNull();
    expect(checkArgs(schema, {})).toBe('arguments.target is required');
    expect(checkArgs(schema, { target: 1 })).toBe('arguments.target must be a string, not number');
    expect(checkArgs(schema, { target: '1', values: ['a', 2] })).toBe(
      'arguments.values[1] must be a string, not number',
    );
    expect(checkArgs(schema, { target: '1', button: 'up' })).toBe(
      'arguments.button must be one of left, right, not "up"',
    );
    expect(checkArgs(schema, { target: '1', x: 1 })).toMatch(/^arguments.x is not an argument of this tool/);
  });
});

describe('mcp codegen', () => {
  test('the verified unique locator becomes a Playwright line; secrets become env look-ups', () => {
    const rec = {
      locators: [
        // pagemark's own mark: a page without pagemark has none, so never in a script.
        {
          kind: 'elementId',
          value: '[data-element-id="pm-3"]',
          playwright: `page.locator('[data-element-id="pm-3"]')`,
          unique: true,
        },
        { kind: 'css', value: '#x', playwright: `page.locator('#x')`, unique: false },
        {
          kind: 'role',
          value: JSON.stringify({ role: 'textbox', name: 'Password' }),
          playwright: `page.getByRole('textbox', { name: 'Password', exact: true })`,
          unique: true,
        },
      ],
    } as unknown as ElementRecord;
    const step = codegenLine({ action: 'fill', target: 3, text: 'hunter2' }, rec)!;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-mcp-'));
    const ts = fs.readFileSync(writeScript(dir, 'typescript', [step], { PASSWORD: 'hunter2' }), 'utf8');
    expect(ts).toContain(
      `await page.getByRole('textbox', { name: 'Password', exact: true }).fill(process.env["PASSWORD"]!);`,
    );
    const py = fs.readFileSync(writeScript(dir, 'python', [step], {}), 'utf8');
    expect(py).toContain('page.get_by_role("textbox", name="Password", exact=True).fill("hunter2")');
    // A label, in both languages; an element in a frame gets no line.
    const label = {
      locators: [
        {
          kind: 'label',
          value: 'Full name',
          playwright: `page.getByLabel('Full name', { exact: true })`,
          unique: true,
        },
      ],
    } as unknown as ElementRecord;
    const fill = codegenLine({ action: 'fill', target: 2, text: 'Ada' }, label)!;
    expect(fs.readFileSync(writeScript(dir, 'python', [fill], {}), 'utf8')).toContain(
      'page.get_by_label("Full name", exact=True).fill("Ada")',
    );
    expect(fs.readFileSync(writeScript(dir, 'typescript', [fill], {}), 'utf8')).toContain(
      `await page.getByLabel('Full name', { exact: true }).fill("Ada");`,
    );
    const framed = {
      locators: [{ kind: 'css', value: '#b', playwright: `/* frame f1 */ page.locator('#b')`, unique: true }],
    } as unknown as ElementRecord;
    expect(codegenLine({ action: 'click', target: 9 }, framed)).toBeNull();
  });
});
