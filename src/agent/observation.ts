/**
 * What the model reads each step: the page's URL and title, how the last action went (its result,
 * or its typed error with code, message and hint), the recent action history, and the indexed page
 * text (render 'text' with `markNew`: `*` marks elements that appeared since the last step).
 */
import type { ActionResult } from '../core/model/actionResult';
import type { StepResult } from './types';
import { join, mathCeil, push, slice, strSlice } from '../builtins/pristine';

/**
 * Rough token count of a text: the ratio renderText's `maxTokens` budget assumes (3.6 characters a
 * token for English and markup, cl100k-like tokenizers), rounded up.
 */
export function estimateTokens(text: string): number {
  return mathCeil(text.length / 3.6);
}

export interface ObservationInput {
  step: number;
  maxSteps: number;
  url: string;
  title: string;
  lastAction: string | null;
  lastResult: StepResult | null;
  correction: string | null;
  history: string[];
  /** The session header (tabs, dialogs, file chooser, downloads); '' for a single page. */
  browser?: string;
  page: string;
}

const HISTORY_LINES = 8;

export function buildObservation(o: ObservationInput): string {
  const lines: string[] = [];
  if (o.correction) push(lines, `Correction: ${o.correction}`, '');
  push(lines, `Step ${o.step} of ${o.maxSteps}.`);
  push(lines, `URL: ${o.url}`);
  push(lines, `Title: ${o.title}`);
  if (o.lastAction && o.lastResult) push(lines, `Last action: ${o.lastAction} -> ${o.lastResult.summary}`);
  if (o.history.length) {
    push(lines, 'History (oldest first):');
    const h = slice(o.history, o.history.length > HISTORY_LINES ? o.history.length - HISTORY_LINES : 0);
    for (let i = 0; i < h.length; i++) push(lines, `- ${h[i]}`);
  }
  if (o.browser) push(lines, '', 'Browser:', o.browser);
  push(lines, '', 'Page ([N] is the element number to use as target; * marks elements new since the last step):');
  push(lines, o.page);
  return join(lines, '\n');
}

/** An ActionResult as one line for the model and the step log. */
export function summarizeResult(r: ActionResult): StepResult {
  if (!r.ok) {
    const e = r.error ?? { code: 'INTERNAL', message: 'the action failed' };
    const hint = e.hint ? ` Hint: ${e.hint}` : '';
    const extra = r.error?.obscuredBy ? ` (covered by ${r.error.obscuredBy})` : '';
    return {
      ok: false,
      summary: `error ${e.code}: ${e.message}${extra}.${hint}`,
      error: e.hint ? { code: e.code, message: e.message, hint: e.hint } : { code: e.code, message: e.message },
    };
  }
  const parts: string[] = ['ok'];
  const fx = r.effects;
  if (fx) {
    if (fx.navigated) push(parts, 'the page navigated');
    // A checkbox's or radio's value attribute says nothing about what the action did.
    if (fx.valueAfter !== undefined && fx.checkedAfter === undefined)
      push(parts, `value is now "${clip(fx.valueAfter, 200)}"`);
    if (fx.checkedAfter !== undefined) push(parts, fx.checkedAfter ? 'now checked' : 'now unchecked');
    if (fx.newElements) push(parts, `${fx.newElements} new elements`);
  }
  const b = r.browser;
  if (b) {
    for (let i = 0; i < b.tabsOpened.length; i++) push(parts, `opened tab ${b.tabsOpened[i]!.tabId}`);
    for (let i = 0; i < b.tabsClosed.length; i++) push(parts, `closed tab ${b.tabsClosed[i]!.tabId}`);
    for (let i = 0; i < b.dialogs.length; i++) {
      const d = b.dialogs[i]!;
      push(
        parts,
        `${d.type} dialog "${clip(d.message, 200)}" ${d.state === 'pending' ? 'is open (answer it with dialog)' : `was ${d.state}${d.by === 'policy' ? ' by the session policy' : ''}`}`,
      );
    }
    for (let i = 0; i < b.downloads.length; i++) {
      const d = b.downloads[i]!;
      push(
        parts,
        d.state === 'saved'
          ? `downloaded ${d.suggestedFilename} to ${d.path}`
          : `download of ${d.suggestedFilename} failed: ${d.error ?? ''}`,
      );
    }
    for (let i = 0; i < b.fileChoosers.length; i++) push(parts, `file chooser ${b.fileChoosers[i]!.state}`);
    if (b.tabsOpened.length || b.tabsClosed.length) push(parts, `active tab ${b.activeTabId}`);
  }
  const out: StepResult = { ok: true, summary: join(parts, ', ') };
  if (r.value !== undefined) {
    out.value = clip(r.value, 4000);
    out.summary += `; text: ${out.value}`;
  }
  return out;
}

function clip(s: string, n: number): string {
  return s.length > n ? strSlice(s, 0, n) + '…' : s;
}
