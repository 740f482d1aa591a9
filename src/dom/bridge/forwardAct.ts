/**
 * Actions on elements that live in cross-origin frames: the command goes over the bridge to the
 * pagemark instance in that frame, which resolves, checks and performs it there, and answers with
 * its ActionResult. Here the target is translated back to this instance's index and bid, and the
 * fresh snapshot (when asked for) is a bridged one, so the frame's new state is in it.
 */
import type { ActionCommand, TargetRef } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import { pmError } from '../../core/model/errors';
import { lastSnapshot, recordByIndex, remoteRef, type RemoteRef } from '../identity/registry';
import { targetIndex } from '../actions/resolveTarget';
import { askFrame } from './bridge';
import { snapshotAsync } from '../snapshot/snapshotAsync';
import { recordAction } from '../actions/history';
import { PAST } from '../../core/commands/pastTense';
import { jsonStringify, nowP } from '../../builtins/pristine';
import { round2 } from '../../core/geometry/round';

/** The index a target names when that index belongs to a cross-origin frame's element; else null. */
export function remoteTargetIndex(t: TargetRef): number | null {
  const named = typeof t === 'object' && t !== null && 'locator' in t ? null : targetIndex(t);
  const index = named ? named.index : null;
  return index !== null && remoteRef(index) ? index : null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** bridgeHooks.forward: the forwarded action when the command's target is in a cross-origin frame. */
export function forwardIfRemote(cmd: ActionCommand, t0: number): Promise<ActionResult> | null {
  if (cmd.target === undefined) return null;
  const index = remoteTargetIndex(cmd.target);
  const ref = index !== null ? remoteRef(index) : null;
  return index !== null && ref ? forwardAct(cmd, index, ref, t0) : null;
}

async function forwardAct(cmd: ActionCommand, index: number, ref: RemoteRef, t0: number): Promise<ActionResult> {
  const rec = recordByIndex(index);
  const bid = rec ? rec.bid : ref.frame + String(index);
  const target = { index, bid, elementId: rec ? rec.elementId : '' };
  const source = cmd.source ?? jsonStringify(cmd);
  const failed = (code: 'FRAME_UNREACHABLE' | 'NOT_SUPPORTED' | 'INTERNAL', message: string): ActionResult => {
    recordAction(source, `${cmd.action} failed`, message);
    return {
      ok: false,
      action: cmd.action,
      target,
      resolvedBy: null,
      error: pmError(code, message, code === 'FRAME_UNREACHABLE' ? 'take a new snapshot' : undefined),
      effects: { navigated: false, mutations: 0, newElements: 0 },
      durationMs: round2(nowP() - t0),
    };
  };
  let sub = { ...cmd, target: ref.childBid, snapshot: false } as ActionCommand;
  if (cmd.action === 'drag' && cmd.to !== undefined) {
    const ti = remoteTargetIndex(cmd.to);
    const tref = ti !== null ? remoteRef(ti) : null;
    if (!tref || tref.host !== ref.host)
      return failed('NOT_SUPPORTED', 'drag between different frames is not supported: drop in the same frame');
    sub = { ...cmd, target: ref.childBid, to: tref.childBid, snapshot: false };
  }
  // The frame needs the action's own time plus its settle wait; a little more for the round trip.
  const budget =
    (cmd.timeout ?? (cmd.action === 'wait' ? 5000 : 2000)) +
    (cmd.settleTimeoutMs ?? 1500) +
    (cmd.action === 'wait' || cmd.action === 'noop' ? (cmd.ms ?? 0) : 0) +
    1000;
  const reply = await askFrame(ref.host, { type: 'act', command: sub, timeoutMs: budget });
  if (!reply) return failed('FRAME_UNREACHABLE', `frame ${ref.frame} did not answer within ${budget} ms`);
  const r = reply.result;
  if (!isObj(r) || typeof r['ok'] !== 'boolean' || !isObj(r['effects'])) {
    return failed('INTERNAL', `frame ${ref.frame} answered something that is not an ActionResult`);
  }
  const child = r as unknown as ActionResult;
  const base = {
    action: cmd.action,
    target,
    resolvedBy: child.resolvedBy,
    effects: {
      navigated: !!child.effects.navigated,
      mutations: typeof child.effects.mutations === 'number' ? child.effects.mutations : 0,
      newElements: 0,
    },
    durationMs: round2(nowP() - t0),
  };
  let out: ActionResult;
  if (child.ok) out = { ok: true, ...base };
  else {
    const e = isObj(child.error) ? child.error : pmError('INTERNAL', `frame ${ref.frame} failed without an error`);
    out = { ok: false, ...base, error: { code: e.code, message: String(e.message) } };
    if (e.hint !== undefined) out.error.hint = String(e.hint);
  }
  if (typeof child.effects.valueAfter === 'string') out.effects.valueAfter = child.effects.valueAfter;
  if (typeof child.effects.checkedAfter === 'boolean') out.effects.checkedAfter = child.effects.checkedAfter;
  if (typeof child.value === 'string') out.value = child.value;
  if (cmd.snapshot !== false) {
    const last = lastSnapshot();
    const s = await snapshotAsync(last ? { ...last.options, highlight: false } : undefined);
    out.snapshot = s;
    out.effects.newElements = s.diff ? s.diff.added.length : 0;
  }
  const what = `${PAST[cmd.action]}${rec ? ` ${rec.role || rec.tag} "${rec.name}" [${rec.bid}]` : ` [${bid}]`} in frame ${ref.frame}`;
  recordAction(source, what, out.error ? out.error.message : '');
  return out;
}
