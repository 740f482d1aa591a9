/**
 * `pagemark mcp` options: every flag and config-file key of @playwright/mcp 0.0.83 (its `--help`
 * and `config.d.ts`), and pagemark's own, from the command line, then the environment
 * (PAGEMARK_MCP_<FLAG>, the pattern of Playwright MCP's PLAYWRIGHT_MCP_<FLAG>), then a JSON config
 * file (`--config`): our flags in camelCase at the top, and Playwright MCP's nested keys. A flag or
 * key of Playwright MCP that pagemark does not honour is accepted with one warning on stderr (a
 * client's configuration written for Playwright MCP starts as it is), never an exit.
 */
import fs from 'node:fs';
import { fromConfig } from './configFile';
import { FLAGS, UNHONOURED, type Raw } from './flags';
import { parseArgs } from 'node:util';
import type { LayerOptions } from '../tools/options';
import type { Capability } from '../tools/tool';

export interface McpOptions extends LayerOptions {
  browser: 'chromium' | 'firefox' | 'webkit';
  headless: boolean;
  executablePath?: string;
  cdpEndpoint?: string;
  /** A Playwright browser server's ws endpoint (--connect, as the session CLI's; Playwright MCP has no such flag). */
  connectEndpoint?: string;
  cdpHeaders: Record<string, string>;
  cdpTimeout: number;
  isolated: boolean;
  userDataDir?: string;
  storageState?: string;
  viewport: { width: number; height: number };
  /** The config file's browser.contextOptions.deviceScaleFactor (no flag, as in Playwright MCP). */
  deviceScaleFactor?: number;
  /** Hosts the HTTP transport answers (Playwright MCP's --allowed-hosts; '*': any). */
  allowedHosts: string[];
  noSandbox: boolean;
  /** Streamable HTTP instead of stdio when set. */
  port?: number;
  host: string;
  userAgent?: string;
  ignoreHttpsErrors: boolean;
  grantPermissions: string[];
  /** A Playwright device descriptor's name (--device "iPhone 15"). */
  device?: string;
  proxyServer?: string;
  proxyBypass?: string;
  initScripts: string[];
  blockServiceWorkers: boolean;
  /** After an action, how long to listen for what it set off (popups, downloads), ms. */
  timeoutSettle: number;
  /** HTTP: close a session's browser after this long without a request, ms (0: never). */
  idleTimeout: number;
}

/** Values from PAGEMARK_MCP_* (booleans: 1/true/yes). */
function fromEnv(env: NodeJS.ProcessEnv): Raw {
  const out: Raw = {};
  for (const [flag, spec] of Object.entries(FLAGS)) {
    const v = env[`PAGEMARK_MCP_${flag.toUpperCase().replace(/-/g, '_')}`];
    if (v === undefined || flag === 'help') continue;
    out[flag] = spec.type === 'boolean' ? /^(1|true|yes|on)$/i.test(v) : 'multiple' in spec ? [v] : v;
  }
  return out;
}

const list = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : [])
    .flatMap((x) => x.split(/[;,]/))
    .map((s) => s.trim())
    .filter(Boolean);

