/**
 * browser-use's action dialect: one key naming the action, its value the parameters,
 * `{"input": {"index": 3, "text": "x"}}`. The names and fields are those of browser-use 0.13's tool
 * set (browser_use/tools/views.py for the parameters, browser_use/tools/service.py for what each
 * action does); the names of earlier releases (`click_element_by_index`, `input_text`, `go_to_url`,
 * `scroll_down`, `switch_tab`, ...) keep working. Each mapping cites what it follows.
 */
import type { Verb } from '../model/commands';
import { charCodeAt, isArray, mathMax, mathMin, numToString, toLower, toUpper } from '../../builtins/pristine';
import { buildCommand, invalid, type Parsed } from './buildCommand';
import { verbOf } from './verbNames';

const DIALECT = 'browser-use';

function bool(v: unknown, dflt: boolean): boolean {
  return typeof v === 'boolean' ? v : dflt;
}

function build(verb: Verb, p: Record<string, unknown>, name: string): Parsed {
  return buildCommand(verb, p, DIALECT, name);
}

/**
 * Python's urllib.parse.quote_plus, which browser-use's search uses: letters, digits and `_.-~` stay,
 * a space is `+`, every other character is its UTF-8 bytes, percent-encoded in upper-case hex.
 */
function quotePlus(s: string): string {
  let out = '';
  const hex = (b: number): string => '%' + toUpper(b < 16 ? '0' + numToString(b, 16) : numToString(b, 16));
  for (let i = 0; i < s.length; i++) {
    let c = charCodeAt(s, i);
    const plain =
      (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x2e;
    if (plain || c === 0x2d || c === 0x7e) out += s[i];
    else if (c === 0x20) out += '+';
    else if (c < 0x80) out += hex(c);
    else if (c < 0x800) out += hex(0xc0 | (c >> 6)) + hex(0x80 | (c & 63));
    else {
      const lo = i + 1 < s.length ? charCodeAt(s, i + 1) : 0;
      if (c >= 0xd800 && c < 0xdc00 && lo >= 0xdc00 && lo < 0xe000) {
        c = 0x10000 + ((c - 0xd800) << 10) + (lo - 0xdc00);
        i++;
        out +=
          hex(0xf0 | (c >> 18)) + hex(0x80 | ((c >> 12) & 63)) + hex(0x80 | ((c >> 6) & 63)) + hex(0x80 | (c & 63));
      } else out += hex(0xe0 | (c >> 12)) + hex(0x80 | ((c >> 6) & 63)) + hex(0x80 | (c & 63));
    }
  }
  return out;
}

/** A browser-use action `{name: params}`; null: not a name browser-use gives its own meaning to. */
export function fromBrowserUse(rawName: string, p: Record<string, unknown>): Parsed | null {
  const name = toLower(rawName);
  switch (name) {
    // browser-use tools/views.py ClickElementAction: `index` (from browser_state) or `coordinate_x`/`coordinate_y`
    // (viewport CSS px); service.py `click` tries the index first, then the coordinates.
    case 'click':
    case 'click_element':
    case 'click_element_by_index': {
      if (p['index'] === undefined && typeof p['coordinate_x'] === 'number' && typeof p['coordinate_y'] === 'number')
        return build('click', { ...p, at: { x: p['coordinate_x'], y: p['coordinate_y'] } }, name);
      return build('click', p, name);
    }
    // views.py InputTextAction: `clear` defaults to True, "Clear existing text before typing. Set to
    // False to append instead"; with clear=True, text="" clears the field without typing. The older
    // `input_text` cleared first too.
    case 'input':
    case 'input_text': {
      if (!bool(p['clear'], true)) return build('type', p, name);
      return p['text'] === '' ? build('clear', p, name) : build('fill', p, name);
    }
    // views.py ScrollAction: `down` (default True), `pages` (default 1.0, "0.5=half page"), optional
    // `index` ("scroll within specific element"; service.py: index 0 is the whole page). service.py
    // scrolls pages × the viewport height (cssVisualViewport.clientHeight).
    case 'scroll': {
      const q: Record<string, unknown> = { direction: bool(p['down'], true) ? 'down' : 'up' };
      q['pages'] = typeof p['pages'] === 'number' ? p['pages'] : 1;
      if (typeof p['index'] === 'number' && p['index'] !== 0) q['target'] = p['index'];
      return build('scroll', q, name);
    }
    // views.py SendKeysAction: `keys` ("Escape, Enter, PageDown" or "Control+o"), to what has focus.
    case 'send_keys':
      return build('press', { key: p['keys'] }, name);
    // views.py SelectDropdownOptionAction {index, text: "exact text/value"}; the watchdog
    // (browser-use browser/watchdogs/default_action_watchdog.py on_SelectDropdownOptionEvent) matches an
    // option's trimmed text or its value, case-insensitively.
    case 'select_dropdown':
    case 'select_dropdown_option':
      return build('select', { target: p['index'], values: [p['text']] }, name);
    // views.py GetDropdownOptionsAction {index}: returns the options (text, value, selected).
    case 'dropdown_options':
    case 'get_dropdown_options':
      return build('options', { target: p['index'] }, name);
    // service.py find_text(text): "Scroll to text." (ScrollToTextEvent); `scroll_to_text` before.
    case 'find_text':
    case 'scroll_to_text':
      return build('scrollToText', { text: p['text'] }, name);
    // views.py SearchPageAction; service.py search_page greps the page text (zero LLM cost).
    case 'search_page':
      return build(
        'searchPage',
        {
          pattern: p['pattern'],
          regex: p['regex'],
          caseSensitive: p['case_sensitive'],
          contextChars: p['context_chars'],
          cssScope: p['css_scope'] ?? undefined,
          maxResults: p['max_results'],
        },
        name,
      );
    // views.py FindElementsAction; service.py find_elements queries a CSS selector.
    case 'find_elements':
      return build(
        'findElements',
        {
          selector: p['selector'],
          attributes: p['attributes'] ?? undefined,
          maxResults: p['max_results'],
          includeText: p['include_text'],
        },
        name,
      );
    // views.py NavigateAction {url, new_tab=False}; `go_to_url` is its older name (GoToUrlAction).
    case 'navigate':
    case 'go_to_url':
      return build('goto', { url: p['url'], newTab: p['new_tab'] === true ? true : undefined }, name);
    // Older releases: open_tab {url}.
    case 'open_tab':
      return build('newTab', { url: p['url'] }, name);
    // service.py go_back: NoParamsAction.
    case 'go_back':
      return build('back', {}, name);
    // service.py wait(seconds=3): sleeps min(max(seconds - 1, 0), 30) seconds (one second is
    // counted for the model call that follows).
    case 'wait': {
      const s = typeof p['seconds'] === 'number' ? p['seconds'] : 3;
      return build('wait', { ms: mathMin(mathMax(s - 1, 0), 30) * 1000 }, name);
    }
    // views.py UploadFileAction {index, path}.
    case 'upload_file':
      return build('upload', { target: p['index'], files: p['path'] }, name);
    // views.py SwitchTabAction / CloseTabAction {tab_id}; older releases named a tab by page_id.
    case 'switch':
    case 'switch_tab':
      return build('switchTab', { tab: p['tab_id'] ?? p['page_id'] }, name);
    case 'close':
    case 'close_tab':
      return build('closeTab', { tab: p['tab_id'] ?? p['page_id'] }, name);
    // views.py DoneAction {text, success=True}: the final message to the user.
    case 'done':
      return build('message', { text: p['text'], messageKind: 'done', success: bool(p['success'], true) }, name);
    // service.py search {query, engine='duckduckgo'}: opens the engine's result page in the current
    // tab (google with udm=14, its plain web results); another engine is an error there too.
    case 'search': {
      const engine = toLower(typeof p['engine'] === 'string' ? p['engine'] : 'duckduckgo');
      const q = quotePlus(typeof p['query'] === 'string' ? p['query'] : '');
      const url =
        engine === 'duckduckgo'
          ? 'https://duckduckgo.com/?q=' + q
          : engine === 'google'
            ? 'https://www.google.com/search?q=' + q + '&udm=14'
            : engine === 'bing'
              ? 'https://www.bing.com/search?q=' + q
              : '';
      if (!url) return invalid(`Unsupported search engine: ${engine}. Options: duckduckgo, google, bing`);
      return build('goto', { url }, name);
    }
    // browser-use's file system, JavaScript and files of the page are run by the session host
    // (src/node/session/hostVerbs.ts); in the page alone they are NEEDS_HOST.
    // service.py write_file(file_name, content, append=False, trailing_newline=True,
    // leading_newline=False): the newlines are added to the content before it is written or appended.
    case 'write_file': {
      let content = typeof p['content'] === 'string' ? p['content'] : undefined;
      if (content !== undefined && bool(p['trailing_newline'], true)) content += '\n';
      if (content !== undefined && bool(p['leading_newline'], false)) content = '\n' + content;
      return build('writeFile', { file: p['file_name'], content, append: bool(p['append'], false) }, name);
    }
    // service.py read_file(file_name) and replace_file(file_name, old_str, new_str); `replace_file_str`
    // is the FileSystem method's name (browser-use's filesystem/file_system.py).
    case 'read_file':
      return build('readFile', { file: p['file_name'] }, name);
    case 'replace_file':
    case 'replace_file_str':
      return build('replaceFile', { file: p['file_name'], oldText: p['old_str'], newText: p['new_str'] }, name);
    // service.py evaluate(code): Runtime.evaluate in the active tab; the host runs it only when the
    // session allows code execution (`allowEval`).
    case 'evaluate':
      return build('evaluate', { code: p['code'] }, name);
    // views.py ScreenshotAction {file_name?}; SaveAsPdfAction {file_name?, print_background=True,
    // landscape=False, scale=1.0, paper_format='Letter', display_header_footer=True, header_template?,
    // footer_template?}; `save_pdf` is an older name.
    case 'screenshot':
      return build('screenshot', { file: p['file_name'] ?? undefined }, name);
    case 'save_as_pdf':
    case 'save_pdf':
      return build(
        'pdf',
        {
          file: p['file_name'] ?? undefined,
          printBackground: p['print_background'],
          landscape: p['landscape'],
          scale: p['scale'],
          paperFormat: p['paper_format'],
          displayHeaderFooter: p['display_header_footer'],
          headerTemplate: p['header_template'] ?? undefined,
          footerTemplate: p['footer_template'] ?? undefined,
        },
        name,
      );
    // service.py extract {query}: an LLM reads the page; here the page text it would read.
    case 'extract':
    case 'extract_content':
      return build('extract', {}, name);
    default:
      return null;
  }
}

/** browser-use `{name: params}`, or a pagemark verb name in the same one-key form. */
export function parseBrowserUse(name: string, value: unknown): Parsed {
  const params = value && typeof value === 'object' && !isArray(value) ? (value as Record<string, unknown>) : {};
  const own = fromBrowserUse(name, params);
  if (own) return own;
  const verb = verbOf(name);
  if (!verb) return invalid(`unknown action "${name}"`);
  return build(verb, params, toLower(name));
}
