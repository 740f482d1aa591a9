/**
 * The bridge's half of snapshotAsync: ask every cross-origin frame of a collected snapshot at once
 * (dom/bridge/bridge.ts), then stitch the answers in (core/stitch/stitchFrames.ts). The wait is bounded by one
 * `bridgeTimeoutMs` however many frames there are; nested frames get what is left of it.
 */
import type { Snapshot } from '../../core/model/types';
import type { NormalizedSnapshotOptions } from '../../core/model/snapshotOptions';
import type { RemoteFrameSlot } from '../discovery/walk';
import { push } from '../../builtins/pristine';
import { registryState, remoteIndexFor } from '../identity/registry';
import { askFrame, childBudget, type BridgeReply } from './bridge';
import { stitchFrames, type FrameFill } from '../../core/stitch/stitchFrames';
import { isChildSnapshot } from '../../core/stitch/isChildSnapshot';

export async function askFrames(
  snap: Snapshot,
  slots: RemoteFrameSlot[],
  o: NormalizedSnapshotOptions,
  t0: number,
): Promise<void> {
  const childOptions = { ...o, highlight: false, bridgeTimeoutMs: childBudget(o.bridgeTimeoutMs, t0) };
  const asks: Promise<BridgeReply | null>[] = [];
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const fid = snap.frames[slot.framePos]!.id;
    push(
      asks,
      askFrame(slot.element, {
        type: 'snapshot',
        options: childOptions,
        idPrefix: registryState().idPrefix + fid,
        timeoutMs: o.bridgeTimeoutMs,
      }),
    );
  }
  const fills: FrameFill[] = [];
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const fr = snap.frames[slot.framePos]!;
    const reply = await asks[i]!;
    if (!reply) {
      fr.reason = `cross-origin frame: no pagemark instance answered within ${o.bridgeTimeoutMs} ms (inject pagemark into every frame: the userscript, or attach() from a driver)`;
      continue;
    }
    if (reply.error !== undefined || !isChildSnapshot(reply.snapshot)) {
      fr.status = 'error';
      fr.reason = `the frame's pagemark answered ${reply.error !== undefined ? 'an error: ' + reply.error : 'something that is not a snapshot'}`;
      continue;
    }
    const child = reply.snapshot;
    const key = reply.instance + ':';
    const host = slot.element;
    const frame = fr.id;
    // Register every child element under an index of ours, remembering its bid in the child
    // (actions on it are forwarded there).
    for (let k = 0; k < child.elements.length; k++) {
      const r = child.elements[k]!;
      remoteIndexFor(key + r.index, { host, childBid: r.bid, frame });
    }
    push(fills, {
      framePos: slot.framePos,
      treeNode: slot.treeNode,
      recordPos: slot.recordPos,
      parentIndex: slot.parentIndex,
      depth: slot.depth,
      clip: slot.clip,
      child,
      mapIndex: (ci: number) =>
        registryState().remoteIndex.get(key + ci) ?? remoteIndexFor(key + ci, { host, childBid: String(ci), frame }),
    });
  }
  stitchFrames(snap, fills);
}
