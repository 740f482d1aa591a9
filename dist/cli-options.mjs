/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * The flags of `pagemark mcp`: ours and every one of @playwright/mcp 0.0.83 (its `--help`), the
 * ones accepted with a warning because pagemark does not honour them, and the help text.
 */
/** Ours and Playwright MCP 0.0.83's (`npx @playwright/mcp --help`). */
const FLAGS = {
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
};
/** Playwright MCP's flags pagemark accepts and does not honour, with why (the one warning says it). */
const UNHONOURED = {
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
const MCP_HELP = `Usage: pagemark mcp [options]    (an MCP server; stdio unless --port)

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
const camel = (k) => k.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/**
 * A `pagemark mcp` config file (`--config`, PAGEMARK_MCP_CONFIG) read into flag values: our flags in
 * camelCase at the top, and Playwright MCP's nested keys (its config.d.ts).
 */
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A config value as a flag's value: strings, numbers and booleans; lists joined. Objects are nested keys. */
function flagValue(v) {
    if (typeof v === 'boolean' || typeof v === 'string')
        return v;
    if (typeof v === 'number')
        return String(v);
    if (Array.isArray(v))
        return v.map(String);
    return undefined;
}
/**
 * A config file: our flags in camelCase, and Playwright MCP's keys (config.d.ts): `browser.*`,
 * `server.*`, `capabilities`, `console.level`, `network.*`, `timeouts.*`, `snapshot.*`,
 * `secrets` (an object there), `imageResponses`, `testIdAttribute`, `outputDir`, `codegen`, ...
 */
function fromConfig(file, secrets) {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    const out = {};
    for (const flag of Object.keys(FLAGS)) {
        const v = flagValue(json[camel(flag)]);
        if (v === undefined || (flag === 'secrets' && typeof v !== 'string'))
            continue;
        out[flag] = Array.isArray(v) && !('multiple' in FLAGS[flag]) ? v.join(';') : v;
    }
    const set = (flag, v) => {
        const f = flagValue(v);
        if (f !== undefined)
            out[flag] = f;
    };
    const b = json['browser'];
    if (isObj(b)) {
        const lo = isObj(b['launchOptions']) ? b['launchOptions'] : {};
        const co = isObj(b['contextOptions']) ? b['contextOptions'] : {};
        set('browser', b['browserName']);
        if (typeof lo['channel'] === 'string' && b['browserName'] === undefined)
            set('browser', lo['channel']);
        set('isolated', b['isolated']);
        set('user-data-dir', b['userDataDir']);
        set('cdp-endpoint', b['cdpEndpoint']);
        set('cdp-timeout', b['cdpTimeout']);
        if (isObj(b['cdpHeaders']))
            out['cdp-header'] = Object.entries(b['cdpHeaders']).map(([k, v]) => `${k}: ${String(v)}`);
        if (b['remoteEndpoint'] !== undefined)
            out['endpoint'] = 'remoteEndpoint';
        set('init-script', b['initScript']);
        set('init-page', b['initPage']);
        set('headless', lo['headless']);
        set('executable-path', lo['executablePath']);
        if (Array.isArray(lo['args']) && lo['args'].includes('--no-sandbox'))
            out['no-sandbox'] = true;
        if (lo['chromiumSandbox'] === false)
            out['no-sandbox'] = true;
        const proxy = isObj(lo['proxy']) ? lo['proxy'] : isObj(co['proxy']) ? co['proxy'] : null;
        if (proxy) {
            set('proxy-server', proxy['server']);
            set('proxy-bypass', proxy['bypass']);
        }
        const vp = co['viewport'];
        if (vp?.width && vp.height)
            out['viewport-size'] = `${vp.width}x${vp.height}`;
        // Config only (Playwright MCP has no flag for it): browser_take_screenshot's scale: device reads it.
        if (typeof co['deviceScaleFactor'] === 'number')
            out['device-scale-factor'] = String(co['deviceScaleFactor']);
        set('user-agent', co['userAgent']);
        set('ignore-https-errors', co['ignoreHTTPSErrors']);
        set('grant-permissions', co['permissions']);
        if (typeof co['storageState'] === 'string')
            out['storage-state'] = co['storageState'];
        if (co['serviceWorkers'] === 'block')
            out['block-service-workers'] = true;
    }
    const server = json['server'];
    if (isObj(server)) {
        set('port', server['port']);
        set('host', server['host']);
        set('allowed-hosts', server['allowedHosts']);
    }
    if (Array.isArray(json['capabilities']))
        out['caps'] = json['capabilities'].map(String).join(',');
    if (isObj(json['console']))
        set('console-level', json['console']['level']);
    if (isObj(json['network'])) {
        const n = json['network'];
        if (Array.isArray(n['allowedOrigins']))
            out['allowed-origins'] = n['allowedOrigins'].join(';');
        if (Array.isArray(n['blockedOrigins']))
            out['blocked-origins'] = n['blockedOrigins'].join(';');
    }
    if (isObj(json['timeouts'])) {
        const t = json['timeouts'];
        set('timeout-action', t['action']);
        set('timeout-navigation', t['navigation']);
        set('timeout-settle', t['settle']);
        set('idle-timeout', t['idle']);
    }
    if (isObj(json['snapshot'])) {
        set('snapshot-mode', json['snapshot']['mode']);
        set('snapshot-boxes', json['snapshot']['boxes']);
    }
    if (isObj(json['secrets']))
        for (const [k, v] of Object.entries(json['secrets']))
            secrets[k] = String(v);
    if (json['webmcp'] === false)
        out['no-webmcp'] = true;
    return out;
}

/**
 * `pagemark mcp` options: every flag and config-file key of @playwright/mcp 0.0.83 (its `--help`
 * and `config.d.ts`), and pagemark's own, from the command line, then the environment
 * (PAGEMARK_MCP_<FLAG>, the pattern of Playwright MCP's PLAYWRIGHT_MCP_<FLAG>), then a JSON config
 * file (`--config`): our flags in camelCase at the top, and Playwright MCP's nested keys. A flag or
 * key of Playwright MCP that pagemark does not honour is accepted with one warning on stderr (a
 * client's configuration written for Playwright MCP starts as it is), never an exit.
 */
/** Values from PAGEMARK_MCP_* (booleans: 1/true/yes). */
function fromEnv(env) {
    const out = {};
    for (const [flag, spec] of Object.entries(FLAGS)) {
        const v = env[`PAGEMARK_MCP_${flag.toUpperCase().replace(/-/g, '_')}`];
        if (v === undefined || flag === 'help')
            continue;
        out[flag] = spec.type === 'boolean' ? /^(1|true|yes|on)$/i.test(v) : 'multiple' in spec ? [v] : v;
    }
    return out;
}
const list = (v) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : [])
    .flatMap((x) => x.split(/[;,]/))
    .map((s) => s.trim())
    .filter(Boolean);
function int(v, name, dflt) {
    if (v === undefined)
        return dflt;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0)
        throw new Error(`--${name} takes a number, not "${String(v)}"`);
    return Math.round(n);
}
function oneOf(v, name, values, dflt) {
    if (v === undefined)
        return dflt;
    if (typeof v === 'string' && values.includes(v))
        return v;
    throw new Error(`--${name} takes ${values.join(', ')}, not "${String(v)}"`);
}
/** A dotenv file's values by name (Playwright MCP's --secrets format). */
function readSecrets(file) {
    const out = {};
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
        const m = /^\s*([A-Za-z_][\w.-]*)\s*=\s*(.*?)\s*$/.exec(line);
        if (m && m[2])
            out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
    }
    return out;
}
const CAPS = [
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
function parseMcpOptions(argv, env = process.env) {
    try {
        const { values } = parseArgs({ args: argv, options: FLAGS, allowPositionals: false, strict: true });
        const cli = values;
        const cfgFile = cli['config'] ?? env['PAGEMARK_MCP_CONFIG'];
        const cfgSecrets = {};
        const raw = { ...(cfgFile ? fromConfig(cfgFile, cfgSecrets) : {}), ...fromEnv(env), ...cli };
        const warnings = [];
        for (const [flag, why] of Object.entries(UNHONOURED))
            if (raw[flag] !== undefined && raw[flag] !== false)
                warnings.push(`--${flag} (Playwright MCP) is accepted and not honoured: ${why}`);
        const browser = raw['browser'] ?? 'chromium';
        if (!['chromium', 'firefox', 'webkit', 'chrome', 'msedge'].includes(browser) && !/^(chrome|msedge)-/.test(browser))
            return { ok: false, message: `--browser takes chromium, firefox or webkit, not "${browser}"` };
        const vs = raw['viewport-size'] ?? '1280x720';
        const vm = /^(\d+)\s*[x,]\s*(\d+)$/.exec(vs);
        if (!vm)
            return { ok: false, message: `--viewport-size takes WIDTHxHEIGHT (1280x720), not "${vs}"` };
        const codegen = raw['codegen'];
        if (codegen === 'java' || codegen === 'csharp')
            warnings.push(`--codegen ${codegen} (Playwright MCP) is accepted and not honoured: pagemark writes typescript or python`);
        else if (codegen !== undefined && codegen !== 'typescript' && codegen !== 'python' && codegen !== 'none')
            return { ok: false, message: `--codegen takes typescript or python, not "${codegen}"` };
        const caps = list(raw['caps']);
        // Playwright MCP's legacy --vision is --caps vision (the coordinate tools); pagemark's snapshots
        // also carry the marked screenshot with it.
        if (raw['vision'] === true && !caps.includes('vision'))
            caps.push('vision');
        const badCap = caps.find((c) => !CAPS.includes(c));
        if (badCap)
            warnings.push(`--caps ${badCap} is not a capability pagemark knows; ignored`);
        const str = (k) => raw[k];
        const outputDir = str('output-dir') ?? 'pagemark-mcp-output';
        const headless = raw['headed'] === true ? false : (raw['headless'] ?? !(env['DISPLAY'] ?? ''));
        const snapshotMode = oneOf(str('snapshot-mode'), 'snapshot-mode', ['incremental', 'full', 'none'], 'incremental');
        const cdpHeaders = {};
        for (const h of list(raw['cdp-header'])) {
            const m = /^([^:]+):\s*(.*)$/.exec(h);
            if (m)
                cdpHeaders[m[1].trim()] = m[2];
        }
        const vision = raw['vision'] === true;
        const unrestricted = raw['allow-unrestricted-file-access'] === true;
        const options = {
            browser: browser === 'chromium' || browser === 'firefox' || browser === 'webkit' ? browser : 'chromium',
            headless,
            isolated: raw['isolated'] ?? raw['user-data-dir'] === undefined,
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
            caps: caps.filter((c) => CAPS.includes(c)),
            imageResponses: oneOf(str('image-responses'), 'image-responses', ['allow', 'omit', 'only'], 'allow'),
            snapshotMode,
            snapshotBoxes: raw['snapshot-boxes'] === true,
            testIdAttribute: str('test-id-attribute') ?? 'data-testid',
            consoleLevel: oneOf(str('console-level'), 'console-level', ['error', 'warning', 'info', 'debug'], 'info'),
            secrets: { ...cfgSecrets, ...(typeof raw['secrets'] === 'string' ? readSecrets(raw['secrets']) : {}) },
            allowedRoots: unrestricted ? ['/'] : list(raw['allowed-roots']),
            // Playwright MCP blocks file: URLs unless --allow-unrestricted-file-access; --allow-file-urls
            // opens the folders it names (docs/security.md).
            fileRoots: unrestricted ? ['/'] : list(raw['allow-file-urls']),
            idleTimeout: int(raw['idle-timeout'], 'idle-timeout', 3600000),
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
            throw new Error(`--allow-file-urls needs --browser chromium: ${options.browser} does not let pagemark route file: ` +
                'requests, so a file page could open files outside the roots (--allow-unrestricted-file-access opens all)');
        if (str('executable-path'))
            options.executablePath = str('executable-path');
        if (str('cdp-endpoint'))
            options.cdpEndpoint = str('cdp-endpoint');
        if (str('connect'))
            options.connectEndpoint = str('connect');
        if (options.cdpEndpoint && options.connectEndpoint)
            throw new Error('use --cdp-endpoint or --connect, not both');
        if (str('user-data-dir'))
            options.userDataDir = str('user-data-dir');
        if (str('storage-state'))
            options.storageState = str('storage-state');
        if (str('user-agent'))
            options.userAgent = str('user-agent');
        if (str('device'))
            options.device = str('device');
        if (str('device-scale-factor'))
            options.deviceScaleFactor = Number(str('device-scale-factor'));
        if (str('proxy-server'))
            options.proxyServer = str('proxy-server');
        if (str('proxy-bypass'))
            options.proxyBypass = str('proxy-bypass');
        if (raw['port'] !== undefined)
            options.port = int(raw['port'], 'port', 0);
        if (codegen === 'typescript' || codegen === 'python')
            options.codegen = codegen;
        return { ok: true, options, help: raw['help'] === true, version: raw['version'] === true, warnings };
    }
    catch (e) {
        return { ok: false, message: e.message };
    }
}

export { MCP_HELP as M, parseMcpOptions as p };
