/**
 * `act(command) -> Promise<ActionResult>`: resolve the target, check actionability, act like a
 * person, verify the effect, wait for the page to settle, and return the new state.
 * Expected failures come back as `{ok: false, error: {code, message, hint}}`; act() never rejects.
 *
 * This file orchestrates; each step and each verb family lives in a file named after it.
 */
import { round2 } from '../../core/geometry/round';
import { DEFAULT_SETTLE_MS, type ActionCommand, type CommandInput } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import { parseCommand } from '../../core/commands/parseCommand';
import { PAST } from '../../core/commands/pastTense';
import { pmError, type PagemarkError } from '../../core/model/errors';
import { nowP, PromiseCtor, promiseThen } from '../../builtins/pristine';
import { scrollIntoView } from '../platform/dom';
import { disposalCount } from '../platform/instanceState';
import { lastSnapshot } from '../identity/registry';
import { bridgeHooks } from '../snapshot/bridgeHooks';
import { snapshotAsync } from '../snapshot/snapshotAsync';
import { snapshot } from '../snapshot/snapshot';
import { foldedControlOf } from '../snapshot/foldHiddenControls';
import { resolveTarget, type Resolved } from './resolveTarget';
import { ensureActionable, nextFrame, obscured, type Need } from './actionability';
import { focusElement } from './dispatch';
import { selectTextVerb } from './selectTextVerb';
import { recordAction, recordMessage } from './history';
import { markTampered } from './tampered';
import { scrollVerb } from './scrollVerb';
import { needsOf } from './needs';
import { watch } from './settle';
import { postCondition, readAfter } from './verify';
import { dryRun } from './dryRun';
import { disarmGuard } from './hitGuard';
import { buttonVerb, checkVerb, drag, pointerVerb } from './pointerVerbs';
import { selectVerb, textVerb, uploadVerb } from './valueVerbs';
import { insertText, keyDown, keyUp, press, typeIntoFocus } from './keyboard';
import { findElements, optionsOf, scrollToText, searchPage } from './pageSearch';
import { elementAt } from './pointAt';
import { optionLabel } from '../aria/readStates';
import { navigate, sleep, wait } from './navigation';
import { readVerb } from './readVerbs';
import { beginWork } from '../discovery/workHook';
import { DEFAULT_TIMEOUT, describe, fail, safeJson, type NeedCheck, type Perf } from './outcome';

export async function act(command: CommandInput): Promise<ActionResult> {
  const t0 = nowP();
  let cmd: ActionCommand | null = null;
  try {
    const parsed = parseCommand(command);
    if (!parsed.ok) {
      const r = fail(null, parsed.error);
      recordAction(typeof command === 'string' ? command : safeJson(command), 'invalid command', parsed.error.message);
      return r;
    }
    cmd = parsed.command;
    // History records what the agent sent, in its own dialect.
    cmd.source = typeof command === 'string' ? command : safeJson(command);
    return await run(cmd, t0, disposalCount());
  } catch (err) {
    const e = pmError('INTERNAL', `pagemark failed while acting: ${String((err as Error)?.message ?? err)}`);
    recordAction(safeJson(command), `${cmd ? cmd.action : 'action'} failed`, e.message);
    return fail(cmd, e);
  }
}

/** Verbs about a control's value: on a folded custom control they act on its hidden input. */
const VALUE_VERBS = Object.create(null) as Record<string, true>;
VALUE_VERBS['fill'] = VALUE_VERBS['clear'] = VALUE_VERBS['type'] = VALUE_VERBS['check'] = true;
VALUE_VERBS['uncheck'] = VALUE_VERBS['getValue'] = VALUE_VERBS['select'] = true;

/** The element a verb acts on for a target: a folded control's hidden input for the value verbs. */
export function actingElement(target: Element, action: string): Element {
  const control = foldedControlOf(target);
  return control && VALUE_VERBS[action] ? control : target;
}

