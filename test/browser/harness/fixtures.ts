// Playwright Test fixtures giving every spec a `drv: Driver`, whatever the engine:
//   chromium, firefox -> Playwright (browser launched from the project's browserName + launchOptions)
//   webkit            -> WebKitWebDriver + WebKitGTK MiniBrowser over classic W3C WebDriver
// Specs use `drv` (not Playwright's `page`) to stay cross-engine; `page` would try to launch
// Playwright's own WebKit build in the webkit project. Adapted from ../shared/engines (ENGINES.md).
import { test as base, type Browser } from '@playwright/test';
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

type EngineHandle = { kind: 'pw'; browser: Browser } | { kind: 'wd'; driver: { url: string; proc: ChildProcess } };
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

export const test = base.extend<{ drv: PagemarkDriver }, WorkerFx>({
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
        const handle = { kind: 'wd' as const, driver: await startDriverServer(WEBKIT_WEBDRIVER) };
        await use(handle);
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

  drv: async ({ engineHandle, browserName, server }, use) => {
    if (engineHandle.kind === 'pw') {
      const context = await engineHandle.browser.newContext({ viewport: { width: 800, height: 600 } });
      const page = await context.newPage();
      await use(withPagemark(new PlaywrightDriver(browserName, page), server));
      await context.close();
    } else {
      const h = engineHandle;
      const s = await twice('webkit new session', async (n) => {
        if (n > 1) {
          h.driver.proc.kill('SIGKILL');
          h.driver = await startDriverServer(WEBKIT_WEBDRIVER);
        }
        return WebDriverSession.create('webkit', h.driver.url, WEBKIT_CAPS, 15_000);
      });
      await s.setViewport(800, 600);
      await use(withPagemark(s, server));
      await s.quit();
    }
  },
});
export { expect } from '@playwright/test';
