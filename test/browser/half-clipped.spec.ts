// Hard pages, round three, half-clipped options: an option half cut off by its scrolling list (its
// centre on the list's bottom edge, where the wrapper is hit) is scrolled into view inside the list
// and clicked; a target no visible point of which is hit stays OBSCURED.
// Fixture: test/fixtures/actions/half-clipped.html (ids: opt-<n>-runs-<value>, covered-obscured).
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

type R = Record<string, any>;

async function clickId(drv: any, id: string): Promise<R> {
  return drv.call(async (i: string) => {
    const pm = (window as any).pagemark;
    const r = pm.snapshot().elements.find((e: any) => e.attributes.id === i);
    if (!r) return { ok: false, error: { code: 'TEST_NOT_FOUND', message: i } };
    const res = await pm.act({ action: 'click', target: r.index, snapshot: false });
    return { ok: res.ok, error: res.error };
  }, id);
}

test('the half-clipped option is scrolled into view in its list and clicked', async ({ drv }) => {
  await drv.open('test/fixtures/actions/half-clipped.html');
  // The premise: the option's centre is on the list's bottom edge and the wrapper is hit there.
  const premise: R = await drv.call(() => {
    const li = document.getElementById('opt-3-runs-cherry')!.getBoundingClientRect();
    const box = document.getElementById('items')!.getBoundingClientRect();
    const cy = li.top + li.height / 2;
    return { onEdge: Math.abs(cy - box.bottom) < 1, hit: document.elementFromPoint(li.left + li.width / 2, cy)?.id };
  });
  expect(premise).toEqual({ onEdge: true, hit: 'wrapper' });
  const r = await clickId(drv, 'opt-3-runs-cherry');
  expect(r.ok, JSON.stringify(r.error)).toBe(true);
  expect(await drv.call(() => (window as any).__picked)).toEqual(['cherry']);
  // Wholly clipped options scroll too.
  const r5 = await clickId(drv, 'opt-5-runs-elder');
  expect(r5.ok, JSON.stringify(r5.error)).toBe(true);
  expect(await drv.call(() => (window as any).__picked)).toEqual(['cherry', 'elder']);
});

test('a target covered on every visible point is OBSCURED', async ({ drv }) => {
  await drv.open('test/fixtures/actions/half-clipped.html');
  const r = await drv.call(async () => {
    const pm = (window as any).pagemark;
    const rec = pm.snapshot().elements.find((e: any) => e.attributes.id === 'covered-obscured');
    const res = await pm.act({ action: 'click', target: rec.index, snapshot: false, timeout: 300 });
    return { ok: res.ok, code: res.error?.code };
  });
  expect(r).toEqual({ ok: false, code: 'OBSCURED' });
  expect(await drv.call(() => (window as any).__picked)).toEqual([]);
});
