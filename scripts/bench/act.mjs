// The cost of act() (scripts/bench.mjs, `--act-only` runs this part alone). The issue's target: act()
// on a resolved target, excluding the page's own reaction, under 5 ms plus the settle wait; the settle
// wait bounded and configurable.
//
// What act() times itself (src/dom/actions/act.ts, run()): `durationMs` runs from the call (t0, before
// parsing the command) to `tActed`, right after the action was performed: parsing, resolving the target
// (by index, from the registry), describing it for the history, starting the mutation watch, the
// actionability checks (ensureActionable: visible, enabled, editable, stable over two animation frames,
// hit test) and the dispatch of the events (the page's own listeners run inside the dispatch, so a page
// reaction would count here: the pages below have none, see `measureActPages`). It leaves out the
// read-back of value/checked, the settle wait, the post-conditions (the "verification": a framework
// reverting the change), the post-action snapshot (cmd.snapshot, on by default) and the history record.
//
// Per page and verb, on a target picked from one prior snapshot and named by its index:
//   act ms      median durationMs, { snapshot: false, settleMs: 0 }
//   forced ms   median durationMs with { force: true }: the actionability checks skipped
//   dry-run ms  median durationMs with { dryRun: true }: resolve + actionability checks, no action
//   total ms    median wall time of the whole act() call in the page, { snapshot: false, settleMs: 0 }
//               (the settle wait can't go under one timer tick: act.ts watch().quiet, min 16 ms)
//   default ms  median wall time of act() with its defaults (settleMs 100, post-action snapshot on)
// A warm-up call precedes each verb's runs. States are reset between runs (uncheck, alternate options
// and scroll direction), so every run performs a real change. Each call starts after a pseudo-random
// 0-17 ms pause, so the waits for animation frames sample the whole frame (an agent's command arrives
// at any point of it).
//
// Settle: on the demo, act() on a no-op target (hover) with settleMs 0/50/100, first on the quiet page,
// then with a script (page.addScriptTag) mutating the DOM every 10 ms: there the wait never sees a quiet
// period and must end at settleTimeoutMs (the tick is max(settleMs / 2, 16) ms, so it may overshoot by
// one tick).

/** Corpus pages acted on (they have a text input, a <select> and a checkbox). */
export const ACT_CORPUS = ['archive-of-our-own', 'royal-road', 'wikipedia-2'];

/**
 * Corpus pages are served with this CSP: their scripts never run, pagemark's (page.evaluate) does (and
 * a stray form submission goes nowhere).
 */
const NO_PAGE_SCRIPTS = "script-src 'none'; form-action 'none'";

