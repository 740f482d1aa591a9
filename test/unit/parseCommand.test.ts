import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/core/commands/parseCommand';

const ok = (c: unknown) => {
  const r = parseCommand(c);
  if (!r.ok) throw new Error(r.error.message);
  const { dialect: _d, source: _s, ...rest } = r.command;
  return rest;
};

describe('command dialects', () => {
  it('pagemark objects', () => {
    expect(ok({ action: 'click', target: 12 })).toEqual({ action: 'click', target: 12 });
    expect(ok({ action: 'fill', target: 'a5', text: 'hi' })).toEqual({ action: 'fill', target: 'a5', text: 'hi' });
    expect(ok({ action: 'select', target: 3, values: ['Blue', 2] })).toEqual({
      action: 'select',
      target: 3,
      values: ['Blue', 2],
    });
    expect(ok({ action: 'press', key: 'Control+A' })).toEqual({ action: 'press', key: 'Control+A' });
  });
  it('the design seed', () => {
    expect(ok({ action: 'type', index: 1, text: 'q' })).toEqual({ action: 'type', target: 1, text: 'q' });
    expect(ok({ action: 'click', index: 0 })).toEqual({ action: 'click', target: 0 });
  });
  it('browser-use', () => {
    expect(ok({ click_element_by_index: { index: 12 } })).toEqual({ action: 'click', target: 12 });
    // browser-use clears first (browser_use/tools/views.py InputTextAction.clear defaults to True).
    expect(ok({ input_text: { index: 3, text: 'x' } })).toEqual({ action: 'fill', target: 3, text: 'x' });
    expect(ok({ go_to_url: { url: 'https://e.x/' } })).toEqual({ action: 'goto', url: 'https://e.x/' });
    expect(ok({ scroll_down: {} })).toEqual({ action: 'scroll', direction: 'down' });
  });
  it('the extension seed', () => {
    expect(ok({ action: 'input_text', params: { element_id: 'pm-4', text: 'hello' } })).toEqual({
      action: 'type',
      target: 'pm-4',
      text: 'hello',
    });
    expect(ok({ action: 'click_element', params: { element_id: 'pm-9' } })).toEqual({
      action: 'click',
      target: 'pm-9',
    });
  });
  it('BrowserGym strings', () => {
    expect(ok("click('12')")).toEqual({ action: 'click', target: '12' });
    expect(ok('fill("a5", "it\'s \\"quoted\\"")')).toEqual({ action: 'fill', target: 'a5', text: 'it\'s "quoted"' });
    expect(ok("select_option('12', ['blue', 'red'])")).toEqual({
      action: 'select',
      target: '12',
      values: ['blue', 'red'],
    });
    expect(ok("press('12', 'Control+a')")).toEqual({ action: 'press', target: '12', key: 'Control+a' });
    expect(ok("hover('3')")).toEqual({ action: 'hover', target: '3' });
    expect(ok("check('4')")).toEqual({ action: 'check', target: '4' });
    expect(ok('scroll(0, 200)')).toEqual({ action: 'scroll', dx: 0, dy: 200 });
    expect(ok("dblclick('7')")).toEqual({ action: 'dblclick', target: '7' });
    expect(ok("drag_and_drop('3', '4')")).toEqual({ action: 'drag', target: '3', to: '4' });
    expect(ok("goto('http://x/')")).toEqual({ action: 'goto', url: 'http://x/' });
    expect(ok('go_back()')).toEqual({ action: 'back' });
    // functions.py noop(wait_ms: float = 1000).
    expect(ok('noop()')).toEqual({ action: 'noop', ms: 1000 });
    expect(ok("click('12', button='right')")).toEqual({ action: 'click', target: '12', button: 'right' });
  });
  it('upload in every dialect: paths or contents, one or a list', () => {
    expect(ok("upload_file('7', '/tmp/cv.pdf')")).toEqual({ action: 'upload', target: '7', files: ['/tmp/cv.pdf'] });
    expect(ok("upload_file('a7', ['/a.png', '/b.png'])")).toEqual({
      action: 'upload',
      target: 'a7',
      files: ['/a.png', '/b.png'],
    });
    expect(ok({ upload_file: { index: 3, path: '/x.txt' } })).toEqual({
      action: 'upload',
      target: 3,
      files: ['/x.txt'],
    });
    const f = { name: 'a.txt', text: 'hi' };
    expect(ok({ action: 'upload', target: 4, files: [f] })).toEqual({ action: 'upload', target: 4, files: [f] });
    expect(ok({ action: 'set_input_files', target: 4, file: f })).toEqual({ action: 'upload', target: 4, files: [f] });
    expect(parseCommand({ action: 'upload', target: 4 }).ok).toBe(false);
    // Without an element it answers a session's file chooser (test/unit/core/commands/sessionVerbs.test.ts).
    expect(ok({ action: 'upload', files: ['/a'] })).toEqual({ action: 'upload', files: ['/a'] });
  });
  it('rejects what does not parse, with a hint, and never evaluates', () => {
    for (const bad of [
      "click('12'",
      'alert(1)',
      'fill(12)',
      '{}',
      42,
      null,
      "click('1') + x",
      { action: 'teleport' },
    ]) {
      const r = parseCommand(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('INVALID_COMMAND');
        expect(r.error.hint).toBeTruthy();
      }
    }
  });
});
