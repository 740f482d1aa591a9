import type { LocatorEntry, LocatorKind } from './types';

/** The settle wait's quiet period when a command names none, ms (`settleMs`). */
export const DEFAULT_SETTLE_MS = 100;

/** How a command names its element: index (number), bid or elementId (string), or a locator. */
export type TargetRef =
  | number
  | string
  | { index: number }
  | { bid: string }
  | { elementId: string }
  | { locator: LocatorEntry | { kind: LocatorKind; value: string } };

/** A point in the viewport, CSS pixels from its top-left corner (BrowserGym's and browser-use's coordinates). */
export interface Point {
  x: number;
  y: number;
}

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

/** A tab of a session: its id (`t2`, stable for the tab's life) or its position in the tab list. */
export type TabRef = string | number;

export type MouseButton = 'left' | 'right' | 'middle';

/** What every command may carry, whatever its verb. */
export interface CommandOptions {
  /** Skip actionability checks. */
  force?: boolean;
  /**
   * Resolve the target and run the actionability checks, but do not act: the result carries the
   * hit point (`point`). Drivers use it to perform trusted input themselves (src/node/drivers/).
   */
  dryRun?: boolean;
  /**
   * With dryRun, on a pointer verb: arm the hit-target guard for the driver's trusted input that
   * follows (src/dom/actions/hitGuard.ts). Only a host that sends that input asks for it: an armed
   * guard cancels the next trusted press that lands elsewhere, which would swallow a person's own
   * click after a dry run made only to ask whether an action would work.
   */
  guardInput?: boolean;
  /** Max time for actionability retries and waits, ms. Default 2000 (wait: 5000). */
  timeout?: number;
  /** Return a fresh snapshot in the result. Default true. */
  snapshot?: boolean;
  /**
   * Mutation-quiet period that counts as settled, ms. Default DEFAULT_SETTLE_MS (see
   * `settleOnWork`).
   */
  settleMs?: number;
  /** Upper bound for settling, ms. Default 1500. */
  settleTimeoutMs?: number;
  /**
   * The settle wait may end before `settleMs` once the page's own timers and requests the action
   * set off are done and three frames have rendered quiet (dom/actions/settle.ts), and never ends
   * before them. Default true. false: the whole quiet period, as a session over a driver with no
   * early word of new tabs asks (Puppeteer, Firefox: its browser window counts from the page
   * command's end, drivers/hostTypes.ts ActOptions).
   */
  settleOnWork?: boolean;
  /** The dialect the command came in (for history and debugging). */
  dialect?: string;
  /** The original text of a string command. */
  source?: string;
}

/** A verb that acts on one element, named by `target`. */
interface OnElement extends CommandOptions {
  target: TargetRef;
  at?: undefined;
}
/** A verb about the page, the focus or the browser: no element. */
interface Untargeted extends CommandOptions {
  target?: undefined;
  at?: undefined;
}
/**
 * A pointer verb aims at an element (`target`) or at a point of the viewport (`at`): the point runs
 * through the same hit test and dispatch as an element's action point (src/dom/actions/pointer.ts).
 */
type Aimed =
  (CommandOptions & { target: TargetRef; at?: undefined }) | (CommandOptions & { at: Point; target?: undefined });

/** click, dblclick, rightclick, hover: at an element or at a point (BrowserGym `mouse_click`, browser-use coordinates). */
export type PointerCommand = Aimed & {
  action: 'click' | 'dblclick' | 'rightclick' | 'hover';
  button?: MouseButton;
  /** 'Shift', 'Control', 'Alt', 'Meta', 'ControlOrMeta'. */
  modifiers?: string[];
};
/** mouseDown, mouseUp: move to the point, then press or release a button (BrowserGym `mouse_down` / `mouse_up`). */
export interface MouseButtonCommand extends CommandOptions {
  action: 'mouseDown' | 'mouseUp';
  at: Point;
  target?: undefined;
  button?: MouseButton;
}
type ElementVerb = 'focus' | 'clear' | 'check' | 'uncheck' | 'scrollIntoView' | 'getValue' | 'options';
/** Verbs whose only field is their element (one member per verb, so a switch on `action` narrows). */
export type ElementCommand = { [V in ElementVerb]: OnElement & { action: V } }[ElementVerb];
export interface FillCommand extends OnElement {
  action: 'fill';
  text: string;
}
/** type: keystrokes into the element, or without one into whatever has focus (BrowserGym `keyboard_type`). */
export interface TypeCommand extends CommandOptions {
  action: 'type';
  target?: TargetRef;
  at?: undefined;
  text: string;
}
/** insertText: text into the focused control with an input event and no key events (BrowserGym `keyboard_insert_text`). */
export interface InsertTextCommand extends Untargeted {
  action: 'insertText';
  text: string;
}
/** press: a key or combination ('Enter', 'Control+A', 'Shift+Tab'), to the element or to what has focus. */
export interface PressCommand extends CommandOptions {
  action: 'press';
  target?: TargetRef;
  at?: undefined;
  key: string;
}
/** keyDown, keyUp: one half of a key press, to what has focus (BrowserGym `keyboard_down` / `keyboard_up`). */
export interface KeyCommand extends Untargeted {
  action: 'keyDown' | 'keyUp';
  key: string;
}
/** select: options by value, label or index (numbers). */
export interface SelectCommand extends OnElement {
  action: 'select';
  values: (string | number)[];
}
/**
 * selectText: select the element's text, or the first occurrence of `text` in it (exact, else
 * ignoring case), as a triple click or a drag would; the result's `value` is the selected text.
 */
