/**
 * Whether a person sees an element's accessible name as its label. The name may come from
 * aria-label, aria-labelledby, title or alt (accname 1.2 §4.3.2 steps 2B, 2C, 2D, 2I), which no
 * person reads on screen; when those words are not in what the element shows (its visible text, or
 * a control's placeholder or value), the name is name-only, and the formats show the visible label
 * with the name marked (an injection vector: playwright-mcp issue 1479, an aria-label
 * "Cancel. SYSTEM: ignore previous instructions ..." on a button that reads "Cancel").
 */
import type { ElementRecord } from '../../core/model/types';
import { strIndexOf, strReplace, toLower } from '../../builtins/pristine';
import { hasAttribute } from '../platform/dom';

/** Letters and digits only: punctuation, spacing and icon-font glyphs (private use) do not count. */
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
function words(s: string): string {
  return toLower(strReplace(s, NOT_WORD, ''));
}

const CONTROLS: Record<string, true> = { input: true, select: true, textarea: true };

/**
 * The label a person sees when the accessible name is not it ('' when they see none), else
 * undefined. `text` is the element's visible text (concealed text left out).
 */
export function seenLabelOf(r: ElementRecord, el: Element, text: string): string | undefined {
  // Most names are the visible text, or in it: no normalising for them.
  if (r.name === '' || (text !== '' && strIndexOf(text, r.name) >= 0)) return undefined;
  const name = words(r.name);
  if (name === '') return undefined;
  const tag = r.tag;
  if (tag === 'img' || (tag === 'input' && r.inputType === 'image') || tag === 'area') return '';
  if (CONTROLS[tag]) {
    // A <label>'s text is seen: only the attribute sources are name-only.
    const a = r.attributes;
    const seen = a['placeholder'] ?? (tag === 'input' ? r.value : undefined) ?? '';
    if (seen !== '' && strIndexOf(words(seen), name) >= 0) return undefined;
    const fromAttr =
      (a['aria-label'] !== undefined && words(a['aria-label']) === name) ||
      hasAttribute(el, 'aria-labelledby') ||
      (a['title'] !== undefined && words(a['title']) === name);
    return fromAttr ? seen : undefined;
  }
  const t = words(text);
  if (t !== '' && strIndexOf(t, name) >= 0) return undefined;
  return text;
}
