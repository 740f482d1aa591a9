/**
 * The bookkeeping of a session: its tabs (ids given in opening order, never reused), the active one,
 * and what the browser did since the last action (a BrowserEffects buffer the next action result
 * drains), what it waits on (dialogs, a file chooser) and the downloads since the last observation.
 * The driver's events land here, turned into state by the session's event handlers; the actions
 * read and change it.
 */
import { DEFAULT_URL_POLICY, type UrlPolicy } from '../guard/urlPolicy';
import type { BrowserEffects, DialogInfo, DownloadInfo, FileChooserInfo } from '../../core/model/actionResult';
import type { SessionState, TabInfo } from '../../core/model/session';
import type { HostPage } from '../drivers/hostTypes';
import type { DriverDialog, DriverFileChooser, SessionDriver } from './sessionDriver';
import type { SessionOptions } from './types';
import { agentFiles, type AgentFiles } from './agentFiles';
import { printDoc } from './agentDocs';

export interface Tab<P> {
  id: string;
  page: P;
  host: HostPage<unknown, unknown>;
  /** The main frame's URL as last seen: the `from` of the next navigation. */
  url: string;
  /** Last title read; kept for a tab a dialog blocks (its page cannot be asked). */
  title: string;
  /** When `title` was read (Date.now(); 0: never) and the session's `titleEpoch` then (freshTitle). */
  titleAt: number;
  titleEpoch: number;
  openerTabId?: string;
}

export interface PendingDialog<P> {
  tab: Tab<P>;
  info: DialogInfo;
  dialog: DriverDialog;
}

export interface PendingChooser<P> {
  tab: Tab<P>;
  info: FileChooserInfo;
  chooser: DriverFileChooser;
}

type Effects = Omit<BrowserEffects, 'activeTabId'>;

const emptyEffects = (): Effects => ({
  tabsOpened: [],
  tabsClosed: [],
  navigations: [],
  dialogs: [],
  downloads: [],
  fileChoosers: [],
});

/** The session's own option names, for the hint of a refused URL (the MCP server names its flags). */
const SESSION_OPTION_NAMES = {
  files: 'the session option urls.fileRoots',
  code: 'the session option allowEval',
  origins: 'the session options urls.allowedOrigins / urls.blockedOrigins',
};

export interface Core<P> {
  driver: SessionDriver<P>;
  options: Required<
    Pick<SessionOptions, 'dialogs' | 'browserSettleMs' | 'downloadTimeoutMs' | 'followPopups' | 'allowEval'>
  >;
  /** Which URLs goto and newTab may open (guard/urlPolicy.ts). */
  urls: UrlPolicy;
  downloadsDir: string;
  /** browser-use's file system in the output folder (agentFiles.ts). */
  files: AgentFiles;
  tabs: Tab<P>[];
  byPage: Map<P, Tab<P>>;
  activeId: string;
  nextId: number;
  dialogs: PendingDialog<P>[];
  chooser: PendingChooser<P> | null;
  effects: Effects;
  /** Saved or failed downloads not yet shown by an observation. */
  recentDownloads: DownloadInfo[];
  /**
   * When the driver last reported a browser event other than a main frame's navigation (Date.now();
   * 0: none yet): the settle wait ends on quiet.
   */
  lastEventAt: number;
  /** When the driver last reported a main frame's navigation (sessionAct.ts: a navigation verb's own). */
  lastNavigationAt: number;
  /** When a navigation request last began or was answered (`navigating`; 0: none yet). */
  lastRequestAt: number;
  /** The navigation requests not answered yet, with when each began (sessionAct.ts waits for them). */
  requests: Map<Promise<unknown>, number>;
  /** Moves on at every browser event and action: a title read before it is not reused (freshTitle). */
  titleEpoch: number;
  /** Work set off by events that an action result must wait for (openers, download saves). */
  inflight: Set<Promise<unknown>>;
  /** Called with a tab id when a dialog becomes pending there (an action racing it stops waiting). */
  dialogWaiters: Set<(tabId: string) => void>;
  /** Called with a tab id when the tab closes. */
  closeWaiters: Set<(tabId: string) => void>;
  /** An action a dialog interrupted, by tab id: it resumes when the dialog is answered. */
  interrupted: Map<string, Promise<import('../../core/model/actionResult').ActionResult>>;
}

export function newCore<P>(
  driver: SessionDriver<P>,
  options: SessionOptions,
  downloadsDir: string,
  outputDir: string,
): Core<P> {
  return {
    driver,
    options: {
      dialogs: options.dialogs ?? 'ask',
      browserSettleMs: options.browserSettleMs ?? 500,
      downloadTimeoutMs: options.downloadTimeoutMs ?? 15_000,
      followPopups: options.followPopups ?? true,
      allowEval: options.allowEval === true,
    },
    urls: {
      ...DEFAULT_URL_POLICY,
      allowCode: options.allowEval === true,
      names: SESSION_OPTION_NAMES,
      ...options.urls,
    },
    downloadsDir,
    files: agentFiles(outputDir, options.availableFilePaths ?? [], (html) => printDoc(driver, html)),
    tabs: [],
    byPage: new Map(),
    activeId: '',
    nextId: 1,
    dialogs: [],
    chooser: null,
    effects: emptyEffects(),
    recentDownloads: [],
    lastEventAt: 0,
    lastNavigationAt: 0,
    lastRequestAt: 0,
    requests: new Map(),
    titleEpoch: 0,
    inflight: new Set(),
    dialogWaiters: new Set(),
    closeWaiters: new Set(),
    interrupted: new Map(),
  };
}

