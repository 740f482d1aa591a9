/**
 * A computed-style provider for DOMs without CSS (the static linkedom mode): answers from inline
 * `style` attributes, the `hidden` attribute and a few user-agent defaults. No stylesheets and no
 * layout (documented as such in the README). `visibility` inherits, as it does in CSS (CSS 2.1 §11.2:
 * "Inherited: yes"), so a child of a visibility:hidden parent reads hidden unless it sets its own;
 * the walk tracks the rest (display:none and opacity:0 hide a subtree).
 */
import { strSplit, strIndexOf, toLower, strTrim, strSlice, strReplace, splitSpaces } from '../../builtins/pristine';
import { getAttribute, hasAttribute, localName, parentElement } from './dom';

const UA_NONE: Record<string, true> = {
  head: true,
  script: true,
  style: true,
  template: true,
  noscript: true,
  title: true,
  meta: true,
  link: true,
  base: true,
  dialog: true,
};

function inline(el: Element): Record<string, string> {
  const out: Record<string, string> = {};
  const s = getAttribute(el, 'style');
  if (!s) return out;
  const parts = strSplit(s, ';');
  for (let i = 0; i < parts.length; i++) {
    const c = strIndexOf(parts[i]!, ':');
    if (c < 0) continue;
    const k = toLower(strTrim(strSlice(parts[i]!, 0, c)));
    const v = toLower(strTrim(strReplace(strSlice(parts[i]!, c + 1), /!important/i, '')));
    if (k) out[k] = v;
  }
  return out;
}

const DEFAULTS: Record<string, string> = {
  visibility: 'visible',
  opacity: '1',
  cursor: 'auto',
  position: 'static',
  'overflow-x': 'visible',
  'overflow-y': 'visible',
  'content-visibility': 'visible',
  clip: 'auto',
  'clip-path': 'none',
  'border-left-width': '0px',
  'border-top-width': '0px',
  'padding-left': '0px',
  'padding-top': '0px',
  content: 'none',
};

export function staticComputedStyle(el: Element): CSSStyleDeclaration {
  const st = inline(el);
  const tag = localName(el);
  const get = (prop: string): string => {
    if (prop === 'display') {
      if (hasAttribute(el, 'hidden') || (UA_NONE[tag] && !(tag === 'dialog' && hasAttribute(el, 'open'))))
        return 'none';
      return st['display'] ?? 'block';
    }
    if (prop === 'overflow') {
      // Serialised from the longhands, as a browser does (CSS Overflow 3 §3.1).
      const x = get('overflow-x');
      const y = get('overflow-y');
      return x === y ? x : x + ' ' + y;
    }
    if ((prop === 'overflow-x' || prop === 'overflow-y') && st[prop] === undefined && st['overflow'] !== undefined) {
      return splitSpaces(st['overflow']!)[prop === 'overflow-x' ? 0 : 1] ?? st['overflow']!;
    }
    if (prop === 'visibility' && st['visibility'] === undefined) {
      // Inherited: the nearest ancestor that sets it (a loop, never recursion on DOM depth).
      for (let p = parentElement(el); p; p = parentElement(p)) {
        const v = inline(p)['visibility'];
        if (v !== undefined) return v;
      }
    }
    return st[prop] ?? DEFAULTS[prop] ?? '';
  };
  return { getPropertyValue: get } as unknown as CSSStyleDeclaration;
}
