/**
 * Loading the page a command works on. Playwright's `page.goto` resolves on any HTTP answer, a 404
 * included (its docs: "page.goto will not throw an error when any valid HTTP status code is returned
 * by the remote server, including 404 Not Found"): a command would then snapshot the error page and
 * report success. Here an error status is a failure to load, the CLI's exit 3, like a network error.
 */
import type { Page } from 'playwright-core';

export type Loaded = { ok: true } | { ok: false; message: string };

export async function loadPage(page: Page, url: string, shown: string): Promise<Loaded> {
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    // null: a same-document navigation (a #hash) or about:blank, nothing that failed.
    if (response && response.status() >= 400)
      return { ok: false, message: `could not load ${shown}: HTTP ${response.status()} ${response.statusText()}` };
    return { ok: true };
  } catch (e) {
    return { ok: false, message: `could not load ${shown}: ${(e as Error).message.split('\n')[0]}` };
  }
}
