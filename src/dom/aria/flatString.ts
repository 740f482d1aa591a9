/**
 * White space in names. accname 1.2 returns a "flat string": runs of ASCII white space collapse to
 * one space and the ends are trimmed. U+00A0 is not ASCII white space and stays (WPT comp_label,
 * comp_text_node: "label&nbsp;" keeps its no-break space), which is why `\s` (it matches U+00A0 and
 * the other Unicode spaces) is not used here.
 */
import { reTest, strReplace } from '../../builtins/pristine';

/** What flat() changes: most names and titles are flat already (one test instead of two replaces). */
const NOT_FLAT = /[\t\n\f\r]| {2}|^ | $/;
const NOT_BLANK = /[^\t\n\f\r ]/;

export function flat(s: string): string {
  if (!reTest(NOT_FLAT, s)) return s;
  return strReplace(strReplace(s, /[\t\n\f\r ]+/g, ' '), /^ | $/g, '');
}
/** True when `s` holds something other than ASCII white space. */
export function nonBlank(s: string | null): s is string {
  return s !== null && s !== '' && reTest(NOT_BLANK, s);
}
