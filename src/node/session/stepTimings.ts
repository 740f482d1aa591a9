/**
 * Where an agent's step spends its time (issue 57): the page command (the action and the page's own
 * settle wait on quiet mutations and animations), the browser settle wait after it and why that
 * ended, the snapshot, the text render, and the protocol (everything else: driver round trips, the
 * tool layer, the transport). The timings travel beside a result, never in it: they live in a
 * WeakMap keyed by the result object, so no renderer, JSON reply or model ever sees them, and a
 * caller that wants them asks `stepTimingsOf(result)`.
 *
 * The session fills the parts it does itself (an action: the page command and the settle wait; an
 * observation: the snapshot and the render). A tool layer above the session (MCP, the CLI) times a
 * whole tool call with `startStep()`, folds in the session's parts with `addStep()`, and closes it
 * with `finishStep()`, which sets `totalMs` and `protocolMs`.
 */

/**
 * Why the browser settle wait ended (sessionAct.ts, settleBrowser): `quiet` (nothing in flight and
 * no recent browser event: a quiet page ends it at once), `window` (a verb that can open a tab or
 * start a download: the settle window, not over when the page command ended, passed, then the
 * browser was quiet), `limit` (events or work
 * in flight until the bound), `skipped` (a reading verb, or a command that asked for no wait).
 */
export type SettleReason = 'quiet' | 'window' | 'limit' | 'skipped';

export interface StepTimings {
  /** The page command, its in-page settle included, ms (sum over the commands of a step). */
  actMs: number;
  /** The browser settle wait after the page command, ms. */
  settleMs: number;
  /** Why the last browser settle wait ended (absent when the step acted on nothing). */
  settleReason?: SettleReason;
  /** Snapshots taken for the step, ms. */
  snapshotMs: number;
  /** Rendering them as text, ms. */
  renderMs: number;
  /** The whole step, ms (set by finishStep; the session's own results leave it at the parts' sum). */
  totalMs: number;
  /** totalMs less the parts: round trips, the tool layer, the transport (set by finishStep). */
  protocolMs: number;
}

const timings = new WeakMap<object, StepTimings>();

export const emptyTimings = (): StepTimings => ({
  actMs: 0,
  settleMs: 0,
  snapshotMs: 0,
  renderMs: 0,
  totalMs: 0,
  protocolMs: 0,
});

/** The timings carried beside `result`, or undefined when nothing recorded any. */
export function stepTimingsOf(result: object | null | undefined): StepTimings | undefined {
  return result ? timings.get(result) : undefined;
}

/** Record `t` beside `result` (replacing what was there); returns `result`. */
export function attachTimings<T extends object>(result: T, t: StepTimings): T {
  timings.set(result, t);
  return result;
}

/** A step's clock, for a tool layer: start it when the call arrives. */
export interface StepClock {
  readonly startedAt: number;
  readonly timings: StepTimings;
}

export function startStep(now: number = Date.now()): StepClock {
  return { startedAt: now, timings: emptyTimings() };
}

/** Fold the parts recorded beside `result` (an ActionResult, a SessionObservation) into the step. */
export function addStep(clock: StepClock, result: object | null | undefined): void {
  const t = stepTimingsOf(result);
  if (!t) return;
  const s = clock.timings;
  s.actMs += t.actMs;
  s.settleMs += t.settleMs;
  s.snapshotMs += t.snapshotMs;
  s.renderMs += t.renderMs;
  if (t.settleReason) s.settleReason = t.settleReason;
}

/** Close the step: totalMs from its start, protocolMs the rest; attaches the timings to `reply`. */
export function finishStep<T extends object>(clock: StepClock, reply: T, now: number = Date.now()): T {
  const s = clock.timings;
  s.totalMs = now - clock.startedAt;
  s.protocolMs = Math.max(0, s.totalMs - s.actMs - s.settleMs - s.snapshotMs - s.renderMs);
  return attachTimings(reply, s);
}
