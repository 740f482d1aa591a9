import type { LocatorEntry, LocatorKind, Snapshot } from './types';
import type { ErrorCode, PagemarkError } from './errors';

/** How a command names its element: index (number), bid or elementId (string), or a locator. */
export type TargetRef =
  | number
  | string
  | { index: number }
  | { bid: string }
  | { elementId: string }
  | { locator: LocatorEntry | { kind: LocatorKind; value: string } };

export type Verb =
  | 'click'
  | 'dblclick'
  | 'rightclick'
  | 'hover'
  | 'focus'
  | 'type'
  | 'fill'
  | 'clear'
  | 'press'
  | 'select'
  | 'check'
  | 'uncheck'
  | 'scroll'
  | 'scrollIntoView'
  | 'drag'
  | 'goto'
  | 'back'
  | 'forward'
  | 'reload'
  | 'wait'
  | 'extract'
  | 'getValue'
  | 'getText'
  | 'upload'
  | 'noop'
  // Session verbs: the browser, not the page, performs them (src/node/session/). In the page alone
  // they answer NEEDS_HOST, naming what is needed.
  | 'newTab'
  | 'switchTab'
  | 'closeTab'
  | 'listTabs'
  | 'dialog'
  // A message to the user (browser-use `done`, BrowserGym `send_msg_to_user` / `report_infeasible`):
  // nothing happens in the page; the result carries it as `message`.
  | 'message';

/** A tab of a session: its id (`t2`, stable for the tab's life) or its position in the tab list. */
export type TabRef = string | number;

/**
 * A file for `upload` given by content. A page cannot read the disk: paths (strings) need a driver
 * (pagemark/playwright, pagemark/puppeteer), which uploads them with the framework's own call.
 */
export interface FilePayload {
  name: string;
  /** MIME type, e.g. 'text/plain'. Default ''. */
  mimeType?: string;
  /** Content as text (UTF-8) ... */
  text?: string;
  /** ... or as base64. */
  base64?: string;
}

/** The normalised command every dialect parses into. */
export interface ActionCommand {
  action: Verb;
  target?: TargetRef;
  /** Text for type/fill. */
  text?: string;
  /** Key or combination for press: 'Enter', 'Control+A', 'Shift+Tab'. */
  key?: string;
  /** Options for select: values, labels or indexes (numbers). */
  values?: (string | number)[];
  /** scroll: 'up' | 'down' | 'left' | 'right' | 'top' | 'bottom'; amount in px or 'page'. */
  direction?: 'up' | 'down' | 'left' | 'right' | 'top' | 'bottom';
  amount?: number | 'page';
  /** scroll by pixels (BrowserGym scroll(dx, dy)). */
  dx?: number;
  dy?: number;
  url?: string;
  /** wait: milliseconds, or until text / selector appears (with timeout). */
  ms?: number;
  untilText?: string;
  selector?: string;
  /** upload: file paths (driver only) or file contents; [] clears the input. */
  files?: (string | FilePayload)[];
  /** drag: where to drop. */
  to?: TargetRef;
  /**
   * drag: where on the drop target: `before` / `after` (a quarter of its size from its leading or
   * trailing edge along the direction of travel) or an offset from its top-left corner, CSS px.
   * Default: past its middle in the direction of travel.
   */
  dropAt?: 'before' | 'after' | { x: number; y: number };
  /** Skip actionability checks. */
  force?: boolean;
  /**
   * Resolve the target and run the actionability checks, but do not act: the result carries the
   * hit point (`point`). Drivers use it to perform trusted input themselves (src/node/drivers/).
   */
  dryRun?: boolean;
  /** Max time for actionability retries and waits, ms. Default 2000 (wait: 5000). */
  timeout?: number;
  /** Return a fresh snapshot in the result. Default true. */
  snapshot?: boolean;
  /** Mutation-quiet period that counts as settled, ms. Default 100. */
  settleMs?: number;
  /** Upper bound for settling, ms. Default 1500. */
  settleTimeoutMs?: number;
  /** switchTab, closeTab: which tab (closeTab without one closes the active tab). */
  tab?: TabRef;
  /** goto, newTab: open the URL in a new tab (browser-use `navigate {new_tab: true}`). */
  newTab?: boolean;
  /** dialog: accept (true) or dismiss (false) the pending dialog; `text` answers a prompt. */
  accept?: boolean;
  /** message: what kind of message `text` is. */
  messageKind?: 'info' | 'done' | 'infeasible';
  /** message with messageKind 'done': whether the task succeeded (browser-use `done.success`). */
  success?: boolean;
  /** Mouse button for click. */
  button?: 'left' | 'right' | 'middle';
  modifiers?: string[];
  /** The dialect the command came in (for history and debugging). */
  dialect?: string;
  /** The original text of a string command. */
  source?: string;
}

