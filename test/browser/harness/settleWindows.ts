// The session's settle window (`browserSettleMs`, src/node/session/sessionAct.ts) in the session specs.

/**
 * The window the session specs give a session whose tests meet events that come after the page
 * command: a popup's page event reaches the library only once the tab is set up (later than the
 * opener goes quiet on a loaded machine), a download's after the click. Twice the default (500).
 */
export const LATE_EVENTS_SETTLE_MS = 1000;

/**
 * The window of the dialogs tests. A dialog is reported within the page command that opened it:
 * the command is raced against the tab's dialogs and ends when one opens (raceDialog.ts), and
 * closeTab waits for the close or the beforeunload dialog (sessionVerbs.ts). So the window holds
 * nothing those tests check, and the long one cost them a second an action (about 20 actions).
 * Not 0: a window still runs, as it does for every user (the MCP server's is 100 ms).
 */
export const DIALOGS_SETTLE_MS = 200;