async function run(cmd: ActionCommand, t0: number, disposals: number): Promise<ActionResult> {
  const timeout = cmd.timeout ?? DEFAULT_TIMEOUT;
  let target: Resolved | null = null;
  // An element stitched in from a cross-origin frame: the instance in that frame acts on it.
  const forwarded = cmd.target !== undefined && bridgeHooks.forward ? bridgeHooks.forward(cmd, t0) : null;
  if (forwarded) return await forwarded;
  if (cmd.target !== undefined || cmd.at !== undefined) {
    // An element, or what a person's pointer hits at a viewport point (the coordinate verbs).
    const r = cmd.target !== undefined ? resolveTarget(cmd.target) : elementAt(cmd.at!);
    if (!r.ok) {
      recordAction(cmd.source ?? safeJson(cmd), `${cmd.action} failed`, r.error.message);
      return fail(cmd, r.error, { durationMs: nowP() - t0 });
    }
    target = r.value;
  }
  // A custom control drawn over a hidden native input (dom/snapshot/foldHiddenControls.ts): the value
  // verbs go to the input, pointer verbs to what is drawn.
  const el = target ? actingElement(target.element, cmd.action) : null;
  const rec = target ? target.record : null;
  const targetInfo = rec ? { index: rec.index, bid: rec.bid, elementId: rec.elementId } : null;
  // A dry run precedes the driver's own input (drivers/hostAct.ts): the page's work is tracked from
  // here, so the settle after that input (a noop) knows all the input set off (settle.ts).
  if (cmd.dryRun) {
    if (cmd.settleOnWork !== false) beginWork(true);
    return dryRun(cmd, el, targetInfo, target ? target.resolvedBy : null, timeout, t0);
  }
  const summaryTarget = el ? describe(el) : '';
  // A noop acts on nothing: it is the settle after something else (the driver's input).
  const w = watch(cmd.action === 'noop', cmd.settleOnWork !== false);
  let error: (PagemarkError & { obscuredBy?: string }) | null;
  let value: string | undefined;
  let after: ReturnType<typeof readAfter> = {};
  let scrolled: Perf['scrolled'];
  let afterSettle: Perf['afterSettle'];
  try {
    const out = await perform(cmd, el, timeout);
    error = out.error;
    value = out.value;
    scrolled = out.scrolled;
    afterSettle = out.afterSettle;
  } catch (err) {
    error = pmError('INTERNAL', String((err as Error)?.message ?? err));
  }
  const tActed = nowP();
  if (el && !error) markTampered(el);
  if (el && !error) after = readAfter(cmd, el);
  // Settle: a mutation-quiet period, bounded.
  await w.quiet(cmd.settleMs ?? DEFAULT_SETTLE_MS, cmd.settleTimeoutMs ?? 1500);
  const seen = w.stop();
  // The settle after a driver's input: the guard the dry run armed reports what took it instead.
  if (cmd.action === 'noop') {
    const by = disarmGuard();
    if (by) error = obscured(by);
  }
  // Post-conditions after settling: a framework may have reverted the change.
  if (!error && el) error = postCondition(cmd, el);
  if (!error && afterSettle && !seen.navigated) error = afterSettle();
  const base = {
    action: cmd.action,
    target: targetInfo,
    resolvedBy: target ? target.resolvedBy : null,
    effects: { navigated: seen.navigated, mutations: seen.mutations, newElements: 0 },
    durationMs: round2(tActed - t0),
  };
  const result: ActionResult = error ? { ok: false, ...base, error } : { ok: true, ...base };
  if (after.valueAfter !== undefined) result.effects.valueAfter = after.valueAfter;
  if (after.checkedAfter !== undefined) result.effects.checkedAfter = after.checkedAfter;
  if (scrolled) result.effects.scrolled = scrolled;
  if (value !== undefined) result.value = value;
  if (cmd.action === 'message') {
    result.message = { kind: cmd.messageKind, text: cmd.text };
    if (cmd.success !== undefined) result.message.success = cmd.success;
    recordMessage(result.message);
  }
  // dispose() ran while the action settled: the instance must stay as dispose left it, so neither
  // the post-action snapshot (it would mark the page again) nor the history entry is written.
  const disposed = disposalCount() !== disposals;
  if (cmd.snapshot !== false && !seen.navigated && !disposed) {
    // After a bridged snapshot, the fresh one is bridged too (or cross-origin frames would vanish from it).
    const last = lastSnapshot();
    const s =
      last && last.options.bridgeTimeoutMs > 0
        ? await snapshotAsync({ ...last.options, highlight: false })
        : snapshot();
    result.snapshot = s;
    result.effects.newElements = s.diff ? s.diff.added.length : 0;
  }
  const what =
    cmd.action === 'goto'
      ? `${PAST.goto} ${cmd.url}`
      : `${PAST[cmd.action]}${summaryTarget ? ' ' + summaryTarget : ''}`;
  const detail =
    cmd.action === 'type' || cmd.action === 'fill' || cmd.action === 'insertText'
      ? ` with "${cmd.text}"`
      : cmd.action === 'press' || cmd.action === 'keyDown' || cmd.action === 'keyUp'
        ? ` (${cmd.key})`
        : cmd.action === 'upload' && cmd.files
          ? ` (${cmd.files.length} file(s))`
          : '';
  if (!disposed) recordAction(cmd.source ?? safeJson(cmd), what + detail, error ? error.message : '');
  return result;
}

