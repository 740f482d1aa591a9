/**
 * Actions from Node: the command goes to the frame that owns its target, and runs there in the page,
 * or, for trusted input and file paths, is checked in the page (dry run) and performed by the driver,
 * then settled and read back in the page.
 */
import { driverError } from '../guard/driverError';
import type { Snapshot } from '../../core/model/types';
import type { ActionCommand, CommandInput } from '../../core/model/commands';
import type { ActionFailure, ActionResult } from '../../core/model/actionResult';
import { parseCommand } from '../../core/commands/parseCommand';
import { isPageInput } from './pageInput';
import { KEY_VERBS, keysOf, prepareKeys, settleKeys } from './keyInput';
import { selectInPage } from './pageSelect';
import type { ActOptions, FrameAdapter, PagemarkGlobal } from './hostTypes';

declare const pagemark: PagemarkGlobal;

/** What an action needs of the host. */
export interface ActHost<F, H> {
  adapter: FrameAdapter<F, H>;
  ensure(f: F): Promise<boolean>;
  /** The index a number, elementId or bid names in the page's numbering. */
  indexOf(target: number | string): number | null;
  locate(index: number): { frame: F; index: number };
  last(): Snapshot | null;
  /** A fresh snapshot with the options of the last one. */
  resnapshot(): Promise<Snapshot>;
}

/**
 * A handle usable for driver input. An element of a same-origin child frame (walked by the instance
 * of `f`) is re-found in its own driver frame through its mark attribute: a handle from `f`'s
 * context does not take Firefox's input there.
 */
async function ownHandle<F, H>(a: FrameAdapter<F, H>, f: F, index: number): Promise<H | null> {
  const h = await a.elementHandle(f, index);
  if (!h) return null;
  const info = await a
    .evaluate(
      f,
      (i) => {
        const s = pagemark.protocol.lastSnapshot();
        const r = s ? s.elements.find((x) => x.index === i) : undefined;
        const attr = s ? s.options.markAttribute : false;
        return r && r.frame !== '' && attr ? `[${attr}="${r.elementId}"]` : null;
      },
      index,
    )
    .catch(() => null);
  if (!info) return h;
  const owner = await a.ownerFrame(h);
  const again = owner ? await a.querySelector(owner, info) : null;
  return again ?? h;
}

/** The verbs the adapters' `perform` carries out with real input (playwright.ts, puppeteer.ts). */
const DRIVER_VERBS = new Set<string>([
  'click',
  'dblclick',
  'rightclick',
  'hover',
  'focus',
  'fill',
  'clear',
  'type',
  'press',
  'select',
  'check',
  'uncheck',
  'upload',
  // Without an element: a viewport point or keys to the focus (pageInput.ts).
  'mouseDown',
  'mouseUp',
  'keyDown',
  'keyUp',
  'insertText',
]);

/** Verbs whose result reports what the element holds afterwards (valueAfter, checkedAfter). */
const READ_BACK: Record<string, true> = {
  fill: true,
  type: true,
  clear: true,
  select: true,
  check: true,
  uncheck: true,
};

/**
 * The pointer verbs a driver's page mouse performs at a viewport point as its element handle would.
 * Not dblclick (rare for agents): its clicks' count is the driver's own bookkeeping, left to the
 * element handle as before.
 */
const POINTER_VERBS: Record<string, true> = { click: true, rightclick: true, hover: true };

/**
 * A pointer verb (or check/uncheck: a click unless the box already holds the state asked for) on an
 * element of the main frame's own document, as input at the viewport point the dry run checked (it
 * scrolled the element into view and hit-tested that point): the driver's page mouse sends the same
 * trusted events without an element handle. Playwright's handle input first evaluates its own
 * injected script in the page's main and utility worlds, compiled anew in every document, which
 * costs more than the rest of a click on a fresh page. Resolves the effects read after the page
 * settled, or null for the handle path: a child frame's element (its point is in its own
 * viewport), modifier keys, `force` (its dry run neither scrolls nor hit-tests), a check target
 * whose state the page cannot read, or a driver without page input.
 */
async function pageMouseAct<F, H>(
  a: FrameAdapter<F, H>,
  frame: F,
  cmd: ActionCommand,
  at: { x: number; y: number } | undefined,
  index: number,
  settle: () => Promise<ActionResult>,
): Promise<ActionResult['effects'] | ActionFailure | null> {
  const check = cmd.action === 'check' || cmd.action === 'uncheck';
  if (!at || !a.performPage || frame !== a.mainFrame() || cmd.force || !(check || POINTER_VERBS[cmd.action]))
    return null;
  if ('modifiers' in cmd && cmd.modifiers !== undefined && cmd.modifiers.length) return null;
  const readBack = () => a.evaluate(frame, ([i, v]) => pagemark.protocol.readBack(i, v), [index, cmd.action] as const);
  const want = cmd.action === 'check';
  // As Playwright's check(): no click when the box already holds the state, a failure when the click
  // did not change it (a radio button cannot be unchecked; the page may refuse).
  const before = check ? (await readBack()).checkedAfter : undefined;
  if (check && before === undefined) return null;
  const input = check
    ? before === want
      ? null
      : ({ action: 'click', at } as ActionCommand)
    : ({ action: cmd.action, at, ...('button' in cmd && cmd.button ? { button: cmd.button } : {}) } as ActionCommand);
  if (input && !(await a.performPage(input))) return null;
  const after = await settle();
  const effects: ActionResult['effects'] = { ...after.effects, newElements: 0 };
  // The dry run's guard cancelled input that something else at the point took (hitGuard.ts).
  if (!after.ok) return { ...after, action: cmd.action, effects };
  if (check) {
    const read = await readBack();
    if (read.checkedAfter !== undefined) effects.checkedAfter = read.checkedAfter;
  }
  return effects;
}

