// The session verbs' pagemark spelling (src/core/commands/parseCommand.ts) and their answer in the
// page alone (src/dom/actions/act.ts): the browser performs them, so the page says NEEDS_HOST.
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../../../src/core/commands/parseCommand';
import { act } from '../../../../src/dom/actions/act';

const ok = (c: unknown) => {
  const r = parseCommand(c);
  if (!r.ok) throw new Error(r.error.message);
  const { dialect: _d, source: _s, ...rest } = r.command;
  return rest;
};
const bad = (c: unknown) => {
  const r = parseCommand(c);
  return r.ok ? null : r.error.code;
};

describe('session verbs', () => {
  it('parse in the pagemark dialect', () => {
    expect(ok({ action: 'newTab', url: 'https://e.x/' })).toEqual({ action: 'newTab', url: 'https://e.x/' });
    expect(ok({ action: 'newTab' })).toEqual({ action: 'newTab' });
    expect(ok({ action: 'switchTab', tab: 't2' })).toEqual({ action: 'switchTab', tab: 't2' });
    expect(ok({ action: 'switchTab', tab: 1 })).toEqual({ action: 'switchTab', tab: 1 });
    expect(ok({ action: 'closeTab' })).toEqual({ action: 'closeTab' });
    expect(ok({ action: 'listTabs' })).toEqual({ action: 'listTabs' });
    expect(ok({ action: 'dialog', accept: true, text: 'Ada' })).toEqual({
      action: 'dialog',
      accept: true,
      text: 'Ada',
    });
    expect(ok({ action: 'goto', url: 'https://e.x/', newTab: true })).toEqual({
      action: 'goto',
      url: 'https://e.x/',
      newTab: true,
    });
    expect(ok({ action: 'message', text: 'all done', messageKind: 'done', success: true })).toEqual({
      action: 'message',
      text: 'all done',
      messageKind: 'done',
      success: true,
    });
  });
  it('reject what they lack', () => {
    expect(bad({ action: 'switchTab' })).toBe('INVALID_COMMAND');
    expect(bad({ action: 'dialog' })).toBe('INVALID_COMMAND');
    expect(bad({ action: 'message' })).toBe('INVALID_COMMAND');
  });
  it('answer NEEDS_HOST in the page alone; a message is carried', async () => {
    for (const c of [
      { action: 'newTab' },
      { action: 'switchTab', tab: 't1' },
      { action: 'closeTab' },
      { action: 'listTabs' },
      { action: 'dialog', accept: false },
      { action: 'goto', url: 'about:blank', newTab: true },
    ]) {
      const r = await act({ ...c, snapshot: false, settleMs: 0 });
      expect(r.ok, JSON.stringify(c)).toBe(false);
      expect(r.error?.code).toBe('NEEDS_HOST');
    }
    const m = await act({ action: 'message', text: 'cannot find it', messageKind: 'infeasible', snapshot: false });
    expect(m.ok).toBe(true);
    expect(m.message).toEqual({ kind: 'infeasible', text: 'cannot find it' });
  });
});

describe('upload without an element', () => {
  it('parses (a session answers the open file chooser) and is NEEDS_HOST in the page alone', async () => {
    expect(ok({ action: 'upload', files: ['/tmp/a.txt'] })).toEqual({ action: 'upload', files: ['/tmp/a.txt'] });
    const r = await act({ action: 'upload', files: [], snapshot: false, settleMs: 0 });
    expect(r.ok).toBe(false);
    expect(r.error?.code).toBe('NEEDS_HOST');
  });
});
