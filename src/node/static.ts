/**
 * Static mode: a Snapshot from an HTML string in Node, with linkedom and no browser. No CSS beyond
 * inline styles and the `hidden` attribute, no layout: `bbox` is null, `visibility` is 1 or 0 from
 * attributes and inline styles only, occlusion is unknown. Names, roles, locators, states, the tree
 * and all formats work as in a page. Useful for offline pipelines and fast tests.
 */
import { parseHTML } from 'linkedom';
import type { Snapshot, SnapshotOptions } from '../core/model/types';
import { bindWindow, getAttribute, parentElement } from '../dom/platform/dom';
import { staticComputedStyle } from '../dom/platform/staticStyle';
import { snapshot } from '../dom/snapshot/snapshot';
import { elementByIndex, resetRegistry } from '../dom/identity/registry';

export interface StaticOptions extends SnapshotOptions {
  /** The page's URL (for the snapshot and resolved links). */
  url?: string;
}

function hiddenByInlineStyle(el: Element): boolean {
  for (let e: Element | null = el; e; e = parentElement(e)) {
    const st = staticComputedStyle(e);
    if (st.getPropertyValue('visibility') === 'hidden' || st.getPropertyValue('opacity') === '0') return true;
    if (getAttribute(e, 'aria-hidden') === 'true' && e === el) return false;
  }
  return false;
}

/**
 * linkedom is not an HTML5 tree builder: a fragment without <html>/<body> gets no body (or no
 * document element at all), and content after </body> or </html> is dropped, where a browser puts all
 * of it in the body (HTML §13.2.6.4.7-23, "after body" / "after after body" insertion modes). Rebuild
 * the document the way a browser's parser would: head content in the head, everything else in one
 * body, keeping the html and body start tags' attributes.
 */
export function normalizeDocument(html: string): string {
  let rest = html;
  let head = '';
  const h = /<head\b[^>]*>([\s\S]*?)<\/head\s*>/i.exec(rest);
  if (h) {
    head = h[1]!;
    rest = rest.slice(0, h.index) + rest.slice(h.index + h[0].length);
  }
  const htmlTag = /<html\b([^>]*)>/i.exec(rest);
  const bodyTag = /<body\b([^>]*)>/i.exec(rest);
  rest = rest.replace(/<!doctype[^>]*>|<\/?(?:html|body|head)\b[^>]*>/gi, '');
  return (
    `<!doctype html><html${htmlTag ? htmlTag[1] : ''}><head>${head}</head>` +
    `<body${bodyTag ? bodyTag[1] : ''}>${rest}</body></html>`
  );
}

export function snapshotHtml(html: string, options: StaticOptions = {}): Snapshot {
  const { url, ...snapOptions } = options;
  const { window } = parseHTML(normalizeDocument(html));
  resetRegistry();
  bindWindow(window as unknown as Window, { computedStyle: (e) => staticComputedStyle(e) });
  // One document, one snapshot: nothing to reuse (and no observer to leave behind).
  const s = snapshot({ markAttribute: false, ...snapOptions, incremental: false });
  for (let i = 0; i < s.elements.length; i++) {
    const r = s.elements[i]!;
    const el = elementByIndex(r.index);
    const visible = el ? !hiddenByInlineStyle(el) : true;
    r.bbox = null;
    r.isVisible = visible;
    r.visibility = visible ? 1 : 0;
    r.inViewport = false;
    r.isTopElement = null;
    r.obscuredBy = null;
    r.setOfMarks = false;
  }
  if (url !== undefined) s.url = url;
  return s;
}
