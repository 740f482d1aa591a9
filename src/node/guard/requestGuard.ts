/**
 * The URL policy at the request level, for what a page makes the browser fetch or open by itself:
 * a link the model clicks, a redirect, a script's fetch. A caller's navigation is checked before it
 * starts (urlPolicy.ts `checkUrl`); this route catches the rest, as @playwright/mcp's
 * `--allowed-origins` / `--blocked-origins` routes do (`context.route`, aborted "blockedbyclient").
 *
 * It also keeps `file:` inside its roots: once a file page is open (under --allow-file-urls), a
 * link in it may point anywhere on the disk, and Chromium lets one file page open another, so every
 * `file:` request is checked against the roots. Only Chromium's request interception sees file:
 * URLs: Firefox's (Playwright's WebDriver BiDi path) never routes them, so the MCP server refuses
 * --allow-file-urls outside Chromium (mcp/options.ts); its origin lists hold there
 * (test/unit/node/guard/requestGuard.test.ts). `javascript:` URLs are no request: a page running its own script is the page's business,
 * and a caller's never gets here (`checkUrl`). A web page cannot open file: or data: documents at
 * top level by itself: the browsers block that (Chromium's "Not allowed to load local resource",
 * the Fetch standard's top-level data: navigation block).
 *
 * API
 * - `guardRequests(context, policy)`: installs the route when the policy needs one (file roots or
 *   an origin list), otherwise nothing (a route on every request costs each request a round trip).
 */
import type { BrowserContext } from 'playwright-core';
import { checkUrl, hasOriginLists, requestAllowed, type UrlPolicy } from './urlPolicy';

export async function guardRequests(context: BrowserContext, policy: UrlPolicy): Promise<void> {
  if (!policy.fileRoots.length && !hasOriginLists(policy)) return;
  await context.route(
    () => true,
    (route) => {
      const url = route.request().url();
      const ok = url.startsWith('file:')
        ? checkUrl(url, { ...policy, allowCode: false }).ok
        : requestAllowed(url, policy);
      return ok ? route.continue() : route.abort('blockedbyclient');
    },
  );
}
