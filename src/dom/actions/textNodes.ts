/**
 * The text nodes under a root in document order, skipping script, style, noscript and template
 * (never drawn) and any subtree `skip` says to; iterative, as pages nest deeper than the stack. Used
 * by the page search verbs, by selectText (which maps offsets of the joined text back to nodes) and
 * by the read-back of what a custom select shows.
 */
import { firstChild, localName, nextSibling, nodeType, parentNode, ELEMENT_NODE, TEXT_NODE } from '../platform/dom';
import { push } from '../../builtins/pristine';

const SKIP: Record<string, true> = { script: true, style: true, noscript: true, template: true };

export function textNodes(root: Node, skip?: (el: Element) => boolean): Node[] {
  const out: Node[] = [];
  let n: Node | null = firstChild(root);
  while (n) {
    const t = nodeType(n);
    if (t === TEXT_NODE) push(out, n);
    const down = t === ELEMENT_NODE && !SKIP[localName(n as Element)] && !skip?.(n as Element) ? firstChild(n) : null;
    if (down) {
      n = down;
      continue;
    }
    while (n && n !== root && !nextSibling(n)) n = parentNode(n);
    if (!n || n === root) break;
    n = nextSibling(n);
  }
  return out;
}
