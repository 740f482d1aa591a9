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
});
