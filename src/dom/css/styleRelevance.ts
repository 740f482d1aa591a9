/**
 * Which style changes that no MutationRecord reports can change what the walk reads.
 *
 * The walk reads a handful of computed properties (display, visibility, opacity, cursor, position,
 * overflow, content-visibility, clip, clip-path). Their values change without a DOM mutation only
 * through: dynamic pseudo-classes (:hover, :focus, :checked, :invalid, ...), stylesheet edits through
 * the CSSOM, the viewport (media queries), animations, and layout (container queries). This module
 * scans a document's (or shadow root's) stylesheets once per stylesheet fingerprint and answers:
 * which dynamic pseudo-classes appear in a rule that also sets one of those properties (or a custom
 * property, which any of them may read through var()), and whether `:has()` or `@container` is used
 * that way (both make a change anywhere able to restyle anything, so the tracker falls back to a
 * full snapshot). A sheet that cannot be read (cross-origin, or @import) counts as using everything.
 * The same scan answers the style gate's two questions (dom/css/styleGate.ts): whether any rule
 * gives a ::before/::after text, and whether any sets content-visibility.
 *
 * Rules are matched on their cssText, top-level rules only: a grouping rule's text contains its
 * children, so a false positive only makes the tracker more careful, never wrong.
 */
import {
  childRules,
  styleRuleSelector,
  docAdoptedSheets,
  docStyleSheets,
  nodeType,
  rootAdoptedSheets,
  rootStyleSheets,
  ruleText,
  sheetDisabled,
  sheetRules,
  DOCUMENT_NODE,
} from '../platform/dom';
import { pop, push, reTest, SafeWeakMap, strIndexOf, strReplace, strTrim } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';

/** Bit flags: one per dynamic condition a stylesheet may depend on. */
export const HOVER = 1;
export const ACTIVE = 2;
export const FOCUS = 4;
export const FOCUS_WITHIN = 8;
export const FORM_STATE = 16;
export const TARGET = 32;
export const TOP_LAYER = 64;
export const MEDIA_STATE = 128;
/** `:has()`: a change may restyle an ancestor or an earlier sibling. */
export const GLOBAL = 256;
/** `@container`: styles follow layout, which changes with no mutation at all. */
export const CONTAINER = 512;
export const ALL = 1023;

const PSEUDOS: [string, number][] = [
  [':hover', HOVER],
  [':active', ACTIVE],
  [':focus-within', FOCUS_WITHIN],
  [':focus', FOCUS],
  [':checked', FORM_STATE],
  [':indeterminate', FORM_STATE],
  [':placeholder-shown', FORM_STATE],
  [':valid', FORM_STATE],
  [':invalid', FORM_STATE],
  [':user-', FORM_STATE],
  [':in-range', FORM_STATE],
  [':out-of-range', FORM_STATE],
  [':autofill', FORM_STATE],
  [':-webkit-autofill', FORM_STATE],
  [':default', FORM_STATE],
  [':blank', FORM_STATE],
  [':target', TARGET],
  [':popover-open', TOP_LAYER],
  [':open', TOP_LAYER],
  [':modal', TOP_LAYER],
  [':fullscreen', TOP_LAYER],
  [':playing', MEDIA_STATE],
  [':paused', MEDIA_STATE],
  [':seeking', MEDIA_STATE],
  [':has(', GLOBAL],
  ['@import', ALL],
];
/** Declarations the walk's reads depend on (substrings of `prop:` in cssText). */
const PROPS = [
  'display:',
  'visibility:',
  'opacity:',
  'cursor:',
  'position:',
  'overflow',
  'content',
  'clip',
  '--',
  ' all:',
  'inert',
];

function ruleFlags(text: string): number {
  let pseudo = 0;
  for (let i = 0; i < PSEUDOS.length; i++) {
    if (strIndexOf(text, PSEUDOS[i]![0]) >= 0) pseudo |= PSEUDOS[i]![1];
  }
  if (pseudo === 0) return 0;
  if (pseudo === ALL) return ALL;
  const brace = strIndexOf(text, '{');
  for (let i = 0; i < PROPS.length; i++) {
    if (strIndexOf(text, PROPS[i]!, brace < 0 ? 0 : brace) >= 0) return pseudo;
  }
  return 0;
}

