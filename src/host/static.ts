/**
 * Static mode: a Snapshot from an HTML string in Node, with linkedom and no browser. No CSS beyond
 * inline styles and the `hidden` attribute, no layout: `bbox` is null, `visibility` is 1 or 0 from
 * attributes and inline styles only, occlusion is unknown. Names, roles, locators, states, the tree
 * and all formats work as in a page. Useful for offline pipelines and fast tests.
 */
import { parseHTML } from 'linkedom';
import type { Snapshot, SnapshotOptions } from '../model/types';
import { bindWindow, getAttribute, parentElement } from '../platform/dom';
import { staticComputedStyle } from '../platform/staticStyle';
import { snapshot } from '../registry/snapshot';
import { elementByIndex, resetRegistry } from '../registry/registry';

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

export function snapshotHtml(html: string, options: StaticOptions = {}): Snapshot {
  const { url, ...snapOptions } = options;
  const { window } = parseHTML(html);
  resetRegistry();
  bindWindow(window as unknown as Window, { computedStyle: (e) => staticComputedStyle(e) });
  const s = snapshot({ markAttribute: false, ...snapOptions });
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
