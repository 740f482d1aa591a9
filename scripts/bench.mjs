#!/usr/bin/env node
// `npm run bench`: pagemark's snapshot against the floors, side by side in one Chromium run, and the
// token cost of the text format. Ratios to floor-rect are the numbers to read (absolute times drift
// on a shared machine). Not part of `npm test`.
//
//   node scripts/bench.mjs [--quick] [--runs N]
//
// Pages: synthetic (deterministic generator, ~1k/10k/50k elements), every corpus page in
// ../shared/corpus/pages (JavaScript disabled, network blocked), and the demo page.
// Floors, evaluated in the page: floor-walk (TreeWalker over every element, into open shadow roots
// and same-origin iframes) and floor-rect (the same plus one getBoundingClientRect and one
// getComputedStyle(el).display per element).
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import os from 'node:os';
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const quick = process.argv.includes('--quick');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : quick ? 3 : 5;
const corpusDir = path.resolve(root, '..', 'shared', 'corpus', 'pages');
const bundle = fs.readFileSync(process.env.PAGEMARK_BUNDLE ?? path.join(root, 'dist', 'pagemark.iife.js'), 'utf8');
const enc = new Tiktoken(o200k);
const tokens = (s) => (s ? enc.encode(s).length : 0);

/** Deterministic synthetic page with a realistic mix, about `n` elements. */
function synthetic(n) {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const parts = [
    '<!doctype html><html><head><meta charset="utf-8"><title>synthetic</title><style>.card{cursor:pointer;padding:4px;border:1px solid #ccc;margin:2px}.hidden{display:none}</style></head><body>',
  ];
  parts.push('<nav>' + Array.from({ length: 10 }, (_, i) => `<a href="/n${i}">Nav ${i}</a>`).join(' ') + '</nav>');
  let count = 12;
  let i = 0;
  while (count < n) {
    const k = rnd();
    if (k < 0.3) {
      parts.push(
        `<form><label>Field ${i} <input name="f${i}"></label><select><option>a</option><option>b</option></select><input type="checkbox" aria-label="c${i}"><button>Save ${i}</button></form>`,
      );
      count += 8;
    } else if (k < 0.5) {
      parts.push(
        '<table><tbody>' +
          Array.from(
            { length: 5 },
            (_, r) =>
              `<tr><td>Row ${i}.${r}</td><td><a href="/r${i}-${r}">Open</a></td><td><button>Delete</button></td></tr>`,
          ).join('') +
          '</tbody></table>',
      );
      count += 27;
    } else if (k < 0.7) {
      parts.push(
        '<div class="grid">' +
          Array.from(
            { length: 6 },
            (_, c) => `<div class="card"><h3>Card ${i}.${c}</h3><p>Some descriptive text for card ${c}.</p></div>`,
          ).join('') +
          '</div>',
      );
      count += 19;
    } else if (k < 0.8) {
      parts.push(
        '<div><div><div><div><div><div><span>deep <b>wrapper</b> text</span></div></div></div></div></div></div>',
      );
      count += 8;
    } else if (k < 0.9) {
      parts.push(
        `<div class="hidden"><button>Hidden ${i}</button><a href="/h">h</a></div><div style="visibility:hidden"><button>Invisible</button></div><div aria-hidden="true"><a href="/x">aria hidden</a></div>`,
      );
      count += 7;
    } else {
      parts.push(
        `<div role="tablist"><div role="tab" tabindex="0" aria-selected="true">Tab A${i}</div><div role="tab" tabindex="-1">Tab B</div></div><div role="button" tabindex="0">ARIA button ${i}</div><x-widget></x-widget>`,
      );
      count += 6;
    }
    i++;
  }
  parts.push(
    `<script>customElements.define('x-widget', class extends HTMLElement { connectedCallback() { const r = this.attachShadow({ mode: 'open' }); const b = document.createElement('button'); b.textContent = 'Shadow'; r.appendChild(b); } });</script>`,
  );
  parts.push('</body></html>');
  return parts.join('\n');
}

function floors() {
  // Evaluated in the page: both floors walk every element into open shadow roots and same-origin frames.
  const walkAll = (withRect) => {
    let n = 0;
    const docs = [document];
    while (docs.length) {
      const d = docs.pop();
      const roots = [d];
      while (roots.length) {
        const r = roots.pop();
        const w = (r.ownerDocument || r).createTreeWalker(r, NodeFilter.SHOW_ELEMENT);
        for (let el = w.nextNode(); el; el = w.nextNode()) {
          n++;
          if (withRect) {
            el.getBoundingClientRect();
            void getComputedStyle(el).display;
          }
          if (el.shadowRoot) roots.push(el.shadowRoot);
          if (el.tagName === 'IFRAME') {
            try {
              if (el.contentDocument) docs.push(el.contentDocument);
            } catch {}
          }
        }
      }
    }
    return n;
  };
  return { walkAll: String(walkAll) };
}

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};

