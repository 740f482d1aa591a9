/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { Frame, ElementHandle, Page, Browser, BrowserContext } from 'puppeteer-core';
import { H as HostPage, A as ActionCommand, F as FrameAdapter, S as SessionOptions, a as Session, b as SessionOf } from './host-stepTimings.js';
export { c as ActOptions, d as AttachOptions, D as DialogInfo, e as DialogPolicy, f as DownloadInfo, g as FileChooserInfo, O as ObserveSessionOptions, h as SessionObservation, i as SessionState, j as SettleReason, k as StepTimings, T as TabInfo, s as stepTimingsOf } from './host-stepTimings.js';

/**
 * The puppeteer-core adapter of the host (createHost.ts): Puppeteer evaluates in every frame too
 * (out-of-process iframes included), so cross-origin frames are stitched host-side exactly as with
 * Playwright; trusted input goes through Puppeteer's mouse and keyboard. `pagemark/puppeteer`
 * (src/node/puppeteer.ts) puts a session (src/node/session/puppeteerSession.ts) over it.
 */

/** Trusted input through Puppeteer (real CDP input events). */
declare function performWithPuppeteer(h: ElementHandle, cmd: ActionCommand, point: {
    x: number;
    y: number;
} | undefined): Promise<void>;
declare const puppeteerAdapter: (page: Page) => FrameAdapter<Frame, ElementHandle>;
type PuppeteerPagemark = HostPage<Frame, ElementHandle>;

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

/**
 * A session over a Puppeteer Browser (its default context) or BrowserContext: every page a tab,
 * pagemark in every page and frame, actions in the active tab with what the browser did reported
 * (src/node/session/types.ts), as `openSession` of pagemark/playwright.
 */
declare function openSession(target: Browser | BrowserContext, options?: SessionOptions): Promise<Session<Page>>;

/**
 * `pagemark/puppeteer`: `openSession(browserOrContext)` (a Puppeteer Browser or BrowserContext as
 * tabs, src/node/session/) and `attach(page)`, a session of the page's context that stays in its
 * page, exactly as `pagemark/playwright`: pagemark in every frame, actions with trusted input by
 * default and with what the browser did (`browser`: a tab the action opened, a dialog, a download, a
 * file chooser). Dialogs default to 'dismiss' in `attach`, reported; an agent wants `dialogs: 'ask'`
 * (openSession's default).
 */

/** The page's host with `act` and `dispose` through the session of its context. */
type AttachedPage = PuppeteerPagemark & SessionOf<Page>;
declare function attach(page: Page, options?: SessionOptions): Promise<AttachedPage>;

export { HostPage, Session, SessionOptions, attach, openSession, performWithPuppeteer, puppeteerAdapter };
export type { AttachedPage, PuppeteerPagemark };
