/** What an action answers: its outcome, what it changed in the page, and what a session saw the browser do. */
import type { LocatorKind, Snapshot } from './types';
import type { ErrorCode, PagemarkError } from './errors';
import type { Verb } from './commands';

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

/** A message to the user, as the agent loop and the BrowserGym shape (`chat_messages`) pass it on. */
export interface UserMessage {
  kind: 'info' | 'done' | 'infeasible';
  text: string;
  success?: boolean;
}

interface ActionResultBase {
  action: Verb | 'invalid';
  target: { index: number; bid: string; elementId: string } | null;
  /** How the target was found: 'live' (the same element), a locator kind after a re-render, or null. */
  resolvedBy: 'live' | LocatorKind | null;
  effects: ActionEffects;
  /** What act() extracted (extract, getText, getValue, options, searchPage, findElements). */
  value?: string;
  /** dryRun: where a pointer would act, relative to the element's border box (CSS px). */
  point?: { x: number; y: number };
  /** dryRun: the same point in the viewport (CSS px), when the element is in the frame's own document. */
  at?: { x: number; y: number };
  /** Time spent in act() excluding the settle wait, ms. */
  durationMs: number;
  snapshot?: Snapshot;
  /** message: the message, as the agent loop and the BrowserGym shape pass it on. */
  message?: UserMessage;
  /** writeFile, replaceFile, screenshot, pdf: the absolute path of the file written (set by a session host). */
  file?: string;
  /** What the browser did around the page while the action ran; set by a session (src/node/session/). */
  browser?: BrowserEffects;
}

/** The action was done (its effects say what changed). */
export interface ActionSuccess extends ActionResultBase {
  ok: true;
  error?: undefined;
}

/** The action failed, with a machine-readable code. */
export interface ActionFailure extends ActionResultBase {
  ok: false;
  error: PagemarkError & { obscuredBy?: string; candidates?: string[] };
}

export type ActionResult = ActionSuccess | ActionFailure;

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
