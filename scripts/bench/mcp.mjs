#!/usr/bin/env node
// `npm run bench`, the MCP part: `pagemark mcp` side by side with the pinned `@playwright/mcp`, the same
// Chromium and pages, the same client code (scripts/bench/mcpTask.mjs): o200k tokens of the first
// snapshot of a few corpus pages, then the scripted task on the fixture (form + submit, a tab, a
// dialog), several rounds: completed or not, tool calls, tokens returned, time per step, and each
// step's tokens and time. Playwright MCP 0.0.83 answers an
// action with a link to a snapshot file instead of the snapshot: the tokens of those files are a
// column of their own (a model that reads them pays them too).
//
// Then the ten agent tasks of the session-CLI comparison through both servers (mcpTasks.mjs): per
// task done, tool calls, tokens, ms, and the median task time's ratio against the target 0.35x.
//
//   node scripts/bench/mcp.mjs [--pages a,b,c] [--rounds 3] [--no-doc] [--tasks-only]
//
// Writes bench-results/mcp.json and bench-results/mcp.md, and the section between the mcp-bench
// markers of docs/benchmarks.md (report.mjs keeps that section when it rewrites the page).
import fs from 'node:fs';
import path from 'node:path';
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';
import { chromium } from 'playwright-core';
import { CHROMIUM, FIXTURES, ROOT, connect, runFormTask, serveFolder, serverCommand, textOf } from './mcpTask.mjs';
import { TASKS, runMcpTask } from './mcpTasks.mjs';

const enc = new Tiktoken(o200k);
const tokens = (s) => enc.encode(s).length;
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const CORPUS = path.resolve(ROOT, '..', 'shared', 'corpus', 'pages');
const corpusDir = fs.existsSync(CORPUS) ? CORPUS : '/work/shared/corpus/pages';
const PAGES = (arg('--pages') ?? 'wikipedia-2.html,guardian-1.html,lwn-1.html').split(',');

/** Tokens of the snapshot files an answer links to (Playwright MCP's `[Snapshot](file)`). */
function linkedTokens(text, outDir) {
  let n = 0;
  for (const m of text.matchAll(/\[Snapshot\]\(([^)]+)\)/g)) {
    const f = [m[1], path.join(ROOT, m[1]), path.join(outDir, path.basename(m[1]))].find((p) => fs.existsSync(p));
    if (f) n += tokens(fs.readFileSync(f, 'utf8'));
  }
  return n;
}

const ROUNDS = Number(arg('--rounds') ?? 3);
const TASKS_ONLY = process.argv.includes('--tasks-only');
const median = (xs) => {
  const v = [...xs].sort((x, y) => x - y);
  return v.length % 2 ? v[(v.length - 1) / 2] : Math.round((v[v.length / 2 - 1] + v[v.length / 2]) / 2);
};
const label = (which, extra) =>
  which === 'pagemark' ? `pagemark mcp${extra.length ? ' ' + extra.join(' ') : ''}` : '@playwright/mcp 0.0.83';

/** One server, fresh: the task, then (first round only) the corpus pages' first snapshots. */
async function runOnce(which, extra, fixtures, corpus, withPages) {
  const origins = ['--allowed-origins', `${fixtures.base};${corpus?.base ?? fixtures.base}`];
  const cmd = serverCommand(which, which === 'pagemark' ? [...extra, ...origins] : []);
  if (which === 'playwright') cmd.args.push(...origins);
  const outDir = cmd.args[cmd.args.indexOf('--output-dir') + 1];
  const { client } = await connect(cmd);
  const pages = [];
  try {
    const task = await runFormTask(client, fixtures.base);
    const log = task.log.map((s) => ({
      step: s.step,
      name: s.name,
      ms: s.ms,
      tokens: tokens(s.text),
      linkedTokens: linkedTokens(s.text, outDir),
    }));
    for (const p of withPages && corpus ? PAGES : []) {
      await client.callTool({ name: 'browser_navigate', arguments: { url: `${corpus.base}/${p}` } });
      const t1 = Date.now();
      const snap = textOf(await client.callTool({ name: 'browser_snapshot', arguments: {} }));
      pages.push({ page: p, tokens: tokens(snap), ms: Date.now() - t1 });
    }
    return { completed: task.completed, calls: task.calls, steps: task.steps, log, pages };
  } finally {
    await client.close();
  }
}

