/**
 * Static mode: a Snapshot from an HTML string in Node, with linkedom and no browser. No CSS beyond
 * inline styles and the `hidden` attribute, no layout: the window is bound without layout
 * (`bindWindow`'s `layout: false`), so the pipeline itself gives `bbox` null, `visibility` 1 or 0 from
 * the hidden rule on inline styles, `inViewport` false, occlusion and Set-of-Marks unknown or off.
 * Names, roles, locators, states, the tree and all formats work as in a page. Useful for offline
 * pipelines and fast tests.
 */
import { parseHTML } from 'linkedom';
import type { Snapshot } from '../core/model/types';
import type { SnapshotOptions } from '../core/model/snapshotOptions';
import { bindWindow } from '../dom/platform/dom';
import { staticComputedStyle } from '../dom/platform/staticStyle';
import { snapshot } from '../dom/snapshot/snapshot';
import { resetRegistry } from '../dom/identity/registry';

export interface StaticOptions extends SnapshotOptions {
  /** The page's URL (for the snapshot and resolved links). */
  url?: string;
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
  bindWindow(window as unknown as Window, { computedStyle: (e) => staticComputedStyle(e), layout: false });
  // One document, one snapshot: nothing to reuse (and no observer to leave behind).
  const s = snapshot({ markAttribute: false, ...snapOptions, incremental: false });
  if (url !== undefined) s.url = url;
  return s;
}
