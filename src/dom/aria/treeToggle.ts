/**
 * Tree-widget state shown only through class names (no ARIA): the open state of a folder toggle.
 * In dom/aria, below discovery, because readStates reads it as the record's `expanded` state.
 */
import { getAttribute, nextElementSibling, parentElement, textContent } from '../platform/dom';
import { reTest, splitSpaces, strTrim, toLower } from '../../builtins/pristine';

/**
 * The open state a tree widget shows on a folder toggle that carries no ARIA of its own: jQuery
 * treeview's hitarea carries `expandable-hitarea` (collapsed; `lastExpandable-hitarea` on the last
 * child) or `collapsable-hitarea` (open); jsTree's open/close icon (`i.jstree-ocl`, role=presentation)
 * sits before its item's anchor, a treeitem whose aria-expanded says it. Undefined when the element
 * shows neither (an agent must see that a collapsed folder can be opened).
 */
export function toggleExpanded(el: Element): boolean | undefined {
  const cls = getAttribute(el, 'class');
  // Every class it looks for holds "hitarea" or "ocl": one test instead of splitting every record's classes.
  if (!cls || !reTest(/hitarea|ocl/i, cls)) return switcherExpanded(el);
  const toks = splitSpaces(toLower(cls));
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t === 'expandable-hitarea' || t === 'lastexpandable-hitarea') return false;
    if (t === 'collapsable-hitarea' || t === 'lastcollapsable-hitarea') return true;
  }
  const n = nextElementSibling(el);
  const x = n && getAttribute(n, 'role') === 'treeitem' ? getAttribute(n, 'aria-expanded') : null;
  return x === 'true' ? true : x === 'false' ? false : undefined;
}

/**
 * A text-less switcher inside a treeitem, just before the item's label: the treeitem's open state.
 * rc-tree (Ant Design's Tree) puts aria-expanded on a `div role=treeitem` whose caret is a `span` of
 * its own between the indent and the title (a click on the title selects the node without opening
 * it); MUI X's tree view puts it on the `li role=treeitem`, whose caret sits one level down, in the
 * row that also holds the label. Undefined for anything else, the label itself included (it is the
 * row's last child).
 */
function switcherExpanded(el: Element): boolean | undefined {
  let p = parentElement(el);
  if (p && getAttribute(p, 'role') !== 'treeitem') p = parentElement(p);
  if (!p || getAttribute(p, 'role') !== 'treeitem') return undefined;
  const x = getAttribute(p, 'aria-expanded');
  if (x !== 'true' && x !== 'false') return undefined;
  const n = nextElementSibling(el);
  if (!n || strTrim(textContent(el) ?? '') !== '' || strTrim(textContent(n) ?? '') === '') return undefined;
  return x === 'true';
}

/**
 * A text-less folder toggle's name: the label beside it, the item's next element (jQuery treeview
 * prepends the hitarea to the folder's `<span>` or `<a>`, jsTree its icon to the anchor, rc-tree its
 * switcher to the title). Without it the agent reads a nameless `<div collapsed>` and cannot tell
 * which folder it opens (issue 42 point 1).
 */
export function toggleName(el: Element): string {
  const n = toggleExpanded(el) !== undefined ? nextElementSibling(el) : null;
  return n ? strTrim(textContent(n) ?? '') : '';
}