export interface ActionEffects {
  navigated: boolean;
  valueAfter?: string;
  checkedAfter?: boolean;
  /** DOM mutations observed between the action and the settle point. */
  mutations: number;
  /** Elements registered for the first time by the post-action snapshot. */
  newElements: number;
  /** scroll: how far the scrolled box (or the page) moved, CSS px (0, 0: it was already at its end). */
  scrolled?: { x: number; y: number };
}

export interface ActionResult {
  ok: boolean;
  action: Verb | 'invalid';
  target: { index: number; bid: string; elementId: string } | null;
  /** How the target was found: 'live' (the same element), a locator kind after a re-render, or null. */
  resolvedBy: 'live' | LocatorKind | null;
  error?: PagemarkError & { obscuredBy?: string; candidates?: string[] };
  effects: ActionEffects;
  /** What act() extracted (extract, getText, getValue). */
  value?: string;
  /** dryRun: where a pointer would act, relative to the element's border box (CSS px). */
  point?: { x: number; y: number };
  /** Time spent in act() excluding the settle wait, ms. */
  durationMs: number;
  snapshot?: Snapshot;
  /** message: the message, as the agent loop and the BrowserGym shape pass it on. */
  message?: { kind: 'info' | 'done' | 'infeasible'; text: string; success?: boolean };
  /** What the browser did around the page while the action ran; set by a session (src/node/session/). */
  browser?: BrowserEffects;
}

/** A dialog the page opened (alert, confirm, prompt, beforeunload). */
export interface DialogInfo {
  tabId: string;
  type: 'alert' | 'confirm' | 'prompt' | 'beforeunload';
  message: string;
  /** prompt(): the default value the page offered. */
  defaultValue?: string;
  /** 'pending' until answered; then who answered it and how. */
  state: 'pending' | 'accepted' | 'dismissed';
  by?: 'policy' | 'agent';
  /** prompt(): the text it was accepted with. */
  promptText?: string;
}

/** A download the page started. */
export interface DownloadInfo {
  tabId: string;
  url: string;
  suggestedFilename: string;
  state: 'saved' | 'failed';
  path?: string;
  size?: number;
  error?: string;
  /** Why it failed, machine-readable: NOT_WRITABLE (the downloads folder), TIMEOUT, INTERNAL. */
  code?: ErrorCode;
}

/** A file chooser an action opened (an input of type file asked for files). */
export interface FileChooserInfo {
  tabId: string;
  multiple: boolean;
  state: 'pending' | 'answered' | 'cancelled';
  /** The index of the file input in the last snapshot, when it has one. */
  index?: number;
}

/** What a session saw the browser do between the start and the end of an action. */
export interface BrowserEffects {
  tabsOpened: { tabId: string; url: string; openerTabId?: string }[];
  tabsClosed: { tabId: string }[];
  navigations: { tabId: string; from: string; to: string }[];
  dialogs: DialogInfo[];
  downloads: DownloadInfo[];
  fileChoosers: FileChooserInfo[];
  /** The active tab after the action. */
  activeTabId: string;
}
