// The clock both doors of the tool layer time a call with (src/node/tools/commandClock.ts): the MCP
// server's PAGEMARK_TIMING lines and the session CLI's. It reads the parts the session recorded beside
// an action's result, times snapshots asked for on their own, takes the render from the tool layer,
// and leaves the rest to the protocol; a new call starts from zero.
import { describe, expect, it } from 'vitest';
import { CommandClock } from '../../../../src/node/tools/commandClock';
import { attachTimings, emptyTimings } from '../../../../src/node/session/stepTimings';
import type { Session } from '../../../../src/node/session/types';

const fakeSession = () =>
  ({
    act: async () => attachTimings({ ok: true }, { ...emptyTimings(), actMs: 40, settleMs: 7, snapshotMs: 5 }),
    snapshot: async () => ({ elements: [] }),
    activeTabId: () => 't1',
  }) as unknown as Session<never>;

describe('CommandClock', () => {
  it("adds the session's parts, the render, and leaves the rest; the wrapper passes other members through", async () => {
    const clock = new CommandClock();
    const s = clock.wrap(fakeSession() as never);
    expect(clock.wrap(fakeSession() as never)).not.toBe(s);
    clock.start();
    await s.act({ action: 'click', target: 1 });
    await s.act({ action: 'click', target: 1 });
    await s.snapshot();
    clock.addRender(3);
    const t = clock.finish();
    expect(t.act).toBe(80);
    expect(t.browserSettle).toBe(14);
    expect(t.snapshot).toBeGreaterThanOrEqual(10);
    expect(t.render).toBe(3);
    expect(t.rest).toBeGreaterThanOrEqual(0);
    expect(Object.keys(t).sort()).toEqual(['act', 'browserSettle', 'render', 'rest', 'snapshot', 'total']);
    expect((s as unknown as { activeTabId(): string }).activeTabId()).toBe('t1');
    clock.start();
    expect(clock.finish()).toMatchObject({ act: 0, browserSettle: 0, snapshot: 0, render: 0 });
  });
});
