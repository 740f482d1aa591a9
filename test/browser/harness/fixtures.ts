// Playwright Test fixtures giving every spec a `drv: Driver`, whatever the engine:
//   chromium, firefox -> Playwright (browser launched from the project's browserName + launchOptions)
//   webkit            -> WebKitWebDriver + WebKitGTK MiniBrowser over classic W3C WebDriver
// Specs use `drv` (not Playwright's `page`) to stay cross-engine; `page` would try to launch
// Playwright's own WebKit build in the webkit project. Adapted from ../shared/engines (ENGINES.md).
import {
  test as base,
  type Browser,
  type BrowserContext,
  type Dialog,
  type Page,
  type TestInfo,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { startServer, type FixtureServer } from './server';
import { PlaywrightDriver, WebDriverSession, startDriverServer, type Driver } from './drivers';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// PAGEMARK_BUNDLE lets a developer test a bundle built elsewhere (PAGEMARK_OUT=.tmp/x npx rollup -c).
const IIFE = process.env.PAGEMARK_BUNDLE ?? path.join(ROOT, 'dist', 'pagemark.iife.js');
/** The bundle under test: dist/pagemark.iife.js, read fresh for every test file (the build step runs first). */
export function bundleSource(): string {
  return fs.readFileSync(IIFE, 'utf8');
}
/**
 * The minified bundle, the one the host helpers inject (src/node/drivers/bundleFile.ts). It is built with
 * options of its own (rollup.config.mjs: gzip-friendly compress), so one suite must prove it answers
 * as the unminified one does: the golden outputs (golden.spec.ts) run on it.
 */
export function minifiedBundleSource(): string {
  return fs.readFileSync(process.env.PAGEMARK_BUNDLE ?? path.join(ROOT, 'dist', 'pagemark.iife.min.js'), 'utf8');
}

const WEBKIT_CAPS = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': {
    binary: process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    args: ['--automation'],
  },
};

/**
 * A browser or WebDriver server per worker, and the page or session the last test left clean for the
 * next (see `drv` below): a page serves the next test of its spec file (`file`), a WebDriver session
 * any next test of the worker.
 */
type EngineHandle =
  | { kind: 'pw'; browser: Browser; kept?: { file: string; context: BrowserContext; page: Page } }
  | { kind: 'wd'; driver: { url: string; proc: ChildProcess }; kept?: { session: WebDriverSession } };
const WEBKIT_WEBDRIVER = process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver';

/** Rare hangs were seen on a loaded 2-core box (Firefox launch > 30 s, WebKit new-session > 30 s): bound and retry once. */
async function twice<T>(what: string, attempt: (n: number) => Promise<T>): Promise<T> {
  try {
    return await attempt(1);
  } catch (e) {
    console.warn(`[engines] ${what} failed, retrying once: ${(e as Error).message.split('\n')[0]}`);
    return attempt(2);
  }
}

export interface PagemarkDriver extends Driver {
  /** Navigate to a fixture path relative to the repository root (e.g. 'test/fixtures/registry/basic.html') and inject pagemark. */
  open(fixture: string, opts?: { inject?: boolean; query?: string }): Promise<void>;
  /** Origin-relative URL of a fixture on the main origin. */
  url(fixture: string): string;
  /** Same fixture on another origin (for cross-origin iframes). */
  crossUrl(fixture: string): string;
}

type WorkerFx = { server: FixtureServer; engineHandle: EngineHandle };

function withPagemark(d: Driver, server: FixtureServer): PagemarkDriver {
  const x = d as PagemarkDriver;
  x.url = (f) => server.url + f;
  x.crossUrl = (f) => server.crossUrl + f;
  x.open = async (f, opts) => {
    await d.goto(server.url + f + (opts?.query ? `?${opts.query}` : ''));
    if (opts?.inject !== false) await d.inject(bundleSource());
  };
  return x;
}

/** The events a spec may listen to on its page: a page kept for the next test drops their listeners. */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'domcontentloaded',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

/**
 * Whether the page or session of a test that ended so may serve the next test of its spec file:
 * only after a test that passed (or skipped itself); after anything else the next test gets a new one.
 */
