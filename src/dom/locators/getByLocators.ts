/**
 * getByLabel, getByPlaceholder, getByAltText and getByTitle entries of the locator chain.
 */
import type { ElementRecord, LocatorEntry } from '../../core/model/types';
import { hasOwn, push } from '../../builtins/pristine';
import { jsString } from '../../core/locators/escape';
import { hasNul } from './paths';
import { GETBY_MAX, pwNormalize, type PlaywrightTexts } from './playwrightText';

export { GETBY_MAX };

/**
 * getByLabel, getByPlaceholder, getByAltText and getByTitle, exact, for elements named by those
 * (Playwright's selectorGenerator offers the same kinds): each counted the way its engine matches.
 */
export function getByEntries(
  r: ElementRecord,
  el: Element,
  pw: PlaywrightTexts,
  fp: string,
  out: LocatorEntry[],
  checks: string[] | null,
): void {
  const labels = pw.labels(el);
  let best = '';
  let bestCount = 0;
  for (let k = 0; k < labels.length; k++) {
    const l = labels[k]!;
    if (l === '' || l.length > GETBY_MAX) continue;
    const n = pw.labelCount(l);
    if (best === '' || n < bestCount) {
      best = l;
      bestCount = n;
    }
  }
  if (best !== '') {
    if (checks) push(checks, 'L');
    push(out, {
      kind: 'label',
      value: best,
      playwright: `${fp}page.getByLabel(${jsString(best)}, { exact: true })`,
      unique: bestCount === 1,
    });
  }
  const tag = r.tag;
  for (let k = 0; k < GETBY_ATTRS.length; k++) {
    const row = GETBY_ATTRS[k]!;
    const attr = row[0];
    const kind = row[1];
    const method = row[2];
    if (attr === 'alt' && !(tag === 'img' || tag === 'area' || (tag === 'input' && r.inputType === 'image'))) continue;
    // The walk kept these attributes on the record (discovery/tagSets.ts KEEP_ATTRS; a value is cut
    // only past 120 characters, longer than GETBY_MAX): absent there, absent on the element, and no
    // attribute read per record. An own property: the page may have added one to Object.prototype.
    const v = hasOwn(r.attributes, attr) ? r.attributes[attr] : undefined;
    // Exact attribute match compares the raw value: keep values a person would paste unchanged.
    if (v === undefined || v === '' || v.length > GETBY_MAX || hasNul(v) || pwNormalize(v) !== v) continue;
    if (checks) push(checks, 'A' + attr);
    push(out, {
      kind,
      value: v,
      playwright: `${fp}page.${method}(${jsString(v)}, { exact: true })`,
      unique: pw.attrCount(attr, v) === 1,
    });
  }
}

export const GETBY_ATTRS: [string, LocatorEntry['kind'], string][] = [
  ['placeholder', 'placeholder', 'getByPlaceholder'],
  ['alt', 'altText', 'getByAltText'],
  ['title', 'title', 'getByTitle'],
];
