/**
 * ID references (aria-labelledby, aria-describedby, aria-owns): resolved in the element's own tree
 * (document or shadow root), in attribute order, unknown ids dropped (WAI-ARIA 1.2 §6.2 "ID
 * reference list").
 */
import { getElementById, getRootNode, nodeType, DOCUMENT_FRAGMENT_NODE, rootGetElementById } from '../platform/dom';
import { push, splitSpaces } from '../../builtins/pristine';

export function idRefs(el: Element, ids: string): Element[] {
  const out: Element[] = [];
  const parts = splitSpaces(ids);
  if (parts.length === 0) return out;
  const root = getRootNode(el) as Node;
  for (let i = 0; i < parts.length; i++) {
    if (!parts[i]) continue;
    let ref: Element | null;
    try {
      ref =
        nodeType(root) === DOCUMENT_FRAGMENT_NODE
          ? rootGetElementById(root, parts[i]!)
          : getElementById(root, parts[i]!);
    } catch {
      ref = null;
    }
    if (ref) push(out, ref);
  }
  return out;
}
