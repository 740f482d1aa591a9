/**
 * CSSOM and CSSOM View members (scroll extents, style sheets and their rules) and resource
 * readiness (images, media, fonts, the document): what the style gate and act()'s stability checks
 * read. Captured by bindWindow (dom.ts), which re-exports them.
 */
import { getter, method, type AnyObj } from './capture';

export let scrollLeftOf: (e: unknown) => number;
export let scrollTopOf: (e: unknown) => number;
/** Scroll container extents (CSSOM View §7): how far an overflow box can scroll. */
export let scrollHeightOf: (e: unknown) => number;
export let scrollWidthOf: (e: unknown) => number;
export let clientHeightOf: (e: unknown) => number;
export let clientWidthOf: (e: unknown) => number;
export let imgComplete: (e: unknown) => boolean;
export let mediaReadyState: (e: unknown) => number;
export let docReadyState: (d: unknown) => string;
export let mediaNetworkState: (e: unknown) => number;
/** document.fonts (undefined where the DOM has no CSS Font Loading API). */
export let docFonts: (d: unknown) => FontFaceSet | undefined;
export let fontSetStatus: (s: unknown) => string;
export let fontSetForEach: (s: unknown, cb: (f: FontFace) => void) => void;
export let fontStatus: (f: unknown) => string;
export let docStyleSheets: (d: unknown) => StyleSheetList | undefined;
export let rootStyleSheets: (r: unknown) => StyleSheetList | undefined;
export let docAdoptedSheets: (d: unknown) => CSSStyleSheet[] | undefined;
export let rootAdoptedSheets: (r: unknown) => CSSStyleSheet[] | undefined;
export let sheetRules: (s: unknown) => CSSRuleList;
export let sheetDisabled: (s: unknown) => boolean;
export let ruleText: (r: unknown) => string;
/** A style rule's selector text; undefined for any other rule. */
export let styleRuleSelector: (r: unknown) => string | undefined;
/** The rules inside a grouping rule (@media, @supports, @layer) or a nesting style rule; null for others. */
export let childRules: (r: unknown) => CSSRuleList | null;

export function bindCssomAccess(w: AnyObj): void {
  scrollLeftOf = getter(w, 'Element', 'scrollLeft');
  scrollTopOf = getter(w, 'Element', 'scrollTop');
  scrollHeightOf = getter(w, 'Element', 'scrollHeight');
  scrollWidthOf = getter(w, 'Element', 'scrollWidth');
  clientHeightOf = getter(w, 'Element', 'clientHeight');
  clientWidthOf = getter(w, 'Element', 'clientWidth');
  imgComplete = getter(w, 'HTMLImageElement', 'complete');
  mediaReadyState = getter(w, 'HTMLMediaElement', 'readyState');
  docReadyState = getter(w, 'Document', 'readyState');
  mediaNetworkState = getter(w, 'HTMLMediaElement', 'networkState');
  docFonts = getter(w, 'Document', 'fonts');
  fontSetStatus = getter(w, 'FontFaceSet', 'status');
  fontSetForEach = method(w, 'FontFaceSet', 'forEach');
  fontStatus = getter(w, 'FontFace', 'status');
  docStyleSheets = getter(w, 'Document', 'styleSheets');
  rootStyleSheets = getter(w, 'ShadowRoot', 'styleSheets');
  docAdoptedSheets = getter(w, 'Document', 'adoptedStyleSheets');
  rootAdoptedSheets = getter(w, 'ShadowRoot', 'adoptedStyleSheets');
  sheetRules = getter(w, 'CSSStyleSheet', 'cssRules');
  sheetDisabled = getter(w, 'StyleSheet', 'disabled');
  ruleText = getter(w, 'CSSRule', 'cssText');
  const selG = getter<string>(w, 'CSSStyleRule', 'selectorText');
  styleRuleSelector = (r) => {
    try {
      return selG(r);
    } catch {
      return undefined; // not a CSSStyleRule (the brand check fails)
    }
  };
  const groupG = getter<CSSRuleList>(w, 'CSSGroupingRule', 'cssRules');
  const nestG = getter<CSSRuleList | undefined>(w, 'CSSStyleRule', 'cssRules');
  childRules = (r) => {
    try {
      return groupG(r);
    } catch {
      try {
        return nestG(r) ?? null;
      } catch {
        return null;
      }
    }
  };
}
