/**
 * browser-use's page exploration actions, in the page (browser_use/tools/service.py):
 *  - scrollToText (`find_text`, "Scroll to text."): the first element in document order whose text
 *    holds the string (its watchdog's XPath `//*[contains(text(), "…")]`) scrolls into view;
 *  - searchPage (`search_page`): the page text, text node by text node, searched for a literal or a
 *    regex, each match with its context and the path of its element (_SEARCH_PAGE_JS_BODY), the
 *    result formatted as _format_search_results formats it;
 *  - findElements (`find_elements`): a CSS selector's elements with tag, text, attributes and child
 *    count (_FIND_ELEMENTS_JS_BODY), formatted as _format_find_results formats them.
 * The walks are iterative (no recursion on DOM depth).
 */
import type { FindElementsCommand, ScrollToTextCommand, SearchPageCommand } from '../../core/model/commands';
import { pmError } from '../../core/model/errors';
import {
  body as docBody,
  boundWindow,
  docQuerySelectorAll,
  docURL,
  elementQuerySelectorAll,
  firstElementChild,
  getAttribute,
  localName,
  nextElementSibling,
  nodeValue,
  optionSelected,
  parentElement,
  scrollIntoView,
  textContent,
} from '../platform/dom';
import {
  jsonStringify,
  join,
  mathMax,
  mathMin,
  push,
  reExec,
  strIndexOf,
  strReplace,
  strSlice,
  strSplit,
  strTrim,
} from '../../builtins/pristine';
import { nextFrame } from './actionability';
import type { Perf } from './outcome';
import { textNodes } from './textNodes';

export async function scrollToText(cmd: ScrollToTextCommand): Promise<Perf> {
  const b = docBody(boundWindow!.document);
  const nodes = b ? textNodes(b) : [];
  for (let i = 0; i < nodes.length; i++) {
    if (strIndexOf(nodeValue(nodes[i]!) ?? '', cmd.text) < 0) continue;
    const el = parentElement(nodes[i]!);
    if (!el) continue;
    scrollIntoView(el, { block: 'center', inline: 'nearest' });
    await nextFrame();
    return { error: null };
  }
  // service.py find_text answers "Text '…' not found or not visible on page".
  return { error: pmError('NOT_FOUND', `Text '${cmd.text}' not found or not visible on page`) };
}

/** `tag#id` or `tag.class1.class2` from the element up to the body, as _getPath writes it. */
function pathOf(el: Element | null): string {
  const parts: string[] = [];
  const b = docBody(boundWindow!.document);
  for (let e = el, guard = 0; e && e !== b && guard < 256; e = parentElement(e), guard++) {
    let d = localName(e);
    const id = getAttribute(e, 'id');
    const cls = getAttribute(e, 'class');
    if (id) d += '#' + id;
    else if (cls) {
      const c = join(slice2(strSplit(strReplace(strTrim(cls), /\s+/g, ' '), ' ')), '.');
      if (c) d += '.' + c;
    }
    push(parts, d);
  }
  const rev: string[] = [];
  for (let i = parts.length - 1; i >= 0; i--) push(rev, parts[i]!);
  return join(rev, ' > ');
}

function slice2(a: string[]): string[] {
  return a.length > 2 ? [a[0]!, a[1]!] : a;
}

