/**
 * `observe(options?)`: one object with the observation shapes agents already consume. Takes a fresh
 * snapshot unless one is given. Shapes: 'browsergym', 'harness', 'miniwob', 'extension' (default:
 * all but miniwob, which reads styles of every element and costs more).
 */
import type { Snapshot } from '../core/model/types';
import type { SnapshotOptions } from '../core/model/snapshotOptions';
import type { SessionState } from '../core/model/session';
import { snapshot as takeSnapshot } from './snapshot';
import { getChat, getHistory, getLastAction, getLastActionError } from '../dom/actions/history';
import { browsergymShape, extensionShape, harnessShape } from '../core/shapes/shapes';
import { miniwobDomElements } from '../dom/observe/miniwob';
import { dateNow, indexOf } from '../builtins/pristine';
import { UsageError } from '../core/model/errors';

export type Shape = 'browsergym' | 'harness' | 'miniwob' | 'extension';
export interface ObserveOptions {
  shapes?: Shape[];
  snapshot?: Snapshot;
  snapshotOptions?: SnapshotOptions;
  /** The browser session's tabs (from a Node session host): BrowserGym's open_pages_urls and active_page_index. */
  session?: SessionState;
}

const started = dateNow();

export function observe(options: ObserveOptions = {}) {
  const shapes = options.shapes ?? ['browsergym', 'harness', 'extension'];
  for (let i = 0; i < shapes.length; i++) {
    if (indexOf(['browsergym', 'harness', 'miniwob', 'extension'], shapes[i]!) < 0) {
      throw new UsageError(`observe: unknown shape "${String(shapes[i])}" (browsergym, harness, miniwob, extension)`);
    }
  }
  const s = options.snapshot ?? takeSnapshot(options.snapshotOptions);
  const h = {
    lastAction: getLastAction(),
    lastActionError: getLastActionError(),
    actions: getHistory(),
    chat: getChat(),
  };
  const elapsed = (dateNow() - started) / 1000;
  const out: {
    snapshot: Snapshot;
    browsergym?: ReturnType<typeof browsergymShape>;
    harness?: ReturnType<typeof harnessShape>;
    miniwob?: { dom_elements: ReturnType<typeof miniwobDomElements> };
    extension?: ReturnType<typeof extensionShape>;
  } = { snapshot: s };
  if (indexOf(shapes, 'browsergym') >= 0) out.browsergym = browsergymShape(s, h, elapsed, options.session);
  if (indexOf(shapes, 'harness') >= 0) out.harness = harnessShape(s, h, elapsed, options.session);
  if (indexOf(shapes, 'extension') >= 0) out.extension = extensionShape(s);
  if (indexOf(shapes, 'miniwob') >= 0) out.miniwob = { dom_elements: miniwobDomElements() };
  return out;
}
