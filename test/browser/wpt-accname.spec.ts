// The WPT accname suite (test/conformance/wpt, vendored from microsoft/playwright's copy) against
// pagemark's `name` and `description`, in every engine. The pages are served by a local server of
// this spec with stubs for the WPT harness scripts they load, BATCH of them at a time, each in a
// frame of one page (batchPage); the expectations are read in each frame's document:
//  - comp_* and shadowdom/*: the `data-expectedlabel` of the elements the page passes to
//    AriaUtils.verifyLabelsBySelector (the `.ex` elements, or `.labelled` in shadowdom/);
//  - *-manual.html: the ATK assertions `["property", "name" | "description", "is", "<text>"]` of each
//    step of the JSON given to `new ATTAcomm(...)`, on the element with the step's id.
// An element pagemark does not register (display:none) has no name for an agent: it counts as ''.
// Both sides are compared after collapsing ASCII white space, as WPT's aria-utils.js does (U+00A0
// is not white space there: a name keeps its no-break spaces). The pass counts are printed as a table
// and written to test-results/wpt-accname-<engine>.json; a floor per engine keeps them from regressing.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { test, expect, ROOT, bundleSource } from './harness/fixtures';
import { itemSampledOut, FULL_ENGINE, WPT_FILE_EVERY } from './harness/sample';

const WPT = path.join(ROOT, 'test', 'conformance', 'wpt');
/** Test files per page load (see batchPage). */
const BATCH = 20;

/**
 * The one list of excused cases: `file#element:kind` -> why. Reviewed, not grown to pass: a case
 * belongs here only when the spec is unclear or the engines (and Playwright) disagree with the test.
 */
const SKIPPED: Record<string, string> = {
  // Playwright skips these two as well.
  'accname/manual/name_test_case_659-manual.html#test:name':
    'spec unclear: expects ::before + title + ::after, which is neither 2F (a div has no name from content) nor 2I',
  'accname/manual/name_test_case_660-manual.html#test:name':
    'spec unclear: expects ::before + title + ::after, which is neither 2F (a div has no name from content) nor 2I',
  'accname/name/comp_name_from_content.html#48:name':
    'test bug: aria-labelledby="nested_image_label3" names no element (the image is nested_image_label_3)',
  'accname/name/comp_name_from_content.html#49:name':
    "spec unclear: the image is reached twice in one computation, through the link's aria-labelledby and as a child (the test calls it a cross-referential edge case)",
};

/**
 * The failures the floors below leave room for, by key: a run that reads only a sample of the files
 * (Firefox and WebKitGTK, harness/sample.ts) cannot count against a floor, so it checks that each
 * failure it meets is one of these.
 */
const BELOW_FLOOR: Record<string, string> = {
  'accname/name/comp_label.html#104:name': 'an <option> the registry does not register',
};

/** Minimum passing name expectations per engine (of 523). */
const MIN_NAMES: Record<string, number> = { chromium: 518, firefox: 518, webkit: 518 };
/** Minimum passing description expectations per engine. */
const MIN_DESCRIPTIONS: Record<string, number> = { chromium: 14, firefox: 14, webkit: 14 };

// Stubs for the WPT harness: no test runs in the page, the stubs only record what the page asks for.
const STUBS: Record<string, string> = {
  '/resources/testharness.js':
    'window.setup=function(){};window.test=function(){};window.promise_test=function(){};' +
    'window.async_test=function(){return{step:function(){},step_func:function(f){return f},done:function(){}}};' +
    'window.done=function(){};',
  '/resources/testharnessreport.js': '',
  '/resources/testdriver.js': '',
  '/resources/testdriver-vendor.js': '',
  '/resources/testdriver-actions.js': '',
  '/wai-aria/scripts/aria-utils.js':
    'window.AriaUtils={verifyLabelsBySelector:function(s){(window.__wptSelectors=window.__wptSelectors||[]).push(s)},' +
    'verifyRolesBySelector:function(){},verifyGenericRolesBySelector:function(){},' +
    'verifyRolesAtRootBySelector:function(){},assignAndVerifyRolesByRoleNames:function(){}};',
  '/wai-aria/scripts/ATTAcomm.js': 'window.ATTAcomm=function(d){window.__wptData=d};',
};

/**
 * The page that holds a batch of test files (paths listed by this spec: no escaping needed), each in
 * a same-origin iframe of the size a top-level page had (the driver's 800x600 viewport): one
 * navigation and one injection of the bundle per batch rather than per file. pagemark's snapshot
 * walks same-origin frames in the same walk, so each file's names are computed in its own document.
 */
