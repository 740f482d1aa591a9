// @vitest-environment node
// BrowserGym's dialect (src/core/commands/browserGym.ts): every function of the HighLevelActionSet
// (browsergym/core/src/browsergym/core/action/functions.py), read with its own signature, positional
// or by keyword. The in-page effects are checked in test/browser/dialects.spec.ts.
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../../../src/core/commands/parseCommand';

const cmd = (c: string) => {
  const r = parseCommand(c);
  if (!r.ok) throw new Error(r.error.message);
  const { dialect: _d, source: _s, ...rest } = r.command;
  return rest;
};

describe('BrowserGym HighLevelActionSet', () => {
  it('chat and infeas: messages to the user', () => {
    expect(cmd("send_msg_to_user('4')")).toEqual({ action: 'message', text: '4', messageKind: 'info' });
    expect(cmd("report_infeasible(reason='no form')")).toEqual({
      action: 'message',
      text: 'no form',
      messageKind: 'infeasible',
    });
  });
  it('bid: element actions', () => {
    expect(cmd("fill('a1', 'v', True)")).toEqual({ action: 'fill', target: 'a1', text: 'v' });
    expect(cmd("clear('7')")).toEqual({ action: 'clear', target: '7' });
    expect(cmd("focus('7')")).toEqual({ action: 'focus', target: '7' });
    expect(cmd("check('7')")).toEqual({ action: 'check', target: '7' });
    expect(cmd("uncheck('7')")).toEqual({ action: 'uncheck', target: '7' });
    expect(cmd("hover('7')")).toEqual({ action: 'hover', target: '7' });
    expect(cmd("select_option('7', 'blue')")).toEqual({ action: 'select', target: '7', values: ['blue'] });
    expect(cmd("click('7', 'middle', ['Shift'])")).toEqual({
      action: 'click',
      target: '7',
      button: 'middle',
      modifiers: ['Shift'],
    });
    expect(cmd("dblclick('7', modifiers=['Alt'])")).toEqual({ action: 'dblclick', target: '7', modifiers: ['Alt'] });
    expect(cmd("press('7', 'ControlOrMeta+a')")).toEqual({ action: 'press', target: '7', key: 'ControlOrMeta+a' });
    expect(cmd("drag_and_drop(from_bid='1', to_bid='2')")).toEqual({ action: 'drag', target: '1', to: '2' });
    expect(cmd("upload_file('5', ['/a', '/b'])")).toEqual({ action: 'upload', target: '5', files: ['/a', '/b'] });
  });
  it('coord: mouse and keyboard at viewport points', () => {
    expect(cmd('scroll_at(50, 100, -50, -100)')).toEqual({
      action: 'scroll',
      at: { x: 50, y: 100 },
      dx: -50,
      dy: -100,
    });
    expect(cmd('mouse_move(65.2, 158.5)')).toEqual({ action: 'hover', at: { x: 65.2, y: 158.5 } });
    expect(cmd('mouse_click(887.2, 68)')).toEqual({ action: 'click', at: { x: 887.2, y: 68 } });
    expect(cmd("mouse_click(56, 712.56, 'right')")).toEqual({
      action: 'click',
      at: { x: 56, y: 712.56 },
      button: 'right',
    });
    expect(cmd('mouse_dblclick(5, 236)')).toEqual({ action: 'dblclick', at: { x: 5, y: 236 } });
    expect(cmd('mouse_down(140.2, 580.1)')).toEqual({ action: 'mouseDown', at: { x: 140.2, y: 580.1 } });
    expect(cmd("mouse_up(47, 252, 'right')")).toEqual({ action: 'mouseUp', at: { x: 47, y: 252 }, button: 'right' });
    expect(cmd('mouse_drag_and_drop(10.7, 325, 235.6, 24.54)')).toEqual({
      action: 'drag',
      at: { x: 10.7, y: 325 },
      toAt: { x: 235.6, y: 24.54 },
    });
    expect(cmd("mouse_upload_file(132.1, 547, 'r.pdf')")).toEqual({
      action: 'upload',
      at: { x: 132.1, y: 547 },
      files: ['r.pdf'],
    });
    expect(cmd("keyboard_press('Meta+Shift+t')")).toEqual({ action: 'press', key: 'Meta+Shift+t' });
    expect(cmd("keyboard_down('Shift')")).toEqual({ action: 'keyDown', key: 'Shift' });
    expect(cmd("keyboard_up('c')")).toEqual({ action: 'keyUp', key: 'c' });
    expect(cmd("keyboard_type('Hello world!')")).toEqual({ action: 'type', text: 'Hello world!' });
    expect(cmd("keyboard_insert_text('Hello')")).toEqual({ action: 'insertText', text: 'Hello' });
  });
  it('nav and tab', () => {
    expect(cmd("goto('http://www.example.com')")).toEqual({ action: 'goto', url: 'http://www.example.com' });
    expect(cmd('go_back()')).toEqual({ action: 'back' });
    expect(cmd('go_forward()')).toEqual({ action: 'forward' });
    expect(cmd('new_tab()')).toEqual({ action: 'newTab' });
    expect(cmd('tab_focus(2)')).toEqual({ action: 'switchTab', tab: 2 });
    expect(cmd('tab_close()')).toEqual({ action: 'closeTab' });
    expect(cmd('noop()')).toEqual({ action: 'noop', ms: 1000 });
    expect(cmd('scroll(-50.2, -100.5)')).toEqual({ action: 'scroll', dx: -50.2, dy: -100.5 });
  });
  it('says what a coordinate action misses', () => {
    const msg = (s: string) => {
      const r = parseCommand(s);
      return r.ok ? '' : r.error.message;
    };
    expect(msg('scroll_at(1, 2, 3)')).toBe('scroll_at needs four numbers: scroll_at(50, 100, 0, 200)');
    expect(msg('mouse_down(1)')).toBe('mouseDown needs a point: {action: "mouseDown", at: {x: 10, y: 20}}');
    expect(msg('tab_focus()')).toBe('tab_focus needs the index of a tab: tab_focus(1)');
  });
});