/** Track a promise until it settles, so an action result can wait for it. */
export function track<P>(c: Core<P>, p: Promise<unknown>): void {
  const q = p.catch(() => {}).finally(() => c.inflight.delete(q));
  c.inflight.add(q);
}

/** Register a page as a tab (once); returns its tab. */
export function tabOf<P>(c: Core<P>, page: P): Tab<P> {
  const known = c.byPage.get(page);
  if (known) return known;
  // A popup is reported before its first navigation commits: its URL is then '' (Chromium).
  const url = c.driver.url(page) || 'about:blank';
  const tab: Tab<P> = {
    id: `t${c.nextId++}`,
    page,
    host: c.driver.host(page),
    url,
    title: '',
    titleAt: 0,
    titleEpoch: 0,
  };
  c.tabs.push(tab);
  c.byPage.set(page, tab);
  const opened: BrowserEffects['tabsOpened'][number] = { tabId: tab.id, url: tab.url };
  c.effects.tabsOpened.push(opened);
  if (!c.activeId) c.activeId = tab.id;
  // The title now, while the page can still answer (a dialog may block it from its first action).
  track(c, freshTitle(c, tab));
  track(
    c,
    c.driver.opener(page).then((o) => {
      const ot = o ? c.byPage.get(o) : undefined;
      if (ot) opened.openerTabId = tab.openerTabId = ot.id;
    }),
  );
  return tab;
}

export const activeTab = <P>(c: Core<P>): Tab<P> | undefined => c.tabs.find((t) => t.id === c.activeId);

/** The tab a TabRef names: an id (`t2`) or a position (2 or '2'); undefined when none is open. */
export function findTab<P>(c: Core<P>, ref: string | number): Tab<P> | undefined {
  if (typeof ref === 'number' || /^\d+$/.test(ref.trim())) return c.tabs[Number(ref)];
  return c.tabs.find((t) => t.id === ref.trim());
}

export const pendingDialogIn = <P>(c: Core<P>, tabId: string): PendingDialog<P> | undefined =>
  c.dialogs.find((d) => d.tab.id === tabId);

/** The buffered effects as a fresh object (later changes to a pending dialog do not alter it). */
export function drainEffects<P>(c: Core<P>): BrowserEffects {
  const e = c.effects;
  // A tab opened by the action reports where it is now, not the blank page it started as.
  for (const o of e.tabsOpened) {
    const t = c.tabs.find((x) => x.id === o.tabId);
    if (t && !c.driver.isClosed(t.page)) o.url = c.driver.url(t.page) || o.url;
  }
  c.effects = emptyEffects();
  return structuredClone({ ...e, activeTabId: c.activeId });
}

/**
 * How long a title read stays good when nothing happened since (no action, no browser event): one
 * command of the tool layer asks for the tabs several times (the active tab, a modal check, the
 * effects, the state, the console line), each a round trip per tab, within well under this; a
 * later command reads them again, so a title the page's own script changed in between shows.
 */
export const TITLE_REUSE_MS = 1000;

/**
 * The tab's title, read when the page can answer (a dialog blocks it), bounded; the last read is
 * reused while it is recent and no action or browser event came since (TITLE_REUSE_MS).
 */
async function freshTitle<P>(c: Core<P>, t: Tab<P>): Promise<string> {
  if (pendingDialogIn(c, t.id)) return t.title;
  if (t.titleAt && t.titleEpoch === c.titleEpoch && Date.now() - t.titleAt < TITLE_REUSE_MS) return t.title;
  // Taken before the read: an event while it runs makes the next caller read again.
  const epoch = c.titleEpoch;
  const got = await Promise.race([
    c.driver.title(t.page).catch(() => null),
    new Promise<null>((r) => setTimeout(() => r(null), 500)),
  ]);
  if (got !== null) {
    t.title = got;
    t.titleAt = Date.now();
    t.titleEpoch = epoch;
  }
  return t.title;
}

/**
 * The tabs, in order; their titles read together (a round trip per tab, at once) or reused
 * (freshTitle). The list is the one after the reads: a tab that closed meanwhile is not in it.
 */
export async function tabInfos<P>(c: Core<P>): Promise<TabInfo[]> {
  await Promise.all(c.tabs.map((t) => freshTitle(c, t)));
  return c.tabs.map((t, index) => {
    const info: TabInfo = {
      id: t.id,
      index,
      url: c.driver.isClosed(t.page) ? t.url : c.driver.url(t.page),
      title: t.title,
      active: t.id === c.activeId,
    };
    if (t.openerTabId) info.openerTabId = t.openerTabId;
    return info;
  });
}

export async function sessionState<P>(c: Core<P>): Promise<SessionState> {
  return structuredClone({
    tabs: await tabInfos(c),
    activeTabId: c.activeId,
    dialogs: c.dialogs.map((d) => d.info),
    fileChooser: c.chooser ? c.chooser.info : null,
    downloads: c.recentDownloads,
  });
}
