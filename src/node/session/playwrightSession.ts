/**
 * The session over a Playwright BrowserContext. Playwright reports every page of a context (popups
 * and target=_blank included) with the context's `page` event, dialogs with the context's `dialog`
 * event (a listener keeps the dialog open until it is answered: without one Playwright dismisses it,
 * which is what made a `confirm()` silently take its Cancel branch), downloads and file choosers with
 * the page's `download` and `filechooser` events (a listener makes Playwright intercept the chooser
 * instead of opening the native one).
 */
import type { BrowserContext, Dialog, Download, FileChooser, Frame, Page, Request } from 'playwright-core';
import type { FilePayload } from '../../core/model/commands';
import { createHost, initScript, type HostPage } from '../drivers/createHost';
import { injectLoaded } from '../drivers/injectFrames';
import { bundleSource, playwrightAdapter, playwrightPagemark, type PlaywrightPagemark } from '../drivers/playwright';
import { filePayloadBuffer } from '../drivers/uploadFiles';
import { createSession } from './createSession';
import { driverDialog, historyStep, listenTo, ownPages } from './libraryDriver';
import type { DriverDialog, DriverDownload, DriverEvents, SessionDriver } from './sessionDriver';
import type { Session, SessionOptions } from './types';
import { pagesComing, type PagesComing } from './pagesComing';

const wrapDownload = (d: Download): DriverDownload => ({
  url: d.url(),
  suggestedFilename: d.suggestedFilename(),
  saveAs: (p) => d.saveAs(p),
  failure: () => d.failure(),
  cancel: () => d.cancel(),
});

export function playwrightDriver(
  context: BrowserContext,
  options: SessionOptions = {},
  hostOf?: (p: Page) => HostPage<unknown, unknown> | undefined,
): SessionDriver<Page> {
  const source = bundleSource(options);
  // printHtml's own pages, kept from the session (Playwright emits the context's `page` event before
  // newPage() resolves).
  const own = ownPages<Page>();
  // Chromium's early word of a new tab (pagesComing.ts), set up by listen(), awaited by inject().
  let coming: PagesComing | null = null;
  let comingReady: Promise<void> = Promise.resolve();
  return {
    pages: () => context.pages().filter((p) => !own.has(p)),
    newPage: () => context.newPage(),
    listen(ev: DriverEvents<Page>) {
      const offs: (() => void)[] = [];
      const wire = (p: Page) => {
        const onClose = () => ev.close(p);
        const onNav = (f: Frame) => f === p.mainFrame() && ev.navigated(p, f.url());
        const onDownload = (d: Download) => ev.download(p, wrapDownload(d));
        // Playwright reports a navigation request as the browser begins it (CDP
        // Network.requestWillBeSent), long before its commit or a download it turns into;
        // `response()` resolves with the response, or null when it failed.
        const onRequest = (r: Request) => r.isNavigationRequest() && ev.navigating(p, r.response());
        const onChooser = (fc: FileChooser) =>
          ev.fileChooser(p, {
            multiple: fc.isMultiple(),
            setFiles: (files) =>
              fc.setFiles(
                files.every((f) => typeof f === 'string')
                  ? (files as string[])
                  : files.map((f) => filePayloadBuffer(f as FilePayload)),
              ),
          });
        offs.push(
          listenTo(p, {
            close: onClose,
            framenavigated: onNav,
            download: onDownload,
            filechooser: onChooser,
            request: onRequest,
          }),
        );
      };
      const onPage = (p: Page) => {
        coming?.arrived();
        if (own.has(p) || own.claim(p)) return;
        wire(p);
        ev.page(p);
      };
      // The session's view of each dialog, by Playwright's object: `dialogclosed` hands over the
      // same Dialog as `dialog` did, so the closed one is found exactly.
      const seen = new WeakMap<Dialog, DriverDialog>();
      const onDialog = (d: Dialog) => {
        const p = d.page();
        if (!p) return void d.dismiss().catch(() => {}); // not a page's (a service worker's): nobody could see it
        const dd = driverDialog(d);
        seen.set(d, dd);
        ev.dialog(p, dd);
      };
      // Chromium tells every client with the Page domain when a dialog closes, however it was
      // closed (CDP Page.javascriptDialogClosed, which Playwright emits as `dialogclosed`): the one
      // signal of a dialog another client answered, since the page itself emits nothing then.
      const onDialogClosed = (d: Dialog) => {
        const p = d.page();
        const dd = seen.get(d);
        if (p && dd) ev.dialogClosed(p, dd);
      };
      for (const p of context.pages()) wire(p);
      context.on('page', onPage);
      context.on('dialog', onDialog);
      context.on('dialogclosed', onDialogClosed);
      let stopped = false;
      comingReady = pagesComing(context, context.pages()[0], (settled) => ev.opening(settled)).then((pc) => {
        if (stopped) pc?.stop();
        else coming = pc;
      });
      return () => {
        stopped = true;
        coming?.stop();
        coming = null;
        context.off('page', onPage);
        context.off('dialog', onDialog);
        context.off('dialogclosed', onDialogClosed);
        for (const off of offs) off();
      };
    },
    earlyPages: () => coming !== null,
    earlyNavigations: () => true,
    async inject() {
      await comingReady;
      await context.addInitScript({ content: initScript(source, options) });
      for (const p of context.pages()) await injectLoaded(playwrightAdapter(p), source);
    },
    host: (p) => hostOf?.(p) ?? (createHost(playwrightAdapter(p), source) as never),
    opener: (p) => p.opener().catch(() => null),
    url: (p) => p.url(),
    title: (p) => p.title(),
    isClosed: (p) => p.isClosed(),
    bringToFront: (p) => p.bringToFront(),
    async goto(p, url, timeout) {
      const t0 = Date.now();
      await p.goto(url, { waitUntil: 'domcontentloaded', timeout });
      await settleLoad(p, timeout, t0);
    },
    history: (p, how, timeout) => historyStep(p, how, timeout, undefined, (t0) => settleLoad(p, timeout, t0)),
    close: (p) => p.close({ runBeforeUnload: true }),
    waitForLoad: (p, timeout) => p.waitForLoadState('domcontentloaded', { timeout }),
    // A persistent context has no browser(): unknown, and `pdf` tries.
    engine: () => context.browser()?.browserType().name() ?? null,
    // A string is evaluated as an expression (Playwright's normalizeEvaluationExpression), its promise
    // awaited, as browser-use's Runtime.evaluate with awaitPromise and returnByValue.
    evaluate: (p, code) => p.evaluate(code),
    screenshot: (p) => p.screenshot({ type: 'png', fullPage: false }),
    pdf: (p, o) => p.pdf(o),
    printHtml: (html, o) =>
      own.print(
        () => context.newPage(),
        (p) => p,
        html,
        o,
      ),
  };
}

