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
import type { Session, SessionOptions } from './session/types';

export { performWithPuppeteer, puppeteerAdapter, type PuppeteerPagemark } from './drivers/puppeteer';
export type { AttachOptions, ActOptions, HostPage } from './drivers/createHost';
export { openSession } from './session/puppeteerSession';
export type * from './session/types';

export interface AttachedPage extends PuppeteerPagemark {
  /** The session `act` runs through (the page's context): its tabs, dialogs, downloads. */
  session: Session<Page>;
}

export async function attach(page: Page, options: SessionOptions = {}): Promise<AttachedPage> {
  const { pm, session } = await attachSession(page, options);
  return {
    ...pm,
    act: (command, ao) => session.act(command, ao),
    dispose: () => session.dispose(),
    session,
  };
}