const median = (a) => {
  const s = a.filter((v) => v != null && !Number.isNaN(v)).sort((x, y) => x - y);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

/** In the page (self-contained): pick one target per verb from one snapshot, then time act() on it. */
async function actInPage({ runs, defaultRuns }) {
  const pm = window.pagemark;
  const now = () => performance.now();
  const snap = pm.snapshot();
  const elOf = (r) => pm.protocol.elementByIndex(r.index);
  // Elements the demo's own script listens to (examples/demo/demo.js), left out so no page code runs.
  const REACTS = '#sort-button, #sort-list, #open-modal, #modal, gear-rating, [onclick], a[href], summary, label';
  const usable = snap.elements.filter((r) => {
    if (r.frame !== '' || !r.isVisible || r.states.disabled || r.states.inert || r.states.readonly) return false;
    const e = elOf(r);
    return e && e.isConnected && e.getRootNode() === document;
  });
  // Prefer what is on screen and on top: the checks then pass on the first try, without scrolling.
  const score = (r) => (r.inViewport ? 2 : 0) + (r.isTopElement ? 1 : 0);
  const pick = (pred) =>
    usable.filter((r) => pred(r, elOf(r))).sort((a, b) => score(b) - score(a) || a.index - b.index)[0] ?? null;
  const textual = (r) =>
    (r.tag === 'input' && ['text', 'search', 'email', 'url', 'tel', ''].includes(r.inputType ?? 'text')) ||
    r.tag === 'textarea';
  const clickable =
    pick((r, e) => r.tag === 'button' && e.type === 'button' && !e.closest(REACTS)) ??
    pick(
      (r, e) =>
        ['button', 'tab', 'menuitem', 'option', 'treeitem'].includes(r.role) &&
        !['a', 'input', 'button', 'select'].includes(r.tag) &&
        !e.closest(REACTS),
    ) ??
    pick((r, e) => r.reason === 'cursor' && !e.closest(REACTS + ', button, input, select, textarea')) ??
    // No control without a default action or a listener: a heading or image (nothing follows the click).
    pick((r, e) => ['h1', 'h2', 'h3', 'h4', 'img'].includes(r.tag) && !e.closest(REACTS + ', button')) ??
    // Else a text field (clicking into it only focuses it; submit buttons and links would leave the page).
    pick((r, e) => textual(r) && !e.closest('[onclick]'));
  const input = pick((r, e) => textual(r) && !e.closest('[onclick]'));
  const select = pick(
    (r, e) => r.tag === 'select' && !e.multiple && [...e.options].filter((o) => !o.disabled).length >= 2,
  );
  const checkbox =
    pick((r, e) => r.tag === 'input' && r.inputType === 'checkbox' && !e.closest('[onclick]')) ??
    pick((r, e) => r.role === 'checkbox' && !e.closest('[onclick]'));
  const link = pick((r) => r.tag === 'a' && r.role === 'link');
  const selValues = select
    ? [...elOf(select).options]
        .map((o, i) => (o.disabled ? -1 : i))
        .filter((i) => i >= 0)
        .slice(0, 2)
    : [];
  const verbs = [
    { verb: 'click', rec: clickable, cmd: () => ({ action: 'click' }) },
    { verb: 'fill', rec: input, cmd: (i) => ({ action: 'fill', text: `bench ${i}` }) },
    {
      verb: 'type',
      rec: input,
      cmd: () => ({ action: 'type', text: 'abc' }),
      reset: (e) => {
        e.value = '';
      },
    },
    { verb: 'select', rec: select, cmd: (i) => ({ action: 'select', values: [selValues[i % 2]] }) },
    {
      verb: 'check',
      rec: checkbox,
      cmd: () => ({ action: 'check' }),
      reset: (e) => {
        if (e.localName === 'input') e.checked = false;
        else e.setAttribute('aria-checked', 'false');
      },
    },
    { verb: 'hover', rec: link, cmd: () => ({ action: 'hover' }) },
    { verb: 'press', rec: input, cmd: () => ({ action: 'press', key: 'Escape' }) },
    { verb: 'press Tab', rec: input, cmd: () => ({ action: 'press', key: 'Tab' }) },
    { verb: 'scroll', rec: null, noTarget: true, cmd: (i) => ({ action: 'scroll', direction: i % 2 ? 'up' : 'down' }) },
  ];
  const describe = (r) => {
    if (!r) return '';
    const name = (r.name || r.text || '').replace(/\s+/g, ' ').trim();
    return `[${r.bid}] ${r.role || r.tag}${r.tag === 'input' ? `/${r.inputType}` : ''} "${name.length > 30 ? name.slice(0, 29) + '\u2026' : name}"`;
  };
  const out = [];
  let seed = 42;
  for (const v of verbs) {
    if (!v.rec && !v.noTarget) {
      out.push({ verb: v.verb, target: null });
      continue;
    }
    const el = v.rec ? elOf(v.rec) : null;
    const call = async (i, extra) => {
      // Start at a spread of points in the 16.7 ms frame: waits for an animation frame depend on it,
      // and back-to-back calls would otherwise all start at the same phase (a fixed LCG: reproducible).
      seed = (seed * 1103515245 + 12345) % 2147483648;
      await new Promise((res) => setTimeout(res, (seed / 2147483648) * 17));
      if (v.reset) v.reset(el);
      const cmd = { ...v.cmd(i), ...extra };
      if (v.rec) cmd.target = v.rec.index;
      const t = now();
      const r = await pm.act(cmd);
      return { r, wall: now() - t };
    };
    const quick = { snapshot: false, settleMs: 0 };
    const warm = await call(0, quick);
    const act = [];
    const total = [];
    const forced = [];
    const dry = [];
    const dflt = [];
    let mutations = 0;
    let navigated = warm.r.effects.navigated;
    let failed = warm.r.ok ? null : warm.r.error;
    for (let i = 1; i <= runs; i++) {
      const a = await call(i, quick);
      act.push(a.r.durationMs);
      total.push(a.wall);
      mutations = Math.max(mutations, a.r.effects.mutations);
      navigated = navigated || a.r.effects.navigated;
      if (!a.r.ok) failed = a.r.error;
      if (v.rec) {
        forced.push((await call(i, { ...quick, force: true })).r.durationMs);
        dry.push((await call(i, { ...quick, dryRun: true })).r.durationMs);
      }
    }
    for (let i = 1; i <= defaultRuns; i++) dflt.push((await call(i, {})).wall);
    if (v.reset) v.reset(el);
    out.push({
      verb: v.verb,
      target: v.rec ? describe(v.rec) : '(window)',
      ok: !failed,
      error: failed ? `${failed.code}: ${failed.message}` : undefined,
      mutations,
      navigated,
      warmMs: warm.r.durationMs,
      act,
      total,
      forced,
      dry,
      dflt,
    });
  }
  return { elements: document.getElementsByTagName('*').length, verbs: out };
}

/** Settle timing, in the page: act(hover) with each settleMs / settleTimeoutMs pair, wall time vs durationMs. */
async function settleInPage({ index, pairs, runs }) {
  const pm = window.pagemark;
  const out = [];
  for (const [settleMs, settleTimeoutMs] of pairs) {
    const wait = [];
    const total = [];
    let mutations = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const r = await pm.act({ action: 'hover', target: index, snapshot: false, settleMs, settleTimeoutMs });
      const wall = performance.now() - t;
      total.push(wall);
      wait.push(wall - r.durationMs);
      mutations = Math.max(mutations, r.effects.mutations);
    }
    out.push({ settleMs, settleTimeoutMs, wait, total, mutations });
  }
  return out;
}

