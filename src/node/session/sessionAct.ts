/**
 * An action through the session: page commands run in the active tab (trusted input by default) and
 * race the tab's dialogs, since a page blocked by `alert()` never answers the driver (Playwright's
 * click itself waits until the dialog is closed); session verbs (tabs, dialogs, navigation) run
 * through the driver. Then a short settle window lets what the action set off arrive (a popup's
 * `page` event, a download, a dialog from a timer), the active tab follows a popup the action
 * opened, and the result carries everything as `browser`.
 */
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import { parseCommand } from '../../core/commands/parseCommand';
import { tabLine } from '../../core/render/renderSession';
import type { ActOptions } from '../drivers/hostTypes';
import { sessionVerb } from './sessionVerbs';
import { fail } from './results';
import { sleep } from './raceDialog';
import { drainEffects, tabInfos, type Core } from './sessionState';
import { attachTimings, emptyTimings, type SettleReason } from './stepTimings';

/**
 * How long the browser must have sent no event (a tab opened or closed, a navigation, a dialog, a
 * download, a file chooser) for the wait after an action to end, ms, counted from the end of the
 * page command or the last such event.
 */
export const BROWSER_QUIET_MS = 100;

/** The verbs of a person's input: a pointer or the keyboard (see WINDOW_VERBS and PAGE_SETTLED_VERBS). */
const INPUT_VERBS = [
  'click',
  'dblclick',
  'rightclick',
  'mouseDown',
  'mouseUp',
  'press',
  'type',
  'keyDown',
  'keyUp',
  'drag',
  'check',
  'uncheck',
];

/**
 * The verbs after which the browser is listened to for the whole settle window: those that give the
 * page user activation (a trusted pointer press or key press, HTML "activation triggering input
 * event"), which a page needs to open a tab or window (the popup blocker), and those that navigate
 * or answer a dialog (a download, a beforeunload). A new tab is reported by the library only once it
 * is set up, which on a loaded machine comes later than the opener goes quiet: so after these verbs
 * a quiet page still waits the window (`browserSettleMs`), from the end of the page command; from
 * its start when the driver tells of a tab on its way (`earlyPages`, Chromium: pagesComing.ts),
 * since that tab is then waited for as work in flight. After every other verb (hover, fill,
 * scroll, reads, ...) the wait ends as soon as the browser is quiet, at once on a quiet page
 * (issue 57).
 */
const WINDOW_VERBS = new Set<string>([
  ...INPUT_VERBS,
  'goto',
  'back',
  'forward',
  'reload',
  'newTab',
  'closeTab',
  'dialog',
  'evaluate',
]);

/**
 * The input verbs, whose page command ends with the page's own settle wait (drivers/hostAct.ts: the
 * settle after the driver's input): over a driver that tells of a new tab and of a navigation
 * request as they begin (`earlyPages`, `earlyNavigations`: Playwright over Chromium), what such an
 * action sets off in the browser has either been told by the end of that wait (a tab on its way, a
 * request, a dialog, a download the page started at once) or comes from the page's later work
 * (a timer past the page's quiet, a fetch): so the wait after it ends on those signals, without
 * the window, which a quiet page spent whole (issue 57). Not goto and the other navigation verbs:
 * their page command ends at `load`, with no quiet wait in the page after what the load handlers
 * set off (test/browser/session-goto.spec.ts). A download with no request of its own (the
 * `download` attribute, a blob: or data: URL) is reported once the browser tells of it: by this
 * result when it came within the page's settle (test/browser/session-downloads.spec.ts), else by
 * the next one.
 */
const PAGE_SETTLED_VERBS = new Set<string>(INPUT_VERBS);

/** The verbs whose page command is a navigation of the active tab, up to its `load` (sessionVerbs.ts). */
const NAVIGATION_VERBS = new Set<string>(['goto', 'back', 'forward', 'reload']);

/**
 * Wait for what the action (begun at `t0`) set off, from the end of its page command `t1`: until
 * nothing is in flight (tabs on their way, tab registrations, download saves) and the browser has sent
 * no event for BROWSER_QUIET_MS, and, after a WINDOW_VERBS verb, the settle window has passed;
 * bounded by twice the window. Then the downloads still being saved, bounded by `downloadTimeoutMs`. A command's own `settleMs` (how long
 * the page must be quiet) bounds the window too: a caller that asks not to wait for the page (the
 * fields of a form filled in a row) does not wait for the browser; what arrives later is reported by
 * the next action, whose result drains it. Returns why the wait ended (stepTimings.ts).
 */
