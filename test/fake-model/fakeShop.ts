/**
 * A page without a browser for the pure agent tests: the demo store's search box, Search button,
 * Winter radio and a disabled button, rendered in pagemark's text format, with act() semantics and
 * typed errors like the real ones. The browser specs run the same task on the real demo page.
 */
import type { AgentSession } from '../../src/agent/types';
import type { ActionCommand } from '../../src/core/model/commands';
import type { ActionResult } from '../../src/core/model/actionResult';
import type { Snapshot } from '../../src/core/model/types';

export function fakeShop(): AgentSession & {
  state: { value: string; searched: boolean; winter: boolean };
  acted: ActionCommand[];
} {
  const state = { value: '', searched: false, winter: false };
  const acted: ActionCommand[] = [];
  const history: string[] = [];
  const ok = (cmd: ActionCommand, extra: Partial<ActionResult['effects']> = {}): ActionResult => ({
    ok: true,
    action: cmd.action,
    target: null,
    resolvedBy: 'live',
    effects: { navigated: false, mutations: 1, newElements: 0, ...extra },
    durationMs: 1,
  });
  const fail = (cmd: ActionCommand, code: 'DISABLED' | 'NOT_FOUND', message: string, hint: string): ActionResult => ({
    ok: false,
    action: cmd.action,
    target: null,
    resolvedBy: null,
    error: { code, message, hint },
    effects: { navigated: false, mutations: 0, newElements: 0 },
    durationMs: 1,
  });
  return {
    state,
    acted,
    snapshot: () => ({ url: 'http://shop.test/', title: 'Northwind Outfitters' }) as unknown as Snapshot,
    render: () =>
      [
        `[7]<input type=search placeholder="Search gear..." label="Search products"${state.value ? ` value="${state.value}"` : ''}>`,
        '[8]<button>Search',
        '[18]<button disabled>Sign in with passkey (unavailable)',
        `[26]<input type=radio label=Winter${state.winter ? ' checked' : ''}>`,
        ...(state.searched ? [`*Showing results for "${state.value}"`] : []),
      ].join('\n'),
    getHistory: () => history.slice(),
    act(cmd: ActionCommand): ActionResult {
      acted.push(cmd);
      const t = String(cmd.target);
      let r: ActionResult;
      if (cmd.action === 'fill' && t === '7') {
        state.value = cmd.text ?? '';
        r = ok(cmd, { valueAfter: state.value });
      } else if (cmd.action === 'click' && t === '8') {
        state.searched = true;
        r = ok(cmd, { newElements: 1 });
      } else if (cmd.action === 'click' && t === '18') {
        r = fail(cmd, 'DISABLED', 'element 18 is disabled', 'pick an enabled element');
      } else if (cmd.action === 'check' && t === '26') {
        state.winter = true;
        r = ok(cmd, { checkedAfter: true });
      } else if (cmd.action === 'scroll') r = ok(cmd);
      else
        r = fail(cmd, 'NOT_FOUND', `no element ${t} in the registry`, 'take a new snapshot and use an index from it');
      history.push(`${cmd.action} [${t}]${r.ok ? '' : ' (failed)'}`);
      return r;
    },
  };
}
