/**
 * Accessible description: accname 1.2 §4.3.1 ("Computing the description") with HTML-AAM 1.0 §5.2:
 * aria-describedby, else aria-description, else the title attribute when it did not give the name.
 */
import { getAttribute, hasAttributes } from '../platform/dom';
import { computeRole } from './computeRole';
import { flat, nonBlank } from './flatString';
import { idRefs } from './idRefs';
import { hiddenDeep, type NameCache } from './nameCache';
import { cap, context, HIDDEN_OK, REF } from './plan';
import { run } from './textAlternative';

/**
 * The accessible description of `el` (accname 1.2 §4.3.1 with HTML-AAM 1.0 §5.2): the text of its
 * aria-describedby targets, else aria-description, else its title when the title did not give the
 * name. `name`: the element's computed name.
 */
export function computeDescription(el: Element, name: string, cache?: NameCache): string {
  try {
    // Every source is an attribute: most elements have none (one call instead of three reads).
    if (!hasAttributes(el)) return '';
    const db = getAttribute(el, 'aria-describedby');
    if (db !== null) {
      const refs = idRefs(el, db);
      if (refs.length > 0) {
        const ctx = context(computeRole(el), cache);
        let out = '';
        for (let i = 0; i < refs.length; i++) {
          const r = refs[i]!;
          // The element itself is being described, not named: it may appear in its own list.
          out += ' ' + run(r, REF | (hiddenDeep(r, ctx.cache) ? HIDDEN_OK : 0), ctx);
        }
        const d = cap(flat(out));
        if (d) return d;
      }
    }
    const ad = getAttribute(el, 'aria-description');
    if (nonBlank(ad)) return cap(flat(ad));
    const t = getAttribute(el, 'title');
    if (nonBlank(t)) {
      const ft = cap(flat(t));
      if (ft !== name) return ft;
    }
    return '';
  } catch {
    return '';
  }
}