async function settleBrowser<P>(c: Core<P>, cmd: ActionCommand, t0: number, t1: number): Promise<SettleReason> {
  // Reading, and bringing a tab to the front, set nothing off in the browser.
  const reading =
    cmd.action === 'listTabs' || cmd.action === 'message' || cmd.action === 'getText' || cmd.action === 'switchTab';
  const ms = cmd.settleMs !== undefined ? Math.min(cmd.settleMs, c.options.browserSettleMs) : c.options.browserSettleMs;
  let reason: SettleReason = 'skipped';
  if (!reading && ms > 0) {
    const quietMs = Math.min(ms, BROWSER_QUIET_MS);
    // A driver that tells of a tab on its way (earlyPages: it is then in flight) needs the window
    // only for what the action's own wait may not have seen: counted from the action's start,
    // alongside the page's settle wait. Otherwise a late page event is the one signal, and the
    // window is listened after the page command.
    const early = c.driver.earlyPages?.() ?? false;
    const signals = early && (c.driver.earlyNavigations?.() ?? false) && PAGE_SETTLED_VERBS.has(cmd.action);
    const windowEnd = WINDOW_VERBS.has(cmd.action) && !signals ? (early ? t0 : t1) + ms : 0;
    const end = t1 + 2 * ms;
    // A window that ended within the page command held nothing up.
    reason = windowEnd > t1 ? 'window' : 'quiet';
    const navVerb = NAVIGATION_VERBS.has(cmd.action);
    for (;;) {
      const now = Date.now();
      // An event since the action began keeps the wait open BROWSER_QUIET_MS after it (after the
      // page command's end at the earliest); older ones are another action's. A navigation verb's
      // page command ends once its document loaded: the main-frame navigations reported until then
      // are the one it was asked for (and its redirects), already in the result, not a sign that
      // more is coming; one after it (a script that moves on after load) is.
      // The same for navigation requests: one begun since the action (not a navigation verb's own)
      // holds the wait until answered (its commit, a download, or its failure follows).
      const nav = navVerb && c.lastNavigationAt <= t1 ? 0 : c.lastNavigationAt;
      const req = navVerb && c.lastRequestAt <= t1 ? 0 : c.lastRequestAt;
      const asked = [...c.requests].filter(([, at]) => at >= t0 && !(navVerb && at <= t1)).map(([q]) => q);
      const lastAt = Math.max(c.lastEventAt, nav, req);
      const quietAt = Math.max(windowEnd, lastAt >= t0 ? Math.max(t1, lastAt) + quietMs : 0);
      if (!c.inflight.size && !asked.length && now >= quietAt) break;
      if (now >= end) {
        reason = 'limit';
        break;
      }
      const until = Math.min(end, c.inflight.size || asked.length ? now + quietMs : quietAt);
      // Only what is in flight: Promise.all of nothing is already resolved, and awaiting it in a
      // loop never yields to the event loop (a busy wait that heard no browser event until it ended).
      const waits = [...asked, ...(c.inflight.size ? [Promise.all([...c.inflight])] : [])];
      const sleeping = sleep(Math.max(1, until - now));
      await (waits.length ? Promise.race([...waits, sleeping]) : sleeping);
    }
  }
  await savesOf(c);
  return reason;
}

/** The tab registrations and download saves still under way, bounded by `downloadTimeoutMs`. */
async function savesOf<P>(c: Core<P>): Promise<void> {
  const deadline = Date.now() + c.options.downloadTimeoutMs;
  while (c.inflight.size && Date.now() < deadline) {
    await Promise.race([Promise.all([...c.inflight]), sleep(deadline - Date.now())]);
  }
}

/**
 * Playwright's `page.goto` to a URL the browser downloads fails with "Download is starting"; the
 * download event can reach the session after that failure and after the settle window (Chromium
 * aborts the navigation first). A navigation that ended so waits, bounded, for the download and
 * its save, so that its result reports the file instead of a bare failure.
 */
