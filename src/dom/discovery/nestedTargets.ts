/**
 * Nested targets: an item of a list nested in another list item (a file tree's leaf inside its
 * folder, a submenu's entry inside its menu entry) is a target of its own when it shows the action
 * cursor, though it only inherits it from the item around it. jQuery file trees give every `li`
 * `cursor: pointer` and a click handler of its own; without this only the outermost item of each
 * branch was registered, and a click on the leaf could only go through the folder's record, whose
 * centre hits the folder. A list item at the top of its tree already differs from its parent's
 * cursor (classifyInteractive.ts), so it needs no rule here.
 */
import { localName, parentElement } from '../platform/dom';

/** How far above its list the enclosing item is looked for (`li > div > ul > li` in some trees). */
const MAX_UP = 3;

/** Whether el, an element that inherits its parent's action cursor, is an item of a nested list. */
export function nestedItem(el: Element, tag: string): boolean {
  if (tag !== 'li') return false;
  const list = parentElement(el);
  if (!list) return false;
  const lt = localName(list);
  if (lt !== 'ul' && lt !== 'ol') return false;
  let p = parentElement(list);
  for (let i = 0; p && i < MAX_UP; i++, p = parentElement(p)) if (localName(p) === 'li') return true;
  return false;
}
