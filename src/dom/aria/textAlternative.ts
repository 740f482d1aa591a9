/**
 * The text alternative computation of accname 1.2 §4.3.2 (https://www.w3.org/TR/accname-1.2/),
 * steps 2A to 2I, for one node at a time; the recursion the spec describes runs on an explicit
 * stack (`run`), never on the JavaScript stack, and is bounded by MAX_NODES visited nodes and
 * MAX_CHARS of text so that naming every element of a 100k-element page stays cheap.
 *
 * Where engines and WPT differ from the letter of the spec, this follows the engines and the WPT
 * accname tests (test/conformance/wpt), as Playwright's and dom-accessibility-api's computations do:
 * noted "engines:" below.
 */
import {
  assignedNodes,
  getAttribute,
  firstChild,
  localName,
  nodeType,
  nodeValue,
  nextSibling,
  shadowRootOf,
  ELEMENT_NODE,
  TEXT_NODE,
} from '../platform/dom';
import { join, pop, push, strTrim, wordSet } from '../../builtins/pristine';
import { computeRole } from './computeRole';
import { pseudoText } from './cssContent';
import { embeddedControl } from './embeddedControl';
import { nonBlank } from './flatString';
import { hostLanguageName } from './hostLanguage';
import { idRefs } from './idRefs';
import { hiddenDeep, styleFlags, ST_HIDDEN, ST_INLINE, ST_INVISIBLE } from './nameCache';
import {
  childFlags,
  MAX_CHARS,
  MAX_NODES,
  plan,
  req,
  DESC,
  HIDDEN_OK,
  LABEL,
  REF,
  SELF,
  type Ctx,
  type Piece,
  type Plan,
} from './plan';
import { tooltip } from './tooltip';

/** Elements never rendered: no style read, no text (their text nodes are not content). */
const SKIP = wordSet('script style template noscript');

/**
 * Roles whose name may come from their content (2F): WAI-ARIA 1.2 §5.2.8.4 "name from: contents";
 * and, for a descendant of the element being named (2F.iii / 2H), the roles engines also read
 * through (engines: Chromium's and Firefox's rule, w3c/aria#1821).
 */
const FROM_CONTENT = wordSet(
  'button cell checkbox columnheader gridcell heading link menuitem menuitemcheckbox menuitemradio option radio row rowheader sectionhead switch tab tooltip treeitem',
);
const FROM_CONTENT_BELOW = wordSet(
  ' caption code contentinfo definition deletion emphasis insertion list listitem mark none paragraph presentation region rowgroup section strong subscript superscript table term time generic',
);

/** The text alternative of `root` computed with flags `f` (plan.ts), before flattening. */
export function run(root: Node, f: number, ctx: Ctx): string {
  const first = step(root, f, ctx);
  if (typeof first === 'string') return first;
  const stack: { p: Plan; i: number; out: string[]; pad: boolean }[] = [{ p: first, i: 0, out: [], pad: false }];
  for (;;) {
    const fr = stack[stack.length - 1]!;
    if (fr.i < fr.p.items.length && ctx.nodes < MAX_NODES && ctx.chars < MAX_CHARS) {
      const it = fr.p.items[fr.i++]!;
      if (typeof it === 'string') {
        push(fr.out, it);
        ctx.chars += it.length;
        continue;
      }
      ctx.nodes++;
      const v = step(it.n, it.f, ctx, it.t);
      if (typeof v === 'string') {
        push(fr.out, it.pad ? ' ' + v + ' ' : v);
        ctx.chars += v.length;
      } else push(stack, { p: v, i: 0, out: [], pad: it.pad });
      continue;
    }
    const next = fr.p.done(join(fr.out, fr.p.sep));
    if (typeof next !== 'string') {
      fr.p = next;
      fr.i = 0;
      fr.out = [];
      continue;
    }
    pop(stack);
    if (stack.length === 0) return next;
    push(stack[stack.length - 1]!.out, fr.pad ? ' ' + next + ' ' : next);
  }
}

