// Golden outputs: what the bundle produces on every fixture and corpus page, recorded once and
// compared on every run, so a change meant to move code (not behaviour) proves it changed nothing.
// Chromium only: outputs depend on layout, which is deterministic on one engine and machine.
// They run on the minified bundle, the one the host helpers inject; every other spec runs the
// unminified one, so both builds are checked.
//
// Recorded per page: snapshotJson() (first, second = incremental, and with other options), render()
// in every format and mode, observe() with every shape; on the action fixtures, the ActionResults of
// a scripted list of act() calls (dry runs for every listed element, then real actions).
// Timestamps, durations, timings and instance ids are masked (see `mask`).
//
// Fixture outputs are stored in full (test/golden/fixtures/<path>.json) unless they exceed
// FULL_LIMIT (the size-* stress pages): those and the corpus pages (../shared/corpus/pages, never
// copied into the repository) are stored as hashes in test/golden/hashes/<path>.sha256.
//   node scripts/golden.mjs             compare
//   node scripts/golden.mjs --update    record again (commit the result with the reason)
//   node scripts/golden.mjs --dump DIR  write both sides of every page to DIR/{want,got} for diffing
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, ROOT, minifiedBundleSource, type PagemarkDriver } from './harness/fixtures';
import { maskKeys } from '../lib/mask';

// One page per worker for all of this file's tests (harness/fixtures.ts, reusePage): each test loads its
// page anew; no test here moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

const GOLDEN = path.join(ROOT, 'test', 'golden');
const UPDATE = process.env.PAGEMARK_GOLDEN === 'update';
const DUMP = process.env.PAGEMARK_GOLDEN_DUMP ?? '';
const FULL_LIMIT = 400_000;

// Fixtures whose output depends on timers, network timing or the order of asynchronous events
// (their behaviour is asserted by their own specs); recording them would make the check flaky.
const SKIP = new Set<string>([
  'test/fixtures/hostile/races.html',
  'test/fixtures/hostile/races-async.html',
  'test/fixtures/hostile/races-frame.html',
  'test/fixtures/hostile/races-frame-next.html',
  'test/fixtures/actions/stability.html',
  'test/fixtures/delivery/bridge-silent.html',
]);

function listFixtures(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...listFixtures(rel));
    else if (e.name.endsWith('.html')) out.push(rel);
  }
  return out.sort();
}
const fixtures = listFixtures('test/fixtures').filter((f) => !SKIP.has(f));

// The corpus sits in ../shared next to the repository; a git worktree one level deeper finds it
// one more level up (PAGEMARK_CORPUS overrides both).
const CORPUS =
  process.env.PAGEMARK_CORPUS ??
  [
    path.resolve(ROOT, '..', 'shared', 'corpus', 'pages'),
    path.resolve(ROOT, '..', '..', 'shared', 'corpus', 'pages'),
  ].find((d) => fs.existsSync(d)) ??
  '';
const corpusPages = CORPUS
  ? fs
      .readdirSync(CORPUS)
      .filter((f) => f.endsWith('.html'))
      .sort()
  : [];

/** Open corpus page `p` from the fixture origin with its own scripts off (as the corpus specs do). */
async function openCorpus(drv: PagemarkDriver, p: string): Promise<void> {
  const page = (drv as any).page;
  const url = drv.url(`corpus/${p}`);
  await page.route('**/*', (route: any) => {
    const u = route.request().url();
    if (u === url)
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'none'" },
        body: fs.readFileSync(path.join(CORPUS, p)),
      });
    return u.startsWith(drv.url('')) ? route.continue() : route.abort();
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await drv.inject(minifiedBundleSource());
}

const MASKED = ['timestamp', 'durationMs', 'timings', 'instanceId', 'elapsed', 'elapsed_time', 'time'];

// Everything the bundle can say about the page, computed in the page (pure renders on one snapshot)
// and kept there (window.__goldenOut) for serialiseInPage.
async function outputsOf(drv: any): Promise<void> {
  await drv.call(() => {
    const pm = (window as any).pagemark;
    const out: Record<string, unknown> = {};
    const first = pm.protocol.snapshotJson();
    out.instanceId = pm.protocol.instanceId();
    out.snapshot = first;
    const s = JSON.parse(first);
    const renders: [string, Record<string, unknown>][] = [
      ['text', {}],
      ['text', { content: 'all' }],
      ['text', { content: 'none' }],
      ['text', { syntax: 'html' }],
      ['text', { indent: true, hidden: true, ids: 'bid', attributes: ['href', 'name', 'id'] }],
      ['text', { states: false, markNew: false, maxNameLength: 20, maxContentLength: 30 }],
      ['text', { maxChars: 1500 }],
      ['text', { maxTokens: 300 }],
      ['html', { mode: 'full' }],
      ['html', { mode: 'structure' }],
      ['html', { mode: 'minimal' }],
      ['html', { mode: 'interactive-only' }],
      ['html', { idAttribute: 'bid', hidden: true }],
      ['json', {}],
      ['json', { visibleOnly: true, indent: 1 }],
      ['axtree', {}],
      ['axtree', { flavor: 'harness' }],
      ['axtree', { hidden: true }],
    ];
    const r: Record<string, string> = {};
    for (const [f, o] of renders) {
      try {
        r[`${f} ${JSON.stringify(o)}`] = pm.render(s, f, o);
      } catch (e) {
        r[`${f} ${JSON.stringify(o)}`] = `throws ${String(e)}`;
      }
    }
    out.render = r;
    out.observe = JSON.stringify(
      pm.observe({ shapes: ['browsergym', 'harness', 'miniwob', 'extension'], snapshot: s }),
      (k, v) => (k === 'snapshot' ? undefined : v),
    );
    out.second = pm.protocol.snapshotJson();
    out.all = pm.protocol.snapshotJson({ include: 'all', incremental: false });
    out.viewport = pm.protocol.snapshotJson({ include: 'interactive+content', viewportExpansion: 0, tree: false });
    (window as any).__goldenOut = out;
  });
}

