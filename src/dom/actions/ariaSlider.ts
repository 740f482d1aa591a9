/**
 * `fill` on an ARIA slider that is not a native input: rc-slider (Ant Design) and
 * many other libraries draw a `div role=slider` with aria-valuenow/min/max and keyboard support, and
 * hold no value a setter could write. A person focuses the handle and presses keys until it reads
 * the wanted value; so does this, with the keys of the WAI-ARIA APG slider pattern (Home and End to
 * the ends, arrows by one step, Page Up and Page Down by a larger one), reading aria-valuenow after
 * each key. Bounded by a key count, the act timeout and, per key, the settle timeout. A value the
 * slider cannot take (off its step, outside its range) fails typed, naming the values around it.
 */
import type { FillCommand } from '../../core/model/commands';
import { pmError, type PagemarkError } from '../../core/model/errors';
import { mathAbs, mathMax, nowP, strTrim } from '../../builtins/pristine';
import { getAttribute, localName } from '../platform/dom';
import { computeRole } from '../aria/computeRole';
import { focusElement, keyEvent } from './dispatch';
import { nextFrame, type Need } from './actionability';

type Perf = { error: PagemarkError | null };

/** More keys than any slider an agent fills needs (a 0-100 slider by ones takes 100 arrows). */
const MAX_KEYS = 500;

/** role=slider on anything but an `<input>` (native ranges take their value directly: fillValue.ts). */
export function isAriaSlider(el: Element): boolean {
  return localName(el) !== 'input' && computeRole(el) === 'slider';
}

/** aria-valuenow/min/max as a number, or `dflt` when absent or not a number (ARIA 1.2 §6.7). */
function num(el: Element, attr: string, dflt: number): number {
  const s = getAttribute(el, attr);
  const n = s === null || strTrim(s) === '' ? NaN : Number(s);
  return n === n ? n : dflt;
}

/** Equal up to float noise: steps like 0.1 add up to 0.30000000000000004. */
function same(a: number, b: number): boolean {
  return mathAbs(a - b) <= 1e-9 * mathMax(1, mathAbs(b));
}

/** One key as a person presses it on the focused handle (keydown, keyup; these keys have no keypress). */
function pressKey(el: Element, key: string): void {
  keyEvent(el, 'keydown', key, {});
  keyEvent(el, 'keyup', key, {});
}

/** The value after a key: at once for libraries that render synchronously, else within `until`. */
async function valueAfter(el: Element, before: number, until: number): Promise<number> {
  for (;;) {
    const v = num(el, 'aria-valuenow', NaN);
    if (!same(v, before) || nowP() > until) return v;
    await nextFrame();
  }
}

export async function fillAriaSlider(
  el: Element,
  cmd: FillCommand,
  need: (n: Need) => Promise<Perf | null>,
  timeout: number,
): Promise<Perf> {
  const text = strTrim(cmd.text);
  const want = text === '' ? NaN : Number(text);
  if (want !== want) return { error: pmError('INVALID_COMMAND', `a slider takes a number, not "${cmd.text}"`) };
  const min = num(el, 'aria-valuemin', 0);
  const max = num(el, 'aria-valuemax', 100);
  let now = num(el, 'aria-valuenow', NaN);
  if (now !== now) {
    return {
      error: pmError('NOT_SUPPORTED', 'the slider has no aria-valuenow to read', 'click the slider where you want it'),
    };
  }
  if (want < min || want > max) {
    return {
      error: pmError(
        'NOT_APPLIED',
        `the slider cannot take ${want}: its range is ${min} to ${max}`,
        `the nearest value it takes is ${want < min ? min : max}`,
      ),
    };
  }
  const bad = await need({ visible: true, enabled: true });
  if (bad) return bad;
  focusElement(el);
  const deadline = nowP() + timeout;
  const stall = cmd.settleTimeoutMs ?? timeout;
  const keyed = async (key: string): Promise<number> => {
    const before = now;
    pressKey(el, key);
    const t = nowP() + stall;
    return await valueAfter(el, before, t < deadline ? t : deadline);
  };
  // The ends have their own keys: one press instead of a walk.
  if (!same(now, want) && (same(want, min) || same(want, max))) now = await keyed(same(want, min) ? 'Home' : 'End');
  const vertical = getAttribute(el, 'aria-orientation') === 'vertical';
  let up = vertical ? 'ArrowUp' : 'ArrowRight';
  let down = vertical ? 'ArrowDown' : 'ArrowLeft';
  let flipped = false;
  let step = 0; // what one arrow moves, once seen
  let page = 0; // what one Page key moves: 0 not tried yet, -1 not worth using
  for (let n = 0; ; n++) {
    if (same(now, want)) return { error: null };
    if (n >= MAX_KEYS || nowP() > deadline) {
      return {
        error: pmError('NOT_APPLIED', `the slider stopped at ${now} on the way to ${want} (${n} keys pressed)`),
      };
    }
    const rising = want > now;
    const dist = mathAbs(want - now);
    const paging = step > 0 && page >= 0 && dist > (page > 0 ? page : 2 * step);
    const key = paging ? (rising ? 'PageUp' : 'PageDown') : rising ? up : down;
    const before = now;
    now = await keyed(key);
    if (now !== now) return { error: pmError('NOT_APPLIED', `the slider lost its aria-valuenow after ${key}`) };
    const moved = now - before;
    if (paging) {
      // No Page keys, or no bigger moves than an arrow, or past the target: arrows from here on.
      if (page === 0) page = mathAbs(moved);
      if (same(moved, 0) || mathAbs(moved) <= step || moved > 0 !== rising || (rising ? now > want : now < want))
        page = -1;
      continue;
    }
    if (same(moved, 0)) {
      return {
        error: pmError(
          'NOT_APPLIED',
          `the slider did not move on ${key}: it stays at ${now}, not ${want}`,
          'it may not take keys; click or drag it',
        ),
      };
    }
    if (moved > 0 !== rising) {
      // Right-to-left and reversed sliders swap the arrows (APG: Right/Up increase by default).
      if (flipped) return { error: pmError('NOT_APPLIED', `the slider's arrow keys move it away from ${want}`) };
      flipped = true;
      const k = up;
      up = down;
      down = k;
      continue;
    }
    if (step === 0) step = mathAbs(moved);
    if (rising ? now > want : now < want) {
      const lo = rising ? before : now;
      const hi = rising ? now : before;
      return {
        error: pmError(
          'NOT_APPLIED',
          `the slider cannot take ${want}: it moves from ${lo} to ${hi} (step ${mathAbs(moved)}) and now shows ${now}`,
          `fill ${lo} or ${hi}`,
        ),
      };
    }
  }
}
