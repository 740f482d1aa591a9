// The specs that act while the page's built-ins are broken (builtins.spec.ts,
// hostile-after-load.spec.ts) start the acting in a page timer, after the driver's call has returned,
// and read its result from window.__acted once the page function put it there and set the document
// title to ACTED_TITLE.
import type { Page } from '@playwright/test';
import { expect, type PagemarkDriver } from './fixtures';

/** The document title a spec's page function sets after it stored its result in window.__acted. */
export const ACTED_TITLE = 'pagemark-test: acted';

/** Wait for the acting the spec started in the page to end, and return window.__acted. */
export async function actedResult<T>(drv: PagemarkDriver): Promise<T | null> {
  const read = () => drv.call<T | null>(() => (window as any).__acted).catch(() => null);
  const page = (drv as { page?: Page }).page;
  if (page) {
    // Playwright reads the title in its utility world, whose built-ins are its own: the read never
    // runs the page's replaced ones, so it can come often and end the wait soon after the acting.
    await expect.poll(() => page.title(), { timeout: 100_000, intervals: [50, 100, 200] }).toBe(ACTED_TITLE);
  } else {
    // WebKitGTK's WebDriver runs every script, a title read included, through the page's `then`
    // and timers: a read while they are broken hangs until its script timeout. So few reads.
    await expect.poll(read, { timeout: 100_000, intervals: [1000] }).toBeTruthy();
  }
  return read();
}
