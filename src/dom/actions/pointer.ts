/**
 * Pointer input as a person's pointer produces it: events go to the element the hit test
 * finds at the action point, which is the target or a descendant of it (through open shadow roots),
 * not to the target itself. A handler on an inner `<a>`, `<span>` or `<svg>` then runs as it does for
 * a person, the events bubble up from there with the right `target` and `composedPath()`, and the
 * click's activation behaviour (a link around the span, a label around the control) is the
 * browser's own (DOM §2.9 dispatch: the activation target is found on the event path).
 *
 * Moving the pointer fires the boundary events of UI Events §4.3.3 / Pointer Events §4.1.3:
 * out/leave on what it leaves (relatedTarget: where it goes), over/enter on what it enters
 * (relatedTarget: where it came from; enter/leave once per ancestor that changes, outermost enter
 * first), then move. What was last hovered is remembered per document.
 */
import {
  dispatchEvent,
  getBoundingClientRect,
  hasAttribute,
  htmlFocus,
  isConnected,
  isContentEditable,
  localName,
  ownerDocument,
  tabIndexOf,
} from '../platform/dom';
import { push, SafeSet, SafeWeakMap } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';
import { composedContains, composedParent } from '../visibility/isTopAt';
import { hitAt, hitsTarget } from './hitPoint';
import type { Point } from './actionability';
import { realm, type Mods } from './dispatch';

/**
 * The element a person's pointer at `p` targets when acting on `el`: the deepest element the hit
 * test finds there if it is `el` or inside it, or a label of `el` (or inside one: the label's
 * activation clicks its control, as for a person). Otherwise `el` itself (force, or a point where
 * something else is on top: the actionability check has reported that already).
 */
export function pointerTarget(el: Element, p: Point): Element {
  const doc = ownerDocument(el);
  const hit = doc ? hitAt(doc, p) : null;
  return hit && hitsTarget(el, hit) ? hit : el;
}

function mouseInit(
  win: Window,
  p: Point,
  button: number,
  buttons: number,
  detail: number,
  mods: Mods,
  related: Element | null = null,
): MouseEventInit {
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: p.x,
    clientY: p.y,
    screenX: p.x,
    screenY: p.y,
    button,
    buttons,
    detail,
    view: win,
    relatedTarget: related,
    ...mods,
  };
}

function pointer(el: Element, type: string, init: MouseEventInit): boolean {
  const R = realm(el);
  if (!R.PointerEvent) return true;
  // Pointer events carry detail 0 (Pointer Events §4.1: detail is not used); the compat mouse events carry the count.
  return dispatchEvent(
    el,
    new R.PointerEvent(type, { ...init, detail: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true }),
  );
}

function mouse(el: Element, type: string, init: MouseEventInit): boolean {
  return dispatchEvent(el, new (realm(el).MouseEvent)(type, init));
}

/** The element and its composed ancestors, innermost first. */
function chainOf(e: Element): Element[] {
  const out: Element[] = [];
  for (let c: Element | null = e; c; c = composedParent(c)) push(out, c);
  return out;
}

function setOf(a: Element[]): Set<Element> {
  const s = new SafeSet<Element>();
  for (let i = 0; i < a.length; i++) s.add(a[i]!);
  return s;
}

let hovered: WeakMap<Document, Element>;
defineState(() => {
  hovered = new SafeWeakMap();
});

/** Move the pointer onto `target` at `p`: boundary events when it changes element, then move. */
function moveTo(target: Element, p: Point, buttons: number, mods: Mods): void {
  const R = realm(target);
  const prevRaw = hovered.get(R.doc);
  const prev = prevRaw && isConnected(prevRaw) ? prevRaw : null;
  if (prev !== target) {
    const now = chainOf(target);
    const was = prev ? chainOf(prev) : [];
    const inNow = setOf(now);
    const inWas = setOf(was);
    if (prev) {
      const out = mouseInit(R.win, p, 0, buttons, 0, mods, target);
      const leave = { ...out, bubbles: false };
      pointer(prev, 'pointerout', out);
      for (let i = 0; i < was.length && !inNow.has(was[i]!); i++) pointer(was[i]!, 'pointerleave', leave);
      mouse(prev, 'mouseout', out);
      for (let i = 0; i < was.length && !inNow.has(was[i]!); i++) mouse(was[i]!, 'mouseleave', leave);
    }
    const over = mouseInit(R.win, p, 0, buttons, 0, mods, prev);
    const enter = { ...over, bubbles: false };
    // Enter events go outermost first, from the first ancestor the pointer was not already over.
    let top = now.length - 1;
    while (top >= 0 && inWas.has(now[top]!)) top--;
    pointer(target, 'pointerover', over);
    for (let i = top; i >= 0; i--) pointer(now[i]!, 'pointerenter', enter);
    mouse(target, 'mouseover', over);
    for (let i = top; i >= 0; i--) mouse(now[i]!, 'mouseenter', enter);
    hovered.set(R.doc, target);
  }
  const move = mouseInit(R.win, p, 0, buttons, 0, mods);
  pointer(target, 'pointermove', move);
  mouse(target, 'mousemove', move);
}

/** Press the primary button at `p` over `el`, as a drag begins: move there, pointerdown, mousedown. */
export function pressAt(el: Element, p: Point, mods: Mods = {}): void {
  const target = pointerTarget(el, p);
  moveTo(target, p, 0, mods);
  const init = mouseInit(realm(target).win, p, 0, 1, 1, mods);
  pointer(target, 'pointerdown', init);
  mouse(target, 'mousedown', init);
}

