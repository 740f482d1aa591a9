/**
 * Running a tool's action(s) through the session and answering with outcome, browser effects and
 * what changed: several commands in a row (type then Enter, a form's fields) stop at the first
 * failure and their diffs add up, so the answer shows every element they touched.
 */
import { clip, driverError } from '../guard/driverError';
import type { ElementHandle, Page } from 'playwright-core';
import type { ActionCommand, TargetRef } from '../../core/model/commands';
import type { ActionResult, BrowserEffects } from '../../core/model/actionResult';
import type { ElementRecord, Snapshot } from '../../core/model/types';
import type { Session } from '../session/types';
import type { ToolContext } from './tool';
import { afterAction, type Acted, type Asked } from './observe';
import { effectsText, errorReply, outcomeText, textReply, type ToolReply } from './reply';

export interface Step {
  cmd: ActionCommand;
  /** What the step did, for the outcome line ("clicked [12]"). */
  what: string;
  /** In-page events instead of Playwright's input (drag: Playwright input has no drag verb here). */
  untrusted?: boolean;
}

function mergeEffects(into: BrowserEffects | undefined, b: BrowserEffects | undefined): BrowserEffects | undefined {
  if (!into) return b;
  if (!b) return into;
  return {
    tabsOpened: [...into.tabsOpened, ...b.tabsOpened],
    tabsClosed: [...into.tabsClosed, ...b.tabsClosed],
    navigations: [...into.navigations, ...b.navigations],
    dialogs: [...into.dialogs, ...b.dialogs],
    downloads: [...into.downloads, ...b.downloads],
    fileChoosers: [...into.fileChoosers, ...b.fileChoosers],
    activeTabId: b.activeTabId,
  };
}

/** A ref as the model writes it: `12`, `[12]`, a frame bid (`a5`), or a CSS selector. */
export async function resolveTarget(page: Page | null, raw: string): Promise<TargetRef | { error: string }> {
  const s = raw.trim();
  const m = /^\[?(\d+)\]?$/.exec(s);
  if (m) return Number(m[1]);
  const b = /^\[?([a-z]+\d+)\]?$/.exec(s);
  if (b) return b[1]!;
  if (!page) return { error: `no page is open to find "${clip(s)}" in` };
  // The caller's text is echoed at most 200 characters long, the driver's message without colour codes.
  const shown = clip(s);
  try {
    const loc = page.locator(s);
    const count = await loc.count();
    if (count !== 1)
      return { error: `"${shown}" is not a ref from the snapshot, and as a selector it matches ${count} elements` };
    const id = await loc.getAttribute('data-element-id', { timeout: 2000 });
    if (id) return id;
    return { error: `"${shown}" matches an element that is not in the snapshot (not interactive or not visible)` };
  } catch (e) {
    return {
      error: `"${shown}" is not a ref from the snapshot and no unique element matches it as a selector (${driverError(e).message})`,
    };
  }
}

/** The target argument under either name, resolved; an error reply when it is missing or unknown. */
export async function targetOf(
  ctx: ToolContext,
  args: Record<string, unknown>,
  names: [string, string] = ['target', 'ref'],
): Promise<TargetRef | ToolReply> {
  const raw = (args[names[0]] ?? args[names[1]]) as string | undefined;
  if (raw === undefined || raw === '')
    return errorReply('INVALID_COMMAND', `${names[0]} is required (the ref in brackets from the snapshot, e.g. "12")`);
  const session = await ctx.host.session();
  const t = await resolveTarget(session.page(), String(raw));
  if (typeof t === 'object' && 'error' in t)
    return errorReply('NOT_FOUND', t.error, 'take a browser_snapshot and use a ref from it');
  return t;
}

/**
 * The element a resolved ref names, as a Playwright handle in the active tab's top document, found by
 * the mark pagemark puts on listed elements (its data-element-id). The ids come from the page as the
 * model last saw it, else from a fresh snapshot.
 */
export async function elementOf(ctx: ToolContext, t: TargetRef): Promise<ElementHandle | null> {
  const session = await ctx.host.session();
  const page = session.page();
  if (!page) return null;
  const find = (els: Iterable<ElementRecord>): string | undefined => {
    for (const e of els) if (e.index === t || e.bid === t || e.elementId === t) return e.elementId;
    return undefined;
  };
  const id =
    find(ctx.view.seen.get(session.activeTabId())?.records.values() ?? []) ?? find((await session.snapshot()).elements);
  return id ? page.$(`[data-element-id="${id}"]`) : null;
}

export const isReply = (x: unknown): x is ToolReply => typeof x === 'object' && x !== null && 'content' in x;

