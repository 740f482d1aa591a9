/**
 * `pagemark mcp` options: the flags of Playwright MCP where it has them (its `program.ts` and
 * `config.d.ts` in @playwright/mcp), from the command line, then the environment (PAGEMARK_MCP_<FLAG>,
 * the pattern of Playwright MCP's PLAYWRIGHT_MCP_<FLAG>), then a JSON config file (`--config`), whose
 * keys are the flags in camelCase; a few of Playwright MCP's nested keys are read too.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

export interface McpOptions {
  browser: 'chromium' | 'firefox' | 'webkit';
  headless: boolean;
  executablePath?: string;
  cdpEndpoint?: string;
  isolated: boolean;
  userDataDir?: string;
  storageState?: string;
  viewport: { width: number; height: number };
  allowedOrigins: string[];
  blockedOrigins: string[];
  outputDir: string;
  timeoutAction: number;
  timeoutNavigation: number;
  noSandbox: boolean;
  /** Streamable HTTP instead of stdio when set. */
  port?: number;
  host: string;
  /** Budget of one observation in tokens; 0: none. */
  maxTokens: number;
  saveTrace: boolean;
  codegen?: 'typescript' | 'python';
  vision: boolean;
  /** Names of environment variables whose values are masked in results, traces and logs. */
  secrets: Record<string, string>;
  /** Folders uploads may read from (default: the working directory and the output folder). */
  allowedRoots: string[];
  /** browser_evaluate, and javascript:/data:/blob: URLs: code execution in the page, off unless asked for. */
  allowEval: boolean;
  /** Folders whose files `file:` URLs may open (--allow-file-urls); empty: file: is refused. */
  fileUrlRoots: string[];
  /** Extra Host names the HTTP transport answers (--allowed-hosts); '*' turns the check off. */
  allowedHosts: string[];
  /** HTTP: close a session's browser after this long without a request, ms (0: never). */
  idleTimeout: number;
}

