// The wait after an action (src/node/session/sessionAct.ts, settleBrowser) over a fake driver: what
// the browser reports while it runs is heard, and it ends when it should.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newCore, tabOf, type Core } from '../../../../src/node/session/sessionState';
import { sessionEvents } from '../../../../src/node/session/sessionEvents';
import { sessionAct } from '../../../../src/node/session/sessionAct';
import type { DriverEvents, SessionDriver } from '../../../../src/node/session/sessionDriver';
import type { ActionResult } from '../../../../src/core/model/actionResult';

interface FakePage {
  url: string;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A session core over one fake page whose actions take `actMs` and do `during` meanwhile. */
function fakeCore(o: {
  settleMs: number;
  actMs: number;
  during?: (ev: DriverEvents<FakePage>, page: FakePage) => void;
  /** The driver tells of tabs and of navigation requests as they begin (Playwright over Chromium). */
  early?: { pages: boolean; navigations: boolean };
}): { c: Core<FakePage>; dir: string } {
  const page: FakePage = { url: 'http://a/1' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-settle-'));
  let ev: DriverEvents<FakePage> | null = null;
  const host = {
    async act(cmd: { action: string }): Promise<ActionResult> {
      o.during?.(ev!, page);
      await sleep(o.actMs);
      return {
        ok: true,
        action: cmd.action as never,
        target: null,
        resolvedBy: null,
        effects: { navigated: false, mutations: 0, newElements: 0 },
        durationMs: o.actMs,
      };
    },
  };
  const driver = {
    pages: () => [page],
    host: () => host as never,
    opener: () => Promise.resolve(null),
    url: (p: FakePage) => p.url,
    title: () => Promise.resolve('Fake'),
    isClosed: () => false,
    ...(o.early ? { earlyPages: () => o.early!.pages, earlyNavigations: () => o.early!.navigations } : {}),
  } as unknown as SessionDriver<FakePage>;
  const c = newCore(driver, { browserSettleMs: o.settleMs, followPopups: false }, dir, dir);
  ev = sessionEvents(c);
  tabOf(c, page);
  return { c, dir };
}

/** A download the browser reports `afterMs` into the action, saved at once. */
function downloadAfter(afterMs: number) {
  return (ev: DriverEvents<FakePage>, page: FakePage) => {
    setTimeout(
      () =>
        ev.download(page, {
          url: 'http://a/report.txt',
          suggestedFilename: 'report.txt',
          saveAs: async (p) => fs.writeFileSync(p, 'report'),
          failure: () => Promise.resolve(null),
          cancel: () => Promise.resolve(),
        }),
      afterMs,
    );
  };
}

describe('the wait after an action', () => {
  it('hears a download the browser reports within the window', async () => {
    // The page command ends at 10 ms, the window at 10 + 100 ms; the download comes at 40 ms. The
    // wait awaited an already-resolved Promise.all in a loop when nothing was in flight, which never
    // let the event loop run: the download was heard only after the result was made.
    const { c, dir } = fakeCore({ settleMs: 100, actMs: 10, during: downloadAfter(40) });
    await Promise.all([...c.inflight]);
    const r = await sessionAct(c, { action: 'click', target: 1, snapshot: false });
    expect(r.browser!.downloads.map((d) => [d.suggestedFilename, d.state])).toEqual([['report.txt', 'saved']]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const early = { pages: true, navigations: true };

  it('ends with the page command after an input action over a driver that tells of what comes', async () => {
    // A 1,000 ms window: before, the click waited it whole on a quiet page.
    const { c, dir } = fakeCore({ settleMs: 1000, actMs: 10, early });
    await Promise.all([...c.inflight]);
    const t0 = Date.now();
    const r = await sessionAct(c, { action: 'click', target: 1, snapshot: false });
    expect(r.ok).toBe(true);
    expect(Date.now() - t0).toBeLessThan(500);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the window where a signal is missing, and after a navigation verb', async () => {
    for (const [e, cmd] of [
      [
        { pages: true, navigations: false },
        { action: 'click', target: 1 },
      ],
      [
        { pages: false, navigations: true },
        { action: 'click', target: 1 },
      ],
      [early, { action: 'reload' }],
    ] as const) {
      const { c, dir } = fakeCore({ settleMs: 300, actMs: 10, early: e });
      (c.driver as unknown as Record<string, unknown>)['history'] = () => sleep(10).then(() => true);
      await Promise.all([...c.inflight]);
      const t0 = Date.now();
      await sessionAct(c, { ...cmd, snapshot: false });
      expect(Date.now() - t0, JSON.stringify([e, cmd])).toBeGreaterThanOrEqual(290);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('waits for a navigation request the action set off, and reports its commit', async () => {
    // The request begins during the page command; its response comes at 150 ms, the commit 20 ms
    // later: all inside the bound (twice the window after the page command).
    const { c, dir } = fakeCore({
      settleMs: 1000,
      actMs: 20,
      early,
      during: (ev, page) => {
        setTimeout(() => ev.navigating(page, sleep(145)), 5);
        setTimeout(() => ev.navigated(page, 'http://a/2'), 170);
      },
    });
    await Promise.all([...c.inflight]);
    const r = await sessionAct(c, { action: 'click', target: 1, snapshot: false });
    expect(r.browser!.navigations.map((n) => n.to)).toEqual(['http://a/2']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports a download the browser told of within the page command', async () => {
    const { c, dir } = fakeCore({ settleMs: 1000, actMs: 40, early, during: downloadAfter(10) });
    await Promise.all([...c.inflight]);
    const r = await sessionAct(c, { action: 'click', target: 1, snapshot: false });
    expect(r.browser!.downloads.map((d) => d.state)).toEqual(['saved']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
