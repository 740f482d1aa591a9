/**
 * What every verb returns (Perf) and what act() makes of a failure, shared by the orchestration
 * (act.ts), the dry run and the verb families.
 */
import type { ActionCommand } from '../../core/model/commands';
import type { ActionFailure } from '../../core/model/actionResult';
import type { PagemarkError } from '../../core/model/errors';
import { jsonStringify, strSlice } from '../../builtins/pristine';
import { knownIndexOf, recordByIndex } from '../identity/registry';
import { localName } from '../platform/dom';
import { computeName } from '../aria/computeName';
import { computeRole } from '../aria/computeRole';
import type { Need } from './actionability';

export const DEFAULT_TIMEOUT = 2000;

/** A verb's outcome: its error (null: done), the value it read, how far it scrolled. */
export type Perf = {
  error: (PagemarkError & { obscuredBy?: string }) | null;
  value?: string;
  scrolled?: { x: number; y: number };
  /** A check that needs the settled page (a drag that changed nothing): the error, or null. */
  afterSettle?: () => PagemarkError | null;
};

/** Runs the actionability checks `n` on the target (none when forced): null when they pass. */
export type NeedCheck = (n: Need) => Promise<Perf | null>;

export function fail(
  cmd: ActionCommand | null,
  error: PagemarkError,
  extra: Partial<Omit<ActionFailure, 'ok' | 'error'>> = {},
): ActionFailure {
  return {
    ok: false,
    action: cmd ? cmd.action : 'invalid',
    target: null,
    resolvedBy: null,
    error,
    effects: { navigated: false, mutations: 0, newElements: 0 },
    durationMs: 0,
    ...extra,
  };
}

/** `role "name" [bid]`, for history lines and messages. */
export function describe(el: Element): string {
  const idx = knownIndexOf(el);
  const rec = idx !== undefined ? recordByIndex(idx) : null;
  const role = rec ? rec.role || rec.tag : computeRole(el) || localName(el);
  const name = rec ? rec.name : computeName(el, role);
  const short = name.length > 40 ? strSlice(name, 0, 39) + '\u2026' : name;
  return `${role} "${short}"${rec ? ` [${rec.bid}]` : ''}`;
}

export function safeJson(v: unknown): string {
  try {
    return typeof v === 'string' ? v : jsonStringify(v);
  } catch {
    return String(v);
  }
}
