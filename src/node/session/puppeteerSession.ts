/**
 * The session over a Puppeteer Browser or BrowserContext: the same session (createSession.ts) as over
 * Playwright, with Puppeteer's events. Puppeteer reports pages as targets (the context's
 * `targetcreated`, a popup and target=_blank included), dialogs with the page's `dialog` event (with
 * no listener a dialog stays open and the page hangs: the session always listens), file choosers
 * only through `page.waitForFileChooser()` (which turns on CDP's chooser interception; the session
 * keeps one wait armed per page), and downloads not at all (the session asks CDP, in a file of its
 * own). Puppeteer has no context-wide init script: each page gets pagemark with
 * `evaluateOnNewDocument` when the session sees it, and a document that loaded before that (a popup's
 * first one) gets it on demand at its first snapshot (injectFrames.ts `ensureInjected`), without the
 * document-start hooks.
 */
import type { Browser, BrowserContext, Dialog, ElementHandle, Frame, Page, Target } from 'puppeteer-core';
import { createHost, initScript, type HostPage } from '../drivers/createHost';
import { injectLoaded } from '../drivers/injectFrames';
import { bundleSource } from '../drivers/bundleFile';
import { puppeteerAdapter } from '../drivers/puppeteer';
import { payloadPaths } from '../drivers/uploadFiles';
import { createSession } from './createSession';
import { listenDownloads } from './puppeteerDownloads';
import { driverDialog, historyStep, listenTo, ownPages } from './libraryDriver';
import { PAGE_SETUP_MS, type DriverEvents, type SessionDriver } from './sessionDriver';
import { tabsComing, type CdpLink, type PagesComing } from './pagesComing';
import type { Session, SessionOptions } from './types';

/** Puppeteer's id of a frame (the CDP frame id, which download events name). */
const frameId = (f: Frame): string => (f as unknown as { _id: string })._id;

const contextOf = (x: Browser | BrowserContext): BrowserContext =>
  'defaultBrowserContext' in x ? x.defaultBrowserContext() : x;