export function searchPage(cmd: SearchPageCommand): Perf {
  const doc = boundWindow!.document;
  let scope: Element | null;
  try {
    scope = cmd.cssScope ? (docQuerySelectorAll(doc, cmd.cssScope)[0] ?? null) : docBody(doc);
  } catch {
    scope = null;
  }
  if (!scope) return { error: pmError('NOT_FOUND', `CSS scope selector not found: ${cmd.cssScope ?? 'body'}`) };
  const nodes = textNodes(scope);
  let full = '';
  const offsets: { offset: number; length: number; node: Node }[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const t = nodeValue(nodes[i]!) ?? '';
    if (!strTrim(t)) continue;
    push(offsets, { offset: full.length, length: t.length, node: nodes[i]! });
    full += t;
  }
  let re: RegExp;
  const flags = cmd.caseSensitive ? 'g' : 'gi';
  try {
    re = new RegExp(cmd.regex ? cmd.pattern : strReplace(cmd.pattern, /[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
  } catch (e) {
    return { error: pmError('INVALID_COMMAND', `Invalid regex pattern: ${String((e as Error).message)}`) };
  }
  const ctx = cmd.contextChars ?? 150;
  const max = cmd.maxResults ?? 25;
  const lines: string[] = [];
  let total = 0;
  for (let guard = 0; guard < 100000; guard++) {
    const m = reExec(re, full);
    if (!m) break;
    total++;
    if (total <= max) {
      const start = mathMax(0, m.index - ctx);
      const end = mathMin(full.length, m.index + m[0].length + ctx);
      const context = (start > 0 ? '...' : '') + strSlice(full, start, end) + (end < full.length ? '...' : '');
      let path = '';
      for (let i = 0; i < offsets.length; i++) {
        const o = offsets[i]!;
        if (o.offset <= m.index && o.offset + o.length > m.index) {
          path = pathOf(parentElement(o.node));
          break;
        }
      }
      push(lines, `[${total}] ${context}${path ? ` (in ${path})` : ''}`);
    }
    if (m[0].length === 0) re.lastIndex++;
  }
  if (total === 0) return { error: null, value: `No matches found for "${cmd.pattern}" on page.` };
  const head = `Found ${total} match${total !== 1 ? 'es' : ''} for "${cmd.pattern}" on page:`;
  let value = head + '\n\n' + join(lines, '\n');
  if (total > max)
    value += `\n\n... showing ${lines.length} of ${total} total matches. Increase max_results to see more.`;
  return { error: null, value };
}

function childCount(el: Element): number {
  let n = 0;
  for (let c = firstElementChild(el); c; c = nextElementSibling(c)) n++;
  return n;
}

export function findElements(cmd: FindElementsCommand): Perf {
  const doc = boundWindow!.document;
  let els: ArrayLike<Element>;
  try {
    els = docQuerySelectorAll(doc, cmd.selector);
  } catch (e) {
    return { error: pmError('INVALID_COMMAND', `Invalid CSS selector: ${String((e as Error).message)}`) };
  }
  const total = els.length;
  if (total === 0) return { error: null, value: `No elements found matching "${cmd.selector}".` };
  const limit = mathMin(total, cmd.maxResults ?? 50);
  const lines: string[] = [`Found ${total} element${total !== 1 ? 's' : ''} matching "${cmd.selector}":`, ''];
  for (let i = 0; i < limit; i++) {
    const el = els[i]!;
    const parts: string[] = [`[${i}] <${localName(el)}>`];
    if (cmd.includeText !== false) {
      let text = strTrim(textContent(el) ?? '');
      if (text.length > 300) text = strSlice(text, 0, 300) + '...';
      let shown = strReplace(strTrim(text), /\s+/g, ' ');
      if (shown.length > 120) shown = strSlice(shown, 0, 120) + '...';
      if (shown) push(parts, `"${shown}"`);
    }
    const attrs = cmd.attributes ?? [];
    const kv: string[] = [];
    for (let j = 0; j < attrs.length; j++) {
      let v = getAttribute(el, attrs[j]!);
      if (v === null) continue;
      // The resolved URL for src and href, as the DOM property gives it.
      if ((attrs[j] === 'src' || attrs[j] === 'href') && v !== '') {
        try {
          v = new URL(v, docURL(doc)).href;
        } catch {}
      }
      push(kv, `${attrs[j]!}="${v.length > 500 ? strSlice(v, 0, 500) + '...' : v}"`);
    }
    if (kv.length) push(parts, '{' + join(kv, ', ') + '}');
    push(parts, `(${childCount(el)} children)`);
    push(lines, join(parts, ' '));
  }
  if (limit < total) push(lines, `\nShowing ${limit} of ${total} total elements. Increase max_results to see more.`);
  return { error: null, value: join(lines, '\n') };
}

/**
 * options (browser-use `dropdown_options`): the options of a native select, or of an ARIA listbox or
 * menu (the element or the first one inside it), one line each as the watchdog formats them
 * (browser/watchdogs/default_action_watchdog.py on_GetDropdownOptionsEvent):
 * `0: text="Red", value="r" (selected)`.
 */
export function optionsOf(el: Element, label: (o: Element) => string): Perf {
  let box: Element | null = el;
  const isBox = (e: Element): boolean => {
    const r = getAttribute(e, 'role');
    return localName(e) === 'select' || r === 'listbox' || r === 'menu';
  };
  if (!isBox(el)) {
    const inner = elementQuerySelectorAll(el, 'select, [role="listbox"], [role="menu"]');
    box = inner.length ? inner[0]! : null;
  }
  if (!box) {
    return {
      error: pmError(
        'NOT_SUPPORTED',
        `the element is not a dropdown (tag: ${localName(el)}, role: ${getAttribute(el, 'role') ?? 'none'})`,
        'target a <select>, a listbox or a menu',
      ),
    };
  }
  const lines: string[] = [];
  const native = localName(box) === 'select';
  const items = elementQuerySelectorAll(box, native ? 'option' : '[role="option"], [role="menuitem"]');
  for (let i = 0; i < items.length; i++) {
    const o = items[i]!;
    const text = native ? strTrim(label(o)) : strTrim(textContent(o) ?? '');
    if (!native && !text) continue;
    const value = native ? (getAttribute(o, 'value') ?? text) : (getAttribute(o, 'data-value') ?? text);
    const selected = native ? optionSelected(o) : getAttribute(o, 'aria-selected') === 'true';
    push(
      lines,
      `${lines.length}: text=${jsonStringify(text)}, value=${jsonStringify(value)}${selected ? ' (selected)' : ''}`,
    );
  }
  if (lines.length === 0) return { error: pmError('NOT_FOUND', 'No options found in dropdown') };
  return { error: null, value: join(lines, '\n') };
}