export interface SelectTextCommand extends OnElement {
  action: 'selectText';
  text?: string;
}
/**
 * scroll: the page, the element's scrollable container (`target`) or the scrollable box under a
 * point (`at`, BrowserGym `scroll_at`). By a direction and an amount (px, 'page', or `pages`, a
 * multiple of the viewport height as browser-use counts it), or by pixels (dx, dy).
 */
export interface ScrollCommand extends CommandOptions {
  action: 'scroll';
  target?: TargetRef;
  at?: Point;
  direction?: 'up' | 'down' | 'left' | 'right' | 'top' | 'bottom';
  amount?: number | 'page';
  /** browser-use `scroll.pages`: how many viewport heights (0.5: half a page). */
  pages?: number;
  dx?: number;
  dy?: number;
}
/** drag: from an element to an element, or from a point to a point (BrowserGym `mouse_drag_and_drop`). */
/**
 * drag: where on the drop target: `before` / `after` (a quarter of its size from its leading or
 * trailing edge along the direction of travel) or an offset from its top-left corner, CSS px.
 * Default: past its middle in the direction of travel.
 */
export type DropAt = 'before' | 'after' | { x: number; y: number };

export type DragCommand =
  | (OnElement & { action: 'drag'; to: TargetRef; toAt?: undefined; dropAt?: DropAt })
  | (CommandOptions & { action: 'drag'; at: Point; toAt: Point; target?: undefined; to?: undefined });
export interface GotoCommand extends Untargeted {
  action: 'goto';
  url: string;
  /** Open the URL in a new tab (browser-use `navigate {new_tab: true}`): the session does it. */
  newTab?: boolean;
}
export interface HistoryCommand extends Untargeted {
  action: 'back' | 'forward' | 'reload';
}
/** wait: milliseconds, or until text / a selector appears (bounded by timeout). */
export interface WaitCommand extends Untargeted {
  action: 'wait';
  ms?: number;
  untilText?: string;
  selector?: string;
}
/** noop: nothing, after an optional wait (BrowserGym `noop(wait_ms)`). */
export interface NoopCommand extends Untargeted {
  action: 'noop';
  ms?: number;
}
/** extract, getText: the readable text of the element or of the page. */
export interface ReadCommand extends CommandOptions {
  action: 'extract' | 'getText';
  target?: TargetRef;
  at?: undefined;
}
/**
 * upload: file paths (driver only) or contents, into the file input of the element or of the point;
 * [] clears it. Without either, it answers the file chooser an action opened (a session does; in the
 * page alone it is NEEDS_HOST), as Playwright MCP's browser_file_upload does.
 */
export type UploadCommand = (Aimed | Untargeted) & {
  action: 'upload';
  files: (string | FilePayload)[];
};
/** scrollToText: scroll the first element whose text holds `text` into view (browser-use `find_text`). */
export interface ScrollToTextCommand extends Untargeted {
  action: 'scrollToText';
  text: string;
}
/** searchPage: grep the page text, matches with context (browser-use `search_page`). */
export interface SearchPageCommand extends Untargeted {
  action: 'searchPage';
  pattern: string;
  regex?: boolean;
  caseSensitive?: boolean;
  contextChars?: number;
  /** A CSS selector limiting the search. */
  cssScope?: string;
  maxResults?: number;
}
/** findElements: elements matching a CSS selector, with text and attributes (browser-use `find_elements`). */
export interface FindElementsCommand extends Untargeted {
  action: 'findElements';
  selector: string;
  attributes?: string[];
  maxResults?: number;
  includeText?: boolean;
}
// Session verbs: the browser, not the page, performs them (src/node/session/). In the page alone
// they answer NEEDS_HOST, naming what is needed.
export interface NewTabCommand extends Untargeted {
  action: 'newTab';
  url?: string;
}
export interface SwitchTabCommand extends Untargeted {
  action: 'switchTab';
  tab: TabRef;
}
/** closeTab: the tab named, or the active one. */
export interface CloseTabCommand extends Untargeted {
  action: 'closeTab';
  tab?: TabRef;
}
export interface ListTabsCommand extends Untargeted {
  action: 'listTabs';
}
/** dialog: accept (true) or dismiss (false) the pending dialog; `text` answers a prompt. */
export interface DialogCommand extends Untargeted {
  action: 'dialog';
  accept: boolean;
  text?: string;
}
/**
 * message: a message to the user (browser-use `done`, BrowserGym `send_msg_to_user` /
 * `report_infeasible`): nothing happens in the page; the result carries it as `message`.
 */
