/**
 * The design seed's JSON action format: the prompt a `complete(prompt)` client gets lists every
 * verb of the tool table, and the seed's answers (type by index, done / fail with a reason) decide
 * as the seed's loop reads them.
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../../../src/agent/parseOutput';
import { jsonActionFormat, textPrompt } from '../../../src/agent/textPrompt';
import { toolDefinitions } from '../../../src/agent/tools';

const u = { inputTokens: 0, outputTokens: 0 };
const text = (t: string) => decide({ text: t, calls: [], usage: u });

describe('the seed JSON action format', () => {
  it('lists every tool verb with its fields, target as index', () => {
    const f = jsonActionFormat();
    for (const d of toolDefinitions()) expect(f).toContain(`- ${d.name}`);
    expect(f).toContain('- fill (index, text):');
    expect(f).toContain('- press (key, index?):');
    expect(f).toContain('- fail (reason):');
  });

  it("reads the seed's answers: an action by index, done and fail with a reason", () => {
    expect(text('{"action": "type", "index": 3, "text": "ada", "reason": "the name"}')).toMatchObject({
      kind: 'act',
      command: { action: 'type', target: 3, text: 'ada' },
    });
    expect(text('{"action": "done", "index": null, "reason": "submitted"}')).toMatchObject({
      kind: 'done',
      answer: 'submitted',
      success: true,
    });
    expect(text('{"action": "fail", "reason": "no such form"}')).toMatchObject({
      kind: 'done',
      answer: 'no such form',
      success: false,
    });
    expect(text('{"action": "fly", "index": 2}')).toMatchObject({ kind: 'invalid' });
  });

  it("offers the session's verbs only to a session, and reads their calls", () => {
    const names = (session: boolean) => toolDefinitions(session).map((d) => d.name);
    expect(names(false)).not.toContain('dialog');
    expect(names(true).slice(-4)).toEqual(['newTab', 'switchTab', 'closeTab', 'dialog']);
    expect(jsonActionFormat(true)).toContain('- dialog (accept, text?):');
    const call = { id: 'c1', name: 'dialog', arguments: { accept: true } };
    expect(decide({ text: '', calls: [call], usage: u })).toMatchObject({
      kind: 'act',
      command: { action: 'dialog', accept: true },
    });
  });

  it('prompts with the system prompt, the format, the task and the latest observation only', () => {
    const p = textPrompt('SYSTEM', [
      { role: 'user', results: [], head: 'Task: sign up', body: 'OLD PAGE' },
      { role: 'assistant', text: '', calls: [] },
      { role: 'user', results: [], head: '', body: 'NEW PAGE' },
    ]);
    expect(p.startsWith('SYSTEM\n\nYou cannot call tools here')).toBe(true);
    expect(p).toContain('Task: sign up\n\nNEW PAGE');
    expect(p).not.toContain('OLD PAGE');
  });
});