async function measure(page) {
  await page.evaluate(bundle);
  const f = floors();
  return page.evaluate(
    async ({ runs, walkSrc }) => {
      const walkAll = new Function(`return (${walkSrc})`)();
      const pm = window.pagemark;
      const time = (fn) => {
        const t = performance.now();
        fn();
        return performance.now() - t;
      };
      const out = { walk: [], rect: [], snap: [], text: [] };
      walkAll(false);
      walkAll(true);
      let s = pm.snapshot();
      for (let i = 0; i < runs; i++) {
        out.walk.push(time(() => walkAll(false)));
        out.rect.push(time(() => walkAll(true)));
        out.snap.push(time(() => (s = pm.snapshot())));
        out.text.push(time(() => pm.render(s, 'text')));
      }
      const text = pm.render(s, 'text');
      const listed = text.split('\n').filter((l) => /^\*?\[[a-zA-Z]*\d+\]/.test(l)).length;
      const interactiveVisible = s.elements.filter((e) => e.isInteractive && e.isVisible).length;
      return {
        visited: s.stats.visited,
        registered: s.elements.length,
        interactiveVisible,
        listed,
        out,
        text,
        htmlChars: pm.render(s, 'html').length,
        jsonChars: pm.render(s, 'json').length,
        snapshotJsonChars: JSON.stringify(s).length,
      };
    },
    { runs: RUNS, walkSrc: f.walkAll },
  );
}

async function main() {
  const server = http.createServer((req, res) => {
    const u = new URL(req.url, 'http://x');
    const p = decodeURIComponent(u.pathname);
    if (p.startsWith('/synthetic/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(synthetic(Number(p.split('/')[2])));
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
    ],
  });
  const pages = [];
  const sizes = quick ? [1000, 10000] : [1000, 10000, 50000];
  for (const n of sizes) pages.push({ name: `synthetic-${n / 1000}k`, url: `${origin}/synthetic/${n}`, js: true });
  pages.push({ name: 'demo', url: `${origin}/examples/demo/index.html`, js: true });
  const corpus = fs.existsSync(corpusDir)
    ? fs
        .readdirSync(corpusDir)
        .filter((f) => f.endsWith('.html'))
        .sort()
    : [];
  for (const f of quick ? corpus.slice(0, 5) : corpus)
    pages.push({ name: f.replace(/\.html$/, ''), url: `${origin}/corpus/${f}`, js: false });
  const rows = [];
  for (const p of pages) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: p.js });
    const page = await ctx.newPage();
    await page.route('**/*', (r) => (r.request().url().startsWith(origin) ? r.continue() : r.abort()));
    try {
      await page.goto(p.url, { waitUntil: 'load', timeout: 60000 });
      const m = await measure(page);
      const t0 = Date.now();
      await page.evaluate(() => window.pagemark.snapshot());
      const roundTrip = Date.now() - t0;
      const row = {
        page: p.name,
        elements: m.visited,
        registered: m.registered,
        listed: m.listed,
        floorWalkMs: median(m.out.walk),
        floorRectMs: median(m.out.rect),
        snapshotMs: median(m.out.snap),
        textRenderMs: median(m.out.text),
        roundTripMs: roundTrip,
        textTokens: tokens(m.text),
        htmlChars: m.htmlChars,
        jsonChars: m.jsonChars,
        snapshotJsonChars: m.snapshotJsonChars,
      };
      row.ratio = row.snapshotMs / row.floorRectMs;
      row.tokensPerListed = row.listed ? row.textTokens / row.listed : 0;
      rows.push(row);
      process.stdout.write(
        `${p.name.padEnd(24)} ${String(row.elements).padStart(6)} el  snapshot ${row.snapshotMs.toFixed(1).padStart(7)} ms  floor-rect ${row.floorRectMs.toFixed(1).padStart(7)} ms  ratio ${row.ratio.toFixed(2)}  ${row.tokensPerListed.toFixed(1)} tok/line\n`,
      );
    } catch (e) {
      process.stdout.write(`${p.name.padEnd(24)} failed: ${String(e.message).split('\n')[0]}\n`);
    }
    await ctx.close();
  }
  await browser.close();
  server.close();
  const corpusRows = rows.filter((r) => !r.page.startsWith('synthetic') && r.page !== 'demo');
  const summary = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
    runs: RUNS,
    corpusMedianRatio: corpusRows.length ? median(corpusRows.map((r) => r.ratio)) : null,
    corpusMaxRatio: corpusRows.length ? Math.max(...corpusRows.map((r) => r.ratio)) : null,
    corpusMedianTokensPerListed: corpusRows.length ? median(corpusRows.map((r) => r.tokensPerListed)) : null,
  };
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify({ summary, rows }, null, 1));
  const md = [
    `Measured ${summary.date} on ${summary.machine}, headless Debian Chromium, 1280x800, median of ${RUNS} runs.`,
    '',
    '| page | elements | registered | listed | floor-walk ms | floor-rect ms | snapshot ms | snapshot / floor-rect | text render ms | text tokens | tokens / listed element |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.elements} | ${r.registered} | ${r.listed} | ${r.floorWalkMs.toFixed(1)} | ${r.floorRectMs.toFixed(1)} | ${r.snapshotMs.toFixed(1)} | ${r.ratio.toFixed(2)} | ${r.textRenderMs.toFixed(1)} | ${r.textTokens} | ${r.tokensPerListed.toFixed(1)} |`,
    ),
    '',
    `Corpus: median snapshot / floor-rect ${summary.corpusMedianRatio?.toFixed(2)}, worst ${summary.corpusMaxRatio?.toFixed(2)}; median ${summary.corpusMedianTokensPerListed?.toFixed(1)} o200k tokens per listed element.`,
  ].join('\n');
  fs.writeFileSync(path.join(root, 'bench-results', 'latest.md'), md + '\n');
  console.log('\n' + md);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
