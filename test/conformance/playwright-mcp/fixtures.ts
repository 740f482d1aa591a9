/**
 * Copyright (c) Microsoft Corporation.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 * http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */

/**
 * Modified by pagemark from microsoft/playwright `tests/mcp/fixtures.ts` (README.md here says
 * which commit): the fixtures the vendored specs use, with the server under test chosen by
 * PAGEMARK_MCP_TARGET (`pagemark`, the default: `node dist/cli.mjs mcp`; `playwright`: the pinned
 * @playwright/mcp), both on the Debian Chromium; our own small HTTP server for Playwright's; the
 * response matchers reading pagemark's format through harness/pagemarkResponse.ts; and the expected
 * failures and left-out tests of harness/expectations.ts applied to each test by title.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, test as baseTest, expect as baseExpect } from '@playwright/test';
import type { Browser, BrowserContext, BrowserServer } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createRequire } from 'node:module';
import { TestServer } from './harness/testServer';
import { literalOf, parsePagemark, snapshotFacts, type Parsed } from './harness/pagemarkResponse';
import { expectationFor } from './harness/expectations';
import { PlaywrightRefs, RefPage, refGoneError } from './harness/playwrightRefs';
import { CHROMIUM_ARGS } from '../../../src/node/browser/openBrowser';

export type Target = 'pagemark' | 'playwright';
export const TARGET: Target = process.env.PAGEMARK_MCP_TARGET === 'playwright' ? 'playwright' : 'pagemark';
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const CHROMIUM = process.env.PAGEMARK_BROWSER ?? process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';

type ToolResult = Awaited<ReturnType<Client['callTool']>>;

// Playwright's own reading of its answers (playwright-core `tools/backend/response.ts`), from the
// installed package: the build the pinned @playwright/mcp answers in. The bundle has no types.
const { tools } = createRequire(import.meta.url)('playwright-core/lib/coreBundle') as {
  tools: { parseResponse(response: unknown, cwd?: string): unknown };
};

export type StartClient = (options?: {
  clientName?: string;
  args?: string[];
  omitArgs?: string[];
  cwd?: string;
  config?: object | string;
  roots?: { name: string; uri: string }[];
  rootsResponseDelay?: number;
  env?: NodeJS.ProcessEnv;
  noTimeoutForTest?: boolean;
}) => Promise<{ client: Client; stderr: () => string }>;

type CDPServer = { endpoint: string; start: () => Promise<BrowserContext> };

type TestFixtures = {
  client: Client;
  startClient: StartClient;
  cdpServer: CDPServer;
  server: TestServer;
  mcpHeadless: boolean;
  pmExpectation: void;
};
type TestOptions = {
  mcpArgs: string[] | undefined;
  mcpBrowser: string | undefined;
  mcpCaps: string[] | undefined;
};
type WorkerFixtures = { _workerServer: TestServer; _refPage: RefPage; _sharedBrowser: () => Promise<string> };

/**
 * The flags that choose or launch the browser rather than set up its context (pagemark's --connect
 * applies the context options: viewport, device, user agent, permissions, init scripts): a test
 * that passes one launches its own Chromium, not the worker's shared one.
 */
const LAUNCH_FLAG =
  /^--(browser|headless|headed|executable-path|cdp-|isolated|user-data-dir|proxy-|sandbox|no-sandbox|extension|endpoint|connect)\b/;

