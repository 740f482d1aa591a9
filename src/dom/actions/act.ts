/**
 * `act(command) -> Promise<ActionResult>`: resolve the target, check actionability, act like a
 * person, verify the effect, wait for the page to settle, and return the new state.
 * Expected failures come back as `{ok: false, error: {code, message, hint}}`; act() never rejects.
 */
import type { ActionCommand, ActionResult } from '../../core/model/commands';
import { parseCommand } from '../../core/commands/parseCommand';
import { resolveTarget, type Resolved } from './resolveTarget';
import { actionPoint, ensureActionable, isDisabled, nextFrame, type Need } from './actionability';
import { clickAt, hoverAt, pointerTarget } from './pointer';
import {
  fillText,
  fireChange,
  focusElement,
  keyEvent,
  readValue,
  realm,
  typeText,
  writeValue,
  type Mods,
} from './dispatch';
import { recordAction } from './history';
import { PAST } from '../../core/commands/pastTense';
import { bridgeHooks } from '../snapshot/bridgeHooks';
import { snapshotAsync } from '../snapshot/snapshotAsync';
import { markTampered } from './tampered';
import { scrollVerb } from './scrollVerb';
import { finiteAnimationRunning } from './settleAnimations';
import { fillValue, setsValue } from './fillValue';
import { selectCustom } from './selectCustom';
import { fillAriaSlider, isAriaSlider } from './ariaSlider';
import { foldedControlOf } from '../snapshot/foldHiddenControls';
import { checkCount, checkFiles, fileInputOf, uploadFiles } from './upload';
import type { FilePayload } from '../../core/model/commands';
import { pmError, type PagemarkError } from '../../core/model/errors';
import { snapshot } from '../snapshot/snapshot';
import { knownIndexOf, lastSnapshot, recordByIndex } from '../identity/registry';
import {
  activeElement,
  addEventListenerP,
  boundWindow,
  docQuerySelectorAll,
  documentElement,
  getAttribute,
  inputChecked,
  inputFiles,
  inputType,
  innerTextOf,
  localName,
  optionSelected,
  ownerDocument,
  removeEventListenerP,
  scrollIntoView,
  selectOptions,
  setOptionSelected,
  body as docBody,
  getBoundingClientRect,
  dispatchEvent,
  firstElementChild,
  nextElementSibling,
  parentElement,
  previousSibling,
  lastChild,
  nodeType,
  getRootNode,
  matches,
  ELEMENT_NODE,
} from '../platform/dom';
import {
  nowP,
  PromiseCtor,
  setTimeoutP,
  strSlice,
  strIndexOf,
  jsonStringify,
  strSplit,
  strTrim,
  toLower,
  push,
  join,
  indexOf,
  strReplace,
} from '../../core/pristine';
import { computeName } from '../aria/computeName';
import { computeRole } from '../aria/computeRole';
import { optionLabel } from '../aria/readStates';

const DEFAULT_TIMEOUT = 2000;

function fail(cmd: ActionCommand | null, error: PagemarkError, extra: Partial<ActionResult> = {}): ActionResult {
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

function describe(el: Element): string {
  const idx = knownIndexOf(el);
  const rec = idx !== undefined ? recordByIndex(idx) : null;
  const role = rec ? rec.role || rec.tag : computeRole(el) || localName(el);
  const name = rec ? rec.name : computeName(el, role);
  const short = name.length > 40 ? strSlice(name, 0, 39) + '\u2026' : name;
  return `${role} "${short}"${rec ? ` [${rec.bid}]` : ''}`;
}

function modsOf(cmd: ActionCommand): Mods {
  const m: Mods = {};
  const list = cmd.modifiers ?? [];
  for (let i = 0; i < list.length; i++) {
    const k = toLower(String(list[i]));
    if (k === 'control' || k === 'ctrl') m.ctrlKey = true;
    if (k === 'shift') m.shiftKey = true;
    if (k === 'alt') m.altKey = true;
    if (k === 'meta' || k === 'command') m.metaKey = true;
  }
  return m;
}

export async function act(command: unknown): Promise<ActionResult> {
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
    return await run(cmd, t0);
  } catch (err) {
    const e = pmError('INTERNAL', `pagemark failed while acting: ${String((err as Error)?.message ?? err)}`);
    recordAction(safeJson(command), `${cmd ? cmd.action : 'action'} failed`, e.message);
    return fail(cmd, e);
  }
}

