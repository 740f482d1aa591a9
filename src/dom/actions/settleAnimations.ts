/**
 * Settling on motion: a modal that fades in or a popup that slides open mutates
 * the DOM once, then runs a CSS transition or animation for a few hundred milliseconds. Until it
 * ends, a snapshot sees the dialog transparent and the page behind it uncovered. document.getAnimations()
 * lists CSS animations, CSS transitions and Web Animations of the document, the top layer included
 * (Web Animations 1 §5.23 "document.getAnimations"). Endless ones (spinners) never end, so only
 * animations with a finite end count.
 *
 * The end itself is activity too: pages chain the next step on it (Bootstrap's modal shows the dialog
 * on the backdrop's transitionend, or a timer set for its duration). An animation's time can read
 * finished before that event is dispatched (it comes with the next rendering update, late under
 * load), so the settle waits its quiet period past the end, as it does past a mutation.
 */
import { animationEffect, docGetAnimations } from '../platform/dom';

/** Milliseconds until the last running finite animation ends; -1 when none runs. */
export function finiteAnimationLeft(doc: Document): number {
  let left = -1;
  if (!docGetAnimations) return left;
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
      if (typeof end === 'number' && end !== Infinity) {
        const t = end - ((timing!.localTime as number | null) ?? 0);
        if (t > left) left = t;
      }
    }
  } catch {
    // A page's replacement of the API that throws: settle on mutations alone, as before.
  }
  return left;
}