const BATCH_PATH = '/__batch.html';
const batchPage = (files: string[]): string =>
  '<!doctype html><html><head><meta charset="utf-8"><title>batch</title></head><body style="margin:0">' +
  files
    .map(
      (f) => `<iframe data-file="${f}" src="/${f}" style="display:block;border:0;width:800px;height:600px"></iframe>`,
    )
    .join('') +
  '</body></html>';

function serve(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const p = decodeURIComponent(u.pathname);
    if (p === BATCH_PATH) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(batchPage(u.searchParams.getAll('f')));
      return;
    }
    if (p in STUBS) {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(STUBS[p]);
      return;
    }
    const file = path.resolve(WPT, '.' + p);
    if (!file.startsWith(WPT + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404);
      res.end();
      return;
    }
    const ext = path.extname(file);
    const type = ext === '.html' ? 'text/html; charset=utf-8' : ext === '.css' ? 'text/css' : 'image/jpeg';
    res.writeHead(200, { 'content-type': type });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((r) =>
    server.listen(0, '127.0.0.1', () =>
      r({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        close: () => new Promise<void>((c) => server.close(() => c())),
      }),
    ),
  );
}

function testFiles(): string[] {
  const out: string[] = [];
  for (const dir of ['accname/name', 'accname/name/shadowdom', 'accname/manual'])
    for (const f of fs.readdirSync(path.join(WPT, dir)).sort())
      if (f.endsWith('.html') && (dir !== 'accname/manual' || /^(name|description)_/.test(f))) out.push(`${dir}/${f}`);
  return out;
}

interface Case {
  key: string;
  kind: 'name' | 'description';
  expected: string;
  got: string | null;
}

/**
 * Runs in the batch page: every expectation of every framed test file with pagemark's answer for its
 * element, and the files whose frame ran the harness stub (it loaded).
 */
function readCases(): { cases: Case[]; loaded: string[] } {
  const snap = (window as any).pagemark.snapshot({ include: 'all' });
  const byId = new Map<string, any>();
  for (const r of snap.elements) byId.set(r.elementId, r);
  const recordOf = (el: Element | null) => {
    const id = el && el.getAttribute('data-element-id');
    return id ? byId.get(id) : undefined;
  };
  const out: Case[] = [];
  const loaded: string[] = [];
  for (const frame of Array.from(document.querySelectorAll('iframe'))) {
    const file = frame.getAttribute('data-file')!;
    const w = frame.contentWindow as any;
    const document = frame.contentDocument!;
    if (typeof w.setup === 'function') loaded.push(file);
    const selectors: string[] = w.__wptSelectors || [];
    let n = 0;
    for (const sel of selectors)
      document.querySelectorAll(sel).forEach((el) => {
        n++;
        if (!el.hasAttribute('data-expectedlabel')) return;
        const r = recordOf(el);
        out.push({
          key: `${file}#${el.id || n}:name`,
          kind: 'name',
          expected: el.getAttribute('data-expectedlabel')!,
          got: r ? r.name : null,
        });
      });
    const data = w.__wptData;
    if (data)
      for (const step of data.steps || []) {
        for (const a of (step.test && step.test.ATK) || []) {
          if (a[0] !== 'property' || a[2] !== 'is' || typeof a[3] !== 'string') continue;
          if (a[1] !== 'name' && a[1] !== 'description') continue;
          const r = recordOf(document.getElementById(step.element));
          out.push({
            key: `${file}#${step.element}:${a[1]}`,
            kind: a[1],
            expected: a[3],
            got: r ? (a[1] === 'name' ? r.name : (r.description ?? '')) : null,
          });
        }
      }
  }
  return { cases: out, loaded };
}

// WPT's aria-utils.js: ASCII white space only (U+00A0 stays).
const norm = (s: string) => s.replace(/[\t\n\f\r ]+/g, ' ').replace(/^ | $/g, '');

