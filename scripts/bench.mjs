#!/usr/bin/env node
// `npm run bench`: pagemark's snapshot against the floors, side by side in one Chromium run; the round
// trip back to Node; the size of the three formats in characters and o200k tokens; a chart; and the
// issue's targets, pass or miss. Ratios to floor-rect are the numbers to read (absolute times drift
// on a shared machine). Not part of `npm test`.
//
//   node scripts/bench.mjs [--quick] [--runs N] [--sizes 1000,10000,...] [--out DIR]
//                          [--act-only | --no-act] [--act-corpus a,b,...] [--no-playwright]
//                          [--cold-only | --no-cold] [--prev REV | --prev-file F] [--cold-rounds N]
//                          [--pages a,b,...]
//
// Pages: synthetic (scripts/bench/synthetic.mjs: deterministic, ~1k/10k/50k/100k elements; --quick
// skips 50k and runs the first 5 corpus pages only), every corpus page in ../shared/corpus/pages
// (JavaScript disabled, network blocked), the demo page and the test fixtures (for their token counts; the
// pages frames load are left out). What is measured: scripts/bench/measure.mjs.
// Snapshots run with { maxElements: 1e6 } so the 100k page is never cut at the default cap (each
// row records `truncated` anyway).
//
// Writes DIR/latest.json (summary, targets, rows), DIR/latest.md (the tables and targets) and
// DIR/chart.svg. DIR is bench-results/, or bench-results/raw/quick/ (git-ignored) with --quick, so a
// quick check never overwrites the full results docs/benchmarks.md quotes.
//
// A full run also writes docs/benchmarks.md (scripts/bench/report.mjs). `--from-results` runs nothing:
// it rewrites docs/benchmarks.md from the committed bench-results/latest.json.
//
// act(): scripts/bench/act.mjs (the demo, synthetic-10k and a few corpus pages; the settle wait). Its
// section and target lines join the full run's output; `--act-only` runs it alone (about a minute) and
// writes DIR/act.json and DIR/act.md, DIR defaulting to bench-results/raw/act/.
//
// An agent's step, cold and warm (scripts/bench/coldWarm.mjs): in CPU time of the renderer's main
// thread, the minified bundle cold (fresh context: inject + first snapshot + text render) and warm,
// beside floor-rect, floor-reads, Playwright's cold AI snapshot and the previous release's bundle
// (`--prev REV`, default b830dae: REV:dist/pagemark.iife.min.js), the ratio per page and a flag where
// a page is over 5% slower than the previous release. Synthetic 10k and every corpus page (--quick:
// the issue's pages only; --pages: those whose names contain one of the words). `--cold-only` runs it
// alone and writes DIR/cold.json and DIR/cold.md, DIR defaulting to bench-results/raw/cold/.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import os from 'node:os';
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';
import { syntheticPage, frameDocument } from './bench/synthetic.mjs';
import { measurePage, median } from './bench/measure.mjs';
import { chartSvg } from './bench/chart.mjs';
import { ACT_CORPUS, actMarkdown, actTargets, measureAct } from './bench/act.mjs';
import { measureAgainstPlaywright } from './bench/playwrightAi.mjs';
import { writeBenchmarksDoc } from './bench/report.mjs';
import { COLD_PAGES, coldWarmMarkdown, coldWarmTargets, measureColdWarm, previousBundle } from './bench/coldWarm.mjs';
import { execFileSync } from 'node:child_process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const quick = process.argv.includes('--quick');
const RUNS = arg('--runs') ? Number(arg('--runs')) : quick ? 3 : 5;
const SIZES = arg('--sizes')
  ? arg('--sizes').split(',').map(Number)
  : quick
    ? [1000, 10000, 100000]
    : [1000, 10000, 50000, 100000];
const actOnly = process.argv.includes('--act-only');
const noAct = process.argv.includes('--no-act');
// Skip the side-by-side with Playwright's AI snapshot (scripts/bench/playwrightAi.mjs).
const noPlaywright = process.argv.includes('--no-playwright');
const coldOnly = process.argv.includes('--cold-only');
const noCold = process.argv.includes('--no-cold');
// The previous release: main's bundle before issue 57's work (b830dae). `--prev REV` benches any
// git rev's committed bundle side by side with the current one.
const PREV_REV = arg('--prev') ?? 'b830dae';
// `--prev-file PATH`: a bundle file instead (a lever's A/B against a local build).
const PREV_FILE = arg('--prev-file');
const COLD_ROUNDS = arg('--cold-rounds') ? Number(arg('--cold-rounds')) : 3;
const PAGE_FILTER = arg('--pages')?.split(',');
const ACT_PAGES = arg('--act-corpus') ? arg('--act-corpus').split(',') : ACT_CORPUS;
const outDir = path.resolve(
  root,
  arg('--out') ??
    (actOnly
      ? 'bench-results/raw/act'
      : coldOnly
        ? 'bench-results/raw/cold'
        : quick
          ? 'bench-results/raw/quick'
          : 'bench-results'),
);
// Full snapshots: with incremental on, a repeated snapshot of an unchanged page would reuse every
// element's reads (measured separately, see measure.mjs).
const SNAPSHOT_OPTIONS = { maxElements: 1e6, incremental: false };
const PAGE_TIMEOUT_MS = 10 * 60 * 1000;
// The corpus lies next to the repository (../shared); PAGEMARK_CORPUS points elsewhere (a worktree).
const corpusDir = process.env.PAGEMARK_CORPUS ?? path.resolve(root, '..', 'shared', 'corpus', 'pages');
const bundle = fs.readFileSync(process.env.PAGEMARK_BUNDLE ?? path.join(root, 'dist', 'pagemark.iife.js'), 'utf8');
const enc = new Tiktoken(o200k);
const tokens = (s) => (s ? enc.encode(s).length : 0);
const FORMATS = ['text', 'html', 'json'];

