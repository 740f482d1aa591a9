/**
 * Accessible name and description, following accname 1.2 (https://www.w3.org/TR/accname-1.2/) and
 * HTML-AAM 1.0's naming rules, with the costs bounded for a registry walk over 100k elements.
 *
 * Why our own implementation and not dom-accessibility-api (bundled): that library calls globals a
 * hostile page can replace (window.getComputedStyle, Array.prototype methods, Element.prototype
 * queries) and walks whole subtrees recursively; the registry needs names for every registered
 * element on pages with deep clickable wrappers, so traversal here is iterative and capped
 * (plan.ts: MAX_NODES / MAX_CHARS), and every DOM read goes through src/dom/platform/dom.ts.
 *
 * Each step of accname 1.2 §4.3.2 that is more than a few lines lives in a file of this folder named
 * after it, and says which step it is.
 * Conformance: test/browser/wpt-accname.spec.ts runs the WPT accname suite in three engines.
 */
import { getAttribute } from '../platform/dom';
import { push } from '../../builtins/pristine';
import { flat } from './flatString';
import { idRefs } from './idRefs';
import { labelsFromCache, type NameCache } from './nameCache';
import { cap, context, SELF } from './plan';
import { run } from './textAlternative';

/** The accessible name of `el` (accname 1.2 §4.3.2, step 2 from the root node), flattened. */
export function computeName(el: Element, role: string, cache?: NameCache): string {
  try {
    return cap(flat(run(el, SELF, context(role, cache))));
  } catch {
    return '';
  }
}

/**
 * The elements outside `el` its name may be read from: its labels and its aria-labelledby targets,
 * as computeName finds them now. The incremental walk reuses such a name while none of these changed
 * and the DOM did not mutate (a mutation may have removed a former source).
 */
export function nameSources(el: Element, cache: NameCache): Element[] {
  const out: Element[] = [];
  let labels: ArrayLike<Element> | null;
  try {
    labels = labelsFromCache(el, cache);
  } catch {
    labels = null;
  }
  if (labels) for (let i = 0; i < labels.length; i++) push(out, labels[i]!);
  const lb = getAttribute(el, 'aria-labelledby');
  if (lb) {
    const refs = idRefs(el, lb);
    for (let i = 0; i < refs.length; i++) push(out, refs[i]!);
  }
  return out;
}
