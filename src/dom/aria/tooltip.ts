/** accname 1.2 step 2I, "Tooltip Attribute": the title attribute, last of all the sources. */
import { getAttribute } from '../platform/dom';
import { nonBlank } from './flatString';

/** An iframe's title counts even when the iframe is presentational (engines, HTML-AAM §4.1). */
export function tooltip(el: Element, tag: string, role: string): string {
  if ((role === 'presentation' || role === 'none') && tag !== 'iframe') return '';
  const t = getAttribute(el, 'title');
  return nonBlank(t) ? t : '';
}
