/**
 * The browser context the MCP server drives, from its options: attach over CDP, a persistent profile
 * (`--user-data-dir`) or a fresh one, the viewport, storage state, and the request guard (origin
 * lists, file roots: src/node/guard/requestGuard.ts).
 *
 * Chromium is found by the CLI's one discovery module (browser/findBrowser.ts: flag, environment,
 * Playwright's installed browser, the system's); Firefox and WebKit by Playwright's registry.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { McpOptions } from './options';
import { CHROMIUM_ARGS } from '../browser/openBrowser';
import { findBrowser } from '../browser/findBrowser';
import { chromium, devices, firefox, webkit } from '../browser/playwrightCore';
import { guardRequests } from '../guard/requestGuard';
import { MCP_FLAG_NAMES, type UrlPolicy } from '../guard/urlPolicy';

/** The binary to launch, or an error naming what to install. */
export function findExecutable(o: McpOptions): { path: string } | { error: string } {
  if (o.browser === 'chromium') {
    const f = findBrowser(o.executablePath ? { explicit: o.executablePath } : {});
    return f.ok ? { path: f.path } : { error: f.message };
  }
  if (o.executablePath)
    return fs.existsSync(o.executablePath)
      ? { path: o.executablePath }
      : { error: `no browser at ${o.executablePath} (the --executable-path given)` };
  const engine = o.browser === 'firefox' ? firefox : webkit;
  let own = '';
  try {
    own = engine.executablePath();
  } catch {
    /* no build for this platform */
  }
  if (own && fs.existsSync(own)) return { path: own };
  if (o.browser === 'firefox' && fs.existsSync('/usr/bin/firefox-esr')) return { path: '/usr/bin/firefox-esr' };
  return {
    error: `no ${o.browser} found: install it with \`npx playwright install ${o.browser}\`, or pass --executable-path`,
  };
}

/** Playwright's own Firefox build (patched for its Juggler protocol), not a stock Firefox. */
function isPlaywrightFirefox(file: string): boolean {
  try {
    return fs.realpathSync(file) === fs.realpathSync(firefox.executablePath());
  } catch {
    return false;
  }
}

export interface Launched {
  context: BrowserContext;
  browser: Browser | null;
  /** Closes what this server opened (a CDP browser is only disconnected). */
  close(): Promise<void>;
}

/** The URL policy of the server's flags (guard/urlPolicy.ts): the browser's and every tool's. */
export function urlPolicyOf(o: McpOptions): UrlPolicy {
  return {
    fileRoots: o.fileRoots,
    allowCode: o.allowEval,
    allowedOrigins: o.allowedOrigins,
    blockedOrigins: o.blockedOrigins,
    names: MCP_FLAG_NAMES,
  };
}

/** The request guard (origin lists, file roots) and --init-script: the user's own scripts in every
 * page before the page's (Playwright MCP's flag). */
async function prepareContext(context: BrowserContext, o: McpOptions): Promise<void> {
  for (const path of o.initScripts) await context.addInitScript({ path });
  await guardRequests(context, urlPolicyOf(o));
}

export async function launchContext(o: McpOptions): Promise<Launched> {
  const viewport = o.viewport;
  if (o.cdpEndpoint) {
    const browser = await chromium.connectOverCDP(o.cdpEndpoint, { timeout: o.cdpTimeout, headers: o.cdpHeaders });
    const context = browser.contexts()[0] ?? (await browser.newContext({ viewport }));
    await prepareContext(context, o);
    return { context, browser, close: () => browser.close() };
  }
  const engine = o.browser === 'firefox' ? firefox : o.browser === 'webkit' ? webkit : chromium;
  const device = o.device ? devices[o.device] : undefined;
  if (o.device && !device) throw new Error(`no device "${o.device}" in Playwright's device list (--device)`);
  const contextOptions: BrowserContextOptions = {
    ...(device ?? {}),
    viewport: device ? device.viewport : viewport,
    ...(o.deviceScaleFactor ? { deviceScaleFactor: o.deviceScaleFactor } : {}),
    acceptDownloads: true,
    ...(o.storageState ? { storageState: o.storageState } : {}),
    ...(o.userAgent ? { userAgent: o.userAgent } : {}),
    ...(o.ignoreHttpsErrors ? { ignoreHTTPSErrors: true } : {}),
    ...(o.grantPermissions.length ? { permissions: o.grantPermissions } : {}),
    ...(o.blockServiceWorkers ? { serviceWorkers: 'block' as const } : {}),
  };
  if (o.connectEndpoint) {
    // A Playwright browser server: a context of our own in it, with the same context options as a
    // launch (device, permissions, ...); closing disconnects, the server stays.
    const browser = await engine.connect(o.connectEndpoint, { timeout: o.cdpTimeout, headers: o.cdpHeaders });
    const context = await browser.newContext(contextOptions);
    await prepareContext(context, o);
    return { context, browser, close: () => browser.close() };
  }
  const found = findExecutable(o);
  if ('error' in found) throw new Error(found.error);
  const args = o.browser === 'chromium' ? CHROMIUM_ARGS.filter((a) => a !== '--no-sandbox' || o.noSandbox) : [];
  // Root cannot run Chromium's sandbox: say so by starting without it, as Playwright MCP's docker image does.
  if (o.browser === 'chromium' && process.getuid?.() === 0 && !args.includes('--no-sandbox')) args.push('--no-sandbox');
  const launch = {
    executablePath: found.path,
    // A stock Firefox (Debian's firefox-esr, Mozilla's builds) speaks WebDriver BiDi, which Playwright
    // drives through its moz-firefox channel; only Playwright's own Firefox build speaks Juggler.
    ...(o.browser === 'firefox' && !isPlaywrightFirefox(found.path) ? { channel: 'moz-firefox' } : {}),
    headless: o.headless,
    args,
    timeout: o.timeoutNavigation,
    ...(o.proxyServer ? { proxy: { server: o.proxyServer, ...(o.proxyBypass ? { bypass: o.proxyBypass } : {}) } } : {}),
  };
  if (!o.isolated && o.userDataDir) {
    const context = await engine.launchPersistentContext(o.userDataDir, { ...launch, ...contextOptions });
    await prepareContext(context, o);
    return { context, browser: null, close: () => context.close() };
  }
  const browser = await engine.launch(launch);
  const context = await browser.newContext(contextOptions);
  await prepareContext(context, o);
  return { context, browser, close: () => browser.close() };
}
