// An agent's step, cold and warm, side by side with the floors, Playwright's AI snapshot and the
// previous release (scripts/bench.mjs; `--cold-only` runs this part alone). An agent navigates on most
// steps, so its usual observation is the first one on a new document.
//
// Per page, all in CPU time of the renderer's main thread (CDP Performance.getMetrics "ThreadTime",
// the clock names-side-by-side.mjs uses: on a machine shared with other work the wall time of the same
// call varies threefold, the thread's CPU time hardly; where the browser does not report it, wall
// time, and the summary says so):
//   cold         a fresh context: inject the bundle the host helpers inject (the minified one), then
//                one `render(snapshot(o), 'text')`; one `evaluate('0')` before the clock starts, so
//                the driver's own first call on the page is not counted on either side
//   Playwright   a fresh context: `page.ariaSnapshot({ mode: 'ai' })`, its first call (its injected
//                script is new to the page), after the same `evaluate('0')`
//   next doc     the same tab and renderer process, a new document: the page loaded again in a context
//                where the bundle already ran on a first document, then inject + first snapshot + text
//                render (the usual agent step: a click or goto in the same tab and site; V8 keeps the
//                compiled bundle per process, the new document's objects start cold). The inject is
//                the drivers' own for a later document (src/node/drivers/injectFrames.ts initScript:
//                an init script, the bundle and installHooks, run at document start while the page
//                loads), timed in the page between two marker init scripts around it (wall time of a
//                synchronous block on the main thread: at least its thread time); the snapshot and
//                render in thread time after the load
//   previous     the previous release's bundle (`--prev REV`: REV:dist/pagemark.iife.min.js), cold
//                and warm exactly as the current one
//   warm         one full snapshot (no render) once the code has run many times (up to 30 calls in
//                at most 1.5 s first), in a context of its own kept open for the page
//   floor-rect, floor-reads  in the current bundle's warm context (floors.mjs)
// Each warm measure repeats its call until 20 ms of wall time have passed (at most 50 calls) inside
// one evaluate and divides the thread time by the calls. Rounds interleave everything: the three cold
// contexts of a round come in an order that rotates with the round, the warm measures of both bundles
// and the floors alternate in the open contexts, so drift on a busy machine hits every side alike.
// Per page the median of the rounds.
import { execFileSync } from 'node:child_process';
import { installFloors } from './floors.mjs';
import { median } from './measure.mjs';

/** The issue's pages, shown first (the rest of the corpus follows them). */
export const COLD_PAGES = ['guardian-1', 'nytimes-5', 'heise', 'cnn', 'yahoo-2', 'wikipedia-2'];
/** A page slower than the previous release by more than this is flagged. */
export const REGRESSION = 1.05;

/** The previous release's minified bundle, from a commit's dist/ (`{ rev, file, source }`). */
export function previousBundle(root, rev) {
  for (const file of ['dist/pagemark.iife.min.js', 'dist/pagemark.iife.js']) {
    try {
      const source = execFileSync('git', ['show', `${rev}:${file}`], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 1 << 26,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return { rev, file, source };
    } catch {
      // not in that commit: try the next
    }
  }
  throw new Error(`no dist/pagemark.iife.min.js or dist/pagemark.iife.js at ${rev}`);
}

/** A clock on the page's main thread: `{ kind: 'cpu' | 'wall', now() }` (ms). */
async function threadClock(page) {
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const read = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const m = metrics.find((x) => x.name === 'ThreadTime');
      return m ? m.value * 1000 : null;
    };
    if ((await read()) != null) return { kind: 'cpu', now: read };
  } catch {
    // not Chromium, or no thread ticks: wall time
  }
  return { kind: 'wall', now: async () => performance.now() };
}

async function openPage(browser, origin, p) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: p.js });
  const page = await ctx.newPage();
  page.setDefaultTimeout(10 * 60 * 1000);
  await page.route('**/*', (r) => (r.request().url().startsWith(origin) ? r.continue() : r.abort()));
  await page.goto(p.url, { waitUntil: 'load' });
  const clock = await threadClock(page);
  await page.evaluate('0');
  return { ctx, page, clock };
}

