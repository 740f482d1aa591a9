/**
 * Shape check of a snapshot received from a child frame over the bridge. The child runs in a page we
 * do not trust: its answer must not be able to throw in the stitcher or smuggle in non-data. Checks
 * the fields stitching reads; anything else is copied as data and rendered escaped like any text.
 */
import type { Snapshot } from '../model/types';
import { isArray } from '../../builtins/pristine';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNum = (v: unknown): v is number => typeof v === 'number' && v === v;
const isStr = (v: unknown): v is string => typeof v === 'string';

function isBox(v: unknown): boolean {
  return v === null || (isObj(v) && isNum(v['x']) && isNum(v['y']) && isNum(v['width']) && isNum(v['height']));
}

export function isChildSnapshot(v: unknown): v is Snapshot {
  if (!isObj(v) || !isStr(v['url'])) return false;
  const els = v['elements'];
  const frames = v['frames'];
  const tree = v['tree'];
  const stats = v['stats'];
  const vp = v['viewport'];
  if (!isArray(els) || !isArray(frames) || !isObj(tree) || !isArray(tree['nodes']) || !isObj(stats) || !isObj(vp))
    return false;
  if (!isArray(v['errors'])) return false;
  const nNodes = (tree['nodes'] as unknown[]).length;
  for (let i = 0; i < els.length; i++) {
    const r = els[i] as unknown;
    if (
      !isObj(r) ||
      !isNum(r['index']) ||
      !isStr(r['bid']) ||
      !isStr(r['frame']) ||
      !(r['parent'] === null || isNum(r['parent'])) ||
      !isNum(r['depth']) ||
      !isNum(r['node']) ||
      (r['node'] as number) >= nNodes ||
      !isBox(r['bbox']) ||
      !isNum(r['visibility']) ||
      !isObj(r['states']) ||
      !isObj(r['attributes']) ||
      !isArray(r['locators'])
    )
      return false;
  }
  const nodes = tree['nodes'] as unknown[];
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i] as unknown;
    // Pre-order: a parent always precedes its children.
    if (!isObj(n) || !isNum(n['parent']) || (n['parent'] as number) >= i || !isStr(n['tag'])) return false;
    if (i > 0 && (n['parent'] as number) < 0) return false;
  }
  for (let i = 0; i < frames.length; i++) {
    const f = frames[i] as unknown;
    if (!isObj(f) || !isStr(f['id']) || !isObj(f['offset']) || !isStr(f['url'])) return false;
    const off = f['offset'] as Record<string, unknown>;
    if (!isNum(off['x']) || !isNum(off['y'])) return false;
  }
  return true;
}
