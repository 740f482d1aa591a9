/**
 * The verbs a session performs itself (tabs, dialogs, navigation, an upload answering a file
 * chooser, browser-use's host verbs in hostVerbs.ts), and the dispatch of page commands to the active tab.
 */
import type { ActionCommand, CommandOf, FilePayload } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import type { ActOptions } from '../drivers/hostTypes';
import { fail, noSuchTab, plain } from './results';
import { checkUrl } from '../guard/urlPolicy';
import { pageAct, raceDialog, sleep } from './raceDialog';
import { fileVerb, tabVerb } from './hostVerbs';
import { activeTab, findTab, pendingDialogIn, tabOf, type Core, type Tab } from './sessionState';
import { driverMessage } from '../guard/driverError';

/** Page commands a dialog does not block: they need no page. */
const NEEDS_NO_PAGE = new Set(['newTab', 'switchTab', 'closeTab', 'listTabs', 'dialog', 'message']);

/** The result of a driver-side step in a tab, with a fresh snapshot when the page can give one. */
async function withSnapshot<P>(c: Core<P>, tab: Tab<P>, r: ActionResult, cmd: ActionCommand): Promise<ActionResult> {
  if (cmd.snapshot === false || !r.ok || pendingDialogIn(c, tab.id) || c.driver.isClosed(tab.page)) return r;
  const got = await raceDialog(c, tab.id, tab.host.snapshot());
  if (got.done) {
    r.snapshot = got.value;
    r.effects.newElements = got.value.diff ? got.value.diff.added.length : 0;
  }
  return r;
}

/** A URL the session's policy refuses, as the action's typed failure (null: it may be opened). */
function urlRefusal<P>(c: Core<P>, action: ActionResult['action'], url: string, t0: number): ActionResult | null {
  const v = checkUrl(url, c.urls);
  return v.ok ? null : fail(action, t0, v.code, v.message, v.hint);
}

async function newTab<P>(
  c: Core<P>,
  cmd: { action: ActionResult['action']; url?: string },
  t0: number,
): Promise<ActionResult> {
  const refused = cmd.url ? urlRefusal(c, cmd.action, cmd.url, t0) : null;
  if (refused) return refused;
  const page = await c.driver.newPage();
  const tab = tabOf(c, page);
  c.activeId = tab.id;
  await c.driver.bringToFront(page).catch(() => {});
  const r = plain(cmd.action, t0);
  if (cmd.url) return navigate(c, tab, { action: 'goto', url: cmd.url }, t0, cmd.action);
  return r;
}

async function navigate<P>(
  c: Core<P>,
  tab: Tab<P>,
  cmd: ActionCommand,
  t0: number,
  action: ActionResult['action'] = cmd.action,
): Promise<ActionResult> {
  const refused = cmd.action === 'goto' ? urlRefusal(c, action, cmd.url ?? '', t0) : null;
  if (refused) return refused;
  const timeout = cmd.timeout ?? 30_000;
  const work: Promise<boolean> =
    cmd.action === 'goto'
      ? c.driver.goto(tab.page, cmd.url ?? '', timeout).then(() => true)
      : c.driver.history(tab.page, cmd.action as 'back' | 'forward' | 'reload', timeout);
  let moved: boolean;
  try {
    const got = await raceDialog(c, tab.id, work);
    // A beforeunload dialog holds the navigation: it goes on (or not) once answered.
    if (!got.done) {
      c.interrupted.set(
        tab.id,
        got.resumed.then(() => plain(action, t0)),
      );
      return plain(action, t0);
    }
    moved = got.value;
  } catch (e) {
    return fail(action, t0, 'NAVIGATION_FAILED', driverMessage(e));
  }
  if (!moved) return fail(action, t0, 'NO_EFFECT', `there is no page to go ${cmd.action} to in ${tab.id}`);
  const r = plain(action, t0);
  r.effects.navigated = true;
  return withSnapshot(c, tab, r, cmd);
}

async function closeTab<P>(c: Core<P>, tab: Tab<P>, t0: number): Promise<ActionResult> {
  let waiter: ((id: string) => void) | undefined;
  const closed = new Promise<void>((resolve) => {
    waiter = (id) => id === tab.id && resolve();
    c.closeWaiters.add(waiter);
  });
  try {
    await c.driver.close(tab.page);
    // beforeunload may keep the page open behind a dialog: the result reports it pending.
    await raceDialog(c, tab.id, Promise.race([closed, sleep(5000)]));
  } finally {
    c.closeWaiters.delete(waiter!);
  }
  return plain('closeTab', t0);
}

/**
 * BrowserGym's tab_close (browsergym/core/action/functions.py): the most recent page of the context
 * becomes the active one (`context.pages[-1]`), and a new page is opened when none is left.
 */
async function gymAfterClose<P>(c: Core<P>): Promise<void> {
  const last = c.tabs[c.tabs.length - 1];
  if (!last) {
    c.activeId = tabOf(c, await c.driver.newPage()).id;
    return;
  }
  c.activeId = last.id;
  await c.driver.bringToFront(last.page).catch(() => {});
}