/** Scripted actions on an action fixture: a dry run per listed element, then real actions (kept with the outputs). */
async function actionsOf(drv: any): Promise<void> {
  await drv.call(async () => {
    const pm = (window as any).pagemark;
    const results: unknown[] = [];
    const strip = (r: any) => {
      delete r.snapshot;
      return r;
    };
    const verbOf = (e: any) => {
      if (e.role === 'textbox' || e.role === 'searchbox') return { action: 'fill', text: 'golden' };
      if (e.role === 'checkbox' || e.role === 'radio' || e.role === 'switch') return { action: 'check' };
      if (e.role === 'combobox' && e.tag === 'select') return { action: 'select', values: [0] };
      return { action: 'click' };
    };
    let s = pm.snapshot();
    const listed = s.elements.filter((e: any) => e.isInteractive && e.isVisible).slice(0, 40);
    for (const e of listed) {
      results.push(strip(await pm.act({ ...verbOf(e), target: e.index, dryRun: true, timeout: 200 })));
      results.push(strip(await pm.act({ action: 'hover', target: e.index, dryRun: true, timeout: 200 })));
    }
    // Real actions that do not navigate: fill, check, select, read-backs, keys, scroll, wait.
    for (const e of listed) {
      const v: any = verbOf(e);
      if (v.action === 'click') continue;
      results.push(strip(await pm.act({ ...v, target: e.index, timeout: 500, settleMs: 20, settleTimeoutMs: 200 })));
      results.push(strip(await pm.act({ action: 'getValue', target: e.index, snapshot: false })));
    }
    s = pm.snapshot();
    const first = s.elements.find((e: any) => e.isVisible);
    const quick = { snapshot: false, settleMs: 20, settleTimeoutMs: 200 };
    if (first) {
      results.push(strip(await pm.act({ action: 'getText', target: first.index, ...quick })));
      results.push(strip(await pm.act({ action: 'focus', target: first.index, ...quick })));
    }
    results.push(strip(await pm.act({ action: 'press', key: 'Tab', ...quick })));
    results.push(strip(await pm.act({ action: 'press', key: 'Shift+Tab', ...quick })));
    results.push(strip(await pm.act({ action: 'scroll', direction: 'down', amount: 200, ...quick })));
    results.push(strip(await pm.act({ action: 'scroll', direction: 'top', ...quick })));
    results.push(strip(await pm.act({ action: 'extract', ...quick })));
    results.push(strip(await pm.act({ action: 'wait', ms: 1, ...quick })));
    results.push(strip(await pm.act('click(999999)')));
    results.push(strip(await pm.act({ action: 'nonsense' })));
    results.push(strip(await pm.act('fill("bogus", "x")')));
    results.push(JSON.parse(JSON.stringify(pm.getHistory())));
    (window as any).__goldenOut.actions = results;
  });
}

/** A page's serialised outputs: the text when it is stored in full (or dumped), else its hash only. */
interface Serialised {
  text: string | null;
  sha: string;
}

/**
 * Runs in the page (sent as source with test/lib/mask.ts's maskKeys): the outputs kept by outputsOf
 * with run-dependent values masked, serialised, and hashed unless stored in full. In the page, not
 * in Node: the size pages' outputs run to hundreds of MB, and sending them to Node took about as long
 * as computing them; only the hash of a page stored as a hash crosses now.
 */
