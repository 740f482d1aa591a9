#!/usr/bin/env node
// `npm run bench`, the session-CLI part: `pagemark` side by side with the pinned `@playwright/cli`
// (binary playwright-cli) on the ten agent tasks of test/fixtures/sessioncli, the same Debian
// Chromium, the same steps and driver (scripts/bench/cliTasks.mjs): tasks done, commands run,
// o200k tokens printed (playwright-cli writes snapshots to files and prints their path: the driver
// reads each, as an agent must, and the file's tokens and the read count), time per task; then the
// latency of one command on a warm session (a click that opens and closes a menu), with pagemark's
// parts of it (PAGEMARK_TIMING: Node start, socket, the page command, the settle waits, the
// snapshot, the rest), and of the client alone (listing the sessions), median of 10 each.
//
//   node scripts/bench/cli.mjs [--no-doc]
//
// Writes bench-results/cli.json and bench-results/cli.md, and the section between the cli-bench
// markers of docs/cli.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';
import { TASKS, runTask, findRef, DIALECTS } from './cliTasks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'sessioncli');
const enc = new Tiktoken(o200k);
const tokens = (s) => enc.encode(s).length;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const CHROMIUM = process.env.PAGEMARK_BROWSER || '/usr/bin/chromium';

function serve(dir) {
  const server = http.createServer((req, res) => {
    const f = path.join(dir, path.basename(new URL(req.url, 'http://x').pathname));
    if (!fs.existsSync(f)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    fs.createReadStream(f).pipe(res);
  });
  return new Promise((r) =>
    server.listen(0, '127.0.0.1', () =>
      r({ base: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    ),
  );
}

// Each tool in a scratch folder of its own (playwright-cli writes .playwright-cli/ there) with a
// scratch HOME (its session registry) and no update check.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-cli-bench-'));
const TOOLS = {
  pagemark: {
    bin: [path.join(ROOT, 'dist', 'cli.mjs')],
    env: { PAGEMARK_SESSION_DIR: path.join(work, 'pm-sessions'), PAGEMARK_BROWSER: CHROMIUM },
  },
  'playwright-cli': {
    bin: [path.join(ROOT, 'node_modules', '@playwright', 'cli', 'playwright-cli.js')],
    env: {
      HOME: path.join(work, 'pw-home'),
      NO_UPDATE_NOTIFIER: '1',
      PLAYWRIGHT_MCP_EXECUTABLE_PATH: CHROMIUM,
      PLAYWRIGHT_MCP_SANDBOX: 'false',
    },
  },
};

function execFor(name) {
  const t = TOOLS[name];
  const cwd = path.join(work, name);
  fs.mkdirSync(cwd, { recursive: true });
  const exec = (argv, env = {}) =>
    new Promise((resolve) => {
      const p = spawn(process.execPath, [...t.bin, ...argv], { cwd, env: { ...process.env, ...t.env, ...env } });
      let out = '';
      let err = '';
      p.stdout.on('data', (d) => (out += d));
      p.stderr.on('data', (d) => (err += d));
      p.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    });
  return { exec, cwd };
}

async function tasks(name, base) {
  const { exec, cwd } = execFor(name);
  const rows = [];
  let opened = false;
  for (const task of TASKS) {
    const r = await runTask(task, base, name, exec, cwd, opened);
    opened = true;
    rows.push({
      task: task.name,
      done: r.done,
      commands: r.commands,
      tokens: r.log.reduce((n, l) => n + tokens(l.text), 0),
      ms: Math.round(r.ms),
    });
    process.stderr.write(`${name} ${task.name}: ${r.done ? 'done' : 'NOT done'} ${Math.round(r.ms)} ms\n`);
  }
  // Warm command latency: the menu page, its button clicked 10 times (the menu opens and closes).
  await exec(['goto', `${base}menu.html`]);
  const snap = await exec(['snapshot']);
  let text = snap.out;
  const file = DIALECTS[name].snapshotFile(text);
  if (file) text += fs.readFileSync(path.resolve(cwd, file), 'utf8');
  const ref = findRef([text], { label: 'Actions' }, DIALECTS[name]);
  const lat = [];
  const parts = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    // pagemark says where the time went (PAGEMARK_TIMING, one line on stderr); playwright-cli ignores it.
    const r = await exec(['click', ref], { PAGEMARK_TIMING: '1' });
    lat.push(performance.now() - t0);
    const m =
      /node start (\d+) ms, connect (\d+) ms, socket and JSON (\d+) ms, session (\d+) ms \(act and page settle (\d+), browser settle (\d+), snapshot (\d+), render (\d+), rest (\d+)\)/.exec(
        r.err,
      );
    if (m) parts.push(m.slice(1).map(Number));
  }
  const PART_NAMES = [
    'node start',
    'connect',
    'socket and JSON',
    'session',
    'act and page settle',
    'browser settle',
    'snapshot',
    'render',
    'rest',
  ];
  const warmParts = parts.length
    ? Object.fromEntries(PART_NAMES.map((n, k) => [n, Math.round(median(parts.map((p) => p[k])))]))
    : null;
  // The client alone: start, connect to the session's socket, list (no browser work).
  const client = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await exec(name === 'pagemark' ? ['sessions'] : ['list']);
    client.push(performance.now() - t0);
  }
  await exec(['close']);
  return { rows, warmClickMs: Math.round(median(lat)), warmParts, clientMs: Math.round(median(client)) };
}

const { base, close } = await serve(FIXTURES);
const started = Date.now();
const results = {};
for (const name of Object.keys(TOOLS)) results[name] = await tasks(name, base);
close();
fs.rmSync(work, { recursive: true, force: true });

const sum = (rows, k) => rows.reduce((n, r) => n + r[k], 0);
const pm = results.pagemark;
const pw = results['playwright-cli'];
const lines = [
  '| task | pagemark: done, commands, tokens, ms | playwright-cli: done, commands, tokens, ms |',
  '| --- | --- | --- |',
  ...pm.rows.map((r, i) => {
    const o = pw.rows[i];
    return `| ${r.task} | ${r.done ? 'yes' : 'no'}, ${r.commands}, ${r.tokens}, ${r.ms} | ${o.done ? 'yes' : 'no'}, ${o.commands}, ${o.tokens}, ${o.ms} |`;
  }),
  `| **total** | ${pm.rows.filter((r) => r.done).length}/10, ${sum(pm.rows, 'commands')}, ${sum(pm.rows, 'tokens')}, median ${median(pm.rows.map((r) => r.ms))} | ${pw.rows.filter((r) => r.done).length}/10, ${sum(pw.rows, 'commands')}, ${sum(pw.rows, 'tokens')}, median ${median(pw.rows.map((r) => r.ms))} |`,
  '',
  `Tokens printed, pagemark / playwright-cli: ${(sum(pm.rows, 'tokens') / sum(pw.rows, 'tokens')).toFixed(3)}x. ` +
    `Median task time: ${(median(pm.rows.map((r) => r.ms)) / median(pw.rows.map((r) => r.ms))).toFixed(2)}x. ` +
    `Warm command (click, median of 10, client start included): pagemark ${pm.warmClickMs} ms, playwright-cli ${pw.warmClickMs} ms. ` +
    `The client alone (\`sessions\` / \`list\`: start, socket, no browser work): pagemark ${pm.clientMs} ms, playwright-cli ${pw.clientMs} ms.`,
  '',
  `pagemark's warm click by part (median of 10, ms; PAGEMARK_TIMING): ${
    pm.warmParts
      ? Object.entries(pm.warmParts)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')
      : 'not reported'
  }. Load average (1, 5, 15 min) at the end: ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')} on ${os.cpus().length} cores.`,
];
const md = lines.join('\n');
process.stdout.write(`${md}\n`);
const out = path.join(ROOT, 'bench-results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'cli.json'), `${JSON.stringify({ started, results }, null, 1)}\n`);
fs.writeFileSync(path.join(out, 'cli.md'), `${md}\n`);
if (!process.argv.includes('--no-doc')) {
  const doc = path.join(ROOT, 'docs', 'cli.md');
  const when = new Date(started).toISOString().slice(0, 16).replace('T', ' ');
  const section = `<!-- cli-bench:begin -->\nWritten by scripts/bench/cli.mjs (part of \`npm run bench\`), run of ${when} UTC, on a shared 2-core machine. Same Debian Chromium, same pages and steps (scripts/bench/cliTasks.mjs); tokens are o200k of everything the commands printed, and for playwright-cli of the snapshot files it pointed at (read with one command each, counted).\n\n${md}\n<!-- cli-bench:end -->`;
  const old = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '';
  const re = /<!-- cli-bench:begin -->[\s\S]*?<!-- cli-bench:end -->/;
  fs.writeFileSync(doc, re.test(old) ? old.replace(re, section) : `${old.replace(/\n*$/, '\n\n')}${section}\n`);
}