/**
 * As Playwright MCP navigates (its tab.ts), for goto, back, forward and reload alike: the document
 * within the timeout, then `load` for at most 5 s more, never failing on it: the page is usable
 * once its document is, and an image that never loads must not fail the navigation.
 */
async function settleLoad(p: Page, timeout: number, t0: number): Promise<void> {
  const left = Math.min(5000, timeout - (Date.now() - t0));
  if (left > 0) await p.waitForLoadState('load', { timeout: left }).catch(() => {});
}

/**
 * A session over a Playwright BrowserContext: every page a tab, pagemark in every page and frame,
 * actions in the active tab with what the browser did reported (src/node/session/types.ts).
 */
export function openSession(context: BrowserContext, options: SessionOptions = {}): Promise<Session<Page>> {
  return createSession(playwrightDriver(context, options), options);
}

/**
 * `attach(page)`: a session of the page's context that stays in the page (`followPopups: false`),
 * with Playwright's default for dialogs (dismiss), now reported; the page's pagemark host is the
 * session's host of that tab, so `snapshot` and `act` share one numbering.
 */
export async function attachSession(
  page: Page,
  options: SessionOptions = {},
): Promise<{ pm: PlaywrightPagemark; session: Session<Page> }> {
  const adapter = playwrightAdapter(page);
  const pm = playwrightPagemark(adapter, createHost(adapter, bundleSource(options)));
  const driver = playwrightDriver(page.context(), options, (p) => (p === page ? (pm as never) : undefined));
  const session = await createSession(driver, { dialogs: 'dismiss', followPopups: false, ...options }, page);
  return { pm, session };
}