/** One node, steps 2A-2I: its text, or the plan that computes it. `known`: its local name, or ''. */
function step(n: Node, f: number, ctx: Ctx, known = ''): string | Plan {
  const t = known ? ELEMENT_NODE : nodeType(n);
  // 2G: a text node's text (a hidden parent's text nodes never get here: see contentPlan).
  if (t === TEXT_NODE) return nodeValue(n) || '';
  if (t !== ELEMENT_NODE) return '';
  const el = n as Element;
  const cache = ctx.cache;
  if (cache.visited.get(el) === cache.gen) return '';
  const tag = known || localName(el);
  if (SKIP[tag]) return '';
  // 2A: hidden and not part of a traversal whose referenced root was hidden. The element being
  // named is exempt: the registry names what it registers and reports hidden states separately.
  let invisible = false;
  if (!(f & (SELF | HIDDEN_OK))) {
    const st = styleFlags(el, cache);
    if (st & ST_HIDDEN) return '';
    // visibility:hidden hides the element's own text, not a child that sets visibility:visible
    // (WPT comp_hidden_not_referenced).
    invisible = (st & ST_INVISIBLE) !== 0;
  }
  // A slot is not rendered itself (display: contents) and has no role: its own attributes do not
  // name anything, its assigned nodes (or fallback content) do (WPT shadowdom/slot).
  if (invisible || tag === 'slot') {
    cache.visited.set(el, cache.gen);
    return contentPlan(el, tag, childFlags(f), ctx, invisible, (s) => s);
  }
  const role = f & SELF ? ctx.role : computeRole(el);
  // 2B: aria-labelledby, unless already inside a labelledby / describedby traversal.
  let refs: Element[] | null = null;
  const lb = getAttribute(el, 'aria-labelledby');
  if (lb !== null && !(f & REF)) {
    refs = idRefs(el, lb);
    if (refs.length > 0) {
      const items: Piece[] = [];
      for (let i = 0; i < refs.length; i++)
        push(items, req(refs[i]!, REF | (hiddenDeep(refs[i]!, cache) ? HIDDEN_OK : 0)));
      const r = refs;
      return plan(items, ' ', (s) => (nonBlank(s) ? s : afterLabelledBy(el, tag, role, f, r, ctx)));
    }
  }
  return afterLabelledBy(el, tag, role, f, refs, ctx);
}

/** Steps 2C to 2I. `refs`: the element's valid aria-labelledby targets when it has some. */
function afterLabelledBy(
  el: Element,
  tag: string,
  role: string,
  f: number,
  refs: Element[] | null,
  ctx: Ctx,
): string | Plan {
  const cache = ctx.cache;
  cache.visited.set(el, cache.gen);
  const hasRefs = refs !== null && refs.length > 0;
  // 2C: a control embedded in the label or content of another element contributes its value.
  // Engines: also without aria-label (w3c/accname#64), and not when the control labels itself.
  if (f & (REF | LABEL | DESC)) {
    let own = false;
    if (f & REF) {
      const lb = getAttribute(el, 'aria-labelledby');
      if (lb !== null) {
        const self = idRefs(el, lb);
        for (let i = 0; i < self.length; i++) if (self[i] === el) own = true;
      }
    }
    if (!own) {
      const v = embeddedControl(el, tag, role, childFlags(f));
      if (v !== null) return v;
    }
  }
  // 2D: aria-label, when it holds more than white space.
  const al = getAttribute(el, 'aria-label');
  if (nonBlank(al)) return al;
  // 2E: the host language's own label (HTML-AAM), for elements that are not presentational.
  const presentational = role === 'presentation' || role === 'none';
  if (!presentational) {
    const h = hostLanguageName(el, tag, f, hasRefs, ctx, (s) => fromContent(el, tag, role, f, ctx, s));
    if (h !== null) return h;
  }
  return fromContent(el, tag, role, f, ctx, null);
}