/** 1234567 -> '1,234,567' (the token and character columns). */
const thousands = (v) => String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const fmt = (v, d = 1) => (v == null || Number.isNaN(v) ? 'n/a' : v.toFixed(d));
const sizeLabel = (n) => (n >= 1000 ? `${n / 1000}k` : String(n));

function serve() {
  const synthetic = new Map();
  const server = http.createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    const p = decodeURIComponent(u.pathname);
    if (p.startsWith('/synthetic/') || p.startsWith('/synthetic-frame/')) {
      const n = Number(p.split('/')[2]);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      if (p.startsWith('/synthetic-frame/')) res.end(frameDocument(n));
      else {
        if (!synthetic.has(n)) synthetic.set(n, syntheticPage(n));
        res.end(synthetic.get(n).html);
      }
      return;
    }
    const file = p.startsWith('/corpus/') ? path.join(corpusDir, p.slice(8)) : path.join(root, p);
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404);
      res.end();
      return;
    }
    const type = file.endsWith('.css')
      ? 'text/css'
      : file.endsWith('.js')
        ? 'text/javascript'
        : 'text/html; charset=utf-8';
    res.writeHead(200, { 'content-type': type });
    fs.createReadStream(file).pipe(res);
  });
  return server;
}

/** The issue's targets, from the rows: `{ name, value, target, unit, pass, note }` (pass null: not measured). */
function targets(rows) {
  const syn = (n) => rows.find((r) => r.kind === 'synthetic' && r.size === n);
  const corpus = rows.filter((r) => r.kind === 'corpus');
  const worst = (list, key) => list.reduce((a, r) => (a && a[key] >= r[key] ? a : r), null);
  const out = [];
  const add = (name, value, target, unit, note = '') =>
    out.push({ name, value, target, unit, pass: value == null ? null : value <= target, note });
  const s10 = syn(10000);
  const s100 = syn(100000);
  const perElement = (r, key) => (1000 * r[key]) / r.domElements;
  for (const [key, what] of [
    ['snapshotMs', 'snapshot'],
    ['firstSnapshotMs', 'first (cold) snapshot'],
  ])
    add(
      `linear scaling: ${what} ms/element at 100k / at 10k`,
      s10 && s100 ? perElement(s100, key) / perElement(s10, key) : null,
      1.2,
      'x',
      s10 && s100 ? `${fmt(perElement(s10, key), 2)} vs ${fmt(perElement(s100, key), 2)} µs/element` : '',
    );
  for (const n of [10000, 50000, 100000]) {
    const r = syn(n);
    add(
      `snapshot / floor-rect at ${sizeLabel(n)}`,
      r ? r.ratio : null,
      2,
      'x',
      r ? `${fmt(r.snapshotMs)} vs ${fmt(r.floorRectMs)} ms` : '',
    );
  }
  const wr = worst(corpus, 'ratio');
  add(
    'corpus median snapshot / floor-rect',
    corpus.length ? median(corpus.map((r) => r.ratio)) : null,
    3,
    'x',
    `${corpus.length} pages`,
  );
  add('corpus worst snapshot / floor-rect', wr ? wr.ratio : null, 3, 'x', wr ? wr.page : '');
  // Judged on the issue's runs (the 2nd to 6th calls after injection); the warm ones, an agent's later
  // snapshots on the same page, are shown beside them (measure.mjs says why).
  const warm = corpus.filter((r) => r.ratioWarm != null);
  if (warm.length) {
    const last = out[out.length - 1];
    const ww = worst(warm, 'ratioWarm');
    last.note += `; warm (after 40 more calls): median ${fmt(median(warm.map((r) => r.ratioWarm)), 2)}x, worst ${fmt(ww.ratioWarm, 2)}x (${ww.page})`;
  }
  const wt = worst(rows, 'textRenderPct');
  add(
    'text render / snapshot time, worst page',
    wt ? wt.textRenderPct : null,
    10,
    '%',
    wt
      ? `${wt.page}; median ${fmt(median(rows.map((r) => r.textRenderPct)))}%, ${rows.filter((r) => r.textRenderPct > 10).length} of ${rows.length} pages over`
      : '',
  );
  // The target is on serialisation (the issue's own word): encoding in the page, the bytes' trip
  // beyond an empty evaluate's latency measured in the same iteration, and decoding in Node
  // (measure.mjs). The raw overhead, call latency included, is shown beside it; on sub-millisecond
  // pages the latency alone exceeds the snapshot.
  const wo = worst(rows, 'serialisationRatio');
  add(
    'serialisation (encode + trip beyond an empty call + decode) / snapshot time, worst page',
    wo ? wo.serialisationRatio : null,
    1,
    'x',
    wo
      ? `${wo.page}: encode ${fmt(wo.roundTripEncodeMs, 2)} + trip ${fmt(Math.max(0, wo.roundTripTransferMs), 2)} + decode ${fmt(wo.roundTripDecodeMs, 2)} ms for a ${fmt(wo.roundTripInPageMs)} ms snapshot (round trip ${fmt(wo.roundTripMs)} ms, empty call ${fmt(wo.callLatencyMs)} ms); median ${fmt(median(rows.map((r) => r.serialisationRatio)), 2)}x, ${rows.filter((r) => r.serialisationRatio > 1).length} of ${rows.length} pages over. Raw overhead with the call latency: median ${fmt(median(rows.map((r) => r.roundTripOverheadRatio)), 2)}x, ${rows.filter((r) => r.roundTripOverheadRatio > 1).length} pages over; through plain JSON instead of the wire format: median ${fmt(median(rows.filter((r) => r.roundTripJsonOverheadMs != null).map((r) => r.roundTripJsonOverheadMs / r.snapshotMs)), 2)}x`
      : '',
  );
  // The target is read strictly: against the clean full snapshot, which found the browser's style,
  // layout and hit-test data up to date. Against a full snapshot after the same change (which pays
  // the browser's recomputation too) the ratio is shown beside it.
  for (const [key, fair, what] of [
    ['incrementalTypedRatio', 'incrementalTypedVsFull', 'one field typed'],
    ['incrementalRowRatio', 'incrementalRowVsFull', 'one row added'],
  ]) {
    const list = rows.filter((r) => r.kind === 'synthetic' && r.size >= 10000 && r[key] != null);
    const w = worst(list, key);
    add(
      `incremental snapshot / full, ${what}, worst synthetic 10k-100k`,
      w ? w[key] : null,
      0.25,
      'x',
      w
        ? `${w.page}; corpus median ${fmt(median(corpus.filter((r) => r[key] != null).map((r) => r[key])), 2)}x. Against a full snapshot after the same change: ${w.page} ${fmt(w[fair], 2)}x, corpus median ${fmt(median(corpus.filter((r) => r[fair] != null).map((r) => r[fair])), 2)}x`
        : '',
    );
  }
  const big = rows.filter((r) => r.kind === 'synthetic' && r.sliced);
  const wl = big.length ? big[big.length - 1] : null;
  // The trace's longest main-thread task is the target's measure (the issue: no task over 50 ms); the
  // timer gap (two tasks back to back make one gap) and the longtask observer are shown beside it.
  const longest = (m) => m.traceLongestMs ?? m.maxGapMs;
  add(
    'snapshotAsync longest main-thread task (trace), largest synthetic page',
    wl ? Math.max(longest(wl.sliced.full), longest(wl.sliced.incremental)) : null,
    50,
    'ms',
    wl
      ? `${wl.page}: full ${fmt(longest(wl.sliced.full))} ms (script ${fmt(wl.sliced.full.traceScriptMs)} of which GC ${fmt(wl.sliced.full.traceScriptGcMs)}${wl.sliced.full.traceScriptGcKind ? ` ${wl.sliced.full.traceScriptGcKind}` : ''}, GC-only ${fmt(wl.sliced.full.traceGcMs)}; timer gap ${fmt(wl.sliced.full.maxGapMs)}, longtask ${fmt(wl.sliced.full.longestTaskMs)}), incremental ${fmt(longest(wl.sliced.incremental))} ms (timer gap ${fmt(wl.sliced.incremental.maxGapMs)}); whole snapshot ${fmt(wl.sliced.full.totalMs, 0)} ms`
      : '',
  );
  return out;
}