/**
 * ROUNDS runs of each server, the servers' order rotated from round to round (the machine's load
 * drifts); times are medians over the rounds. The time per step is the time of every call after
 * the first (which launches the browser) over the script's steps after the first: a call a server
 * needs on top of the script (Playwright MCP's snapshot read after navigate) counts in its time, not
 * as a step, so both servers divide the same work by the same number.
 */
async function measureAll(servers, fixtures, corpus) {
  const runs = servers.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    for (let k = 0; k < servers.length; k++) {
      const i = (k + r) % servers.length;
      const [which, extra] = servers[i];
      runs[i].push(await runOnce(which, extra, fixtures, corpus, r === 0));
    }
  }
  return servers.map(([which, extra], i) => {
    const rs = runs[i];
    const after = rs.map((x) => x.log.slice(1).reduce((n, s) => n + s.ms, 0));
    const steps = rs[0].log.map((s, j) => ({
      step: s.step,
      name: s.name,
      tokens: s.tokens,
      linkedTokens: s.linkedTokens,
      ms: median(rs.map((x) => x.log[j]?.ms ?? 0)),
    }));
    return {
      server: label(which, extra),
      rounds: rs.length,
      pages: rs[0].pages,
      steps,
      task: {
        completed: rs.every((x) => x.completed),
        calls: rs[0].calls,
        steps: rs[0].steps,
        tokens: median(rs.map((x) => x.log.reduce((n, s) => n + s.tokens, 0))),
        tokenRange: [
          Math.min(...rs.map((x) => x.log.reduce((n, s) => n + s.tokens, 0))),
          Math.max(...rs.map((x) => x.log.reduce((n, s) => n + s.tokens, 0))),
        ],
        linkedTokens: median(rs.map((x) => x.log.reduce((n, s) => n + s.linkedTokens, 0))),
        firstMs: median(rs.map((x) => x.log[0].ms)),
        afterFirstMs: median(after),
        msPerStep: median(after.map((t, j) => Math.round(t / Math.max(1, rs[j].steps - 1)))),
        msPerStepEach: after.map((t, j) => Math.round(t / Math.max(1, rs[j].steps - 1))),
      },
    };
  });
}

/** The target of issue 57 for the median task time against Playwright MCP's. */
const TASK_TARGET = 0.35;

/**
 * The ten agent tasks (mcpTasks.mjs) through each server, ROUNDS rounds, the servers' order rotated;
 * one server process per round runs all ten, after a first navigate that launches the browser (not
 * timed as a task). Per task: done in every round, tool calls, o200k tokens of the answers (+ the
 * snapshot files they link), median ms.
 */
async function measureTasks(servers, sessioncli) {
  const runs = servers.map(() => []);
  const floors = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (let k = 0; k < servers.length; k++) {
      const i = (k + r) % servers.length;
      const [which, extra] = servers[i];
      const origins = ['--allowed-origins', sessioncli.base];
      const cmd = serverCommand(which, which === 'pagemark' ? [...extra, ...origins] : []);
      if (which === 'playwright') cmd.args.push(...origins);
      const outDir = cmd.args[cmd.args.indexOf('--output-dir') + 1];
      const timings = which === 'pagemark' ? [] : undefined;
      const { client } = await connect(cmd, timings);
      const got = [];
      try {
        await client.callTool({ name: 'browser_navigate', arguments: { url: `${sessioncli.base}/${TASKS[0].page}` } });
        for (const task of TASKS) got.push(await runMcpTask(client, which, task, `${sessioncli.base}/`, outDir));
      } finally {
        await client.close();
      }
      // The server's parts of each call, in call order after the launching navigate.
      if (timings) {
        let k = 1;
        for (const t of got) for (const c of t.log) c.parts = timings[k++];
      }
      runs[i].push(got);
    }
    floors.push(await loadFloor(sessioncli));
  }
  return servers.map(([which, extra], i) => ({
    server: label(which, extra),
    tasks: TASKS.map((task, j) => {
      const rs = runs[i].map((round) => round[j]);
      return {
        name: task.name,
        done: rs.every((x) => x.done),
        calls: rs[0].calls,
        tokens: rs[0].log.reduce((n, s) => n + tokens(s.text), 0),
        linkedTokens: rs[0].log.reduce((n, s) => n + (s.file ? tokens(s.file) : 0), 0),
        ms: median(rs.map((x) => Math.round(x.ms))),
        parts: rs.every((x) => x.log.every((c) => c.parts)) ? partsOf(rs) : null,
        loadFloorMs: median(floors.map((f) => f[j])),
      };
    }),
  }));
}

