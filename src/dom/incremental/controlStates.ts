/**
 * Form controls' state at the last snapshot. Script can set `checked`, `value` or `selectedIndex`
 * with no event and no mutation, and :checked / :invalid rules restyle on it (the hidden-checkbox
 * toggle: `input:checked ~ .menu { display: block }`): every control whose state changed is a root.
 */
import {
  computedStyle,
  cssProp,
  docElementsByTagName,
  indeterminate,
  inputChecked,
  inputValue,
  localName,
  nodeType,
  optionSelected,
  parentNode,
  rootQuerySelectorAll,
  selectOptions,
  textareaValue,
  DOCUMENT_NODE,
  ELEMENT_NODE,
} from '../platform/dom';
import { push, SafeMap, SafeSet } from '../../builtins/pristine';
import { addRoot } from './dirtyRoots';
import { defineState } from '../platform/instanceState';

/**
 * Every form control of some trees (tree by tree, kind by kind, each in document order) and its
 * state: the value (a select: which options are selected, as 1s and 0s) and, for an input, checked
 * and indeterminate as bits. A string per control built from the parts, and a map from element to
 * state, were a visible share of an incremental snapshot of a large page, while the controls are nearly always
 * the same ones in the same order as last time: they are compared position by position, and looked
 * up by element only where that breaks.
 */
interface ControlStates {
  els: Element[];
  values: string[];
  flags: number[];
  /** Position of each element, built when a comparison first finds the order changed. */
  at: Map<Element, number> | null;
}

function noControls(): ControlStates {
  return { els: [], values: [], flags: [], at: null };
}

let controls: ControlStates;
/** The trees whose control states takeChanges read as the next baseline (afterWalk reads the rest). */
let controlScopes: Set<Node> | null;
defineState(() => {
  controls = noControls();
  controlScopes = null;
});

/**
 * Roots for every control of `all` whose state changed since the baseline, which they then become.
 * `scoped`: the page styles form state, so a change restyles the form around the control (except
 * for `typed`, the field being typed into: typingState.ts). Returns why layout may have moved, or
 * `layout` as given.
 */
export function controlChanges(
  all: Node[],
  scoped: boolean,
  typed: Element | null,
  layout: string | null,
): string | null {
  const now = controlStates(all);
  for (let i = 0, hint = 0; i < now.els.length; i++) {
    const el = now.els[i]!;
    const at = controlAt(controls, el, hint);
    if (at < 0) continue;
    hint = at + 1;
    const f = now.flags[i]!;
    if (controls.flags[at] === f && controls.values[at] === now.values[i]) continue;
    const restyles = scoped && el !== typed;
    if (restyles) addRoot(formScope(el));
    else addRoot(el, false);
    if (layout === null) {
      if (restyles) layout = 'form state restyled a form';
      else if (sizesToContent(el)) layout = 'a control that sizes to its content changed value';
    }
  }
  // These states are the next baseline: read before the walk, a change during a sliced walk is
  // caught next time, and afterWalk reads only the trees this walk finds anew (a 100k page holds
  // thousands of controls: one pass, not two).
  controls = now;
  controlScopes = new SafeSet<Node>();
  for (let i = 0; i < all.length; i++) controlScopes.add(all[i]!);
  return layout;
}

/**
 * After a walk: the controls of the trees takeChanges did not read as the baseline. Returns true
 * when there was no takeChanges this time (a first or full snapshot): the whole baseline was read.
 */
export function rememberControls(docs: Node[], shadowRoots: Node[]): boolean {
  const all: Node[] = [];
  const scopes = controlScopes;
  controlScopes = null;
  for (let i = 0; i < docs.length; i++) if (!scopes || !scopes.has(docs[i]!)) push(all, docs[i]!);
  for (let i = 0; i < shadowRoots.length; i++) if (!scopes || !scopes.has(shadowRoots[i]!)) push(all, shadowRoots[i]!);
  if (!scopes) {
    controls = controlStates(all);
    return true;
  }
  if (all.length > 0) controlStates(all, controls);
  return false;
}

/**
 * Append the controls of `scopes` and their states to `out`. A document's come from its live
 * collections, which the engine keeps between calls while the DOM does not change (querySelectorAll
 * builds a new list every call); a shadow root has none.
 */
function controlStates(scopes: Node[], out: ControlStates = noControls()): ControlStates {
  for (let i = 0; i < scopes.length; i++) {
    const scope = scopes[i]!;
    if (nodeType(scope) !== DOCUMENT_NODE) {
      controlStatesOf(rootQuerySelectorAll(scope, 'input, select, textarea'), out);
      continue;
    }
    for (let t = 0; t < CONTROL_TAGS.length; t++) {
      try {
        controlStatesOf(docElementsByTagName(scope, CONTROL_TAGS[t]!), out);
      } catch {
        // A document the page broke: its controls are not compared, as before they were found.
      }
    }
  }
  return out;
}

const CONTROL_TAGS = ['input', 'select', 'textarea'];

function controlStatesOf(list: ArrayLike<Element>, out: ControlStates): void {
  for (let k = 0; k < list.length; k++) {
    const el = list[k]!;
    let value: string;
    let flags = 0;
    try {
      const tag = localName(el);
      if (tag === 'input') {
        value = inputValue(el);
        flags = (inputChecked(el) ? 1 : 0) | (indeterminate(el) ? 2 : 0);
      } else if (tag === 'textarea') {
        value = textareaValue(el);
      } else {
        const opts = selectOptions(el);
        value = '';
        for (let j = 0; j < opts.length; j++) value += optionSelected(opts[j]!) ? '1' : '0';
      }
    } catch {
      // An element the page replaced the prototype of: its state cannot be read, so it is compared
      // by its position alone.
      value = '\u0000' + k;
      flags = -1;
    }
    out.at?.set(el, out.els.length);
    push(out.els, el);
    push(out.values, value);
    push(out.flags, flags);
  }
}

/** Where `el` was in `c`, or -1: at position `hint` when the order held, else looked up. */
function controlAt(c: ControlStates, el: Element, hint: number): number {
  if (hint < c.els.length && c.els[hint] === el) return hint;
  if (!c.at) {
    c.at = new SafeMap<Element, number>();
    for (let i = 0; i < c.els.length; i++) c.at.set(c.els[i]!, i);
  }
  return c.at.get(el) ?? -1;
}

/** The outermost form or fieldset around a control, or its parent. */
export function formScope(el: Node): Node {
  let scope: Node = el;
  for (let p = parentNode(el); p && nodeType(p) === ELEMENT_NODE; p = parentNode(p)) {
    const tag = localName(p);
    if (tag === 'form' || tag === 'fieldset') scope = p;
  }
  if (scope === el) scope = parentNode(el) ?? el;
  return scope;
}

/**
 * Whether a control's box follows its value: `field-sizing: content`, or a customizable select
 * (`appearance: base-select`), whose button shows the selected option's content.
 */
function sizesToContent(el: Element): boolean {
  try {
    const cs = computedStyle(el);
    return cssProp(cs, 'field-sizing') === 'content' || cssProp(cs, 'appearance') === 'base-select';
  } catch {
    return true;
  }
}