const MUTATOR = `(() => {
  const box = document.createElement('div');
  box.id = 'bench-mutator';
  box.style.cssText = 'position:fixed;right:0;bottom:0;font:10px monospace';
  document.body.appendChild(box);
  let n = 0;
  window.__benchMutator = setInterval(() => { box.textContent = String(++n); }, 10);
})();`;

const summariseVerb = (v) =>
  v.target == null
    ? v
    : {
        verb: v.verb,
        target: v.target,
        ok: v.ok,
        ...(v.error ? { error: v.error } : {}),
        mutations: v.mutations,
        navigated: v.navigated,
        warmMs: v.warmMs,
        actMs: median(v.act),
        actMaxMs: v.act.length ? Math.max(...v.act) : null,
        forcedMs: median(v.forced),
        dryRunMs: median(v.dry),
        totalMs: median(v.total),
        defaultMs: median(v.dflt),
      };

async function newPage(browser, origin, js) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  page.setDefaultTimeout(60_000);
  await page.route('**/*', (r) => (r.request().url().startsWith(origin) ? r.continue() : r.abort()));
  return { ctx, page };
}

/**
 * act() timings on each page of `pages` ({ name, kind, url, js }; corpus pages get the no-script CSP),
 * the settle check on the demo, and a probe of act() on a page with JavaScript disabled.
 */