/**
 * Tabs, dialogs and new-tab navigation belong to the browser; files, screenshots, PDFs and running
 * the model's code belong to the session host (src/node/session/hostVerbs.ts): a page script can do
 * none of them, so the error names what is needed.
 */
function needsHost(cmd: ActionCommand): PagemarkError {
  const a = cmd.action;
  const ev = a === 'evaluate';
  return pmError(
    'NEEDS_HOST',
    `${a}${a === 'goto' && cmd.newTab ? ' in a new tab' : ''} needs a browser session${ev ? ' opened with allowEval: true' : ' (tabs, dialogs, files in its output folder)'}, not the page alone`,
    `run it through a session host: pagemark/playwright openSession(${ev ? 'context, {allowEval: true}' : ''}), the CLI agent or the MCP server`,
  );
}

/** One verb, by family; verbs with a target or a point have `el` (parseCommand requires one). */
async function perform(cmd: ActionCommand, el: Element | null, timeout: number): Promise<Perf> {
  const need: NeedCheck = (n: Need) =>
    cmd.force
      ? PromiseCtor.resolve(null)
      : promiseThen(ensureActionable(el!, n, timeout), (r) => (r.ok ? null : { error: r.error }));
  switch (cmd.action) {
    case 'noop':
      if (cmd.ms) await sleep(cmd.ms);
      return { error: null };
    case 'click':
    case 'dblclick':
    case 'rightclick':
    case 'hover':
      return await pointerVerb(cmd, el!, need);
    case 'mouseDown':
    case 'mouseUp':
      return buttonVerb(cmd, el!);
    case 'check':
    case 'uncheck':
      return await checkVerb(cmd, el!, need);
    case 'drag':
      return await drag(el!, cmd, need, timeout);
    case 'focus': {
      const bad = await need(needsOf('focus')!);
      if (bad) return bad;
      focusElement(el!);
      return { error: null };
    }
    case 'press': {
      // Without a target the keys go to whatever has focus, as a person's would.
      const bad = el ? await need(needsOf('press')!) : null;
      if (bad) return bad;
      return await press(el, cmd.key);
    }
    case 'keyDown':
      return keyDown(cmd.key);
    case 'keyUp':
      return keyUp(cmd.key);
    case 'insertText':
      return insertText(cmd.text);
    case 'type':
      if (!el) return typeIntoFocus(cmd.text);
      return await textVerb(cmd, el, need);
    case 'fill':
    case 'clear':
      return await textVerb(cmd, el!, need);
    case 'select':
      return await selectVerb(el!, cmd, need);
    case 'options':
      return optionsOf(el!, optionLabel);
    case 'selectText': {
      const bad = await need(needsOf('selectText')!);
      if (bad) return bad;
      return selectTextVerb(cmd, el!);
    }
    case 'upload':
      // No element: the answer to a file chooser, which only the browser session holds.
      if (!el) return { error: needsHost(cmd) };
      return await uploadVerb(cmd, el);
    case 'scroll':
      return await scrollVerb(el, cmd);
    case 'scrollIntoView':
      scrollIntoView(el!, { block: 'center', inline: 'nearest' });
      await nextFrame();
      return { error: null };
    case 'scrollToText':
      return await scrollToText(cmd);
    case 'searchPage':
      return searchPage(cmd);
    case 'findElements':
      return findElements(cmd);
    case 'newTab':
    case 'switchTab':
    case 'closeTab':
    case 'listTabs':
    case 'dialog':
    case 'writeFile':
    case 'readFile':
    case 'replaceFile':
    case 'evaluate':
    case 'screenshot':
    case 'pdf':
      return { error: needsHost(cmd) };
    case 'message':
      return { error: null };
    case 'goto':
      if (cmd.newTab) return { error: needsHost(cmd) };
      return await navigate(cmd);
    case 'back':
    case 'forward':
    case 'reload':
      return await navigate(cmd);
    case 'wait':
      return await wait(cmd);
    case 'extract':
    case 'getText':
    case 'getValue':
      return await readVerb(cmd, el);
  }
  return { error: pmError('NOT_SUPPORTED', `action ${String((cmd as { action: unknown }).action)} is not supported`) };
}
