// Races: the page changes between the snapshot an agent read and the action it sends (the target
// removed, moved, replaced by a clone, its iframe navigated, a shadow root attached over it), and
// while snapshotAsync waits for a cross-origin frame. An action must come back as a typed failure,
// or succeed on the element the agent meant (pagemark's documented locator recovery); it must never
// act on another element nor throw into the page. Last, actions on a strict CSP + Trusted Types page.
// The fixtures log which element really got each event (test/fixtures/hostile/races.js).
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, ROOT } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

type R = Record<string, any>;
const dist = (f: string) => fs.readFileSync(path.join(process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist'), f), 'utf8');

async function openRaces(drv: any) {
  await drv.open('test/fixtures/hostile/races.html');
  await expect
    .poll(() =>
      drv.call(
        () =>
          !!(document.getElementById('race-frame') as HTMLIFrameElement).contentDocument?.querySelector(
            '[data-log="frame-target"]',
          ),
      ),
    )
    .toBe(true);
}

/**
 * Snapshot, find the record of the element whose data-log is `log` (in the page or its iframe), run
 * the fixture's mutation `window.__races[mutation]`, then act on the record by `by` (index, bid or
 * elementId). Returns the result and what the page logged.
 */
async function race(
  drv: any,
  log: string,
  mutation: string,
  cmd: R,
  by: 'index' | 'bid' | 'elementId' = 'index',
): Promise<R> {
  return drv.call(
    async (l: string, m: string, c: R, b: string) => {
      const w = window as any;
      const pm = w.pagemark;
      const s = pm.snapshot();
      const rec = s.elements.find((e: any) => pm.protocol.elementByIndex(e.index)?.getAttribute('data-log') === l);
      if (!rec) return { missing: l };
      await w.__races[m]();
      w.__log.length = 0;
      const res = await pm.act({ ...c, target: rec[b], snapshot: false });
      return {
        ok: res.ok,
        code: res.error?.code,
        message: res.error?.message,
        resolvedBy: res.resolvedBy,
        target: res.target,
        rec: { index: rec.index, bid: rec.bid, elementId: rec.elementId },
        log: [...w.__log],
        errors: [...w.__errors],
      };
    },
    log,
    mutation,
    cmd,
    by,
  );
}

const TYPED_STALE = ['STALE_ELEMENT', 'NOT_FOUND'];

test.describe('races between snapshot and action', () => {
  test('target removed, its sibling in its place: STALE_ELEMENT by index, bid and elementId, the sibling untouched', async ({
    drv,
  }) => {
    for (const by of ['index', 'bid', 'elementId'] as const) {
      await openRaces(drv);
      const r = await race(drv, 'remove-target', 'removed', { action: 'click', timeout: 500 }, by);
      expect(r.log, `by ${by}: nothing else clicked`).toEqual([]);
      expect(TYPED_STALE, `by ${by}: ${r.code} (resolvedBy ${r.resolvedBy})`).toContain(r.code);
      expect(r.ok).toBe(false);
      expect(r.errors).toEqual([]);
    }
  });

  test('a removed field: fill fails typed, the next field keeps its value', async ({ drv }) => {
    await openRaces(drv);
    const r = await race(drv, 'field-target', 'field', { action: 'fill', text: 'Paris', timeout: 500 });
    expect(r.log, 'no other field typed into').toEqual([]);
    expect(TYPED_STALE, `${r.code} (resolvedBy ${r.resolvedBy})`).toContain(r.code);
    expect(
      await drv.call(() => (document.querySelector('[data-log="field-impostor"]') as HTMLInputElement).value),
    ).toBe('');
    expect(r.errors).toEqual([]);
  });

  test('target moved to another container: the same node is clicked', async ({ drv }) => {
    await openRaces(drv);
    const r = await race(drv, 'reparent-target', 'reparent', { action: 'click', timeout: 1000 });
    expect(r).toMatchObject({ ok: true, resolvedBy: 'live', log: ['click reparent-target'], errors: [] });
    expect(r.target).toEqual(r.rec);
  });

  test('target replaced by its clone (a re-render): recovered through its locators, the clone clicked', async ({
    drv,
  }) => {
    await openRaces(drv);
    const r = await race(drv, 'clone-target', 'clone', { action: 'click', timeout: 1000 });
    expect(r.ok, `${r.code} ${r.message}`).toBe(true);
    expect(r.resolvedBy).not.toBe('live');
    expect(r.log).toEqual(['click clone-target']);
    expect(r.target).toEqual(r.rec);
    expect(r.errors).toEqual([]);
  });

  test('a clone that became another control (new name) is not taken for the target', async ({ drv }) => {
    await openRaces(drv);
    const r = await race(drv, 'clone-renamed-target', 'cloneRenamed', { action: 'click', timeout: 500 });
    expect(r.log, `"Delete everything" must not be clicked for "Archive" (resolvedBy ${r.resolvedBy})`).toEqual([]);
    expect(TYPED_STALE).toContain(r.code);
    expect(r.errors).toEqual([]);
  });

  test("the target's iframe navigated: STALE_ELEMENT, the new page's button untouched", async ({ drv }) => {
    await openRaces(drv);
    const r = await race(drv, 'frame-target', 'frame', { action: 'click', timeout: 500 });
    expect(r.rec.bid).toMatch(/^a\d+$/);
    expect(r.log).toEqual([]);
    expect(TYPED_STALE, `${r.code}: ${r.message} (resolvedBy ${r.resolvedBy})`).toContain(r.code);
    expect(r.errors).toEqual([]);
  });

  test('a shadow root attached over the target: typed failure without a slot, the click with one', async ({ drv }) => {
    await openRaces(drv);
    // No slot: the target is not rendered any more; the shadow root's own button (same name) is.
    const a = await race(drv, 'shadow-target', 'shadow', { action: 'click', timeout: 500 });
    expect(a.log).toEqual([]);
    expect(a.ok).toBe(false);
    expect(['NOT_VISIBLE', 'STALE_ELEMENT', 'NOT_FOUND', 'OBSCURED']).toContain(a.code);
    // With a slot the target is still on screen: acted on, through its live node.
    const b = await race(drv, 'slot-target', 'slot', { action: 'click', timeout: 1000 });
    expect(b).toMatchObject({ ok: true, resolvedBy: 'live', log: ['click slot-target'] });
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  test('target replaced while the action waits for it to become visible: STALE_ELEMENT', async ({ drv }) => {
    await openRaces(drv);
    const r = await race(drv, 'late-target', 'late', { action: 'click', timeout: 1500 });
    expect(r.log).toEqual([]);
    expect(r.code).toBe('STALE_ELEMENT');
    expect(r.errors).toEqual([]);
  });
});

test.describe('races during snapshotAsync', () => {
  test('mutations while a cross-origin frame is awaited: every record resolves to its element or is stale', async ({
    drv,
  }) => {
    // The panel build carries the bridge (the core IIFE has none, and never awaits).
    await drv.open('test/fixtures/hostile/races-async.html', { inject: false });
    await drv.call(
      (src: string) => ((document.getElementById('reg-visible-silent') as HTMLIFrameElement).src = src),
      drv.crossUrl('test/fixtures/delivery/bridge-silent.html'),
    );
    // Cross-origin once loaded: its document is no longer readable from here.
    await expect
      .poll(() =>
        drv.call(() => {
          const f = document.getElementById('reg-visible-silent') as HTMLIFrameElement;
          try {
            return f.contentDocument === null;
          } catch {
            return true;
          }
        }),
      )
      .toBe(true);
    await drv.inject(dist('pagemark.panel.iife.min.js'));
    await drv.call(() => {
      const w = window as any;
      w.__errors = [];
      w.addEventListener('error', (e: ErrorEvent) => w.__errors.push(e.message));
      w.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => w.__errors.push(String(e.reason)));
    });
    const r = await drv.call<R>(async () => {
      const pm = (window as any).pagemark;
      const before = pm.snapshot();
      const ids = (s: any, pred: (el: Element) => boolean) =>
        s.elements.filter((e: any) => pred(pm.protocol.elementByIndex(e.index))).map((e: any) => e.index);
      // sliceMs: 0 walks the page in one synchronous step, so the mutations below land while the
      // silent frame is awaited (bridgeTimeoutMs), never mid-walk. With the default 20 ms slices a
      // slow first run (cold JIT, loaded machine) yielded before or during the walk, and the result
      // then read the mutated page and reported PAGE_CHANGED: that case is sliced.spec.ts's.
      const goneEls: Element[] = Array.from(document.querySelectorAll('#gone button'));
      const goneIndexes = ids(before, (el) => goneEls.includes(el));
      const pending = pm.snapshotAsync({ bridgeTimeoutMs: 600, sliceMs: 0 });
      document.getElementById('gone')!.replaceChildren();
      document.getElementById('moved-to')!.appendChild(document.getElementById('moved-target')!);
      const c = document.getElementById('cloned-target')!;
      c.replaceWith(c.cloneNode(true));
      for (const name of ['New one', 'New two']) {
        const b = document.createElement('button');
        b.textContent = name;
        document.getElementById('added')!.appendChild(b);
      }
      // Another snapshot while the first one is still waiting.
      const concurrent = pm.snapshot();
      const s = await pending;
      const rows: R[] = [];
      for (const e of s.elements) {
        const el = pm.protocol.elementByIndex(e.index) as Element | null;
        let state = 'inconsistent';
        let detail: string;
        if (el) {
          state = el.getAttribute('data-element-id') === e.elementId && el.localName === e.tag ? 'live' : 'mismatch';
          detail = `${el.localName} ${el.getAttribute('data-element-id')}`;
        } else {
          const d = await pm.act({ action: 'click', target: e.elementId, dryRun: true, timeout: 200 });
          if (!d.ok && d.error.code === 'STALE_ELEMENT') state = 'stale';
          else if (d.ok && d.resolvedBy === 'elementId') {
            // Recovered through the mark it carries: exactly one element has it, of the record's tag.
            const found = Array.from(document.querySelectorAll(`[data-element-id="${e.elementId}"]`));
            state = found.length === 1 && found[0]!.localName === e.tag ? 'recovered' : 'wrong';
          }
          detail = d.ok ? `resolvedBy ${d.resolvedBy}` : d.error.code;
        }
        rows.push({ index: e.index, name: e.name, state, detail });
      }
      const after = pm.snapshot();
      return {
        errors: s.errors,
        truncated: s.truncated,
        silent: s.frames.find((f: any) => f.id !== '')?.status,
        committed: pm.protocol.lastSnapshot() === after,
        distinct: before !== s && concurrent !== s,
        rows,
        goneIndexes,
        addedNames: after.diff.added.map((i: number) => after.elements.find((e: any) => e.index === i)?.name),
        removed: after.diff.removed,
        errorsInPage: (window as any).__errors,
      };
    });
    expect(r.errors).toEqual([]);
    expect(r.truncated).toBe(false);
    expect(r.silent).toBe('unreachable');
    const bad = r.rows.filter((x: R) => !['live', 'stale', 'recovered'].includes(x.state));
    expect(bad, 'records that neither resolve nor are stale').toEqual([]);
    const state = (name: string) => r.rows.find((x: R) => x.name === name)?.state;
    expect(r.rows.filter((x: R) => x.name.startsWith('Gone')).map((x: R) => x.state)).toEqual([
      'stale',
      'stale',
      'stale',
    ]);
    expect(state('Moved')).toBe('live');
    // The concurrent snapshot gave the clone the original's identity (an unambiguous re-render), or
    // the action finds it through the mark it carries.
    expect(['live', 'recovered']).toContain(state('Cloned'));
    expect(state('Kept field')).toBe('live');
    // Elements added during the wait are not in that snapshot; the next one has them, and its diff
    // against the async snapshot (the last committed) lists the removed ones.
    expect(r.rows.some((x: R) => x.name.startsWith('New'))).toBe(false);
    expect(r.addedNames).toEqual(expect.arrayContaining(['New one', 'New two']));
    expect(r.removed).toEqual(expect.arrayContaining(r.goneIndexes));
    expect(r.goneIndexes).toHaveLength(3);
    expect(r.committed).toBe(true);
    expect(r.distinct).toBe(true);
    expect(r.errorsInPage).toEqual([]);
  });
});

test.describe('actions under a strict CSP with Trusted Types', () => {
  test('click, type, fill, select, check and press work; no violation, no error', async ({ drv }) => {
    await drv.open('test/fixtures/hostile/csp-actions.html', { query: 'csp=strict' });
    expect(await drv.call(() => (window as any).__ttEnforced)).toBe(true);
    const r = await drv.call<R>(async () => {
      const w = window as any;
      const pm = w.pagemark;
      w.__violations.length = 0; // the page's own innerHTML probe at load reported one
      const s = pm.snapshot({ highlight: true });
      const idx = (id: string) => s.elements.find((e: any) => e.attributes.id === id).index;
      const results: R = {};
      const run = async (k: string, cmd: R) => {
        const res = await pm.act({ ...cmd, snapshot: false });
        results[k] = res.ok ? 'ok' : `${res.error.code}: ${res.error.message}`;
      };
      await run('click', { action: 'click', target: idx('reg-visible-pay') });
      await run('type', { action: 'type', target: idx('reg-visible-name'), text: 'Ada' });
      await run('fill', { action: 'fill', target: idx('reg-visible-note'), text: 'leave at the door' });
      await run('select', { action: 'select', target: idx('reg-visible-plan'), values: ['Pro'] });
      await run('check', { action: 'check', target: idx('reg-visible-terms') });
      await run('press', { action: 'press', target: idx('reg-visible-name'), key: 'End' });
      await run('dialect', { action: 'type', index: idx('reg-visible-name'), text: '!' });
      const text = pm.render(pm.snapshot(), 'text');
      pm.dispose();
      return {
        results,
        state: { ...w.__state },
        violations: w.__violations,
        errors: w.__errors,
        text,
      };
    });
    expect(r.results).toEqual({
      click: 'ok',
      type: 'ok',
      fill: 'ok',
      select: 'ok',
      check: 'ok',
      press: 'ok',
      dialect: 'ok',
    });
    expect(r.state).toMatchObject({ clicks: 1, name: 'Ada!', note: 'leave at the door', plan: 'pro', terms: true });
    expect(r.state.keys).toBeGreaterThanOrEqual(4); // one keydown per typed character, and End
    expect(r.violations).toEqual([]);
    expect(r.errors).toEqual([]);
    expect(r.text).toContain('value="Ada!"');
  });
});
