// A snapshot read while the page replaces its document (src/node/session/tabSnapshot.ts): Playwright
// MCP's scenario "racy navigation destroys context" (a click whose handler navigates 100 ms later)
// answered "(no snapshot: could not evaluate in the page)" once the session stopped waiting a fixed
// window after a click; the read is now tried again after the new document loads.
import { describe, expect, it } from 'vitest';
import { tabSnapshot } from '../../../../src/node/session/tabSnapshot';
import type { Core, Tab } from '../../../../src/node/session/sessionState';

function fixture(failures: number, open = true) {
  const calls = { snapshot: 0, waitForLoad: 0 };
  const tab = {
    id: 't1',
    page: {},
    host: {
      snapshot: async () => {
        calls.snapshot++;
        if (calls.snapshot <= failures) throw new Error('pagemark: could not evaluate in the page (is it still open?)');
        return { url: 'http://x.test/next' };
      },
    },
  } as unknown as Tab<object>;
  const c = {
    tabs: open ? [tab] : [],
    driver: {
      waitForLoad: async () => {
        calls.waitForLoad++;
      },
    },
  } as unknown as Core<object>;
  return { c, tab, calls };
}

describe('tabSnapshot', () => {
  it('reads the new document after a read the navigation broke', async () => {
    const { c, tab, calls } = fixture(2);
    expect((await tabSnapshot(c, tab)).url).toBe('http://x.test/next');
    expect(calls).toEqual({ snapshot: 3, waitForLoad: 2 });
  });

  it('a page that reads at once is read once', async () => {
    const { c, tab, calls } = fixture(0);
    await tabSnapshot(c, tab);
    expect(calls).toEqual({ snapshot: 1, waitForLoad: 0 });
  });

  it('a closed tab fails at once with the driver error', async () => {
    const { c, tab, calls } = fixture(5, false);
    await expect(tabSnapshot(c, tab)).rejects.toThrow(/could not evaluate/);
    expect(calls).toEqual({ snapshot: 1, waitForLoad: 0 });
  });
});
