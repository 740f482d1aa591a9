/**
 * `snapshotAsync(options?)`: `snapshot()` plus the cross-origin frames this document cannot read,
 * asked over the postMessage bridge when it is enabled (userscript, bookmarklet and ESM builds; see
 * frames/askFrames.ts) and stitched in under their frame ids. Frames that do not answer within
 * `bridgeTimeoutMs` (default 1000) stay `status: 'unreachable'` with the reason.
 */
import type { Snapshot, SnapshotOptions } from '../model/types';
import { normalizeSnapshotOptions } from '../model/normalizeSnapshotOptions';
import { UsageError } from '../model/errors';
import { boundWindow } from '../platform/dom';
import { nowP, push } from '../platform/pristine';
import { collect, emptySnapshot, finish } from './snapshot';
import { lastSnapshot, registryState, setIdPrefix } from './registry';
import { bridgeHooks } from '../frames/bridgeHooks';

export const DEFAULT_BRIDGE_TIMEOUT_MS = 1000;

export async function snapshotAsync(options?: SnapshotOptions): Promise<Snapshot> {
  if (options !== undefined && options !== null && typeof options !== 'object')
    throw new UsageError('snapshotAsync(options): options must be an object');
  const given = options ?? {};
  const o = normalizeSnapshotOptions({
    ...given,
    bridgeTimeoutMs: given.bridgeTimeoutMs ?? DEFAULT_BRIDGE_TIMEOUT_MS,
  });
  if (o.idPrefix !== registryState().idPrefix) setIdPrefix(o.idPrefix);
  const t0 = nowP();
  const win = boundWindow;
  const doc = win ? win.document : undefined;
  if (!win || !doc) return emptySnapshot(o, 'no document to snapshot');
  let prev: Snapshot | null;
  let parts: ReturnType<typeof collect>;
  try {
    prev = lastSnapshot();
    parts = collect(win, doc, o, t0, prev);
  } catch (err) {
    return emptySnapshot(o, `snapshot failed: ${String((err as Error)?.message ?? err)}`);
  }
  const { snap, remoteFrames } = parts;
  const stitch = bridgeHooks.stitch;
  if (stitch && o.bridgeTimeoutMs > 0 && remoteFrames.length) {
    try {
      await stitch(snap, remoteFrames, o, t0);
    } catch (err) {
      push(snap.errors, { code: 'STITCH_FAILED', message: String((err as Error)?.message ?? err) });
    }
  }
  return finish(snap, prev, o, t0);
}
