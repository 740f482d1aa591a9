/** The pointer verbs: click, dblclick, rightclick, hover, mouseDown, mouseUp, check, uncheck, drag. */
import type { CommandOf, DragCommand, DropAt, MouseButtonCommand, PointerCommand } from '../../core/model/commands';
import { pmError } from '../../core/model/errors';
import { mathAbs, mathMax } from '../../builtins/pristine';
import { modifierFlags, parseModifiers } from '../../core/commands/modifiers';
import {
  dispatchEvent,
  getAttribute,
  getBoundingClientRect,
  inputChecked,
  inputType,
  localName,
  labelsOf,
  ownerDocument,
} from '../platform/dom';
import { actionPoint, ensureActionable, nextFrame, type Point } from './actionability';
import { realm, type Mods } from './dispatch';
import { buttonAt, centreOf, clickAt, hoverAt, moveHeld, pointerTarget, pressAt, releaseAt } from './pointer';
import { elementAt } from './pointAt';
import { dragFootprint, dragNoEffect } from './dragEffect';
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
function point(el: Element): Point {
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

/** Points a drag passes through on its way: enough for libraries that track the pointer's path. */
const DRAG_STEPS = 12;

/**
 * Where on the target the drop happens. `before` and `after` are a quarter of the target's size from
 * its leading and trailing edge along the axis of travel; `{x, y}` is an offset from its top-left
 * corner (Playwright's `targetPosition`). By default the pointer goes past the target's middle in the
 * direction of travel, as a person dragging an item onto another's place does: a sortable list then
 * puts the item where the target was.
 */
function dropPoint(a: Point, dest: Element, at: DropAt | undefined): Point {
  const r = getBoundingClientRect(dest);
  if (at && typeof at === 'object') return { x: r.left + at.x, y: r.top + at.y };
  const c = centreOf(dest);
  const vertical = (c.y - a.y) * (c.y - a.y) >= (c.x - a.x) * (c.x - a.x);
  const forward = vertical ? c.y >= a.y : c.x >= a.x;
  const f = at === 'before' ? 0.25 : at === 'after' ? 0.75 : forward ? 0.75 : 0.25;
  return vertical ? { x: c.x, y: r.top + r.height * f } : { x: r.left + r.width * f, y: c.y };
}

/**
 * Drag `el` onto `cmd.to` as a hand does: press, move a few pixels (libraries start a drag only past
 * a distance, the `distance` option of jQuery UI's mouse widget), move through points to the drop point, release; HTML
 * drag-and-drop events for HTML5 drag sources. Unless a drop target accepted an HTML5 drop, after the
 * page settles `afterSettle` says NO_EFFECT when nothing changed (dragEffect.ts), never plain success.
 */
export async function drag(el: Element, cmd: DragCommand, need: NeedCheck, timeout: number): Promise<Perf> {
  let dest: Element;
  let a: Point;
  let b: Point;
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
    a = point(el);
    b = dropPoint(a, dest, cmd.dropAt);
  }
  const doc = ownerDocument(el);
  if (!doc) return { error: pmError('STALE_ELEMENT', 'the element to drag is no longer in a document') };
  const before = dragFootprint(el, dest);
  const R = realm(el);
  const dt = R.DataTransfer ? new R.DataTransfer() : null;
  const dragInit = (p: Point): DragEventInit => ({
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: p.x,
    clientY: p.y,
    dataTransfer: dt,
  });
  const DE = R.DragEvent ?? (R.MouseEvent as unknown as typeof DragEvent);
  pressAt(el, a);
  await nextFrame();
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const span = mathMax(mathAbs(dx), mathAbs(dy));
  const f = span > 5 ? 5 / span : 1;
  const nudge = { x: a.x + dx * f, y: a.y + dy * f };
  moveHeld(doc, a, nudge, 1);
  const started = dispatchEvent(el, new DE('dragstart', dragInit(a)));
  if (started) dispatchEvent(el, new DE('drag', dragInit(a)));
  moveHeld(doc, nudge, b, DRAG_STEPS);
  await nextFrame();
  // A last move on the spot: some libraries recompute the drop position only on a move.
  moveHeld(doc, b, b, 1);
  const over = pointerTarget(dest, b);
  // A drop target that cancels dragover accepts the drop (HTML §6.11.5 drag-and-drop processing
  // model): the page took it, whatever it shows afterwards, so no NO_EFFECT is judged then.
  let accepted = false;
  if (started) {
    dispatchEvent(over, new DE('dragenter', dragInit(b)));
    accepted = !dispatchEvent(over, new DE('dragover', dragInit(b)));
    if (accepted) dispatchEvent(over, new DE('drop', dragInit(b)));
    dispatchEvent(el, new DE('dragend', dragInit(b)));
  }
  releaseAt(doc, b, over);
  if (accepted) return { error: null };
  return { error: null, afterSettle: () => dragNoEffect(before, dragFootprint(el, dest)) };
}
