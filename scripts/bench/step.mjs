#!/usr/bin/env node
// `npm run bench`, an agent's step through the session, part by part (issue 57): the MCP bench's form
// task (scripts/bench/mcpTask.mjs: three fields, submit, a link that opens a tab, back, a confirm,
// the outcome) done through `openSession` with the MCP server's settle window (browserSettleMs 100,
// src/node/mcp/browserHost.ts), each step an action and then the observation the model reads. What
// each step cost comes from the timings the session records beside its results
// (src/node/session/stepTimings.ts): the page command (the action and the page's own settle wait),
// the browser settle wait and why it ended, the snapshot (its time in the page), the text render,
// and protocol: the rest of the step's wall time (driver round trips, the snapshot's transfer).
// Wall time, on a shared machine: read the shares, not the milliseconds.
//
//   node scripts/bench/step.mjs [--rounds 5] [--dist DIR] [--no-doc]
//
// Writes bench-results/step.json and bench-results/step.md (the section between the step-bench
// markers of docs/benchmarks.md is written from them).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { FIXTURES, ROOT, serveFolder } from './mcpTask.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROUNDS = Number(arg('--rounds') ?? 5);
const DIST = path.resolve(ROOT, arg('--dist') ?? 'dist');
const PARTS = ['actMs', 'settleMs', 'snapshotMs', 'renderMs', 'protocolMs'];
const median = (xs) => {
  const v = xs.filter((x) => x != null).sort((a, b) => a - b);
  if (!v.length) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/** One round: a fresh context and session, the task's steps; per step its parts and settle reason. */
async function round(browser, pm, base) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/form.html`);
  const source = fs.readFileSync(path.join(DIST, 'pagemark.iife.min.js'), 'utf8');
  const session = await pm.openSession(ctx, { source, browserSettleMs: 100 });
  const steps = [];
  let obs = await session.observe();
  const find = (name, role) => {
    const e = obs.snapshot.elements.find((x) => x.role === role && x.name === name);
    if (!e) throw new Error(`no ${role} named ${name}`);
    return e.index;
  };
  const step = async (label, commands) => {
    const t0 = Date.now();
    const parts = Object.fromEntries(PARTS.map((k) => [k, 0]));
    let reason = null;
    for (const cmd of commands) {
      const r = await session.act({ ...cmd, snapshot: false });
      const t = pm.stepTimingsOf(r);
      if (!r.ok) throw new Error(`${label}: ${r.error?.message}`);
      for (const k of ['actMs', 'settleMs', 'snapshotMs']) parts[k] += t[k];
      reason = t.settleReason;
    }
    obs = await session.observe();
    const o = pm.stepTimingsOf(obs);
    parts.snapshotMs += o.snapshotMs;
    parts.renderMs += o.renderMs;
    const totalMs = Date.now() - t0;
    parts.protocolMs = Math.max(0, totalMs - parts.actMs - parts.settleMs - parts.snapshotMs - parts.renderMs);
    steps.push({ step: label, totalMs, ...parts, settleReason: reason });
  };
  await step('fill three fields', [
    { action: 'fill', target: find('Full name', 'textbox'), text: 'Ada', settleMs: 0 },
    { action: 'select', target: find('Size', 'combobox'), values: ['Large'], settleMs: 0 },
    { action: 'click', target: find('Gift wrap', 'checkbox') },
  ]);
  await step('submit', [{ action: 'click', target: find('Place order', 'button') }]);
  await step('open a tab', [{ action: 'click', target: find('Open details', 'link') }]);
  await step('back to the first', [{ action: 'switchTab', tab: 0 }]);
  await step('open a confirm', [{ action: 'click', target: find('Delete all', 'button') }]);
  await step('accept it', [{ action: 'dialog', accept: true }]);
  const completed = obs.text.includes('Ordered Large for Ada, with gift wrap') && obs.text.includes('confirmed');
  await session.dispose();
  await ctx.close();
  return { completed, steps };
}

function markdown(res) {
  const fmt = (v) => (v == null ? 'n/a' : v.toFixed(0));
  const pct = (v, t) => (v == null || !t ? 'n/a' : `${((100 * v) / t).toFixed(0)}%`);
  const rows = res.byStep.map(
    (s) =>
      `| ${s.step} | ${fmt(s.totalMs)} | ${fmt(s.actMs)} | ${fmt(s.settleMs)} | ${s.settleReasons.join(', ')} | ${fmt(s.snapshotMs)} | ${fmt(s.renderMs)} | ${fmt(s.protocolMs)} |`,
  );
  const a = res.all;
  return [
    `An agent's step through the session, part by part (scripts/bench/step.mjs): the MCP bench's form task through \`openSession\` with the MCP server's settle window (100 ms), each step an action and the observation after it; median wall ms of ${res.rounds} rounds (${res.completed} of ${res.rounds} completed), ${res.browser}. Page command: the action with the page's own settle wait; settle: the browser's, with why it ended; snapshot: its time in the page; protocol: the rest (round trips, transfer).`,
    '',
    '| step | total | page command | browser settle | settle ended | snapshot | text render | protocol |',
    '|---|---:|---:|---:|---|---:|---:|---:|',
    ...rows,
    '',
    `Median step: ${fmt(a.totalMs)} ms; of the summed step time: page command ${pct(a.sum.actMs, a.sum.totalMs)}, browser settle ${pct(a.sum.settleMs, a.sum.totalMs)}, snapshot ${pct(a.sum.snapshotMs, a.sum.totalMs)}, text render ${pct(a.sum.renderMs, a.sum.totalMs)}, protocol ${pct(a.sum.protocolMs, a.sum.totalMs)}.`,
    '',
  ].join('\n');
}

