/**
 * Interaction events resolved into dirty roots: an event that changes a dynamic pseudo-class (focus,
 * hover, active, form state, popover toggles, media state, :target) restyles its target and its
 * following siblings when the page's stylesheets use that pseudo-class in a rule that sets a
 * property the walk reads, and nothing when they do not. `:focus-within`, `:active` (it matches the
 * whole ancestor chain), `:target` and fullscreen make styles unknown instead.
 */
import { localName, nodeType, ELEMENT_NODE } from '../platform/dom';
import { SafeSet } from '../../builtins/pristine';
import { ACTIVE, FOCUS, FOCUS_WITHIN, FORM_STATE, HOVER, MEDIA_STATE, TARGET, TOP_LAYER } from '../css/styleRelevance';
import { addRoot, walkParent, events, overflow, setOverflow } from './dirtyRoots';
import { formScope } from './controlStates';
import type { Changes } from './changes';

/** The pending events into roots, given the pseudo-classes the page styles (`flags`). */
export function resolveEvents(flags: number, out: Changes): void {
  for (let i = 0; i < events.length && !out.full; i++) {
    const ev = events[i]!;
    const t = ev.target as Node | null;
    // hashchange targets the window: not a Node, and Node's nodeType getter throws on it.
    if (!t || !isElement(t)) {
      if (ev.type === 'hashchange' && flags & TARGET) out.stylesUnknown ??= ':target changed';
      continue;
    }
    switch (ev.type) {
      case 'focusin':
      case 'focusout':
        if (flags & FOCUS_WITHIN) out.stylesUnknown ??= 'focus moved and the page styles :focus-within';
        else if (flags & FOCUS) addRoot(t);
        break;
      case 'mouseover':
      case 'mouseout':
        if (flags & HOVER) hoverRoots(t, ev.related as Node | null);
        break;
      case 'mousedown':
      case 'mouseup':
      case 'pointerdown':
      case 'pointerup':
        if (flags & ACTIVE) out.stylesUnknown ??= ':active changed';
        break;
      case 'input':
      case 'change':
      case 'reset':
        // Form state restyles the control and its form and fieldsets (form:invalid, fieldset:valid).
        if (flags & FORM_STATE) addRoot(formScope(t));
        break;
      case 'toggle':
        // A popover shown or hidden changes its display with no mutation (the UA sheet hides
        // [popover]:not(:popover-open)); a details element's toggle already mutated `open`.
        if (flags & TOP_LAYER || localName(t) !== 'details') addRoot(t);
        break;
      case 'fullscreenchange':
        out.stylesUnknown ??= 'fullscreen changed';
        break;
      default:
        if (flags & MEDIA_STATE) addRoot(t);
    }
  }
  if (overflow) out.full = overflow;
}

function isElement(t: unknown): boolean {
  try {
    return nodeType(t) === ELEMENT_NODE;
  } catch {
    return false;
  }
}

/**
 * The hover chain is the target and its ancestors: moving from `related` to `target` changes :hover
 * on the elements below their common ancestor, so the topmost of those on each side is a root.
 */
function hoverRoots(target: Node, related: Node | null): void {
  if (!related) {
    // Entering from outside the window: the whole chain changed.
    setOverflow('the pointer entered the page');
    return;
  }
  const top = topBelowCommon(target, related);
  if (top) addRoot(top);
  const top2 = topBelowCommon(related, target);
  if (top2) addRoot(top2);
}

/** The outermost ancestor-or-self of `a` that is not an ancestor-or-self of `b`. */
function topBelowCommon(a: Node, b: Node): Node | null {
  const chain = new SafeSet<Node>();
  for (let n: Node | null = b; n; n = walkParent(n)) chain.add(n);
  let top: Node | null = null;
  for (let n: Node | null = a; n && !chain.has(n); n = walkParent(n)) top = n;
  return top;
}
