import type { ElementRecord } from '../model/types';
import { SafeMap, SafeSet } from '../../builtins/pristine';

/**
 * Labels whose control is itself listed are folded into it. Returns the indexes to skip. Most pages
 * have few labels: without any, no map is built. `listed` is the renderer's own test of whether an
 * element has a line (a concealed control has none unless hidden ones are asked for, so its label
 * stays).
 */
export function foldedLabels(els: ElementRecord[], listed: (r: ElementRecord) => boolean): Set<number> {
  const skip = new SafeSet<number>();
  let labels = false;
  let labelsFor = false;
  for (let i = 0; i < els.length; i++) {
    const r = els[i]!;
    if (r.tag !== 'label') continue;
    labels = true;
    if (r.attributes['for'] !== undefined) labelsFor = true;
  }
  if (!labels) return skip;
  // Per frame, then per id: no concatenated key per element with an id.
  const byId = new SafeMap<string, Map<string, ElementRecord>>();
  const hasListedChildControl = new SafeSet<number>();
  for (let i = 0; i < els.length; i++) {
    const r = els[i]!;
    if (labelsFor) {
      const id = r.attributes['id'];
      if (id !== undefined) {
        let m = byId.get(r.frame);
        if (m === undefined) {
          m = new SafeMap<string, ElementRecord>();
          byId.set(r.frame, m);
        }
        m.set(id, r);
      }
    }
    if (r.parent !== null && listed(r) && (r.tag === 'input' || r.tag === 'select' || r.tag === 'textarea')) {
      hasListedChildControl.add(r.parent);
    }
  }
  for (let i = 0; i < els.length; i++) {
    const r = els[i]!;
    if (r.tag !== 'label') continue;
    const f = r.attributes['for'];
    const m = f !== undefined ? byId.get(r.frame) : undefined;
    const target = m !== undefined ? m.get(f!) : undefined;
    if ((target && listed(target)) || hasListedChildControl.has(r.index)) skip.add(r.index);
  }
  return skip;
}