function targetsBlock(list) {
  const w = Math.max(...list.map((t) => t.name.length));
  return [
    'Targets:',
    ...list.map((t) => {
      const u = t.unit === '%' ? '%' : t.unit === 'ms' ? ' ms' : t.unit === 'pages' ? ' pages' : 'x';
      const v = t.value == null ? 'not run' : `${fmt(t.value, t.unit === '%' ? 1 : t.unit === 'pages' ? 0 : 2)}${u}`;
      const status = t.pass == null ? 'n/a ' : t.pass ? 'pass' : 'MISS';
      return `  ${status}  ${t.name.padEnd(w)}  ${v.padStart(9)}  (target <= ${t.target}${u})${t.note ? `  ${t.note}` : ''}`;
    }),
  ].join('\n');
}

/** What the browser's own calls cost: floor-reads against floor-rect and the snapshot ([] without it). */
function readsMarkdown(rows) {
  const list = rows.filter((r) => r.floorReadsMs != null && r.kind !== 'fixture');
  if (!list.length) return [];
  const corpus = list.filter((r) => r.kind === 'corpus');
  return [
    "What the browser's own calls cost: `floor-reads` makes the style reads, boxes and hit tests a snapshot with pagemark's features makes (scripts/bench/floors.mjs says which), and none of its JavaScript, timed beside floor-rect in the same loop. floor-reads / floor-rect is the least any snapshot with these features can be against the issue's floor.",
    '',
    '| page | elements | floor-rect ms | floor-reads ms | floor-reads / floor-rect | snapshot ms | snapshot / floor-reads | style reads | boxes + hit tests |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...list.map(
      (r) =>
        `| ${r.page} | ${r.domElements} | ${fmt(r.floorRectMs)} | ${fmt(r.floorReadsMs)} | ${fmt(r.readsRatio, 2)} | ${fmt(r.snapshotMs)} | ${fmt(r.snapshotVsReads, 2)} | ${r.floorReadsCalls} | ${r.registered} + ${r.floorReadsHitTests} |`,
    ),
    '',
    `floor-reads / floor-rect: ${list
      .filter((r) => r.kind === 'synthetic')
      .map((r) => `${r.page} ${fmt(r.readsRatio, 2)}x`)
      .join(
        ', ',
      )}; corpus median ${fmt(corpus.length ? median(corpus.map((r) => r.readsRatio)) : null, 2)}x. Snapshot / floor-reads: corpus median ${fmt(corpus.length ? median(corpus.map((r) => r.snapshotVsReads)) : null, 2)}x.`,
    '',
  ];
}

