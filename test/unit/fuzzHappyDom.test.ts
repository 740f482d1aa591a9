// The fuzz tier through the in-page path on happy-dom: what it checks, which seeds it runs and how a
// failing seed reruns are in test/fuzz/fuzzChecks.ts. The static tier is test/unit/fuzz.test.ts.
import { describe, expect, it } from 'vitest';
import { generateHtml, type GeneratedCase } from '../fuzz/generateHtml';
import {
  checkLaterSnapshots,
  checkLive,
  checkPlainControlsRegistered,
  HAPPY_MAX_DEPTH,
  loadIntoGlobalDocument,
  report,
  runCase,
  snapshotOptionsFor,
  swapDocumentElement,
  TIER_TIMEOUT_MS,
  tierSeeds,
  type Failure,
} from '../fuzz/fuzzChecks';
import { snapshot } from '../../src/dom/snapshot/snapshot';
import { resetRegistry } from '../../src/dom/identity/registry';
import { bindWindow } from '../../src/dom/platform/dom';
import { observe } from '../../src/api/observe';

const { seeds, label } = tierSeeds('happy-dom');

describe('fuzz: hostile generated pages', () => {
  it(
    `in-page (happy-dom): ${label}`,
    () => {
      const failures: Failure[] = [];
      const n = seeds.length;
      const skipped: number[] = [];
      const original = document.documentElement;
      try {
        for (const seed of seeds) {
          const c: GeneratedCase = generateHtml(seed, { maxDepth: HAPPY_MAX_DEPTH });
          const opts = snapshotOptionsFor(seed);
          try {
            loadIntoGlobalDocument(c.html);
          } catch {
            // happy-dom's own parser throws on some hostile markup (an unescaped `list` id becomes an
            // invalid selector inside it): a browser loads such pages, so the case says nothing
            // about pagemark. Counted, and bounded below so the tier cannot silently thin out.
            skipped.push(seed);
            continue;
          }
          const f = runCase(
            'happy-dom',
            c,
            () => {
              resetRegistry(); // indexes must not depend on the cases before: a seed reproduces alone
              bindWindow(window as unknown as Window);
              return snapshot(opts);
            },
            (s, out) => {
              checkLive(s, document, 'data-element-id', out);
              // Style sheets can hide anything in happy-dom (static mode reads inline styles only).
              if (!document.querySelector('style')) checkPlainControlsRegistered(s, document, out);
              // Every fourth case also takes later snapshots (the cost is happy-dom's style engine).
              if (seed % 4 === 0) checkLaterSnapshots(s, opts, c.html.length, out);
              // The public observe() with every shape: miniwob reads the live DOM, so only here.
              const obs = observe({ snapshot: s, shapes: ['browsergym', 'harness', 'miniwob', 'extension'] });
              JSON.stringify(obs);
            },
          );
          if (f) failures.push(f);
        }
      } finally {
        swapDocumentElement(original);
        resetRegistry();
      }
      expect(
        failures.length,
        report('in-page (happy-dom)', 'test/unit/fuzzHappyDom.test.ts', failures, n - skipped.length),
      ).toBe(0);
      expect(skipped.length, `happy-dom could not load seeds ${skipped.join(', ')}`).toBeLessThanOrEqual(
        Math.max(2, n * 0.05),
      );
    },
    TIER_TIMEOUT_MS,
  );
});
