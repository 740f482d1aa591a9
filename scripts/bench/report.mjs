// docs/benchmarks.md, written from one benchmark run's results: by `npm run bench` after a full run,
// or from the committed bench-results/latest.json with `node scripts/bench.mjs --from-results`. The
// page holds the latest run only (git keeps the earlier ones). `headlineRows` is also what the
// README's benchmark table quotes.
import fs from 'node:fs';
import path from 'node:path';
import { median } from './measure.mjs';

const fmt = (v, d = 1) => (v == null || Number.isNaN(v) ? 'n/a' : v.toFixed(d));
const x = (v, d = 2) => `${fmt(v, d)}x`;

/** The few numbers a newcomer reads first: `[measure, value, what it is against]` rows. */
export function headlineRows(summary, rows) {
  const syn = (n) => rows.find((r) => r.kind === 'synthetic' && r.size === n);
  const corpus = rows.filter((r) => r.kind === 'corpus');
  const out = [];
  for (const n of [10000, 100000]) {
    const r = syn(n);
    if (r)
      out.push([
        `full snapshot, synthetic page of ${r.domElements.toLocaleString('en-US')} elements`,
        `${fmt(r.snapshotMs)} ms`,
        `${x(r.ratio)} floor-rect (one box and one style read per element, ${fmt(r.floorRectMs)} ms)`,
      ]);
  }
  if (corpus.length)
    out.push([
      `full snapshot, ${corpus.length} real pages (corpus), median`,
      `${fmt(median(corpus.map((r) => r.snapshotMs)))} ms`,
      `${x(summary.corpusMedianRatio)} floor-rect (warm: ${x(summary.corpusMedianRatioWarm)})`,
    ]);
  const v = summary.vsPlaywright;
  if (v)
    out.push([
      "text observation vs Playwright's AI snapshot (corpus median)",
      // Not the same scope: say so wherever the ratio is shown (README, docs/benchmarks.md).
      `${x(v.corpusMedianRatio)} the time, ${x(v.corpusMedianTokenRatio)} the tokens, not like for like: pagemark's text has every interactive element but page text in the viewport only, Playwright's all of the page's text`,
      `\`page.ariaSnapshot({ mode: 'ai' })\`, playwright-core ${summary.playwrightVersion}`,
    ]);
  if (summary.corpusMedianTokensPerListed != null)
    out.push([
      'text format, o200k tokens per listed element (corpus median)',
      fmt(summary.corpusMedianTokensPerListed),
      'every interactive element listed, page text in the viewport',
    ]);
  const typed = corpus.filter((r) => r.incrementalTypedRatio != null);
  if (typed.length)
    out.push([
      'incremental snapshot after one typed value (corpus median)',
      x(median(typed.map((r) => r.incrementalTypedRatio))),
      'a full snapshot of the same page',
    ]);
  const t = (summary.targets ?? []).find((e) => e.name.startsWith('act() excluding'));
  if (t) out.push(['act(), excluding the settle wait, worst verb and page', `${fmt(t.value)} ms`, t.note]);
  return out;
}

