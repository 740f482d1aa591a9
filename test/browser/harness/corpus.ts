// The saved real pages of ../shared/corpus/pages, served for the Playwright-driven engines: from the
// fixture origin through request routing (the fixture server only serves the repository), with the
// page's own scripts off (CSP script-src 'none', as the benchmark runs them) and nothing external.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, type PagemarkDriver } from './fixtures';

// PAGEMARK_CORPUS points elsewhere (a git worktree's ../shared is not the checkout's).
export const CORPUS = process.env.PAGEMARK_CORPUS ?? path.resolve(ROOT, '..', 'shared', 'corpus', 'pages');
export const corpusPages = fs.existsSync(CORPUS)
  ? fs
      .readdirSync(CORPUS)
      .filter((f) => f.endsWith('.html'))
      .sort()
  : [];

/** Start tags per page from the corpus manifest (manifest.json next to pages/); 0 when unknown. */
const manifest: Record<string, number> = (() => {
  try {
    const list = JSON.parse(fs.readFileSync(path.join(CORPUS, '..', 'manifest.json'), 'utf8'));
    return Object.fromEntries(list.map((e: { file: string; elements: number }) => [path.basename(e.file), e.elements]));
  } catch {
    return {};
  }
})();
export const corpusElements = (p: string): number => manifest[p] ?? 0;

/** Route and open corpus page `p` (Chromium and Firefox: WebKitGTK has no request routing). */
export async function openCorpusPage(drv: PagemarkDriver, p: string, beforeGoto?: () => Promise<void>): Promise<void> {
  const page = (drv as any).page;
  const url = drv.url(`corpus/${p}`);
  await page.route('**/*', (route: any) => {
    const u = route.request().url();
    if (u === url)
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'none'" },
        body: fs.readFileSync(path.join(CORPUS, p)),
      });
    return u.startsWith(drv.url('')) ? route.continue() : route.abort();
  });
  if (beforeGoto) await beforeGoto();
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
}