async function answerDialog<P>(c: Core<P>, cmd: CommandOf<'dialog'>, t0: number): Promise<ActionResult> {
  const pending = pendingDialogIn(c, c.activeId) ?? c.dialogs[0];
  if (!pending)
    return fail('dialog', t0, 'NO_DIALOG', 'no dialog is open', 'a dialog action answers a dialog the page opened');
  const { info, dialog, tab } = pending;
  c.dialogs = c.dialogs.filter((d) => d !== pending);
  info.by = 'agent';
  try {
    if (cmd.accept === false) {
      await dialog.dismiss();
      info.state = 'dismissed';
    } else {
      const text = info.type === 'prompt' ? (cmd.text ?? info.defaultValue ?? '') : undefined;
      await dialog.accept(text);
      info.state = 'accepted';
      if (text !== undefined) info.promptText = text;
    }
  } catch {
    info.state = 'dismissed'; // the page went away with it
  }
  c.effects.dialogs.push(info);
  // The action the dialog interrupted goes on now: its result (what the page did after the
  // answer) is this action's, unless another dialog interrupts it again.
  const resumed = c.interrupted.get(tab.id);
  c.interrupted.delete(tab.id);
  if (!resumed) return plain('dialog', t0);
  const got = await raceDialog(c, tab.id, Promise.race([resumed, sleep(10_000).then(() => null)]));
  if (!got.done) {
    c.interrupted.set(tab.id, resumed);
    return plain('dialog', t0);
  }
  const r = got.value ?? plain('dialog', t0);
  return { ...r, action: 'dialog' };
}

async function uploadToChooser<P>(c: Core<P>, cmd: CommandOf<'upload'>, t0: number): Promise<ActionResult> {
  const ch = c.chooser!;
  c.chooser = null;
  try {
    await ch.chooser.setFiles((cmd.files ?? []) as (string | FilePayload)[]);
    ch.info.state = 'answered';
  } catch (e) {
    ch.info.state = 'cancelled';
    c.effects.fileChoosers.push(ch.info);
    return fail('upload', t0, 'INTERNAL', `the file chooser did not take the files: ${driverMessage(e)}`);
  }
  c.effects.fileChoosers.push(ch.info);
  return withSnapshot(c, ch.tab, plain('upload', t0), cmd);
}

export async function sessionVerb<P>(
  c: Core<P>,
  cmd: ActionCommand,
  ao: ActOptions,
  t0: number,
): Promise<ActionResult> {
  switch (cmd.action) {
    case 'newTab':
      return newTab(c, cmd, t0);
    case 'listTabs':
      return plain('listTabs', t0);
    case 'message': {
      const r = plain('message', t0);
      r.message = { kind: cmd.messageKind ?? 'info', text: cmd.text ?? '' };
      if (cmd.success !== undefined) r.message.success = cmd.success;
      return r;
    }
    case 'dialog':
      return answerDialog(c, cmd, t0);
    case 'switchTab':
    case 'closeTab': {
      const tab = cmd.tab === undefined ? activeTab(c) : findTab(c, cmd.tab);
      if (!tab) return noSuchTab(c, cmd.action, t0, cmd.tab);
      if (cmd.action === 'closeTab') {
        const wasActive = tab.id === c.activeId;
        const r = await closeTab(c, tab, t0);
        if (cmd.dialect === 'browsergym' && wasActive && c.driver.isClosed(tab.page)) await gymAfterClose(c);
        return r;
      }
      c.activeId = tab.id;
      await c.driver.bringToFront(tab.page).catch(() => {});
      return withSnapshot(c, tab, plain('switchTab', t0), cmd);
    }
    case 'writeFile':
    case 'readFile':
    case 'replaceFile':
      return fileVerb(c, cmd, t0);
    default:
      break;
  }
  if (cmd.action === 'goto' && cmd.newTab) return newTab(c, { action: 'newTab', url: cmd.url }, t0);
  const tab = activeTab(c);
  if (!tab) return noSuchTab(c, cmd.action, t0, undefined);
  const d = pendingDialogIn(c, tab.id);
  if (d && !NEEDS_NO_PAGE.has(cmd.action))
    return fail(
      cmd.action,
      t0,
      'DIALOG_PENDING',
      `a ${d.info.type} dialog is open in ${tab.id} ("${d.info.message}"): the page is blocked until it is answered`,
      'answer it with {action: "dialog", accept: true} or accept: false (text: for a prompt)',
    );
  if (cmd.action === 'upload' && cmd.target === undefined && c.chooser) return uploadToChooser(c, cmd, t0);
  if (cmd.action === 'evaluate' || cmd.action === 'screenshot' || cmd.action === 'pdf') return tabVerb(c, tab, cmd, t0);
  if (cmd.action === 'goto' || cmd.action === 'back' || cmd.action === 'forward' || cmd.action === 'reload')
    return navigate(c, tab, cmd, t0);
  const r = await pageAct(c, tab, cmd, ao, t0);
  // An upload into the input a pending chooser belongs to answers it.
  if (cmd.action === 'upload' && r.ok && c.chooser?.tab === tab) {
    c.chooser.info.state = 'answered';
    c.effects.fileChoosers.push(c.chooser.info);
    c.chooser = null;
  }
  return r;
}