/** The server's command line: what differs between the two servers besides the flags a test adds. */
function serverArgs(): string[] {
  if (TARGET === 'playwright') return [path.join(ROOT, 'node_modules/@playwright/mcp/cli.js')];
  // --allow-eval: Playwright MCP runs browser_evaluate by default; pagemark asks for the opt-in
  // (docs/mcp.md, Security). The suite checks what evaluation does once allowed.
  return [path.resolve(process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist'), 'cli.mjs'), 'mcp', '--allow-eval'];
}

export const test = baseTest.extend<TestFixtures & TestOptions, WorkerFixtures>({
  mcpArgs: [undefined, { option: true }],
  mcpCaps: [undefined, { option: true }],
  mcpBrowser: ['chromium', { option: true }],

  // One HTTP server per worker, its routes reset for each test (Playwright's serverFixtures).
  _workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await TestServer.create();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],

  // The browser and page in which the ref translation asks Playwright what its snapshot calls `e2`
  // (harness/playwrightRefs.ts): launched on first use, one per worker.
  _refPage: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      let browser: Promise<Browser> | undefined;
      await use(new RefPage(() => (browser ??= chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] }))));
      if (browser) await (await browser).close();
    },
    { scope: 'worker' },
  ],

  // One Chromium per worker, a Playwright browser server that pagemark's server joins with --connect
  // (a fresh context of its own, closed when it disconnects) in the tests that give the server no
  // launch flag (LAUNCH_FLAG), config or omitted flag: what they check is the tool layer in a fresh
  // context, not the launch (docs/testing.md, Timings). The others launch their own browser as in
  // Playwright's suite, and so does every test against Playwright MCP (it has no such flag).
  // PAGEMARK_MCP_SHARED=0: a launch each.
  _sharedBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      let server: Promise<BrowserServer> | undefined;
      await use(async () => {
        server ??= chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
        return (await server).wsEndpoint();
      });
      if (server) await (await server).close();
    },
    { scope: 'worker' },
  ],

  pmExpectation: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      const e = expectationFor(TARGET, path.basename(testInfo.file), testInfo.title);
      if (e?.kind === 'skip') testInfo.skip(true, e.reason);
      if (e?.kind === 'fail') testInfo.fail(true, e.reason);
      await use();
    },
    { auto: true },
  ],

  client: async ({ startClient }, use) => {
    const { client } = await startClient();
    await use(client);
  },

  startClient: async ({ mcpHeadless, mcpBrowser, mcpArgs, mcpCaps, _refPage, _sharedBrowser }, use, testInfo) => {
    const clients: Client[] = [];
    await use(async (options) => {
      let args: string[] = [...(mcpArgs ?? [])];
      if (mcpHeadless) args.push('--headless');
      if (mcpCaps?.length) args.push(`--caps=${mcpCaps.join(',')}`);
      if (mcpBrowser) args.push(`--browser=${mcpBrowser}`);
      const shared =
        TARGET === 'pagemark' &&
        process.env.PAGEMARK_MCP_SHARED !== '0' &&
        mcpBrowser === 'chromium' &&
        ![...(mcpArgs ?? []), ...(options?.args ?? [])].some((a) => LAUNCH_FLAG.test(a)) &&
        !options?.omitArgs?.length &&
        !options?.config;
      if (shared) args.push(`--connect=${await _sharedBrowser()}`);
      // The Debian Chromium, run as root on this machine (Playwright's fixture uses its own build).
      else args.push(`--executable-path=${CHROMIUM}`, '--no-sandbox');
      if (options?.config) {
        const configFile = testInfo.outputPath('config.json');
        if (typeof options.config === 'object')
          await fs.promises.writeFile(configFile, JSON.stringify(options.config, null, 2));
        else await fs.promises.writeFile(configFile, options.config.trim());
        args.push(`--config=${configFile}`);
      }
      if (!options?.noTimeoutForTest) args.push('--timeout-action=10000');
      if (options?.args) args.push(...options.args);
      if (options?.omitArgs) args = args.filter((arg) => !options.omitArgs?.includes(arg));

      const client = new Client(
        { name: options?.clientName ?? 'test', version: '1.0.0' },
        options?.roots ? { capabilities: { roots: {} } } : undefined,
      );
      if (options?.roots) {
        const roots = options.roots;
        client.setRequestHandler(ListRootsRequestSchema, async () => {
          if (options.rootsResponseDelay) await new Promise((r) => setTimeout(r, options.rootsResponseDelay));
          return { roots };
        });
      }
      const env: Record<string, string> = {};
      for (const [k, v] of Object.entries({ ...process.env, ...options?.env }))
        if (v !== undefined && !k.startsWith('PLAYWRIGHT_MCP_') && !k.startsWith('PAGEMARK_MCP_')) env[k] = v;
      env['PW_TMPDIR_FOR_TEST'] = testInfo.outputPath('tmp');
      env['PWMCP_PROFILES_DIR_FOR_TEST'] = testInfo.outputPath('ms-playwright');
      env['DEBUG_COLORS'] = '0';
      env['DEBUG_HIDE_DATE'] = '1';
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [...serverArgs(), ...args],
        cwd: options?.cwd || testInfo.outputPath(),
        stderr: 'pipe',
        env,
      });
      let stderrBuffer = '';
      transport.stderr?.on('data', (data: Buffer) => {
        if (process.env.PWDEBUGIMPL) process.stderr.write(data);
        stderrBuffer += data.toString();
      });
      fs.mkdirSync(options?.cwd || testInfo.outputPath(), { recursive: true });
      clients.push(client);
      if (TARGET === 'pagemark') translateRefs(client, new PlaywrightRefs(_refPage));
      await client.connect(transport);
      await client.ping();
      return { client, stderr: () => stderrBuffer };
    });
    await Promise.all(clients.map((c) => c.close()));
  },

  cdpServer: async ({ mcpBrowser }, use, testInfo) => {
    test.skip(
      !['chrome', 'msedge', 'chromium'].includes(mcpBrowser!),
      'CDP is not supported for non-Chromium browsers',
    );
    let browserContext: BrowserContext | undefined;
    const port = 9100 + testInfo.workerIndex;
    await use({
      endpoint: `http://localhost:${port}`,
      start: async () => {
        if (browserContext && browserContext.browser()?.isConnected()) throw new Error('CDP server already exists');
        browserContext = await chromium.launchPersistentContext(testInfo.outputPath('cdp-user-data-dir'), {
          executablePath: CHROMIUM,
          headless: true,
          args: [`--remote-debugging-port=${port}`, '--no-sandbox'],
        });
        return browserContext;
      },
    });
    await browserContext?.close().catch(() => {});
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  mcpHeadless: async ({}, use) => {
    await use(true);
  },

  server: async ({ _workerServer: server }, use) => {
    server.reset();
    server.setContent('/favicon.ico', '', 'image/x-icon');
    server.setContent('/', ``, 'text/html');
    server.setContent(
      '/hello-world',
      `
      <title>Title</title>
      <body>Hello, world!</body>
    `,
      'text/html',
    );
    await use(server);
  },
});

