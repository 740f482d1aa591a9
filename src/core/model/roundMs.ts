import { mathRound } from '../../builtins/pristine';

/** Milliseconds as stats report them: rounded to 0.01, never below 0 (a difference of rounded parts). */
export function roundMs(v: number): number {
  return v > 0 ? mathRound(v * 100) / 100 : 0;
}
