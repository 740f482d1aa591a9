/**
 * accname 1.2 step 2E, "Host Language Label": HTML's native names as HTML-AAM 1.0 §4.1 lists them
 * (https://www.w3.org/TR/html-aam-1.0/#accessible-name-computations-by-html-element). Where the
 * rule ends in "otherwise use the subtree", the caller's name-from-content step takes over.
 */
import {
  firstElementChild,
  getAttribute,
  inputType,
  inputValue,
  localName,
  nextElementSibling,
  textContent,
} from '../platform/dom';
import { push, wordSet } from '../../builtins/pristine';
import { nonBlank } from './flatString';
import { hiddenDeep, labelsFromCache } from './nameCache';
import { childFlags, plan, req, HIDDEN_OK, LABEL, REF, type Ctx, type Piece, type Plan } from './plan';
import { tooltip } from './tooltip';

/** Input types whose placeholder names them when nothing else does (HTML-AAM §4.1.2). */
const PLACEHOLDER = wordSet('text password search tel email url number');

/** The labels of a labelable element as a plan, or null when it has none. */
function labelsPlan(el: Element, ctx: Ctx, otherwise: (s: string) => string | Plan): Plan | null {
  let labels: ArrayLike<Element> | null = null;
  try {
    labels = labelsFromCache(el, ctx.cache);
  } catch {}
  if (!labels || labels.length === 0) return null;
  const items: Piece[] = [];
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i]!;
    push(items, req(l, LABEL | (hiddenDeep(l, ctx.cache) ? HIDDEN_OK : 0)));
  }
  return plan(items, ' ', (s) => (nonBlank(s) ? s : otherwise(s)));
}

/** The first child element named `want` (legend, figcaption, caption) as a native text alternative. */
function captionPlan(el: Element, want: string, f: number, ctx: Ctx, otherwise: () => string): Plan | string {
  for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
    if (localName(c) === want) {
      const fl = childFlags(f) | LABEL | (hiddenDeep(c, ctx.cache) ? HIDDEN_OK : 0);
      return plan([req(c, fl)], '', (s) => (nonBlank(s) ? s : otherwise()));
    }
  }
  return otherwise();
}

/**
 * The native name of `el`, a plan for it, or null when HTML has no rule for it (or the rule defers
 * to the content). `hasRefs`: aria-labelledby named elements (their text was empty), which HTML-AAM
 * puts before labels: engines then skip the labels. `toContent`: continue with name from content.
 */
export function hostLanguageName(
  el: Element,
  tag: string,
  f: number,
  hasRefs: boolean,
  ctx: Ctx,
  toContent: (given: string | null) => string | Plan,
): string | Plan | null {
  const title = (): string => tooltip(el, tag, '');
  switch (tag) {
    case 'input': {
      const type = inputType(el);
      if (type === 'button' || type === 'submit' || type === 'reset') {
        // HTML-AAM §4.1.3: value, else the localized default of submit and reset, else title.
        const v = inputValue(el);
        if (nonBlank(v)) return v;
        return type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : title();
      }
      if (type === 'image') {
        // HTML-AAM §4.1.4; engines: a <label> comes first (WPT name_test_case_616).
        const otherwise = (): string => {
          const alt = getAttribute(el, 'alt');
          if (nonBlank(alt)) return alt;
          const v = getAttribute(el, 'value');
          if (nonBlank(v)) return v;
          const t = title();
          return t || 'Submit';
        };
        return (!(f & REF) && labelsPlan(el, ctx, otherwise)) || otherwise();
      }
      if (hasRefs) return null;
      const otherwise = (): string => {
        const t = title();
        if (t || !PLACEHOLDER[type]) return t;
        const p = getAttribute(el, 'placeholder');
        return nonBlank(p) ? p : '';
      };
      return labelsPlan(el, ctx, otherwise) ?? otherwise();
    }
    case 'textarea':
    case 'select':
    case 'meter':
    case 'progress':
    case 'output': {
      if (hasRefs) return null;
      const otherwise = (): string => {
        const t = title();
        if (t || tag !== 'textarea') return t;
        const p = getAttribute(el, 'placeholder');
        return nonBlank(p) ? p : '';
      };
      return labelsPlan(el, ctx, otherwise) ?? otherwise();
    }
    case 'button':
      // HTML-AAM §4.1.1: labels, else the subtree, else title.
      if (hasRefs) return null;
      return labelsPlan(el, ctx, () => toContent(null));
    case 'fieldset':
      return hasRefs ? null : captionPlan(el, 'legend', f, ctx, title);
    case 'figure':
      return hasRefs ? null : captionPlan(el, 'figcaption', f, ctx, title);
    case 'table': {
      // HTML-AAM §4.1.9: caption, else summary (engines); else on to the content inside a name
      // (WPT name_from_content: a table in a link gives its cells) and the title (2I).
      for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
        if (localName(c) === 'caption') return captionPlan(el, 'caption', f, ctx, title);
      }
      const s = getAttribute(el, 'summary');
      return nonBlank(s) ? s : null;
    }
    case 'img':
    case 'area': {
      const alt = getAttribute(el, 'alt');
      return nonBlank(alt) ? alt : title();
    }
    case 'svg':
    case 'g':
    case 'path':
    case 'circle':
    case 'ellipse':
    case 'rect':
    case 'line':
    case 'polyline':
    case 'polygon':
    case 'text':
    case 'use':
    case 'image':
    case 'foreignObject':
      // SVG-AAM §8.1: the first <title> child, for every rendered SVG element (a pie slice's
      // <title>, a chart bar's). These tag names have no HTML homonym (the HTML parser turns
      // <image> into <img>), so no namespace test is needed.
      for (let c = firstElementChild(el); c; c = nextElementSibling(c)) {
        if (localName(c) === 'title') {
          const t = textContent(c) || '';
          if (nonBlank(t)) return t;
        }
      }
      return null;
  }
  return null;
}