/**
 * The input translation against pagemark (harness/playwrightRefs.ts): a Playwright ref in a target
 * becomes the selector Playwright generates for the element its snapshot calls so; each answer's
 * page URL is kept for the next translation. When pagemark finds no element for a Playwright ref
 * (translated or not), its typed error also says so in Playwright MCP's words.
 */
const GONE = /^error NOT_FOUND: (no element matches|"[^"]*" is a Playwright MCP snapshot ref)/;

function translateRefs(client: Client, refs: PlaywrightRefs): void {
  const call = client.callTool.bind(client);
  client.callTool = async (params, ...rest) => {
    const { args, replaced } = await refs.translate(params.arguments);
    const sent = Object.keys(params.arguments ?? {}).filter((k) => /^(f\d+)?e\d+$/.test(String(params.arguments?.[k])));
    const result = await call({ ...params, arguments: params.arguments ? args : undefined }, ...rest);
    const parsed = parsePagemark(result as Parameters<typeof parsePagemark>[0]);
    const url = /^- Page URL: (.*)$/m.exec(parsed?.page ?? '')?.[1];
    if (url) refs.url = url;
    const first = (result.content as Array<{ type: string; text?: string }> | undefined)?.[0];
    const ref = replaced[0] ?? (sent.length ? String(params.arguments?.[sent[0]!]) : undefined);
    if (result.isError && ref && first?.type === 'text' && GONE.test(first.text ?? ''))
      first.text = refGoneError(first.text ?? '', ref);
    return result;
  };
}

