/**
 * In a frame, answer the parent frame's pagemark over the bridge (dom/bridge/bridge.ts): snapshots of
 * this document (with its own cross-origin frames stitched in, within what is left of the parent's
 * timeout) and actions on its elements. Requests are data: options go through the same validation
 * as `snapshotAsync`, commands through `parseCommand` in `act`.
 */
import { serveBridge, type BridgeRequest } from './bridge';
import { snapshotAsync } from '../snapshot/snapshotAsync';
import { act } from '../actions/act';
import { boundWindow, parentOf } from '../platform/dom';
import type { SnapshotOptions } from '../../core/model/snapshotOptions';
import type { CommandInput } from '../../core/model/commands';

async function handle(req: BridgeRequest): Promise<{ snapshot?: unknown; result?: unknown; error?: string }> {
  if (req.type === 'snapshot') {
    const given = typeof req.options === 'object' && req.options !== null ? (req.options as SnapshotOptions) : {};
    try {
      return {
        snapshot: await snapshotAsync({
          ...given,
          highlight: false,
          bridgeTimeoutMs: given.bridgeTimeoutMs ?? 0,
          idPrefix: req.idPrefix,
        }),
      };
    } catch (err) {
      return { error: String((err as Error)?.message ?? err) };
    }
  }
  // The command is checked by act()'s parser like any other.
  const result = await act(req.command as CommandInput);
  delete result.snapshot;
  return { result };
}

/** Start answering when this window has a parent (called once at load by the IIFE entries). */
export function serveParentFrame(): void {
  const win = boundWindow;
  if (!win) return;
  let parent: Window | null;
  try {
    parent = parentOf(win);
  } catch {
    parent = null;
  }
  if (parent && parent !== win) serveBridge(handle);
}
