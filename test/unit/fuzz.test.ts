// The fuzz tier through static mode (linkedom), and the self-test of its checks: what it checks,
// which seeds it runs and how a failing seed reruns are in test/fuzz/fuzzChecks.ts. The happy-dom
// tier is test/unit/fuzzHappyDom.test.ts, a file of its own so that the two run side by side.
import { describe, expect, it } from 'vitest';
import { generateHtml, type GeneratedCase } from '../fuzz/generateHtml';
import {
  checkAxtree,
  checkHtml,
  checkJson,
  checkLive,
  checkPlainControlsRegistered,
  checkSnapshot,
  checkText,
  report,
  runCase,
  snapshotOptionsFor,
  STATIC_MAX_DEPTH,
  STATIC_MAX_DEPTH_ALL,
  TIER_TIMEOUT_MS,
  tierSeeds,
  type Failure,
  type Problem,
} from '../fuzz/fuzzChecks';
import { snapshotHtml } from '../../src/node/static';
import { render } from '../../src/core/render/render';
import { bindWindow, boundWindow } from '../../src/dom/platform/dom';

const { seeds, label } = tierSeeds('static');

describe('fuzz: hostile generated pages', () => {
  // The oracles must not be vacuous: each one flags a hand-made corruption of a clean output.
  it('self-test: the checks flag a forged line, a stray id, a lost element and a wrong locator', () => {
    try {
      const page =
        '<!doctype html><html><body><a href="#" id="x">A [1]</a><p>text <button>B</button></p></body></html>';
      const s = snapshotHtml(page);
      const run = (f: (out: Problem[]) => void): string[] => {
        const out: Problem[] = [];
        f(out);
        return out.map((p) => p.kind);
      };
      expect(run((out) => checkSnapshot(s, page.length, out))).toEqual([]);
      expect(run((out) => checkLive(s, boundWindow!.document, false, out))).toEqual([]);
      const [a, b] = s.elements;
      const text = render(s, 'text');
      expect(run((out) => checkText(s, {}, text + `\n[${a!.index}]<button>Pay now`, out))).not.toEqual([]);
      expect(run((out) => checkText(s, {}, text + '\n\t*[999] <a>x', out))).not.toEqual([]);
      expect(run((out) => checkText(s, {}, text.replace(/^\[.*$/m, 'x'), out))).not.toEqual([]);
      const html = render(s, 'html');
      expect(run((out) => checkHtml(s, {}, html + '<b data-element-id="pm-999">x</b>', out))).not.toEqual([]);
      expect(run((out) => checkHtml(s, {}, `<textarea>${html}</textarea>`, out))).not.toEqual([]);
      const ax = render(s, 'axtree');
      expect(run((out) => checkAxtree(s, {}, ax + `\n[${b!.bid}] button 'x'`, out))).not.toEqual([]);
      const json = JSON.parse(render(s, 'json')) as { elements: unknown[] };
      json.elements.pop();
      expect(run((out) => checkJson(s, {}, JSON.stringify(json), out))).not.toEqual([]);
      const wrong = {
        ...s,
        elements: [{ ...a!, locators: [{ ...a!.locators[0]!, kind: 'id' as const, value: '#y' }] }],
      };
      expect(run((out) => checkLive(wrong, boundWindow!.document, false, out))).not.toEqual([]);
      const escaped = {
        ...s,
        elements: [{ ...a!, locators: [{ ...a!.locators[0]!, kind: 'id' as const, value: '#\\78 ' }] }],
      };
      expect(run((out) => checkLive(escaped, boundWindow!.document, false, out))).toEqual([]);
    } finally {
      bindWindow(window as unknown as Window);
    }
  });

  it(
    `static (linkedom): ${label}`,
    () => {
      const failures: Failure[] = [];
      try {
        for (const seed of seeds) {
          const opts = snapshotOptionsFor(seed);
          // Registering every element of a 4,000-deep chain exhausts the heap inside snapshotHtml (the
          // size check reports the cause at any depth), which would kill the worker, not fail a test.
          const maxDepth = opts.include === 'interactive' || !opts.include ? STATIC_MAX_DEPTH : STATIC_MAX_DEPTH_ALL;
          const c: GeneratedCase = generateHtml(seed, { maxDepth });
          const f = runCase(
            'static',
            c,
            () => snapshotHtml(c.html, { ...opts, url: 'https://fuzz.test/' + seed }),
            // snapshotHtml leaves its linkedom window bound: check the selectors against that document.
            (s, out) => {
              checkLive(s, boundWindow!.document, false, out);
              checkPlainControlsRegistered(s, boundWindow!.document, out);
            },
          );
          if (f) failures.push(f);
        }
      } finally {
        bindWindow(window as unknown as Window);
      }
      expect(failures.length, report('static (linkedom)', 'test/unit/fuzz.test.ts', failures, seeds.length)).toBe(0);
    },
    TIER_TIMEOUT_MS,
  );
});
