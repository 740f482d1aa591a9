/**
 * The text an element's `text` locator matches: its trimmed text, or its name when it has no text,
 * cut at TEXT_MAX characters (getByText matches a substring, and long texts make poor locators).
 * Shared by buildLocators and the wire format, which sends the text locator as "derived" when its
 * value is this.
 */
import type { ElementRecord } from '../model/types';
import { strSlice, strTrim } from '../../builtins/pristine';

const TEXT_MAX = 60;

export function locatorText(r: ElementRecord): string {
  const t = strTrim(r.text !== '' ? r.text : r.name);
  if (!t) return '';
  return t.length > TEXT_MAX ? strSlice(t, 0, TEXT_MAX) : t;
}