function safeJson(v: unknown): string {
  try {
    return typeof v === 'string' ? v : jsonStringify(v);
  } catch {
    return String(v);
  }
}

/** Observe mutations and navigation from just before the action until it settles. */
function watch(): {
  stop: () => { mutations: number; navigated: boolean };
  quiet: (ms: number, max: number) => Promise<void>;
} {
  const win = boundWindow!;
  const doc = win.document;
  let mutations = 0;
  let last = nowP();
  let navigated = false;
  const startUrl = doc.URL;
  const MO = (win as unknown as { MutationObserver?: typeof MutationObserver }).MutationObserver;
  const mo = MO
    ? new MO((records) => {
        mutations += records.length;
        last = nowP();
      })
    : null;
  if (mo) mo.observe(documentElement(doc)!, { subtree: true, childList: true, attributes: true, characterData: true });
  // Navigation: answer at once. The document is about to go away; a result sent now reaches the
  // caller (page.evaluate) before the new document commits, a result sent later never does.
  let wake: (() => void) | null = null;
  const onLeave = (): void => {
    navigated = true;
    if (wake) wake();
  };
  addEventListenerP(win, 'pagehide', onLeave);
  addEventListenerP(win, 'beforeunload', onLeave);
  return {
    stop: () => {
      if (mo) {
        mutations += mo.takeRecords().length;
        mo.disconnect();
      }
      removeEventListenerP(win, 'pagehide', onLeave);
      removeEventListenerP(win, 'beforeunload', onLeave);
      if (doc.URL !== startUrl) navigated = true;
      return { mutations, navigated };
    },
    quiet: (ms, max) =>
      new PromiseCtor<void>((resolve) => {
        wake = resolve;
        if (navigated) {
          resolve(); // the navigation began during the action itself (Chromium fires beforeunload synchronously)
          return;
        }
        const end = nowP() + max;
        const step = ms / 2 > 16 ? ms / 2 : 16;
        // The last tick is aimed at the deadline, so the wait ends at settleTimeoutMs (plus the timer's
        // own lateness) instead of up to a whole step after it.
        const arm = (now: number): void => {
          setTimeoutP(tick, end - now < step ? end - now : step);
        };
        const tick = (): void => {
          const now = nowP();
          // Quiet means no mutation for `ms` and no finite animation or transition still running.
          if (navigated || now >= end || (now - last >= ms && !finiteAnimationRunning(doc))) resolve();
          else arm(now);
        };
        arm(nowP());
      }),
  };
}

