/**
 * The browser session as JSON: the tabs, which one is active, and what the browser is waiting on
 * (a dialog, a file chooser) or has done (downloads). A session host (src/node/session/, the Python
 * package) fills it; the renderers (src/core/render/renderSession.ts), the agent and the BrowserGym
 * shape read it. Pure data, so every host shares one renderer.
 */
import type { DialogInfo, DownloadInfo, FileChooserInfo } from './actionResult';

/** A tab of a session. */
export interface TabInfo {
  /** `t1`, `t2`, ...: given when the tab opens, never reused, stable for the tab's life. */
  id: string;
  /** Position in the tab list (opening order of the tabs still open), from 0. */
  index: number;
  url: string;
  title: string;
  active: boolean;
  /** The tab whose page opened this one (a popup, a target=_blank link). */
  openerTabId?: string;
}

/**
 * What a session does with a dialog nobody asked for: accept it, dismiss it, or keep it pending
 * until a `dialog` action answers it ('ask', the default for agents).
 */
export type DialogPolicy = 'accept' | 'dismiss' | 'ask';

export interface SessionState {
  tabs: TabInfo[];
  activeTabId: string;
  /** Dialogs still open (policy 'ask'); the page that opened one is blocked until it is answered. */
  dialogs: DialogInfo[];
  /** A file chooser waiting for `upload` (any other action cancels it). */
  fileChooser: FileChooserInfo | null;
  /** Downloads since the last observation (saved or failed). */
  downloads: DownloadInfo[];
}
