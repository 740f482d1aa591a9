/**
 * The action names every dialect shares, to pagemark verbs: pagemark's own names (lower-cased), the
 * design seed's, the extension seed's, and the names several frameworks agree on. Names one dialect
 * gives its own meaning to (browser-use `input`, `scroll`; BrowserGym `scroll`, `mouse_click`) are
 * read by that dialect's own file first, before this table.
 */
import type { Verb } from '../model/commands';
import { objectCreate, strTrim, toLower } from '../../builtins/pristine';

/** The verbs under their own names (looked up lower-cased: `inserttext` is insertText). */
const OWN: Verb[] = [
  'click',
  'dblclick',
  'rightclick',
  'hover',
  'focus',
  'type',
  'insertText',
  'fill',
  'clear',
  'press',
  'keyDown',
  'keyUp',
  'mouseDown',
  'mouseUp',
  'select',
  'options',
  'selectText',
  'check',
  'uncheck',
  'scroll',
  'scrollIntoView',
  'scrollToText',
  'searchPage',
  'findElements',
  'drag',
  'goto',
  'back',
  'forward',
  'reload',
  'wait',
  'extract',
  'getValue',
  'getText',
  'upload',
  'noop',
  // Session verbs (src/node/session/ performs them; the page alone answers NEEDS_HOST).
  'newTab',
  'switchTab',
  'closeTab',
  'listTabs',
  'dialog',
  'message',
  // Host verbs (a session host runs them: src/node/session/hostVerbs.ts).
  'writeFile',
  'readFile',
  'replaceFile',
  'evaluate',
  'screenshot',
  'pdf',
];
/** The other names, to the verb each means. */
const VERBS: Record<string, Verb> = Object.assign(objectCreate(null) as Record<string, Verb>, {
  double_click: 'dblclick',
  right_click: 'rightclick',
  contextmenu: 'rightclick',
  input_text: 'type',
  send_keys: 'press',
  keyboard_press: 'press',
  select_option: 'select',
  select_dropdown_option: 'select',
  select_text: 'selectText',
  scroll_page: 'scroll',
  scroll_into_view: 'scrollIntoView',
  scroll_to_element: 'scrollIntoView',
  drag_and_drop: 'drag',
  go_to_url: 'goto',
  navigate: 'goto',
  open_url: 'goto',
  go_back: 'back',
  go_forward: 'forward',
  refresh: 'reload',
  extract_content: 'extract',
  get_value: 'getValue',
  get_text: 'getText',
  upload_file: 'upload',
  set_input_files: 'upload',
  click_element: 'click',
  click_element_by_index: 'click',
  scroll_down: 'scroll',
  scroll_up: 'scroll',
});
for (let i = 0; i < OWN.length; i++) VERBS[toLower(OWN[i]!)] = OWN[i]!;

export function verbOf(name: unknown): Verb | null {
  if (typeof name !== 'string') return null;
  const v = VERBS[toLower(strTrim(name))];
  return v ?? null;
}
