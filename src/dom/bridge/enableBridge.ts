/**
 * Turn the cross-origin bridge on for this instance: snapshotAsync asks cross-origin frames, act
 * forwards commands whose target lives in one, and (in a frame) this instance answers its parent.
 * The userscript, bookmarklet and ESM entries call it at load; the core IIFE for drivers does not.
 */
import { bridgeHooks } from '../snapshot/bridgeHooks';
import { askFrames } from './askFrames';
import { forwardIfRemote } from './forwardAct';
import { serveParentFrame } from './serveParentFrame';

export function enableBridge(): void {
  bridgeHooks.stitch = askFrames;
  bridgeHooks.forward = forwardIfRemote;
  serveParentFrame();
}
