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
import type { Session, SessionOptions } from './session/types';

export { performWithPlaywright, playwrightAdapter, type PlaywrightPagemark } from './drivers/playwright';
export type { AttachOptions, ActOptions, HostPage } from './drivers/createHost';
export { openSession } from './session/playwrightSession';
export type * from './session/types';

export interface AttachedPage extends PlaywrightPagemark {
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
