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
 * Cost: a sheet is scanned once per version, recognised by its rule count and its first and last rule
 * objects (insertRule, deleteRule, replace and replaceSync change one of them). An in-place edit of an
 * existing rule's declarations (`rule.style.content = '"x"'` on a rule that did not set it) keeps all
 * three: the same blind spot the incremental tracker has (README, "Incremental snapshots").
 */
import { engineStyles, ruleText, sheetDisabled, sheetRules } from '../platform/dom';
import { reTest, SafeWeakMap, strIndexOf } from '../platform/pristine';
import { sheetsOf } from '../incremental/styleRelevance';

export interface StyleGate {
  /** Some rule may give a ::before or ::after a `content` (read pseudo-element content). */
  pseudoText: boolean;
  /** Some rule may set content-visibility (read it). */
  contentVisibility: boolean;
}

/** Read everything: the answer when a sheet cannot be read, or styles are not the engine's. */
const OPEN: StyleGate = { pseudoText: true, contentVisibility: true };

interface SheetScan {
  n: number;
  first: unknown;
  last: unknown;
  pseudoText: boolean;
  contentVisibility: boolean;
  unreadable: boolean;
}
const scans = new SafeWeakMap<object, SheetScan>();

/** A selector naming ::before or ::after (CSSOM serialises the legacy `:before` as `::before`). */
const PSEUDO_ELEMENT = /::?(before|after)\b/i;
/** A `content` declaration (not content-visibility: the name is followed by a colon). */
const CONTENT_DECL = /(^|[{;\s])content\s*:/i;
/** The `all` shorthand: `all: inherit` passes content-visibility down. */
const ALL_DECL = /(^|[{;\s])all\s*:/i;

function scan(rules: CSSRuleList, n: number): SheetScan {
  const out: SheetScan = {
    n,
    first: n > 0 ? rules[0] : null,
    last: n > 0 ? rules[n - 1] : null,
    pseudoText: false,
    contentVisibility: false,
    unreadable: false,
  };
  for (let i = 0; i < n && !(out.pseudoText && out.contentVisibility); i++) {
    let text: string;
    try {
      text = ruleText(rules[i]);
    } catch {
      out.unreadable = true;
      break;
    }
    // An imported sheet's rules are not in this text: read everything rather than follow it.
    if (strIndexOf(text, '@import') === 0) {
      out.unreadable = true;
      break;
    }
    if (!out.pseudoText && reTest(PSEUDO_ELEMENT, text) && reTest(CONTENT_DECL, text)) out.pseudoText = true;
    if (!out.contentVisibility && (strIndexOf(text, 'content-visibility') >= 0 || reTest(ALL_DECL, text)))
      out.contentVisibility = true;
  }
  return out;
}

/** What the sheets applying in `doc` allow its light-DOM elements to skip (see the file comment). */
export function styleGate(doc: Document): StyleGate {
  if (!engineStyles) return OPEN;
  const sheets = sheetsOf(doc);
  let pseudoText = false;
  let contentVisibility = false;
  for (let i = 0; i < sheets.length; i++) {
    const s = sheets[i]!;
    let rules: CSSRuleList;
    try {
      // A disabled sheet applies nothing; enabling it later is seen by the next snapshot's gate.
      if (sheetDisabled(s)) continue;
      rules = sheetRules(s);
    } catch {
      return OPEN;
    }
    const n = rules.length;
    let sc = scans.get(s);
    if (!sc || sc.n !== n || sc.first !== (n > 0 ? rules[0] : null) || sc.last !== (n > 0 ? rules[n - 1] : null)) {
      sc = scan(rules, n);
      scans.set(s, sc);
    }
    if (sc.unreadable) return OPEN;
    if (sc.pseudoText) pseudoText = true;
    if (sc.contentVisibility) contentVisibility = true;
    if (pseudoText && contentVisibility) return OPEN;
  }
  return { pseudoText, contentVisibility };
}