/**
 * 2F name from content (and 2H, content of a descendant), then 2I tooltip. `given`: text a host
 * language rule already produced and left to this step when empty (a button's labels).
 */
function fromContent(el: Element, tag: string, role: string, f: number, ctx: Ctx, given: string | null): string | Plan {
  if (given !== null && nonBlank(given)) return given;
  const presentational = role === 'presentation' || role === 'none';
  const allowed =
    FROM_CONTENT[role] ||
    (f & DESC && FROM_CONTENT_BELOW[role]) ||
    (tag === 'summary' && !presentational) ||
    (f & (REF | LABEL)) !== 0;
  if (allowed) {
    return contentPlan(el, tag, childFlags(f), ctx, false, (s) => {
      // Engines: an element whose content gives nothing falls back to its title (2I); inside a
      // traversal the untrimmed text is kept, its spaces separate it from its neighbours.
      // The root's name is trimmed of all white space at its ends, U+00A0 included (WPT
      // comp_text_node: "&nbsp;button&nbsp;label&nbsp;" is named "button&nbsp;label").
      if (f & SELF) {
        const t = strTrim(s);
        if (nonBlank(t)) return t;
      } else if (s !== '') return s;
      return tooltip(el, tag, role);
    });
  }
  return tooltip(el, tag, role);
}

/**
 * 2F.i-iii: ::before, each child in the flat tree (a slot's assigned nodes, else its fallback
 * children; a shadow host's shadow tree), the elements it owns (aria-owns), ::after. A child that
 * is not display:inline, and <br>, is set apart by spaces (2F.iii; engines: inline children join
 * without one, WPT name_file-label-inline-block-elements). `hideText`: the element is
 * visibility:hidden, its own text nodes and generated content do not count. `tag`: `el`'s local name.
 */
export function contentPlan(
  el: Element,
  tag: string,
  cf: number,
  ctx: Ctx,
  hideText: boolean,
  done: (s: string) => string | Plan,
): string | Plan {
  const cache = ctx.cache;
  // Text gathered while every piece is text (a button or link with text only, the usual case): no
  // plan is built then. `items` starts at the first element child.
  let text = hideText ? '' : pseudoText(el, '::before', cache);
  let items: Piece[] | null = null;
  const add = (c: Node): void => {
    const t = nodeType(c);
    if (t === TEXT_NODE) {
      if (hideText) return;
      const v = nodeValue(c) || '';
      if (items) push(items, v);
      else text += v;
    } else if (t === ELEMENT_NODE) {
      const tag = localName(c);
      if (SKIP[tag]) return;
      const pad = tag === 'br' || !(styleFlags(c as Element, cache) & ST_INLINE);
      if (!items) items = text ? [text] : [];
      push(items, req(c, cf, pad, tag));
    }
  };
  let assigned: Node[] | null = null;
  if (tag === 'slot') {
    try {
      assigned = assignedNodes(el, { flatten: true });
    } catch {}
  }
  if (assigned && assigned.length > 0) {
    for (let i = 0; i < assigned.length && i < MAX_NODES; i++) add(assigned[i]!);
  } else {
    let n = 0;
    for (let c = firstChild(shadowRootOf(el) ?? el); c && n < MAX_NODES; c = nextSibling(c), n++) add(c);
  }
  const owns = getAttribute(el, 'aria-owns');
  if (owns) {
    const o = idRefs(el, owns);
    for (let i = 0; i < o.length; i++) {
      if (!items) items = text ? [text] : [];
      push(items, req(o[i]!, cf, !(styleFlags(o[i]!, cache) & ST_INLINE)));
    }
  }
  const after = hideText ? '' : pseudoText(el, '::after', cache);
  if (!items) return done(text + after);
  if (after) push(items as Piece[], after);
  return plan(items, '', done);
}
