/**
 * Where the cross-origin bridge plugs into the core. The bridge (dom/bridge/bridge.ts and friends) ships
 * in the userscript, bookmarklet and ESM builds, not in the core IIFE that drivers inject: a driver
 * reaches every frame itself (see src/node/drivers/), so it does not pay for it. `enableBridge()` fills these.
 */
import type { Snapshot } from '../../core/model/types';
import type { NormalizedSnapshotOptions } from '../../core/model/snapshotOptions';
import type { RemoteFrameSlot } from '../discovery/walk';
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';

export interface BridgeHooks {
  /** Ask the cross-origin frames of a collected snapshot and stitch their answers in. */
  stitch:
    ((snap: Snapshot, slots: RemoteFrameSlot[], o: NormalizedSnapshotOptions, t0: number) => Promise<void>) | null;
  /** Perform a command whose target lives in a cross-origin frame; null when it does not. */
  forward: ((cmd: ActionCommand, t0: number) => Promise<ActionResult> | null) | null;
}

export const bridgeHooks: BridgeHooks = { stitch: null, forward: null };