async function main() {
  const pm = await import(path.join(DIST, 'playwright.mjs'));
  if (!pm.stepTimingsOf) throw new Error(`${DIST}/playwright.mjs records no step timings (build it: npm run build)`);
  const server = await serveFolder(FIXTURES);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const runs = [];
  for (let k = 0; k < ROUNDS; k++) runs.push(await round(browser, pm, server.base));
  const version = browser.version();
  await browser.close();
  server.close();
  const labels = runs[0].steps.map((s) => s.step);
  const byStep = labels.map((step, i) => {
    const of = (key) => median(runs.map((r) => r.steps[i][key]));
    return {
      step,
      totalMs: of('totalMs'),
      ...Object.fromEntries(PARTS.map((k) => [k, of(k)])),
      settleReasons: [...new Set(runs.map((r) => r.steps[i].settleReason).filter(Boolean))],
    };
  });
  const flat = runs.flatMap((r) => r.steps);
  const sum = Object.fromEntries(['totalMs', ...PARTS].map((k) => [k, flat.reduce((n, s) => n + s[k], 0)]));
  const res = {
    date: new Date().toISOString().slice(0, 16),
    browser: `headless Chromium ${version}`,
    rounds: ROUNDS,
    completed: runs.filter((r) => r.completed).length,
    byStep,
    all: { totalMs: median(flat.map((s) => s.totalMs)), sum },
  };
  const out = path.join(ROOT, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'step.json'), JSON.stringify(res, null, 1));
  const md = markdown(res);
  fs.writeFileSync(path.join(out, 'step.md'), md);
  console.log(md);
  if (!process.argv.includes('--no-doc')) {
    const doc = path.join(ROOT, 'docs', 'benchmarks.md');
    const section = [
      '<!-- step-bench:start -->',
      "## An agent's step, part by part",
      '',
      `Written by scripts/bench/step.mjs (part of \`npm run bench\`), run of ${res.date.replace('T', ' ')} UTC.`,
      '',
      md,
      '<!-- step-bench:end -->',
      '',
    ].join('\n');
    const old = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '';
    const re = /<!-- step-bench:start -->[\s\S]*<!-- step-bench:end -->\n?/;
    fs.writeFileSync(doc, re.test(old) ? old.replace(re, section) : `${old.replace(/\n*$/, '\n\n')}${section}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
