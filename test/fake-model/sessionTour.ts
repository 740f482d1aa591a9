/**
 * A tour of every fixture of test/fixtures/session/session.html for the CLI agent against the fake
 * model: one scripted call per step (by call number: a tour, not a policy that reasons), each step
 * with what the model must read after it, in the tool result and in the next observation. The test
 * (test/browser/session.spec.ts) runs the CLI once and checks every step from what the fake model
 * received, so one Chromium launch covers: target=_blank, window.open, a popup that closes itself, a
 * named tab and a link that navigates it, alert/prompt on click, alert (sent by Enter), confirm and
 * prompt on submit, downloads from a route and from a blob: URL, the file chooser behind a styled
 * button, a tab id that does not exist, a dialog answer with no dialog, beforeunload on closing a tab.
 */
import { indexOf } from './policies';
import type { Answer, Policy, PolicyContext } from './server';

export const TOUR_TASK = 'Walk through every control of the session fixture page.';

export interface TourStep {
  answer(o: string): Answer;
  /** What the tool result of this step says (its content). */
  result: RegExp;
  /** What the observation after this step shows. */
  next?: RegExp;
  /** What it must not show. */
  notNext?: RegExp;
}

const click = (re: RegExp) => (o: string) => ({ tool: 'click', args: { target: indexOf(o, re) } });
const call = (tool: string, args: Record<string, unknown>) => () => ({ tool, args });
const origin = (o: string) => /URL: (https?:\/\/[^/\s]+\/)/.exec(o)?.[1] ?? '';

export function sessionTour(uploadPath: string): TourStep[] {
  return [
    { answer: click(/Open in a new tab/), result: /opened tab t2.*active tab t2/, next: /^\* 1 t2 "Other tab"/m },
    { answer: call('switchTab', { tab: 't1' }), result: /^ok/, next: /^\* 0 t1 "Session fixture"/m },
    { answer: click(/Open a window/), result: /opened tab t3/, next: /t3 "Other tab" \S+via=window-open/ },
    { answer: call('switchTab', { tab: 't1' }), result: /^ok/ },
    { answer: click(/Open a popup that closes/), result: /opened tab t4/ },
    // By the next observation the popup has closed itself: it is gone from the tab list.
    { answer: call('switchTab', { tab: 't1' }), result: /^ok/, next: /^\* 0 t1/m, notNext: / t4 "/ },
    { answer: click(/Open the side tab/), result: /opened tab t5/ },
    { answer: call('switchTab', { tab: 't1' }), result: /^ok/ },
    { answer: click(/Show in the side tab/), result: /^ok/, next: /t5 "Other tab" \S+via=retarget/ },
    {
      answer: click(/<button[^>]*>Alert/),
      result: /alert dialog "Hello" is open/,
      next: /Dialog pending in t1: alert "Hello"/,
    },
    { answer: call('dialog', { accept: true }), result: /alert dialog "Hello" was accepted/, next: /alerted/ },
    {
      answer: click(/<button[^>]*>Name/),
      result: /prompt dialog "Your name\?" is open/,
      next: /Dialog pending in t1: prompt "Your name\?" \(default "Ann"\)/,
    },
    { answer: call('dialog', { accept: true, text: 'Zed' }), result: /was accepted/, next: /name Zed/ },
    {
      answer: click(/<button[^>]*>Send/),
      result: /confirm dialog "Send the form\?" is open/,
      next: /Dialog pending in t1: confirm "Send the form\?"/,
    },
    { answer: call('dialog', { accept: false }), result: /was dismissed/, next: /not sent/ },
    {
      answer: (o) => ({ tool: 'press', args: { target: indexOf(o, /Feedback/), key: 'Enter' } }),
      result: /alert dialog "Thanks for the feedback" is open/,
      next: /Dialog pending in t1: alert "Thanks for the feedback"/,
    },
    { answer: call('dialog', { accept: true }), result: /was accepted/, next: /thanked/ },
    {
      answer: click(/<button[^>]*>Apply a coupon/),
      result: /prompt dialog "Coupon code\?" is open/,
      next: /Dialog pending in t1: prompt "Coupon code\?" \(default "NONE"\)/,
    },
    { answer: call('dialog', { accept: true, text: 'SAVE10' }), result: /was accepted/, next: /coupon SAVE10/ },
    {
      answer: click(/Download the report/),
      result: /downloaded report\.txt to \//,
      next: /Download in t1: "report\.txt" saved to \S+ \(17 bytes\)/,
    },
    {
      answer: click(/Download a blob/),
      result: /downloaded blob\.txt to \//,
      next: /Download in t1: "blob\.txt" saved to \S+ \(16 bytes\)/,
    },
    {
      answer: click(/Choose a file/),
      result: /file chooser pending/,
      next: /File chooser pending in t1 \(one file\)/,
    },
    { answer: call('upload', { files: [uploadPath] }), result: /file chooser answered/, next: /files 1/ },
    { answer: call('switchTab', { tab: 't99' }), result: /NO_SUCH_TAB/ },
    { answer: call('dialog', { accept: true }), result: /NO_DIALOG/ },
    {
      answer: (o) => ({ tool: 'newTab', args: { url: origin(o) + 'beforeunload.html' } }),
      result: /opened tab t6/,
    },
    { answer: (o) => ({ tool: 'type', args: { target: indexOf(o, /Notes/), text: 'x' } }), result: /^ok/ },
    {
      answer: call('closeTab', {}),
      result: /beforeunload dialog "[^"]*" is open/,
      next: /Dialog pending in t6: beforeunload/,
    },
    { answer: call('dialog', { accept: false }), result: /was dismissed/, next: /t6 "Unsaved changes"/ },
    { answer: call('done', { answer: 'toured', success: true }), result: /./ },
  ];
}

/** The tour as a fake-model policy; `seen` collects what each call received. */
export function tourPolicy(steps: TourStep[]): { policy: Policy; seen: PolicyContext[] } {
  const seen: PolicyContext[] = [];
  return {
    seen,
    policy(ctx) {
      seen.push(ctx);
      const step = steps[ctx.call - 1];
      return step ? step.answer(ctx.observation) : { tool: 'done', args: { answer: 'off the tour', success: false } };
    },
  };
}