async function run(cmd: ActionCommand, t0: number): Promise<ActionResult> {
  const timeout = cmd.timeout ?? DEFAULT_TIMEOUT;
  let target: Resolved | null = null;
  // An element stitched in from a cross-origin frame: the instance in that frame acts on it.
  const forwarded = cmd.target !== undefined && bridgeHooks.forward ? bridgeHooks.forward(cmd, t0) : null;
  if (forwarded) return forwarded;
  if (cmd.target !== undefined) {
    const r = resolveTarget(cmd.target);
    if (!r.ok) {
      recordAction(cmd.source ?? safeJson(cmd), `${cmd.action} failed`, r.error.message);
      return fail(cmd, r.error, { durationMs: nowP() - t0 });
    }
    target = r.value;
  }
  // A custom control drawn over a hidden native input (registry/foldHiddenControls.ts): the value
  // verbs go to the input, pointer verbs to what is drawn.
  const control = target ? foldedControlOf(target.element) : undefined;
  const el = target ? (control && VALUE_VERBS[cmd.action] ? control : target.element) : null;
  const rec = target ? target.record : null;
  const targetInfo = rec ? { index: rec.index, bid: rec.bid, elementId: rec.elementId } : null;
  if (cmd.dryRun) return dryRun(cmd, el, targetInfo, target ? target.resolvedBy : null, timeout, t0);
  const summaryTarget = el ? describe(el) : '';
  const w = watch();
  let error: (PagemarkError & { obscuredBy?: string }) | null;
  let value: string | undefined;
  let valueAfter: string | undefined;
  let checkedAfter: boolean | undefined;
  let scrolled: Perf['scrolled'];
  try {
    const out = await perform(cmd, el, timeout);
    error = out.error;
    value = out.value;
    scrolled = out.scrolled;
  } catch (err) {
    error = pmError('INTERNAL', String((err as Error)?.message ?? err));
  }
  const tActed = nowP();
  if (el && !error) markTampered(el);
  if (el && !error) {
    const tag = localName(el);
    if (cmd.action === 'upload') {
      const fi = fileInputOf(el);
      if (fi) valueAfter = readValue(fi);
    } else if (tag === 'input' || tag === 'textarea') valueAfter = readValue(el);
    if (tag === 'select') valueAfter = selectedLabels(el);
    if (tag === 'input' && (inputType(el) === 'checkbox' || inputType(el) === 'radio')) checkedAfter = inputChecked(el);
    else if (getAttribute(el, 'aria-checked') !== null) checkedAfter = getAttribute(el, 'aria-checked') === 'true';
  }
  // Settle: a mutation-quiet period, bounded.
  await w.quiet(cmd.settleMs ?? 100, cmd.settleTimeoutMs ?? 1500);
  const seen = w.stop();
  // Post-conditions after settling: a framework may have reverted the change.
  if (!error && el) error = postCondition(cmd, el);
  const result: ActionResult = {
    ok: error === null,
    action: cmd.action,
    target: targetInfo,
    resolvedBy: target ? target.resolvedBy : null,
    effects: { navigated: seen.navigated, mutations: seen.mutations, newElements: 0 },
    durationMs: Math.round((tActed - t0) * 100) / 100,
  };
  if (error) result.error = error;
  if (valueAfter !== undefined) result.effects.valueAfter = valueAfter;
  if (checkedAfter !== undefined) result.effects.checkedAfter = checkedAfter;
  if (scrolled) result.effects.scrolled = scrolled;
  if (value !== undefined) result.value = value;
  if (cmd.snapshot !== false && !seen.navigated) {
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
    cmd.action === 'type' || cmd.action === 'fill'
      ? ` with "${cmd.text}"`
      : cmd.action === 'press'
        ? ` (${cmd.key})`
        : cmd.action === 'upload' && cmd.files
          ? ` (${cmd.files.length} file(s))`
          : '';
  recordAction(cmd.source ?? safeJson(cmd), what + detail, error ? error.message : '');
  return result;
}

/**
 * What an upload needs wherever the files come from: a file input (the target, its label's control
 * or the only one inside it), enabled. Not visible: sites hide the input under a styled button, and
 * a person's click on that button opens the same chooser.
 */
function uploadCheck(cmd: ActionCommand, el: Element): PagemarkError | null {
  const fi = fileInputOf(el);
  if (!fi) {
    return pmError(
      'NOT_SUPPORTED',
      `${describe(el)} is not a file input`,
      'target the <input type=file>, its <label>, or an element holding exactly one file input',
    );
  }
  if (!cmd.force && isDisabled(fi)) return pmError('DISABLED', 'the file input is disabled');
  return checkCount(fi, cmd.files ? cmd.files.length : 0);
}

function selectedLabels(el: Element): string {
  const opts = selectOptions(el);
  const out: string[] = [];
  for (let i = 0; i < opts.length; i++) if (optionSelected(opts[i]!)) push(out, optionLabel(opts[i]!));
  return join(out, ', ');
}

function postCondition(cmd: ActionCommand, el: Element): PagemarkError | null {
  const tag = localName(el);
  if (cmd.action === 'upload') {
    const fi = fileInputOf(el);
    const n = fi ? inputFiles(fi) : null;
    const want = cmd.files ? cmd.files.length : 0;
    // A page that validates the choice in its change handler may reset the input.
    if (fi && n && n.length !== want) {
      return pmError(
        'NOT_APPLIED',
        `the input holds ${n.length} file(s) after the upload, not ${want}`,
        'the page rejected the files',
      );
    }
  }
  if ((cmd.action === 'fill' || cmd.action === 'clear') && (tag === 'input' || tag === 'textarea')) {
    const want = cmd.action === 'clear' ? '' : cmd.text!;
    const got = readValue(el);
    // Inputs may legitimately normalise (type=number, maxlength): only a total revert is a failure.
    if (got !== want && !(inputType(el) === 'number' || got.length > 0)) {
      return pmError(
        'NOT_APPLIED',
        `the page reverted the value (expected "${want}", found "${got}")`,
        'the field may reject this input; check its format',
      );
    }
  }
  if (cmd.action === 'select' && tag === 'select' && cmd.values) {
    // Every requested option must still be selected after the page's handlers ran.
    const opts = selectOptions(el);
    for (let v = 0; v < cmd.values.length; v++) {
      const want = cmd.values[v]!;
      let ok = false;
      for (let i = 0; i < opts.length && !ok; i++) {
        const o = opts[i]!;
        const match =
          typeof want === 'number'
            ? i === want
            : getAttribute(o, 'value') === want || toLower(optionLabel(o)) === toLower(strTrim(String(want)));
        if (match && optionSelected(o)) ok = true;
      }
      if (!ok)
        return pmError(
          'NOT_APPLIED',
          `option "${String(want)}" is not selected after the action`,
          'the page reverted the selection',
        );
    }
  }
  if ((cmd.action === 'check' || cmd.action === 'uncheck') && tag === 'input') {
    if (inputChecked(el) !== (cmd.action === 'check')) {
      return pmError(
        'NOT_APPLIED',
        `the element is still ${inputChecked(el) ? 'checked' : 'unchecked'}`,
        'the page prevents this change',
      );
    }
  }
  return null;
}

/** Verbs about a control's value: on a folded custom control they act on its hidden input. */
const VALUE_VERBS = Object.create(null) as Record<string, true>;
VALUE_VERBS['fill'] = VALUE_VERBS['clear'] = VALUE_VERBS['type'] = VALUE_VERBS['check'] = true;
VALUE_VERBS['uncheck'] = VALUE_VERBS['getValue'] = VALUE_VERBS['select'] = true;

type Perf = {
  error: (PagemarkError & { obscuredBy?: string }) | null;
  value?: string;
  scrolled?: { x: number; y: number };
};

/** What each pointer/keyboard verb needs before a driver performs it (the same checks as perform). */
function needsOf(action: ActionCommand['action']): Need | null {
  switch (action) {
    case 'click':
    case 'dblclick':
    case 'check':
    case 'uncheck':
      return { visible: true, enabled: true, stable: true, hit: true };
    case 'rightclick':
    case 'hover':
    case 'drag':
      return { visible: true, stable: true, hit: true };
    case 'type':
    case 'fill':
    case 'clear':
      return { visible: true, enabled: true, editable: true };
    case 'select':
      return { visible: true, enabled: true };
    // Keyboard: a disabled control takes no focus and no keys. Not `visible`: a control a person
    // reaches with Tab may be transparent or clipped (custom checkboxes hide the native input).
    case 'press':
    case 'focus':
      return { enabled: true };
    default:
      return null;
  }
}

async function dryRun(
  cmd: ActionCommand,
  el: Element | null,
  target: ActionResult['target'],
  resolvedBy: ActionResult['resolvedBy'],
  timeout: number,
  t0: number,
): Promise<ActionResult> {
  if (el && cmd.action === 'upload') {
    const bad = uploadCheck(cmd, el);
    if (bad) return fail(cmd, bad, { target, durationMs: Math.round((nowP() - t0) * 100) / 100 });
  }
  const need = el && !cmd.force ? needsOf(cmd.action) : null;
  if (need) {
    const r = await ensureActionable(el!, need, timeout);
    if (!r.ok) return fail(cmd, r.error, { target, durationMs: Math.round((nowP() - t0) * 100) / 100 });
  }
  const out: ActionResult = {
    ok: true,
    action: cmd.action,
    target,
    resolvedBy,
    effects: { navigated: false, mutations: 0, newElements: 0 },
    durationMs: Math.round((nowP() - t0) * 100) / 100,
  };
  if (el) {
    // Relative to the element's border box: where pagemark's hit test found it on top.
    const b = getBoundingClientRect(el);
    const p = actionPoint(el) ?? { x: b.left + b.width / 2, y: b.top + b.height / 2 };
    out.point = { x: Math.round((p.x - b.left) * 100) / 100, y: Math.round((p.y - b.top) * 100) / 100 };
  }
  return out;
}

async function perform(cmd: ActionCommand, el: Element | null, timeout: number): Promise<Perf> {
  const need = (n: Need): Promise<Perf | null> =>
    cmd.force
      ? PromiseCtor.resolve(null)
      : ensureActionable(el!, n, timeout).then((r) => (r.ok ? null : { error: r.error }));
  // The point the actionability hit test checked (the centre of the part inside the viewport), which
  // is also the one dryRun reports for a driver's trusted click: both act where the check looked.
  const point = (): { x: number; y: number } => actionPoint(el!) ?? centreOf(el!);
  switch (cmd.action) {
    case 'noop':
      if (cmd.ms) await sleep(cmd.ms);
      return { error: null };
    case 'click':
    case 'dblclick':
    case 'rightclick': {
      const bad = await need({ visible: true, enabled: cmd.action !== 'rightclick', stable: true, hit: true });
      if (bad) return bad;
      const kind = cmd.action === 'click' && cmd.button === 'right' ? 'rightclick' : cmd.action;
      clickAt(el!, point(), kind, modsOf(cmd));
      return { error: null };
    }
    case 'hover': {
      const bad = await need({ visible: true, stable: true, hit: true });
      if (bad) return bad;
      hoverAt(el!, point(), modsOf(cmd));
      return { error: null };
    }
    case 'focus': {
      const bad = await need(needsOf('focus')!);
      if (bad) return bad;
      focusElement(el!);
      return { error: null };
    }
    case 'type':
    case 'fill':
    case 'clear': {
      // Sliders, colours and dates take a value, not keystrokes, as Playwright's fill does.
      if (cmd.action === 'fill' && setsValue(el!)) {
        const off = await need({ enabled: true });
        return off ?? fillValue(el!, cmd.text!);
      }
      if (cmd.action === 'fill' && isAriaSlider(el!)) return fillAriaSlider(el!, cmd, need, timeout);
      const bad = await need({ visible: true, enabled: true, editable: true });
      if (bad) return bad;
      if (cmd.action === 'type') typeText(el!, cmd.text!);
      else fillText(el!, cmd.action === 'clear' ? '' : cmd.text!);
      return { error: null };
    }
    case 'press': {
      // Without a target the keys go to whatever has focus, as a person's would.
      const bad = el ? await need(needsOf('press')!) : null;
      if (bad) return bad;
      return press(el, cmd.key!);
    }
    case 'select':
      return select(el!, cmd, need);
    case 'check':
    case 'uncheck': {
      const want = cmd.action === 'check';
      const isNative = localName(el!) === 'input' && (inputType(el!) === 'checkbox' || inputType(el!) === 'radio');
      const current = isNative ? inputChecked(el!) : getAttribute(el!, 'aria-checked') === 'true';
      if (current === want) return { error: null };
      if (!want && isNative && inputType(el!) === 'radio') {
        return {
          error: pmError(
            'NOT_APPLIED',
            'a radio button cannot be unchecked directly',
            'check another radio of the group',
          ),
        };
      }
      const bad = await need({ visible: true, enabled: true, stable: true, hit: true });
      if (bad) {
        // Custom checkboxes hide the native input (opacity 0) under a styled label: click the label.
        if (isNative && bad.error && (bad.error.code === 'NOT_VISIBLE' || bad.error.code === 'OBSCURED')) {
          const labels = (el as HTMLInputElement).labels;
          if (labels && labels.length > 0) {
            clickAt(labels[0]!, centreOf(labels[0]!), 'click');
            return { error: null };
          }
        }
        return bad;
      }
      clickAt(el!, point(), 'click');
      return { error: null };
    }
    case 'scroll':
      return scrollVerb(el, cmd);
    case 'scrollIntoView':
      scrollIntoView(el!, { block: 'center', inline: 'nearest' });
      await nextFrame();
      return { error: null };
    case 'drag':
      return drag(el!, cmd, need, timeout);
    case 'goto': {
      const win = boundWindow!;
      try {
        const u = new URL(cmd.url!, win.document.URL);
        if (u.protocol === 'javascript:')
          return { error: pmError('INVALID_COMMAND', 'javascript: URLs are not navigated to') };
        win.location.assign(u.href);
      } catch {
        return { error: pmError('NAVIGATION_FAILED', `cannot navigate to "${cmd.url}"`) };
      }
      return { error: null };
    }
    case 'back':
      boundWindow!.history.back();
      return { error: null };
    case 'forward':
      boundWindow!.history.forward();
      return { error: null };
    case 'reload':
      boundWindow!.location.reload();
      return { error: null };
    case 'wait':
      return wait(cmd);
    case 'extract':
    case 'getText': {
      const root = el ?? docBody(boundWindow!.document);
      const text = root ? readableText(root) : '';
      return { error: null, value: text };
    }
    case 'upload': {
      const bad = uploadCheck(cmd, el!);
      if (bad) return { error: bad };
      const fi = fileInputOf(el!)!;
      const paths = cmd.files ?? [];
      const payloads = checkFiles(paths);
      if (payloads) return { error: payloads };
      return { error: uploadFiles(fi, paths as FilePayload[]) };
    }
    case 'getValue': {
      const tag = localName(el!);
      const v =
        tag === 'select'
          ? selectedLabels(el!)
          : tag === 'input' || tag === 'textarea'
            ? readValue(el!)
            : (el!.textContent ?? '');
      return { error: null, value: v };
    }
  }
  return { error: pmError('NOT_SUPPORTED', `action ${String(cmd.action)} is not supported`) };
}

function centreOf(el: Element): { x: number; y: number } {
  const r = getBoundingClientRect(el);
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

function sleep(ms: number): Promise<void> {
  return new PromiseCtor((r) => setTimeoutP(r, ms));
}

function readableText(root: Element): string {
  let t: string;
  try {
    t = innerTextOf(root);
  } catch {
    t = root.textContent ?? '';
  }
  return strTrim(strReplace(strReplace(t, /[ \t]+\n/g, '\n'), /\n{3,}/g, '\n\n'));
}

/** Keys and combinations ('Enter', 'Control+A', 'Shift+Tab'), with the default actions synthetic events lack. */
async function press(el: Element | null, combo: string): Promise<Perf> {
  const doc = el ? ownerDocument(el)! : boundWindow!.document;
  const target = el ?? activeElement(doc) ?? docBody(doc);
  if (!target) return { error: pmError('NOT_FOUND', 'nothing is focused to receive the key') };
  if (el) focusElement(el);
  const parts = strSplit(combo, '+');
  const key = parts[parts.length - 1] === '' ? '+' : parts[parts.length - 1]!;
  const mods: Mods = {};
  for (let i = 0; i < parts.length - 1; i++) {
    const m = toLower(parts[i]!);
    if (m === 'control' || m === 'ctrl' || m === 'controlormeta') mods.ctrlKey = true;
    else if (m === 'shift') mods.shiftKey = true;
    else if (m === 'alt') mods.altKey = true;
    else if (m === 'meta' || m === 'cmd' || m === 'command') mods.metaKey = true;
  }
  const down = keyEvent(target, 'keydown', key, mods);
  if (down && key.length === 1 && !mods.ctrlKey && !mods.metaKey) keyEvent(target, 'keypress', key, mods);
  if (down) defaultKeyAction(target, key, mods);
  keyEvent(target, 'keyup', key, mods);
  return { error: null };
}

function defaultKeyAction(el: Element, key: string, mods: Mods): void {
  const tag = localName(el);
  const textual = tag === 'input' || tag === 'textarea';
  if ((mods.ctrlKey || mods.metaKey) && toLower(key) === 'a' && textual) {
    try {
      (el as HTMLInputElement).select();
    } catch {}
    return;
  }
  if (mods.ctrlKey || mods.metaKey || mods.altKey) return;
  if (key === 'Enter') {
    if (tag === 'input') {
      const form = (el as HTMLInputElement).form;
      if (form) {
        try {
          form.requestSubmit();
        } catch {
          form.submit();
        }
      }
    } else if (tag === 'button' || (tag === 'a' && getAttribute(el, 'href') !== null))
      clickAt(el, centreOf(el), 'click');
    else if (tag === 'textarea') typeText(el, '\n');
    return;
  }
  if (
    key === ' ' &&
    (tag === 'button' || (tag === 'input' && (inputType(el) === 'checkbox' || inputType(el) === 'radio')))
  ) {
    clickAt(el, centreOf(el), 'click');
    return;
  }
  if (key === 'Backspace' && textual) {
    const t = el as HTMLInputElement;
    const v = readValue(el);
    const s = t.selectionStart ?? v.length;
    const e = t.selectionEnd ?? s;
    const nv = s !== e ? strSlice(v, 0, s) + strSlice(v, e) : strSlice(v, 0, s > 0 ? s - 1 : 0) + strSlice(v, e);
    fillLikeDelete(el, nv);
    return;
  }
  if (key === 'Tab') {
    moveFocus(el, mods.shiftKey ? -1 : 1);
    return;
  }
  if (tag === 'select' && (key === 'ArrowDown' || key === 'ArrowUp')) {
    const s = el as HTMLSelectElement;
    const next = s.selectedIndex + (key === 'ArrowDown' ? 1 : -1);
    if (next >= 0 && next < s.options.length) {
      s.selectedIndex = next;
      fireInputChange(el);
    }
  }
}

function fillLikeDelete(el: Element, v: string): void {
  const R = realm(el);
  writeValue(el, v);
  dispatchEvent(el, new R.Event('input', { bubbles: true }));
}

const FOCUSABLE =
  'a[href], button, input:not([type=hidden]), select, textarea, [tabindex], [contenteditable=""], [contenteditable=true], summary';

/** In the sequential focus order as pagemark models it: not tabindex < 0, not disabled, has a box. */
function tabbable(e: Element): boolean {
  const ti = getAttribute(e, 'tabindex');
  if (ti !== null && Number(ti) < 0) return false;
  if (isDisabled(e)) return false;
  const r = getBoundingClientRect(e);
  return !(r.width === 0 && r.height === 0);
}

/**
 * Tab / Shift+Tab: the next tabbable element after `from` in document order, wrapping around (positive
 * tabindex values are not ordered first). The walk goes element by element from `from` and stops at
 * the first candidate that is tabbable, so the work follows the distance to it, not the page size (no
 * query over the whole document, no box or disabled read of elements that cannot be next). A `from`
 * outside the order (not a candidate, in a shadow tree) starts from the document's edge: Tab goes to
 * the first, Shift+Tab to the last.
 */
function moveFocus(from: Element, dir: 1 | -1): void {
  const doc = ownerDocument(from)!;
  const root = documentElement(doc);
  if (!root) return;
  const step = dir > 0 ? nextElement : prevElement;
  const edge = dir > 0 ? root : lastDescendant(root);
  const inOrder = getRootNode(from) === doc && matches(from, FOCUSABLE) && tabbable(from);
  let e: Element | null = inOrder ? step(from) : edge;
  let wrapped = !inOrder; // outside the order: one pass from the edge
  for (;;) {
    if (!e) {
      if (wrapped) return;
      wrapped = true;
      e = edge;
    }
    // Back at `from` after a whole round: alone in the order, it keeps the focus.
    if (inOrder && e === from) {
      focusElement(from);
      return;
    }
    if (matches(e, FOCUSABLE) && tabbable(e)) {
      focusElement(e);
      return;
    }
    e = step(e);
  }
}

/** The element after `e` in document order (pre-order, light tree). */
function nextElement(e: Element): Element | null {
  const c = firstElementChild(e);
  if (c) return c;
  for (let n: Element | null = e; n; n = parentElement(n)) {
    const s = nextElementSibling(n);
    if (s) return s;
  }
  return null;
}

/** The element before `e` in document order. */
function prevElement(e: Element): Element | null {
  for (let n = previousSibling(e); n; n = previousSibling(n))
    if (nodeType(n) === ELEMENT_NODE) return lastDescendant(n as Element);
  return parentElement(e);
}

function lastDescendant(e: Element): Element {
  let x = e;
  for (;;) {
    let c: Element | null = null;
    for (let n = lastChild(x); n && !c; n = previousSibling(n)) if (nodeType(n) === ELEMENT_NODE) c = n as Element;
    if (!c) return x;
    x = c;
  }
}

function fireInputChange(el: Element): void {
  const R = realm(el);
  dispatchEvent(el, new R.Event('input', { bubbles: true }));
  fireChange(el);
}

async function select(el: Element, cmd: ActionCommand, need: (n: Need) => Promise<Perf | null>): Promise<Perf> {
  const values = cmd.values ?? [];
  const tag = localName(el);
  if (tag === 'select') {
    const bad = await need({ visible: true, enabled: true });
    if (bad) return bad;
    const opts = selectOptions(el);
    const multiple = (el as HTMLSelectElement).multiple;
    const chosen: number[] = [];
    for (let v = 0; v < values.length; v++) {
      const want = values[v]!;
      let found = -1;
      for (let i = 0; i < opts.length && found < 0; i++) {
        const o = opts[i]!;
        if (typeof want === 'number' ? i === want : getAttribute(o, 'value') === want || optionLabel(o) === want)
          found = i;
      }
      if (found < 0 && typeof want === 'string') {
        const w = toLower(strTrim(want));
        for (let i = 0; i < opts.length && found < 0; i++) if (toLower(optionLabel(opts[i]!)) === w) found = i;
      }
      if (found < 0) {
        const labels: string[] = [];
        for (let i = 0; i < opts.length && i < 20; i++) push(labels, optionLabel(opts[i]!));
        return { error: pmError('NOT_FOUND', `no option "${String(want)}"`, `options are: ${join(labels, ', ')}`) };
      }
      if (getAttribute(opts[found]!, 'disabled') !== null)
        return { error: pmError('DISABLED', `option "${String(want)}" is disabled`) };
      push(chosen, found);
    }
    if (!multiple && chosen.length > 1) return { error: pmError('INVALID_COMMAND', 'this select takes one option') };
    focusElement(el);
    for (let i = 0; i < opts.length; i++) setOptionSelected(opts[i]!, indexOf(chosen, i) >= 0);
    fireInputChange(el);
    return { error: null };
  }
  // ARIA listbox / combobox (custom selects): see selectCustom.ts.
  return selectCustom(el, values, need, !!cmd.force, cmd.timeout ?? DEFAULT_TIMEOUT, cmd.settleTimeoutMs);
}

async function drag(
  el: Element,
  cmd: ActionCommand,
  need: (n: Need) => Promise<Perf | null>,
  timeout: number,
): Promise<Perf> {
  const to = resolveTarget(cmd.to);
  if (!to.ok) return { error: to.error };
  const dest = to.value.element;
  const bad = await need({ visible: true, stable: true, hit: true });
  if (bad) return bad;
  const chk = cmd.force ? null : await ensureActionable(dest, { visible: true }, timeout);
  if (chk && !chk.ok) return { error: chk.error };
  const R = realm(el);
  const a = actionPoint(el) ?? centreOf(el);
  const b = actionPoint(dest) ?? centreOf(dest);
  // Mouse events and the drop side go to what is under the pointer, as for a person (issue 28).
  const src = pointerTarget(el, a);
  const over = pointerTarget(dest, b);
  const dt = R.DataTransfer ? new R.DataTransfer() : null;
  const dragInit = (p: { x: number; y: number }): DragEventInit => ({
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: p.x,
    clientY: p.y,
    dataTransfer: dt,
  });
  const DE = R.DragEvent ?? (R.MouseEvent as unknown as typeof DragEvent);
  const M = R.MouseEvent;
  dispatchEvent(src, new M('mousedown', { bubbles: true, cancelable: true, clientX: a.x, clientY: a.y, buttons: 1 }));
  const started = dispatchEvent(el, new DE('dragstart', dragInit(a)));
  if (started) {
    dispatchEvent(el, new DE('drag', dragInit(a)));
    dispatchEvent(over, new DE('dragenter', dragInit(b)));
    const overCancelled = !dispatchEvent(over, new DE('dragover', dragInit(b)));
    if (overCancelled) dispatchEvent(over, new DE('drop', dragInit(b)));
    dispatchEvent(el, new DE('dragend', dragInit(b)));
  }
  dispatchEvent(over, new M('mousemove', { bubbles: true, clientX: b.x, clientY: b.y, buttons: 1 }));
  dispatchEvent(over, new M('mouseup', { bubbles: true, clientX: b.x, clientY: b.y }));
  return { error: null };
}

async function wait(cmd: ActionCommand): Promise<Perf> {
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
      if (b && strIndexOf(b.textContent ?? '', cmd.untilText) >= 0) return { error: null };
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
