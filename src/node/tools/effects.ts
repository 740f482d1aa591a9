/**
 * What the browser did, in an answer's words (the session's BrowserEffects, in the session header's
 * words from core/render/renderSession.ts, with the tool that answers what is pending): tabs opened
 * and closed, navigations, dialogs, file choosers, downloads.
 */
import path from 'node:path';
import type { BrowserEffects, DialogInfo, DownloadInfo, FileChooserInfo } from '../../core/model/actionResult';
import { dialogLine, downloadLine, fileChooserLine } from '../../core/render/renderSession';
import type { SessionState, TabInfo } from '../../core/model/session';

const q = (s: string): string => JSON.stringify(s);

/** A dialog, in the words of the tool that answers it (the session header names its own verb). */
export function dialogText(d: DialogInfo): string {
  if (d.state !== 'pending') return dialogLine(d);
  const def = d.defaultValue !== undefined ? ` (default ${q(d.defaultValue)})` : '';
  return `Dialog pending in ${d.tabId}: ${d.type} ${q(d.message)}${def}; answer it with browser_handle_dialog`;
}

export function chooserText(f: FileChooserInfo): string {
  if (f.state !== 'pending') return fileChooserLine(f);
  const at = f.index !== undefined ? ` for [${f.index}]` : '';
  return `File chooser pending in ${f.tabId}${at} (${f.multiple ? 'several files' : 'one file'}): answer it with browser_file_upload (paths, or none to cancel) before other actions`;
}

/**
 * A download in Playwright MCP's event lines (its Response's Events: `- Downloading file x ...` and
 * `- Downloaded file x to "<path from the working directory>"`); a failed one in pagemark's line.
 */
export function downloadText(d: DownloadInfo): string {
  if (d.state !== 'saved' || !d.path) return downloadLine(d);
  const rel = path.relative(process.cwd(), d.path);
  const shown = path.isAbsolute(rel) || rel.startsWith('..') ? d.path : path.dirname(rel) === '.' ? `./${rel}` : rel;
  return `- Downloading file ${d.suggestedFilename} ...\n- Downloaded file ${d.suggestedFilename} to ${q(shown)}`;
}

export interface EffectsView {
  /** The tab whose whole page follows: its navigations are in the page's URL line. */
  shownWhole: string | null;
  /** The action chose the active tab itself (select, new): the outcome says so. */
  quietSwitch: boolean;
}

/**
 * One line per thing the browser did that the rest of the answer does not already say; '' when
 * there is none: a tab's load of the URL it was opened at, the navigation of a tab shown whole, the
 * dialog this call answered (the outcome names it) are left out.
 */
export function effectsText(b: BrowserEffects | undefined, activeBefore: string, view: EffectsView): string {
  if (!b) return '';
  const lines: string[] = [];
  const openedAt = new Map<string, string>();
  const switched = b.activeTabId !== activeBefore && !view.quietSwitch;
  let told = false;
  for (const t of b.tabsOpened) {
    openedAt.set(t.tabId, t.url);
    // A tab shown whole below has its URL there.
    const at = t.url && t.url !== 'about:blank' && t.tabId !== view.shownWhole ? ` at ${t.url}` : '';
    const now = switched && t.tabId === b.activeTabId ? ', now the active tab' : '';
    if (now) told = true;
    lines.push(`Tab ${t.tabId} opened${t.openerTabId ? ` by ${t.openerTabId}` : ''}${at}${now}`);
  }
  for (const t of b.tabsClosed) lines.push(`Tab ${t.tabId} closed`);
  const seen = new Set<string>();
  for (const n of b.navigations) {
    if (seen.has(n.tabId) || n.to === 'about:blank') continue;
    seen.add(n.tabId);
    const last = b.navigations.filter((x) => x.tabId === n.tabId).pop()!;
    if (n.tabId === view.shownWhole || openedAt.get(n.tabId) === last.to) continue;
    lines.push(`Tab ${n.tabId} navigated to ${last.to}`);
  }
  const dialogs = new Map<string, DialogInfo>();
  for (const d of b.dialogs) dialogs.set(`${d.tabId}:${d.type}:${d.message}`, d);
  for (const d of dialogs.values()) if (d.by !== 'agent') lines.push(dialogText(d));
  for (const f of b.fileChoosers) lines.push(chooserText(f));
  for (const d of b.downloads) lines.push(downloadText(d));
  if (switched && !told) lines.push(`Active tab is now ${b.activeTabId}`);
  return lines.join('\n');
}

/** Two effects in a row as one (several steps of one tool). */
export function mergeEffects(
  into: BrowserEffects | undefined,
  b: BrowserEffects | undefined,
): BrowserEffects | undefined {
  if (!into) return b;
  if (!b) return into;
  return {
    tabsOpened: [...into.tabsOpened, ...b.tabsOpened],
    tabsClosed: [...into.tabsClosed, ...b.tabsClosed],
    navigations: [...into.navigations, ...b.navigations],
    dialogs: [...into.dialogs, ...b.dialogs],
    downloads: [...into.downloads, ...b.downloads],
    fileChoosers: [...into.fileChoosers, ...b.fileChoosers],
    activeTabId: b.activeTabId,
  };
}

/**
 * The tab list in Playwright MCP's words (its `renderTabsMarkdown`: `- 0: (current) [Title](url)`):
 * a client or model that reads Playwright MCP's list reads this one; the position is what
 * browser_tabs' `index` takes.
 */
export function tabsText(tabs: readonly TabInfo[]): string {
  return tabs.map((t, i) => `- ${i}:${t.active ? ' (current)' : ''} [${t.title}](${t.url})`).join('\n');
}

/** What is pending in the session (and the tool that answers it); '' when nothing is. */
export function pendingText(s: SessionState): string {
  const lines: string[] = [];
  for (const d of s.dialogs) lines.push(dialogText(d));
  if (s.fileChooser) lines.push(chooserText(s.fileChooser));
  return lines.join('\n');
}

/** The session's state in the tools' words: tabs when more than one, what is pending. */
export function stateText(s: SessionState): string {
  return [s.tabs.length > 1 ? tabsText(s.tabs) : '', pendingText(s)].filter((x) => x).join('\n');
}
