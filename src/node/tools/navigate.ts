/**
 * browser_navigate and browser_navigate_back, as Playwright MCP does them: the document within
 * --timeout-navigation, then `load` for a few seconds more (playwrightSession.ts), the HTTP status
 * of a page that answered with an error status, and a URL that is a download reported as the
 * download it is (the file is saved), not as a failed navigation.
 */
import { z } from 'zod/v4';
import type { Response as HttpResponse } from 'playwright-core';
import { defineTabTool } from './tool';
import type { Tab } from './tab';
import type { Response } from './response';

/** Playwright MCP adds https:// to a URL written without a scheme (`example.com`); so do we. */
export function normalizeUrl(u: string): string {
  const s = u.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(s) && !/^localhost:\d/i.test(s)) return s;
  return /^(localhost|127\.|\[::1\])/i.test(s) ? `http://${s}` : `https://${s}`;
}

/** Go to `url` in the tab through the session, with the status the main document answered. */
export async function navigateTab(tab: Tab, url: string, response: Response): Promise<void> {
  const bad = tab.ctx.checkUrl(url);
  if (bad) return response.fail(bad);
  const page = tab.page();
  let status: { code: number; text: string } | null = null;
  const onResponse = (r: HttpResponse): void => {
    if (r.request().isNavigationRequest() && r.frame() === page.mainFrame())
      status = { code: r.status(), text: r.statusText() };
  };
  page.on('response', onResponse);
  let r;
  try {
    r = await response.act(tab, [
      { cmd: { action: 'goto', url, timeout: tab.ctx.options.timeoutNavigation }, what: 'navigated' },
    ]);
  } finally {
    page.off('response', onResponse);
  }
  const download = r?.browser?.downloads[0];
  if (r && !r.ok && r.error.code === 'NAVIGATION_FAILED' && download) {
    // The browser aborts the navigation to a download (net::ERR_ABORTED, "Download is starting"):
    // the answer is the download, which the Browser section reports.
    response.recover(`the URL is a download (${download.suggestedFilename})`);
    return;
  }
  const s = status as { code: number; text: string } | null;
  if (r?.ok && s && (s.code < 200 || s.code >= 300)) response.httpStatus = `${s.code}${s.text ? ` ${s.text}` : ''}`;
}

export const navigate = defineTabTool({
  name: 'browser_navigate',
  title: 'Navigate to a URL',
  description: 'Navigate to a URL',
  schema: z.object({ url: z.string().describe('The URL to navigate to') }).strict(),
  async handle(tab, p, response) {
    if (!p.url.trim()) return response.fail({ code: 'INVALID_COMMAND', message: 'url is empty' });
    await navigateTab(tab, normalizeUrl(p.url), response);
  },
});

export const navigateBack = defineTabTool({
  name: 'browser_navigate_back',
  title: 'Go back',
  description: 'Go back to the previous page in the history',
  schema: z.object({}).strict(),
  async handle(tab, _p, response) {
    await response.act(tab, [
      { cmd: { action: 'back', timeout: tab.ctx.options.timeoutNavigation }, what: 'went back' },
    ]);
  },
});

export const navigateTools = [navigate, navigateBack];
