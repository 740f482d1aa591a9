/**
 * What a session needs of a browser automation library, per page and per context. The session logic
 * (creating the session, its actions and events, the verbs it performs itself) is written once
 * against this; the Playwright and Puppeteer sessions implement it. P is the library's page type.
 */
import type { FilePayload } from '../../core/model/commands';
import type { HostPage } from '../drivers/hostTypes';

/** A dialog the page opened, as the library hands it over (Playwright `Dialog`, Puppeteer `Dialog`). */
/**
 * How long a tab the browser created may take to become the library's page object before the
 * session stops waiting for it (a tab on its way: `DriverEvents.opening`), ms.
 */
export const PAGE_SETUP_MS = 5000;

export interface DriverDialog {
  type: 'alert' | 'confirm' | 'prompt' | 'beforeunload';
  message: string;
  defaultValue: string;
  accept(promptText?: string): Promise<void>;
  dismiss(): Promise<void>;
}

/** A download the page started. */
export interface DriverDownload {
  url: string;
  suggestedFilename: string;
  /** Save to `path`; rejects when it cannot (the download failed, or the path cannot be written). */
  saveAs(path: string): Promise<void>;
  /** The browser's failure reason once the download ended, null when it succeeded. */
  failure(): Promise<string | null>;
  cancel(): Promise<void>;
}

/** A file chooser the page opened (an input of type file was activated). */
export interface DriverFileChooser {
  multiple: boolean;
  setFiles(files: (string | FilePayload)[]): Promise<void>;
}

/** The browser-level events of a context, as the session subscribes to them. */
export interface DriverEvents<P> {
  /**
   * The browser created a tab that a `page` event will report once the library has set it up;
   * `settled` resolves then (or when the driver stops waiting for it). Only from a driver whose
   * `earlyPages()` is true.
   */
  opening(settled: Promise<void>): void;
  page(p: P): void;
  close(p: P): void;
  /** The main frame of `p` committed a navigation to `url`. */
  navigated(p: P, url: string): void;
  /**
   * A frame of `p` asked the browser for a new document (a link, a form, a script setting
   * `location`, a server download): `answered` resolves once its response or its failure came.
   * Only from a driver whose `earlyNavigations()` is true.
   */
  navigating(p: P, answered: Promise<unknown>): void;
  dialog(p: P, d: DriverDialog): void;
  /**
   * A dialog `dialog` reported was closed, whoever closed it (this session, or another client of the
   * browser: Playwright's `dialogclosed`, from CDP's Page.javascriptDialogClosed). Only from a
   * driver whose library reports it.
   */
  dialogClosed(p: P, d: DriverDialog): void;
  download(p: P, d: DriverDownload): void;
  fileChooser(p: P, c: DriverFileChooser): void;
}

/** Playwright's page.pdf options, as browser-use's save_as_pdf sets them (hostVerbs.ts). */
export interface PdfOptions {
  printBackground: boolean;
  landscape: boolean;
  scale: number;
  width: string;
  height: string;
  preferCSSPageSize: boolean;
  displayHeaderFooter?: boolean;
  headerTemplate?: string;
  footerTemplate?: string;
  margin?: { top: string; bottom: string; left: string; right: string };
}

export interface SessionDriver<P> {
  /** The open pages of the context, in the library's order. */
  pages(): P[];
  newPage(): Promise<P>;
  /** Subscribe to the context's events; returns the unsubscribe. */
  listen(events: DriverEvents<P>): () => void;
  /**
   * True when every tab the browser opens is told by `opening` before its `page` event (at the
   * latest once `inject()` resolved): the wait after an action then need not listen a window past
   * the action for a late `page` event (sessionAct.ts).
   */
  earlyPages?(): boolean;
  /**
   * True when every navigation request of a page is told by `navigating` as it begins (before its
   * response): with `earlyPages`, the wait after an input action then ends on these signals and
   * the page's own settle, without a fixed window (sessionAct.ts).
   */
  earlyNavigations?(): boolean;
  /** Inject pagemark into every later document of the context and into every frame already loaded. */
  inject(): Promise<void>;
  /** pagemark on a page (createHost over the library's adapter). */
  host(p: P): HostPage<unknown, unknown>;
  opener(p: P): Promise<P | null>;
  url(p: P): string;
  title(p: P): Promise<string>;
  isClosed(p: P): boolean;
  bringToFront(p: P): Promise<void>;
  /** Navigate and wait for the load event (bounded by timeoutMs). */
  goto(p: P, url: string, timeoutMs: number): Promise<void>;
  /** History navigation; resolves false when there was no entry to go to. */
  history(p: P, how: 'back' | 'forward' | 'reload', timeoutMs: number): Promise<boolean>;
  /** Close the page, running its beforeunload handlers (which may open a dialog instead). */
  close(p: P): Promise<void>;
  /** Wait until the page's document has loaded (DOMContentLoaded), bounded. */
  waitForLoad(p: P, timeoutMs: number): Promise<void>;
  /** The browser engine: 'chromium', 'firefox' or 'webkit' (what `pdf` can do depends on it); null: unknown. */
  engine(): string | null;
  /** Evaluate a JavaScript expression in the page's main frame; promises are awaited, the value returned by value. */
  evaluate(p: P, code: string): Promise<unknown>;
  /** A PNG of the viewport. */
  screenshot(p: P): Promise<Buffer>;
  /** The page printed to PDF (Chromium). */
  pdf(p: P, options: PdfOptions): Promise<Buffer>;
  /**
   * HTML printed to PDF (Chromium) in a page of the context that the driver opens and closes itself:
   * the session's events never see it (no tab is opened or closed).
   */
  printHtml(html: string, options: PdfOptions): Promise<Buffer>;
}
