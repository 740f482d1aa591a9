/** The types between the shared host (createHost.ts) and the framework adapters, one per library. */
import type { Snapshot } from '../../core/model/types';
import type { SnapshotOptions } from '../../core/model/snapshotOptions';
import type { ActionCommand, CommandInput } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import type { FrameSlot } from '../../core/model/frameSlot';
import type { Format, RenderOptions } from '../../core/render/render';
import type { HighlightOptions } from '../../api/highlight';
import type { ObserveOptions } from '../../api/observe';
import type * as Api from '../../api/index';

export type SlotData = FrameSlot;

/** What a driver must provide. F is its Frame type, H its ElementHandle type. */
export interface FrameAdapter<F, H> {
  mainFrame(): F;
  childFrames(f: F): F[];
  /** Evaluate `fn(arg)` in the frame's main world. */
  evaluate<T, A>(f: F, fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  /** Evaluate a source string (the bundle) in the frame. */
  evaluateSource(f: F, source: string): Promise<void>;
  /** Evaluate `fn(iframeElement)` in the parent frame, on the element that hosts `child`. */
  evaluateOnFrameElement<T>(child: F, fn: (el: Element) => T): Promise<T | null>;
  /** Handle of `pagemark.protocol.elementByIndex(index)` in frame f. */
  elementHandle(f: F, index: number): Promise<H | null>;
  contentFrame(h: H): Promise<F | null>;
  /** The driver frame whose document holds the element. */
  ownerFrame(h: H): Promise<F | null>;
  querySelector(f: F, selector: string): Promise<H | null>;
  /** Trusted input on the element, at `point` (relative to its border box). */
  perform(h: H, cmd: ActionCommand, point: { x: number; y: number } | undefined): Promise<void>;
  /** Trusted input with no element (a viewport point, keys to the focus); false: run it in the page. */
  performPage?(cmd: ActionCommand): Promise<boolean>;
  addInitScript(source: string): Promise<void>;
}

export interface AttachOptions {
  /**
   * Install the document-start hooks (closed shadow roots, JavaScript click listeners) in every new
   * document. They patch `attachShadow` and `addEventListener` as the page sees them. Default true.
   */
  hooks?: boolean;
  /** Bundle source to inject (default: dist/pagemark.iife.min.js next to this module; bundleFile.ts). */
  source?: string;
}

export interface ActOptions {
  /**
   * Perform the input through the driver (real mouse and keyboard events, isTrusted === true) after
   * pagemark's resolution and actionability checks in the page. Default true, as in the Python
   * package and the CLI agent; `trusted: false` dispatches the events in the page instead.
   */
  trusted?: boolean;
  /**
   * Let the page's settle wait end once the page's own timers and requests are done (the command's
   * `settleOnWork`). Default true. A session sets it false over a driver that cannot tell of a tab
   * on its way (Puppeteer, Firefox): its browser window counts from the page command's end, so a
   * page wait ended early would shorten the time a new tab has to be reported by the library.
   */
  settleOnWork?: boolean;
}

export interface HostPage<F, H> {
  snapshot(options?: SnapshotOptions): Promise<Snapshot>;
  render(snapshot: Snapshot, format?: Format, options?: RenderOptions): string;
  observe(options?: Omit<ObserveOptions, 'snapshot'>): Promise<Record<string, unknown>>;
  act(command: CommandInput, options?: ActOptions): Promise<ActionResult>;
  highlight(options?: HighlightOptions): Promise<void>;
  clearHighlights(): Promise<void>;
  dispose(): Promise<void>;
  /** The last stitched snapshot. */
  last(): Snapshot | null;
  /** The driver frame that owns an element (by index or bid), and its index there. */
  locate(target: number | string): Promise<{ frame: F; index: number } | null>;
  /** Driver handle of an element (by index or bid) in the frame that owns it. */
  handle(target: number | string): Promise<H | null>;
}

/**
 * The injected bundle's global, as the functions evaluated in a frame see it: the core API's module
 * namespace (src/api/index.ts), which installGlobal copies onto `pagemark`, with the driver calls
 * under `pagemark.protocol`.
 */
export type PagemarkGlobal = typeof Api;
