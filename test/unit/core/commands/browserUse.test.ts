// @vitest-environment node
// browser-use's dialect (src/core/commands/browserUse.ts): each action of browser-use 0.13's tool set
// (browser_use/tools/views.py, browser_use/tools/service.py) and the older names, with the fields
// browser-use gives them. The in-page effects are checked in test/browser/dialects.spec.ts.
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../../../src/core/commands/parseCommand';

const cmd = (c: unknown) => {
  const r = parseCommand(c);
  if (!r.ok) throw new Error(r.error.message);
  const { dialect: _d, source: _s, ...rest } = r.command;
  return rest;
};

describe('browser-use 0.13', () => {
  it('click by index or by coordinates (ClickElementAction)', () => {
    expect(cmd({ click: { index: 4 } })).toEqual({ action: 'click', target: 4 });
    expect(cmd({ click: { coordinate_x: 120, coordinate_y: 40 } })).toEqual({ action: 'click', at: { x: 120, y: 40 } });
  });
  it('input clears first unless clear: false; text "" with clear clears (InputTextAction)', () => {
    expect(cmd({ input: { index: 3, text: 'x' } })).toEqual({ action: 'fill', target: 3, text: 'x' });
    expect(cmd({ input: { index: 3, text: 'x', clear: false } })).toEqual({ action: 'type', target: 3, text: 'x' });
    expect(cmd({ input: { index: 3, text: '' } })).toEqual({ action: 'clear', target: 3 });
  });
  it('scroll: down (default True), pages (default 1.0), index; index 0 is the page (ScrollAction)', () => {
    expect(cmd({ scroll: { down: false, pages: 0.5 } })).toEqual({ action: 'scroll', direction: 'up', pages: 0.5 });
    expect(cmd({ scroll: {} })).toEqual({ action: 'scroll', direction: 'down', pages: 1 });
    expect(cmd({ scroll: { down: true, pages: 2, index: 7 } })).toEqual({
      action: 'scroll',
      direction: 'down',
      pages: 2,
      target: 7,
    });
    expect(cmd({ scroll: { index: 0 } })).toEqual({ action: 'scroll', direction: 'down', pages: 1 });
  });
  it('send_keys goes to the focus (SendKeysAction)', () => {
    expect(cmd({ send_keys: { keys: 'Control+o' } })).toEqual({ action: 'press', key: 'Control+o' });
  });
  it('select_dropdown by text, dropdown_options (SelectDropdownOptionAction, GetDropdownOptionsAction)', () => {
    expect(cmd({ select_dropdown: { index: 5, text: 'Green' } })).toEqual({
      action: 'select',
      target: 5,
      values: ['Green'],
    });
    expect(cmd({ dropdown_options: { index: 5 } })).toEqual({ action: 'options', target: 5 });
  });
  it('find_text, search_page, find_elements (service.py)', () => {
    expect(cmd({ find_text: { text: 'Pricing' } })).toEqual({ action: 'scrollToText', text: 'Pricing' });
    expect(cmd({ search_page: { pattern: 'a.c', regex: true, case_sensitive: true, context_chars: 10 } })).toEqual({
      action: 'searchPage',
      pattern: 'a.c',
      regex: true,
      caseSensitive: true,
      contextChars: 10,
    });
    expect(cmd({ find_elements: { selector: 'a', attributes: ['href'], max_results: 5 } })).toEqual({
      action: 'findElements',
      selector: 'a',
      attributes: ['href'],
      maxResults: 5,
    });
  });
  it('navigate with new_tab, go_back (NavigateAction, NoParamsAction)', () => {
    expect(cmd({ navigate: { url: 'https://e.x/', new_tab: true } })).toEqual({
      action: 'goto',
      url: 'https://e.x/',
      newTab: true,
    });
    expect(cmd({ navigate: { url: 'https://e.x/' } })).toEqual({ action: 'goto', url: 'https://e.x/' });
    expect(cmd({ go_back: {} })).toEqual({ action: 'back' });
  });
  it('wait sleeps min(max(seconds - 1, 0), 30) seconds, 3 by default (service.py wait)', () => {
    expect(cmd({ wait: { seconds: 5 } })).toEqual({ action: 'wait', ms: 4000 });
    expect(cmd({ wait: {} })).toEqual({ action: 'wait', ms: 2000 });
    expect(cmd({ wait: { seconds: 100 } })).toEqual({ action: 'wait', ms: 30000 });
    expect(cmd({ wait: { seconds: 0 } })).toEqual({ action: 'wait', ms: 0 });
  });
  it('upload_file {index, path} (UploadFileAction)', () => {
    expect(cmd({ upload_file: { index: 2, path: '/tmp/a.pdf' } })).toEqual({
      action: 'upload',
      target: 2,
      files: ['/tmp/a.pdf'],
    });
  });
  it('switch and close name a tab by tab_id (SwitchTabAction, CloseTabAction)', () => {
    expect(cmd({ switch: { tab_id: 'ab12' } })).toEqual({ action: 'switchTab', tab: 'ab12' });
    expect(cmd({ close: { tab_id: 'ab12' } })).toEqual({ action: 'closeTab', tab: 'ab12' });
  });
  it('done is a message of kind done, success True by default (DoneAction)', () => {
    expect(cmd({ done: { text: 'ok' } })).toEqual({
      action: 'message',
      text: 'ok',
      messageKind: 'done',
      success: true,
    });
    expect(cmd({ done: { text: 'no', success: false } })).toMatchObject({ success: false });
  });
});