/** What one sheet contributes: flags, and the selectors of its relevant rules (null: not usable). */
interface SheetInfo {
  n: number;
  /** The first and last rule objects when scanned: replace()/replaceSync() at the same count changes them. */
  first?: unknown;
  last?: unknown;
  flags: number;
  selectors: string[] | null;
  /** Its rules cannot be read (a cross-origin sheet without CORS, or @import). */
  unreadable?: boolean;
  /** Some rule may give a ::before or ::after a `content` (true when unreadable). */
  pseudoText: boolean;
  /** Some rule may set content-visibility (true when unreadable). */
  contentVisibility: boolean;
}

/** A selector naming ::before or ::after (CSSOM serialises the legacy `:before` as `::before`). */
const PSEUDO_ELEMENT = /::?(before|after)\b/i;
/** A `content` declaration (not content-visibility: the name is followed by a colon). */
const CONTENT_DECL = /(^|[{;\s])content\s*:/i;
/** The `all` shorthand: `all: inherit` passes content-visibility down. */
const ALL_DECL = /(^|[{;\s])all\s*:/i;
let sheetCache: WeakMap<object, SheetInfo>;
defineState(() => {
  sheetCache = new SafeWeakMap();
});

/** More relevant rules than this in one tree and matching them all each snapshot costs too much. */
export const MAX_SELECTORS = 64;

/**
 * Pseudo-elements are styled through their element (and `content` feeds names): the element's
 * selector is the selector without them. `:host`, `::slotted` and `::part` cross tree boundaries,
 * where querySelectorAll cannot follow: such a rule makes the sheet's selectors unusable.
 */
function elementSelector(sel: string): string | null {
  if (strIndexOf(sel, ':host') >= 0 || strIndexOf(sel, '::slotted') >= 0 || strIndexOf(sel, '::part') >= 0) return null;
  const out = strReplace(
    sel,
    /::?(before|after|marker|placeholder|first-line|first-letter|selection|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)/g,
    '',
  );
  return strTrim(out) === '' ? null : out;
}

/** One sheet's scan, cached per version (its rule count and its first and last rule objects). */
export function sheetInfo(sheet: CSSStyleSheet): SheetInfo {
  let rules: CSSRuleList;
  try {
    rules = sheetRules(sheet);
  } catch {
    return { n: -1, flags: ALL, selectors: null, unreadable: true, pseudoText: true, contentVisibility: true };
  }
  const n = rules.length;
  const first = n > 0 ? rules[0] : null;
  const last = n > 0 ? rules[n - 1] : null;
  const c = sheetCache.get(sheet);
  if (c && c.n === n && c.first === first && c.last === last) return c;
  let flags = 0;
  let selectors: string[] | null = [];
  let pseudoText = false;
  let contentVisibility = false;
  // Grouping rules (@media, @supports, @layer, nesting) hold rule lists: an explicit stack, no recursion.
  const stack: { list: CSSRuleList; nested: boolean }[] = [{ list: rules, nested: false }];
  while (stack.length > 0 && flags !== ALL) {
    const { list, nested } = pop(stack)!;
    for (let i = 0; i < list.length && flags !== ALL; i++) {
      const rule = list[i]!;
      let text: string;
      try {
        text = ruleText(rule);
      } catch {
        flags = ALL;
        break;
      }
      if (strIndexOf(text, '@import') === 0) {
        flags = ALL;
        break;
      }
      if (strIndexOf(text, '@container') === 0) flags |= CONTAINER;
      if (!pseudoText && reTest(PSEUDO_ELEMENT, text) && reTest(CONTENT_DECL, text)) pseudoText = true;
      if (!contentVisibility && (strIndexOf(text, 'content-visibility') >= 0 || reTest(ALL_DECL, text)))
        contentVisibility = true;
      const sel = styleRuleSelector(rule);
      if (sel !== undefined) {
        const f = ruleFlags(text);
        if (f) {
          flags |= f;
          // A nested rule's selector is relative to its parent's: not usable on its own.
          const es = nested ? null : elementSelector(sel);
          if (es === null || selectors === null) selectors = null;
          else push(selectors, es);
        }
      }
      const inner = childRules(rule);
      if (inner && inner.length > 0) push(stack, { list: inner, nested: nested || sel !== undefined });
    }
  }
  const info: SheetInfo = {
    n,
    first,
    last,
    flags,
    selectors: flags === ALL ? null : selectors,
    unreadable: flags === ALL,
    pseudoText: pseudoText || flags === ALL,
    contentVisibility: contentVisibility || flags === ALL,
  };
  sheetCache.set(sheet, info);
  return info;
}

/** The sheets that apply in a document or shadow root, in order. */
export function sheetsOf(root: Node): CSSStyleSheet[] {
  const out: CSSStyleSheet[] = [];
  const isDoc = nodeType(root) === DOCUMENT_NODE;
  let list: StyleSheetList | undefined;
  let adopted: CSSStyleSheet[] | undefined;
  try {
    list = isDoc ? docStyleSheets(root) : rootStyleSheets(root);
    adopted = isDoc ? docAdoptedSheets(root) : rootAdoptedSheets(root);
  } catch {
    list = undefined;
  }
  if (list) for (let i = 0; i < list.length; i++) push(out, list[i] as CSSStyleSheet);
  if (adopted) for (let i = 0; i < adopted.length; i++) push(out, adopted[i]!);
  return out;
}

/**
 * A value that changes whenever the set of applying sheets, any sheet's rule count, its first or last
 * rule object or its disabled flag changes: `insertRule`, `deleteRule`, adopting a sheet, toggling
 * `disabled`, and `replace`/`replaceSync`, which make new rule objects even at the same count (the
 * count alone missed a replaceSync that kept it: test/browser/style-gate.spec.ts).
 * (An in-place edit of one rule's declarations, `sheet.cssRules[0].style.display = 'none'`, keeps
 * the count: the README lists it as the one CSSOM change incremental snapshots cannot see.)
 */
export interface SheetState {
  sheets: CSSStyleSheet[];
  counts: number[];
  /** Each sheet's first and last rule objects (null when empty or unreadable). */
  ends: unknown[];
  flags: number;
  /**
   * Selectors of every rule that sets a property the walk reads under a dynamic condition; null when
   * some cannot be matched with querySelectorAll (or there are more than MAX_SELECTORS).
   */
  selectors: string[] | null;
  /** Some sheet's rules cannot be read: they may depend on anything, @container included. */
  unreadable: boolean;
}

export function sheetState(root: Node): SheetState {
  const sheets = sheetsOf(root);
  const counts: number[] = [];
  const ends: unknown[] = [];
  let flags = 0;
  let selectors: string[] | null = [];
  let unreadable = false;
  for (let i = 0; i < sheets.length; i++) {
    const s = sheets[i]!;
    let n: number;
    let disabled = false;
    let first: unknown = null;
    let last: unknown = null;
    try {
      const rules = sheetRules(s);
      n = rules.length;
      if (n > 0) {
        first = rules[0];
        last = rules[n - 1];
      }
      disabled = sheetDisabled(s);
    } catch {
      n = -1;
    }
    push(counts, disabled ? -2 - n : n);
    push(ends, first, last);
    if (disabled) continue;
    const info = sheetInfo(s);
    flags |= info.flags;
    if (info.unreadable) unreadable = true;
    if (info.selectors === null || selectors === null) selectors = null;
    else for (let k = 0; k < info.selectors.length; k++) push(selectors, info.selectors[k]!);
  }
  if (selectors !== null && selectors.length > MAX_SELECTORS) selectors = null;
  return { sheets, counts, ends, flags, selectors, unreadable };
}

export function sameSheets(a: SheetState, b: SheetState): boolean {
  if (a.sheets.length !== b.sheets.length) return false;
  for (let i = 0; i < a.sheets.length; i++) {
    if (a.sheets[i] !== b.sheets[i] || a.counts[i] !== b.counts[i]) return false;
    if (a.ends[2 * i] !== b.ends[2 * i] || a.ends[2 * i + 1] !== b.ends[2 * i + 1]) return false;
  }
  return true;
}
