// The numbers the house holds itself to, in one place: the tests that enforce them and the check
// that docs/architecture.md states them (test/unit/docs/architecture.test.ts) read them from here.

/**
 * The minified IIFE, gzipped (level 9), in KB. The one bundle holds the action API, highlights, the
 * observation shapes, the wire format and incremental tracking, and is injected into every page an
 * agent visits. Raise it only in a commit whose body says what the bytes buy (73: SVG content and
 * the visible hit point; the hidden-instructions patterns in the page, so the in-page render and
 * observe warn as the hosts do, and hit tests for covered text; 74: every piece of seen page text
 * hit-tested against covers that paint, SVG lines seen by their stroke, XPath steps for SVG elements
 * by local-name(), tree toggles named from their item; 75: the settle wait that may end on the page's own
 * timers and requests, opt-in settleOnWork, src/dom/discovery/workHook.ts; the MCP tool layer's changes).
 */
export const BUNDLE_BUDGET_KB = 75;

/** The longest a source file of src/ or python/src/ may be, in lines (test/unit/fileLength.test.ts). */
export const MAX_SOURCE_LINES = 400;