/**
 * Where a task's time went in pagemark, median over the rounds of each part summed over the task's
 * calls (the server's parts, src/node/tools/commandClock.ts): the navigate call and its page
 * command (the goto up to `load`), the page commands of the other calls, the browser settle waits,
 * the snapshots, the render, and the protocol (the server's rest plus the transport: the client's
 * time for the call less the server's).
 */
function partsOf(rs) {
  const per = rs.map((x) => {
    const nav = x.log[0];
    const sum = (f) => x.log.reduce((n, c) => n + f(c), 0);
    return {
      navigateMs: nav.ms,
      gotoMs: nav.parts.act,
      actMs: sum((c) => c.parts.act) - nav.parts.act,
      settleMs: sum((c) => c.parts.browserSettle),
      snapshotMs: sum((c) => c.parts.snapshot),
      renderMs: sum((c) => c.parts.render),
      protocolMs: sum((c) => c.parts.rest + Math.max(0, c.ms - c.parts.total)),
    };
  });
  return Object.fromEntries(Object.keys(per[0]).map((k) => [k, Math.round(median(per.map((p) => p[k])))]));
}

/**
 * The floor under any server's navigate: a bare Playwright `page.goto(url, { waitUntil: 'load' })` of
 * each task's page in the same Chromium (one fresh browser per round, its first navigation not
 * counted, as the servers' launching navigate is not), ms per page.
 */
async function loadFloor(sessioncli) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await page.goto(`${sessioncli.base}/${TASKS[0].page}`, { waitUntil: 'load' });
    const out = [];
    for (const task of TASKS) {
      const t0 = performance.now();
      await page.goto(`${sessioncli.base}/${task.page}`, { waitUntil: 'load' });
      out.push(Math.round(performance.now() - t0));
    }
    return out;
  } finally {
    await browser.close();
  }
}

function tasksMarkdown(rows) {
  const [pw, pm] = rows;
  const lines = [
    `Ten agent tasks (test/fixtures/sessioncli, the steps of scripts/bench/cliTasks.mjs as MCP tool calls; scripts/bench/mcpTasks.mjs), run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, median ms of ${ROUNDS} rounds:`,
    '',
    `| task | ${rows.map((r) => `${r.server}: done, calls, tokens (+ linked), ms`).join(' | ')} |`,
    `|---|${rows.map(() => '---').join('|')}|`,
  ];
  for (let j = 0; j < TASKS.length; j++)
    lines.push(
      `| ${TASKS[j].name} | ${rows
        .map((r) => {
          const t = r.tasks[j];
          return `${t.done ? 'yes' : 'no'}, ${t.calls}, ${t.tokens}${t.linkedTokens ? ` (+ ${t.linkedTokens})` : ''}, ${t.ms}`;
        })
        .join(' | ')} |`,
    );
  const sum = (r, k) => r.tasks.reduce((n, t) => n + t[k], 0);
  lines.push(
    `| all | ${rows.map((r) => `${r.tasks.filter((t) => t.done).length}/${r.tasks.length}, ${sum(r, 'calls')}, ${sum(r, 'tokens')}${sum(r, 'linkedTokens') ? ` (+ ${sum(r, 'linkedTokens')})` : ''}, median ${median(r.tasks.map((t) => t.ms))}`).join(' | ')} |`,
  );
  const ratio = median(pm.tasks.map((t) => t.ms)) / median(pw.tasks.map((t) => t.ms));
  const same = pm.tasks.every((t, j) => t.done || !pw.tasks[j].done);
  lines.push(
    '',
    `- median task time at most ${TASK_TARGET}x Playwright MCP's with the same success: ${ratio <= TASK_TARGET && same ? 'met' : 'missed'} (${ratio.toFixed(2)}x; ${same ? 'every task Playwright MCP does, done' : 'a task Playwright MCP does, not done'})`,
  );
  if (pm.tasks.every((t) => t.parts)) {
    const floor = median(pm.tasks.map((t) => t.loadFloorMs));
    lines.push(
      '',
      `Where pagemark's task time goes (median ms of ${ROUNDS} rounds, each part summed over the task's calls; the server's own clock, PAGEMARK_TIMING, src/node/tools/commandClock.ts): the navigate call, of it the goto up to \`load\`; a bare Playwright \`page.goto(url, { waitUntil: 'load' })\` of the same page in the same Chromium (the floor of any server's navigate); the other calls' page commands (the action and the page's settle wait on quiet); the browser settle waits; the snapshots; the render; the protocol (the server's bookkeeping and round trips plus the stdio transport):`,
      '',
      '| task | calls | task | navigate | goto to load | bare goto (floor) | page commands | browser settle | snapshot | render | protocol |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const t of pm.tasks) {
      const p = t.parts;
      lines.push(
        `| ${t.name} | ${t.calls} | ${t.ms} | ${p.navigateMs} | ${p.gotoMs} | ${t.loadFloorMs} | ${p.actMs} | ${p.settleMs} | ${p.snapshotMs} | ${p.renderMs} | ${p.protocolMs} |`,
      );
    }
    const target = Math.round(TASK_TARGET * median(pw.tasks.map((t) => t.ms)));
    lines.push(
      '',
      `${TASK_TARGET}x Playwright MCP's median task is ${target} ms; the median bare goto to \`load\` of the task pages is ${floor} ms.`,
    );
  }
  return lines.join('\n');
}

