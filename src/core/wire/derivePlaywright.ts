/**
 * The Playwright code of a locator, derived from its kind, value and record: what buildLocators
 * writes in all but two cases (a `data-testid` test id, which uses getByTestId with the raw value,
 * and a css path inside a shadow root, which carries a comment). The wire format sends `playwright`
 * only where this derivation differs, so the decoded snapshot is the same, string for string.
 */
import type { ElementRecord, LocatorEntry } from '../model/types';
import { jsonParse } from '../../builtins/pristine';
import { framePrefix, jsString } from '../locators/escape';

export function derivePlaywright(kind: LocatorEntry['kind'], value: string, r: ElementRecord): string {
  const fp = framePrefix(r.frame);
  switch (kind) {
    case 'xpath':
      return `${fp}page.locator(${jsString('xpath=' + value)})`;
    case 'role': {
      let role: string;
      let name: string;
      let hidden: boolean;
      try {
        const v = jsonParse(value) as { role?: unknown; name?: unknown; includeHidden?: unknown };
        role = typeof v.role === 'string' ? v.role : '';
        name = typeof v.name === 'string' ? v.name : '';
        hidden = v.includeHidden === true;
      } catch {
        return '';
      }
      return roleCode(r, role, name, hidden);
    }
    case 'text':
      return `${fp}page.getByText(${jsString(value)}, { exact: true })`;
    case 'label':
      return `${fp}page.getByLabel(${jsString(value)}, { exact: true })`;
    case 'placeholder':
      return `${fp}page.getByPlaceholder(${jsString(value)}, { exact: true })`;
    case 'altText':
      return `${fp}page.getByAltText(${jsString(value)}, { exact: true })`;
    case 'title':
      return `${fp}page.getByTitle(${jsString(value)}, { exact: true })`;
    default:
      return `${fp}page.locator(${jsString(value)})`;
  }
}

/**
 * A role locator's code from its role and name. The decoder calls it directly for a role locator
 * derived from its record (role and name are the record's), where parsing back the JSON value it
 * has just built was a twentieth of decoding a large snapshot.
 */
export function roleCode(r: ElementRecord, role: string, name: string, hidden = false): string {
  const exact = name === r.name;
  return `${framePrefix(r.frame)}page.getByRole(${jsString(role)}, { name: ${jsString(name)}${exact ? ', exact: true' : ''}${hidden ? ', includeHidden: true' : ''} })`;
}
