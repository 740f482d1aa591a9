/**
 * The driver's browser events turned into session state and BrowserEffects: a new page is a tab, a
 * closed page leaves the list (the active tab falls back to its opener, else its left neighbour), a
 * main-frame navigation is recorded with where it came from, a dialog is answered by the policy or
 * kept pending, a download is saved under the downloads folder, a file chooser waits for `upload`.
 */
import { constants } from 'node:fs';
import { access, lstat, mkdir, stat } from 'node:fs/promises';
import { extname, basename, join } from 'node:path';
import type { DialogInfo, DownloadInfo } from '../../core/model/actionResult';
import type { DriverDialog, DriverDownload, DriverEvents, DriverFileChooser } from './sessionDriver';
import { tabOf, track, type Core } from './sessionState';
import { driverMessage } from '../guard/driverError';

function onClose<P>(c: Core<P>, page: P): void {
  const tab = c.byPage.get(page);
  if (!tab) return;
  const at = c.tabs.indexOf(tab);
  c.tabs.splice(at, 1);
  c.byPage.delete(page);
  c.effects.tabsClosed.push({ tabId: tab.id });
  // A dialog or chooser of a closed page went with it.
  for (const d of c.dialogs.filter((x) => x.tab === tab)) d.info.state = 'dismissed';
  c.dialogs = c.dialogs.filter((x) => x.tab !== tab);
  if (c.chooser?.tab === tab) {
    c.chooser.info.state = 'cancelled';
    c.chooser = null;
  }
  if (c.activeId === tab.id) {
    const opener = c.tabs.find((t) => t.id === tab.openerTabId);
    c.activeId = (opener ?? c.tabs[Math.max(0, at - 1)])?.id ?? '';
  }
  for (const w of [...c.closeWaiters]) w(tab.id);
}

async function onDialog<P>(c: Core<P>, page: P, d: DriverDialog): Promise<void> {
  const tab = tabOf(c, page);
  const info: DialogInfo = { tabId: tab.id, type: d.type, message: d.message, state: 'pending' };
  if (d.type === 'prompt') info.defaultValue = d.defaultValue;
  c.effects.dialogs.push(info);
  const policy = c.options.dialogs;
  if (policy === 'ask') {
    c.dialogs.push({ tab, info, dialog: d });
    for (const w of [...c.dialogWaiters]) w(tab.id);
    return;
  }
  // The policy answers at once; a prompt accepted by policy gets its default value, as a user
  // pressing OK without typing would.
  info.by = 'policy';
  try {
    if (policy === 'accept') {
      await d.accept(d.type === 'prompt' ? d.defaultValue : undefined);
      info.state = 'accepted';
      if (d.type === 'prompt') info.promptText = d.defaultValue;
    } else {
      await d.dismiss();
      info.state = 'dismissed';
    }
  } catch {
    // The page closed under the dialog.
    info.state = 'dismissed';
  }
}

/**
 * A pending dialog closed by someone else than this session: another client of the browser over CDP
 * (Playwright MCP's scenario "dialog closed out of band", microsoft/playwright issue 41837), or a
 * person in a headed browser. The page answers again, so the dialog is no longer pending: it leaves
 * the pending list, and a report of it not yet drained (it opened and closed within one action),
 * which would tell the model to answer a dialog that is gone. How it was answered is unknown (the
 * event does not say), so no state is made up for it. The action it interrupted went on unobserved.
 * A dialog this session answered left the pending list before its answer: nothing to do then.
 */
function onDialogClosed<P>(c: Core<P>, d: DriverDialog): void {
  const pending = c.dialogs.find((x) => x.dialog === d);
  if (!pending) return;
  c.dialogs = c.dialogs.filter((x) => x !== pending);
  c.effects.dialogs = c.effects.dialogs.filter((x) => x !== pending.info);
  c.interrupted.delete(pending.tab.id);
}

/** A file name under dir not yet taken: `report.txt`, `report (1).txt`, ... */
async function freePath(dir: string, name: string): Promise<string> {
  const safe = basename(name.replace(/[\\/\0]/g, '_')) || 'download';
  const ext = extname(safe);
  const stem = safe.slice(0, safe.length - ext.length);
  for (let i = 0; ; i++) {
    const p = join(dir, i ? `${stem} (${i})${ext}` : safe);
    // lstat, not access: a dangling symbolic link is a taken name, never written through.
    try {
      await lstat(p);
    } catch {
      return p;
    }
  }
}