async function serialiseInPage(
  maskKeys: (v: unknown, keys: ReadonlySet<string>) => unknown,
  masked: string[],
  corpus: boolean,
  fullLimit: number,
  keepText: boolean,
): Promise<Serialised> {
  const page = (window as any).__goldenOut as Record<string, unknown>;
  delete (window as any).__goldenOut;
  const keys = new Set(masked);
  /** Replace run-dependent values by a placeholder, recursively (parsed JSON strings included). */
  const mask = (v: unknown): unknown => maskKeys(v, keys);
  /** Instance ids also appear inside strings (bids of stitched frames, JSON renders): mask them there. */
  const maskText = (s: string, ids: string[]): string => {
    for (const id of ids) if (id) s = s.split(id).join('<instance>');
    // The fixture server listens on a free port: URLs differ by port from run to run.
    s = s.replace(/(127\.0\.0\.1|localhost):\d+/g, '$1:<port>');
    return s.replace(/"(timestamp|durationMs)":\s*[\d.]+/g, '"$1":"<masked>"');
  };
  const ids = [String(page.instanceId ?? '')];
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(page)) {
    if (k === 'instanceId') continue;
    o[k] = typeof v === 'string' && /^[[{]/.test(v) ? mask(JSON.parse(maskText(v, ids))) : mask(v);
  }
  if (o.render) {
    const r: Record<string, string> = {};
    for (const [k, v] of Object.entries(o.render as Record<string, string>)) r[k] = maskText(v, ids);
    o.render = r;
  }
  const text = maskText(JSON.stringify(o, null, 1), ids) + '\n';
  if ((!corpus && text.length <= fullLimit) || keepText || !globalThis.crypto?.subtle) return { text, sha: '' };
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return { text: null, sha: hex.slice(0, 32) };
}

const SERIALISE = `(masked, corpus, fullLimit, keepText) => (${serialiseInPage.toString()})(${maskKeys.toString()}, masked, corpus, fullLimit, keepText)`;

/** The outputs kept in the page for `key`, serialised there. */
const serialised = (drv: PagemarkDriver, key: string): Promise<Serialised> =>
  drv.call<Serialised>(SERIALISE, MASKED, key.startsWith('corpus/'), FULL_LIMIT, !!DUMP);

// Node's hash of the same text (a page without crypto.subtle sends its text).
const sha = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);

function compare(key: string, { text, sha: hash }: Serialised) {
  const full = text !== null && !key.startsWith('corpus/') && text.length <= FULL_LIMIT;
  const digest = (): string => (text === null ? hash : sha(text));
  const file = path.join(GOLDEN, 'fixtures', key.replace(/^test\/fixtures\//, '') + '.json');
  const hashFile = path.join(GOLDEN, 'hashes', key.replace(/^test\/fixtures\//, '') + '.sha256');
  if (DUMP && text !== null) {
    const got = path.join(DUMP, 'got', key + '.json');
    fs.mkdirSync(path.dirname(got), { recursive: true });
    fs.writeFileSync(got, text);
  }
  if (UPDATE) {
    if (full) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text!);
    } else {
      // One file per key: the two workers record different pages at the same time.
      fs.mkdirSync(path.dirname(hashFile), { recursive: true });
      fs.writeFileSync(hashFile, digest() + '\n');
    }
    return;
  }
  if (full) {
    expect(fs.existsSync(file), `no golden for ${key}: run node scripts/golden.mjs --update`).toBe(true);
    const want = fs.readFileSync(file, 'utf8');
    if (DUMP) {
      const w = path.join(DUMP, 'want', key + '.json');
      fs.mkdirSync(path.dirname(w), { recursive: true });
      fs.writeFileSync(w, want);
    }
    expect(text === want, `golden output of ${key} changed (node scripts/golden.mjs --dump DIR to diff)`).toBe(true);
  } else {
    expect(fs.existsSync(hashFile), `no golden hash for ${key}: run node scripts/golden.mjs --update`).toBe(true);
    const want = fs.readFileSync(hashFile, 'utf8').trim();
    expect(digest(), `golden output of ${key} changed (node scripts/golden.mjs --dump DIR to diff)`).toBe(want);
  }
}

test.describe.configure({ mode: 'parallel' });
test.beforeEach(({ browserName }) => test.skip(browserName !== 'chromium', 'golden outputs are recorded in Chromium'));

// Fixtures with an infinite CSS animation (#mover on vanilla.html): boxes depend on when the
// snapshot runs, so their animations are paused at time 0 before recording.
const PAUSE = new Set<string>(['test/fixtures/actions/vanilla.html']);

for (const f of fixtures) {
  test(`golden ${f}`, async ({ drv }) => {
    test.setTimeout(180_000);
    await drv.open(f, { inject: false });
    await drv.inject(minifiedBundleSource());
    if (PAUSE.has(f))
      await drv.call(() => {
        for (const a of document.getAnimations()) {
          a.pause();
          a.currentTime = 0;
        }
      });
    await outputsOf(drv);
    if (f.startsWith('test/fixtures/actions/')) await actionsOf(drv);
    compare(f, await serialised(drv, f));
  });
}

for (const p of corpusPages) {
  test(`golden corpus/${p}`, async ({ drv }) => {
    test.setTimeout(180_000);
    await openCorpus(drv, p);
    await outputsOf(drv);
    compare(`corpus/${p}`, await serialised(drv, `corpus/${p}`));
  });
}
