/**
 * `pagemark/puppeteer`: `openSession(browserOrContext)` (a Puppeteer Browser or BrowserContext as
 * tabs, src/node/session/) and `attach(page)`, a session of the page's context that stays in its
 * page, exactly as `pagemark/playwright`: pagemark in every frame, actions with trusted input by
 * default and with what the browser did (`browser`: a tab the action opened, a dialog, a download, a
 * file chooser). Dialogs default to 'dismiss' in `attach`, reported; an agent wants `dialogs: 'ask'`
 * (openSession's default).
 */
import type { Page } from 'puppeteer-core';
import type { PuppeteerPagemark } from './drivers/puppeteer';
import { attachSession } from './session/puppeteerSession';
import type { SessionOptions } from './session/types';
import { throughSession, type SessionOf } from './session/attachedPage';

export { performWithPuppeteer, puppeteerAdapter, type PuppeteerPagemark } from './drivers/puppeteer';
export type { AttachOptions, ActOptions, HostPage } from './drivers/createHost';
export { openSession } from './session/puppeteerSession';
export type * from './session/types';
// Where a session step's time went (page command, settle wait and why it ended, snapshot, render).
export { stepTimingsOf, type StepTimings, type SettleReason } from './session/stepTimings';

/** The page's host with `act` and `dispose` through the session of its context. */
export type AttachedPage = PuppeteerPagemark & SessionOf<Page>;

export async function attach(page: Page, options: SessionOptions = {}): Promise<AttachedPage> {
  const { pm, session } = await attachSession(page, options);
  return throughSession(pm, session);
}