async function saveDownload<P>(c: Core<P>, page: P, d: DriverDownload): Promise<void> {
  const tab = tabOf(c, page);
  const info: DownloadInfo = { tabId: tab.id, url: d.url, suggestedFilename: d.suggestedFilename, state: 'failed' };
  try {
    try {
      // Bounded: Node's recursive mkdir never settles under /proc (seen with Node 20 and 22).
      await Promise.race([
        mkdir(c.downloadsDir, { recursive: true }),
        new Promise((_, reject) => setTimeout(() => reject(new Error('creating it did not finish')), 2000)),
      ]);
      await access(c.downloadsDir, constants.W_OK);
    } catch (e) {
      info.code = 'NOT_WRITABLE';
      info.error = `the downloads folder ${c.downloadsDir} cannot be written: ${(e as Error).message}`;
      // Not awaited: a download that already finished has nothing to cancel, and Chromium's answer
      // to a cancel of one then never comes.
      void d.cancel().catch(() => {});
      return;
    }
    const path = await freePath(c.downloadsDir, d.suggestedFilename);
    try {
      await d.saveAs(path);
    } catch (e) {
      const why = await d.failure().catch(() => null);
      info.code = 'INTERNAL';
      info.error = why ?? driverMessage(e);
      return;
    }
    info.state = 'saved';
    info.path = path;
    info.size = (await stat(path)).size;
  } finally {
    c.effects.downloads.push(info);
    c.recentDownloads.push(info);
  }
}

function onFileChooser<P>(c: Core<P>, page: P, chooser: DriverFileChooser): void {
  const tab = tabOf(c, page);
  if (c.chooser) {
    c.chooser.info.state = 'cancelled';
    c.effects.fileChoosers.push({ ...c.chooser.info });
  }
  const info = { tabId: tab.id, multiple: chooser.multiple, state: 'pending' as const };
  c.chooser = { tab, info: { ...info }, chooser };
  c.effects.fileChoosers.push(c.chooser.info);
}

/**
 * How long a navigation request is waited for at most (`navigating`): one whose page closed first
 * may never be answered, and the wait after an action is bounded far sooner anyway (sessionAct.ts).
 */
const REQUEST_BOUND_MS = 30_000;

export function sessionEvents<P>(c: Core<P>): DriverEvents<P> {
  // Every event stamps the time: the wait after an action ends once the browser has been quiet
  // (sessionAct.ts, settleBrowser); and the titles read before it are read again (freshTitle).
  const at = (): void => {
    c.lastEventAt = Date.now();
    c.titleEpoch++;
  };
  return {
    opening: (settled) => {
      at();
      track(c, settled);
    },
    page: (p) => {
      at();
      void tabOf(c, p);
    },
    close: (p) => {
      at();
      onClose(c, p);
    },
    navigated(p, url) {
      c.lastNavigationAt = Date.now();
      c.titleEpoch++;
      const tab = tabOf(c, p);
      if (url === tab.url) return;
      c.effects.navigations.push({ tabId: tab.id, from: tab.url, to: url });
      tab.url = url;
    },
    navigating(_p, answered) {
      c.lastRequestAt = Date.now();
      // Bounded: a request whose page closed first may never be answered.
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise((r) => (timer = setTimeout(r, REQUEST_BOUND_MS).unref()));
      const q = Promise.race([answered, bound])
        .catch(() => {})
        .finally(() => {
          clearTimeout(timer);
          c.requests.delete(q);
          c.lastRequestAt = Date.now();
        });
      c.requests.set(q, c.lastRequestAt);
    },
    dialog: (p, d) => {
      at();
      track(c, onDialog(c, p, d));
    },
    dialogClosed: (_p, d) => {
      at();
      onDialogClosed(c, d);
    },
    download: (p, d) => {
      at();
      track(c, saveDownload(c, p, d));
    },
    fileChooser: (p, ch) => {
      at();
      onFileChooser(c, p, ch);
    },
  };
}
