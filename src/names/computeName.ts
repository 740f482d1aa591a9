// INTERIM (owned by the names developer): aria-label, then text content.
import { getAttribute, textContent } from '../platform/dom';
import { strReplace, strTrim } from '../platform/pristine';

export interface NameCache {
  readonly kind: 'name-cache';
}
export function createNameCache(): NameCache {
  return { kind: 'name-cache' };
}
export function computeName(el: Element, role: string, cache?: NameCache): string {
  void role;
  void cache;
  const l = getAttribute(el, 'aria-label');
  if (l) return strTrim(l);
  return strTrim(strReplace(textContent(el) || '', /\s+/g, ' '));
}
