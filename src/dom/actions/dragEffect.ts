/**
 * Did a drag change anything a person could see? A drag that does not land (a sortable list that
 * never saw the pointer cross an item, a drop zone that refused the item) dispatches plenty of
 * events and mutations that the library then undoes, so neither counts as an effect. What does:
 * the dragged element now sits elsewhere in the tree or on the screen, the drop target's box or
 * content changed, or the page's text changed (a status line saying "Dropped").
 */
import {
  body,
  getBoundingClientRect,
  isConnected,
  ownerDocument,
  parentNode,
  previousElementSibling,
  nextElementSibling,
  textContent,
  childElementCount,
} from '../platform/dom';
import { pmError, type PagemarkError } from '../../core/model/errors';
import { mathRound } from '../../builtins/pristine';

export interface DragFootprint {
  connected: boolean;
  parent: Node | null;
  prev: Element | null;
  next: Element | null;
  box: string;
  targetBox: string;
  targetKids: number;
  targetText: string;
  pageText: string;
}

/** A box to the nearest CSS pixel: sub-pixel jitter of a restored item is not a move. */
function boxKey(el: Element): string {
  const r = getBoundingClientRect(el);
  return `${mathRound(r.left)},${mathRound(r.top)},${mathRound(r.width)},${mathRound(r.height)}`;
}

export function dragFootprint(el: Element, target: Element): DragFootprint {
  const doc = ownerDocument(el);
  const b = doc ? body(doc) : null;
  return {
    connected: isConnected(el),
    parent: parentNode(el),
    prev: previousElementSibling(el),
    next: nextElementSibling(el),
    box: boxKey(el),
    targetBox: boxKey(target),
    targetKids: childElementCount(target),
    targetText: textContent(target) ?? '',
    pageText: b ? (textContent(b) ?? '') : '',
  };
}

/** NO_EFFECT when nothing of the footprint changed between before and after the drag settled. */
export function dragNoEffect(before: DragFootprint, after: DragFootprint): PagemarkError | null {
  const keys = [
    'connected',
    'parent',
    'prev',
    'next',
    'box',
    'targetBox',
    'targetKids',
    'targetText',
    'pageText',
  ] as const;
  for (let i = 0; i < keys.length; i++) if (before[keys[i]!] !== after[keys[i]!]) return null;
  return pmError(
    'NO_EFFECT',
    'the drag ran but nothing changed: the dragged element is where it was and the drop target is as it was',
    'the page may need the drop on another part of the target: try dropAt "before", "after" or {x, y}',
  );
}
