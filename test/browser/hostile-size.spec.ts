// Hostile pages, by size: 100,000 elements, 1,000 open shadow roots, 200 same-origin iframes, a 5 MB
// text node, a select with 10,000 options. On each: the snapshot completes without errors, the
// element counts are the ones the fixture encodes (its data-expect-* attributes), every format and
// observation shape renders, JSON.stringify works, the output stays proportionate to what is listed,
// and maxElements / deadlineMs give a partial snapshot marked truncated with a reason.
// No timed assertions (speed is the benchmark's job); the timeouts are generous for WebKitGTK.
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

type R = Record<string, any>;

/** Per-format budget: chars per registered element, plus a fixed allowance (page text, headers). */
const BUDGET: Record<string, number> = {
  text: 300,
  html: 400,
  'html-full': 400,
  'html-minimal': 300,
  'html-interactive-only': 300,
  json: 3000,
  axtree: 300,
  'axtree-harness': 300,
  'observe-browsergym': 1200,
  'observe-harness': 600,
  'observe-extension': 1200,
};
const FIXED = 16_384;

/**
 * In the page: snapshot with `options`, every format, observe(), JSON.stringify and a JSON round
 * trip. Only sizes and counts come back (the snapshot of the 100k page is ~19 MB). `probe` is the
 * source of a function (s, pm) => extra facts about the snapshot, run in the page too.
 */
async function run(drv: any, options: R, probe: string): Promise<R> {
  return drv.call(
    (o: R, probeSrc: string) => {
      const pm = (window as any).pagemark;
      const s = pm.snapshot(o);
      const formats: [string, string, R][] = [
        ['text', 'text', {}],
        ['html', 'html', {}],
        ['html-full', 'html', { mode: 'full' }],
        ['html-minimal', 'html', { mode: 'minimal' }],
        ['html-interactive-only', 'html', { mode: 'interactive-only' }],
        ['json', 'json', {}],
        ['axtree', 'axtree', {}],
        ['axtree-harness', 'axtree', { flavor: 'harness' }],
      ];
      const sizes: Record<string, number> = {};
      const threw: string[] = [];
      const longestLine: Record<string, number> = {};
      for (const [name, format, ro] of formats) {
        try {
          const out: string = pm.render(s, format, ro);
          sizes[name] = out.length;
          let longest = 0;
          for (const line of out.split('\n')) if (line.length > longest) longest = line.length;
          longestLine[name] = longest;
        } catch (e) {
          threw.push(`${name}: ${String((e as Error).message)}`);
        }
      }
      try {
        const ob = pm.observe({ snapshot: s });
        for (const k of ['browsergym', 'harness', 'extension']) sizes[`observe-${k}`] = JSON.stringify(ob[k]).length;
      } catch (e) {
        threw.push(`observe: ${String((e as Error).message)}`);
      }
      let jsonBytes = -1;
      let roundTrip = false;
      try {
        const json = JSON.stringify(s);
        jsonBytes = json.length;
        roundTrip = pm.render(JSON.parse(json), 'text') === pm.render(s, 'text');
      } catch (e) {
        threw.push(`JSON.stringify: ${String((e as Error).message)}`);
      }
      const extra = (0, eval)(`(${probeSrc})`)(s, pm);
      return {
        errors: s.errors,
        truncated: s.truncated,
        truncatedReason: s.truncatedReason,
        stats: s.stats,
        elements: s.elements.length,
        uniqueIndexes: new Set(s.elements.map((e: any) => e.index)).size,
        sizes,
        longestLine,
        threw,
        jsonBytes,
        roundTrip,
        extra,
      };
    },
    options,
    probe,
  );
}

/** The checks every page shares: no errors, formats render and stay proportionate, JSON works. */
function expectSane(r: R, label: string) {
  expect(r.threw, `${label}: nothing throws`).toEqual([]);
  expect(r.errors, `${label}: snapshot.errors`).toEqual([]);
  expect(r.uniqueIndexes, `${label}: indexes are unique`).toBe(r.elements);
  expect(r.jsonBytes, `${label}: JSON.stringify(snapshot)`).toBeGreaterThan(0);
  expect(r.roundTrip, `${label}: a JSON round trip renders the same text`).toBe(true);
  for (const [name, size] of Object.entries(r.sizes as Record<string, number>)) {
    const budget = FIXED + BUDGET[name]! * r.elements;
    expect
      .soft(size, `${label}: ${name} is ${size} chars for ${r.elements} elements (budget ${budget})`)
      .toBeLessThan(budget);
  }
}

