/**
 * Snapshots stitched across the frames the top document cannot read, and the route that leads an
 * index back to the frame that owns it. Each frame numbers the frames it hosts from its own counter
 * (`reserveIndexes`), exactly like the in-page bridge, so indexes stay unique and stable.
 */
import type { Snapshot } from '../../core/model/types';
import type { SnapshotOptions } from '../../core/model/snapshotOptions';
import { stitchFrames, type FrameFill } from '../../core/stitch/stitchFrames';
import { decodeSnapshot } from '../../core/wire/decodeSnapshot';
import type { FrameAdapter, PagemarkGlobal } from './hostTypes';

declare const pagemark: PagemarkGlobal;

interface Hop<F> {
  frame: F;
  inst: string;
  index: number;
}

export interface FrameRoutes<F> {
  /** Frame f's snapshot with its cross-origin children stitched in, and f's instance id. */
  snapFrame(f: F, o: SnapshotOptions, idPrefix: string): Promise<{ snap: Snapshot; inst: string } | null>;
  /** Follow the route from instance `topInst` down to the frame that owns `index`. */
  locate(topInst: string, index: number): { frame: F; index: number };
  clear(): void;
}

export function frameRoutes<F, H>(a: FrameAdapter<F, H>, ensure: (f: F) => Promise<boolean>): FrameRoutes<F> {
  /** route.get(inst).get(index) = the child frame that owns `index` of instance `inst`. */
  const route = new Map<string, Map<number, Hop<F>>>();
  /** `${parentInst}|${childInst}:${childIndex}` -> index in the parent's numbering. */
  const numbering = new Map<string, number>();

  async function snapFrame(
    f: F,
    o: SnapshotOptions,
    idPrefix: string,
  ): Promise<{ snap: Snapshot; inst: string } | null> {
    if (!(await ensure(f))) return null;
    let got: { snap: Snapshot; inst: string };
    try {
      // One compact string crosses the wire much faster than an object the driver walks value by
      // value (src/core/wire/: records as arrays, Playwright code derived here instead of sent).
      const raw = await a.evaluate(
        f,
        (opts) => ({ json: pagemark.protocol.snapshotWire(opts), inst: pagemark.protocol.instanceId() }),
        {
          ...o,
          idPrefix,
          highlight: false,
        },
      );
      got = { snap: decodeSnapshot(raw.json), inst: raw.inst };
    } catch {
      return null;
    }
    const snap = got.snap;
    const fills: FrameFill[] = [];
    const pendingKeys: string[] = [];
    const childHops: { fillPos: number; frame: F; inst: string }[] = [];
    for (const child of a.childFrames(f)) {
      const slot = await a.evaluateOnFrameElement(child, (el) =>
        typeof pagemark === 'object' && pagemark ? pagemark.protocol.frameSlot(el) : null,
      );
      if (!slot) continue; // same-origin: the frame's own walk covered it
      const fr = snap.frames[slot.framePos];
      if (!fr) continue;
      const sub = await snapFrame(child, o, idPrefix + fr.id);
      if (!sub) {
        fr.reason = 'cross-origin frame: the driver could not evaluate in it';
        continue;
      }
      for (const r of sub.snap.elements) {
        const key = `${got.inst}|${sub.inst}:${r.index}`;
        if (!numbering.has(key)) pendingKeys.push(key);
      }
      childHops.push({ fillPos: fills.length, frame: child, inst: sub.inst });
      const childInst = sub.inst;
      fills.push({
        ...slot,
        child: sub.snap,
        mapIndex: (ci: number) => numbering.get(`${got.inst}|${childInst}:${ci}`) ?? -1,
      });
    }
    if (pendingKeys.length) {
      const first = await a.evaluate(f, (n) => pagemark.protocol.reserveIndexes(n), pendingKeys.length);
      pendingKeys.forEach((k, i) => numbering.set(k, first + i));
    }
    let hops = route.get(got.inst);
    if (!hops) route.set(got.inst, (hops = new Map()));
    for (const h of childHops) {
      const fill = fills[h.fillPos]!;
      for (const r of fill.child.elements) {
        hops.set(fill.mapIndex(r.index), { frame: h.frame, inst: h.inst, index: r.index });
      }
    }
    stitchFrames(snap, fills);
    return { snap, inst: got.inst };
  }

  function locate(topInst: string, index: number): { frame: F; index: number } {
    let frame = a.mainFrame();
    let inst = topInst;
    let idx = index;
    for (let guard = 0; guard < 64; guard++) {
      const hop = route.get(inst)?.get(idx);
      if (!hop) break;
      frame = hop.frame;
      inst = hop.inst;
      idx = hop.index;
    }
    return { frame, index: idx };
  }

  return {
    snapFrame,
    locate,
    clear() {
      route.clear();
      numbering.clear();
    },
  };
}
