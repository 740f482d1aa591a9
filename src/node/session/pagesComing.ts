/**
 * Chromium says a tab exists as soon as it does (CDP `Target.targetCreated`), while Playwright's
 * `page` event for it comes only once Playwright has set the page up (attached, enabled its domains,
 * run the init scripts): on a loaded machine hundreds of milliseconds after the click that opened
 * it, later than the opener goes quiet. Listening to the browser's own signal lets the session know
 * a tab is on its way while the action still runs, and wait for it (sessionAct.ts, settleBrowser)
 * instead of listening a fixed window after every click in case one comes.
 *
 * Only for a Chromium context with a browser (not a persistent context, which has no browser()
 * object to open a browser-level CDP session on); elsewhere `pagesComing` resolves null and the
 * session listens the window as before.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { PAGE_SETUP_MS } from './sessionDriver';

interface TargetInfo {
  targetId: string;
  type: string;
  browserContextId?: string;
}

export interface PagesComing {
  /** A `page` event of the context (the session's or the driver's own): the oldest tab on its way arrived. */
  arrived(): void;
  stop(): void;
}

/** A CDP session as both libraries hand one out (Playwright's and Puppeteer's `CDPSession`). */
export interface CdpLink {
  send(method: string, params?: object): Promise<unknown>;
  on(event: string, handler: (e: never) => void): unknown;
  detach(): Promise<void>;
}

/**
 * Calls `coming(settled)` for each tab the browser creates in `context`; `settled` resolves when the
 * context's next `page` event reports it (`arrived`), when the tab is destroyed first, or after
 * PAGE_SETUP_MS. Null when the context gives no such signal; never throws.
 */
export async function pagesComing(
  context: BrowserContext,
  first: Page | undefined,
  coming: (settled: Promise<void>) => void,
): Promise<PagesComing | null> {
  const browser = context.browser();
  if (!browser || browser.browserType().name() !== 'chromium' || !first) return null;
  return tabsComing(
    async () => (await context.newCDPSession(first)) as unknown as CdpLink,
    async () => (await browser.newBrowserCDPSession()) as unknown as CdpLink,
    coming,
  );
}

/**
 * The same over any library: `pageLink` opens a CDP session on one of the context's pages (to learn
 * the context's id), `browserLink` a browser-level one (which hears every context's tabs). Null
 * when either is refused; never throws.
 */
export async function tabsComing(
  pageLink: () => Promise<CdpLink>,
  browserLink: () => Promise<CdpLink>,
  coming: (settled: Promise<void>) => void,
): Promise<PagesComing | null> {
  let cdp: CdpLink | null = null;
  try {
    // The context's id, from one of its pages: the browser-level session hears every context's tabs.
    const own = await pageLink();
    const { targetInfo } = (await own.send('Target.getTargetInfo')) as { targetInfo: TargetInfo };
    await own.detach().catch(() => {});
    const contextId = targetInfo.browserContextId;
    if (!contextId) return null;
    cdp = await browserLink();
    const waiting: { id: string; done: () => void }[] = [];
    const settle = (i: number): void => {
      if (i < 0) return;
      const [w] = waiting.splice(i, 1);
      w?.done();
    };
    // setDiscoverTargets first reports the targets there already are: not tabs on their way.
    let listening = false;
    let early = 0;
    cdp.on('Target.targetCreated', (e: { targetInfo: TargetInfo }) => {
      const t = e.targetInfo;
      if (!listening || t.type !== 'page' || t.browserContextId !== contextId) return;
      if (early) {
        early--;
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const settled = new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          resolve();
        };
        waiting.push({ id: t.targetId, done });
        timer = setTimeout(() => settle(waiting.findIndex((w) => w.done === done)), PAGE_SETUP_MS);
        // A script that ends meanwhile is not held open by it.
        timer.unref();
      });
      coming(settled);
    });
    cdp.on('Target.targetDestroyed', (e: { targetId: string }) =>
      settle(waiting.findIndex((w) => w.id === e.targetId)),
    );
    await cdp.send('Target.setDiscoverTargets', { discover: true });
    listening = true;
    const session = cdp;
    return {
      // A page event before its tab's targetCreated (the two travel on different sessions) is
      // owed to the next one, which then does not wait.
      arrived: () => {
        if (waiting.length) settle(0);
        else early++;
      },
      stop: () => {
        while (waiting.length) settle(0);
        void session.detach().catch(() => {});
      },
    };
  } catch {
    // A browser that refuses a CDP session (a remote one over --connect, say): no early signal.
    await cdp?.detach().catch(() => {});
    return null;
  }
}