/** Playwright's parseResponse, or pagemark's answer read into the same keys. */
export function parseResponse(response: ToolResult, cwd?: string): Parsed | undefined {
  if (TARGET === 'pagemark') return parsePagemark(response as Parameters<typeof parsePagemark>[0]);
  return tools.parseResponse(response, cwd) as Parsed | undefined;
}

/** An expected snapshot as the facts pagemark's page text must hold (harness/pagemarkResponse.ts). */
function snapshotCheck(expected: unknown): ((actual: string | undefined) => string | null) | null {
  let sample: string | undefined;
  if (typeof expected === 'string') sample = expected;
  else if (expected && typeof expected === 'object' && 'sample' in expected) {
    const s = (expected as { sample: unknown }).sample;
    if (typeof s === 'string') sample = s;
    else if (s instanceof RegExp) sample = literalOf(s) ?? undefined;
  }
  if (sample === undefined) return null;
  const facts = snapshotFacts(sample);
  return (actual) => {
    const text = actual ?? '';
    const lines = text.split('\n');
    // One string: anywhere in the text; several: together on one line.
    const holds = (f: string[]): boolean =>
      f.length === 1 ? text.includes(f[0]!) : lines.some((l) => f.every((x) => l.includes(x)));
    const missing = facts.filter((f) => !holds(f)).map((f) => f.join(' + '));
    return missing.length ? `snapshot lacks ${JSON.stringify(missing)}` : null;
  };
}

export const expect = baseExpect.extend({
  toHaveResponse(response: ToolResult, object: Record<string, unknown>) {
    const parsed = parseResponse(response, test.info().outputPath()) as Record<string, unknown> | undefined;
    const text = (parsed?.['text'] as string | undefined) ?? '';
    const isNot = this.isNot;
    const want = { ...object };
    let factError: string | null = null;
    if (TARGET === 'pagemark' && parsed) {
      // pagemark does not echo the Playwright code it ran: a format difference, not a fact.
      delete want['code'];
      for (const key of ['snapshot', 'inlineSnapshot'] as const) {
        if (!(key in want)) continue;
        const check = snapshotCheck(want[key]);
        if (!check) continue;
        factError ??= check(parsed['snapshot'] as string | undefined);
        delete want[key];
      }
    }
    const keys = Object.keys(want);
    const shown: Record<string, unknown> = {};
    // Playwright's parseResponse gives every key, undefined when its section is absent (an expected
    // `modalState: undefined` checks that no modal state is shown).
    for (const key of keys) shown[key] = parsed?.[key];
    try {
      if (isNot) {
        baseExpect(shown).not.toEqual(baseExpect.objectContaining(want));
      } else {
        baseExpect(shown).toEqual(baseExpect.objectContaining(want));
        if (factError) throw new Error(factError);
        if (parsed?.['isError'] && !object['isError']) throw new Error('Response is an error, but expected is not');
      }
    } catch (e) {
      return { pass: isNot, message: () => (e as Error).message + '\n\nResponse text:\n' + text };
    }
    return { pass: !isNot, message: () => `` };
  },

  toHaveTextResponse(response: ToolResult, value: unknown) {
    const first = (response.content as Array<{ text?: string }>)[0];
    const text = (first?.text ?? '')
      .replace(/\[id=[^\]]+\]/g, '[id=<ID>]')
      .replace(/\([\d.]+m?s\)/g, '(XXms)')
      .replace(/[✓] /g, 'ok');
    const isNot = this.isNot;
    try {
      if (isNot) baseExpect(text).not.toEqual(value);
      else baseExpect(text).toEqual(value);
    } catch (e) {
      return { pass: isNot, message: () => (e as Error).message };
    }
    return { pass: !isNot, message: () => `` };
  },
});

export async function consoleEntries(response: { events?: string } | undefined): Promise<string> {
  const file = response?.events?.match(/New console entries: (.+\.log)(#L\d+)?/)?.[1];
  return await fs.promises.readFile(test.info().outputPath(file ?? ''), 'utf-8');
}
