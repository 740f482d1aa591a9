/**
 * The flags of `pagemark mcp`: ours and every one of @playwright/mcp 0.0.83 (its `--help`), the
 * ones accepted with a warning because pagemark does not honour them, and the help text.
 */
/** Ours and Playwright MCP 0.0.83's (`npx @playwright/mcp --help`). */
export const FLAGS = {
  browser: { type: 'string' },
  headless: { type: 'boolean' },
  headed: { type: 'boolean' },
  'executable-path': { type: 'string' },
  'cdp-endpoint': { type: 'string' },
  'cdp-header': { type: 'string', multiple: true },
  'cdp-timeout': { type: 'string' },
  isolated: { type: 'boolean' },
  'user-data-dir': { type: 'string' },
  'storage-state': { type: 'string' },
  'viewport-size': { type: 'string' },
  'allowed-origins': { type: 'string' },
  'blocked-origins': { type: 'string' },
  'allowed-hosts': { type: 'string', multiple: true },
  'output-dir': { type: 'string' },
  'timeout-action': { type: 'string' },
  'timeout-navigation': { type: 'string' },
  'timeout-settle': { type: 'string' },
  'no-sandbox': { type: 'boolean' },
  sandbox: { type: 'boolean' },
  port: { type: 'string' },
  host: { type: 'string' },
  caps: { type: 'string' },
  'console-level': { type: 'string' },
  'image-responses': { type: 'string' },
  'snapshot-mode': { type: 'string' },
  'snapshot-boxes': { type: 'boolean' },
  'test-id-attribute': { type: 'string' },
  'user-agent': { type: 'string' },
  'ignore-https-errors': { type: 'boolean' },
  'grant-permissions': { type: 'string', multiple: true },
  device: { type: 'string' },
  'proxy-server': { type: 'string' },
  'proxy-bypass': { type: 'string' },
  'init-script': { type: 'string', multiple: true },
  'block-service-workers': { type: 'boolean' },
  'allow-unrestricted-file-access': { type: 'boolean' },
  // Playwright MCP's that pagemark accepts with a warning (UNHONOURED).
  extension: { type: 'boolean' },
  endpoint: { type: 'string' },
  'file-paths': { type: 'string' },
  'idle-timeout': { type: 'string' },
  'init-page': { type: 'string', multiple: true },
  mobile: { type: 'boolean' },
  'no-webmcp': { type: 'boolean' },
  'output-max-size': { type: 'string' },
  'profile-dir-name': { type: 'string' },
  'save-session': { type: 'boolean' },
  'shared-browser-context': { type: 'boolean' },
  version: { type: 'boolean', short: 'V' },
  // pagemark's own.
  'max-tokens': { type: 'string' },
  'save-trace': { type: 'boolean' },
  codegen: { type: 'string' },
  vision: { type: 'boolean' },
  secrets: { type: 'string' },
  'allowed-roots': { type: 'string' },
  'allow-eval': { type: 'boolean' },
  'allow-file-urls': { type: 'string' },
  connect: { type: 'string' },
  config: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Playwright MCP's flags pagemark accepts and does not honour, with why (the one warning says it). */
export const UNHONOURED: Record<string, string> = {
  extension: 'the Playwright browser extension is not supported; use --cdp-endpoint',
  endpoint: 'bound browser endpoints are not supported; use --cdp-endpoint',
  'file-paths': 'file paths in answers are absolute',
  'init-page': 'TypeScript init pages are not run; use --init-script',
  mobile: 'use --device or --viewport-size',
  'no-webmcp': 'WebMCP tools are never collected',
  'output-max-size': 'old output files are not evicted',
  'profile-dir-name': 'only with --extension, which is not supported',
  'save-session': 'use --save-trace',
  'shared-browser-context': 'each HTTP client gets its own browser',
};

export const MCP_HELP = `Usage: pagemark mcp [options]    (an MCP server; stdio unless --port)

  --port N                 Streamable HTTP on http://HOST:N/mcp instead of stdio
  --host H                 interface for --port (default localhost)
  --browser B              chromium (default) | firefox | webkit
  --headless / --headed    default: headless when there is no display
  --executable-path P      the browser binary (default: Playwright's, then the system Chromium)
  --cdp-endpoint URL       attach to a running Chromium instead of launching one
  --connect WS             a fresh context in a Playwright browser server (launchServer's ws endpoint)
  --isolated               a fresh profile in memory (the default unless --user-data-dir)
  --user-data-dir D        a persistent profile
  --storage-state F        cookies and storage to start from (a Playwright storage-state file)
  --viewport-size WxH      default 1280x720
  --allowed-origins L      ';'-separated origins the browser may load (others are blocked)
  --blocked-origins L      ';'-separated origins it may not
  --output-dir D           screenshots, downloads, traces, codegen (default ./pagemark-mcp-output)
  --timeout-action MS      default 5000
  --timeout-navigation MS  default 60000 (the document; then up to 5 s for its load event)
  --timeout-settle MS      how long to listen after an action for popups and downloads (default 100;
                           in Chromium a click or key waits for the tabs and requests it set off instead)
  --caps L                 ','-separated extra capabilities: vision, pdf, devtools
  --snapshot-mode M        what an action's answer shows: incremental (default: what changed), full, none
  --snapshot-boxes         each element line carries its box
  --image-responses M      allow (default) | omit | only
  --test-id-attribute A    the test id attribute (default data-testid)
  --console-level L        error | warning | info (default) | debug
  --user-agent UA, --device NAME, --ignore-https-errors, --grant-permissions L,
  --proxy-server P, --proxy-bypass L, --init-script F, --block-service-workers,
  --cdp-header H, --cdp-timeout MS, --allowed-hosts L
                           as in Playwright MCP
  --no-sandbox             launch Chromium without its sandbox (needed as root)
  --max-tokens N           budget of one observation (default 6000; 0: none)
  --save-trace             write every call, result and a marked screenshot (JSONL + PNG)
  --codegen typescript|python  write a Playwright script of the session
  --vision                 --caps vision, and the marked screenshot in snapshots
  --secrets FILE           a dotenv file: its values are masked in results and traces
  --allowed-roots L        ';'-separated folders uploads may read (default: cwd and the output dir)
  --allow-eval             enable browser_evaluate, browser_run_code_unsafe and javascript:/data:/blob:
                           URLs (code execution in the page)
  --allow-file-urls L      ';'-separated folders whose files file: URLs may open (default: none)
  --idle-timeout MS        --port: close a session's browser after MS without a request (default 3600000)
  --config FILE            a JSON file of these options in camelCase
Every flag can also come from PAGEMARK_MCP_<FLAG> (PAGEMARK_MCP_HEADLESS=1, PAGEMARK_MCP_PORT=8931).
Playwright MCP's other flags (--extension, --save-session, ...) are accepted with a warning.`;

export type Raw = Record<string, string | boolean | string[] | undefined>;

export const camel = (k: string): string => k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
