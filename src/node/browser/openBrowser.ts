/**
 * The browser a CLI command runs in: a Chromium launched headless (the default; findBrowser.ts says
 * which binary), a Playwright
 * browser server (`--connect ws://...`, what `chromium.launchServer()` and grids such as Moon or
 * Selenoid's Playwright mode expose) or a Chromium remote-debugging endpoint (`--cdp http://...`).
 * Closing a connected browser only closes the contexts this command created and disconnects.
 */
import type { Browser } from 'playwright-core';
import { chromium } from './playwrightCore';
import { findBrowser } from './findBrowser';
import { driverMessage } from '../guard/driverError';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserChoice {
  /** The binary the user named (`--executable-path`); otherwise findBrowser looks for one. */
  chromium?: string;
  connect?: string;
  cdp?: string;
}

export type Opened = { ok: true; browser: Browser; how: string } | { ok: false; message: string };

export async function openBrowser(c: BrowserChoice): Promise<Opened> {
  try {
    if (c.connect) {
      return {
        ok: true,
        browser: await chromium.connect(c.connect, { timeout: 30_000 }),
        how: `connected to ${c.connect}`,
      };
    }
    if (c.cdp) {
      return {
        ok: true,
        browser: await chromium.connectOverCDP(c.cdp, { timeout: 30_000 }),
        how: `attached over CDP to ${c.cdp}`,
      };
    }
    const found = findBrowser({ explicit: c.chromium });
    if (!found.ok) return { ok: false, message: found.message };
    const browser = await chromium.launch({
      executablePath: found.path,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 30_000,
    });
    return { ok: true, browser, how: `launched ${found.path}` };
  } catch (e) {
    const what = c.connect
      ? `could not connect to ${c.connect}`
      : c.cdp
        ? `could not attach to ${c.cdp}`
        : 'the browser did not start';
    return { ok: false, message: `${what}: ${driverMessage(e)}` };
  }
}