/** Thread time of `fn` (async, run in Node), in ms. */
async function timed(clock, fn) {
  const t0 = await clock.now();
  const value = await fn();
  return [(await clock.now()) - t0, value];
}

/** Cold: a fresh context, the bundle injected, one snapshot rendered as text (ms of thread time). */
async function coldPagemark(browser, origin, p, bundle, opts) {
  const { ctx, page, clock } = await openPage(browser, origin, p);
  try {
    const [ms] = await timed(clock, async () => {
      await page.evaluate(bundle);
      return page.evaluate((o) => window.pagemark.render(window.pagemark.snapshot(o), 'text').length, opts);
    });
    return { ms, clock: clock.kind };
  } finally {
    await ctx.close();
  }
}

async function coldPlaywright(browser, origin, p) {
  const { ctx, page, clock } = await openPage(browser, origin, p);
  try {
    // Not timeout 0: on a page with a frame whose load was aborted (cnet) Playwright polls for that
    // frame's body until the timeout, then leaves the frame out and returns the rest (playwright-core
    // packages/playwright-core/src/server/page.ts, ariaSnapshotJSONForFrame). The wait is no CPU time.
    // The synthetic pages' frames all load, and their snapshot alone can outlast 20 s on a loaded
    // machine at 50k elements: a longer bound there, and a timeout loses this measure, not the row.
    const timeout = p.kind === 'synthetic' ? 120_000 : 20_000;
    const [ms, text] = await timed(clock, () => page.ariaSnapshot({ mode: 'ai', timeout }).catch(() => null));
    return text === null ? { ms: null, refs: null } : { ms, refs: (text.match(/\[ref=e\d+\]/g) || []).length };
  } finally {
    await ctx.close();
  }
}

/**
 * A context for the next-document measure: the bundle an init script as the drivers add it (with a
 * marker script before and after it, whose times say what the inject took), the page loaded and
 * snapshotted once (a first document in this renderer process). `nextDocument` then loads the page
 * again in it and measures.
 */
async function nextDocContext(browser, origin, p, bundle, opts) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: p.js });
  await ctx.addInitScript({ content: 'window.__pmInjectT0 = performance.now();' });
  // What src/node/drivers/injectFrames.ts initScript adds with the default options.
  await ctx.addInitScript({ content: `${bundle}\n;try{pagemark.protocol.installHooks()}catch(e){}` });
  await ctx.addInitScript({ content: 'window.__pmInjectT1 = performance.now();' });
  const page = await ctx.newPage();
  page.setDefaultTimeout(10 * 60 * 1000);
  await page.route('**/*', (r) => (r.request().url().startsWith(origin) ? r.continue() : r.abort()));
  await page.goto(p.url, { waitUntil: 'load' });
  const clock = await threadClock(page);
  await page.evaluate((o) => window.pagemark.render(window.pagemark.snapshot(o), 'text').length, opts);
  return { ctx, page, clock };
}

/**
 * Inject (at document start, by the init script) + first snapshot + text render on a new document in
 * the same tab: `{ ms, inject }` (ms: the inject's time in the page plus the snapshot's and render's
 * thread time).
 */
async function nextDocument(w, p, opts) {
  await w.page.goto(p.url, { waitUntil: 'load' });
  const inject = await w.page.evaluate(() => window.__pmInjectT1 - window.__pmInjectT0);
  const [ms] = await timed(w.clock, () =>
    w.page.evaluate((o) => window.pagemark.render(window.pagemark.snapshot(o), 'text').length, opts),
  );
  return { ms: ms + inject, inject };
}

/** A warm context: the bundle injected, the code warmed up, the floors installed (current side). */
async function warmContext(browser, origin, p, bundle, opts, floors) {
  const w = await openPage(browser, origin, p);
  await w.page.evaluate(bundle);
  if (floors) await w.page.evaluate(installFloors);
  w.elements = await w.page.evaluate(
    ({ o, floors }) => {
      const pm = window.pagemark;
      const t = performance.now();
      let s = pm.snapshot(o);
      for (let k = 0; k < 30 && performance.now() - t < 1500; k++) s = pm.snapshot(o);
      const run = (window.__pmBenchRun = { snap: () => pm.snapshot(o) });
      if (!floors) return null;
      const f = window.__pmBenchFloors;
      run.rect = () => f.walkAll(true);
      // A page whose DOM defeats the floor's plain property reads (a clobbered form) has no floor-reads.
      try {
        const registered = f.registeredOf(s);
        const points = f.hitPointsOf(s);
        f.readsFloor(registered, points);
        run.reads = () => f.readsFloor(registered, points);
      } catch {
        // no floor-reads on this page
      }
      return f.walkAll(false);
    },
    { o: opts, floors },
  );
  return w;
}

