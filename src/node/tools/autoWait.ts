/**
 * Playwright's auto-wait, in the tool layer: an action on an element that is not actionable yet
 * (hidden, disabled, read-only, moving, covered, outside the viewport, or detached while the page
 * re-renders it) is tried again, the target re-resolved each time, until it succeeds or the action
 * timeout (`--timeout-action`, 5000 ms by default) has passed; then the answer says so in
 * Playwright's words (`Timeout 5000ms exceeded.`) with the last reason, under its typed code. This
 * is what Playwright MCP's tools do: a locator action waits for the element to become actionable
 * for the whole action timeout (playwright-core's `retrying ... action` loop) before failing.
 *
 * A failure that waiting cannot change answers at once: a ref that names no element (NOT_FOUND), a
 * command the element cannot take (filling a checkbox or a plain div: NOT_EDITABLE on an element
 * that is no text field; Playwright throws at once there too, "Input of type "checkbox" cannot be
 * filled"), and everything else that is not an actionability check.
 */
import type { ActionCommand } from '../../core/model/commands';
import type { ActionFailure, ActionResult } from '../../core/model/actionResult';
import type { ErrorCode } from '../../core/model/errors';
import type { ElementRecord } from '../../core/model/types';

/** The actionability checks that time can change (dom/actions/actionability.ts, resolveTarget.ts). */
const TRANSIENT = new Set<ErrorCode>([
  'NOT_VISIBLE',
  'DISABLED',
  'NOT_EDITABLE',
  'NOT_STABLE',
  'OBSCURED',
  'OUTSIDE_VIEWPORT',
  // The element left the page and no locator found it again: a framework re-rendering it puts an
  // equal one back, which the next try's re-resolution finds (resolveTarget.ts).
  'STALE_ELEMENT',
]);

/** The pauses between tries, ms (Playwright's retry pauses, the last one repeated). */
const PAUSES = [20, 100, 100, 500];

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Whether the failure may pass with time. NOT_EDITABLE covers both a read-only text field (its
 * `readonly` may be lifted) and an element that is no text field at all: the record tells them apart
 * (`states.editable`: a text input, a textarea or a contenteditable, read-only or not).
 */
export function mayPass(r: ActionResult, record: (index: number) => ElementRecord | undefined): boolean {
  if (r.ok || !TRANSIENT.has(r.error.code)) return false;
  if (r.error.code !== 'NOT_EDITABLE') return true;
  const rec = r.target ? record(r.target.index) : undefined;
  return rec?.states.editable === true;
}

export interface Waited {
  /** The last try's result. */
  result: ActionResult;
  /** Every try's result, in order (their browser effects add up). */
  tries: ActionResult[];
  /** The action was still not actionable when the timeout passed. */
  timedOut: boolean;
}

/**
 * Run `cmd` through `run` until it succeeds, fails for good, or `timeoutMs` has passed. An action on
 * an element carries the time left as its own timeout, so the page's own wait for a visible,
 * enabled, stable, uncovered element (ensureActionable) ends with the tool's.
 */
export async function actWaiting(
  cmd: ActionCommand,
  run: (cmd: ActionCommand) => Promise<ActionResult>,
  timeoutMs: number,
  record: (index: number) => ElementRecord | undefined,
): Promise<Waited> {
  const deadline = Date.now() + timeoutMs;
  const targeted = cmd.target !== undefined;
  const attempt = (): Promise<ActionResult> =>
    run(targeted ? { ...cmd, timeout: Math.max(1, deadline - Date.now()) } : cmd);
  const tries = [await attempt()];
  for (let k = 0; ; k++) {
    const last = tries[tries.length - 1]!;
    if (!targeted || !mayPass(last, record)) return { result: last, tries, timedOut: false };
    const left = deadline - Date.now();
    if (left <= 0) return { result: last, tries, timedOut: true };
    await sleep(Math.min(left, PAUSES[Math.min(k, PAUSES.length - 1)]!));
    if (Date.now() >= deadline) return { result: last, tries, timedOut: true };
    tries.push(await attempt());
  }
}

/** The failure after the timeout, in Playwright's words, with the last reason under its code. */
export function timeoutError(r: ActionFailure, timeoutMs: number): ActionFailure['error'] {
  const at = r.target ? `[${r.target.index}]` : 'the element';
  return {
    ...r.error,
    message: `Timeout ${timeoutMs}ms exceeded. The last check of ${at}: ${r.error.message}`,
  };
}
