// snapshotAsync in slices: it yields to the page between slices, returns what snapshot() returns,
// says so when the page changed in between (PAGE_CHANGED), honours deadlineMs, and leaves the
// incremental cache consistent even when a synchronous snapshot runs in the middle. How long the
// slices are is measured by the benchmark (`npm run bench`), not asserted here.
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

/** Runs in the page: defines __build(n) (a form-heavy page of about n elements) and __key(snapshot). */
function setup(): void {
  const w = window as any;
  w.__build = (n: number) => {
    const root = document.createElement('main');
    for (let i = 0; i < n / 5; i++) {
      const row = document.createElement('div');
      row.className = 'row';
      const a = document.createElement('a');
      a.href = '#r' + i;
      a.textContent = 'Row ' + i;
      const b = document.createElement('button');
      b.textContent = 'Edit ' + i;
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Field ' + i);
      const span = document.createElement('span');
      span.textContent = 'note';
      row.append(a, b, input, span);
      root.appendChild(row);
    }
    document.body.appendChild(root);
  };
  // What two snapshots of the same page must agree on.
  w.__key = (s: any) =>
    JSON.stringify(
      s.elements.map((e: any) => [
        e.bid,
        e.tag,
        e.role,
        e.name,
        e.text,
        e.isVisible,
        e.bbox,
        e.locators.map((l: any) => l.value + l.unique),
      ]),
    );
}

test('snapshotAsync yields to the page between slices and returns what snapshot() returns', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  await drv.call(setup);
  const r = await drv.call<any>(async (n: number) => {
    const pm = (window as any).pagemark;
    const key = (window as any).__key;
    (window as any).__build(n);
    let ticks = 0;
    let running = true;
    const beat = () => {
      ticks++;
      if (running) setTimeout(beat, 0);
    };
    setTimeout(beat, 0);
    const s = await pm.snapshotAsync({ sliceMs: 2, bridgeTimeoutMs: 0 });
    const during = ticks;
    running = false;
    const full = pm.snapshot({ incremental: false });
    return { during, same: key(s) === key(full), n: s.elements.length, errors: s.errors.map((e: any) => e.code) };
  }, 5000);
  expect(r.n).toBeGreaterThan(2000);
  // The page's own timer ran while the snapshot was being taken: the work was cut into slices.
  expect(r.during).toBeGreaterThan(2);
  expect(r.same).toBe(true);
  expect(r.errors).toEqual([]);
});

test('a page that changes between slices: PAGE_CHANGED, and the next snapshot catches up', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  await drv.call(setup);
  const r = await drv.call<any>(async (n: number) => {
    const pm = (window as any).pagemark;
    const key = (window as any).__key;
    (window as any).__build(n);
    let removed = 0;
    let done = false;
    let changedWhileRunning = false;
    setTimeout(() => {
      changedWhileRunning = !done;
      // Remove the second half of the rows (not walked yet) and rename some of the first.
      const rows = document.querySelectorAll('.row');
      for (let i = rows.length >> 1; i < rows.length; i++, removed++) rows[i]!.remove();
      for (let i = 0; i < 50; i++) rows[i]!.querySelector('button')!.textContent = 'Renamed ' + i;
    }, 0);
    const s = await pm.snapshotAsync({ sliceMs: 1, bridgeTimeoutMs: 0 });
    done = true;
    const live = s.elements.filter((e: any) => {
      const el = document.querySelector(`[data-element-id="${e.elementId}"]`);
      return el && el.isConnected;
    }).length;
    const next = pm.snapshot();
    const full = pm.snapshot({ incremental: false });
    return {
      removed,
      changedWhileRunning,
      codes: s.errors.map((e: any) => e.code),
      records: s.elements.length,
      live,
      caughtUp: key(next) === key(full),
    };
  }, 5000);
  expect(r.removed).toBeGreaterThan(0);
  expect(r.changedWhileRunning).toBe(true);
  expect(r.codes).toContain('PAGE_CHANGED');
  // Rows removed before the walk reached them are not in the snapshot.
  expect(r.records).toBe(r.live);
  expect(r.caughtUp).toBe(true);
});

