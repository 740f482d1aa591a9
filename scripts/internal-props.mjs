// Property names the minifier may shorten in dist/pagemark.iife.min.js (rollup.config.mjs): fields of
// objects that live and die inside one instance of the core bundle and are never read by name from
// outside it. Terser renames every `.name` and `{ name: }` of these names consistently in the one
// file, and never renames a DOM or JavaScript built-in member (its `builtins: false` default).
//
// Why: a state object passed between files (the walk's state, issue 26) reads `s.reuseBoxes` where
// a closure read a local, and property names survive minification; shortening them gives back most
// of what cutting the walk, the tracker and the locators into files cost the bundle.
//
// A name belongs here only if it is none of: a key of the snapshot, its JSON or wire format, the
// public API or its options and results (anything in dist/*.d.ts), a command or message field, a
// key of a DOM dictionary (`{ flatten: true }`, `{ passive: true }`), or a key looked up with a
// string (`table[name]`, `'name' in o`). test/unit/internal-props.test.ts checks the d.ts files,
// strings and cross-bundle code, and that the minified bundle answers like the unminified one.
// Adding a name: declare it in one of the groups below, then run that test.
export const INTERNAL_PROPS = [
  // The walk's state, its per-element scratch, its context and stack entry, and the items it
  // hands the pipeline (src/dom/discovery/walkState.ts, walkTypes.ts).
  ...'wantTree nameCache gates gate styleChanged reuseBoxes allStyles leafChanges dirtyRoots'.split(' '),
  ...'connectedOnly deadline epoch inc changes remoteFrames firstNewIndex mediaPending checkConnected'.split(' '),
  ...'restyled prevCv baseClip dirty recIndex recDepth recParent treeIndex treeParent ctx frameClip'.split(' '),
  ...'textVisible inShadow nameDirty nameProvisional textClean scrollers record records docs'.split(' '),
  // The element cache (src/dom/incremental/elementCache.ts).
  ...'frameInset cvHidden clipCss opacity0 treeAttrs markedAs nameRole statesRole statesFlags cover'.split(' '),
  // What changed since the last snapshot (src/dom/incremental/), the style gate (src/dom/css/).
  ...'stylesUnknown sheetsChanged mutated selectors pseudoText counts nested'.split(' '),
  // The registry (src/dom/identity/registry.ts), the incremental session and the pipeline's job
  // (src/dom/snapshot/).
  ...'nextIndex frameOrdinal frameCounter refs gen domUnchanged pageChanged abandon spent stamp dup'.split(' '),
  // Names and locators (src/dom/aria/, src/dom/locators/).
  ...'mayHavePseudo chars pwOf infoOf idOf addRole selfMatch cssCount labelCount idCount textCount nth'.split(' '),
  ...'attrCount testCount roleCount checks'.split(' '),
  // The overlay (src/dom/highlight/highlight.ts), actions (what they wait for: needs.ts, settle.ts,
  // stability.ts), hooks (installHooks.ts).
  ...'pool raf lastLayout onScroll onResize stable hit quiet stop same age undo'.split(' '),
];
