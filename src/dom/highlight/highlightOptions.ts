/** highlight()'s options: their checks, and the records they select. */
import type { ElementRecord, Snapshot } from '../../core/model/types';
import { UsageError } from '../../core/model/errors';
import { isArray, push, SafeSet } from '../../builtins/pristine';

export interface HighlightOptions {
  /** Which elements: 'all' visible (default), 'interactive', 'viewport', 'marks' (setOfMarks), or a list of indexes/bids. */
  filter?: 'all' | 'interactive' | 'viewport' | 'marks' | (number | string)[];
  /** Label text. Default 'index'. */
  label?: 'index' | 'bid' | 'none';
  /** One colour for every mark, or a palette cycled by index. */
  color?: string;
  palette?: string[];
  /** Box fill opacity (0..1). Default 0.08; borders are always opaque. */
  opacity?: number;
  /** One element to emphasise (what an action is about to touch). */
  focus?: number | string;
  /** Open shadow root (inspectable in devtools and by tests). */
  debug?: boolean;
}

export function validate(o: HighlightOptions): void {
  if (typeof o !== 'object' || o === null)
    throw new UsageError('highlight(snapshot, options): options must be an object');
  const f = o.filter;
  if (f !== undefined && !isArray(f) && f !== 'all' && f !== 'interactive' && f !== 'viewport' && f !== 'marks') {
    throw new UsageError(
      "highlight: filter must be 'all', 'interactive', 'viewport', 'marks' or a list of indexes/bids",
    );
  }
  if (o.label !== undefined && o.label !== 'index' && o.label !== 'bid' && o.label !== 'none') {
    throw new UsageError("highlight: label must be 'index', 'bid' or 'none'");
  }
  if (o.opacity !== undefined && !(o.opacity >= 0 && o.opacity <= 1))
    throw new UsageError('highlight: opacity must be within 0..1');
}

export function select(s: Snapshot, o: HighlightOptions): ElementRecord[] {
  const f = o.filter ?? 'all';
  const out: ElementRecord[] = [];
  let wanted: Set<string> | null = null;
  if (isArray(f)) {
    wanted = new SafeSet<string>();
    for (let i = 0; i < f.length; i++) wanted.add(String(f[i]));
  }
  for (let i = 0; i < s.elements.length; i++) {
    const r = s.elements[i]!;
    if (wanted) {
      if (wanted.has(String(r.index)) || wanted.has(r.bid)) push(out, r);
      continue;
    }
    if (!r.isVisible) continue;
    if (f === 'interactive' && !r.isInteractive) continue;
    if (f === 'viewport' && !r.inViewport) continue;
    if (f === 'marks' && !r.setOfMarks) continue;
    push(out, r);
  }
  return out;
}
