/**
 * The one "disabled" rule. An element is disabled when it matches `:disabled` (HTML §4.16.3: form
 * controls, their fieldset and optgroup ancestry) or carries aria-disabled="true" (WAI-ARIA 1.2,
 * matched trimmed and ASCII case-insensitively, as readStates reads every ARIA token). The snapshot
 * reports that state of the element itself; actions also refuse an element inside an
 * aria-disabled ancestor (ARIA 1.2 aria-disabled: "the element and all focusable descendants").
 */
import { getAttribute, matches, parentElement } from '../platform/dom';
import { strTrim, toLower } from '../../builtins/pristine';

function ariaDisabled(el: Element): boolean {
  const v = getAttribute(el, 'aria-disabled');
  return v !== null && toLower(strTrim(v)) === 'true';
}

/**
 * The element's own disabled state. `aria` false: the caller knows the element carries no aria-*
 * attribute (readStates' shortcut), so the attribute is not read.
 */
export function isDisabled(el: Element, aria = true): boolean {
  try {
    if (matches(el, ':disabled')) return true;
  } catch {} // selector unsupported by this engine (or a non-DOM implementation)
  return aria && ariaDisabled(el);
}

/** Disabled for an action: the element itself, or an ancestor with aria-disabled="true". */
export function isDisabledForAction(el: Element): boolean {
  if (isDisabled(el)) return true;
  for (let e = parentElement(el); e; e = parentElement(e)) if (ariaDisabled(e)) return true;
  return false;
}
