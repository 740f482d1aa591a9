// Issue 28 part 1: clicks, hovers, double and right clicks land where a person's pointer lands (the
// deepest element under the action point, through open shadow roots), with the event details a
// browser gives. Fixture: test/fixtures/clicks/person.html (ids: reg-<action>-<case>-runs-<what>).
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

type R = Record<string, any>;

async function actOn(drv: any, id: string, cmd: R): Promise<R> {
  return drv.call(
    async (i: string, c: R) => {
      const pm = (window as any).pagemark;
      const r = pm.snapshot().elements.find((e: any) => e.attributes.id === i);
      if (!r) return { ok: false, error: { code: 'TEST_NOT_FOUND', message: i } };
      const res = await pm.act({ ...c, target: r.index });
      delete res.snapshot;
      return res;
    },
    id,
    cmd,
  );
}

const ready = (drv: any) => drv.call(() => !!document.getElementById('reg-click-react-chip-runs-react'));

test('every reg-<action>-...-runs-<what> element: the inner handler runs', async ({ drv }) => {
  await drv.open('test/fixtures/clicks/person.html');
  await expect.poll(() => ready(drv)).toBe(true);
  const ids: string[] = await drv.call(() => Array.from(document.querySelectorAll('[id^="reg-"]')).map((e) => e.id));
  expect(ids.length).toBe(9);
  for (const id of ids) {
    const [, action] = /^reg-(\w+)-/.exec(id)!;
    const what = id.slice(id.lastIndexOf('-runs-') + 6);
    const cmd = id.includes('switch') ? { action: 'check' } : { action };
    const before = (await drv.call(() => (window as any).__log.length)) as number;
    const r = await actOn(drv, id, cmd);
    expect.soft(r.ok, `${id}: ${JSON.stringify(r.error)}`).toBe(true);
    const log: string[] = await drv.call(() => (window as any).__log);
    expect.soft(log.slice(before), `${id} runs ${what}`).toContain(what);
  }
  // The switch's native checkbox is toggled by the label's activation behaviour, as for a person.
  expect(await drv.call(() => (document.getElementById('reg-click-switch-input-runs-slider') as any).checked)).toBe(
    true,
  );
  // React saw the click on its inner span.
  await expect.poll(() => drv.call(() => (window as any).__chip)).toBe(1);
});

test('event details: target, composedPath, coordinates inside the box, detail, view', async ({ drv }) => {
  await drv.open('test/fixtures/clicks/person.html');
  await expect.poll(() => ready(drv)).toBe(true);
  expect((await actOn(drv, 'reg-click-inner-span-runs-save', { action: 'click' })).ok).toBe(true);
  expect((await actOn(drv, 'reg-click-shadow-inner-runs-shadow', { action: 'click' })).ok).toBe(true);
  expect((await actOn(drv, 'reg-dblclick-row-runs-dbl', { action: 'dblclick' })).ok).toBe(true);
  const ev: R[] = await drv.call(() => (window as any).__events);
  const save = ev.find((e) => e.what === 'save')!;
  expect(save).toMatchObject({ type: 'click', target: 'save-span', detail: 1, view: true });
  expect(save.path.slice(0, 2)).toEqual(['save-span', 'reg-click-inner-span-runs-save']);
  const box: R = await drv.call(() => {
    const b = document.getElementById('save-span')!.getBoundingClientRect();
    return { left: b.left, right: b.right, top: b.top, bottom: b.bottom };
  });
  expect(save.x).toBeGreaterThanOrEqual(box.left);
  expect(save.x).toBeLessThanOrEqual(box.right);
  expect(save.y).toBeGreaterThanOrEqual(box.top);
  expect(save.y).toBeLessThanOrEqual(box.bottom);
  const shadow = ev.find((e) => e.what === 'shadow')!;
  // Inside the shadow root the listener sees the inner button; the path climbs to the host.
  expect(shadow.target).toBe('inner-shadow-button');
  expect(shadow.path.slice(0, 3)).toEqual([
    'inner-shadow-button',
    '#document-fragment',
    'reg-click-shadow-inner-runs-shadow',
  ]);
  const dbl = ev.find((e) => e.what === 'dbl')!;
  expect(dbl).toMatchObject({ type: 'dblclick', target: 'row-cell', detail: 2 });
});

test('hover: boundary events with relatedTarget, enter once per entered ancestor', async ({ drv }) => {
  await drv.open('test/fixtures/clicks/person.html');
  await expect.poll(() => ready(drv)).toBe(true);
  await drv.call(() => {
    const w = window as any;
    w.__bound = [];
    for (const id of ['reg-hover-menu-runs-hover', 'menu-trigger', 'reg-click-inner-span-runs-save', 'save-span'])
      for (const t of ['mouseover', 'mouseout', 'mouseenter', 'mouseleave'])
        document
          .getElementById(id)!
          .addEventListener(t, (e: any) =>
            w.__bound.push(`${t}@${id} t=${e.target.id} r=${e.relatedTarget ? e.relatedTarget.id : ''}`),
          );
  });
  expect((await actOn(drv, 'reg-click-inner-span-runs-save', { action: 'hover' })).ok).toBe(true);
  await drv.call(() => ((window as any).__bound = []));
  expect((await actOn(drv, 'reg-hover-menu-runs-hover', { action: 'hover' })).ok).toBe(true);
  const bound: string[] = await drv.call(() => (window as any).__bound);
  expect(bound).toEqual([
    'mouseout@save-span t=save-span r=menu-trigger',
    'mouseout@reg-click-inner-span-runs-save t=save-span r=menu-trigger',
    'mouseleave@save-span t=save-span r=menu-trigger',
    'mouseleave@reg-click-inner-span-runs-save t=reg-click-inner-span-runs-save r=menu-trigger',
    'mouseover@menu-trigger t=menu-trigger r=save-span',
    'mouseover@reg-hover-menu-runs-hover t=menu-trigger r=save-span',
    'mouseenter@reg-hover-menu-runs-hover t=reg-hover-menu-runs-hover r=save-span',
    'mouseenter@menu-trigger t=menu-trigger r=save-span',
  ]);
});

test("dry run: the point it returns is where the in-page click landed (a driver's click hits it too)", async ({
  drv,
}) => {
  await drv.open('test/fixtures/clicks/person.html');
  await expect.poll(() => ready(drv)).toBe(true);
  const dry = await actOn(drv, 'reg-click-card-overlay-runs-link', { action: 'click', dryRun: true });
  expect(dry.ok).toBe(true);
  const hit: R = await drv.call((p: R) => {
    const b = document.getElementById('reg-click-card-overlay-runs-link')!.getBoundingClientRect();
    const e = document.elementFromPoint(b.left + p.x, b.top + p.y);
    return { id: e && e.id, x: b.left + p.x, y: b.top + p.y };
  }, dry.point);
  expect(hit.id).toBe('card-link');
  expect((await actOn(drv, 'reg-click-card-overlay-runs-link', { action: 'click' })).ok).toBe(true);
  const link = ((await drv.call(() => (window as any).__events)) as R[]).find((e) => e.what === 'link')!;
  expect(link.target).toBe('card-link');
  expect(Math.abs(link.x - hit.x)).toBeLessThan(1);
  expect(Math.abs(link.y - hit.y)).toBeLessThan(1);
});