test('WPT accname: names and descriptions', async ({ drv }) => {
  test.setTimeout(600_000);
  // Firefox and WebKitGTK read one file in WPT_FILE_EVERY (harness/sample.ts says why the
  // computation does not depend on the engine); Chromium reads them all.
  const files = testFiles().filter(
    (_, i) => drv.engine === FULL_ENGINE || itemSampledOut(drv.engine, i, WPT_FILE_EVERY, 'test file') === null,
  );
  const sampled = files.length < testFiles().length;
  const srv = await serve();
  const bundle = bundleSource();
  const results: (Case & { pass: boolean; skipped?: string })[] = [];
  try {
    for (let i = 0; i < files.length; i += BATCH) {
      const batch = files.slice(i, i + BATCH);
      const q = batch.map((f) => `f=${encodeURIComponent(f)}`).join('&');
      // The batch page's load event waits for every frame's.
      await drv.goto(`${srv.url}${BATCH_PATH.slice(1)}?${q}`);
      await drv.inject(bundle);
      const { cases, loaded } = await drv.call<{ cases: Case[]; loaded: string[] }>(readCases);
      expect(loaded, 'every test file of the batch loaded in its frame').toEqual(batch);
      for (const c of cases) {
        const skipped = SKIPPED[c.key];
        results.push({ ...c, pass: norm(c.got ?? '') === norm(c.expected), skipped });
      }
    }
  } finally {
    await srv.close();
  }
  const table: Record<string, { name: number; nameOf: number; description: number; descriptionOf: number }> = {};
  for (const r of results) {
    const group = r.key.startsWith('accname/manual/')
      ? 'manual/' + r.kind
      : r.key.slice(0, r.key.indexOf('#')).replace('accname/name/', '');
    const row = (table[group] ??= { name: 0, nameOf: 0, description: 0, descriptionOf: 0 });
    if (r.kind === 'name') {
      row.nameOf++;
      if (r.pass) row.name++;
    } else {
      row.descriptionOf++;
      if (r.pass) row.description++;
    }
  }
  const names = results.filter((r) => r.kind === 'name');
  const descriptions = results.filter((r) => r.kind === 'description');
  const namePass = names.filter((r) => r.pass).length;
  const descPass = descriptions.filter((r) => r.pass).length;
  const failures = results.filter((r) => !r.pass && !r.skipped);
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, 'test-results', `wpt-accname-${drv.engine}.json`),
    JSON.stringify(
      { sampled, namePass, names: names.length, descPass, descriptions: descriptions.length, failures },
      null,
      1,
    ),
  );
  const lines = [
    `[wpt] ${drv.engine}${sampled ? ` (one file in ${WPT_FILE_EVERY})` : ''}: names ${namePass}/${names.length}, descriptions ${descPass}/${descriptions.length}`,
  ];
  for (const [g, r] of Object.entries(table))
    lines.push(
      `[wpt]   ${g.padEnd(32)} ${r.nameOf ? `${r.name}/${r.nameOf}` : ''} ${r.descriptionOf ? `${r.description}/${r.descriptionOf}` : ''}`,
    );
  const excused = results.filter((r) => !r.pass && r.skipped);
  for (const r of excused) lines.push(`[wpt]   excused ${r.key}: ${r.skipped}`);
  console.log(lines.join('\n'));
  // A skipped case that passes is no longer excused: the list must shrink with it.
  const stale = results.filter((r) => r.pass && r.skipped).map((r) => r.key);
  expect(stale, 'skipped cases that now pass').toEqual([]);
  if (sampled) {
    expect(
      failures.filter((r) => !(r.key in BELOW_FLOOR)),
      'failures beyond the ones the floors allow',
    ).toEqual([]);
    return;
  }
  expect(namePass, 'names passing').toBeGreaterThanOrEqual(MIN_NAMES[drv.engine] ?? 0);
  expect(descPass, 'descriptions passing').toBeGreaterThanOrEqual(MIN_DESCRIPTIONS[drv.engine] ?? 0);
});

// Descriptions travel in the record and in the JSON and axtree formats, not in the compact text.
test('descriptions in the record, JSON and axtree, not the text format', async ({ drv }) => {
  await drv.open('test/fixtures/names/description.html');
  const out = await drv.call<{ d: Record<string, string | null>; json: string; axtree: string; text: string }>(() => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const d: Record<string, string | null> = {};
    for (const r of s.elements) if (r.attributes.id) d[r.attributes.id] = r.description ?? null;
    return { d, json: pm.render(s, 'json'), axtree: pm.render(s, 'axtree'), text: pm.render(s, 'text') };
  });
  expect(out.d).toEqual({
    'describedby-wins': 'Saves a draft copy',
    'aria-description': 'Deletes it for good',
    'title-not-name': 'Opens the menu',
    'title-is-name': null,
    'no-description': null,
  });
  expect(out.json).toContain('"description":"Deletes it for good"');
  expect(out.axtree).toContain("description='Opens the menu'");
  expect(out.text).not.toContain('Deletes it for good');
});
