import type { FrameSlot } from '../../core/model/frameSlot';
import type { RemoteFrameSlot } from '../discovery/walk';

/** The cross-origin frames of the last snapshot built (collectJob's build phase sets them). */
let lastSlots: RemoteFrameSlot[] = [];

export function setFrameSlots(slots: RemoteFrameSlot[]): void {
  lastSlots = slots;
}

/**
 * Where the content of a cross-origin `iframe` goes in the last snapshot (null when it is not one of
 * its unreadable frames). Drivers that snapshot such frames themselves stitch them in with this
 * (src/node/drivers/createHost.ts); the fields are those of core/stitch/stitchFrames.ts's FrameFill.
 */
export function frameSlot(iframe: Element): FrameSlot | null {
  for (let i = 0; i < lastSlots.length; i++) {
    const s = lastSlots[i]!;
    if (s.element === iframe) {
      return {
        framePos: s.framePos,
        treeNode: s.treeNode,
        recordPos: s.recordPos,
        parentIndex: s.parentIndex,
        depth: s.depth,
        clip: s.clip,
      };
    }
  }
  return null;
}
