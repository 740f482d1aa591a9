// Run-dependent values (timestamps, durations, instance ids) differ between two runs that must
// otherwise answer the same: the golden check, the minified-vs-unminified and the dispose-vs-fresh
// comparisons replace them by a placeholder before comparing. Each passes the keys it masks.

/** `v` with the value of every key in `keys`, at any depth, replaced by '<masked>'. */
export function maskKeys(v: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(v)) return v.map((x) => maskKeys(x, keys));
  if (v && typeof v === 'object') {
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) o[k] = keys.has(k) ? '<masked>' : maskKeys(x, keys);
    return o;
  }
  return v;
}