const FLAGS = {
  browser: { type: 'string' },
  headless: { type: 'boolean' },
  headed: { type: 'boolean' },
  'executable-path': { type: 'string' },
  'cdp-endpoint': { type: 'string' },
  isolated: { type: 'boolean' },
  'user-data-dir': { type: 'string' },
  'storage-state': { type: 'string' },
  'viewport-size': { type: 'string' },
  'allowed-origins': { type: 'string' },
  'blocked-origins': { type: 'string' },
  'output-dir': { type: 'string' },
  'timeout-action': { type: 'string' },
  'timeout-navigation': { type: 'string' },
  'no-sandbox': { type: 'boolean' },
  sandbox: { type: 'boolean' },
  port: { type: 'string' },
  host: { type: 'string' },
  'max-tokens': { type: 'string' },
  'save-trace': { type: 'boolean' },
  codegen: { type: 'string' },
  vision: { type: 'boolean' },
  secrets: { type: 'string' },
  'allowed-roots': { type: 'string' },
  'allow-eval': { type: 'boolean' },
  'allow-file-urls': { type: 'string' },
  'allow-unrestricted-file-access': { type: 'boolean' },
  'allowed-hosts': { type: 'string' },
  'idle-timeout': { type: 'string' },
  config: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const MCP_HELP = `Usage: pagemark mcp [options]    (an MCP server; stdio unless --port)

  --port N                 Streamable HTTP on http://HOST:N/mcp instead of stdio
  --host H                 interface for --port (default localhost)
  --allowed-hosts L        ','-separated Host names --port answers besides the bound host ('*': any)
  --idle-timeout MS        --port: close a session's browser after MS without a request (default 3600000; 0: never)
  --browser B              chromium (default) | firefox | webkit
  --headless / --headed    default: headless when there is no display
  --executable-path P      the browser binary (default: Playwright's, then the system Chromium)
  --cdp-endpoint URL       attach to a running Chromium instead of launching one
  --isolated               a fresh profile in memory (the default unless --user-data-dir)
  --user-data-dir D        a persistent profile
  --storage-state F        cookies and storage to start from (a Playwright storage-state file)
  --viewport-size WxH      default 1280x720
  --allowed-origins L      ';'-separated origins the browser may load (others are blocked)
  --blocked-origins L      ';'-separated origins it may not
  --output-dir D           screenshots, downloads, traces, codegen (default ./pagemark-mcp-output)
  --timeout-action MS      default 5000
  --timeout-navigation MS  default 60000
  --no-sandbox             launch Chromium without its sandbox (needed as root)
  --max-tokens N           budget of one observation (default 6000; 0: none)
  --save-trace             write every call, result and a marked screenshot (JSONL + PNG)
  --codegen typescript|python  write a Playwright script of the session
  --vision                 add the marked screenshot to snapshots
  --secrets FILE           a dotenv file: its values are masked in results and traces
  --allowed-roots L        ';'-separated folders uploads may read (default: cwd and the output dir)
  --allow-eval             enable browser_evaluate and javascript:/data:/blob: URLs (code execution)
  --allow-file-urls L      ';'-separated folders whose files file: URLs may open (default: none)
  --allow-unrestricted-file-access  file: URLs and uploads anywhere (Playwright MCP's flag)
  --config FILE            a JSON file of these options in camelCase
Every flag can also come from PAGEMARK_MCP_<FLAG> (PAGEMARK_MCP_HEADLESS=1, PAGEMARK_MCP_PORT=8931).`;

type Raw = Record<string, string | boolean | undefined>;

const camel = (k: string): string => k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Values from PAGEMARK_MCP_* (booleans: 1/true/yes). */
function fromEnv(env: NodeJS.ProcessEnv): Raw {
  const out: Raw = {};
  for (const [flag, spec] of Object.entries(FLAGS)) {
    const v = env[`PAGEMARK_MCP_${flag.toUpperCase().replace(/-/g, '_')}`];
    if (v === undefined || flag === 'help') continue;
    out[flag] = spec.type === 'boolean' ? /^(1|true|yes|on)$/i.test(v) : v;
  }
  return out;
}

/** A config file: our flags in camelCase, and Playwright MCP's `browser.*` keys where they map. */
function fromConfig(file: string): Raw {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const out: Raw = {};
  for (const flag of Object.keys(FLAGS)) {
    const v = json[camel(flag)];
    if (v === undefined) continue;
    out[flag] = Array.isArray(v) ? v.join(';') : typeof v === 'boolean' ? v : String(v);
  }
  const b = json['browser'] as Record<string, unknown> | undefined;
  if (b && typeof b === 'object') {
    const lo = (b['launchOptions'] ?? {}) as Record<string, unknown>;
    const co = (b['contextOptions'] ?? {}) as Record<string, unknown>;
    if (typeof b['browserName'] === 'string') out['browser'] = b['browserName'];
    if (typeof b['isolated'] === 'boolean') out['isolated'] = b['isolated'];
    if (typeof b['userDataDir'] === 'string') out['user-data-dir'] = b['userDataDir'];
    if (typeof b['cdpEndpoint'] === 'string') out['cdp-endpoint'] = b['cdpEndpoint'];
    if (typeof lo['headless'] === 'boolean') out['headless'] = lo['headless'];
    if (typeof lo['executablePath'] === 'string') out['executable-path'] = lo['executablePath'];
    const vp = co['viewport'] as { width?: number; height?: number } | undefined;
    if (vp?.width && vp.height) out['viewport-size'] = `${vp.width}x${vp.height}`;
  }
  const server = json['server'] as { port?: number; host?: string; allowedHosts?: string[] } | undefined;
  if (server?.port) out['port'] = String(server.port);
  if (server?.host) out['host'] = server.host;
  if (Array.isArray(server?.allowedHosts)) out['allowed-hosts'] = server.allowedHosts.join(',');
  const network = json['network'] as { allowedOrigins?: string[]; blockedOrigins?: string[] } | undefined;
  if (Array.isArray(network?.allowedOrigins)) out['allowed-origins'] = network.allowedOrigins.join(';');
  if (Array.isArray(network?.blockedOrigins)) out['blocked-origins'] = network.blockedOrigins.join(';');

  return out;
}

const list = (v: unknown): string[] =>
  typeof v === 'string'
    ? v
        .split(/[;,]/)
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

function int(v: unknown, name: string, dflt: number): number {
  if (v === undefined) return dflt;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} takes a number, not "${String(v)}"`);
  return Math.round(n);
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

export type ParsedOptions = { ok: true; options: McpOptions; help: boolean } | { ok: false; message: string };

export function parseMcpOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): ParsedOptions {
  try {
    const { values } = parseArgs({ args: argv, options: FLAGS, allowPositionals: false, strict: true });
    const cli = values as Raw;
    const cfgFile = (cli['config'] as string | undefined) ?? env['PAGEMARK_MCP_CONFIG'];
    const raw: Raw = { ...(cfgFile ? fromConfig(cfgFile) : {}), ...fromEnv(env), ...cli };
    const browser = (raw['browser'] as string | undefined) ?? 'chromium';
    if (!['chromium', 'firefox', 'webkit', 'chrome', 'msedge'].includes(browser))
      return { ok: false, message: `--browser takes chromium, firefox or webkit, not "${browser}"` };
    const vs = (raw['viewport-size'] as string | undefined) ?? '1280x720';
    const vm = /^(\d+)\s*[x,]\s*(\d+)$/.exec(vs);
    if (!vm) return { ok: false, message: `--viewport-size takes WIDTHxHEIGHT (1280x720), not "${vs}"` };
    const codegen = raw['codegen'] as string | undefined;
    if (codegen !== undefined && codegen !== 'typescript' && codegen !== 'python' && codegen !== 'none')
      return { ok: false, message: `--codegen takes typescript or python, not "${codegen}"` };
    const outputDir = (raw['output-dir'] as string | undefined) ?? 'pagemark-mcp-output';
    const headless =
      raw['headed'] === true ? false : ((raw['headless'] as boolean | undefined) ?? !(env['DISPLAY'] ?? ''));
    const options: McpOptions = {
      browser: browser === 'chromium' || browser === 'firefox' || browser === 'webkit' ? browser : 'chromium',
      headless,
      isolated: (raw['isolated'] as boolean | undefined) ?? raw['user-data-dir'] === undefined,
      viewport: { width: Number(vm[1]), height: Number(vm[2]) },
      allowedOrigins: list(raw['allowed-origins']),
      blockedOrigins: list(raw['blocked-origins']),
      outputDir,
      timeoutAction: int(raw['timeout-action'], 'timeout-action', 5000),
      timeoutNavigation: int(raw['timeout-navigation'], 'timeout-navigation', 60000),
      noSandbox: raw['no-sandbox'] === true || raw['sandbox'] === false,
      host: (raw['host'] as string | undefined) ?? 'localhost',
      maxTokens: int(raw['max-tokens'], 'max-tokens', 6000),
      saveTrace: raw['save-trace'] === true,
      vision: raw['vision'] === true,
      secrets: raw['secrets'] ? readSecrets(raw['secrets'] as string) : {},
      allowedRoots: list(raw['allowed-roots']),
      allowEval: raw['allow-eval'] === true,
      fileUrlRoots: list(raw['allow-file-urls']),
      allowedHosts: list(raw['allowed-hosts']),
      idleTimeout: int(raw['idle-timeout'], 'idle-timeout', 3_600_000),
    };
    // Playwright MCP's --allow-unrestricted-file-access: file: URLs and uploads from anywhere.
    if (raw['allow-unrestricted-file-access'] === true) {
      options.fileUrlRoots = ['/'];
      options.allowedRoots = ['/'];
    }
    const opt = (k: string): string | undefined => raw[k] as string | undefined;
    if (opt('executable-path')) options.executablePath = opt('executable-path');
    if (opt('cdp-endpoint')) options.cdpEndpoint = opt('cdp-endpoint');
    if (opt('user-data-dir')) options.userDataDir = opt('user-data-dir');
    if (opt('storage-state')) options.storageState = opt('storage-state');
    if (raw['port'] !== undefined) options.port = int(raw['port'], 'port', 0);
    if (codegen === 'typescript' || codegen === 'python') options.codegen = codegen;
    return { ok: true, options, help: raw['help'] === true };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}
