/**
 * Which computed-style reads a document's stylesheets make pointless, so a snapshot can skip them.
 *
 * Two reads are costly and almost always answer "nothing": the `content` of an element's ::before and
 * ::after (names from content, accname 1.2 §4.3.2 step 2F.ii; in Chromium a pseudo-element's computed
 * style costs about three plain reads, and names read both pseudo-elements of every element they
 * descend into), and `content-visibility` (read for every element with children; `hidden` skips its
 * contents, CSS Contain 2 §4). Both values can only come from an author rule that says so: `content`
 * does not inherit and applies to pseudo-elements only through a selector naming them, and
 * content-visibility does not inherit (only `all: inherit` can pass it down). The user-agent sheet
 * sets neither on ordinary elements, with two exceptions the callers keep reading: `q`
 * (open-quote/close-quote) and `[hidden=until-found]` (content-visibility: hidden).
 *
 * So one scan of a document's sheets answers for every light-DOM element of that document: no rule
 * that names ::before/::after and sets `content` means no pseudo-element text; no rule that sets
 * content-visibility (or `all`) means none is hidden that way. The scan is conservative: a sheet that
 * cannot be read (cross-origin without CORS) or holds @import opens the gate, and a rule's whole text
 * is matched, so a grouping or nesting rule counts with everything it contains.
 *
 * What the gate does not cover, the callers read as before: shadow trees (their own sheets, `:host`,
 * `::slotted()` and `::part()` reach across), shadow hosts, slotted elements, custom elements, and
 * inline styles (the `style` attribute).
 *
 * Cost: nothing of its own per rule. The facts come from the incremental tracker's per-sheet scan
 * (dom/css/styleRelevance.ts's sheetInfo), which reads each rule's text once per sheet version,
 * recognised by its rule count and its first and last rule objects (insertRule, deleteRule, replace
 * and replaceSync change one of them); with incremental snapshots on, both share that one scan. An
 * in-place edit of an existing rule's declarations (`rule.style.content = '"x"'` on a rule that did
 * not set it) keeps all three: the same blind spot the incremental tracker has (README, "Incremental
 * snapshots").
 */
import { engineStyles, sheetDisabled } from '../platform/dom';
import { sheetInfo, sheetsOf } from './styleRelevance';

export interface StyleGate {
  /** Some rule may give a ::before or ::after a `content` (read pseudo-element content). */
  pseudoText: boolean;
  /** Some rule may set content-visibility (read it). */
  contentVisibility: boolean;
}

/** Read everything: the answer when a sheet cannot be read, or styles are not the engine's. */
const OPEN: StyleGate = { pseudoText: true, contentVisibility: true };

/** What the sheets applying in `doc` allow its light-DOM elements to skip (see the file comment). */
export function styleGate(doc: Document): StyleGate {
  if (!engineStyles) return OPEN;
  const sheets = sheetsOf(doc);
  let pseudoText = false;
  let contentVisibility = false;
  for (let i = 0; i < sheets.length; i++) {
    const s = sheets[i]!;
    try {
      // A disabled sheet applies nothing; enabling it later is seen by the next snapshot's gate.
      if (sheetDisabled(s)) continue;
    } catch {
      return OPEN;
    }
    const info = sheetInfo(s);
    if (info.pseudoText) pseudoText = true;
    if (info.contentVisibility) contentVisibility = true;
    if (pseudoText && contentVisibility) return OPEN;
  }
  return { pseudoText, contentVisibility };
}
