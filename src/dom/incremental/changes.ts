/**
 * What takeChanges (changeTracker.ts) answers: which elements may read differently since the last
 * snapshot, and what must be read afresh everywhere.
 */
export interface Changes {
  /** Reuse is not safe: take a full snapshot (and say why, for stats and tests). */
  full: string | null;
  /**
   * Styles may have changed anywhere (an unreadable stylesheet, a stylesheet edit, `@container`,
   * `:has()` or a pseudo-class that cannot be bounded): every element's style is read afresh, and
   * what depends only on the DOM (attributes, locators, and names and text where neither the DOM nor
   * any style below changed) is still reused. Null when styles are bounded by `roots`.
   */
  stylesUnknown: string | null;
  roots: Set<Node>;
  /** Ancestors (flat and composed) of roots: their names and text are recomputed. */
  touched: Set<Node>;
  /**
   * Whether the DOM itself changed (any mutation record): ids, `for` and aria-labelledby decide where
   * a name comes from, so without mutations a name taken from elsewhere can only change with its
   * sources (see the walk's elsewhereStale).
   */
  mutated: boolean;
  /**
   * Why boxes and hit tests must be read afresh (a mutation, a style change, a scroll, a resource or
   * font that loaded: see layoutState.ts), or null when nothing that moves layout happened since the
   * last snapshot and the cached ones hold.
   */
  layout: string | null;
  /** The documents the last snapshot walked (a frame's new document is all new elements). */
  docs: Node[];
  /**
   * Some document's or shadow root's stylesheets changed (added, removed, enabled, disabled, rules
   * inserted, deleted or replaced), whatever else set stylesUnknown: a pseudo-element may have gained
   * or lost text, which no property the walk reads shows, so reused names are computed again.
   */
  sheetsChanged: boolean;
}
