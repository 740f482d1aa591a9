// Pages that replaced built-ins before pagemark arrived (issue 28 part 3): pagemark is injected after
// the page's script ran, takes what was replaced from a fresh realm, and works as on a normal page.
// The fixture's replacements misbehave only while window.__broken is true (see its header): each
// in-page function below turns it on, uses indexed loops and index assignment only, and turns it off
// before returning.
import { test, expect } from './harness/fixtures';
import { bundleSource } from './harness/fixtures';

const FIXTURE = 'test/fixtures/hostile/broken-builtins.html';
const IDS = ['reg-visible-email', 'reg-visible-save', 'reg-visible-cancel', 'reg-visible-docs'];
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

/** click Save and fill Email while broken; the result lands in window.__acted. */
function actBroken(save: number, email: number) {
  const w = window as any;
  w.__acted = null;
  (async () => {
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
  })();
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

for (const which of CASES) {
  test(`replaced before load: ${which}`, async ({ drv }) => {
    await openBroken(drv, which);
    const r = await drv.call<any>(look, IDS);
    expect(r.thrown).toBeUndefined();
    expect(r.status).toBe('recovered');
    expect(r.errors).toEqual([]);
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
    await drv.call(actBroken, r.found[1].index, r.found[0].index);
    await expect
      .poll(() => drv.call<any>(() => (window as any).__acted).catch(() => null), { timeout: 20_000 })
      .toBeTruthy();
    const acted = await drv.call<any>(() => (window as any).__acted);
    expect(acted).toEqual({ click: true, fill: true, clickErr: null, fillErr: null, log: 'saved;', value: 'a@b.c' });
    expect(await drv.call<any>(disposeBroken)).toEqual({ marks: 0 });
  });
}

test('a normal page: all native, no frame made', async ({ drv }) => {
  await openBroken(drv, '');
  const r = await drv.call<any>(look, IDS);
  expect(r.status).toBe('native');
  expect(r.errors).toEqual([]);
});

test('no fresh realm can be made: reported, never silent', async ({ drv }) => {
  await openBroken(drv, 'querySelectorAll,noframe');
  const r = await drv.call<any>(look, IDS);
  expect(r.status).toBe('partial');
  expect(r.errors.length).toBe(1);
  expect(r.errors[0]).toMatch(/^BUILTINS_REPLACED: .*querySelectorAll/);
  expect(r.errors[0]).toMatch(/Document\.prototype\.createElement/);
});
