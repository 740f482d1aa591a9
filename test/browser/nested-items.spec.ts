// Hard pages, round three, nested targets: in a jQuery file tree whose li all show the pointer
// cursor (clicks delegated to the tree), each nested li gets a record of its own, the text lines show
// each item once, and a click on a leaf's record runs the leaf's handler, not its folder's.
// Fixture: test/fixtures/treeview/nested-items.html (ids: reg-item-<name>-runs-<name>).
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

type R = Record<string, any>;

test('each nested pointer li is a record; text lines show each item once', async ({ drv }) => {
  await drv.open('test/fixtures/treeview/nested-items.html');
  const s: R = await drv.call(() => {
    const pm = (window as any).pagemark;
    const snap = pm.snapshot();
    return {
      els: snap.elements.map((e: any) => ({ id: e.attributes.id, index: e.index })),
      text: pm.render(snap, 'text'),
    };
  });
  const ids: string[] = await drv.call(() => Array.from(document.querySelectorAll('[id^="reg-"]')).map((e) => e.id));
  expect(ids.length).toBe(4);
  const lines = (s.text as string).split('\n');
  for (const id of ids) {
    const r = s.els.find((e: R) => e.id === id);
    expect.soft(r, `${id} registered`).toBeDefined();
    if (!r) continue;
    const name = /^reg-item-(\w+)-/.exec(id)![1]!;
    // Its own line, and its name on no other line.
    expect
      .soft(
        lines.filter((l) => l.includes(name)),
        `${id}: ${name} once`,
      )
      .toEqual([`[${r.index}]<li>${name}`]);
  }
});

test("a click on a leaf's record runs the leaf's handler", async ({ drv }) => {
  await drv.open('test/fixtures/treeview/nested-items.html');
  const res: R = await drv.call(async () => {
    const pm = (window as any).pagemark;
    const r = pm.snapshot().elements.find((e: any) => e.attributes.id === 'reg-item-Truman-runs-Truman');
    if (!r) return { ok: false, error: 'no record' };
    const out = await pm.act({ action: 'click', target: r.index, snapshot: false });
    return { ok: out.ok, error: out.error };
  });
  expect(res.ok, JSON.stringify(res.error)).toBe(true);
  expect(await drv.call(() => (window as any).__clicked)).toEqual(['Truman']);
});