/**
 * Move with the primary button held from `a` to `b` through `steps` evenly spaced points, each
 * dispatched to what is under it, as a hand moves: drag libraries act on the pointer crossing
 * things on the way (jQuery UI Sortable swaps an item only when a move crosses its middle in the
 * direction of travel), which one jump to the end never does.
 */
export function moveHeld(doc: Document, a: Point, b: Point, steps: number, mods: Mods = {}): void {
  for (let i = 1; i <= steps; i++) {
    const p = { x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps };
    const t = hitAt(doc, p);
    if (t) moveTo(t, p, 1, mods);
  }
}

/** Release the primary button at `p` over what is under it (`fallback` when nothing is). */
export function releaseAt(doc: Document, p: Point, fallback: Element, mods: Mods = {}): void {
  const target = hitAt(doc, p) ?? fallback;
  const init = mouseInit(realm(target).win, p, 0, 0, 1, mods);
  pointer(target, 'pointerup', init);
  mouse(target, 'mouseup', init);
}

/** The centre of the element's border box: where a verb acts when no action point was checked. */
export function centreOf(el: Element): Point {
  const r = getBoundingClientRect(el);
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Hover at `p` over `el`: the pointer moves onto the element a person's pointer there would be over. */
export function hoverAt(el: Element, p: Point, mods: Mods = {}): void {
  moveTo(pointerTarget(el, p), p, 0, mods);
}

/** Focus as a mousedown would: the nearest focusable ancestor-or-self of the pressed element. */
function focusForClick(el: Element): void {
  for (let e: Element | null = el; e; e = composedParent(e)) {
    const tab = tabIndexOf(e);
    const tag = localName(e);
    if (
      tab >= 0 ||
      tag === 'input' ||
      tag === 'textarea' ||
      tag === 'select' ||
      tag === 'button' ||
      (tag === 'a' && hasAttribute(e, 'href')) ||
      isContentEditable(e)
    ) {
      try {
        htmlFocus(e, { preventScroll: true });
      } catch {}
      return;
    }
  }
}

/**
 * A click at `p` on `el`, dispatched to the element under the pointer there (pointerTarget): move,
 * pointerdown, mousedown, focus, pointerup, mouseup, click (detail 1); for a double click the second
 * down/up/click (detail 2) and dblclick; a right click ends with contextmenu instead of click.
 */
export function clickAt(el: Element, p: Point, kind: 'click' | 'dblclick' | 'rightclick', mods: Mods = {}): void {
  const target = pointerTarget(el, p);
  const win = realm(target).win;
  moveTo(target, p, 0, mods);
  const button = kind === 'rightclick' ? 2 : 0;
  const buttons = kind === 'rightclick' ? 2 : 1;
  const rounds = kind === 'dblclick' ? 2 : 1;
  for (let n = 1; n <= rounds; n++) {
    const down = mouseInit(win, p, button, buttons, n, mods);
    const downOk = pointer(target, 'pointerdown', down);
    if (mouse(target, 'mousedown', down) && downOk && n === 1) focusForClick(target);
    const up = mouseInit(win, p, button, 0, n, mods);
    pointer(target, 'pointerup', up);
    mouse(target, 'mouseup', up);
    if (kind === 'rightclick') mouse(target, 'contextmenu', mouseInit(win, p, 2, 0, 1, mods));
    // Activation behaviour (follow a link, toggle a checkbox, a label's control, submit) runs for this click.
    else mouse(target, 'click', mouseInit(win, p, 0, 0, n, mods));
  }
  if (kind === 'dblclick') mouse(target, 'dblclick', mouseInit(win, p, 0, 0, 2, mods));
}

/** The element each document's last mousedown went to, per button: a release on it completes a click. */
let pressed: WeakMap<Document, { el: Element; button: number }>;
defineState(() => {
  pressed = new SafeWeakMap();
});

const BUTTONS: Record<string, number> = { left: 0, middle: 1, right: 2 };
const BUTTON_BITS = [1, 4, 2];

/**
 * Half a click at `p` (Playwright page.mouse.down / up, BrowserGym `mouse_down` / `mouse_up`): the
 * pointer moves there, then the button goes down (pointerdown, mousedown, focus) or up (pointerup,
 * mouseup). A release over the element the press went to, or over a descendant of it, ends a click
 * as a browser's would (UI Events §3.5: click fires on the nearest common ancestor of down and up);
 * a right button shows the context menu on press, as on Linux and macOS.
 */
export function buttonAt(el: Element, p: Point, phase: 'down' | 'up', buttonName = 'left', mods: Mods = {}): void {
  const target = pointerTarget(el, p);
  const R = realm(target);
  const button = BUTTONS[buttonName] ?? 0;
  const bit = BUTTON_BITS[button]!;
  if (phase === 'down') {
    moveTo(target, p, 0, mods);
    const down = mouseInit(R.win, p, button, bit, 1, mods);
    const downOk = pointer(target, 'pointerdown', down);
    if (mouse(target, 'mousedown', down) && downOk) focusForClick(target);
    if (button === 2) mouse(target, 'contextmenu', down);
    pressed.set(R.doc, { el: target, button });
    return;
  }
  const was = pressed.get(R.doc);
  moveTo(target, p, was ? BUTTON_BITS[was.button]! : 0, mods);
  const up = mouseInit(R.win, p, button, 0, 1, mods);
  pointer(target, 'pointerup', up);
  mouse(target, 'mouseup', up);
  pressed.delete(R.doc);
  if (!was || was.button !== button || button === 2) return;
  let common: Element | null = null;
  for (let e: Element | null = was.el; e && !common; e = composedParent(e)) if (composedContains(e, target)) common = e;
  if (!common) return;
  mouse(common, button === 0 ? 'click' : 'auxclick', up);
}
