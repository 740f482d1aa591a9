/**
 * Settling on motion (issue 29 point 3): a modal that fades in or a popup that slides open mutates
 * the DOM once, then runs a CSS transition or animation for a few hundred milliseconds. Until it
 * ends, a snapshot sees the dialog transparent and the page behind it uncovered. document.getAnimations()
 * lists CSS animations, CSS transitions and Web Animations of the document, the top layer included
 * (Web Animations 1 §5.23 "document.getAnimations"). Endless ones (spinners) never end, so only
 * animations with a finite end count.
 */
import { animationEffect, docGetAnimations } from '../platform/dom';

export function finiteAnimationRunning(doc: Document): boolean {
  if (!docGetAnimations) return false;
  try {
    const list = docGetAnimations(doc);
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      // Animation.prototype.playState is not captured (see actionability.ts): read directly.
      const state = a.playState;
      if (state !== 'running') continue;
      const eff = animationEffect(a) as (AnimationEffect & { getComputedTiming?: () => ComputedEffectTiming }) | null;
      const timing = eff && typeof eff.getComputedTiming === 'function' ? eff.getComputedTiming() : null;
      const end = timing ? timing.endTime : undefined;
      if (typeof end === 'number' && end !== Infinity) return true;
    }
  } catch {
    // A page's replacement of the API that throws: settle on mutations alone, as before.
  }
  return false;
}