/** What the action asked of its target, when its result shows the target holds it now. */
function askedOf(cmd: ActionCommand, r: ActionResult): Asked[] {
  const after = r.effects.valueAfter;
  switch (cmd.action) {
    case 'fill':
    case 'type':
      return after === undefined || after === cmd.text ? ['value'] : [];
    case 'select':
      return after === undefined || (cmd.values ?? []).map(String).includes(after) ? ['value'] : [];
    case 'check':
    case 'uncheck':
      return r.effects.checkedAfter === undefined || r.effects.checkedAfter === (cmd.action === 'check')
        ? ['checked']
        : [];
    default:
      return [];
  }
}

/** The outcome words of a step that went through: `what`, and the value when it is not the one asked. */
function doneText(step: Step, r: ActionResult, asked: Asked[]): string {
  const t = step.cmd.target;
  // A selector target is reported by the ref it resolved to.
  let what = typeof t === 'string' && r.target ? step.what.replace(`"${t}"`, `[${r.target.index}]`) : step.what;
  if (step.cmd.action === 'dialog') {
    const d = r.browser?.dialogs.find((x) => x.by === 'agent' && x.state !== 'pending');
    if (d)
      what = `${d.state} the ${d.type} ${JSON.stringify(d.message)}${d.promptText !== undefined ? ` with ${JSON.stringify(d.promptText)}` : ''}`;
  }
  const v = r.effects.valueAfter;
  if (v !== undefined && !asked.includes('value') && step.cmd.action !== 'check' && step.cmd.action !== 'uncheck')
    what += ` (value now ${JSON.stringify(v)})`;
  return what;
}

/** Answer of a session `act` (or several): the outcome, the browser effects, the page. */
export async function runSteps(ctx: ToolContext, steps: Step[]): Promise<ToolReply> {
  const session = await ctx.host.session();
  const activeBefore = session.activeTabId();
  const acted: Acted = new Map();
  let effects: BrowserEffects | undefined;
  let last: ActionResult | null = null;
  let navigated = false;
  const done: string[] = [];
  for (const [k, step] of steps.entries()) {
    // Steps in a row (a form's fields, type then Enter) wait for the page and read it back once,
    // after the last: the answer compares the page then with what the model saw before the first
    // (observe.ts), and what the browser did in between is drained into the last result. Playwright
    // MCP's fill_form does not wait between fields either (its form tool).
    const cmd = k < steps.length - 1 ? { ...step.cmd, snapshot: false, settleMs: 0 } : step.cmd;
    const r = await session.act(cmd, { trusted: !step.untrusted });
    ctx.recorder?.step(step.cmd, r, session);
    last = r;
    effects = mergeEffects(effects, r.browser);
    if (r.effects.navigated) navigated = true;
    if (!r.ok) break;
    const asked = askedOf(step.cmd, r);
    if (r.target) acted.set(r.target.index, [...(acted.get(r.target.index) ?? []), ...asked]);
    done.push(doneText(step, r, asked));
  }
  if (!last) return textReply('ok: nothing to do');
  const parts = [last.ok ? `ok: ${done.join(', ')}` : outcomeText(last)];
  if (!last.ok && done.length) parts.push(`(done before the failure: ${done.join(', ')})`);
  // A new document (a navigation, a new tab) is shown whole; a tab switched back to is shown as what
  // changed since the model last saw it.
  const active = effects?.activeTabId ?? activeBefore;
  const full =
    navigated ||
    (effects?.navigations.some((n) => n.tabId === active && n.to !== 'about:blank') ?? false) ||
    (effects?.tabsOpened.some((t) => t.tabId === active) ?? false);
  const fx = effectsText(effects, activeBefore, {
    shownWhole: full ? active : null,
    quietSwitch: steps.some((s) => s.cmd.action === 'switchTab' || s.cmd.action === 'newTab'),
  });
  if (fx) parts.push(`### Browser\n${fx}`);
  // The action's own read-back is of the tab it acted in: the page to show when that is still active.
  const snap = active === activeBefore ? last.snapshot : undefined;
  const page = !last.ok && !full ? '' : await pageAfter(ctx, session, full, acted, snap);
  if (page) parts.push(page);
  return textReply(parts.join('\n'), !last.ok);
}

async function pageAfter(
  ctx: ToolContext,
  session: Session<Page>,
  full: boolean,
  acted: Acted,
  snap: Snapshot | undefined,
): Promise<string> {
  const state = await session.state();
  if (state.dialogs.some((d) => d.tabId === state.activeTabId)) return '';
  let s = snap;
  if (!s) {
    try {
      s = await session.snapshot();
    } catch (e) {
      return `### Page\n(no snapshot: ${(e as Error).message.split('\n')[0]})`;
    }
  }
  return afterAction(s, ctx.view, state.activeTabId, full, acted);
}
