/**
 * Work in a tab raced against the tab's dialogs: a page blocked by `alert()` never answers the driver
 * (Playwright's click and evaluate wait until the dialog is closed), so a dialog must end the wait.
 */
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import type { ActOptions } from '../drivers/hostTypes';
import { plain } from './results';
import { pendingDialogIn, type Core, type Tab } from './sessionState';

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Run `work` unless a dialog opens in `tabId` first. Returns the work's value, or null when a dialog
 * interrupted it (the work goes on once the dialog is answered: `resumed` gets it).
 */
export async function raceDialog<P, T>(
  c: Core<P>,
  tabId: string,
  work: Promise<T>,
): Promise<{ done: true; value: T } | { done: false; resumed: Promise<T> }> {
  work.catch(() => {}); // a rejection after the race is lost is the resumed promise's business
  if (pendingDialogIn(c, tabId)) return { done: false, resumed: work };
  let waiter: ((id: string) => void) | undefined;
  const dialog = new Promise<'dialog'>((resolve) => {
    waiter = (id) => {
      if (id === tabId) resolve('dialog');
    };
    c.dialogWaiters.add(waiter);
  });
  try {
    const won = await Promise.race([work.then((value) => ({ value })), dialog]);
    return won === 'dialog' ? { done: false, resumed: work } : { done: true, value: won.value };
  } finally {
    c.dialogWaiters.delete(waiter!);
  }
}

/** A page command in a tab, trusted by default; an interrupting dialog leaves the action pending. */
export async function pageAct<P>(
  c: Core<P>,
  tab: Tab<P>,
  cmd: ActionCommand,
  ao: ActOptions,
  t0: number,
): Promise<ActionResult> {
  // Over a driver with no early word of a new tab the browser window starts at the page command's
  // end (sessionAct.ts settleBrowser): the page waits its whole quiet period first, so a new tab
  // has as long to be reported as before the page's work was tracked.
  const run = tab.host.act(cmd, {
    ...ao,
    trusted: ao.trusted ?? true,
    settleOnWork: ao.settleOnWork ?? c.driver.earlyPages?.() ?? false,
  });
  const got = await raceDialog(c, tab.id, run);
  if (got.done) return got.value;
  c.interrupted.set(tab.id, got.resumed);
  const r = plain(cmd.action, t0);
  return r;
}