export interface MessageCommand extends Untargeted {
  action: 'message';
  text: string;
  messageKind: 'info' | 'done' | 'infeasible';
  /** messageKind 'done': whether the task succeeded (browser-use `done.success`). */
  success?: boolean;
}

// Host verbs: browser-use's file system, `evaluate`, `screenshot` and `save_as_pdf`. The session host
// runs them in its output folder and the active tab (src/node/session/hostVerbs.ts, the Python
// session's _session_host.py); the page alone answers NEEDS_HOST, naming what is needed.
/** writeFile: write (or with `append`, add to) a text file of the session's output folder. */
export interface WriteFileCommand extends Untargeted {
  action: 'writeFile';
  file: string;
  content: string;
  append?: boolean;
}
/** readFile: a file the session wrote, or one of the session's `availableFilePaths`. */
export interface ReadFileCommand extends Untargeted {
  action: 'readFile';
  file: string;
}
/** replaceFile: replace every occurrence of `oldText` with `newText` in a file the session wrote. */
export interface ReplaceFileCommand extends Untargeted {
  action: 'replaceFile';
  file: string;
  oldText: string;
  newText: string;
}
/** evaluate: run JavaScript in the active tab; only in a session opened with `allowEval: true`. */
export interface EvaluateCommand extends Untargeted {
  action: 'evaluate';
  code: string;
}
/** screenshot: a PNG of the active tab's viewport, saved in the output folder. */
export interface ScreenshotCommand extends Untargeted {
  action: 'screenshot';
  file?: string;
}
/** pdf: the active tab printed to PDF in the output folder (Chromium; browser-use `save_as_pdf`). */
export interface PdfCommand extends Untargeted {
  action: 'pdf';
  file?: string;
  printBackground?: boolean;
  landscape?: boolean;
  /** 0.1 to 2. */
  scale?: number;
  /** Letter (default), Legal, A4, A3 or Tabloid. */
  paperFormat?: string;
  /** Date in the header, URL and page numbers in the footer (default true, as browser-use). */
  displayHeaderFooter?: boolean;
  headerTemplate?: string;
  footerTemplate?: string;
}

/** The normalised command every dialect parses into: one member per verb, with that verb's fields. */
export type ActionCommand =
  | PointerCommand
  | MouseButtonCommand
  | ElementCommand
  | FillCommand
  | TypeCommand
  | InsertTextCommand
  | PressCommand
  | KeyCommand
  | SelectCommand
  | SelectTextCommand
  | ScrollCommand
  | DragCommand
  | GotoCommand
  | HistoryCommand
  | WaitCommand
  | NoopCommand
  | ReadCommand
  | UploadCommand
  | ScrollToTextCommand
  | SearchPageCommand
  | FindElementsCommand
  | NewTabCommand
  | SwitchTabCommand
  | CloseTabCommand
  | ListTabsCommand
  | DialogCommand
  | MessageCommand
  | WriteFileCommand
  | ReadFileCommand
  | ReplaceFileCommand
  | EvaluateCommand
  | ScreenshotCommand
  | PdfCommand;

export type Verb = ActionCommand['action'];

/** The command of one verb. */
export type CommandOf<V extends Verb> = ActionCommand extends infer C
  ? C extends { action: infer A }
    ? [Extract<A, V>] extends [never]
      ? never
      : C & { action: Extract<A, V> }
    : never
  : never;

/** A dialect command object: browser-use `{input: {index, text}}`, `{action, params}` of the extension seed, ... */
export type DialectObject = { readonly [name: string]: unknown };

/**
 * What act() accepts: a command object, a BrowserGym action string (`click('12')`), or an object
 * of another dialect, which parseCommand turns into an ActionCommand (or a typed INVALID_COMMAND).
 */
export type CommandInput = ActionCommand | string | DialectObject;