function int(v: unknown, name: string, dflt: number): number {
  if (v === undefined) return dflt;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} takes a number, not "${String(v)}"`);
  return Math.round(n);
}

function oneOf<T extends string>(v: unknown, name: string, values: readonly T[], dflt: T): T {
  if (v === undefined) return dflt;
  if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
  throw new Error(`--${name} takes ${values.join(', ')}, not "${String(v)}"`);
}

/** A dotenv file's values by name (Playwright MCP's --secrets format). */
function readSecrets(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Za-z_][\w.-]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m && m[2]) out[m[1]!] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

const CAPS: readonly Capability[] = [
  'config',
  'core',
  'core-navigation',
  'core-tabs',
  'core-input',
  'core-install',
  'network',
  'pdf',
  'storage',
  'testing',
  'vision',
  'devtools',
];

export type ParsedOptions =
  | { ok: true; options: McpOptions; help: boolean; version: boolean; warnings: string[] }
  | { ok: false; message: string };

export function parseMcpOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): ParsedOptions {
  try {
    const { values } = parseArgs({ args: argv, options: FLAGS, allowPositionals: false, strict: true });
    const cli = values as Raw;
    const cfgFile = (cli['config'] as string | undefined) ?? env['PAGEMARK_MCP_CONFIG'];
    const cfgSecrets: Record<string, string> = {};
    const raw: Raw = { ...(cfgFile ? fromConfig(cfgFile, cfgSecrets) : {}), ...fromEnv(env), ...cli };
    const warnings: string[] = [];
    for (const [flag, why] of Object.entries(UNHONOURED))
      if (raw[flag] !== undefined && raw[flag] !== false)
        warnings.push(`--${flag} (Playwright MCP) is accepted and not honoured: ${why}`);
    const browser = (raw['browser'] as string | undefined) ?? 'chromium';
    if (!['chromium', 'firefox', 'webkit', 'chrome', 'msedge'].includes(browser) && !/^(chrome|msedge)-/.test(browser))
      return { ok: false, message: `--browser takes chromium, firefox or webkit, not "${browser}"` };
    const vs = (raw['viewport-size'] as string | undefined) ?? '1280x720';
    const vm = /^(\d+)\s*[x,]\s*(\d+)$/.exec(vs);
    if (!vm) return { ok: false, message: `--viewport-size takes WIDTHxHEIGHT (1280x720), not "${vs}"` };
    const codegen = raw['codegen'] as string | undefined;
    if (codegen === 'java' || codegen === 'csharp')
      warnings.push(
        `--codegen ${codegen} (Playwright MCP) is accepted and not honoured: pagemark writes typescript or python`,
      );
    else if (codegen !== undefined && codegen !== 'typescript' && codegen !== 'python' && codegen !== 'none')
      return { ok: false, message: `--codegen takes typescript or python, not "${codegen}"` };
    const caps = list(raw['caps']);
    // Playwright MCP's legacy --vision is --caps vision (the coordinate tools); pagemark's snapshots
    // also carry the marked screenshot with it.
    if (raw['vision'] === true && !caps.includes('vision')) caps.push('vision');
    const badCap = caps.find((c) => !(CAPS as readonly string[]).includes(c));
    if (badCap) warnings.push(`--caps ${badCap} is not a capability pagemark knows; ignored`);
    const str = (k: string): string | undefined => raw[k] as string | undefined;
    const outputDir = str('output-dir') ?? 'pagemark-mcp-output';
    const headless =
      raw['headed'] === true ? false : ((raw['headless'] as boolean | undefined) ?? !(env['DISPLAY'] ?? ''));
    const snapshotMode = oneOf(
      str('snapshot-mode'),
      'snapshot-mode',
      ['incremental', 'full', 'none'] as const,
      'incremental',
    );
    const cdpHeaders: Record<string, string> = {};
    for (const h of list(raw['cdp-header'])) {
      const m = /^([^:]+):\s*(.*)$/.exec(h);
      if (m) cdpHeaders[m[1]!.trim()] = m[2]!;
    }
    const vision = raw['vision'] === true;
    const unrestricted = raw['allow-unrestricted-file-access'] === true;
    const options: McpOptions = {
      browser: browser === 'chromium' || browser === 'firefox' || browser === 'webkit' ? browser : 'chromium',
      headless,
      isolated: (raw['isolated'] as boolean | undefined) ?? raw['user-data-dir'] === undefined,
      viewport: { width: Number(vm[1]), height: Number(vm[2]) },
      allowedOrigins: list(raw['allowed-origins']),
      blockedOrigins: list(raw['blocked-origins']),
      allowedHosts: list(raw['allowed-hosts']),
      cdpHeaders,
      cdpTimeout: int(raw['cdp-timeout'], 'cdp-timeout', 30000),
      outputDir,
      timeoutAction: int(raw['timeout-action'], 'timeout-action', 5000),
      timeoutNavigation: int(raw['timeout-navigation'], 'timeout-navigation', 60000),
      timeoutSettle: int(raw['timeout-settle'], 'timeout-settle', 100),
      noSandbox: raw['no-sandbox'] === true || raw['sandbox'] === false,
      host: str('host') ?? 'localhost',
      maxTokens: int(raw['max-tokens'], 'max-tokens', 6000),
      saveTrace: raw['save-trace'] === true,
      vision,
      caps: caps.filter((c): c is Capability => (CAPS as readonly string[]).includes(c)),
      imageResponses: oneOf(str('image-responses'), 'image-responses', ['allow', 'omit', 'only'] as const, 'allow'),
      snapshotMode,
      snapshotBoxes: raw['snapshot-boxes'] === true,
      testIdAttribute: str('test-id-attribute') ?? 'data-testid',
      consoleLevel: oneOf(
        str('console-level'),
        'console-level',
        ['error', 'warning', 'info', 'debug'] as const,
        'info',
      ),
      secrets: { ...cfgSecrets, ...(typeof raw['secrets'] === 'string' ? readSecrets(raw['secrets']) : {}) },
      allowedRoots: unrestricted ? ['/'] : list(raw['allowed-roots']),
      // Playwright MCP blocks file: URLs unless --allow-unrestricted-file-access; --allow-file-urls
      // opens the folders it names (docs/security.md).
      fileRoots: unrestricted ? ['/'] : list(raw['allow-file-urls']),
      idleTimeout: int(raw['idle-timeout'], 'idle-timeout', 3_600_000),
      allowEval: raw['allow-eval'] === true,
      ignoreHttpsErrors: raw['ignore-https-errors'] === true,
      grantPermissions: list(raw['grant-permissions']),
      initScripts: list(raw['init-script']),
      blockServiceWorkers: raw['block-service-workers'] === true,
    };
    // The roots of --allow-file-urls are kept by a context route (guard/requestGuard.ts), and only
    // Chromium routes file: requests: in Firefox (Playwright's WebDriver BiDi path; its Juggler path
    // needs Playwright's own build) a file page's frames, scripts and links load any file unseen, and
    // Playwright's WebKit is not tested here. Refused rather than half kept.
    if (options.browser !== 'chromium' && !unrestricted && options.fileRoots.length)
      throw new Error(
        `--allow-file-urls needs --browser chromium: ${options.browser} does not let pagemark route file: ` +
          'requests, so a file page could open files outside the roots (--allow-unrestricted-file-access opens all)',
      );
    if (str('executable-path')) options.executablePath = str('executable-path');
    if (str('cdp-endpoint')) options.cdpEndpoint = str('cdp-endpoint');
    if (str('connect')) options.connectEndpoint = str('connect');
    if (options.cdpEndpoint && options.connectEndpoint) throw new Error('use --cdp-endpoint or --connect, not both');
    if (str('user-data-dir')) options.userDataDir = str('user-data-dir');
    if (str('storage-state')) options.storageState = str('storage-state');
    if (str('user-agent')) options.userAgent = str('user-agent');
    if (str('device')) options.device = str('device');
    if (str('device-scale-factor')) options.deviceScaleFactor = Number(str('device-scale-factor'));
    if (str('proxy-server')) options.proxyServer = str('proxy-server');
    if (str('proxy-bypass')) options.proxyBypass = str('proxy-bypass');
    if (raw['port'] !== undefined) options.port = int(raw['port'], 'port', 0);
    if (codegen === 'typescript' || codegen === 'python') options.codegen = codegen;
    return { ok: true, options, help: raw['help'] === true, version: raw['version'] === true, warnings };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}
