/**
 * Custom controls built on a visually hidden native input: MUI's Slider keeps its
 * role, name and value on an `<input type=range>` clipped to nothing, its Switch on an
 * `<input type=checkbox role=switch>` at opacity 0. Listed as they are, the agent sees `<span>50` and
 * cannot tell it is the "Volume" slider. Playwright's aria snapshot shows the input (opacity and clip
 * do not hide from the accessibility tree). Here the input's role, name, value and states move to the
 * visible control that draws it (its nearest registered ancestor, generic, whose box holds the input's
 * centre), and act() sends value verbs to the input (foldedControlOf).
 */
import type { ElementRecord } from '../../core/model/types';
import type { WalkItem } from '../discovery/walk';
import { SafeMap, SafeWeakMap } from '../../builtins/pristine';
import { defineState } from '../platform/instanceState';

let folded: WeakMap<Element, Element>;
const freshFolds = defineState(() => {
  folded = new SafeWeakMap();
});

/** The hidden native input whose role a visible control carries, if any. */
export function foldedControlOf(el: Element): Element | undefined {
  return folded.get(el);
}

// Null prototype: a lookup cannot hit a patched Object.prototype (as in discovery/tagSets.ts).
const FOLDABLE = Object.create(null) as Record<string, true>;
FOLDABLE['checkbox'] = FOLDABLE['radio'] = FOLDABLE['range'] = true;

const RANGE = ['min', 'max', 'step'];

export function foldHiddenControls(items: WalkItem[]): void {
  // The map describes the latest snapshot only: a host folded by an earlier one must fold again here
  // (kept across snapshots, it made the second snapshot skip every host and list `<span>50`).
  freshFolds();
  let byIndex: Map<number, WalkItem> | null = null;
  for (let i = 0; i < items.length; i++) {
    const r = items[i]!.record;
    if (r.tag !== 'input' || r.isVisible || r.parent === null || !FOLDABLE[r.inputType ?? '']) continue;
    // Rendered but unseen (clip, opacity): display:none or an empty box is a control that is not there.
    const b = r.bbox;
    if (!b || b.width <= 0 || b.height <= 0 || r.states.ariaHidden || r.states.inert) continue;
    if (!byIndex) {
      byIndex = new SafeMap<number, WalkItem>();
      for (let j = 0; j < items.length; j++) byIndex.set(items[j]!.record.index, items[j]!);
    }
    const host = byIndex.get(r.parent);
    if (!host) continue;
    const p = host.record;
    // A host already carrying a role (a second thumb's input folded into it before) keeps the first.
    if (!p.isVisible || p.role !== '' || p.tag === 'label') continue;
    const hb = p.bbox;
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    if (!hb || cx < hb.x || cx > hb.x + hb.width || cy < hb.y || cy > hb.y + hb.height) continue;
    fold(p, r);
    folded.set(host.element, items[i]!.element);
  }
}

function fold(p: ElementRecord, r: ElementRecord): void {
  p.role = r.role;
  if (r.name !== '') p.name = r.name;
  if (r.value !== undefined) p.value = r.value;
  const s = r.states;
  const states = { ...p.states };
  if (s.checked !== undefined) states.checked = s.checked;
  if (s.disabled) states.disabled = true;
  if (s.required) states.required = true;
  if (s.invalid) states.invalid = true;
  if (s.focused) states.focused = true;
  p.states = states;
  // The explicit role is what the text format prints (its attributes object is shared with a cache).
  const at: Record<string, string> = { ...p.attributes, role: r.role };
  // The range goes with it: min, max and step are kept attributes of the input (issue 42 point 7).
  for (let i = 0; i < RANGE.length; i++) {
    const v = r.attributes[RANGE[i]!];
    if (v !== undefined) at[RANGE[i]!] = v;
  }
  p.attributes = at;
}
