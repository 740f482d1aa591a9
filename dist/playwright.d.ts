/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { Frame, ElementHandle, Locator, Page, BrowserContext } from 'playwright-core';
import { H as HostPage, L as LocatorEntry, A as ActionCommand, F as FrameAdapter, S as SessionOptions, a as Session, b as SessionOf } from './host-stepTimings.js';
export { c as ActOptions, d as AttachOptions, D as DialogInfo, e as DialogPolicy, f as DownloadInfo, g as FileChooserInfo, O as ObserveSessionOptions, h as SessionObservation, i as SessionState, j as SettleReason, k as StepTimings, T as TabInfo, s as stepTimingsOf } from './host-stepTimings.js';

/**
 * `pagemark/playwright`: `const pm = await attach(page)` injects pagemark into every frame of a
 * Playwright page (cross-origin and out-of-process iframes included: Playwright evaluates in them),
 * keeps it injected across navigations (an init script), and stitches the frames into one snapshot.
 * `pm.act(cmd, {trusted: true})` checks in the page, then acts with Playwright's real input.
 */

/** Trusted input through Playwright, the same verbs as the in-page action API. */
declare function performWithPlaywright(h: ElementHandle, cmd: ActionCommand, point: {
    x: number;
    y: number;
} | undefined): Promise<void>;
declare const playwrightAdapter: (page: Page) => FrameAdapter<Frame, ElementHandle>;
interface PlaywrightPagemark extends HostPage<Frame, ElementHandle> {
    /**
     * A Playwright Locator for a locator entry of a record (scoped to the element's frame; the first
     * unique entry when none is given), or null when there is no snapshot yet, the target is not in the
     * last one, or its record has no locator: an outcome the caller checks, as `locate` answers null.
     */
    locator(target: number | string, entry?: LocatorEntry): Promise<Locator | null>;
}

/**
 * The session over a Playwright BrowserContext. Playwright reports every page of a context (popups
 * and target=_blank included) with the context's `page` event, dialogs with the context's `dialog`
 * event (a listener keeps the dialog open until it is answered: without one Playwright dismisses it,
 * which is what made a `confirm()` silently take its Cancel branch), downloads and file choosers with
 * the page's `download` and `filechooser` events (a listener makes Playwright intercept the chooser
 * instead of opening the native one).
 */

/**
 * A session over a Playwright BrowserContext: every page a tab, pagemark in every page and frame,
 * actions in the active tab with what the browser did reported (src/node/session/types.ts).
 */
declare function openSession(context: BrowserContext, options?: SessionOptions): Promise<Session<Page>>;

/**
 * `pagemark/playwright`: `openSession(context)` (a browser context as tabs, src/node/session/) and
 * `attach(page)`, a session of the page's context that stays in its page: pagemark in every frame,
 * actions with trusted input by default and with what the browser did (`browser`: a tab the action
 * opened, a dialog, a download, a file chooser). Dialogs default to 'dismiss' here, Playwright's own
 * default, now reported instead of silent; an agent wants `dialogs: 'ask'` (openSession's default).
 */

/** The page's host with `act` and `dispose` through the session of its context. */
type AttachedPage = PlaywrightPagemark & SessionOf<Page>;
declare function attach(page: Page, options?: SessionOptions): Promise<AttachedPage>;

export { HostPage, Session, SessionOptions, attach, openSession, performWithPlaywright, playwrightAdapter };
export type { AttachedPage, PlaywrightPagemark };