function markdown(rows) {
  const [pw] = rows.filter((r) => r.server.startsWith('@playwright'));
  const lines = [
    `| server | task completed | tool calls | tokens returned | + linked snapshot files | first call (launch, load) | per step after the first (median of ${rows[0].rounds}) |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const t = r.task;
    const range = t.tokenRange[0] !== t.tokenRange[1] ? ` (${t.tokenRange[0]}-${t.tokenRange[1]})` : '';
    lines.push(
      `| ${r.server} | ${t.completed ? 'yes' : 'no'} | ${t.calls} | ${t.tokens}${range} | ${t.tokens + t.linkedTokens} | ${t.firstMs} ms | ${t.msPerStep} ms (${t.msPerStepEach.join(', ')}) |`,
    );
  }
  if (rows[0].pages.length) {
    lines.push(
      '',
      `| first snapshot (o200k tokens) | ${rows.map((r) => r.server).join(' | ')} |`,
      `|---|${rows.map(() => '---').join('|')}|`,
    );
    for (let i = 0; i < rows[0].pages.length; i++)
      lines.push(
        `| ${rows[0].pages[i].page} | ${rows.map((r) => `${r.pages[i]?.tokens ?? 'n/a'} (${r.pages[i]?.ms ?? '?'} ms)`).join(' | ')} |`,
      );
  }
  const pm = rows.find((r) => r.server === 'pagemark mcp');
  if (pw && pm) {
    const ratio = pm.task.tokens / pw.task.tokens;
    const ratioLinked = pm.task.tokens / (pw.task.tokens + pw.task.linkedTokens);
    lines.push(
      '',
      'Targets:',
      `- same tasks completed: ${pm.task.completed && (pm.task.completed || !pw.task.completed) ? 'met' : 'missed'} (pagemark ${pm.task.completed ? 'yes' : 'no'}, Playwright MCP ${pw.task.completed ? 'yes' : 'no'})`,
      `- at most half Playwright MCP's tokens over the task: ${ratio <= 0.5 ? 'met' : 'missed'} against the tokens returned (${ratio.toFixed(2)}x); ${ratioLinked <= 0.5 ? 'met' : 'missed'} counting the snapshot files it links (${ratioLinked.toFixed(2)}x)`,
      `- no slower per step: ${pm.task.msPerStep <= pw.task.msPerStep ? 'met' : 'missed'} (${pm.task.msPerStep} ms against ${pw.task.msPerStep} ms)`,
      '',
      'Step by step (tokens returned, median ms; Playwright MCP links the page instead of returning it: + the linked file):',
      '',
      `| step | ${[pw, pm].map((r) => r.server).join(' | ')} |`,
      '|---|---|---|',
    );
    const names = [...new Set([...pw.steps, ...pm.steps].map((s) => s.step))];
    for (const name of names) {
      const cell = (r) => {
        const ss = r.steps.filter((s) => s.step === name);
        if (!ss.length) return '-';
        return ss
          .map((s) => `${s.name} ${s.tokens}${s.linkedTokens ? ` + ${s.linkedTokens}` : ''} tok, ${s.ms} ms`)
          .join('; ');
      };
      lines.push(`| ${name ?? '(read the page it linked)'} | ${cell(pw)} | ${cell(pm)} |`);
    }
  }
  return lines.join('\n');
}

