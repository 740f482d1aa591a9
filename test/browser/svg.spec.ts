// Hard pages, round three, SVG: shapes a person acts on are registered with names from <title>,
// aria-label or their <text>; SVG <text> is page text; a click lands on the shape's own visible area
// (the top slice's bounding box centre lies on the central button). Same records in the HTML, JSON
// and BrowserGym formats. Fixture: test/fixtures/svg/pie-menu.html (ids: reg-svg-<what>-name-<Name>).
// Bars drawn as stroked lines and a pointer icon's shapes (found with Chartist and Lucide):
// test/fixtures/svg/stroked-shapes.html.
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

type R = Record<string, any>;

const FIXTURE = 'test/fixtures/svg/pie-menu.html';

const snap = (drv: any): Promise<R> =>
  drv.call(() => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const ob = pm.observe({ shapes: ['browsergym'], snapshot: s });
    return {
      els: s.elements.map((e: any) => ({
        id: e.attributes.id,
        index: e.index,
        name: e.name,
        interactive: e.isInteractive,
        visible: e.isVisible,
      })),
      text: pm.render(s, 'text'),
      html: pm.render(s, 'html'),
      json: pm.render(s, 'json'),
      gym: JSON.stringify(ob.browsergym),
    };
  });

test('SVG shapes a person acts on are records named from <title>, aria-label, <text>', async ({ drv }) => {
  await drv.open(FIXTURE);
  const s = await snap(drv);
  const ids: string[] = await drv.call(() =>
    Array.from(document.querySelectorAll('[id^="reg-"], [id^="noreg-"]')).map((e) => e.id),
  );
  expect(ids.length).toBe(7);
  for (const id of ids) {
    const r = s.els.find((e: R) => e.id === id);
    if (id.startsWith('noreg-')) {
      expect.soft(r, `${id} not registered`).toBeUndefined();
      continue;
    }
    expect.soft(r, `${id} registered`).toBeDefined();
    if (!r) continue;
    expect.soft(r.interactive, `${id} interactive`).toBe(true);
    const name = /-name-([A-Za-z]+)/.exec(id)![1];
    expect.soft(r.name, `${id} name`).toBe(name);
    // Every format carries the record and its name.
    expect.soft(s.text, `${id} in text`).toContain(`[${r.index}]`);
    expect.soft(s.html, `${id} in html`).toContain(name);
    expect.soft(s.json, `${id} in json`).toContain(`"name":"${name}"`);
    expect.soft(s.gym, `${id} in browsergym`).toContain(name);
  }
});

test('SVG <text> and <tspan> are page text, one run per <text>', async ({ drv }) => {
  await drv.open(FIXTURE);
  const s = await snap(drv);
  // The text format joins runs of page text with a space; the axis labels touch in the markup.
  expect(s.text).toContain('Q1 42 Q2 17 Total: 59 units 0 50 100');
  // The HTML format puts each <text> on a line of its own.
  expect(s.html).toMatch(/<text>50<\/text>\s*\n\s*<text>100<\/text>/);
  expect(s.html).toContain('<text>Total: <tspan>59</tspan> units</text>');
});

test("a click lands on the slice's own area, not its bounding box centre", async ({ drv }) => {
  await drv.open(FIXTURE);
  const s = await snap(drv);
  for (const [id, what] of [
    ['reg-svg-slice-top-name-Undo-runs-undo', 'undo'],
    ['reg-svg-slice-left-name-Copy-runs-copy', 'copy'],
    ['reg-svg-center-name-Home-runs-home', 'home'],
  ]) {
    const r = s.els.find((e: R) => e.id === id)!;
    const res: R = await drv.call(async (i: number) => {
      const out = await (window as any).pagemark.act({ action: 'click', target: i, snapshot: false });
      return { ok: out.ok, error: out.error };
    }, r.index);
    expect.soft(res.ok, `${id}: ${JSON.stringify(res.error)}`).toBe(true);
    const log: string[] = await drv.call(() => (window as any).__log);
    expect.soft(log[log.length - 1], `${id} runs ${what}`).toBe(what);
  }
  expect(await drv.call(() => (window as any).__log)).toEqual(['undo', 'copy', 'home']);
});

test('a bar drawn as a stroked line is visible and clickable; an icon is one record', async ({ drv }) => {
  await drv.open('test/fixtures/svg/stroked-shapes.html');
  const s = await snap(drv);
  const ids: string[] = await drv.call(() =>
    Array.from(document.querySelectorAll('[id^="reg-"], [id^="noreg-"]')).map((e) => e.id),
  );
  expect(ids.length).toBe(6);
  const ran: string[] = [];
  for (const id of ids) {
    const r = s.els.find((e: R) => e.id === id);
    if (id.startsWith('noreg-')) {
      expect.soft(r, `${id} not registered`).toBeUndefined();
      continue;
    }
    expect.soft(r, `${id} registered`).toBeDefined();
    if (!r) continue;
    expect.soft([r.interactive, r.visible, r.name], id).toEqual([true, true, /-name-([A-Za-z]+)/.exec(id)![1]]);
    expect.soft(s.text, `${id} in text`).toContain(`[${r.index}]`);
    const res: R = await drv.call(async (i: number) => {
      const out = await (window as any).pagemark.act({ action: 'click', target: i, snapshot: false });
      return { ok: out.ok, error: out.error };
    }, r.index);
    expect.soft(res.ok, `${id}: ${JSON.stringify(res.error)}`).toBe(true);
    ran.push(/-runs-(\w+)$/.exec(id)![1]!);
  }
  expect(await drv.call(() => (window as any).__log)).toEqual(ran);
});
