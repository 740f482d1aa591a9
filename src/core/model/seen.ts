/**
 * Whether a person sees a registered element: rendered and perceivable (`isVisible`) and not
 * concealed (`concealed`: off-screen, visually hidden, covered, or text styled unreadable; see
 * dom/visibility/concealment.ts). The one predicate every renderer asks before listing an element
 * without being told to show hidden ones (as Playwright's injected isElementVisible is the one
 * answer to "visible" for its locators).
 */
import type { ElementRecord } from './types';

export function isSeen(r: ElementRecord): boolean {
  return r.isVisible && r.concealed === undefined;
}
