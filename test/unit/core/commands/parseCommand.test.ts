// @vitest-environment node
// Command parsing (src/core/commands/): the dialect each input is read as, every verb alias, the
// parameters each verb takes, and the exact error for each way a command can be wrong.
// Last, one example per dialect.
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../../../src/core/commands/parseCommand';
import { parseShortAction } from '../../../../src/core/commands/parseShortAction';
import { PAST } from '../../../../src/core/commands/pastTense';
import type { ActionCommand } from '../../../../src/core/model/commands';

const parsed = (c: unknown) => {
  const r = parseCommand(c);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(c)} to parse: ${r.error.message}`);
  // Any field of any verb, to compare against.
  return r.command as ActionCommand & Record<string, unknown>;
};
const message = (c: unknown) => {
  const r = parseCommand(c);
  if (r.ok) throw new Error(`expected ${JSON.stringify(c)} to be rejected`);
  return r.error.message;
};

describe('dialect detection', () => {
  it('labels each command with the dialect it was read as', () => {
    expect(parsed({ action: 'click', target: 1 }).dialect).toBe('pagemark');
    expect(parsed({ action: 'click', index: 1 }).dialect).toBe('design');
    expect(parsed({ action: 'click_element', params: { element_id: 'pm-1' } }).dialect).toBe('extension');
    expect(parsed({ click_element_by_index: { index: 1 } }).dialect).toBe('browser-use');
    expect(parsed("click('1')")).toEqual({ action: 'click', dialect: 'browsergym', target: '1', source: 'click' });
  });

  it('extension: outer keys other than action and params override the params', () => {
    expect(parsed({ action: 'fill', params: { element_id: 'pm-1', text: 'a' }, text: 'b', timeout: 50 })).toEqual({
      action: 'fill',
      dialect: 'extension',
      target: 'pm-1',
      text: 'b',
      timeout: 50,
    });
  });

  it('browser-use: a parameterless verb takes no parameters, a non-object value counts as none', () => {
    expect(parsed({ go_back: {} })).toEqual({ action: 'back', dialect: 'browser-use' });
    expect(parsed({ scroll_up: null })).toEqual({ action: 'scroll', dialect: 'browser-use', direction: 'up' });
    expect(parsed({ reload: [1, 2] })).toEqual({ action: 'reload', dialect: 'browser-use' });
  });
});

describe('verbs', () => {
  it('every alias maps to its verb, case and spaces ignored', () => {
    const aliases: Record<string, string> = {
      double_click: 'dblclick',
      right_click: 'rightclick',
      contextmenu: 'rightclick',
      scroll_into_view: 'scrollIntoView',
      scroll_to_element: 'scrollIntoView',
      scrollintoview: 'scrollIntoView',
      get_value: 'getValue',
      getvalue: 'getValue',
      get_text: 'getText',
      extract_content: 'extract',
      focus: 'focus',
      clear: 'clear',
      check: 'check',
      uncheck: 'uncheck',
      hover: 'hover',
    };
    for (const [alias, verb] of Object.entries(aliases)) {
      expect(parsed({ action: ` ${alias.toUpperCase()} `, target: 1 }).action).toBe(verb);
    }
    for (const [alias, verb] of [
      ['refresh', 'reload'],
      ['go_forward', 'forward'],
      ['forward', 'forward'],
      ['extract', 'extract'],
      ['gettext', 'getText'],
      ['noop', 'noop'],
    ]) {
      expect(parsed({ action: alias }).action).toBe(verb);
    }
    for (const alias of ['go_to_url', 'navigate', 'open_url', 'goto'])
      expect(parsed({ action: alias, url: '/x' })).toMatchObject({ action: 'goto', url: '/x' });
    for (const alias of ['send_keys', 'keyboard_press', 'press'])
      expect(parsed({ action: alias, keys: 'Tab' })).toMatchObject({ action: 'press', key: 'Tab' });
  });

  it('every verb has a past tense for the action history', () => {
    expect(Object.keys(PAST)).toHaveLength(47);
    expect(PAST.type).toBe('typed into');
    expect(PAST.scrollIntoView).toBe('scrolled to');
  });
});

describe('parameters', () => {
  it('the target from the first key present; a digit string is a number only as index', () => {
    expect(parsed({ action: 'click', index: '12' }).target).toBe(12);
    expect(parsed({ action: 'click', target: '12' }).target).toBe('12');
    expect(parsed({ action: 'click', bid: 'a5', element_id: 'pm-1' }).target).toBe('a5');
    expect(parsed({ action: 'click', target: null, elementId: 'pm-3' }).target).toBe('pm-3');
    expect(parsed({ action: 'click', id: 'pm-4' }).target).toBe('pm-4');
    expect(parsed({ action: 'drag', from_bid: '3', to_bid: '4' })).toMatchObject({ target: '3', to: '4' });
    expect(parsed({ action: 'click', target: { locator: { kind: 'css', value: '#a' } } }).target).toEqual({
      locator: { kind: 'css', value: '#a' },
    });
  });

  it('text from text, value or content, for type and fill only', () => {
    expect(parsed({ action: 'type', target: 1, value: 'v' }).text).toBe('v');
    expect(parsed({ action: 'fill', target: 1, content: 'c' }).text).toBe('c');
    expect(parsed({ action: 'click', target: 1, text: 'ignored' }).text).toBeUndefined();
  });

  it('select: values from any of its keys, one value as a list', () => {
    expect(parsed({ action: 'select', target: 1, option: 'A' }).values).toEqual(['A']);
    expect(parsed({ action: 'select', target: 1, label: 'B' }).values).toEqual(['B']);
    expect(parsed({ action: 'select_dropdown_option', index: 1, text: 'C' }).values).toEqual(['C']);
  });

  it('scroll: direction, amount, pixels, dx/dy; down by default', () => {
    expect(parsed({ action: 'scroll' })).toEqual({ action: 'scroll', dialect: 'pagemark', direction: 'down' });
    expect(parsed({ action: 'scroll', direction: 'UP', amount: 'page' })).toMatchObject({
      direction: 'up',
      amount: 'page',
    });
    expect(parsed({ action: 'scroll_page', pixels: 300 })).toMatchObject({ direction: 'down', amount: 300 });
    const byDelta = parsed({ action: 'scroll', dx: 5, dy: -10 });
    expect(byDelta).toMatchObject({ dx: 5, dy: -10 });
    expect(byDelta.direction).toBeUndefined();
    expect(parsed({ scroll_down: { amount: 'x' } })).toEqual({
      action: 'scroll',
      dialect: 'browser-use',
      direction: 'down',
    });
  });

  it('wait: ms, seconds, text, untilText, selector', () => {
    expect(parsed({ action: 'wait', seconds: 1.5 }).ms).toBe(1500);
    expect(parsed({ action: 'wait', ms: 20, text: 'Done', selector: '#ok' })).toMatchObject({
      ms: 20,
      untilText: 'Done',
      selector: '#ok',
    });
    expect(parsed({ action: 'wait', untilText: 'Ready' }).untilText).toBe('Ready');
  });

  it('copies the action options it knows and nothing else', () => {
    const opts = {
      force: true,
      dryRun: true,
      timeout: 5,
      snapshot: false,
      settleMs: 1,
      settleTimeoutMs: 2,
      button: 'middle',
      modifiers: ['Shift'],
    };
    expect(parsed({ action: 'click', target: 1, ...opts, other: 1 })).toEqual({
      action: 'click',
      dialect: 'pagemark',
      target: 1,
      ...opts,
    });
  });
});

describe('errors', () => {
  it('says exactly what is missing', () => {
    expect(message({ action: 'press' })).toBe('press needs a key, e.g. {action: "press", key: "Enter"}');
    expect(message({ action: 'select', target: 1 })).toBe(
      'select needs values, e.g. {action: "select", target: 7, values: ["Banana"]}',
    );
    expect(message({ action: 'goto' })).toBe('goto needs a url');
    expect(message({ action: 'drag', target: 1 })).toBe('drag needs a drop target: {action: "drag", target: 3, to: 4}');
    expect(message({ action: 'upload', target: 1 })).toBe(
      'upload needs files: {action: "upload", target: 4, files: ["/tmp/cv.pdf"]}',
    );
    expect(message({ action: 'hover' })).toBe('hover needs a target (index, bid or elementId) or a point (at: {x, y})');
    expect(message({ action: 'type', target: 1 })).toBe('type needs text');
    expect(message({ action: 'fill', target: 1, text: 5 })).toBe('fill needs text');
    expect(message({ action: 'fly' })).toBe('unknown action "fly"');
    expect(message({ fly: {} })).toBe('unknown action "fly"');
    expect(message({ a: 1, b: 2 })).toBe('no "action" field');
    expect(message([])).toBe('a command must be an object or a string');
    expect(message(undefined)).toBe('a command must be an object or a string');
  });

  it('every error is INVALID_COMMAND with the list of accepted forms as its hint', () => {
    const r = parseCommand({ action: 'fly' });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'INVALID_COMMAND',
        message: 'unknown action "fly"',
        hint:
          "expected {action: 'click', target: 12}, a BrowserGym string like click('12') or fill('a5', 'text'), " +
          "browser-use {click_element_by_index: {index: 12}}, or {action: 'input_text', params: {element_id, text}}",
      },
    });
  });
});

describe('BrowserGym strings', () => {
  it('Python literals: both quotes, escapes, numbers, True/False/None, lists, keywords, whitespace', () => {
    expect(parsed(' fill ( "a5" , "l1\\nl2\\tx\\\\" ) ')).toMatchObject({ target: 'a5', text: 'l1\nl2\tx\\' });
    expect(parsed("click('3', button='middle', modifiers=['Shift', 'Alt'])")).toMatchObject({
      target: '3',
      button: 'middle',
      modifiers: ['Shift', 'Alt'],
    });
    expect(parsed('click(7)').target).toBe('7');
    expect(parsed("select_option('2', 'one')").values).toEqual(['one']);
    expect(parsed("select_option('2', options=['a', 'b',])").values).toEqual(['a', 'b']);
    expect(parsed("select_option('2', [])").values).toEqual([]);
    expect(parsed('scroll(-1.5, 20)')).toMatchObject({ dx: -1.5, dy: 20 });
    expect(parsed('scroll(delta_x=0, delta_y=100)')).toMatchObject({ dx: 0, dy: 100 });
    expect(parsed('noop()')).toEqual({ action: 'noop', ms: 1000, dialect: 'browsergym', source: 'noop' });
    expect(parsed("fill(bid='9', value='v')")).toMatchObject({ target: '9', text: 'v' });
    expect(parsed("press('4', key_comb='Enter')")).toMatchObject({ target: '4', key: 'Enter' });
    expect(parsed("drag_and_drop('1', to_bid='2')")).toMatchObject({ target: '1', to: '2' });
    expect(parsed("upload_file('5', file='/a.txt')").files).toEqual(['/a.txt']);
    expect(parsed("goto(url='https://e.x/')").url).toBe('https://e.x/');
    expect(parsed('go_forward()')).toEqual({ action: 'forward', dialect: 'browsergym', source: 'go_forward' });
    expect(parsed('reload()').action).toBe('reload');
    expect(parsed("click('1', force=True, dryRun=False, timeout=None)")).toMatchObject({ target: '1' });
  });

  // BrowserGym's noop(wait_ms: float = 1000) waits (browsergym/core/action/functions.py): the wait
  // is kept, and without one it is the default 1000 ms.
  it('noop(500) and noop(wait_ms=500) keep their wait in ms; noop() waits 1000', () => {
    expect(parsed('noop(500)')).toMatchObject({ action: 'noop', ms: 500 });
    expect(parsed('noop(wait_ms=500)')).toMatchObject({ action: 'noop', ms: 500 });
    expect(parsed('noop()').ms).toBe(1000);
  });

  it('rejects what is not one plain call, with the reason', () => {
    const cases: [string, string][] = [
      ['', 'expected a function name'],
      ['1click()', 'expected a function name'],
      ['click', "expected '('"],
      ["click('1'", "expected ',' or ')'"],
      ["click('1", 'unterminated string'],
      ["click(['1' '2'])", "expected ',' or ']'"],
      ['click(x)', "unexpected 'x'"],
      ['click(', 'unexpected end of input'],
      ["click('1'); alert(1)", 'unexpected text after the call'],
      ["click('1') + x", 'unexpected text after the call'],
    ];
    for (const [src, why] of cases) expect(message(src)).toBe(`cannot parse "${src.trim()}": ${why}`);
    expect(message("teleport('1')")).toBe('unknown BrowserGym action "teleport"');
    expect(message("scroll('a', 1)")).toBe('scroll needs two numbers: scroll(0, 200)');
    expect(message('click()')).toBe('click needs a target (index, bid or elementId) or a point (at: {x, y})');
    expect(message("fill('1')")).toBe('fill needs text');
    const long = `click('${'x'.repeat(100)}'`;
    expect(message(long)).toBe(`cannot parse "${long.slice(0, 80)}\u2026": expected ',' or ')'`);
  });
});

describe('parseShortAction', () => {
  const short = (s: string) => {
    const r = parseShortAction(s);
    if (!r.ok) throw new Error(r.message);
    return r.command;
  };

  it('verb, target and rest; digits are an index, anything else a bid', () => {
    expect(short('click 12')).toEqual({ action: 'click', target: 12 });
    expect(short('click a5')).toEqual({ action: 'click', target: 'a5' });
    expect(short('type 3 hello world')).toEqual({ action: 'type', target: 3, text: 'hello world' });
    expect(short('fill 3 "two words"')).toEqual({ action: 'fill', target: 3, text: 'two words' });
    expect(short('select 7 Banana')).toEqual({ action: 'select', target: 7, values: ['Banana'] });
    expect(short('press 3 Enter')).toEqual({ action: 'press', target: 3, key: 'Enter' });
    expect(short('back')).toEqual({ action: 'back' });
  });

  it('scroll, goto and wait have their own arguments', () => {
    expect(short('scroll')).toEqual({ action: 'scroll' });
    expect(short('scroll down 300')).toEqual({ action: 'scroll', direction: 'down', amount: 300 });
    expect(short('goto https://e.x/')).toEqual({ action: 'goto', url: 'https://e.x/' });
    expect(short('goto')).toEqual({ action: 'goto', url: '' });
    expect(short('wait 500')).toEqual({ action: 'wait', ms: 500 });
    expect(short('wait "Order placed"')).toEqual({ action: 'wait', text: 'Order placed' });
    expect(short('wait')).toEqual({ action: 'wait' });
  });

  it('passes JSON and BrowserGym calls through, reports empty input and bad JSON', () => {
    expect(short(' {"action":"click","target":1} ')).toEqual({ action: 'click', target: 1 });
    expect(short("click('12')")).toBe("click('12')");
    expect(short('fill (\'1\', "x")')).toBe('fill (\'1\', "x")');
    expect(parseShortAction('   ')).toEqual({ ok: false, message: 'empty action: try "click 12" or "type 3 hello"' });
    const bad = parseShortAction('{oops');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/^bad JSON: /);
  });

  it('a short command parses as a pagemark command', () => {
    expect(parsed(short('type 3 hi'))).toEqual({ action: 'type', dialect: 'pagemark', target: 3, text: 'hi' });
    expect(parsed(short("select_option('4', ['a'])"))).toMatchObject({ dialect: 'browsergym', values: ['a'] });
  });
});

const ok = (c: unknown) => {
  const r = parseCommand(c);
  if (!r.ok) throw new Error(r.error.message);
  const { dialect: _d, source: _s, ...rest } = r.command;
  return rest;
};

describe('command dialects', () => {
  it('selectText: the element, an optional part, and Playwright names', () => {
    expect(ok({ action: 'selectText', target: 4 })).toEqual({ action: 'selectText', target: 4 });
    expect(ok({ action: 'select_text', target: 4, text: 'quick' })).toEqual({
      action: 'selectText',
      target: 4,
      text: 'quick',
    });
    const r = parseCommand({ action: 'selectText' });
    expect(r.ok ? '' : r.error.code).toBe('INVALID_COMMAND');
  });

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