export async function puppeteerDriver(
  target: Browser | BrowserContext,
  options: SessionOptions = {},
  hostOf?: (p: Page) => HostPage<unknown, unknown> | undefined,
): Promise<SessionDriver<Page>> {
  const ctx = contextOf(target);
  const source = bundleSource(options);
  const init = initScript(source, options);
  // Puppeteer's `pages()` is asynchronous; the session asks synchronously, so the driver keeps the list.
  const known: Page[] = (await ctx.pages()).filter((p) => !p.isClosed());
  const prepared = new WeakSet<Page>();
  // Downloads are on once this settles (listen starts it; inject, which the session awaits, waits).
  let downloadsReady: Promise<void> = Promise.resolve();
  // Chromium's early word of a new tab (pagesComing.ts), set up by listen(), awaited by inject().
  let comingReady: Promise<void> = Promise.resolve();
  const prepare = async (p: Page) => {
    if (prepared.has(p)) return;
    prepared.add(p);
    await p.evaluateOnNewDocument(init).catch(() => {});
  };
  // printHtml's own pages, kept from the session: claimed by their `targetcreated`, never wired.
  const own = ownPages<Target>();
  return {
    pages: () => known.filter((p) => !p.isClosed()),
    newPage: () => ctx.newPage(),
    listen(ev: DriverEvents<Page>) {
      const offs: (() => void)[] = [];
      const stop = new AbortController();
      const wired = new WeakSet<Page>();
      const armChooser = (p: Page) => {
        // One wait armed at a time; re-armed as soon as a chooser arrives (Page.fileChooserOpened
        // with no wait armed is dropped by Puppeteer, and interception stays on).
        p.waitForFileChooser({ timeout: 0, signal: stop.signal }).then(
          (fc) => {
            ev.fileChooser(p, { multiple: fc.isMultiple(), setFiles: (files) => fc.accept(payloadPaths(files)) });
            if (!p.isClosed()) armChooser(p);
          },
          () => {},
        );
      };
      const closed = new WeakSet<Page>();
      const gone = (p: Page) => {
        if (closed.has(p)) return;
        closed.add(p);
        if (known.includes(p)) known.splice(known.indexOf(p), 1);
        ev.close(p);
      };
      const wire = (p: Page) => {
        if (wired.has(p)) return;
        wired.add(p);
        if (!known.includes(p)) known.push(p);
        const onClose = () => gone(p);
        const onNav = (f: Frame) => f === p.mainFrame() && ev.navigated(p, f.url());
        const onDialog = (d: Dialog) => ev.dialog(p, driverDialog(d));
        offs.push(listenTo(p, { close: onClose, framenavigated: onNav, dialog: onDialog }));
        armChooser(p);
      };
      const onTarget = (t: Target) => {
        if (t.type() !== 'page') return;
        coming?.arrived();
        if (own.has(t) || own.claim(t)) return;
        // The tab is on its way from here: Puppeteer hands its Page over (`t.page()`) only after
        // several round trips, which can end after the action's whole settle window (a popup
        // opened by a timer the click set off); the wait holds for it as for any work in flight
        // (sessionAct.ts), bounded like Playwright's tabs on their way.
        let handedOver = (): void => {};
        const settled = new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, PAGE_SETUP_MS);
          timer.unref();
          handedOver = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        ev.opening(settled);
        void t
          .page()
          .then(async (p) => {
            if (!p || wired.has(p)) return;
            wire(p);
            ev.page(p);
            handedOver();
            // A popup that closed itself before Puppeteer handed it over: opened and closed, reported.
            if (p.isClosed()) return gone(p);
            await prepare(p);
          })
          .catch(() => {})
          .finally(handedOver);
      };
      for (const p of known) wire(p);
      ctx.on('targetcreated', onTarget);
      // Chromium's own early word of a tab (pagesComing.ts): Puppeteer's `targetcreated` comes
      // only once it has attached to the tab, which on a loaded machine can be after the action's
      // settle window. Not `earlyPages`: the window still counts from the page command's end.
      const first = known[0];
      let coming: PagesComing | null = null;
      let stopped = false;
      comingReady = first
        ? tabsComing(
            async () => (await first.createCDPSession()) as unknown as CdpLink,
            async () => (await ctx.browser().target().createCDPSession()) as unknown as CdpLink,
            (settled) => ev.opening(settled),
          ).then((pc) => {
            if (stopped) pc?.stop();
            else coming = pc;
          })
        : Promise.resolve();
      offs.push(() => {
        coming?.stop();
        coming = null;
      });
      let stopDownloads: (() => void) | null = null;
      const downloads = listenDownloads(ctx, (fid, d) => {
        const open = known.filter((p) => !p.isClosed());
        const page = open.find((p) => p.frames().some((f) => frameId(f) === fid)) ?? open[open.length - 1];
        if (page) ev.download(page, d);
        else void d.cancel().catch(() => {});
      }).then((s) => {
        if (stopped) s();
        else stopDownloads = s;
      });
      offs.push(() => {
        stopped = true;
        stopDownloads?.();
      });
      downloadsReady = downloads;
      return () => {
        ctx.off('targetcreated', onTarget);
        stop.abort();
        for (const off of offs) off();
      };
    },
    async inject() {
      await downloadsReady;
      await comingReady;
      for (const p of known) {
        await prepare(p);
        await injectLoaded(puppeteerAdapter(p), source);
      }
    },
    host: (p) => hostOf?.(p) ?? (createHost(puppeteerAdapter(p), source) as never),
    async opener(p) {
      const o = p.target().opener();
      return o ? o.page().catch(() => null) : null;
    },
    url(p) {
      // Puppeteer asserts a main frame, which a page being torn down no longer has.
      try {
        return p.url();
      } catch {
        return '';
      }
    },
    title: (p) => p.title(),
    isClosed: (p) => p.isClosed(),
    bringToFront: (p) => p.bringToFront(),
    async goto(p, url, timeout) {
      await p.goto(url, { waitUntil: 'load', timeout });
    },
    // With no entry at all Puppeteer throws (Puppeteer's cdp/Page.js, `#go`): "nothing to go to".
    history: (p, how, timeout) =>
      historyStep(p, how, timeout, (e) => /History entry to navigate to not found/.test(e.message)),
    close: (p) => p.close({ runBeforeUnload: true }),
    async waitForLoad(p, timeout) {
      await p.waitForFunction(() => document.readyState !== 'loading', { timeout, polling: 100 });
    },
    // This session speaks CDP to the browser (its downloads, puppeteerDownloads.ts): Chromium.
    engine: () => 'chromium',
    // A string is evaluated as an expression with its promise awaited and its value returned by
    // value (Puppeteer's Runtime.evaluate), as the Playwright driver does.
    evaluate: (p, code) => p.evaluate(code),
    screenshot: async (p) => Buffer.from(await p.screenshot({ type: 'png', fullPage: false })),
    pdf: async (p, o) => Buffer.from(await p.pdf(o)),
    printHtml: (html, o) =>
      own.print(
        () => ctx.newPage(),
        (p) => p.target(),
        html,
        o,
      ),
  };
}

/**
 * A session over a Puppeteer Browser (its default context) or BrowserContext: every page a tab,
 * pagemark in every page and frame, actions in the active tab with what the browser did reported
 * (src/node/session/types.ts), as `openSession` of pagemark/playwright.
 */
export async function openSession(
  target: Browser | BrowserContext,
  options: SessionOptions = {},
): Promise<Session<Page>> {
  return createSession(await puppeteerDriver(target, options), options);
}

/**
 * `attach(page)`: a session of the page's context that stays in the page (`followPopups: false`),
 * dialogs dismissed and reported (as Playwright's attach does), the page's host shared with it.
 */
export async function attachSession(
  page: Page,
  options: SessionOptions = {},
): Promise<{ pm: HostPage<Frame, ElementHandle>; session: Session<Page> }> {
  const pm = createHost(puppeteerAdapter(page), bundleSource(options));
  const driver = await puppeteerDriver(page.browserContext(), options, (p) => (p === page ? (pm as never) : undefined));
  const session = await createSession(driver, { dialogs: 'dismiss', followPopups: false, ...options }, page);
  return { pm, session };
}
