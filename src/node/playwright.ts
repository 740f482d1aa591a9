/**
 * `pagemark/playwright`: `openSession(context)` (a browser context as tabs, src/node/session/) and
 * `attach(page)`, a session of the page's context that stays in its page: pagemark in every frame,
 * actions with trusted input by default and with what the browser did (`browser`: a tab the action
 * opened, a dialog, a download, a file chooser). Dialogs default to 'dismiss' here, Playwright's own
 * default, now reported instead of silent; an agent wants `dialogs: 'ask'` (openSession's default).
 */
import type { Page } from 'playwright-core';
import type { PlaywrightPagemark } from './drivers/playwright';
import { attachSession } from './session/playwrightSession';
import type { SessionOptions } from './session/types';
import { throughSession, type SessionOf } from './session/attachedPage';

export { performWithPlaywright, playwrightAdapter, type PlaywrightPagemark } from './drivers/playwright';
export type { AttachOptions, ActOptions, HostPage } from './drivers/createHost';
export { openSession } from './session/playwrightSession';
export type * from './session/types';
// Where a session step's time went (page command, settle wait and why it ended, snapshot, render).
export { stepTimingsOf, type StepTimings, type SettleReason } from './session/stepTimings';

/** The page's host with `act` and `dispose` through the session of its context. */
export type AttachedPage = PlaywrightPagemark & SessionOf<Page>;

export async function attach(page: Page, options: SessionOptions = {}): Promise<AttachedPage> {
  const { pm, session } = await attachSession(page, options);
  return throughSession(pm, session);
}
