/** The pointer verbs: click, dblclick, rightclick, hover, mouseDown, mouseUp, check, uncheck, drag. */
import type { CommandOf, DragCommand, MouseButtonCommand, PointerCommand } from '../../core/model/commands';
import { pmError } from '../../core/model/errors';
import { modifierFlags, parseModifiers } from '../../core/commands/modifiers';
import { dispatchEvent, getAttribute, inputChecked, inputType, localName, labelsOf } from '../platform/dom';
import { actionPoint, ensureActionable } from './actionability';
import { realm, type Mods } from './dispatch';
import { buttonAt, centreOf, clickAt, hoverAt, pointerTarget } from './pointer';
import { elementAt } from './pointAt';
import { resolveTarget } from './resolveTarget';
import { needsOf } from './needs';
import type { NeedCheck, Perf } from './outcome';

function modsOf(cmd: PointerCommand): Mods {
  return modifierFlags(parseModifiers(cmd.modifiers));
}

/**
 * The point the actionability hit test checked (the centre of the part inside the viewport), which
 * is also the one dryRun reports for a driver's trusted click: both act where the check looked.
 */
function point(el: Element): { x: number; y: number } {
  return actionPoint(el) ?? centreOf(el);
}

/** click, dblclick, rightclick (a click with button 'right' is one), hover. */
export async function pointerVerb(cmd: PointerCommand, el: Element, need: NeedCheck): Promise<Perf> {
  // At a point (BrowserGym mouse_click, browser-use click by coordinates) a mouse checks nothing: it
  // acts on what is there, at that point.
  if (!cmd.at) {
    const bad = await need(needsOf(cmd.action)!);
    if (bad) return bad;
  }
  const p = cmd.at ?? point(el);
  if (cmd.action === 'hover') hoverAt(el, p, modsOf(cmd));
  else {
    const kind = cmd.action === 'click' && cmd.button === 'right' ? 'rightclick' : cmd.action;
    clickAt(el, p, kind, modsOf(cmd));
  }
  return { error: null };
}

/** mouseDown, mouseUp at a point (BrowserGym mouse_down / mouse_up). */
export function buttonVerb(cmd: MouseButtonCommand, el: Element): Perf {
  buttonAt(el, cmd.at, cmd.action === 'mouseDown' ? 'down' : 'up', cmd.button ?? 'left');
  return { error: null };
}

/** check, uncheck: a click when the state differs; native checkbox or radio, or aria-checked. */
export async function checkVerb(cmd: CommandOf<'check' | 'uncheck'>, el: Element, need: NeedCheck): Promise<Perf> {
  const want = cmd.action === 'check';
  const isNative = localName(el) === 'input' && (inputType(el) === 'checkbox' || inputType(el) === 'radio');
  const current = isNative ? inputChecked(el) : getAttribute(el, 'aria-checked') === 'true';
  if (current === want) return { error: null };
  if (!want && isNative && inputType(el) === 'radio') {
    return {
      error: pmError('NOT_APPLIED', 'a radio button cannot be unchecked directly', 'check another radio of the group'),
    };
  }
  const bad = await need(needsOf(cmd.action)!);
  if (bad) {
    // Custom checkboxes hide the native input (opacity 0) under a styled label: click the label.
    if (isNative && bad.error && (bad.error.code === 'NOT_VISIBLE' || bad.error.code === 'OBSCURED')) {
      const labels = labelsOf(el);
      if (labels && labels.length > 0) {
        clickAt(labels[0]!, centreOf(labels[0]!), 'click');
        return { error: null };
      }
    }
    return bad;
  }
  clickAt(el, point(el), 'click');
  return { error: null };
}

/** Drag `el` onto `cmd.to` with mouse and HTML drag-and-drop events. */
export async function drag(el: Element, cmd: DragCommand, need: NeedCheck, timeout: number): Promise<Perf> {
  let dest: Element;
  let a: { x: number; y: number };
  let b: { x: number; y: number };
  if (cmd.at) {
    // From a point to a point (BrowserGym mouse_drag_and_drop): what is there, no checks, as a mouse.
    const to = elementAt(cmd.toAt);
    if (!to.ok) return { error: to.error };
    dest = to.value.element;
    a = cmd.at;
    b = cmd.toAt;
  } else {
    const to = resolveTarget(cmd.to);
    if (!to.ok) return { error: to.error };
    dest = to.value.element;
    const bad = await need(needsOf('drag')!);
    if (bad) return bad;
    const chk = cmd.force ? null : await ensureActionable(dest, { visible: true }, timeout);
    if (chk && !chk.ok) return { error: chk.error };
    a = actionPoint(el) ?? centreOf(el);
    b = actionPoint(dest) ?? centreOf(dest);
  }
  const R = realm(el);
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