async function main() {
  const started = Date.now();
  const fixtures = await serveFolder(FIXTURES);
  const corpus = fs.existsSync(corpusDir) ? await serveFolder(corpusDir) : null;
  const sessioncli = await serveFolder(path.join(ROOT, 'test', 'fixtures', 'sessioncli'));
  let rows;
  let taskRows;
  try {
    taskRows = await measureTasks(
      [
        ['playwright', []],
        ['pagemark', []],
      ],
      sessioncli,
    );
    if (!TASKS_ONLY)
      rows = await measureAll(
        [
          ['playwright', []],
          ['pagemark', []],
          ['pagemark', ['--max-tokens', '0']],
        ],
        fixtures,
        corpus,
      );
  } finally {
    await fixtures.close();
    await corpus?.close();
    await sessioncli.close();
  }
  const md = TASKS_ONLY ? tasksMarkdown(taskRows) : `${markdown(rows)}\n\n${tasksMarkdown(taskRows)}`;
  if (TASKS_ONLY) {
    // The tasks alone: printed, and their part of bench-results/mcp.md, mcp.json and the doc section
    // replaced (from the line that opens it to the end), the rest kept from the last full run.
    console.log(md);
    if (process.argv.includes('--no-doc')) return;
    const out = path.join(ROOT, 'bench-results');
    const replaceTasks = (file, tail) => {
      if (!fs.existsSync(file)) return;
      const old = fs.readFileSync(file, 'utf8');
      const at = old.indexOf('Ten agent tasks (');
      const end = tail ? old.indexOf(tail, at) : old.length;
      if (at < 0 || end < 0) return;
      fs.writeFileSync(file, `${old.slice(0, at)}${md}\n${old.slice(end)}`);
    };
    replaceTasks(path.join(out, 'mcp.md'), null);
    replaceTasks(path.join(ROOT, 'docs', 'benchmarks.md'), '<!-- mcp-bench:end -->');
    const json = path.join(out, 'mcp.json');
    if (fs.existsSync(json))
      fs.writeFileSync(
        json,
        JSON.stringify({ ...JSON.parse(fs.readFileSync(json, 'utf8')), tasks: taskRows }, null, 1),
      );
    return;
  }
  console.log(md);
  const out = path.join(ROOT, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'mcp.json'),
    JSON.stringify({ date: new Date(started).toISOString(), rows, tasks: taskRows }, null, 1),
  );
  fs.writeFileSync(path.join(out, 'mcp.md'), md + '\n');
  if (!process.argv.includes('--no-doc')) {
    const doc = path.join(ROOT, 'docs', 'benchmarks.md');
    const section = [
      '<!-- mcp-bench:start -->',
      '## MCP server: pagemark mcp and @playwright/mcp side by side',
      '',
      `Written by scripts/bench/mcp.mjs (part of \`npm run bench\`), run of ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC. Same Chromium, same pages, the same client code (scripts/bench/mcpTask.mjs); tokens are o200k. pagemark runs at its default budget (--max-tokens 6000) and without one (--max-tokens 0). docs/mcp.md explains the columns.`,
      '',
      md,
      '<!-- mcp-bench:end -->',
      '',
    ].join('\n');
    const old = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '';
    const re = /<!-- mcp-bench:start -->[\s\S]*<!-- mcp-bench:end -->\n?/;
    fs.writeFileSync(doc, re.test(old) ? old.replace(re, section) : `${old.replace(/\n*$/, '\n\n')}${section}`);
  }
  console.log(`\nMCP side by side in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
