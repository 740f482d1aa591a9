/**
 * The css path that src/dom/locators/paths.ts builds for the same element as a plain positional xpath:
 * both number an element among its same-tag siblings, so one is the other respelt. Handles what most
 * records carry (lower-case HTML tags, an optional anchor id of identifier characters); returns ''
 * for anything else (namespaced steps, ids that need escaping). The wire encoder sends a css locator
 * as "derived" only when this gives back its exact value, so a path it cannot respell just travels
 * in full.
 *
 *   /html[1]/body[1]/div[2]          ->  :root > body:nth-of-type(1) > div:nth-of-type(2)
 *   //*[@id='main']/ul[1]/li[3]      ->  #main > ul:nth-of-type(1) > li:nth-of-type(3)
 */
import { reExec } from '../../builtins/pristine';

const ANCHOR = /^\/\/\*\[@id='([a-zA-Z_][a-zA-Z0-9_-]*)'\]/;
// The document element: css calls it `:root` (paths.ts), whatever its tag.
const TOP = /^\/[a-z][a-z0-9]*\[1\]/;
const STEP = /\/([a-z][a-z0-9]*)\[(\d+)\]/y;

export function cssFromXpath(xp: string): string {
  let out: string;
  let at: number;
  const a = reExec(ANCHOR, xp);
  if (a) {
    out = '#' + a[1]!;
    at = a[0].length;
  } else {
    const t = reExec(TOP, xp);
    if (!t) return '';
    out = ':root';
    at = t[0].length;
  }
  while (at < xp.length) {
    STEP.lastIndex = at;
    const m = reExec(STEP, xp);
    if (!m) return '';
    // Inline SVG is named by local-name() (paths.ts): a plain `svg` step is a scripted HTML element
    // of that name, left to travel in full.
    if (m[1] === 'svg') return '';
    out += ' > ' + m[1]! + ':nth-of-type(' + m[2]! + ')';
    at = STEP.lastIndex;
  }
  return out;
}