export function headlineTable(summary, rows) {
  return [
    '| measure | value | against |',
    '|---|---:|---|',
    ...headlineRows(summary, rows).map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/**
 * The whole page: `tables` and `targets` are bench.mjs's markdown and target block. `run` says which run it is: `{ label, commit? }` (the commit that holds the results
 * when they are read back from bench-results/).
 */
export function benchmarksDoc({ summary, rows }, { tables, targets }, run) {
  const pages = rows.length;
  return [
    '# Benchmarks',
    '',
    '<!-- Written by scripts/bench/report.mjs (`npm run bench`, or `node scripts/bench.mjs --from-results`). Do not edit by hand. -->',
    '',
    `This page is the latest full run only: ${run.label}, measured ${summary.date} on ${summary.machine}, ` +
      `${summary.browser}, viewport 1280x800, median of ${summary.runs} runs, ${pages} pages, ${summary.durationS} s in all` +
      (run.commit ? ` (results committed in \`${run.commit}\`: \`bench-results/latest.json\`).` : '.') +
      ' Earlier runs are in git history. The machine is shared (2 cores): absolute times drift between runs, the ratios to floor-rect measured beside them much less.',
    '',
    '## Headline',
    '',
    headlineTable(summary, rows),
    '',
    '![snapshot time against element count](../bench-results/chart.svg)',
    '',
    '## What is measured',
    '',
    "- **Floors**, written in the benchmark (`scripts/bench/floors.mjs`): `floor-walk`, a TreeWalker over every element, into shadow roots and same-origin frames; `floor-rect`, the same plus one `getBoundingClientRect` and one `getComputedStyle(el).display` per element; `floor-reads`, the browser calls a snapshot with pagemark's features makes (style reads, boxes, hit tests) and none of its JavaScript.",
    "- **pagemark's full snapshot** (`incremental: false`, `maxElements: 1e6`): one warm-up, then the median of the runs (the 2nd to 6th calls after injection); `warm` is a snapshot after 40 more calls; `first` is the first call on the page.",
    "- **Round trip to Node** as the host helpers do it (`snapshotWire()` decoded in Node), render times, incremental snapshots (unchanged, one field typed, one row added), the sliced `snapshotAsync`'s longest main-thread task (from Chromium's trace), `act()` per verb and its settle wait, and each format's size in characters and o200k tokens.",
    "- **An agent's step, cold and warm** (`scripts/bench/coldWarm.mjs`), in CPU time of the renderer's main thread: the minified bundle the host helpers inject, cold (a fresh context: inject + first snapshot + text render) and warm, beside floor-rect, floor-reads, Playwright's first `ariaSnapshot({ mode: 'ai' })` in a fresh context and the previous release's bundle (`--prev REV`), in rounds that rotate the order; a page over 5% slower than the previous release is flagged.",
    "- **Playwright's AI snapshot** side by side: `page.ariaSnapshot({ mode: 'ai' })` (what Playwright MCP sends its model) against `render(snapshot(o), 'text')`, each one call from Node, alternating which goes first.",
    '- **Pages:** the synthetic generator (`scripts/bench/synthetic.mjs`: forms, tables, card grids, deep wrappers, hidden subtrees, ARIA widgets, shadow hosts, iframes) at about 1k, 10k, 50k and 100k elements; the 42 saved real pages of `../shared/corpus/pages` (JavaScript off, network blocked); the demo; the test fixtures (token counts).',
    '',
    '## Targets',
    '',
    "The performance issue's targets, as the run judged them (`MISS` is a target not met):",
    '',
    '```',
    targets.trim(),
    '```',
    '',
    '## All tables',
    '',
    tables.trim(),
    '',
    '## How to reproduce',
    '',
    '```sh',
    'npm run bench                          # full run: writes bench-results/ and this page',
    'node scripts/bench.mjs --quick         # 1k/10k/100k and 5 corpus pages, into bench-results/raw/quick/ (ignored)',
    'node scripts/bench.mjs --act-only      # act() alone, about a minute',
    'node scripts/bench.mjs --no-playwright # without the side by side',
    'node scripts/bench.mjs --cold-only --quick          # cold/warm on the issue pages, into bench-results/raw/cold/',
    'node scripts/bench.mjs --cold-only --prev f70d23b   # against another release (default c06cec5)',
    'node scripts/bench.mjs --cold-only --pages heise,cnn --prev-file OLD.iife.min.js  # a lever A/B',
    'node scripts/bench.mjs --from-results  # rewrite this page from bench-results/latest.json',
    '```',
    '',
    'The corpus is read from `../shared/corpus/pages` (next to the checkout); without it the corpus rows are left out. Chromium is `/usr/bin/chromium` (`CHROMIUM_BIN` overrides). Run it on an otherwise idle machine: other processes move absolute times.',
    '',
  ].join('\n');
}

export function writeBenchmarksDoc(root, results, parts, run) {
  const file = path.join(root, 'docs', 'benchmarks.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // The MCP side by side (scripts/bench/mcp.mjs), the step's parts (scripts/bench/step.mjs), a partial cold/warm run (by hand), the record of performance levers tried and the cost
  // of provenance (both written by hand) own sections of their own between markers: kept.
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const kept = ['levers', 'mcp-bench', 'step-bench', 'cold-bench', 'provenance']
    .map((k) => new RegExp(`<!-- ${k}:start -->[\\s\\S]*<!-- ${k}:end -->\\n?`).exec(old))
    .filter(Boolean)
    .map((m) => `\n${m[0]}`)
    .join('');
  fs.writeFileSync(file, benchmarksDoc(results, parts, run) + kept);
  return file;
}
