/**
 * The action names every dialect shares, to pagemark verbs: pagemark's own names (lower-cased), the
 * design seed's, the extension seed's, and the names several frameworks agree on. Names one dialect
 * gives its own meaning to (browser-use `input`, `scroll`; BrowserGym `scroll`, `mouse_click`) are
 * read by that dialect's own file first, before this table.
 */
import type { Verb } from '../model/commands';
import { strTrim, toLower } from '../../builtins/pristine';

const VERBS: Record<string, Verb> = Object.assign(Object.create(null) as Record<string, Verb>, {
  click: 'click',
  dblclick: 'dblclick',
  double_click: 'dblclick',
  rightclick: 'rightclick',
  right_click: 'rightclick',
  contextmenu: 'rightclick',
  hover: 'hover',
  focus: 'focus',
  type: 'type',
  input_text: 'type',
  inserttext: 'insertText',
  fill: 'fill',
  clear: 'clear',
  press: 'press',
  send_keys: 'press',
  keyboard_press: 'press',
  keydown: 'keyDown',
  keyup: 'keyUp',
  mousedown: 'mouseDown',
  mouseup: 'mouseUp',
  select: 'select',
  select_option: 'select',
  select_dropdown_option: 'select',
  options: 'options',
  selecttext: 'selectText',
  select_text: 'selectText',
  check: 'check',
  uncheck: 'uncheck',
  scroll: 'scroll',
  scroll_page: 'scroll',
  scrollintoview: 'scrollIntoView',
  scroll_into_view: 'scrollIntoView',
  scroll_to_element: 'scrollIntoView',
  scrolltotext: 'scrollToText',
  searchpage: 'searchPage',
  findelements: 'findElements',
  drag: 'drag',
  drag_and_drop: 'drag',
  goto: 'goto',
  go_to_url: 'goto',
  navigate: 'goto',
  open_url: 'goto',
  back: 'back',
  go_back: 'back',
  forward: 'forward',
  go_forward: 'forward',
  reload: 'reload',
  refresh: 'reload',
  wait: 'wait',
  extract: 'extract',
  extract_content: 'extract',
  getvalue: 'getValue',
  get_value: 'getValue',
  gettext: 'getText',
  get_text: 'getText',
  upload: 'upload',
  upload_file: 'upload',
  set_input_files: 'upload',
  noop: 'noop',
  click_element: 'click',
  click_element_by_index: 'click',
  scroll_down: 'scroll',
  scroll_up: 'scroll',
  // Session verbs (src/node/session/ performs them; the page alone answers NEEDS_HOST).
  newtab: 'newTab',
  switchtab: 'switchTab',
  closetab: 'closeTab',
  listtabs: 'listTabs',
  dialog: 'dialog',
  message: 'message',
  // Host verbs (a session host runs them: src/node/session/hostVerbs.ts).
  writefile: 'writeFile',
  readfile: 'readFile',
  replacefile: 'replaceFile',
  evaluate: 'evaluate',
  screenshot: 'screenshot',
  pdf: 'pdf',
});

export function verbOf(name: unknown): Verb | null {
  if (typeof name !== 'string') return null;
  const v = VERBS[toLower(strTrim(name))];
  return v ?? null;
}