/** One warm measure in an open context: thread ms per call of `window.__pmBenchRun[name]`, or null. */
async function warmOnce(w, name) {
  const [ms, calls] = await timed(w.clock, () =>
    w.page.evaluate((n) => {
      const f = window.__pmBenchRun[n];
      if (!f) return 0;
      let k = 0;
      const t = performance.now();
      do {
        f();
        k++;
      } while (performance.now() - t < 20 && k < 50);
      return k;
    }, name),
  );
  return calls ? ms / calls : null;
}

const ratio = (a, b) => (a == null || b == null || !b ? null : a / b);
const geomean = (a) => (a.length ? Math.exp(a.reduce((x, r) => x + Math.log(r), 0) / a.length) : null);
const med = (a) => {
  const v = a.filter((x) => x != null);
  return v.length ? median(v) : null;
};

/**
 * The side by side on `pages` (`{ name, kind, url, js }`), `rounds` rounds each: `{ clock, prev, rows,
 * summary }`. `current` and `previous` are bundle sources.
 */
export async function measureColdWarm(
  browser,
  { origin, pages, current, previous, opts, rounds = 3, pageTimeoutMs = 300_000, log = () => {} },
) {
  const rows = [];
  const clocks = new Set();
  for (const p of pages) {
    const t0 = Date.now();
    const s = {
      cold: [],
      coldPrev: [],
      pwCold: [],
      next: [],
      nextInject: [],
      nextPrev: [],
      warm: [],
      warmPrev: [],
      rect: [],
      reads: [],
    };
    let wCur = null;
    let wPrev = null;
    let nCur = null;
    let nPrev = null;
    let pwRefs = null;
    let step = 'the warm contexts';
    let timer = null;
    const measure = async () => {
      wCur = await warmContext(browser, origin, p, current, opts, true);
      wPrev = await warmContext(browser, origin, p, previous, opts, false);
      nCur = await nextDocContext(browser, origin, p, current, opts);
      nPrev = await nextDocContext(browser, origin, p, previous, opts);
      const warmSides = [
        [
          'next',
          async () => {
            const r = await nextDocument(nCur, p, opts);
            s.nextInject.push(r.inject);
            return r.ms;
          },
        ],
        ['nextPrev', async () => (await nextDocument(nPrev, p, opts)).ms],
        ['warm', () => warmOnce(wCur, 'snap')],
        ['warmPrev', () => warmOnce(wPrev, 'snap')],
        ['rect', () => warmOnce(wCur, 'rect')],
        ['reads', () => warmOnce(wCur, 'reads')],
      ];
      const coldSides = [
        ['cold', async () => (await coldPagemark(browser, origin, p, current, opts)).ms],
        ['coldPrev', async () => (await coldPagemark(browser, origin, p, previous, opts)).ms],
        [
          'pwCold',
          async () => {
            const r = await coldPlaywright(browser, origin, p);
            if (r.refs != null) pwRefs = r.refs;
            return r.ms;
          },
        ],
      ];
      for (let r = 0; r < rounds; r++) {
        const rot = (list) => [...list.slice(r % list.length), ...list.slice(0, r % list.length)];
        for (const [key, fn] of rot(coldSides)) {
          step = `round ${r + 1}, ${key}`;
          s[key].push(await fn());
        }
        // Warm measures twice per round (they are quick), in rotating order.
        for (let k = 0; k < 2; k++)
          for (const [key, fn] of rot(warmSides)) {
            step = `round ${r + 1}, ${key}`;
            s[key].push(await fn());
          }
      }
    };
    try {
      // A page that stalls (a CDP call has no timeout) fails alone, after pageTimeoutMs per round (one
      // bound per page cut the 50k page off in its first round on a loaded machine).
      await Promise.race([
        measure(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out at ${step}`)), pageTimeoutMs * rounds);
        }),
      ]);
      clocks.add(wCur.clock.kind);
      const row = { page: p.name, kind: p.kind, domElements: wCur.elements, pwRefs };
      for (const k of Object.keys(s)) row[k] = med(s[k]);
      row.coldOverWarm = ratio(row.cold, row.warm);
      row.nextOverWarm = ratio(row.next, row.warm);
      row.nextVsPrev = ratio(row.next, row.nextPrev);
      row.coldOverPw = ratio(row.cold, row.pwCold);
      row.warmOverRect = ratio(row.warm, row.rect);
      row.warmOverReads = ratio(row.warm, row.reads);
      row.coldVsPrev = ratio(row.cold, row.coldPrev);
      row.warmVsPrev = ratio(row.warm, row.warmPrev);
      row.slower = [...(row.coldVsPrev > REGRESSION ? ['cold'] : []), ...(row.warmVsPrev > REGRESSION ? ['warm'] : [])];
      rows.push(row);
      log(
        `${p.name}: cold ${row.cold.toFixed(1)} (prev ${row.coldPrev.toFixed(1)}, Playwright ${fmt(row.pwCold)}), warm ${row.warm.toFixed(1)} (prev ${row.warmPrev.toFixed(1)}), floor-rect ${row.rect.toFixed(1)} ms; ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
    } catch (e) {
      log(`${p.name}: failed: ${String(e.message).split('\n')[0]}`);
    } finally {
      clearTimeout(timer);
      const close = (w) => w && Promise.race([w.ctx.close(), new Promise((r) => setTimeout(r, 10_000))]);
      await close(wCur);
      await close(wPrev);
      await close(nCur);
      await close(nPrev);
    }
  }
  const corpus = rows.filter((r) => r.kind === 'corpus');
  const of = (k) => corpus.map((r) => r[k]).filter((v) => v != null);
  const summary = {
    clock: clocks.size === 1 ? [...clocks][0] : [...clocks].join('+') || 'n/a',
    rounds,
    corpusPages: corpus.length,
  };
  for (const k of [
    'coldOverWarm',
    'nextOverWarm',
    'nextVsPrev',
    'coldOverPw',
    'warmOverRect',
    'warmOverReads',
    'coldVsPrev',
    'warmVsPrev',
  ]) {
    summary[k] = { median: of(k).length ? median(of(k)) : null, geomean: geomean(of(k)) };
  }
  summary.slower = rows.filter((r) => r.slower.length).map((r) => `${r.page} (${r.slower.join(', ')})`);
  return { rows, summary };
}

const fmt = (v, d = 1) => (v == null || Number.isNaN(v) ? 'n/a' : v.toFixed(d));

/** The issue's targets on this side by side (`{ name, value, target, unit, pass, note }`). */
export function coldWarmTargets(cw) {
  if (!cw?.rows.length) return [];
  const { summary: s, rows } = cw;
  const t = (name, value, target, note) => ({
    name,
    value,
    target,
    unit: 'x',
    pass: value == null ? null : value <= target,
    note,
  });
  const syns = rows.filter((r) => r.kind === 'synthetic');
  return [
    t(
      'next document (inject + snapshot + text, same process) / warm snapshot, corpus median',
      s.nextOverWarm.median,
      1.5,
      `${s.clock} time; previous release ${fmt(median(rows.filter((r) => r.kind === 'corpus' && r.nextPrev && r.warmPrev).map((r) => r.nextPrev / r.warmPrev)), 2)}x`,
    ),
    t(
      "fresh process (inject + snapshot + text) / Playwright's cold AI snapshot, corpus median",
      s.coldOverPw.median,
      0.5,
      `${s.clock} time; cold / warm ${fmt(s.coldOverWarm.median, 2)}x`,
    ),
    ...syns.map((r) =>
      t(
        `warm snapshot / floor-rect at ${r.page.replace('synthetic-', '')} (thread time)`,
        r.warmOverRect,
        3,
        `previous release ${fmt(ratio(r.warmPrev, r.rect), 2)}x`,
      ),
    ),
    t(
      'warm snapshot / floor-rect, corpus geomean (thread time)',
      s.warmOverRect.geomean,
      3,
      `previous release ${fmt(geomean(rows.filter((r) => r.kind === 'corpus' && r.warmPrev && r.rect).map((r) => r.warmPrev / r.rect)), 2)}x`,
    ),
    {
      name: `pages slower than ${cw.prev?.rev ?? 'the previous release'} by over ${Math.round((REGRESSION - 1) * 100)}% (cold or warm)`,
      value: s.slower.length,
      target: 0,
      unit: 'pages',
      pass: s.slower.length === 0,
      note: `${s.slower.join(', ')}${s.slower.length ? '; ' : ''}corpus median current / previous: cold ${fmt(s.coldVsPrev.median, 2)}x, warm ${fmt(s.warmVsPrev.median, 2)}x`,
    },
  ];
}

/** The table and its summary lines. */
export function coldWarmMarkdown(cw) {
  if (!cw?.rows.length) return '';
  const { rows, summary: s } = cw;
  const order = (r) => (r.kind === 'synthetic' ? -1 : COLD_PAGES.includes(r.page) ? COLD_PAGES.indexOf(r.page) : 99);
  const sorted = [...rows].sort((a, b) => order(a) - order(b) || (a.page < b.page ? -1 : 1));
  const flag = (v) => `${fmt(v, 2)}${v > REGRESSION ? ' **slower**' : ''}`;
  const sm = (k) => `${fmt(s[k].median, 2)} / ${fmt(s[k].geomean, 2)}`;
  return [
    `An agent's step, cold and warm (scripts/bench/coldWarm.mjs): ms of ${s.clock === 'cpu' ? "CPU time of the renderer's main thread" : 'wall time'}, median of ${s.rounds} rounds, fresh context for each cold measure; the minified bundle the host helpers inject, against ${cw.prev.rev === cw.prev.file ? cw.prev.file : `${cw.prev.rev}'s ${cw.prev.file}`}. Cold: a fresh context (a fresh renderer process): inject + first snapshot + text render. Next doc: the same, on a new document in a tab and process where the bundle already ran, injected as the drivers inject a later document (an init script at document start; its time taken in the page, median ${fmt(med(rows.map((r) => r.nextInject)))} ms over the pages). Warm: one full snapshot (no render) after many. Playwright: the first \`ariaSnapshot({ mode: 'ai' })\` in a fresh context.`,
    '',
    '| page | elements | floor-rect | floor-reads | warm | next doc | cold | Playwright cold | next / warm | cold / warm | cold / Playwright | warm / floor-rect | previous warm | previous next | previous cold | warm / previous | next / previous | cold / previous |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...sorted.map(
      (r) =>
        `| ${r.page} | ${r.domElements} | ${fmt(r.rect)} | ${fmt(r.reads)} | ${fmt(r.warm)} | ${fmt(r.next)} | ${fmt(r.cold)} | ${fmt(r.pwCold, 0)} | ${fmt(r.nextOverWarm, 2)} | ${fmt(r.coldOverWarm, 2)} | ${fmt(r.coldOverPw, 2)} | ${fmt(r.warmOverRect, 2)} | ${fmt(r.warmPrev)} | ${fmt(r.nextPrev)} | ${fmt(r.coldPrev)} | ${flag(r.warmVsPrev)} | ${fmt(r.nextVsPrev, 2)} | ${flag(r.coldVsPrev)} |`,
    ),
    '',
    `Corpus (${s.corpusPages} pages), median / geomean: next document / warm ${sm('nextOverWarm')}, cold / warm ${sm('coldOverWarm')}, cold / Playwright cold ${sm('coldOverPw')}, warm / floor-rect ${sm('warmOverRect')}, warm / floor-reads ${sm('warmOverReads')}, warm / previous ${sm('warmVsPrev')}, cold / previous ${sm('coldVsPrev')}. ` +
      (s.slower.length
        ? `Slower than ${cw.prev.rev} by over ${Math.round((REGRESSION - 1) * 100)}%: ${s.slower.join(', ')}.`
        : `No page slower than ${cw.prev.rev} by over ${Math.round((REGRESSION - 1) * 100)}%.`),
    '',
  ].join('\n');
}
