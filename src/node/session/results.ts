/** Action results a session builds itself (not from the page). */
import type { ActionResult } from '../../core/model/actionResult';
import type { ErrorCode } from '../../core/model/errors';
import { tabLine } from '../../core/render/renderSession';
import { tabInfos, type Core } from './sessionState';

export function plain(action: ActionResult['action'], t0: number): ActionResult {
  return {
    ok: true,
    action,
    target: null,
    resolvedBy: null,
    effects: { navigated: false, mutations: 0, newElements: 0 },
    durationMs: Date.now() - t0,
  };
}

export function fail(
  action: ActionResult['action'],
  t0: number,
  code: ErrorCode,
  message: string,
  hint?: string,
): ActionResult {
  const r = plain(action, t0);
  r.ok = false;
  r.error = hint ? { code, message, hint } : { code, message };
  return r;
}

/** The NO_SUCH_TAB error, listing the tabs there are. */
export async function noSuchTab<P>(
  c: Core<P>,
  action: ActionResult['action'],
  t0: number,
  ref: unknown,
): Promise<ActionResult> {
  const tabs = await tabInfos(c);
  return fail(
    action,
    t0,
    'NO_SUCH_TAB',
    ref === undefined ? 'no tab is open' : `no open tab is ${JSON.stringify(ref)}`,
    tabs.length ? `open tabs (use an id or a position):\n${tabs.map(tabLine).join('\n')}` : 'open one with newTab',
  );
}
