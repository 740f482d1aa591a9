// Snapshot time of two bundles side by side, in one run, in Chromium: the corpus pages and the
// bench's synthetic 10k page. Both bundles are loaded into the same page and their full snapshots
// (incremental off, as scripts/bench.mjs does; no marks, so neither sees the other's) alternate in
// rounds after one warm-up each; each round runs RUNS snapshots and is timed in main-thread CPU time. Prints per page the median of each bundle and
// their ratio, then the median and geometric mean of the ratios.
//
//   node scripts/names-side-by-side.mjs OLD.iife.js NEW.iife.js [--rounds 4] [--runs 3] [--pages a,b]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { syntheticPage, frameDocument } from './bench/synthetic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const [oldPath, newPath] = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
if (!oldPath || !newPath) throw new Error('usage: names-side-by-side.mjs OLD.iife.js NEW.iife.js');
const bundles = { old: fs.readFileSync(oldPath, 'utf8'), new: fs.readFileSync(newPath, 'utf8') };
const ROUNDS = Number(opt('--rounds', 4));
const RUNS = Number(opt('--runs', 3));
// The corpus lies next to the repository (../shared); PAGEMARK_CORPUS points elsewhere (a worktree).
const corpusDir = process.env.PAGEMARK_CORPUS ?? path.resolve(root, '..', 'shared', 'corpus', 'pages');
const only = opt('--pages', null)?.split(',');
const pages = [
  '/synthetic/10000',
  ...(fs.existsSync(corpusDir) ? fs.readdirSync(corpusDir).filter((f) => f.endsWith('.html')) : [])
    .sort()
    .map((f) => `/corpus/${f}`),
].filter((p) => !only || only.some((o) => p.includes(o)));

const synthetic = syntheticPage(10000).html;
const server = http.createServer((req, res) => {
  const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (p === '/synthetic/10000') return res.end(synthetic);
  if (p.startsWith('/synthetic-frame/')) return res.end(frameDocument(Number(p.slice(17))));
  const file = p.startsWith('/corpus/') ? path.join(corpusDir, p.slice(8)) : null;
  if (file && file.startsWith(corpusDir) && fs.existsSync(file)) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(fs.readFileSync(file));
  }
  res.writeHead(404);
  res.end();
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
// Pages stay offline: anything not on the local server is aborted.
await page.route('**/*', (r) => (r.request().url().startsWith(base) ? r.continue() : r.abort()));

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
// CPU time of the page's main thread (CDP Performance.getMetrics "ThreadTime", seconds), not wall
// time: on a machine shared with other work the wall time of the same snapshot varies threefold,
// the thread's CPU time hardly.
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
const threadTime = async () => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime').value * 1000;
};
const times = {};
for (const p of pages) {
  try {
    await page.goto(base + p, { waitUntil: 'load', timeout: 60_000 });
    // Both bundles in the same page: the first one's global is set aside before the second installs.
    await page.evaluate(bundles.old);
    await page.evaluate(() => {
      window.__pmOld = window.pagemark;
      delete window[Symbol.for('pagemark.instance')];
      delete window.pagemark;
    });
    await page.evaluate(bundles.new);
    // No marks: the two registries must not see each other's attributes.
    const run = (which, n) =>
      page.evaluate(
        ({ which, n }) => {
          const pm = which === 'old' ? window.__pmOld : window.pagemark;
          for (let i = 0; i < n; i++) pm.snapshot({ maxElements: 1e6, incremental: false, markAttribute: false });
        },
        { which, n },
      );
    await run('old', 1);
    await run('new', 1);
    const rec = (times[p] = { old: [], new: [] });
    for (let round = 0; round < ROUNDS; round++) {
      for (const which of round % 2 ? ['new', 'old'] : ['old', 'new']) {
        const t0 = await threadTime();
        await run(which, RUNS);
        rec[which].push(((await threadTime()) - t0) / RUNS);
      }
    }
  } catch (e) {
    console.error(`${p}: ${String(e.message).split('\n')[0]}`);
  }
}
await browser.close();
server.close();

// Per page: the fastest round of each bundle (least disturbed) and the ratio of the medians.
const ratios = [];
const medRatios = [];
console.log(
  'page'.padEnd(40),
  'old min'.padStart(9),
  'new min'.padStart(9),
  'new/old'.padStart(8),
  'median new/old'.padStart(15),
);
for (const p of pages) {
  const t = times[p];
  if (!t || !t.old.length || !t.new.length) continue;
  const o = Math.min(...t.old);
  const n = Math.min(...t.new);
  const mr = median(t.new) / median(t.old);
  ratios.push(n / o);
  medRatios.push(mr);
  console.log(
    p.padEnd(40),
    o.toFixed(1).padStart(9),
    n.toFixed(1).padStart(9),
    (n / o).toFixed(3).padStart(8),
    mr.toFixed(3).padStart(15),
  );
}
const geo = (a) => Math.exp(a.reduce((x, r) => x + Math.log(r), 0) / a.length);
console.log(
  `${ratios.length} pages, fastest runs: median ratio ${median(ratios).toFixed(3)}, geometric mean ${geo(ratios).toFixed(3)}; ` +
    `medians: median ratio ${median(medRatios).toFixed(3)}, geometric mean ${geo(medRatios).toFixed(3)}`,
);