const failed = (cmd: ActionCommand | null, code: string, message: string): ActionFailure => ({
  ok: false,
  action: cmd ? cmd.action : 'invalid',
  target: null,
  resolvedBy: null,
  error: { code: code as never, message },
  effects: { navigated: false, mutations: 0, newElements: 0 },
  durationMs: 0,
});

export async function hostAct<F, H>(
  host: ActHost<F, H>,
  command: CommandInput,
  ao: ActOptions = {},
): Promise<ActionResult> {
  const a = host.adapter;
  const t0 = Date.now();
  const parsed = parseCommand(command);
  if (!parsed.ok) return { ...failed(null, parsed.error.code, parsed.error.message), error: parsed.error };
  const cmd = parsed.command;
  let frame = a.mainFrame();
  // The whole quiet period when the caller or the command asks for it (ActOptions.settleOnWork).
  const wholeQuiet = ao.settleOnWork === false || cmd.settleOnWork === false;
  let local: ActionCommand = { ...cmd, snapshot: false, ...(wholeQuiet ? { settleOnWork: false } : {}) };
  let topIndex: number | null = null;
  const t = cmd.target;
  const named =
    t === undefined
      ? undefined
      : typeof t !== 'object'
        ? t
        : 'index' in t
          ? t.index
          : 'bid' in t
            ? t.bid
            : 'elementId' in t
              ? t.elementId
              : undefined;
  if (named !== undefined) {
    topIndex = host.indexOf(named);
    if (topIndex !== null) {
      const loc = host.locate(topIndex);
      frame = loc.frame;
      local = { ...local, target: loc.index } as ActionCommand;
    }
  }
  if (!(await host.ensure(frame)))
    return failed(cmd, 'FRAME_UNREACHABLE', 'pagemark could not be evaluated in the frame');
  // Paths can only be uploaded by the driver (a page cannot read the disk): upload with a path
  // always goes through it; files given as contents go through it when trusted input is asked.
  const files = cmd.action === 'upload' ? (cmd.files ?? []) : [];
  const paths = files.filter((f) => typeof f === 'string').length;
  if (paths > 0 && paths < files.length) {
    return failed(cmd, 'INVALID_COMMAND', 'upload takes either paths or file contents, not both');
  }
  // Trusted input by default (real mouse and keyboard, as a user's): pages ignore synthetic events
  // (isTrusted) and the popup blocker stops windows an untrusted click opens. Verbs the driver has no
  // input for (scroll, drag, wait, extract, ...) run in the page either way. A caller's dry run
  // only asks whether the action would work: it runs in the page, which acts on nothing.
  const viaDriver = !cmd.dryRun && (((ao.trusted ?? true) && DRIVER_VERBS.has(cmd.action)) || paths > 0);
  // After driver input: settle and read the effects in the page (noop waits for a mutation-quiet
  // period), with the command's own settle options.
  const settleCommand = {
    action: 'noop',
    settleMs: cmd.settleMs,
    settleTimeoutMs: cmd.settleTimeoutMs,
    ...(wholeQuiet ? { settleOnWork: false } : {}),
    snapshot: false,
  } as ActionCommand;
  const settle = () => a.evaluate(frame, (c) => pagemark.act(c), settleCommand);
  let result: ActionResult;
  try {
    // No element: a viewport point or keys to the focus, through the driver's mouse and keyboard
    // (pageInput.ts); false when the driver has no such input for it, then it runs in the page.
    if (viaDriver && isPageInput(cmd) && a.performPage && (await a.performPage(cmd))) {
      const after = await settle();
      result = {
        ok: true,
        action: cmd.action,
        target: null,
        resolvedBy: null,
        effects: { ...after.effects, newElements: 0 },
        durationMs: Date.now() - t0,
      };
    } else if (viaDriver && local.target !== undefined) {
      const index = typeof local.target === 'number' ? local.target : -1;
      // fill and clear through the page keyboard: the dry run's call prepares the field (keyInput.ts).
      const keyed = KEY_VERBS[cmd.action] && a.performPage && frame === a.mainFrame() && !cmd.force;
      // select on a native <select> of that document: in the page, in the call (pageSelect.ts).
      const selecting = cmd.action === 'select' && frame === a.mainFrame() && !cmd.force;
      const [dry, ready] = keyed
        ? await a.evaluate(frame, prepareKeys, { ...local, dryRun: true } as never)
        : selecting
          ? await a.evaluate(frame, selectInPage, local as never)
          : [await a.evaluate(frame, (c) => pagemark.act(c), { ...local, dryRun: true, guardInput: true }), false];
      const selected = selecting && ready === true;
      const viaMouse = dry.ok && !keyed && !selected ? await pageMouseAct(a, frame, cmd, dry.at, index, settle) : null;
      const base = { action: cmd.action, target: dry.target, resolvedBy: dry.resolvedBy };
      // The select's own result (selectInPage acted, or failed typed), as the page path's.
      if (selected || !dry.ok) result = dry;
      else if (typeof ready === 'string')
        result = { ...failed(cmd, 'NOT_APPLIED', `focus moved to ${ready} before the keys`), ...base };
      else if (ready && (await a.performPage!(keysOf(cmd)))) {
        // The settle, and whether the keys reached the field (the guard prepareKeys set).
        const [after, took, read] = await a.evaluate(frame, settleKeys, [settleCommand, index, cmd.action]);
        const effects: ActionResult['effects'] = { ...after.effects, newElements: 0 };
        if (read.valueAfter !== undefined) effects.valueAfter = read.valueAfter;
        result = took
          ? {
              ...failed(cmd, 'NOT_APPLIED', `focus moved to ${took} before the keys; they were cancelled`),
              ...base,
              effects,
            }
          : { ok: true, ...base, effects, durationMs: Date.now() - t0 };
      } else if (viaMouse && 'ok' in viaMouse) result = { ...viaMouse, target: dry.target, resolvedBy: dry.resolvedBy };
      else if (viaMouse) {
        const base = { action: cmd.action, target: dry.target, resolvedBy: dry.resolvedBy, effects: viaMouse };
        const still = viaMouse.checkedAfter;
        result =
          still === undefined || still === (cmd.action === 'check')
            ? { ok: true, ...base, durationMs: Date.now() - t0 }
            : failed(cmd, 'NOT_APPLIED', `the element is still ${still ? 'checked' : 'unchecked'}`);
        if (!result.ok) result = { ...result, ...base };
      } else {
        const h = await ownHandle(a, frame, typeof local.target === 'number' ? local.target : -1);
        if (!h) result = failed(cmd, 'STALE_ELEMENT', 'the element went away before the driver could act');
        else {
          await a.perform(h, cmd, dry.point);
          const after = await settle();
          // What the element holds now, read as the page's own act() reads it.
          const read =
            after.ok && READ_BACK[cmd.action]
              ? await a.evaluate(frame, ([i, v]) => pagemark.protocol.readBack(i, v), [
                  typeof local.target === 'number' ? local.target : -1,
                  cmd.action,
                ] as const)
              : {};
          // ok false: the dry run's guard cancelled input something else took (hitGuard.ts).
          result = {
            ...after,
            action: cmd.action,
            target: dry.target,
            resolvedBy: dry.resolvedBy,
            effects: { ...after.effects, newElements: 0 },
            durationMs: Date.now() - t0,
          };
          if (read.valueAfter !== undefined) result.effects.valueAfter = read.valueAfter;
          if (read.checkedAfter !== undefined) result.effects.checkedAfter = read.checkedAfter;
        }
      }
    } else {
      result = await a.evaluate(frame, (c) => pagemark.act(c), local);
    }
  } catch (err) {
    // Its first part: Playwright appends a call log, whose "waiting for scheduled navigations to
    // finish" is no navigation (a check the page refused read as one: a false success).
    const msg = String((err as Error)?.message ?? err).split('\nCall log:')[0]!;
    // The document went away under the call: the action navigated.
    if (/context was destroyed|navigat|detached|Target closed/i.test(msg)) {
      const { ok: _ok, error: _error, ...base } = failed(cmd, '', '');
      result = { ...base, ok: true, effects: { navigated: true, mutations: 0, newElements: 0 } };
    } else {
      // A driver failure (select on a button, an unknown key, a timeout): a typed code and a short
      // message, without the driver's colour codes or the caller's input (guard/driverError.ts).
      const e = driverError(err);
      result = failed(cmd, e.code, e.message);
    }
  }
  // The target in this page's numbering, not the frame's.
  const last = host.last();
  if (topIndex !== null && last) {
    const rec = last.elements.find((e) => e.index === topIndex);
    if (rec) result.target = { index: rec.index, bid: rec.bid, elementId: rec.elementId };
  }
  result.durationMs = Date.now() - t0;
  if (cmd.snapshot !== false && !result.effects.navigated) {
    try {
      const s = await host.resnapshot();
      result.snapshot = s;
      result.effects.newElements = s.diff ? s.diff.added.length : 0;
    } catch {
      /* the page went away */
    }
  }
  return result;
}
