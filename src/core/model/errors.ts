/**
 * Expected failures are values, not exceptions: `{ ok: false, error: { code, message, hint } }`.
 * Only misuse of the API (wrong argument types) throws, as a UsageError.
 */
export class UsageError extends TypeError {
  // An explicit constructor: with a class field alone TypeScript emits `super(...arguments)`,
  // whose spread runs the page's %ArrayIteratorPrototype%.next (ECMA-262 §13.3.8.1
  // ArgumentListEvaluation), so a page that replaced it got its own error instead of this one.
  constructor(message: string) {
    super(message);
    this.name = 'PagemarkUsageError';
  }
}

export type ErrorCode =
  | 'INVALID_COMMAND'
  | 'NOT_FOUND'
  | 'STALE_ELEMENT'
  | 'NOT_VISIBLE'
  | 'DISABLED'
  | 'NOT_EDITABLE'
  | 'NOT_STABLE'
  | 'OBSCURED'
  | 'OUTSIDE_VIEWPORT'
  | 'NOT_SCROLLABLE'
  | 'NOT_APPLIED'
  | 'NOT_SUPPORTED'
  | 'TIMEOUT'
  | 'FRAME_UNREACHABLE'
  | 'NAVIGATION_FAILED'
  /** The command needs a browser session (tabs, dialogs, a new tab): the page alone cannot do it. */
  | 'NEEDS_HOST'
  /** A tab id or position that names no open tab. */
  | 'NO_SUCH_TAB'
  /** A dialog answer with no dialog pending. */
  | 'NO_DIALOG'
  /** A dialog is pending: the page is blocked until it is answered. */
  | 'DIALOG_PENDING'
  /** A folder the session must write to (downloads) cannot be written. */
  | 'NOT_WRITABLE'
  /** The action ran and nothing observable changed where it should have (a drag that did not land). */
  | 'NO_EFFECT'
  /** The session was not opened with the capability the command needs (evaluate: `allowEval`). */
  | 'NOT_ALLOWED'
  /** evaluate: the page's JavaScript threw or its promise rejected. */
  | 'SCRIPT_ERROR'
  | 'INTERNAL';

export interface PagemarkError {
  code: ErrorCode;
  message: string;
  hint?: string;
}

export function pmError(code: ErrorCode, message: string, hint?: string): PagemarkError {
  return hint === undefined ? { code, message } : { code, message, hint };
}
