// Incremental snapshots on real pages: every saved page of ../shared/corpus/pages (their own
// stylesheets: :hover and :has() rules, @media, thousands of rules), seeded random mutations, then an
// incremental snapshot must equal a full one. Chromium and Firefox (the corpus is served through
// Playwright request routing, which the WebDriver-driven WebKitGTK lacks; the fixture suite
// incremental.spec.ts covers WebKit).
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, ROOT, bundleSource } from './harness/fixtures';
import { mutate, compare } from './harness/mutations';

const CORPUS = path.resolve(ROOT, '..', 'shared', 'corpus', 'pages');
const corpusPages = fs.existsSync(CORPUS)
  ? fs
      .readdirSync(CORPUS)
      .filter((f) => f.endsWith('.html'))
      .sort()
  : [];

test.describe('incremental equals full on corpus pages', () => {
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(120_000);
  test.beforeEach(({ drv }) => {
    test.skip(drv.engine === 'webkit', 'the corpus is served through Playwright request routing (not in WebKitGTK)');
    test.skip(corpusPages.length === 0, `no corpus at ${CORPUS}`);
  });
  for (const p of corpusPages.length ? corpusPages : ['(none)']) {
    test(p, async ({ drv }) => {
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
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await drv.inject(bundleSource());
      const seedBase = p.length * 7919;
      for (let round = 0; round < 4; round++) {
        await drv.call(() => (window as any).pagemark.snapshot());
        const log = await drv.call<string[]>(mutate, seedBase + round, 2 + round);
        const r = await drv.call<ReturnType<typeof compare>>(compare);
        expect(r.diff, `${p} round ${round}: ${log.join('; ')}`).toBeNull();
      }
    });
  }
});
