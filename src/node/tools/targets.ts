/**
 * The element a model names, in the forms a Playwright MCP client writes:
 *  - a ref from pagemark's snapshot: the number in brackets (`12`, `[12]`) or a frame bid (`a5`);
 *  - a Playwright MCP ref (`e4`, `f1e4`) pagemark never issued: a typed error that names the right
 *    form, never a silent reread as another element (`e4` is not `[4]`);
 *  - a selector, resolved by Playwright's own engine (CSS, `text=`, `role=`, `internal:...`, XPath),
 *    as Playwright MCP resolves its `target` (its tools' `refLocator`): strict, one element. An element
 *    pagemark lists is acted on through pagemark (its ref); any other one (a heading, a plain div,
 *    the root) through its Playwright locator, so whatever a snapshot or browser_find showed can be
 *    hovered, clicked, screenshotted or dropped on.
 */
import type { Locator } from 'playwright-core';
import type { TargetRef } from '../../core/model/commands';
import type { PagemarkError } from '../../core/model/errors';
import { pmError } from '../../core/model/errors';
import { clip, driverError } from '../guard/driverError';
import type { Page } from 'playwright-core';
import type { Snapshot } from '../../core/model/types';
import type { Seen } from './pageView';

/** What resolving needs of a tab (tab.ts's Tab). */
export interface TargetScope {
  page(): Page;
  readonly seen: Seen | undefined;
  snapshot(): Promise<Snapshot>;
  readonly ctx: { readonly options: { readonly timeoutAction: number } };
}

export type Resolved =
  | {
      ok: true;
      /** pagemark's ref of a listed element, for session actions; absent for an unlisted element. */
      ref?: TargetRef;
      /** The listed element's data-element-id (its mark in the page). */
      elementId?: string;
      /** The listed element's ref number. */
      index?: number;
      /** The Playwright locator of an element pagemark does not list. */
      locator?: Locator;
      /** How the outcome names it: `[12]`, or the selector as given. */
      label: string;
    }
  | { ok: false; error: PagemarkError };

const SNAPSHOT_HINT = 'take a browser_snapshot (or browser_find) and use the number in brackets';
const PLAYWRIGHT_REF = /^(f\d+)?e\d+$/;
const BID = /^(?:[a-z][A-Z]*)+\d+$/;

const err = (code: PagemarkError['code'], message: string, hint?: string): Resolved => ({
  ok: false,
  error: pmError(code, message, hint),
});

export async function resolveTarget(tab: TargetScope, raw: string | undefined, param: string): Promise<Resolved> {
  if (raw === undefined || raw.trim() === '')
    return err('INVALID_COMMAND', `${param} is required (the ref in brackets from the snapshot, e.g. "12")`);
  const s = raw.trim();
  const n = /^\[?(\d+)\]?$/.exec(s);
  if (n) return lookUp(tab, Number(n[1]), `[${n[1]}]`);
  const b = /^\[?([a-zA-Z\d]+)\]?$/.exec(s);
  if (b && (BID.test(b[1]!) || PLAYWRIGHT_REF.test(b[1]!))) {
    // A frame bid pagemark issued (`a5`) wins; a Playwright MCP ref is never reread as another
    // element; any other bid-shaped word (`h1`, `p2`) is a selector, as Playwright reads it.
    const found = BID.test(b[1]!) ? await lookUp(tab, b[1]!, `[${b[1]}]`) : null;
    if (found?.ok) return found;
    if (PLAYWRIGHT_REF.test(b[1]!))
      return err(
        'NOT_FOUND',
        `"${clip(s)}" is a Playwright MCP snapshot ref; pagemark's refs are the numbers in brackets of its snapshot ([12] is "12")`,
        SNAPSHOT_HINT,
      );
  }
  return bySelector(tab, s);
}

/** A pagemark ref, checked against the page as the model saw it, else a fresh snapshot. */
async function lookUp(tab: TargetScope, ref: number | string, label: string): Promise<Resolved> {
  const match = (e: { index: number; bid: string }): boolean => e.index === ref || e.bid === ref;
  let rec = [...(tab.seen?.records.values() ?? [])].find(match);
  if (!rec) rec = (await tab.snapshot()).elements.find(match);
  if (!rec) return err('NOT_FOUND', `no element ${label} in the page`, SNAPSHOT_HINT);
  return { ok: true, ref: rec.elementId, elementId: rec.elementId, index: rec.index, label };
}

async function bySelector(tab: TargetScope, s: string): Promise<Resolved> {
  const page = tab.page();
  let count: number;
  const loc = page.locator(s);
  try {
    count = await loc.count();
  } catch (e) {
    return err(
      'NOT_FOUND',
      `"${clip(s)}" is not a ref from the snapshot, nor a selector Playwright can read (${driverError(e).message})`,
      SNAPSHOT_HINT,
    );
  }
  if (count === 0) return err('NOT_FOUND', `no element matches the selector "${clip(s)}"`, SNAPSHOT_HINT);
  if (count > 1)
    return err(
      'NOT_FOUND',
      `the selector "${clip(s)}" matches ${count} elements; it must match one`,
      'use a ref from the snapshot, or a more precise selector',
    );
  const id = await loc.getAttribute('data-element-id', { timeout: tab.ctx.options.timeoutAction }).catch(() => null);
  if (id) {
    const listed = (await tab.snapshot()).elements.find((e) => e.elementId === id);
    if (listed) return { ok: true, ref: id, elementId: id, index: listed.index, label: `[${listed.index}]` };
  }
  return { ok: true, locator: loc, label: JSON.stringify(s) };
}
