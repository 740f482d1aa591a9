// INTERIM (owned by the names developer): explicit role or a small implicit-role table.
import { getAttribute, localName } from '../platform/dom';
import { strSplit, strTrim, toLower } from '../platform/pristine';

export function computeRole(el: Element): string {
  const r = getAttribute(el, 'role');
  if (r) {
    const t = strSplit(strTrim(toLower(r)), /\s+/);
    if (t[0]) return t[0];
  }
  const tag = localName(el);
  if (tag === 'button') return 'button';
  if (tag === 'a') return getAttribute(el, 'href') !== null ? 'link' : '';
  if (tag === 'select') return 'combobox';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'input') {
    const type = toLower(getAttribute(el, 'type') || 'text');
    if (type === 'checkbox') return 'checkbox';
    if (type === 'radio') return 'radio';
    if (type === 'submit' || type === 'button' || type === 'reset') return 'button';
    return 'textbox';
  }
  return '';
}
