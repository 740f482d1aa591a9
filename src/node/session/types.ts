/**
 * The public surface of a pagemark session (`openSession` from `pagemark/playwright` and
 * `pagemark/puppeteer`). A session is a browser context seen as tabs: pagemark is injected into every
 * page and frame, each page is a tab with an id stable for its life (`t1`, `t2`, ...), one tab is
 * active, and every action runs in the active tab and reports what the browser did around it
 * (`ActionResult.browser`: tabs opened and closed, navigations, dialogs, downloads, file choosers).
 * The Python package mirrors this surface in snake_case (python/src/pagemark/).
 */
import type { Snapshot } from '../../core/model/types';
import type { SnapshotOptions } from '../../core/model/snapshotOptions';
import type {
  ActionResult,
  BrowserEffects,
  DialogInfo,
  DownloadInfo,
  FileChooserInfo,
} from '../../core/model/actionResult';
import type { DialogPolicy, SessionState, TabInfo } from '../../core/model/session';
import type { Format, RenderOptions, TextRenderOptions } from '../../core/render/render';
import type { ActOptions, AttachOptions } from '../drivers/hostTypes';
import type { Shape } from '../../api/observe';

export type { DialogPolicy, SessionState, TabInfo, DialogInfo, DownloadInfo, FileChooserInfo };

export interface SessionOptions extends AttachOptions {
  /**
   * Dialogs (alert, confirm, prompt, beforeunload): 'ask' (default) keeps one pending, reported in
   * the action's result and the next observation, until a `dialog` action answers it; 'accept' and
   * 'dismiss' answer at once and the result says so (`by: 'policy'`). Never silent.
   */
  dialogs?: DialogPolicy;
  /** Where downloads are saved. Default: a fresh directory under the OS temp dir. */
  downloadsDir?: string;
  /**
   * After an action, how long to keep listening for what it set off in the browser (a popup, a
   * download, a dialog from a timer), ms. Default 500.
   */
  browserSettleMs?: number;
  /**
   * Make a tab an action opened (a popup, a target=_blank link) the active one. Default true;
   * `attach(page)` passes false (its `act` stays in its page and reports the new tab).
   */
  followPopups?: boolean;
  /** Longest wait for a download to be saved before it is reported, ms. Default 15000. */
  downloadTimeoutMs?: number;
  /**
   * Where browser-use's file system (`writeFile`, `readFile`, `replaceFile`), `screenshot` and `pdf`
   * write. Default: a fresh directory under the OS temp dir.
   */
  outputDir?: string;
  /** Files outside the output folder `readFile` may read (browser-use's `available_file_paths`). */
  availableFilePaths?: string[];
  /**
   * Let `evaluate` run the model's JavaScript in the active tab (browser-use `evaluate`). Default
   * false: `evaluate` answers NOT_ALLOWED naming this option.
   */
  allowEval?: boolean;
}

/** What observe() passes on: the snapshot's options, the text renderer's (maxTokens, markNew, ...). */
export interface ObserveSessionOptions {
  snapshot?: SnapshotOptions;
  render?: TextRenderOptions;
  /** Also build these observation shapes in the active tab, with the session's tabs (BrowserGym's open_pages_urls, active_page_index). */
  shapes?: Shape[];
}

/** The text observation's parts: the session header, the active tab's page text, both joined. */
export interface SessionObservation {
  state: SessionState;
  /** The active tab's snapshot; null while a dialog blocks that tab (its page cannot run scripts). */
  snapshot: Snapshot | null;
  /** The shapes asked for (`observe` of the page API), filled from the session. */
  shapes?: Record<string, unknown>;
  /** Header (tabs when more than one, pending dialog, file chooser, downloads) then the page text. */
  text: string;
}

/** P is the driver's page type (Playwright `Page`, Puppeteer `Page`). */
export interface Session<P = unknown> {
  /**
   * Run a command in the active tab, or a session verb (newTab, switchTab, closeTab, listTabs,
   * dialog, goto/back/forward/reload at the session level). Trusted input by default
   * (`{trusted: false}` for in-page events). The result always carries `browser`.
   */
  act(command: unknown, options?: ActOptions): Promise<ActionResult>;
  /** The active tab's stitched snapshot (every frame). */
  snapshot(options?: SnapshotOptions): Promise<Snapshot>;
  render(snapshot: Snapshot, format?: Format, options?: RenderOptions): string;
  /** The session state and the active tab's page, as text for a model (renderSession). */
  observe(options?: ObserveSessionOptions): Promise<SessionObservation>;
  /**
   * The session as JSON (tabs, active tab, pending dialog and file chooser, recent downloads);
   * `consumeDownloads` marks the downloads as shown, as observe() does.
   */
  state(options?: { consumeDownloads?: boolean }): Promise<SessionState>;
  /**
   * What the browser did since the last action's result (tabs opened and closed, navigations,
   * dialogs, downloads, file choosers), drained as an action's result drains it: for a caller that
   * reads or changes the page past `act` (a screenshot, the model's own script) and must still report
   * what that set off, without running a pretend action.
   */
  effects(): Promise<BrowserEffects>;
  /** The open tabs, in order. */
  tabs(): Promise<TabInfo[]>;
  /** The active tab's id. */
  activeTabId(): string;
  /** The driver page of a tab (default the active one); null for a tab that is not open. */
  page(tab?: string | number): P | null;
  /** Where downloads are saved. */
  readonly downloadsDir: string;
  /** Where the host verbs (writeFile, screenshot, pdf) write. */
  readonly outputDir: string;
  /** Remove the listeners and pagemark from every page; the context stays open. */
  dispose(): Promise<void>;
}
