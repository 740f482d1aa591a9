/**
 * The browser context the MCP server drives, from its options: attach over CDP, a persistent profile
 * (`--user-data-dir`) or a fresh one, the viewport, storage state, and the origin filter.
 *
 * Chromium is found by the CLI's one discovery module (findBrowser.ts: flag, environment,
 * Playwright's installed browser, the system's); Firefox and WebKit by Playwright's registry.
 */
import fs from 'node:fs';
import {
  chromium,
  devices,
  firefox,
  webkit,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from 'playwright-core';
import type { McpOptions } from './options';
import { CHROMIUM_ARGS } from '../openBrowser';
import { findBrowser } from '../findBrowser';

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

export interface Launched {
  context: BrowserContext;
  browser: Browser | null;
  /** Closes what this server opened (a CDP browser is only disconnected). */
  close(): Promise<void>;
}

function originOf(u: string): string {
  try {
    return new URL(u).origin;
  } catch {
    return '';
  }
}

/** Playwright MCP's origin filter: an allow list (when given) and a block list, by origin. */
async function filterOrigins(context: BrowserContext, o: McpOptions): Promise<void> {
  // --init-script: the user's own scripts in every page before the page's (Playwright MCP's flag).
  for (const path of o.initScripts) await context.addInitScript({ path });
  if (!o.allowedOrigins.length && !o.blockedOrigins.length) return;
  const norm = (l: string[]) => l.map((x) => originOf(x) || x);
  const allowed = norm(o.allowedOrigins);
  const blocked = norm(o.blockedOrigins);
  await context.route('**/*', (route) => {
    const origin = originOf(route.request().url());
    const ok = origin === 'null' || ((!allowed.length || allowed.includes(origin)) && !blocked.includes(origin));
    return ok ? route.continue() : route.abort('blockedbyclient');
  });
}

export async function launchContext(o: McpOptions): Promise<Launched> {
  const viewport = o.viewport;
  if (o.cdpEndpoint) {
    const browser = await chromium.connectOverCDP(o.cdpEndpoint, { timeout: o.cdpTimeout, headers: o.cdpHeaders });
    const context = browser.contexts()[0] ?? (await browser.newContext({ viewport }));
    await filterOrigins(context, o);
    return { context, browser, close: () => browser.close() };
  }
  const found = findExecutable(o);
  if ('error' in found) throw new Error(found.error);
  const engine = o.browser === 'firefox' ? firefox : o.browser === 'webkit' ? webkit : chromium;
  const args = o.browser === 'chromium' ? CHROMIUM_ARGS.filter((a) => a !== '--no-sandbox' || o.noSandbox) : [];
  // Root cannot run Chromium's sandbox: say so by starting without it, as Playwright MCP's docker image does.
  if (o.browser === 'chromium' && process.getuid?.() === 0 && !args.includes('--no-sandbox')) args.push('--no-sandbox');
  const launch = {
    executablePath: found.path,
    headless: o.headless,
    args,
    timeout: o.timeoutNavigation,
    ...(o.proxyServer ? { proxy: { server: o.proxyServer, ...(o.proxyBypass ? { bypass: o.proxyBypass } : {}) } } : {}),
  };
  const device = o.device ? devices[o.device] : undefined;
  if (o.device && !device) throw new Error(`no device "${o.device}" in Playwright's device list (--device)`);
  const contextOptions: BrowserContextOptions = {
    ...(device ?? {}),
    viewport: device ? device.viewport : viewport,
    acceptDownloads: true,
    ...(o.storageState ? { storageState: o.storageState } : {}),
    ...(o.userAgent ? { userAgent: o.userAgent } : {}),
    ...(o.ignoreHttpsErrors ? { ignoreHTTPSErrors: true } : {}),
    ...(o.grantPermissions.length ? { permissions: o.grantPermissions } : {}),
    ...(o.blockServiceWorkers ? { serviceWorkers: 'block' as const } : {}),
  };
  if (!o.isolated && o.userDataDir) {
    const context = await engine.launchPersistentContext(o.userDataDir, { ...launch, ...contextOptions });
    await filterOrigins(context, o);
    return { context, browser: null, close: () => context.close() };
  }
  const browser = await engine.launch(launch);
  const context = await browser.newContext(contextOptions);
  await filterOrigins(context, o);
  return { context, browser, close: () => browser.close() };
}
