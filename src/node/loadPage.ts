/**
 * The page a command works on: where it is (a URL as given, or a local file served from its folder on
 * 127.0.0.1 so that it and its same-origin iframes share an origin) and loading it.
 *
 * Playwright's `page.goto` resolves on any HTTP answer, a 404 included (its docs: "page.goto will not
 * throw an error when any valid HTTP status code is returned by the remote server, including 404 Not
 * Found"): a command would then snapshot the error page and report success. Here an error status is
 * a failure to load, the CLI's exit 3, like a network error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { serveStatic } from './serveStatic';
import { driverMessage } from './guard/driverError';

export type Loaded = { ok: true } | { ok: false; message: string };

/** Where the page is: its URL, and the server that serves it when it is a local file. */
export interface PageTarget {
  url: string;
  /** A local file: only this origin is reachable from the page. */
  local: boolean;
  /**
   * For a local file, the line that says it is served over a temporary server: the snapshot's `url`
   * is that server's (http://127.0.0.1:PORT/...), not the path given, and would otherwise surprise.
   */
  notice?: string;
  /** Stop the local server, if any. */
  close(): Promise<void>;
}

/**
 * A URL as given; a path or a `file:` URL served from its folder. A missing file is a message (the
 * CLI's exit 3): `no such file: <target>`.
 */
export async function openTarget(target: string): Promise<PageTarget | { message: string }> {
  if (/^[a-z]+:/i.test(target) && !/^file:/i.test(target)) return { url: target, local: false, close: async () => {} };
  // fileURLToPath decodes the URL (a space is %20 in it), which `new URL(...).pathname` does not.
  const file = /^file:/i.test(target) ? fileURLToPath(target) : path.resolve(target);
  if (!fs.existsSync(file)) return { message: `no such file: ${target}` };
  const server = await serveStatic(path.dirname(file));
  const url = `${server.origin}/${encodeURIComponent(path.basename(file))}`;
  const notice =
    `serving ${file} at ${url} (a temporary server on 127.0.0.1, stopped on exit, so that the page and its ` +
    `same-origin frames share an http origin; the url in the output is that server's)`;
  return { url, local: true, notice, close: server.close };
}

/**
 * The bundle is built and the target exists: the target, or the CLI's exit code after saying why on
 * `log` (4: no bundle, 3: no such file).
 */
export async function openChecked(
  bundle: string,
  target: string,
  log: (line: string) => void,
): Promise<PageTarget | number> {
  if (!fs.existsSync(bundle)) {
    log(`pagemark: bundle not found at ${bundle} (run \`npm run build\`)`);
    return 4;
  }
  const t = await openTarget(target);
  if ('message' in t) {
    log(`pagemark: ${t.message}`);
    return 3;
  }
  return t;
}

/** Load the target in `page`; a local file's page reaches only its own origin. */
export async function loadPage(page: Page, target: PageTarget, shown: string): Promise<Loaded> {
  if (target.local) {
    const origin = new URL(target.url).origin;
    await page.route('**/*', (route) =>
      route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'),
    );
  }
  try {
    const response = await page.goto(target.url, { waitUntil: 'load', timeout: 30_000 });
    // null: a same-document navigation (a #hash) or about:blank, nothing that failed.
    if (response && response.status() >= 400)
      return { ok: false, message: `could not load ${shown}: HTTP ${response.status()} ${response.statusText()}` };
    return { ok: true };
  } catch (e) {
    return { ok: false, message: `could not load ${shown}: ${driverMessage(e)}` };
  }
}
