// The tab titles of a session (src/node/session/sessionState.ts): one command of the tool layer asks
// for the tab list several times, and each read of a title is a round trip to every tab; a read is
// reused until an action or a browser event comes, or it is TITLE_REUSE_MS old.
import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newCore, tabInfos, tabOf, TITLE_REUSE_MS, type Core } from '../../../../src/node/session/sessionState';
import { sessionEvents } from '../../../../src/node/session/sessionEvents';
import type { SessionDriver } from '../../../../src/node/session/sessionDriver';

interface FakePage {
  title: string;
  url: string;
}

/** A driver over plain objects that counts the title reads. */
function fakeCore(pages: FakePage[]): { c: Core<FakePage>; reads: () => number } {
  let reads = 0;
  const driver = {
    pages: () => pages,
    host: () => ({}) as never,
    opener: () => Promise.resolve(null),
    url: (p: FakePage) => p.url,
    title: (p: FakePage) => {
      reads++;
      return Promise.resolve(p.title);
    },
    isClosed: () => false,
  } as unknown as SessionDriver<FakePage>;
  const c = newCore(driver, {}, os.tmpdir(), os.tmpdir());
  for (const p of pages) tabOf(c, p);
  return { c, reads: () => reads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('tab titles', () => {
  it('are read once for the tab lists of one command, every tab at once', async () => {
    const pages = [
      { title: 'One', url: 'http://a/1' },
      { title: 'Two', url: 'http://a/2' },
    ];
    const { c, reads } = fakeCore(pages);
    await Promise.all([...c.inflight]);
    const first = reads();
    expect(first).toBe(2);
    for (let i = 0; i < 4; i++) {
      const tabs = await tabInfos(c);
      expect(tabs.map((t) => t.title)).toEqual(['One', 'Two']);
    }
    expect(reads()).toBe(first);
  });

  it('are read again after a browser event, an action, or when the read is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const page = { title: 'Before', url: 'http://a/1' };
    const { c } = fakeCore([page]);
    await Promise.all([...c.inflight]);
    // The page's script changes its title: a read in the same command still shows the old one...
    page.title = 'After';
    expect((await tabInfos(c))[0]!.title).toBe('Before');
    // ...a browser event (here a navigation) makes the next read fresh.
    sessionEvents(c).navigated(page, 'http://a/2');
    expect((await tabInfos(c))[0]!.title).toBe('After');
    // An action moves the epoch on too (sessionAct.ts, after its settle wait).
    page.title = 'Acted';
    c.titleEpoch++;
    expect((await tabInfos(c))[0]!.title).toBe('Acted');
    // Nothing happened, but the read is old: the next command reads again.
    page.title = 'Later';
    expect((await tabInfos(c))[0]!.title).toBe('Acted');
    vi.setSystemTime(Date.now() + TITLE_REUSE_MS);
    expect((await tabInfos(c))[0]!.title).toBe('Later');
  });
});