const reusable = (info: TestInfo) => info.status === 'passed' || info.status === 'skipped';

/** Leave a kept Playwright page as a new one would be: one page, no routes, listeners, storage or cookies, about:blank. */
async function resetPage(context: BrowserContext, page: Page): Promise<void> {
  for (const p of context.pages()) if (p !== page) await p.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const e of PAGE_EVENTS) page.removeAllListeners(e);
  await page.evaluate(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {}
  });
  await context.clearCookies();
  // A page that asks before it unloads (a beforeunload handler after a real click) is let go.
  const leave = (d: Dialog) => d.accept().catch(() => {});
  page.on('dialog', leave);
  await page.goto('about:blank', { timeout: 15_000 });
  page.off('dialog', leave);
  await page.setViewportSize({ width: 800, height: 600 });
}

export const test = base.extend<{ drv: PagemarkDriver; reusePage: boolean }, WorkerFx>({
  /**
   * Chromium and Firefox: whether this spec's tests share one page, one after another (the next test
   * gets it back at about:blank, routes, listeners, storage and cookies gone), instead of a new context
   * each. A new context and page cost 0.3 s in Chromium and 0.7 s in Firefox; the specs that open one
   * page per test by the hundred (golden, dispose-corpus, locators-playwright, incremental-corpus) set
   * it. What a page cannot give back (init scripts, exposed functions, the mouse's position) stays
   * within the spec file: a spec sets it only when its own tests cannot tell (docs/testing.md).
   */
  reusePage: [false, { option: true }],

  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const s = await startServer();
      await use(s);
      await s.close();
    },
    { scope: 'worker' },
  ],

  engineHandle: [
    async ({ playwright, browserName, launchOptions }, use) => {
      if (browserName === 'webkit') {
        const handle: EngineHandle = { kind: 'wd', driver: await startDriverServer(WEBKIT_WEBDRIVER) };
        await use(handle);
        if (handle.kept) await handle.kept.session.quit();
        handle.driver.proc.kill();
      } else {
        const browser = await twice(`${browserName} launch`, () =>
          playwright[browserName].launch({ timeout: 25_000, ...launchOptions }),
        );
        await use({ kind: 'pw', browser });
        await browser.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  drv: async ({ engineHandle, browserName, server, reusePage }, use, testInfo) => {
    const h = engineHandle;
    if (h.kind === 'pw') {
      let kept = h.kept;
      h.kept = undefined;
      if (kept && (!reusePage || kept.file !== testInfo.file)) {
        await kept.context.close();
        kept = undefined;
      }
      const context = kept?.context ?? (await h.browser.newContext({ viewport: { width: 800, height: 600 } }));
      const page = kept?.page ?? (await context.newPage());
      await use(withPagemark(new PlaywrightDriver(browserName, page), server));
      if (reusePage && reusable(testInfo) && !page.isClosed()) {
        try {
          await resetPage(context, page);
          h.kept = { file: testInfo.file, context, page };
          return;
        } catch {
          /* a page that cannot be reset is closed below */
        }
      }
      await context.close();
    } else {
      // WebKitGTK: a new WebDriver session (a MiniBrowser process) costs 1 to 1.5 s, so a worker's
      // tests share one, one after another, across spec files (WebDriverSession.reset: one window,
      // about:blank, no alert, storage, cookies or input held); the WebDriver interface leaves no init
      // script, route or exposed function behind, which is why a Playwright page stays in its file.
      const kept = h.kept;
      h.kept = undefined;
      const s =
        kept?.session ??
        (await twice('webkit new session', async (n) => {
          if (n > 1) {
            h.driver.proc.kill('SIGKILL');
            h.driver = await startDriverServer(WEBKIT_WEBDRIVER);
          }
          return WebDriverSession.create('webkit', h.driver.url, WEBKIT_CAPS, 15_000);
        }));
      await s.setViewport(800, 600);
      await use(withPagemark(s, server));
      if (reusable(testInfo)) {
        try {
          await s.reset();
          h.kept = { session: s };
          return;
        } catch {
          /* a session that cannot be reset is ended below */
        }
      }
      await s.quit();
    }
  },
});
export { expect } from '@playwright/test';
