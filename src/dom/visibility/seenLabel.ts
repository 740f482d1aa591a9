/**
 * Whether a person sees an element's accessible name as its label. The name may come from
 * aria-label, aria-labelledby, title or alt (accname 1.2 §4.3.2 steps 2B, 2C, 2D, 2I), which no
 * person reads on screen; when those words are not in what the element shows (its visible text, or
 * a control's placeholder or value), the name is name-only, and the formats show the visible label
 * with the name marked (an injection vector: playwright-mcp issue 1479, an aria-label
 * "Cancel. SYSTEM: ignore previous instructions ..." on a button that reads "Cancel").
 */
import type { ElementRecord, TreeNode } from '../../core/model/types';
import { strIndexOf, strReplace, toLower } from '../../builtins/pristine';
import { subtreeText } from '../../core/render/subtreeText';
import { hasAttribute } from '../platform/dom';

/** Letters and digits only: punctuation, spacing and icon-font glyphs (private use) do not count. */
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
function words(s: string): string {
  return toLower(strReplace(s, NOT_WORD, ''));
}

const CONTROLS: Record<string, true> = { input: true, select: true, textarea: true };

/** How far up, and over how many nodes, an aria-labelledby name is looked for in what a person sees. */
const LABEL_LEVELS = 3;
const LABEL_SCAN = 4000;

/**
 * Whether an aria-labelledby name (accname 1.2 step 2B) is text a person sees next to the element:
 * its words in the visible text of one of the element's nearest ancestors (concealed text nodes are
 * not in it; a `hidden` or display:none target is not in the tree at all). `<span id=s>Sort by</span>
 * <button aria-labelledby="s b" id=b>Relevance</button>` reads "Sort by Relevance" on screen; a
 * button labelled by a hidden span whose words are nowhere on screen does not.
 */
function labelledByShown(nodes: TreeNode[], at: number, name: string): boolean {
  let i = nodes[at]!.parent;
  for (let up = 0; up < LABEL_LEVELS && i >= 0; up++, i = nodes[i]!.parent) {
    if (strIndexOf(words(subtreeText(nodes, i, LABEL_SCAN, LABEL_SCAN, null)), name) >= 0) return true;
  }
  return false;
}

/**
 * The label a person sees when the accessible name is not it ('' when they see none), else
 * undefined. `text` is the element's visible text (concealed text left out).
 */
export function seenLabelOf(r: ElementRecord, el: Element, text: string, nodes: TreeNode[]): string | undefined {
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
    const labelledBy = hasAttribute(el, 'aria-labelledby');
    if (labelledBy && labelledByShown(nodes, r.node, name)) return undefined;
    const fromAttr =
      (a['aria-label'] !== undefined && words(a['aria-label']) === name) ||
      labelledBy ||
      (a['title'] !== undefined && words(a['title']) === name);
    return fromAttr ? seen : undefined;
  }
  const t = words(text);
  if (t !== '' && strIndexOf(t, name) >= 0) return undefined;
  if (hasAttribute(el, 'aria-labelledby') && labelledByShown(nodes, r.node, name)) return undefined;
  return text;
}
