import { registryState } from './registry';

/**
 * The ordinal of an iframe among the frames of its document, stable for the iframe element's
 * lifetime (its frame token, and so every bid inside it, never changes while it lives).
 */
export function frameOrdinalFor(iframe: Element, doc: Document): number {
  const st = registryState();
  let n = st.frameOrdinal.get(iframe);
  if (n === undefined) {
    n = st.frameCounter.get(doc) ?? 0;
    st.frameCounter.set(doc, n + 1);
    st.frameOrdinal.set(iframe, n);
  }
  return n;
}
