/**
 * The host side shared by `pagemark/playwright` and `pagemark/puppeteer`: pagemark runs in every frame
 * (the driver injects it, and re-injects after navigations through an init script), and Node stitches
 * the frames the top document cannot read (cross-origin, out-of-process) into one snapshot with the
 * same pure function the in-page bridge uses (core/stitch/stitchFrames.ts). Each frame numbers the frames
 * it hosts from its own counter (`reserveIndexes`), exactly like the bridge, so indexes stay unique
 * and stable; `route` remembers, per instance, which index lives in which child frame under which
 * local index, and actions follow that route down to the frame that owns the element.
 *
 * A framework adapter (one per library, named after it) supplies frame traversal, evaluation and
 * trusted input; the rest is here and in the three parts this file composes: the bundle injected in
 * every frame, the stitching and its routes, and the actions.
 */
import type { Snapshot } from '../../core/model/types';
import type { SnapshotOptions } from '../../core/model/snapshotOptions';
import { render } from '../../core/render/render';
import { parseBid } from '../../core/model/frameId';
import { settleTimings } from '../../core/model/settleTimings';
import { withWarnings } from '../../core/model/hiddenInstructions';
import type { HighlightOptions } from '../../api/highlight';
import type { FrameAdapter, HostPage, PagemarkGlobal } from './hostTypes';
import { ensureInjected, forEachFrame } from './injectFrames';
import { frameRoutes } from './frameRoutes';
import { hostAct } from './hostAct';

export type { SlotData, FrameAdapter, AttachOptions, ActOptions, HostPage } from './hostTypes';
export { injectAll, initScript } from './injectFrames';

declare const pagemark: PagemarkGlobal;

export function createHost<F, H>(a: FrameAdapter<F, H>, source: string): HostPage<F, H> {
  let last: Snapshot | null = null;
  let lastOptions: SnapshotOptions | undefined;
  let topInst = '';
  const ensure = (f: F): Promise<boolean> => ensureInjected(a, f, source);
  const routes = frameRoutes(a, ensure);

  async function snapshot(o: SnapshotOptions = {}): Promise<Snapshot> {
    lastOptions = o;
    const t0 = Date.now();
    const top = await routes.snapFrame(a.mainFrame(), o, 'pm');
    if (!top) throw new Error('pagemark: could not evaluate in the page (is it still open?)');
    top.snap.stats.durationMs = Date.now() - t0;
    // The phases are the top document's; the round trips and other frames' snapshots are the rest.
    settleTimings(top.snap.stats);
    top.snap = withWarnings(top.snap);
    last = top.snap;
    topInst = top.inst;
    return top.snap;
  }

  const locateSync = (index: number): { frame: F; index: number } => routes.locate(topInst, index);

  function indexOf(target: number | string): number | null {
    if (typeof target === 'number') return target;
    const rec = last?.elements.find((e) => e.elementId === target);
    if (rec) return rec.index;
    const b = parseBid(target.trim());
    return b ? b.index : null;
  }

  async function locate(target: number | string) {
    const i = indexOf(target);
    return i === null ? null : locateSync(i);
  }

  async function handle(target: number | string): Promise<H | null> {
    const loc = await locate(target);
    return loc ? a.elementHandle(loc.frame, loc.index) : null;
  }

  const actHost = {
    adapter: a,
    ensure,
    indexOf,
    locate: locateSync,
    last: () => last,
    resnapshot: () => snapshot(lastOptions),
  };

  async function highlight(ho: HighlightOptions = {}): Promise<void> {
    const s = last ?? (await snapshot());
    await a.evaluate(a.mainFrame(), ([snap, opt]) => pagemark.highlight(snap, opt), [s, ho] as const);
  }

  return {
    snapshot,
    render: (s, format = 'text', ro) => render(s, format, ro),
    async observe(oo = {}) {
      const s = await snapshot(lastOptions);
      return a.evaluate(a.mainFrame(), ([snap, opt]) => pagemark.observe({ ...opt, snapshot: snap }), [s, oo] as const);
    },
    act: (command, ao) => hostAct(actHost, command, ao),
    highlight,
    clearHighlights: () => a.evaluate(a.mainFrame(), () => pagemark.clearHighlights(), null),
    async dispose() {
      await forEachFrame(a, (f) =>
        a.evaluate(
          f,
          () => {
            if (typeof pagemark === 'object' && pagemark) pagemark.dispose();
          },
          null,
        ),
      );
      routes.clear();
      last = null;
    },
    last: () => last,
    locate,
    handle,
  };
}
