/**
 * What the Playwright and the Puppeteer session drivers do alike, over the members both libraries
 * name the same: a dialog as the session sees it, page event listeners with their removal, history
 * navigation, and printing HTML in a page of the driver's own that the session never sees.
 */
import type { DriverDialog, PdfOptions } from './sessionDriver';

/** A dialog as both libraries hand it over. */
interface LibraryDialog {
  type(): string;
  message(): string;
  defaultValue(): string;
  accept(promptText?: string): Promise<void>;
  dismiss(): Promise<void>;
}

export const driverDialog = (d: LibraryDialog): DriverDialog => ({
  type: d.type() as DriverDialog['type'],
  message: d.message(),
  defaultValue: d.defaultValue(),
  accept: (t) => d.accept(t),
  dismiss: () => d.dismiss(),
});

/** A page's event emitter, as both libraries have it. */
interface Emitter {
  on(event: string, listener: never): unknown;
  off(event: string, listener: never): unknown;
}

/** Add the listeners to the page; returns what removes them. */
export function listenTo(p: Emitter, listeners: Record<string, (arg: never) => unknown>): () => void {
  const names = Object.keys(listeners);
  for (const name of names) p.on(name, listeners[name] as never);
  return () => {
    for (const name of names) p.off(name, listeners[name] as never);
  };
}

type HistoryWait = { waitUntil: 'load' | 'domcontentloaded'; timeout: number };
interface HistoryPage {
  url(): string;
  reload(o: HistoryWait): Promise<unknown>;
  goBack(o: HistoryWait): Promise<unknown>;
  goForward(o: HistoryWait): Promise<unknown>;
}

/**
 * Back, forward or reload; false when there was no entry to go to. goBack and goForward answer null
 * both when there is no entry and for a same-document entry (a hash or pushState): the URL tells
 * them apart. `noEntry` says which error of the library means "nothing to go to". With `settle`,
 * the step waits for the document only, then `settle(t0)` (the driver's own wait for `load`, which
 * must not fail the step); without it, for `load` within the timeout.
 */
export async function historyStep(
  p: HistoryPage,
  how: 'back' | 'forward' | 'reload',
  timeout: number,
  noEntry: (e: Error) => boolean = () => false,
  settle?: (t0: number) => Promise<void>,
): Promise<boolean> {
  const t0 = Date.now();
  const wait: HistoryWait = { waitUntil: settle ? 'domcontentloaded' : 'load', timeout };
  if (how === 'reload') {
    await p.reload(wait);
    if (settle) await settle(t0);
    return true;
  }
  const before = p.url();
  try {
    const resp = how === 'back' ? await p.goBack(wait) : await p.goForward(wait);
    if (settle) await settle(t0);
    return resp !== null || p.url() !== before;
  } catch (e) {
    if (noEntry(e as Error)) return false;
    throw e;
  }
}

/**
 * The pages a driver opens for itself (printHtml's), kept from the session. The library reports a
 * new page (Playwright's context `page` event, Puppeteer's `targetcreated`) before the call that
 * opened it resolves, so the one reported while one is being opened is claimed; actions are
 * serialised, so it is the driver's (a popup the page opened in that instant would be misread).
 * T is what the library's event carries (Playwright's page, Puppeteer's target).
 */
export function ownPages<T extends object>() {
  let claims = 0;
  const own = new WeakSet<T>();
  return {
    has: (x: T) => own.has(x),
    /** Whether the reported page is one being opened for the driver (it is then the driver's). */
    claim(x: T): boolean {
      if (claims === 0) return false;
      claims--;
      own.add(x);
      return true;
    },
    /** `html` printed to PDF in a page `open` opens for the driver, closed after. */
    async print<P extends PrintPage>(
      open: () => Promise<P>,
      reported: (p: P) => T,
      html: string,
      o: PdfOptions,
    ): Promise<Buffer> {
      claims++;
      let p: P;
      try {
        p = await open();
      } finally {
        claims = 0;
      }
      own.add(reported(p));
      try {
        await p.setContent(html, { waitUntil: 'load' });
        return Buffer.from(await p.pdf(o));
      } finally {
        await p.close().catch(() => {});
      }
    },
  };
}

interface PrintPage {
  setContent(html: string, o: { waitUntil: 'load' }): Promise<unknown>;
  pdf(o: PdfOptions): Promise<Uint8Array>;
  close(): Promise<unknown>;
}