test('deadlineMs cuts a sliced snapshot short, marked truncated; a sync snapshot in the middle is safe', async ({
  drv,
}) => {
  await drv.open('test/fixtures/registry/basic.html');
  await drv.call(setup);
  const r = await drv.call<any>(async (n: number) => {
    const pm = (window as any).pagemark;
    const key = (window as any).__key;
    (window as any).__build(n);
    const cut = await pm.snapshotAsync({ sliceMs: 1, deadlineMs: 3, bridgeTimeoutMs: 0 });
    pm.snapshot();
    // A synchronous snapshot (and a page change) while a sliced one is in progress.
    const pending = pm.snapshotAsync({ sliceMs: 1, bridgeTimeoutMs: 0 });
    await new Promise((res) => setTimeout(res, 0));
    document.querySelector('.row button')!.textContent = 'Changed in between';
    const mid = pm.snapshot();
    const late = await pending;
    const after = pm.snapshot();
    const full = pm.snapshot({ incremental: false });
    return {
      truncated: cut.truncated,
      reason: cut.truncatedReason,
      midReason: mid.stats.fullReason ?? null,
      lateOk: late.elements.length > 0,
      caughtUp: key(after) === key(full),
    };
  }, 5000);
  expect(r.truncated).toBe(true);
  expect(r.reason).toMatch(/deadline of 3 ms/);
  expect(r.midReason).toBe('another snapshot was in progress');
  expect(r.lateOk).toBe(true);
  expect(r.caughtUp).toBe(true);
});

test('finely sliced: re-rendered nodes keep their identity and duplicate marks are flagged, as in snapshot()', async ({
  drv,
}) => {
  await drv.open('test/fixtures/registry/basic.html');
  await drv.call(setup);
  const r = await drv.call<any>(async (n: number) => {
    const pm = (window as any).pagemark;
    const key = (window as any).__key;
    (window as any).__build(n);
    const before = pm.snapshot();
    // Every row's button re-rendered as an equivalent node (same tag, role, name and parent).
    const rows = document.querySelectorAll('.row');
    for (let i = 0; i < rows.length; i++) {
      const b = rows[i]!.querySelector('button')!;
      const c = document.createElement('button');
      c.textContent = b.textContent;
      b.replaceWith(c);
    }
    // A page element carrying the first row link's mark: that mark is no longer a unique locator.
    const link = rows[0]!.querySelector('a')!;
    const copy = document.createElement('span');
    copy.setAttribute('data-element-id', link.getAttribute('data-element-id')!);
    document.body.appendChild(copy);
    // Slices far shorter than any pass: every resumable pass stops and resumes many times.
    const s = await pm.snapshotAsync({ sliceMs: 0.01, bridgeTimeoutMs: 0 });
    const bids = (snap: any) => {
      const m: Record<string, string> = {};
      for (const e of snap.elements) if (e.tag === 'button' && /^Edit /.test(e.name)) m[e.name] = e.bid;
      return m;
    };
    const b0 = bids(before);
    const b1 = bids(s);
    const names = Object.keys(b0);
    const linkRec = s.elements.find((e: any) => e.elementId === link.getAttribute('data-element-id'));
    const full = pm.snapshot({ incremental: false });
    return {
      buttons: names.length,
      kept: names.filter((k) => b0[k] === b1[k]).length,
      added: s.diff.added.length,
      removed: s.diff.removed.length,
      linkUnique: linkRec.locators.find((l: any) => l.kind === 'elementId')?.unique,
      same: key(s) === key(full),
      errors: s.errors.map((e: any) => e.code),
    };
  }, 2000);
  expect(r.buttons).toBe(400);
  expect(r.kept).toBe(r.buttons);
  expect(r.added).toBe(0);
  expect(r.removed).toBe(0);
  expect(r.linkUnique).toBe(false);
  expect(r.same).toBe(true);
  expect(r.errors).toEqual([]);
});
