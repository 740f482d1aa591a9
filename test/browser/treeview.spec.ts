// Issue 28 part 4: a jQuery treeview's collapsed folder toggles (text-less div.hitarea, cursor:pointer,
// handler attached before pagemark) are registered as interactive with expanded=false where the
// widget shows it, and an agent can open the folder. Fixture ids: reg-interactive-...-expanded-<bool>.
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

type Rec = Record<string, any>;

const snap = (drv: any): Promise<Rec[]> =>
  drv.call(() =>
    (window as any).pagemark.snapshot().elements.map((e: any) => ({
      id: e.attributes.id,
      index: e.index,
      interactive: e.isInteractive,
      states: e.states,
    })),
  );

test('collapsed folder toggles are interactive, with expanded=false; clicking one opens the folder', async ({
  drv,
}) => {
  await drv.open('test/fixtures/treeview/jquery-treeview.html');
  const els = await snap(drv);
  const ids: string[] = await drv.call(() =>
    Array.from(document.querySelectorAll('[id^="reg-"], [id^="noreg-"]')).map((e) => e.id),
  );
  expect(ids.length).toBe(5);
  for (const id of ids) {
    const r = els.find((e) => e.id === id);
    if (id.startsWith('noreg-')) {
      expect(r, `${id} not registered`).toBeUndefined();
      continue;
    }
    expect(r, `${id} registered`).toBeDefined();
    expect.soft(r!.interactive, `${id} interactive`).toBe(true);
    const m = /-expanded-(true|false)$/.exec(id);
    if (m) expect.soft(r!.states.expanded, `${id} expanded`).toBe(m[1] === 'true');
  }
  const toggle = els.find((e) => e.id === 'reg-interactive-collapsed-top-folder-toggle-expanded-false')!;
  const res: Rec = await drv.call(async (i: number) => {
    const r = await (window as any).pagemark.act({ action: 'click', target: i, snapshot: false });
    return { ok: r.ok, error: r.error };
  }, toggle.index);
  expect(res.ok, JSON.stringify(res.error)).toBe(true);
  expect(await drv.call(() => (window as any).__toggled)).toEqual([
    'reg-interactive-collapsed-top-folder-toggle-expanded-false',
  ]);
  const after = await snap(drv);
  expect(
    after.find((e) => e.id === 'reg-interactive-collapsed-top-folder-toggle-expanded-false')!.states.expanded,
  ).toBe(true);
});
