/**
 * The browser a CLI command runs in: Debian Chromium launched headless (the default), a Playwright
 * browser server (`--connect ws://...`, what `chromium.launchServer()` and grids such as Moon or
 * Selenoid's Playwright mode expose) or a Chromium remote-debugging endpoint (`--cdp http://...`).
 * Closing a connected browser only closes the contexts this command created and disconnects.
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
  chromium: string;
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
    if (!fs.existsSync(c.chromium)) {
      return {
        ok: false,
        message: `Chromium not found at ${c.chromium} (run \`npm start\` once, or apt-get install chromium)`,
      };
    }
    const browser = await chromium.launch({
      executablePath: c.chromium,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 30_000,
    });
    return { ok: true, browser, how: `launched ${c.chromium}` };
  } catch (e) {
    const what = c.connect
      ? `could not connect to ${c.connect}`
      : c.cdp
        ? `could not attach to ${c.cdp}`
        : 'the browser did not start';
    return { ok: false, message: `${what}: ${(e as Error).message.split('\n')[0]}` };
  }
}