/** maxElements and deadlineMs: partial, marked truncated with the reason, and still renderable. */
async function expectTruncation(drv: any, full: number, deadlineCertain: boolean) {
  const max = Math.min(5, full - 1);
  const limited = await run(drv, { maxElements: max }, '() => null');
  expect(limited.truncated).toBe(true);
  expect(limited.truncatedReason).toBe(`maxElements (${max}) reached`);
  expect(limited.elements).toBe(max);
  expect(limited.threw).toEqual([]);
  expect(limited.jsonBytes).toBeGreaterThan(0);
  const late = await run(drv, { deadlineMs: 1 }, '() => null');
  expect(late.threw).toEqual([]);
  if (deadlineCertain || late.truncated) {
    // The walk checks its deadline every 256 elements: on these pages 1 ms always runs out first.
    expect(late.truncated, 'deadlineMs: 1 truncates').toBe(true);
    expect(late.truncatedReason).toMatch(/^deadline of 1 ms reached after \d+ elements$/);
    expect(late.elements).toBeLessThan(full);
  } else {
    // A page smaller than one deadline check (256 elements) is walked whole: complete, so not truncated.
    expect(late.elements).toBe(full);
  }
}

test.describe('hostile pages: size', () => {
  test.setTimeout(240_000);

  test('100,000 elements', async ({ drv }) => {
    await drv.open('test/fixtures/hostile/size-100k.html');
    const r = await run(
      drv,
      {},
      String((s: any, pm: any) => {
        const root = document.getElementById('root')!;
        let underRoot = 0;
        for (const e of s.elements) if (root.contains(pm.protocol.elementByIndex(e.index))) underRoot++;
        return {
          built: root.querySelectorAll('*').length,
          expectElements: Number(root.dataset['expectElements']),
          expectRegistered: Number(root.dataset['expectRegistered']),
          inBody: document.body.querySelectorAll('*').length + 1,
          underRoot,
        };
      }),
    );
    expectSane(r, '100k');
    expect(r.extra.built, 'the fixture built what it promises').toBe(r.extra.expectElements);
    expect(r.stats.visited, 'every element of the body was visited').toBe(r.extra.inBody);
    expect(r.extra.underRoot).toBe(r.extra.expectRegistered);
    expect(r.elements).toBe(r.extra.expectRegistered + 1); // and the Top button
    expect(r.truncated).toBe(false);
    await expectTruncation(drv, r.elements, true);
  });

  test('1,000 open shadow roots', async ({ drv }) => {
    await drv.open('test/fixtures/hostile/size-shadow.html');
    const r = await run(
      drv,
      {},
      String((s: any, pm: any) => {
        const root = document.getElementById('root')!;
        const names = new Set<string>();
        let inShadow = 0;
        let marked = 0;
        for (const e of s.elements) {
          const el = pm.protocol.elementByIndex(e.index) as Element;
          if (el.getRootNode() instanceof ShadowRoot) inShadow++;
          if (el.getAttribute('data-element-id') === e.elementId) marked++;
          names.add(e.name);
        }
        return {
          built: (window as any).__built,
          expectRoots: Number(root.dataset['expectShadowRoots']),
          expectRegistered: Number(root.dataset['expectRegistered']),
          inShadow,
          marked,
          names: names.size,
          cssUnique: s.elements.every((e: any) => e.locators.some((l: any) => l.kind === 'css' && l.unique)),
        };
      }),
    );
    expectSane(r, 'shadow');
    expect(r.extra.built).toBe(r.extra.expectRoots);
    expect(r.stats.shadowRoots).toBe(r.extra.expectRoots);
    expect(r.elements).toBe(r.extra.expectRegistered);
    expect(r.extra.inShadow).toBe(r.extra.expectRegistered);
    expect(r.extra.marked).toBe(r.extra.expectRegistered);
    expect(r.extra.names, 'every shadow button has its own name').toBe(r.extra.expectRegistered);
    expect(r.extra.cssUnique, 'every record has a unique css locator in its root').toBe(true);
    await expectTruncation(drv, r.elements, true);
  });

  test('200 same-origin iframes', async ({ drv }) => {
    await drv.open('test/fixtures/hostile/size-iframes.html');
    await expect
      .poll(
        () =>
          drv.call(() =>
            Array.from(document.querySelectorAll('iframe')).every(
              (f) => !!f.contentDocument?.getElementById('frame-input'),
            ),
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    const r = await run(
      drv,
      {},
      String((s: any) => {
        const root = document.getElementById('root')!;
        const inFrames = s.elements.filter((e: any) => e.frame !== '');
        const ids = s.frames.map((f: any) => f.id);
        return {
          expectFrames: Number(root.dataset['expectFrames']),
          expectControls: Number(root.dataset['expectFrameControls']),
          iframes: s.elements.filter((e: any) => e.tag === 'iframe').length,
          frameRecords: s.frames.length,
          uniqueFrameIds: new Set(ids).size,
          notOk: s.frames.filter((f: any) => f.status !== 'ok').map((f: any) => `${f.id}: ${f.status} ${f.reason}`),
          inFrames: inFrames.length,
          bidsFollowFrames: inFrames.every((e: any) => e.bid === e.frame + e.index),
          // BrowserGym frame tokens: one lowercase letter, then uppercase letters.
          tokensOk: ids.every((id: string) => id === '' || /^[a-z][A-Z]*$/.test(id)),
          framesWithTwo: s.frames
            .filter((f: any) => f.id !== '')
            .every((f: any) => inFrames.filter((e: any) => e.frame === f.id).length === 2),
        };
      }),
    );
    expectSane(r, 'iframes');
    expect(r.stats.frames).toBe(r.extra.expectFrames);
    expect(r.extra.frameRecords).toBe(r.extra.expectFrames + 1);
    expect(r.extra.uniqueFrameIds).toBe(r.extra.expectFrames + 1);
    expect(r.extra.notOk).toEqual([]);
    expect(r.extra.iframes).toBe(r.extra.expectFrames);
    expect(r.extra.inFrames).toBe(r.extra.expectControls);
    expect(r.extra.bidsFollowFrames).toBe(true);
    expect(r.extra.tokensOk).toBe(true);
    expect(r.extra.framesWithTwo).toBe(true);
    await expectTruncation(drv, r.elements, true);
  });

  test('a 5 MB text node is cut in every format', async ({ drv }) => {
    await drv.open('test/fixtures/hostile/size-text.html');
    const r = await run(
      drv,
      {},
      String((s: any) => ({
        chars: (document.getElementById('big')!.firstChild as Text).data.length,
        expectChars: Number(document.getElementById('big')!.dataset['chars']),
        ids: s.elements.map((e: any) => e.attributes.id),
        maxName: Math.max(...s.elements.map((e: any) => e.name.length + e.text.length)),
        text: (window as any).pagemark.render(s, 'text'),
      })),
    );
    expect(r.extra.chars, 'the fixture built what it promises').toBe(r.extra.expectChars);
    expect(r.extra.ids).toEqual(['reg-visible-before', 'reg-visible-after']);
    expect(r.extra.maxName).toBeLessThan(1000);
    expect(r.extra.text).toContain('lorem ipsum');
    expect(r.extra.text).toMatch(/<button>After$/m);
    // The page text is in every format, cut: no line anywhere near the node's 5,000,000 characters.
    for (const [name, longest] of Object.entries(r.longestLine as Record<string, number>))
      expect.soft(longest, `${name}: longest line`).toBeLessThan(10_000);
    expectSane(r, '5 MB text');
    await expectTruncation(drv, r.elements, false);
  });

  test('a select with 10,000 options (dropdown and listbox)', async ({ drv }) => {
    await drv.open('test/fixtures/hostile/size-select.html');
    const r = await run(
      drv,
      {},
      String((s: any, pm: any) => {
        const byId = (id: string) => s.elements.find((e: any) => e.attributes.id === id);
        const dropdown = byId('reg-visible-dropdown');
        const listbox = byId('reg-visible-listbox');
        const text: string = pm.render(s, 'text');
        return {
          built: document.querySelectorAll('option').length,
          expectOptions: Array.from(document.querySelectorAll('select[data-options]')).reduce(
            (n, e) => n + Number(e.getAttribute('data-options')),
            0,
          ),
          dropdownOptions: dropdown.options.length,
          dropdownValue: dropdown.value,
          dropdownLine: text.split('\n').find((l) => l.includes('label=Country')) ?? '',
          listboxOptions: s.elements.filter((e: any) => e.parent === listbox.index && e.role === 'option').length,
          visibleOptions: s.elements.filter((e: any) => e.parent === listbox.index && e.isVisible).length,
          listboxOverflow: getComputedStyle(document.getElementById('reg-visible-listbox')!).overflowY,
          after: !!byId('reg-visible-after'),
          textBytes: text.length,
        };
      }),
    );
    expect(r.extra.built, 'the fixture built what it promises').toBe(r.extra.expectOptions);
    // The dropdown is one record, its option list capped; its text line stays short.
    expect(r.extra.dropdownOptions).toBeLessThanOrEqual(100);
    expect(r.extra.dropdownValue).toBe('Option 0');
    expect(r.extra.dropdownLine).toContain('options="Option 0|Option 1|');
    expect(r.extra.dropdownLine.length).toBeLessThan(1000);
    // The listbox's options are its children: each one is registered.
    expect(r.extra.listboxOptions).toBe(10_000);
    // The listbox shows 8 rows and clips the rest: the options scrolled out of it are not visible
    // (soft: the output checks below still run).
    expect
      .soft(
        r.extra.visibleOptions,
        `visible options of a size=8 listbox (its computed overflow-y: ${r.extra.listboxOverflow})`,
      )
      .toBeLessThanOrEqual(10);
    expect(r.extra.after).toBe(true);
    // 10,000 options must not turn into megabytes of text: the hidden ones are not listed.
    expect(r.extra.textBytes).toBeLessThan(1_000_000);
    expect.soft(r.extra.textBytes, 'text format of the select page').toBeLessThan(20_000);
    expectSane(r, 'select');
    console.log(
      `[size] ${drv.engine} select: text ${r.sizes.text} chars, html ${r.sizes.html}, json ${r.sizes.json}, snapshot JSON ${r.jsonBytes}`,
    );
    await expectTruncation(drv, r.elements, true);
  });
});
