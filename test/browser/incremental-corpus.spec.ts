// Incremental snapshots on real pages: every saved page of ../shared/corpus/pages (their own
// stylesheets: :hover and :has() rules, @media, thousands of rules), seeded random mutations, then an
// incremental snapshot must equal a full one. Every page in Chromium, a sample in Firefox
// (harness/sample.ts). Not WebKitGTK: the corpus is served through Playwright request routing, which
// the WebDriver-driven WebKitGTK lacks; the fixture suite incremental.spec.ts covers WebKit.
import { test, expect, bundleSource } from './harness/fixtures';
import { CORPUS, corpusElements, corpusPages, openCorpusPage } from './harness/corpus';
import { mutate, compare } from './harness/mutations';
import { sampledOut } from './harness/sample';

// One page per worker for all of this file's tests (harness/fixtures.ts, reusePage): each test loads its
// page anew.
test.use({ reusePage: true });

test.describe('incremental equals full on corpus pages', () => {
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(120_000);
  // browserName, not drv: a skipped page then costs no browser context (nor a WebDriver session).
  test.beforeEach(({ browserName }, testInfo) => {
    test.skip(browserName === 'webkit', 'the corpus is served through Playwright request routing (not in WebKitGTK)');
    test.skip(corpusPages.length === 0, `no corpus at ${CORPUS}`);
    const why = sampledOut(browserName, corpusPages.indexOf(testInfo.title));
    test.skip(why !== null, why ?? '');
  });
  for (const p of corpusPages.length ? corpusPages : ['(none)']) {
    test(p, async ({ drv }) => {
      // The timeout catches a hang; it is not a speed check. A page's twelve snapshots (three per
      // round) cost in proportion to its size, so the two largest pages (archive-of-our-own,
      // wikipedia-2) get three times as long, in every engine.
      if (corpusElements(p) > 4000) test.slow();
      await openCorpusPage(drv, p);
      await drv.inject(bundleSource());
      const seedBase = p.length * 7919;
      for (let round = 0; round < 4; round++) {
        // void: the base snapshot stays in the page. Returning it had the driver serialise every
        // element to Node, most of the test's time on the large pages (Firefox's BiDi above all).
        await drv.call(() => void (window as any).pagemark.snapshot());
        const log = await drv.call<string[]>(mutate, seedBase + round, 2 + round);
        const r = await drv.call<ReturnType<typeof compare>>(compare);
        expect(r.diff, `${p} round ${round}: ${log.join('; ')}`).toBeNull();
      }
    });
  }
});
