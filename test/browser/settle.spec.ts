// The settle wait after an action with settleOnWork ends on the page's own work
// (src/dom/discovery/workHook.ts, src/dom/actions/settle.ts; issue 57): it never ends before a timer or request the action's handler
// set off has run and its reaction landed, however short the quiet window asked for, so the result
// and the snapshot after it show the reaction. The fixture's ids name each reaction.
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

const REACTIONS = [
  ['timer-reaction-seen', 'reaction: timer'],
  ['fetch-reaction-seen', 'reaction: fetch'],
  ['xhr-reaction-seen', 'reaction: xhr'],
  ['nested-timer-reaction-seen', 'reaction: nested'],
] as const;

for (const [id, text] of REACTIONS) {
  test(`a click waits for its ${id.replace(/-reaction-seen$/, '')} reaction`, async ({ drv }) => {
    await drv.open('test/fixtures/actions/settle.html');
    const r: Record<string, any> = await drv.call(async (targetId: string) => {
      const pm = (window as any).pagemark;
      const rec = pm.snapshot().elements.find((e: any) => e.attributes.id === targetId);
      // A quiet window far shorter than the reaction's delay: only the tracked work holds the wait.
      const res = await pm.act({ action: 'click', target: rec.index, settleMs: 5, settleOnWork: true });
      return { ok: res.ok, mutations: res.effects.mutations, text: pm.render(res.snapshot, 'text') };
    }, id);
    expect(r.ok).toBe(true);
    expect(r.mutations).toBeGreaterThan(0);
    expect(r.text).toContain(text);
  });
}

// Motion the action's work starts late: the wait (default options) lasts until the fade ended, and
// the early end needs three quiet frames, so a chain of frames with a task between them (rc-motion)
// does not end it between two steps.
for (const [id, text] of [
  ['fade-after-timer-reaction-seen', 'reaction: timer fade'],
  ['fade-after-frames-reaction-seen', 'reaction: frames fade'],
] as const) {
  test(`a click waits for the ${id.replace(/-reaction-seen$/, '')} to end`, async ({ drv }) => {
    await drv.open('test/fixtures/actions/settle.html');
    const r: Record<string, any> = await drv.call(async (targetId: string) => {
      const pm = (window as any).pagemark;
      const rec = pm.snapshot().elements.find((e: any) => e.attributes.id === targetId);
      const res = await pm.act({ action: 'click', target: rec.index });
      return { ok: res.ok, text: pm.render(res.snapshot, 'text') };
    }, id);
    expect(r.ok).toBe(true);
    expect(r.text).toContain(text);
  });
}

test('a timer loop the click starts does not hold the wait past settleTimeoutMs', async ({ drv }) => {
  await drv.open('test/fixtures/actions/settle.html');
  const r = await drv.call(async () => {
    const pm = (window as any).pagemark;
    const rec = pm.snapshot().elements.find((e: any) => e.attributes.id === 'loop-runs-on');
    const res = await pm.act({ action: 'click', target: rec.index, snapshot: false, settleTimeoutMs: 300 });
    const at = Number(document.getElementById('box')!.dataset.ticks);
    // The loop still runs after the result came: the wait ended at its bound, not at the loop's end.
    await new Promise((done) => setTimeout(done, 100));
    return {
      ok: res.ok,
      mutated: res.effects.mutations > 0,
      runsOn: Number(document.getElementById('box')!.dataset.ticks) > at,
    };
  });
  expect(r).toEqual({ ok: true, mutated: true, runsOn: true });
});

test('a click with no reaction changes nothing and says so', async ({ drv }) => {
  await drv.open('test/fixtures/actions/settle.html');
  const r = await drv.call(async () => {
    const pm = (window as any).pagemark;
    const rec = pm.snapshot().elements.find((e: any) => e.attributes.id === 'no-reaction');
    const res = await pm.act({ action: 'click', target: rec.index, settleOnWork: true });
    return { ok: res.ok, mutations: res.effects.mutations };
  });
  expect(r).toEqual({ ok: true, mutations: 0 });
});

test('dispose restores the timers and requests the settle wait wrapped', async ({ drv }) => {
  await drv.open('test/fixtures/actions/settle.html');
  const same = await drv.call(async () => {
    const w = window as any;
    const before = [w.setTimeout, w.clearTimeout, w.fetch, XMLHttpRequest.prototype.send];
    const pm = w.pagemark;
    const rec = pm.snapshot().elements.find((e: any) => e.attributes.id === 'no-reaction');
    await pm.act({ action: 'click', target: rec.index, snapshot: false, settleOnWork: true });
    const wrapped = w.setTimeout !== before[0];
    pm.dispose();
    const after = [w.setTimeout, w.clearTimeout, w.fetch, XMLHttpRequest.prototype.send];
    return { wrapped, restored: after.every((f, i) => f === before[i]) };
  });
  expect(same).toEqual({ wrapped: true, restored: true });
});