const DOWNLOAD_STARTING = /Download is starting/i;

async function downloadOf<P>(c: Core<P>): Promise<void> {
  const seen = Date.now() + 2000;
  while (!c.effects.downloads.length && !c.inflight.size && Date.now() < seen) await sleep(20);
  await savesOf(c);
}

/**
 * The active tab follows the newest tab a page action opened (a popup, a target=_blank link), as
 * Playwright MCP and browser-use do: what the agent just opened is what it means to look at next,
 * and the result says so (`activeTabId`); `switchTab` goes back. A tab that closed again before the
 * action ended (a popup that closes itself) is not followed.
 */
async function followPopup<P>(c: Core<P>, cmd: ActionCommand): Promise<void> {
  if (!c.options.followPopups) return;
  if (cmd.action === 'newTab' || cmd.action === 'switchTab' || cmd.action === 'closeTab') return;
  if (cmd.action === 'goto' && cmd.newTab) return;
  const opened = c.effects.tabsOpened.map((o) => c.tabs.find((t) => t.id === o.tabId)).filter((t) => !!t);
  const last = opened[opened.length - 1];
  if (!last || c.activeId === last.id) return;
  c.activeId = last.id;
  await c.driver.waitForLoad(last.page, 5000).catch(() => {});
  await c.driver.bringToFront(last.page).catch(() => {});
}

/** `upload` with no target answers a pending file chooser: parse it as if it had one. */
function parseAct<P>(c: Core<P>, command: unknown): ReturnType<typeof parseCommand> {
  const o = command as Record<string, unknown> | null;
  if (c.chooser && o && typeof o === 'object' && o['action'] === 'upload' && o['target'] === undefined) {
    const p = parseCommand({ ...o, target: 0 });
    if (p.ok) delete p.command.target;
    return p;
  }
  return parseCommand(command);
}

export async function sessionAct<P>(c: Core<P>, command: unknown, ao: ActOptions = {}): Promise<ActionResult> {
  const t0 = Date.now();
  const parsed = parseAct(c, command);
  let r: ActionResult;
  if (!parsed.ok) {
    r = fail('invalid', t0, parsed.error.code, parsed.error.message, parsed.error.hint);
    r.browser = drainEffects(c);
    return r;
  }
  const cmd = parsed.command;
  // A file chooser waits for `upload`; any other action cancels it, and its result says so.
  if (c.chooser && cmd.action !== 'upload') {
    c.chooser.info.state = 'cancelled';
    c.effects.fileChoosers.push(c.chooser.info);
    c.chooser = null;
  }
  r = await sessionVerb(c, cmd, ao, t0);
  const t1 = Date.now();
  const timings = emptyTimings();
  timings.actMs = t1 - t0;
  // The snapshot the page command took after acting (in-page time; its transfer stays in actMs).
  if (r.snapshot) {
    timings.snapshotMs = Math.min(timings.actMs, r.snapshot.stats.durationMs);
    timings.actMs -= timings.snapshotMs;
  }
  timings.settleReason = await settleBrowser(c, cmd, t0, t1);
  if (!r.ok && cmd.action === 'goto' && DOWNLOAD_STARTING.test(r.error.message)) await downloadOf(c);
  timings.settleMs = Date.now() - t1;
  if (r.ok) await followPopup(c, cmd);
  // What the action did can have changed any title: read them again, once for the whole command.
  c.titleEpoch++;
  if (cmd.action === 'listTabs') {
    const tabs = await tabInfos(c);
    r.value = tabs.map(tabLine).join('\n');
  }
  // Titles read while the pages can answer: a dialog may block one before the next observation
  // (after listTabs: the same read, reused).
  await tabInfos(c);
  // A popup's page event can reach the driver after the settle window (a loaded machine): follow it
  // now too, so that the active tab agrees with the tabsOpened this result reports.
  if (r.ok) await followPopup(c, cmd);
  r.durationMs = Date.now() - t0;
  r.browser = drainEffects(c);
  timings.totalMs = r.durationMs;
  timings.protocolMs = Math.max(0, timings.totalMs - timings.actMs - timings.settleMs - timings.snapshotMs);
  return attachTimings(r, timings);
}
