import type { RegistrationReason } from '../../core/model/types';
import {
  getAttribute,
  hasAttribute,
  hasAttributes,
  inputType,
  labelControl,
  localName,
  onclickProp,
  parentElement,
  firstElementChild,
  nextElementSibling,
} from '../platform/dom';
import { toLower, splitSpaces } from '../../builtins/pristine';
import { HANDLER_ATTRS, WIDGET_ROLES } from './tagSets';
import { hasTrackedListener } from './listenerHook';
import { separateTarget } from './rowTargets';
import { nestedItem } from './nestedTargets';
import { reactRoot } from './frameworkRoot';

/** First token of the role attribute that is a widget role, or ''. */
export function widgetRoleAttr(el: Element): string {
  const r = getAttribute(el, 'role');
  if (!r) return '';
  const toks = splitSpaces(toLower(r));
  for (let i = 0; i < toks.length; i++) if (WIDGET_ROLES[toks[i]!]) return toks[i]!;
  return '';
}

/**
 * The cursor, when it is one that says "act on me": `pointer`, or a drag cursor (`move`, `grab`;
 * CSS UI 4 §5.1), which marks what a person picks up: sortable items and drag handles that a library
 * drives through delegated mouse events (jQuery UI Sortable), with no attribute or listener of their
 * own. '' for every other cursor, so the walk's context changes only where this one does.
 */
export function actionCursor(cursor: string): string {
  return cursor === 'pointer' || cursor === 'move' || cursor === 'grab' ? cursor : '';
}

/**
 * Why an element is interactive ('tag', 'role', 'contenteditable', 'tabindex', 'onclick', 'listener',
 * 'cursor'), or '' when it is not. Cheap tests first: this runs for every rendered element.
 * `cursor` is the element's computed cursor, `parentCursor` its parent's `actionCursor`: an
 * inherited cursor does not make every descendant of a link clickable, except an icon or a word
 * that is a target of its own inside a clickable row (rowTargets.ts; `display` is the element's) or
 * an item of a nested list (nestedTargets.ts).
 */
export function classifyInteractive(
  el: Element,
  tag: string,
  cursor: string,
  parentCursor: string,
  display?: string,
): RegistrationReason | '' {
  switch (tag) {
    case 'a':
    case 'area':
      if (hasAttribute(el, 'href')) return 'tag';
      // An <a> without href is a placeholder link (HTML §4.5.1), yet scripts bind clicks to them:
      // jQuery UI Datepicker's Prev/Next carry a title, no href (issue 42 point 3). Not every
      // classed one: Wikipedia's self-link (the current page, bold text) is an <a class> too.
      // A named anchor (`name`, or an id alone) is a scroll target, not a click target.
      if (tag === 'a' && hasAttribute(el, 'title') && !hasAttribute(el, 'name')) return 'tag';
      break;
    case 'button':
    case 'select':
    case 'textarea':
    case 'iframe':
    case 'frame':
      return 'tag';
    case 'input':
      if (inputType(el) !== 'hidden') return 'tag';
      return '';
    case 'summary':
      return 'tag';
    case 'details': {
      // The summary is the toggle; a details without one gets the UA's default summary, so register it.
      let c = firstElementChild(el);
      while (c) {
        if (localName(c) === 'summary') break;
        c = nextElementSibling(c);
      }
      if (!c) return 'tag';
      break;
    }
    case 'label':
      if (labelControl(el)) return 'tag';
      break;
    case 'option': {
      // Options of a select rendered as a list box (multiple or size > 1) are clickable rows; the
      // options of a drop-down select are reached through the select.
      const p = parentElement(el);
      const sel = p && localName(p) === 'optgroup' ? parentElement(p) : p;
      if (
        sel &&
        localName(sel) === 'select' &&
        (hasAttribute(sel, 'multiple') || Number(getAttribute(sel, 'size')) > 1)
      ) {
        return 'tag';
      }
      break;
    }
    case 'video':
    case 'audio':
      if (hasAttribute(el, 'controls')) return 'tag';
      break;
  }
  // Most elements of a page carry no attribute at all: one call answers the ten lookups below for
  // them (the walk classifies every rendered element, so these were a fifth of its DOM calls).
  if (hasAttributes(el)) {
    if (widgetRoleAttr(el)) return 'role';
    const ce = getAttribute(el, 'contenteditable');
    if (ce !== null && toLower(ce) !== 'false') return 'contenteditable';
    // HTML5 drag sources are things a person acts on (drag handles, sortable items).
    if (getAttribute(el, 'draggable') === 'true') return 'draggable';
    const ti = getAttribute(el, 'tabindex');
    if (ti !== null && Number(ti) >= 0) return 'tabindex';
    for (let i = 0; i < HANDLER_ATTRS.length; i++) if (hasAttribute(el, HANDLER_ATTRS[i]!)) return 'onclick';
  }
  const handler = onclickProp(el) != null ? 'onclick' : hasTrackedListener(el) ? 'listener' : '';
  // A React root's onclick and listeners are React's, for the whole app (frameworkRoot.ts).
  if (handler !== '' && !reactRoot(el)) return handler;
  const c = actionCursor(cursor);
  if (c !== '' && (c !== parentCursor || separateTarget(el, tag, display) || nestedItem(el, tag))) return 'cursor';
  return '';
}