describe('browser-use, earlier names', () => {
  it('keep working', () => {
    expect(cmd({ click_element_by_index: { index: 1 } })).toEqual({ action: 'click', target: 1 });
    expect(cmd({ input_text: { index: 1, text: 'a' } })).toEqual({ action: 'fill', target: 1, text: 'a' });
    expect(cmd({ go_to_url: { url: 'u' } })).toEqual({ action: 'goto', url: 'u' });
    expect(cmd({ scroll_down: { amount: 300 } })).toEqual({ action: 'scroll', direction: 'down', amount: 300 });
    expect(cmd({ scroll_up: {} })).toEqual({ action: 'scroll', direction: 'up' });
    expect(cmd({ select_dropdown_option: { index: 1, text: 'B' } })).toEqual({
      action: 'select',
      target: 1,
      values: ['B'],
    });
    expect(cmd({ get_dropdown_options: { index: 1 } })).toEqual({ action: 'options', target: 1 });
    expect(cmd({ scroll_to_text: { text: 't' } })).toEqual({ action: 'scrollToText', text: 't' });
    expect(cmd({ switch_tab: { page_id: 1 } })).toEqual({ action: 'switchTab', tab: 1 });
    expect(cmd({ close_tab: { page_id: 1 } })).toEqual({ action: 'closeTab', tab: 1 });
    expect(cmd({ open_tab: { url: 'u' } })).toEqual({ action: 'newTab', url: 'u' });
    expect(cmd({ extract_content: { goal: 'x' } })).toEqual({ action: 'extract' });
  });
});

describe('browser-use actions that are not page actions', () => {
  const err = (c: unknown) => {
    const r = parseCommand(c);
    return r.ok ? null : r.error.code;
  };
  it("search opens the engine's result page, the query as Python's quote_plus writes it (service.py search)", () => {
    expect(cmd({ search: { query: 'pagemark agents & more/ü' } })).toEqual({
      action: 'goto',
      url: 'https://duckduckgo.com/?q=pagemark+agents+%26+more%2F%C3%BC',
    });
    expect(cmd({ search: { query: 'a b', engine: 'Google' } })).toEqual({
      action: 'goto',
      url: 'https://www.google.com/search?q=a+b&udm=14',
    });
    expect(cmd({ search: { query: '~x_y.z-1', engine: 'bing' } })).toEqual({
      action: 'goto',
      url: 'https://www.bing.com/search?q=~x_y.z-1',
    });
    expect(err({ search: { query: 'x', engine: 'yahoo' } })).toBe('INVALID_COMMAND');
  });
  it('the file tools become host verbs with the newlines service.py write_file adds', () => {
    expect(cmd({ write_file: { file_name: 'a.md', content: 'x' } })).toEqual({
      action: 'writeFile',
      file: 'a.md',
      content: 'x\n',
      append: false,
    });
    expect(
      cmd({
        write_file: { file_name: 'a.md', content: 'x', append: true, leading_newline: true, trailing_newline: false },
      }),
    ).toEqual({
      action: 'writeFile',
      file: 'a.md',
      content: '\nx',
      append: true,
    });
    expect(cmd({ read_file: { file_name: 'a.md' } })).toEqual({ action: 'readFile', file: 'a.md' });
    expect(cmd({ replace_file: { file_name: 'a.md', old_str: 'o', new_str: 'n' } })).toEqual({
      action: 'replaceFile',
      file: 'a.md',
      oldText: 'o',
      newText: 'n',
    });
  });
  it('evaluate, screenshot and save_as_pdf become host verbs (ScreenshotAction, SaveAsPdfAction)', () => {
    expect(cmd({ evaluate: { code: '1' } })).toEqual({ action: 'evaluate', code: '1' });
    expect(cmd({ screenshot: {} })).toEqual({ action: 'screenshot' });
    expect(cmd({ screenshot: { file_name: 's' } })).toEqual({ action: 'screenshot', file: 's' });
    expect(cmd({ save_as_pdf: { paper_format: 'A4', landscape: true } })).toEqual({
      action: 'pdf',
      paperFormat: 'A4',
      landscape: true,
    });
    // views.py SaveAsPdfAction: scale ge=0.1, le=2.0.
    expect(err({ save_as_pdf: { scale: 3 } })).toBe('INVALID_COMMAND');
    expect(err({ write_file: { content: 'x' } })).toBe('INVALID_COMMAND');
  });
});
