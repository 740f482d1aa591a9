import type { Snapshot } from '../model/types';
import { mathMax, mathRound } from '../../builtins/pristine';

/** `(scrolled 1200px of 5400px; 600px above, 3600px below)` when the page scrolls vertically. */
export function scrollHeader(s: Snapshot): string {
  const v = s.viewport;
  const total = v.scrollHeight;
  if (!(total > v.height + 1)) return '';
  const above = mathMax(0, mathRound(v.scrollY));
  const below = mathMax(0, mathRound(total - v.scrollY - v.height));
  return `(scrolled ${above}px of ${mathRound(total)}px; ${above}px above, ${below}px below)`;
}
