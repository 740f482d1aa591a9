import type { IncludeMode, NormalizedSnapshotOptions, SnapshotOptions } from './snapshotOptions';
import { UsageError } from './errors';
import { indexOf, join, reTest } from '../../builtins/pristine';

export const DEFAULT_MARK_ATTRIBUTE = 'data-element-id';
export const DEFAULT_MAX_ELEMENTS = 50_000;

const INCLUDE: readonly IncludeMode[] = ['interactive', 'interactive+content', 'all'];

type NumberKey = 'maxElements' | 'deadlineMs' | 'maxTextLength' | 'bridgeTimeoutMs' | 'sliceMs';

/** A numeric option, its default when absent; `ok` is written so that NaN fails it. */
function numberOption(
  o: SnapshotOptions,
  key: NumberKey,
  fallback: number,
  what: string,
  ok: (n: number) => boolean = (n) => n >= 0,
): number {
  const v = o[key] ?? fallback;
  if (typeof v !== 'number' || !ok(v)) throw new UsageError(`snapshot(options): ${key} must be ${what}`);
  return v;
}

/**
 * Normalise snapshot options once, at the entry point, so the hot path never re-checks them.
 * Misuse (wrong types) throws a UsageError: that is a programming error, not a page condition.
 */
export function normalizeSnapshotOptions(options: SnapshotOptions | undefined | null): NormalizedSnapshotOptions {
  const o: SnapshotOptions = options ?? {};
  if (typeof o !== 'object') throw new UsageError('snapshot(options): options must be an object');
  const viewportExpansion = o.viewportExpansion ?? -1;
  if (typeof viewportExpansion !== 'number' || !(viewportExpansion === -1 || viewportExpansion >= 0)) {
    throw new UsageError('snapshot(options): viewportExpansion must be -1 (whole page) or a number >= 0');
  }
  const include = o.include ?? 'interactive';
  if (indexOf(INCLUDE, include) < 0) {
    throw new UsageError(`snapshot(options): include must be one of ${join(INCLUDE, ', ')}`);
  }
  const mark = o.markAttribute === undefined ? DEFAULT_MARK_ATTRIBUTE : o.markAttribute;
  if (mark !== false && (typeof mark !== 'string' || !reTest(/^[a-z_][a-z0-9_.:-]*$/i, mark))) {
    throw new UsageError('snapshot(options): markAttribute must be false or a valid attribute name');
  }
  const maxElements = numberOption(o, 'maxElements', DEFAULT_MAX_ELEMENTS, 'a positive number', (n) => n > 0);
  const deadlineMs = numberOption(o, 'deadlineMs', 0, 'a number >= 0 (0 = no deadline)');
  const maxTextLength = numberOption(o, 'maxTextLength', 200, 'a number >= 0');
  const bridgeTimeoutMs = numberOption(o, 'bridgeTimeoutMs', 0, 'a number >= 0');
  const sliceMs = numberOption(o, 'sliceMs', 0, 'a number >= 0 (0 = one task)');
  const idPrefix = o.idPrefix ?? 'pm';
  // 'pm' plus a frame id ([a-z][A-Z]* tokens): a driver or the bridge names a frame's instance.
  if (typeof idPrefix !== 'string' || !reTest(/^pm[a-zA-Z]{0,64}$/, idPrefix)) {
    throw new UsageError("snapshot(options): idPrefix must be 'pm' followed by letters (a frame id)");
  }
  return {
    viewportExpansion,
    include,
    frames: o.frames ?? true,
    shadow: o.shadow ?? true,
    markAttribute: mark,
    maxElements: Math.floor(maxElements),
    highlight: o.highlight ?? false,
    tree: o.tree ?? true,
    incremental: o.incremental ?? true,
    deadlineMs,
    maxTextLength: Math.floor(maxTextLength),
    bridgeTimeoutMs,
    sliceMs,
    idPrefix,
  };
}