/** The side-by-side table with Playwright's AI snapshot and its summary line ([] when it did not run). */
function playwrightMarkdown(summary, rows) {
  const list = rows.filter((r) => r.vsPlaywright);
  const failedPw = rows.filter((r) => r.vsPlaywrightError);
  if (!list.length && !failedPw.length) return [];
  const v = summary.vsPlaywright;
  return [
    "Side by side with Playwright's AI snapshot (`page.ariaSnapshot({ mode: 'ai' })`, the YAML tree with refs that Playwright MCP sends its model; playwright-core " +
      `${summary.playwrightVersion}), on the same loaded page: one call from Node that returns the text the model reads, pagemark's being \`render(snapshot(o), 'text')\` with the full-snapshot options above. ` +
      "Median of the runs (three at 50k and 100k) after one call of each, alternating which goes first; Playwright's first call on the page beside it. Tokens: o200k.",
    '',
    '| page | elements | pagemark ms | Playwright ms | pagemark / Playwright | Playwright first call ms | pagemark tokens | Playwright tokens | tokens, pagemark / Playwright | pagemark listed | Playwright refs |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...list.map((r) => {
      const p = r.vsPlaywright;
      return `| ${r.page} | ${r.domElements} | ${fmt(p.pagemarkMs)} | ${fmt(p.playwrightMs)} | ${fmt(p.ratio, 2)} | ${fmt(p.playwrightFirstMs, 0)} | ${thousands(p.pagemarkTokens)} | ${thousands(p.playwrightTokens)} | ${fmt(p.tokenRatio, 2)} | ${r.listed} | ${thousands(p.playwrightRefs)} |`;
    }),
    '',
    `Against Playwright's AI snapshot: corpus median time ${fmt(v?.corpusMedianRatio, 2)}x (worst ${fmt(v?.corpusWorstRatio, 2)}x, ${v?.corpusWorstPage ?? 'n/a'}), tokens ${fmt(v?.corpusMedianTokenRatio, 2)}x; ` +
      list
        .filter((r) => r.kind === 'synthetic')
        .map((r) => `${r.page} ${fmt(r.vsPlaywright.ratio, 2)}x time, ${fmt(r.vsPlaywright.tokenRatio, 2)}x tokens`)
        .join(', ') +
      '.',
    ...failedPw.map((r) => `Playwright's AI snapshot failed on ${r.page}: ${r.vsPlaywrightError}`),
    '',
  ];
}

