/** What a caller may ask of a snapshot (SnapshotOptions) and the same with every default filled in. */
export type IncludeMode = 'interactive' | 'interactive+content' | 'all';

export interface SnapshotOptions {
  /** -1 whole page, 0 viewport only, N px beyond the viewport. Default -1. */
  viewportExpansion?: number;
  include?: IncludeMode;
  /** Walk same-origin iframes. Default true. */
  frames?: boolean;
  /** Walk shadow roots. Default true. */
  shadow?: boolean;
  /** Attribute that receives elementId; false = never write to the DOM. Default 'data-element-id'. */
  markAttribute?: string | false;
  /** Stop registering after this many elements (snapshot marked truncated). Default 50,000. */
  maxElements?: number;
  /** Draw Set-of-Marks right after the snapshot. */
  highlight?: boolean;
  /** Capture the compact tree for the HTML format. Default true. */
  tree?: boolean;
  /**
   * Reuse what the last snapshot read about elements that did not change since (MutationObserver
   * dirty tracking, see src/dom/incremental/). The result is the same as a full snapshot's; false reads
   * everything afresh. Default true.
   */
  incremental?: boolean;
  /** Stop after this many ms and return a partial snapshot marked truncated. Default none. */
  deadlineMs?: number;
  /** Max characters of text kept per element. Default 200. */
  maxTextLength?: number;
  /**
   * snapshotAsync only: the longest stretch of work between two yields to the page, ms. The page's
   * own tasks (input, timers, rendering) run in between, so no task of ours is a "long task" (50 ms).
   * Default 20; 0 does it all in one task.
   */
  sliceMs?: number;
  /**
   * snapshotAsync only: how long cross-origin frames may take to answer over the postMessage bridge
   * before they are reported unreachable, ms. Default 1000 (0 = do not ask them). snapshot() is
   * synchronous and never asks.
   */
  bridgeTimeoutMs?: number;
  /**
   * Prefix of elementIds ('pm' -> 'pm-12'). A frame snapshotted for a parent gets 'pm' + its frame
   * id ('pma'), so ids stay unique in the stitched page (the bridge and drivers set it).
   */
  idPrefix?: string;
}

export interface NormalizedSnapshotOptions {
  viewportExpansion: number;
  include: IncludeMode;
  frames: boolean;
  shadow: boolean;
  markAttribute: string | false;
  maxElements: number;
  highlight: boolean;
  tree: boolean;
  incremental: boolean;
  deadlineMs: number;
  maxTextLength: number;
  bridgeTimeoutMs: number;
  sliceMs: number;
  idPrefix: string;
}
