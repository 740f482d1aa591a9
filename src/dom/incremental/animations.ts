/**
 * Animations and transitions: their targets' styles change with time alone, with no mutation or
 * event, so the elements animated now or at the last snapshot are dirty roots.
 */
import { animationEffect, docGetAnimations, effectTarget } from '../platform/dom';
import { push } from '../../builtins/pristine';
import { addRoot, overflow } from './dirtyRoots';
import { defineState } from '../platform/instanceState';
import type { Changes } from './changes';

/** Animation targets at the last snapshot (an animation that ended since then changed them too). */
let animated: Element[];
defineState(() => {
  animated = [];
});

/** Roots for the elements animated now or at the last snapshot; whether there were any. */
export function resolveAnimations(docs: Node[], out: Changes): boolean {
  const prev = animated;
  animated = animationTargets(docs);
  for (let i = 0; i < prev.length; i++) addRoot(prev[i]!);
  for (let i = 0; i < animated.length; i++) addRoot(animated[i]!);
  if (overflow) out.full = overflow;
  return prev.length > 0 || animated.length > 0;
}

/** After a walk: the animation targets now, as the next snapshot's baseline. */
export function rememberAnimations(docs: Node[]): void {
  animated = animationTargets(docs);
}

/** Elements with an animation or transition in effect (their styles change with time alone). */
function animationTargets(docs: Node[]): Element[] {
  const animated: Element[] = [];
  if (docGetAnimations) {
    for (let i = 0; i < docs.length; i++) {
      let list: Animation[];
      try {
        list = docGetAnimations(docs[i]!);
      } catch {
        continue;
      }
      for (let k = 0; k < list.length; k++) {
        let t: Element | null;
        try {
          const eff = animationEffect(list[k]!);
          t = eff ? effectTarget(eff) : null;
        } catch {
          t = null;
        }
        if (t) push(animated, t);
      }
    }
  }
  return animated;
}
