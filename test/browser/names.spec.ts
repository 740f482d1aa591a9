// Names and roles in real browsers, on the same fixtures as the unit tier.
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

test('labels of every kind', async ({ drv }) => {
  await drv.open('test/fixtures/names/labels.html');
  const rows = await drv.call<any[]>(() => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    return Array.from(document.querySelectorAll('[data-expect-name], [data-expect-role]')).map((el) => {
      const r = s.elements.find((e: any) => e.attributes.id === el.id);
      return {
        id: el.id,
        name: r?.name,
        role: r?.role,
        wantName: el.getAttribute('data-expect-name'),
        wantRole: el.getAttribute('data-expect-role'),
      };
    });
  });
  expect(rows.length).toBeGreaterThan(15);
  for (const r of rows) {
    if (r.wantName !== null) expect(r.name, `#${r.id} name`).toBe(r.wantName);
    if (r.wantRole !== null) expect(r.role, `#${r.id} role`).toBe(r.wantRole);
  }
});