export async function measureAct(browser, { origin, bundle, pages, runs, defaultRuns = 3, log = () => {} }) {
  const rows = [];
  for (const p of pages) {
    const t0 = Date.now();
    const { ctx, page } = await newPage(browser, origin, true);
    try {
      if (p.kind === 'corpus')
        await page.route(p.url, async (route) => {
          const resp = await route.fetch();
          await route.fulfill({
            response: resp,
            headers: { ...resp.headers(), 'content-security-policy': NO_PAGE_SCRIPTS },
          });
        });
      await page.goto(p.url, { waitUntil: 'load' });
      await page.evaluate(bundle);
      const pageScripts = p.kind === 'corpus' ? await page.evaluate(() => document.scripts.length) : undefined;
      const m = await page.evaluate(actInPage, { runs, defaultRuns });
      const row = { page: p.name, kind: p.kind, domElements: m.elements, verbs: m.verbs.map(summariseVerb) };
      if (pageScripts !== undefined) row.pageScriptsBlocked = pageScripts;
      rows.push(row);
      log(`${p.name}: ${row.verbs.filter((v) => v.target).length} verbs, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } catch (e) {
      rows.push({ page: p.name, kind: p.kind, failed: String(e.message).split('\n')[0] });
      log(`${p.name}: failed: ${String(e.message).split('\n')[0]}`);
    }
    await ctx.close();
  }

  // Settle: quiet demo, then the demo mutating every 10 ms.
  const demo = pages.find((p) => p.kind === 'demo');
  let settle = null;
  if (demo) {
    const { ctx, page } = await newPage(browser, origin, true);
    try {
      await page.goto(demo.url, { waitUntil: 'load' });
      await page.evaluate(bundle);
      const index = await page.evaluate(() => {
        const s = window.pagemark.snapshot();
        const r = s.elements.find((e) => e.tag === 'a' && e.isVisible && e.inViewport && e.frame === '');
        return r ? r.index : null;
      });
      const settleRuns = Math.max(3, runs);
      const quiet = await page.evaluate(settleInPage, {
        index,
        pairs: [
          [0, 1500],
          [50, 1500],
          [100, 1500],
        ],
        runs: settleRuns,
      });
      await page.addScriptTag({ content: MUTATOR });
      const busy = await page.evaluate(settleInPage, {
        index,
        pairs: [
          [0, 250],
          [50, 250],
          [100, 250],
          [100, 500],
          [100, 1500],
        ],
        runs: settleRuns,
      });
      const sum = (list, mutating) =>
        list.map((s) => ({
          mutating,
          settleMs: s.settleMs,
          settleTimeoutMs: s.settleTimeoutMs,
          waitMs: median(s.wait),
          waitMaxMs: Math.max(...s.wait),
          totalMs: median(s.total),
          mutations: s.mutations,
          tickMs: Math.max(s.settleMs / 2, 16),
        }));
      settle = { page: demo.name, runs: settleRuns, rows: [...sum(quiet, false), ...sum(busy, true)] };
      log(`settle: ${settle.rows.length} settings`);
    } catch (e) {
      settle = { failed: String(e.message).split('\n')[0] };
      log(`settle: failed: ${settle.failed}`);
    }
    await ctx.close();
  }

  // act() where JavaScript is disabled (how the snapshot bench loads the corpus): pagemark's timers and
  // animation frames never fire there, so act() does not return.
  let noJs = null;
  const probe = pages.find((p) => p.kind === 'corpus');
  if (probe) {
    const { ctx, page } = await newPage(browser, origin, false);
    const LIMIT = 3000;
    try {
      await page.goto(probe.url, { waitUntil: 'load' });
      await page.evaluate(bundle);
      const t = Date.now();
      const r = await Promise.race([
        page
          .evaluate(() => {
            const s = window.pagemark.snapshot();
            const rec = s.elements.find((e) => e.tag === 'a' && e.isVisible);
            return window.pagemark
              .act({ action: 'hover', target: rec.index, snapshot: false, settleMs: 0, settleTimeoutMs: 100 })
              .then((x) => ({ ok: x.ok, durationMs: x.durationMs }));
          })
          .catch((e) => ({ error: String(e.message).split('\n')[0] })),
        new Promise((res) => setTimeout(() => res(null), LIMIT)),
      ]);
      noJs = {
        page: probe.name,
        action: 'hover',
        returned: !!(r && !r.error),
        ms: r ? Date.now() - t : null,
        limitMs: LIMIT,
        ...(r && r.error ? { error: r.error } : {}),
      };
    } catch (e) {
      noJs = { page: probe.name, returned: false, error: String(e.message).split('\n')[0] };
    }
    await ctx.close().catch(() => {});
    log(
      `JavaScript disabled: ${noJs.returned ? `returned in ${noJs.ms} ms` : (noJs.error ?? `no answer in ${LIMIT} ms`)}`,
    );
  }
  return { runs, defaultRuns, rows, settle, noJs };
}

/** Target lines for the targets block, in bench.mjs's `{ name, value, target, unit, pass, note }` form. */
export function actTargets(act) {
  const out = [];
  const all = [];
  for (const r of act?.rows ?? [])
    for (const v of r.verbs ?? []) if (v.target && v.actMs != null) all.push({ page: r.page, ...v });
  const worst = all.reduce((a, v) => (a && a.actMs >= v.actMs ? a : v), null);
  const over = all.filter((v) => v.actMs > 5);
  out.push({
    name: 'act() excluding the settle wait, worst verb and page',
    value: worst ? worst.actMs : null,
    target: 5,
    unit: 'ms',
    pass: worst ? worst.actMs <= 5 : null,
    note: worst
      ? `${worst.page} ${worst.verb}; ${over.length} of ${all.length} over: ${[...new Set(over.map((v) => v.verb))].join(', ') || 'none'}`
      : '',
  });
  // Bounded: on a page that never goes quiet the wait ends at settleTimeoutMs, or at the poll tick
  // after it (max(settleMs / 2, 16) ms: 50 ms at the default settleMs). Median of the runs: a shared
  // machine delays a timer now and then (the max is in the table).
  const busy = (act?.settle?.rows ?? []).filter((s) => s.mutating && s.settleMs > 0);
  const past = (s) => s.waitMs - s.settleTimeoutMs;
  const wb = busy.reduce((a, s) => (a && past(a) >= past(s) ? a : s), null);
  out.push({
    name: 'settle wait past settleTimeoutMs, page mutating every 10 ms, worst',
    value: wb ? past(wb) : null,
    target: 50,
    unit: 'ms',
    pass: wb ? past(wb) <= 50 : null,
    note: wb
      ? `settleMs ${wb.settleMs}, settleTimeoutMs ${wb.settleTimeoutMs}: waited ${wb.waitMs.toFixed(1)} ms (max ${wb.waitMaxMs.toFixed(1)})`
      : '',
  });
  return out;
}

/** The act section of latest.md. */
export function actMarkdown(act) {
  const f = (v, d = 2) => (v == null || Number.isNaN(v) ? 'n/a' : v.toFixed(d));
  const lines = [
    `### act()`,
    '',
    `In-page times of act() on a target resolved by index from one prior snapshot; median of ${act.runs} runs after a warm-up ` +
      `(default: median of ${act.defaultRuns}). act ms = the result's durationMs (parse, resolve, actionability checks, dispatch; ` +
      'not the settle wait, the post-conditions or the post-action snapshot); forced = the same with force (no actionability checks); ' +
      'dry run = resolve + checks only; total = the whole act() call with { settleMs: 0, snapshot: false }; default = the whole call ' +
      "with the defaults (settleMs 100, post-action snapshot). Corpus pages are served with `script-src 'none'; form-action 'none'` (no page " +
      'script runs); the synthetic page has no listeners; demo targets avoid what demo.js listens to. mutations: the most seen ' +
      'during one act (0: no reaction). Where the time goes: forced ms against act ms is the actionability checks; for click, ' +
      'check and hover they include the stability check, which waits two animation frames (ensureActionable in ' +
      'src/dom/actions/actionability.ts; 16-33 ms at 60 Hz). press Tab walks every focusable element (moveFocus in src/dom/actions/focusOrder.ts). ' +
      'total ms minus act ms is the settle wait, at least one 16 ms poll tick even with settleMs 0.',
    '',
    '| page | verb | target | ok | act ms | act max ms | forced ms | dry run ms | total ms | default ms | mutations | warm-up act ms |',
    '|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of act.rows) {
    if (r.failed) {
      lines.push(`| ${r.page} | failed: ${r.failed} | | | | | | | | | | |`);
      continue;
    }
    for (const v of r.verbs)
      lines.push(
        v.target == null
          ? `| ${r.page} | ${v.verb} | (no target on the page) | | | | | | | | | |`
          : `| ${r.page} | ${v.verb} | ${v.target.replace(/\|/g, '\\|')} | ${v.ok ? 'yes' : `no (${v.error})`}${v.navigated ? ', navigated' : ''} | ${f(v.actMs)} | ${f(v.actMaxMs)} | ${f(v.forcedMs)} | ${f(v.dryRunMs)} | ${f(v.totalMs, 1)} | ${f(v.defaultMs, 1)} | ${v.mutations} | ${f(v.warmMs)} |`,
      );
  }
  if (act.settle && !act.settle.failed) {
    lines.push(
      '',
      `Settle wait on ${act.settle.page} (act(hover), wall time minus durationMs, median and max of ${act.settle.runs} runs). ` +
        'Quiet: nothing else changes the page. Mutating: a script changes the DOM every 10 ms, so no quiet period comes and the ' +
        'wait must end at settleTimeoutMs; the wait is polled every max(settleMs / 2, 16) ms (src/dom/actions/settle.ts watch().quiet).',
      '',
      '| page state | settleMs | settleTimeoutMs | wait ms | max wait ms | poll tick ms | mutations |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...act.settle.rows.map(
        (s) =>
          `| ${s.mutating ? 'mutating every 10 ms' : 'quiet'} | ${s.settleMs} | ${s.settleTimeoutMs} | ${f(s.waitMs, 1)} | ${f(s.waitMaxMs, 1)} | ${s.tickMs} | ${s.mutations} |`,
      ),
    );
  } else if (act.settle?.failed) lines.push('', `Settle check failed: ${act.settle.failed}`);
  if (act.noJs)
    lines.push(
      '',
      `JavaScript disabled (${act.noJs.page}, as the snapshot rows load the corpus): act(hover, settleMs 0, settleTimeoutMs 100) ` +
        (act.noJs.returned
          ? `returned in ${act.noJs.ms} ms.`
          : `${act.noJs.error ? `failed (${act.noJs.error})` : `gave no answer in ${act.noJs.limitMs} ms`}: timers and animation frames never fire there, and act() awaits both.`),
    );
  return lines.join('\n');
}
