/** The verbs about the page rather than an element: goto, back, forward, reload, wait, noop. */
import type { GotoCommand, HistoryCommand, WaitCommand } from '../../core/model/commands';
import { pmError } from '../../core/model/errors';
import {
  body as docBody,
  boundWindow,
  docQuerySelectorAll,
  docURL,
  historyBack,
  historyForward,
  textContent,
} from '../platform/dom';
import { nowP, PromiseCtor, setTimeoutP, strIndexOf } from '../../builtins/pristine';
import type { Perf } from './outcome';

export function sleep(ms: number): Promise<void> {
  return new PromiseCtor((r) => setTimeoutP(r, ms));
}

export function navigate(cmd: GotoCommand | HistoryCommand): Perf {
  const win = boundWindow!;
  switch (cmd.action) {
    case 'goto':
      try {
        const u = new URL(cmd.url, docURL(win.document));
        if (u.protocol === 'javascript:')
          return { error: pmError('INVALID_COMMAND', 'javascript: URLs are not navigated to') };
        win.location.assign(u.href);
      } catch {
        return { error: pmError('NAVIGATION_FAILED', `cannot navigate to "${cmd.url}"`) };
      }
      break;
    case 'back':
      historyBack(win);
      break;
    case 'forward':
      historyForward(win);
      break;
    default: // reload
      win.location.reload();
  }
  return { error: null };
}

/** Wait for a time, for a selector to match, or for text to appear in the page. */
export async function wait(cmd: WaitCommand): Promise<Perf> {
  if (cmd.untilText === undefined && cmd.selector === undefined) {
    await sleep(cmd.ms ?? 1000);
    return { error: null };
  }
  const end = nowP() + (cmd.timeout ?? 5000);
  const doc = boundWindow!.document;
  for (;;) {
    if (cmd.selector !== undefined) {
      try {
        if (docQuerySelectorAll(doc, cmd.selector).length > 0) return { error: null };
      } catch {
        return { error: pmError('INVALID_COMMAND', `bad selector "${cmd.selector}"`) };
      }
    }
    if (cmd.untilText !== undefined) {
      const b = docBody(doc);
      if (b && strIndexOf(textContent(b) ?? '', cmd.untilText) >= 0) return { error: null };
    }
    if (nowP() > end) {
      return {
        error: pmError(
          'TIMEOUT',
          `waited ${cmd.timeout ?? 5000} ms for ${cmd.selector !== undefined ? `"${cmd.selector}"` : `text "${cmd.untilText}"`}`,
        ),
      };
    }
    await sleep(50);
  }
}