function markdown(summary, rows, targetList, act, withTargets = true, coldWarm = null) {
  return [
    `Measured ${summary.date} on ${summary.machine}, ${summary.browser}, 1280x800, median of ${summary.runs} runs.`,
    '',
    '| page | elements | visited | registered | listed | floor-walk ms | floor-rect ms | snapshot ms | snapshot / floor-rect | snapshot ms, warm | warm / floor-rect beside it | first snapshot ms | round trip ms | call latency ms | serialisation / snapshot | raw overhead / snapshot | text render ms | text render / snapshot |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.domElements} | ${r.elements} | ${r.registered} | ${r.listed} | ${fmt(r.floorWalkMs, 2)} | ${fmt(r.floorRectMs)} | ${fmt(r.snapshotMs)} | ${fmt(r.ratio, 2)} | ${fmt(r.snapshotWarmMs)} | ${fmt(r.ratioWarm, 2)} | ${fmt(r.firstSnapshotMs)} | ${fmt(r.roundTripMs, 0)} | ${fmt(r.callLatencyMs, 1)} | ${fmt(r.serialisationRatio, 2)} | ${fmt(r.roundTripOverheadRatio, 2)} | ${fmt(r.textRenderMs, 2)} | ${fmt(r.textRenderPct)}% |`,
    ),
    '',
    '| page | text chars | text tokens | tokens / listed element | html chars | html tokens | json chars | json tokens |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${thousands(r.textChars)} | ${thousands(r.textTokens)} | ${fmt(r.tokensPerListed)} | ${thousands(r.htmlChars)} | ${thousands(r.htmlTokens)} | ${thousands(r.jsonChars)} | ${thousands(r.jsonTokens)} |`,
    ),
    '',
    '| page | full snapshot ms | incremental, unchanged ms | one field typed ms | / full | full after typing ms | / that | one row added ms | / full | full after the row ms | / that | read afresh because |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows
      .filter((r) => r.incrementalNoneMs != null)
      .map(
        (r) =>
          `| ${r.page} | ${fmt(r.snapshotMs)} | ${fmt(r.incrementalNoneMs)} | ${fmt(r.incrementalTypedMs)} | ${fmt(r.incrementalTypedRatio, 2)} | ${fmt(r.fullAfterTypedMs)} | ${fmt(r.incrementalTypedVsFull, 2)} | ${fmt(r.incrementalRowMs)} | ${fmt(r.incrementalRowRatio, 2)} | ${fmt(r.fullAfterRowMs)} | ${fmt(r.incrementalRowVsFull, 2)} | ${r.incrementalFallbacks.join('; ')} |`,
      ),
    '',
    "Where a full snapshot's time goes, by its own account (`stats.timings` of the timed run whose time is the median, as shares of that run; hit tests: how many `stats.hitTests` counted in it):",
    '',
    '| page | snapshot ms | walk | text | identity | occlusion | hit tests | locators | marks | other |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows
      .filter((r) => r.phases && r.kind !== 'fixture')
      .map((r) => {
        const pc = (k) => `${fmt((100 * r.phases[k]) / r.snapshotMs, 0)}%`; // snapshotMs is that run's time
        return `| ${r.page} | ${fmt(r.snapshotMs)} | ${pc('walk')} | ${pc('text')} | ${pc('identity')} | ${pc('occlusion')} | ${r.hitTests} | ${pc('locators')} | ${pc('marks')} | ${pc('other')} |`;
      }),
    '',
    '| page | snapshotAsync full: total ms | longest task ms: trace (script / GC-only) | timer gap / longtask ms | incremental: total ms | longest task ms: trace | timer gap ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows
      .filter((r) => r.sliced)
      .map(
        (r) =>
          `| ${r.page} | ${fmt(r.sliced.full.totalMs, 0)} | ${fmt(r.sliced.full.traceLongestMs)} (${fmt(r.sliced.full.traceScriptMs)} / ${fmt(r.sliced.full.traceGcMs)}) | ${fmt(r.sliced.full.maxGapMs)} / ${fmt(r.sliced.full.longestTaskMs)} | ${fmt(r.sliced.incremental.totalMs, 0)} | ${fmt(r.sliced.incremental.traceLongestMs)} | ${fmt(r.sliced.incremental.maxGapMs)} |`,
      ),
    '',
    ...readsMarkdown(rows),
    ...playwrightMarkdown(summary, rows),
    `Corpus: median snapshot / floor-rect ${fmt(summary.corpusMedianRatio, 2)}, worst ${fmt(summary.corpusMaxRatio, 2)} (warm, after 40 more calls: median ${fmt(summary.corpusMedianRatioWarm, 2)}); median ${fmt(summary.corpusMedianTokensPerListed)} o200k tokens per listed element.`,
    '',
    ...(coldWarm ? [coldWarmMarkdown(coldWarm)] : []),
    ...(act ? [actMarkdown(act), ''] : []),
    ...(withTargets ? ['```', targetsBlock(targetList), '```'] : []),
  ].join('\n');
}

function playwrightVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'playwright-core', 'package.json'), 'utf8'))
    .version;
}

/** Corpus medians of the side by side with Playwright's AI snapshot (null when it did not run). */
function vsPlaywrightSummary(corpusRows) {
  const list = corpusRows.filter((r) => r.vsPlaywright);
  if (!list.length) return null;
  const worst = list.reduce((a, r) => (a && a.vsPlaywright.ratio >= r.vsPlaywright.ratio ? a : r), null);
  return {
    corpusMedianRatio: median(list.map((r) => r.vsPlaywright.ratio)),
    corpusWorstRatio: worst.vsPlaywright.ratio,
    corpusWorstPage: worst.page,
    corpusMedianTokenRatio: median(list.map((r) => r.vsPlaywright.tokenRatio)),
  };
}

/** The tables (without the target block) and the target block, for docs/benchmarks.md. */
const docParts = (summary, rows, targetList, act, coldWarm) => ({
  tables: markdown(summary, rows, targetList, act, false, coldWarm),
  targets: targetsBlock(targetList),
});

const git = (...a) => {
  try {
    return execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

/** `--from-results`: docs/benchmarks.md from bench-results/latest.json, through the same writer. */
function fromResults() {
  const file = path.join(root, 'bench-results', 'latest.json');
  const results = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { summary, rows, act, coldWarm } = results;
  const commit = git('log', '-1', '--format=%h', '--', 'bench-results/latest.json');
  const out = writeBenchmarksDoc(root, results, docParts(summary, rows, summary.targets, act, coldWarm), {
    label: 'the run whose results are committed in bench-results/',
    commit,
  });
  console.log(`Wrote ${path.relative(root, out)} from ${path.relative(root, file)}${commit ? ` (${commit})` : ''}.`);
}

async function main() {
  if (process.argv.includes('--from-results')) return fromResults();
  const started = Date.now();
  const server = serve();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // gc() in the page: the round trips and the sliced snapshot start from a collected heap
      // (scripts/bench/measure.mjs says why).
      '--js-flags=--expose-gc',
    ],
  });
  const pages = [];
  for (const n of SIZES)
    pages.push({
      name: `synthetic-${sizeLabel(n)}`,
      kind: 'synthetic',
      size: n,
      url: `${origin}/synthetic/${n}`,
      js: true,
    });
  pages.push({ name: 'demo', kind: 'demo', url: `${origin}/examples/demo/index.html`, js: true });
  const corpus = fs.existsSync(corpusDir)
    ? fs
        .readdirSync(corpusDir)
        .filter((f) => f.endsWith('.html'))
        .sort()
    : [];
  for (const f of quick ? corpus.slice(0, 5) : corpus)
    pages.push({ name: f.replace(/\.html$/, ''), kind: 'corpus', url: `${origin}/corpus/${f}`, js: false });
  // The test fixtures too (their own scripts on), for the token counts of each format; the hostile size
  // pages are left out (the synthetic pages cover size).
  const fixtureDir = path.join(root, 'test', 'fixtures');
  const fixtures = fs
    .readdirSync(fixtureDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html') && !/hostile\/size-|frame-|-frame|inner|next/.test(f))
    .sort();
  if (!quick)
    for (const f of fixtures)
      pages.push({
        name: 'fixture:' + f.replace(/\.html$/, ''),
        kind: 'fixture',
        url: `${origin}/test/fixtures/${f}`,
        js: true,
      });
  console.log(
    `pagemark bench: ${actOnly ? 'act() only' : coldOnly ? 'cold/warm only' : `${pages.length} pages`}, ${RUNS} runs, ${browser.version()}; writing to ${path.relative(root, outDir) || '.'}/`,
  );
  const rows = [];
  const failed = [];
  // act(): the demo, synthetic-10k (or the largest size under it) and ACT_PAGES from the corpus.
  const actSize = SIZES.filter((n) => n <= 10000).pop() ?? SIZES[0];
  const actPages = [
    ...pages.filter((p) => p.kind === 'demo' || (p.kind === 'synthetic' && p.size === actSize)),
    ...ACT_PAGES.map((f) => ({ name: f, kind: 'corpus', url: `${origin}/corpus/${f}.html`, js: false })),
  ];
  // The cold/warm side by side: synthetic 10k and the corpus (--quick: the issue's pages).
  const coldPages = [
    { name: 'synthetic-10k', kind: 'synthetic', url: `${origin}/synthetic/10000`, js: true },
    ...(quick ? [] : [{ name: 'synthetic-50k', kind: 'synthetic', url: `${origin}/synthetic/50000`, js: true }]),
    ...corpus
      .map((f) => f.replace(/\.html$/, ''))
      .filter((n) => !quick || COLD_PAGES.includes(n))
      .map((n) => ({ name: n, kind: 'corpus', url: `${origin}/corpus/${n}.html`, js: false })),
  ].filter((p) => !PAGE_FILTER || PAGE_FILTER.some((w) => p.name.includes(w)));
  if (PAGE_FILTER) pages.splice(0, pages.length, ...pages.filter((p) => PAGE_FILTER.some((w) => p.name.includes(w))));
  if (actOnly || coldOnly) pages.length = 0;
  for (const [k, p] of pages.entries()) {
    const t0 = Date.now();
    const step = (s) => process.stdout.write(`, ${s}`);
    process.stdout.write(`[${k + 1}/${pages.length}] ${p.name}: `);
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: p.js });
    const page = await ctx.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    await page.route('**/*', (r) => (r.request().url().startsWith(origin) ? r.continue() : r.abort()));
    try {
      await page.goto(p.url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
      process.stdout.write(`loaded ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      const m = await measurePage(page, {
        bundle,
        runs: RUNS,
        opts: SNAPSHOT_OPTIONS,
        step,
        sliced: p.kind === 'synthetic',
      });
      const t1 = Date.now();
      const row = { page: p.name, kind: p.kind };
      if (p.kind === 'synthetic') {
        row.size = p.size;
        row.expectedElements = syntheticPage(p.size).expected;
      }
      const { outputs, ...rest } = m;
      Object.assign(row, rest);
      for (const f of FORMATS) {
        row[`${f}Chars`] = outputs[f].length;
        row[`${f}Tokens`] = tokens(outputs[f]);
      }
      row.tokensPerListed = row.listed ? row.textTokens / row.listed : 0;
      step(`tokens ${((Date.now() - t1) / 1000).toFixed(1)} s`);
      if (p.kind !== 'fixture' && !noPlaywright) {
        const t2 = Date.now();
        // A failure on Playwright's side is reported in its row and costs pagemark's measures nothing.
        try {
          // Three runs on the 50k and 100k pages: Playwright's takes seconds there (and its first call
          // minutes at 100k).
          const vs = await measureAgainstPlaywright(page, {
            opts: SNAPSHOT_OPTIONS,
            runs: row.domElements > 20000 ? 3 : RUNS,
          });
          const pagemarkTokens = tokens(vs.pmText);
          const playwrightTokens = tokens(vs.pwText);
          row.vsPlaywright = {
            pagemarkMs: vs.pmMs,
            playwrightMs: vs.pwMs,
            playwrightFirstMs: vs.pwFirstMs,
            ratio: vs.ratio,
            pagemarkTokens,
            playwrightTokens,
            tokenRatio: pagemarkTokens / playwrightTokens,
            playwrightChars: vs.pwText.length,
            playwrightRefs: vs.pwRefs,
          };
          step(`Playwright AI snapshot ${((Date.now() - t2) / 1000).toFixed(1)} s`);
        } catch (e) {
          row.vsPlaywrightError = String(e.message).split('\n')[0];
          step(`Playwright AI snapshot failed: ${row.vsPlaywrightError}`);
        }
      }
      rows.push(row);
      process.stdout.write(
        `\n    ${row.domElements} el (${row.elements} visited, ${row.registered} registered, ${row.listed} listed)  snapshot ${fmt(row.snapshotMs)} ms` +
          `  floor-rect ${fmt(row.floorRectMs)} ms  ratio ${fmt(row.ratio, 2)} (warm ${fmt(row.ratioWarm, 2)})  round trip ${fmt(row.roundTripMs, 0)} ms` +
          `  text ${fmt(row.textRenderPct)}% of snapshot, ${fmt(row.tokensPerListed)} tok/listed\n`,
      );
      if (row.truncated) console.log(`    WARNING: snapshot truncated (${p.name})`);
      if (row.expectedElements && Math.abs(row.domElements / row.expectedElements - 1) > 0.02)
        console.log(
          `    WARNING: ${row.domElements} elements on the page, the generator expected ${row.expectedElements}`,
        );
    } catch (e) {
      failed.push(p.name);
      process.stdout.write(`\n    failed: ${String(e.message).split('\n')[0]}\n`);
    }
    await ctx.close();
  }
  let act = null;
  if (!noAct && !coldOnly) {
    console.log(`act(): ${actPages.map((p) => p.name).join(', ')}`);
    act = await measureAct(browser, {
      origin,
      bundle,
      pages: actPages,
      runs: RUNS,
      log: (s) => console.log(`    ${s}`),
    });
  }
  let coldWarm = null;
  if (!noCold && !actOnly && coldPages.length) {
    const prev = PREV_FILE
      ? { rev: PREV_FILE, file: PREV_FILE, source: fs.readFileSync(PREV_FILE, 'utf8') }
      : previousBundle(root, PREV_REV);
    const current = fs.readFileSync(
      process.env.PAGEMARK_COLD_BUNDLE ?? path.join(root, 'dist', 'pagemark.iife.min.js'),
      'utf8',
    );
    console.log(
      `cold/warm against ${prev.rev}:${prev.file}, ${COLD_ROUNDS} rounds: ${coldPages.map((p) => p.name).join(', ')}`,
    );
    coldWarm = await measureColdWarm(browser, {
      origin,
      pages: coldPages,
      current,
      previous: prev.source,
      opts: SNAPSHOT_OPTIONS,
      rounds: COLD_ROUNDS,
      log: (s) => console.log(`    ${s}`),
    });
    coldWarm.prev = {
      rev: prev.rev,
      file: prev.file,
      commit: PREV_FILE ? null : git('rev-parse', '--short', PREV_REV),
    };
  }
  const browserVersion = `headless Chromium ${browser.version()}`;
  await browser.close();
  if (coldOnly) {
    server.close();
    const md = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${browserVersion}, 1280x800.`,
      '',
      coldWarmMarkdown(coldWarm),
      '```',
      targetsBlock(coldWarmTargets(coldWarm)),
      '```',
    ].join('\n');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'cold.json'), JSON.stringify({ browser: browserVersion, coldWarm }, null, 1));
    fs.writeFileSync(path.join(outDir, 'cold.md'), md + '\n');
    console.log(
      '\n' +
        md +
        `\n\nWrote ${path.relative(root, path.join(outDir, 'cold.json'))}, cold.md in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
    return;
  }
  if (actOnly) {
    server.close();
    const md = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${browserVersion}, 1280x800.`,
      '',
      actMarkdown(act),
      '',
      '```',
      targetsBlock(actTargets(act)),
      '```',
    ].join('\n');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(
      path.join(outDir, 'act.json'),
      JSON.stringify({ browser: browserVersion, targets: actTargets(act), act }, null, 1),
    );
    fs.writeFileSync(path.join(outDir, 'act.md'), md + '\n');
    console.log(
      '\n' +
        md +
        `\n\nWrote ${path.relative(root, path.join(outDir, 'act.json'))}, act.md in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
    return;
  }
  server.close();
  const corpusRows = rows.filter((r) => r.kind === 'corpus');
  const cpus = os.cpus();
  const targetList = [...targets(rows), ...coldWarmTargets(coldWarm), ...(act ? actTargets(act) : [])];
  const worstCorpus = corpusRows.reduce((a, r) => (a && a.ratio >= r.ratio ? a : r), null);
  const summary = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}`,
    cpuModel: cpus[0]?.model ?? 'unknown CPU',
    cores: cpus.length,
    browser: browserVersion,
    runs: RUNS,
    quick,
    snapshotOptions: SNAPSHOT_OPTIONS,
    durationS: Math.round((Date.now() - started) / 1000),
    failed,
    syntheticMix: Object.fromEntries(SIZES.map((n) => [sizeLabel(n), syntheticPage(n).mix])),
    corpusMedianRatio: corpusRows.length ? median(corpusRows.map((r) => r.ratio)) : null,
    corpusMedianRatioWarm: corpusRows.length ? median(corpusRows.map((r) => r.ratioWarm)) : null,
    corpusMaxRatio: worstCorpus?.ratio ?? null,
    corpusMaxRatioPage: worstCorpus?.page ?? null,
    corpusMedianTokensPerListed: corpusRows.length ? median(corpusRows.map((r) => r.tokensPerListed)) : null,
    playwrightVersion: playwrightVersion(),
    vsPlaywright: vsPlaywrightSummary(corpusRows),
    targets: targetList,
  };
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify({ summary, rows, act, coldWarm }, null, 1));
  const md = markdown(summary, rows, targetList, act, true, coldWarm);
  fs.writeFileSync(path.join(outDir, 'latest.md'), md + '\n');
  fs.writeFileSync(
    path.join(outDir, 'chart.svg'),
    chartSvg(rows, {
      date: summary.date,
      cpuModel: summary.cpuModel,
      cores: summary.cores,
      runs: RUNS,
      browser: browserVersion,
    }),
  );
  console.log('\n' + md);
  // Only a full run into bench-results/ describes the project; quick and --out runs leave the page alone.
  if (!quick && !arg('--out')) {
    const head = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--', 'src', 'dist') ? ' with uncommitted changes' : '';
    const doc = writeBenchmarksDoc(
      root,
      { summary, rows, act, coldWarm },
      docParts(summary, rows, targetList, act, coldWarm),
      {
        label: `the run of ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC on ${head}${dirty}`,
      },
    );
    console.log(`Wrote ${path.relative(root, doc)}.`);
  }
  const rel = (f) => path.relative(root, path.join(outDir, f));
  console.log(`\nWrote ${rel('latest.json')}, ${rel('latest.md')}, ${rel('chart.svg')} in ${summary.durationS} s.`);
  if (failed.length) console.log(`Failed pages: ${failed.join(', ')}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
