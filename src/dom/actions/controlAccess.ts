/**
 * The DOM members act's verbs read that platform/dom.ts does not capture (yet): an input's form
 * owner and labels, the selectedIndex setter, the page's MutationObserver. (dom.ts's labelsOf
 * serves every labelable element, by hand where a DOM lacks `labels`; the check verbs ask only
 * native inputs, so one getter is enough here.) Captured from the prototypes the
 * way dom.ts captures (the engine's own accessor, else a property access on the object), when the
 * bundle loads and again when bindWindow() has switched windows (static mode, tests).
 */
import { boundWindow } from '../platform/dom';
import { getOwnPropertyDescriptor, uncurry } from '../../core/pristine';

type AnyObj = Record<string, unknown>;

let bound: Window | undefined;
let formG: (o: unknown) => unknown;
let labelsG: (o: unknown) => unknown;
let indexS: (o: unknown, v: number) => unknown;
let mutationObserver: typeof MutationObserver | null;

function own(w: AnyObj, ctor: string, name: string): PropertyDescriptor | undefined {
  const c = w[ctor] as { prototype?: object } | undefined;
  return typeof c === 'function' ? getOwnPropertyDescriptor((c as { prototype: object }).prototype, name) : undefined;
}

function capture(): void {
  const w = (boundWindow ?? {}) as unknown as AnyObj;
  bound = boundWindow;
  const f = own(w, 'HTMLInputElement', 'form')?.get;
  formG = f ? uncurry(f) : (o) => (o as AnyObj)['form'];
  const l = own(w, 'HTMLInputElement', 'labels')?.get;
  labelsG = l ? uncurry(l) : (o) => (o as AnyObj)['labels'];
  const s = own(w, 'HTMLSelectElement', 'selectedIndex')?.set;
  indexS = s ? uncurry(s as (v: number) => void) : (o, v) => ((o as AnyObj)['selectedIndex'] = v);
  // Whatever the page installed before pagemark loaded (zone.js wraps it): the act only counts
  // records, which such wrappers pass on, so unlike the change tracker it need not be native.
  const MO = w['MutationObserver'];
  mutationObserver = typeof MO === 'function' ? (MO as typeof MutationObserver) : null;
}
capture();

/** The page's MutationObserver as it was when pagemark loaded; null without one. */
export function pageMutationObserver(): typeof MutationObserver | null {
  if (bound !== boundWindow) capture();
  return mutationObserver;
}

/** An input's form owner (HTML §4.10.17.3). */
export function formOf(el: Element): HTMLFormElement | null {
  if (bound !== boundWindow) capture();
  return formG(el) as HTMLFormElement | null;
}

/** An input's labels (HTML §4.10.2), null where the DOM has none. */
export function inputLabels(el: Element): NodeListOf<HTMLLabelElement> | null {
  if (bound !== boundWindow) capture();
  return labelsG(el) as NodeListOf<HTMLLabelElement> | null;
}

export function setSelectedIndex(el: Element, i: number): void {
  if (bound !== boundWindow) capture();
  indexS(el, i);
}
