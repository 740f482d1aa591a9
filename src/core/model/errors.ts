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
  | 'INTERNAL';

export interface PagemarkError {
  code: ErrorCode;
  message: string;
  hint?: string;
}

export function pmError(code: ErrorCode, message: string, hint?: string): PagemarkError {
  return hint === undefined ? { code, message } : { code, message, hint };
}
