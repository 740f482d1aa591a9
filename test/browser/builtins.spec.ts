// Pages that replaced built-ins before pagemark arrived: pagemark is injected after
// the page's script ran, takes what was replaced from a fresh realm, and works as on a normal page.
// The fixture's replacements misbehave only while window.__broken is true (see its header): each
// in-page function below turns it on, uses indexed loops and index assignment only, and turns it off
// before returning.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, bundleSource, ROOT } from './harness/fixtures';
import { ACTED_TITLE, actedResult } from './harness/actedLater';
import { itemSampledOut, FULL_ENGINE, BUILTIN_CASE_EVERY, BUILTIN_CASES_KEPT } from './harness/sample';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they load fixtures and
// call into them; none adds an init script or leaves a route behind. The panel test clicks with the
// driver's mouse, and the tests after it only read statuses and codes, which a pointer resting on the
// page does not change. A page whose replaced built-ins keep the reset from running is closed instead,
// as after any failed reset.
test.use({ reusePage: true });

const panelBundle = () =>
  fs.readFileSync(
    path.join(process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist'), 'pagemark.panel.iife.min.js'),
    'utf8',
  );
const FIXTURE = 'test/fixtures/hostile/broken-builtins.html';
const IDS = ['reg-visible-email', 'reg-visible-save', 'reg-visible-cancel', 'reg-visible-docs'];
const UNUSED = ['map', 'forEach', 'filter', 'from'];
const CASES = [
  'map',
  'forEach',
  'push',
  'filter',
  'from',
  'stringify',
  'keys',
  'Map',
  'Set',
  'WeakMap',
  'getBoundingClientRect',
  'querySelectorAll',
  'getComputedStyle',
  'contains',
  'then',
  'setTimeout',
  'toString',
  'all',
];

/** Snapshot, render and highlight while the built-ins are broken; plain values back. */
function look(ids: string[]) {
  const w = window as any;
  const pm = w.pagemark;
  w.__broken = true;
  try {
    const s = pm.snapshot();
    const out: any = {
      status: s.capabilities.pristineBuiltins ?? 'native',
      errors: [] as string[],
      found: [] as any[],
      text: pm.render(s, 'text'),
      frames: w.__frames,
    };
    for (let i = 0; i < s.errors.length; i++) out.errors[i] = s.errors[i].code + ': ' + s.errors[i].message;
    for (let k = 0; k < ids.length; k++) {
      let rec: any = null;
      for (let i = 0; i < s.elements.length; i++) if (s.elements[i].attributes.id === ids[k]) rec = s.elements[i];
      const el = document.getElementById(ids[k]!)!;
      out.found[k] = rec && {
        id: ids[k],
        index: rec.index,
        name: rec.name,
        want: el.getAttribute('data-name'),
        visible: rec.isVisible,
        box: rec.bbox.width > 0 && rec.bbox.height > 0,
      };
    }
    pm.highlight(s);
    w.__broken = false;
    out.marks = document.querySelectorAll('[data-element-id]').length;
    return out;
  } catch (e) {
    return { thrown: String(e) };
  } finally {
    w.__broken = false;
  }
}

/**
 * Click Save and fill Email while broken; the result lands in window.__acted, then the document title
 * becomes `title`. The acting starts in a timer, after the driver's call has returned: WebKit's
 * WebDriver finishes a call (and awaits a returned promise) through the page's `then` and timers, so
 * a call that overlaps the broken window hangs until its script timeout (harness/actedLater.ts waits
 * for the result without such calls where the driver allows).
 */
function actBroken(save: number, email: number, title: string) {
  const w = window as any;
  w.__acted = null;
  setTimeout(async () => {
    w.__broken = true;
    let r: any;
    try {
      const c = await w.pagemark.act({ action: 'click', target: save, snapshot: false });
      const f = await w.pagemark.act({ action: 'fill', target: email, text: 'a@b.c', snapshot: false });
      r = { click: c.ok, fill: f.ok, clickErr: c.error?.code ?? null, fillErr: f.error?.code ?? null };
    } catch (e) {
      r = { thrown: String(e) };
    } finally {
      w.__broken = false;
    }
    r.log = document.getElementById('log')!.textContent;
    r.value = (document.getElementById('reg-visible-email') as HTMLInputElement).value;
    w.__acted = r;
    document.title = title;
  }, 250);
}

function disposeBroken() {
  const w = window as any;
  w.__broken = true;
  try {
    w.pagemark.dispose();
  } finally {
    w.__broken = false;
  }
  return { marks: document.querySelectorAll('[data-element-id]').length };
}

async function openBroken(drv: any, which: string) {
  await drv.open(FIXTURE, { inject: false, query: which ? `break=${which}` : '' });
  // After the page's script ran, as a bookmarklet, the panel or an evaluate would.
  await drv.inject(bundleSource());
}

// Firefox and WebKitGTK run one single-built-in case in BUILTIN_CASE_EVERY, but those in
// BUILTIN_CASES_KEPT (harness/sample.ts says why); Chromium runs all. Decided from browserName
// before any page opens.
test.beforeEach(({ browserName }, testInfo) => {
  const which = testInfo.title.startsWith('replaced before load: ') ? testInfo.title.slice(22) : '';
  if (!which || browserName === FULL_ENGINE || BUILTIN_CASES_KEPT.includes(which)) return;
  const out = itemSampledOut(browserName, CASES.indexOf(which), BUILTIN_CASE_EVERY, 'replaced built-in');
  test.skip(out !== null, out ?? '');
});

for (const which of CASES) {
  test(`replaced before load: ${which}`, async ({ drv }) => {
    test.setTimeout(180_000);
    await openBroken(drv, which);
    const r = await drv.call<any>(look, IDS);
    expect(r.thrown).toBeUndefined();
    // Not used by pagemark (eslint bans them in page code): nothing to recover.
    const unused = UNUSED.includes(which);
    expect(r.status).toBe(unused ? 'native' : 'recovered');
    expect(r.errors).toEqual([]);
    // One frame, made once; none when only `then` was replaced (an async function stands in).
    expect(r.frames).toBe(unused || which === 'then' ? 0 : 1);
    for (let k = 0; k < IDS.length; k++) {
      const f = r.found[k];
      expect(f, IDS[k]).toBeTruthy();
      expect(f.name, IDS[k]).toBe(f.want);
      expect(f.visible, IDS[k]).toBe(true);
      expect(f.box, IDS[k]).toBe(true);
    }
    expect(r.text).toMatch(/<button>Save$/m);
    expect(r.text).toMatch(/<a[^>]*>Docs$/m);
    expect(r.marks).toBeGreaterThanOrEqual(IDS.length);
    await drv.call(actBroken, r.found[1].index, r.found[0].index, ACTED_TITLE).catch(() => null);
    expect(await actedResult(drv)).toEqual({
      click: true,
      fill: true,
      clickErr: null,
      fillErr: null,
      log: 'saved;',
      value: 'a@b.c',
    });
    expect(await drv.call<any>(disposeBroken)).toEqual({ marks: 0 });
  });
}

/** Open the panel (it takes a snapshot) while broken; its state back, plain. */
function panelBroken() {
  const w = window as any;
  w.__broken = true;
  try {
    w.pagemark.panel.toggle();
    const st = w.pagemark.panel.state();
    const copy = st.controls.copyText;
    return { status: st.status, copy: { x: copy.x, y: copy.y, width: copy.width, height: copy.height } };
  } finally {
    w.__broken = false;
  }
}

test('the panel on a page that replaced every built-in', async ({ drv }) => {
  await drv.open(FIXTURE, { inject: false, query: 'break=all' });
  await drv.inject(panelBundle());
  const r = await drv.call<any>(panelBroken);
  expect(r.status).toMatch(/^[1-9]\d* elements/);
  expect(r.copy.width).toBeGreaterThan(0);
  if (drv.engine !== 'webkit') {
    // Copy text goes through a promise (the panel build asks cross-origin frames first). WebKit's
    // WebDriver runs its own script on the page's built-ins, so the broken window cannot span
    // driver calls there.
    await drv.call(() => {
      (window as any).__broken = true;
    });
    await drv.mouseClick(r.copy.x + r.copy.width / 2, r.copy.y + r.copy.height / 2);
    await expect
      .poll(() => drv.call<string>(() => (window as any).pagemark.panel.state().status), { timeout: 20_000 })
      .toMatch(/^Text (copied|is selected)/);
    expect(await drv.call<string>(() => (window as any).pagemark.panel.state().output)).toMatch(/<button>Save$/m);
  }
  const closed = await drv.call<any>(() => {
    const w = window as any;
    w.__broken = true;
    try {
      w.pagemark.panel.toggle();
      return { open: w.pagemark.panel.state() !== null, host: document.querySelector('[data-pagemark]') !== null };
    } finally {
      w.__broken = false;
    }
  });
  expect(closed).toEqual({ open: false, host: false });
});

test('a normal page: all native, no frame made', async ({ drv }) => {
  await openBroken(drv, '');
  const r = await drv.call<any>(look, IDS);
  expect(r.status).toBe('native');
  expect(r.errors).toEqual([]);
  expect(r.frames).toBe(0);
});

test('no fresh realm can be made: reported, never silent', async ({ drv }) => {
  await openBroken(drv, 'querySelectorAll,noframe');
  const r = await drv.call<any>(look, IDS);
  expect(r.status).toBe('partial');
  expect(r.errors.length).toBe(1);
  expect(r.errors[0]).toMatch(/^BUILTINS_REPLACED: .*querySelectorAll/);
  expect(r.errors[0]).toMatch(/Document\.prototype\.createElement/);
});

/**
 * Every snapshot a caller can get, as [how, pristineBuiltins, error codes]. The built-ins are intact
 * while this runs (window.__broken stays false): what they were at load decides the report.
 */
async function everySnapshot() {
  const pm = (window as any).pagemark;
  const out: [string, string, string][] = [];
  const note = (how: string, s: any) => {
    let codes = '';
    for (let i = 0; i < s.errors.length; i++) codes += (i ? ',' : '') + s.errors[i].code;
    out[out.length] = [how, s.capabilities.pristineBuiltins ?? 'native', codes];
  };
  const first = pm.snapshot();
  note('snapshot', first);
  note('snapshotAsync', await pm.snapshotAsync());
  let save = -1;
  for (let i = 0; i < first.elements.length; i++) if (first.elements[i].attributes.id === 'reg-visible-save') save = i;
  note('act', (await pm.act({ action: 'click', target: first.elements[save].index })).snapshot);
  // highlight() with nothing given draws the last snapshot; after dispose there is none, so it takes one.
  pm.dispose();
  pm.highlight();
  note('highlight', pm.protocol.lastSnapshot());
  pm.clearHighlights();
  note('observe', pm.observe({ shapes: ['harness'] }).snapshot);
  note('snapshotJson', JSON.parse(pm.protocol.snapshotJson()));
  return out;
}

test('a built-in lost: every way to get a snapshot says so', async ({ drv }) => {
  await openBroken(drv, 'querySelectorAll,noframe');
  const got = await drv.call<[string, string, string][]>(everySnapshot);
  const want = ['snapshot', 'snapshotAsync', 'act', 'highlight', 'observe', 'snapshotJson'];
  expect(got.map((g) => g[0])).toEqual(want);
  for (const [how, status, codes] of got) expect([how, status, codes]).toEqual([how, 'partial', 'BUILTINS_REPLACED']);
});
