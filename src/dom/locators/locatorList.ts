/**
 * The locator chain of one element, built afresh: elementId, testId, #id, role + name, getBy*
 * (label, placeholder, alt text, title), xpath, css, text, each with whether it matched one element.
 */
import type { ElementRecord, LocatorEntry } from '../../core/model/types';
import { getAttribute, nodeType, DOCUMENT_FRAGMENT_NODE } from '../platform/dom';
import { jsonStringify, strSlice, push } from '../../builtins/pristine';
import { cssIdSelector, cssString, framePrefix, jsString, pwLocator } from '../../core/locators/escape';
import { hasNul, type pathBuilder } from './paths';
import type { LocatorCounts, RootInfo } from './locatorCounts';
import { getByEntries } from './getByLocators';

export const TEST_ATTRS = ['data-testid', 'data-test', 'data-cy', 'data-qa'];
// Structural paths grow with depth: on every record of a deep page they make the snapshot quadratic
// in size (a 3,000-deep chain gave 273 MB of JSON). Past MAX_PATH_STEPS levels below the nearest
// element with an id, the other locators (mark, role, text) must do.
const MAX_PATH_STEPS = 64;

type Paths = ReturnType<typeof pathBuilder<RootInfo>>;

/**
 * The element's locators. `markOpen` is `[attr=` of the mark attribute ('' without one); `checks`,
 * when given, gets what each entry's uniqueness is counted by (reuseLocators.ts CachedLocators).
 */
export function locatorList(
  r: ElementRecord,
  el: Element,
  info: RootInfo,
  hidden: boolean,
  markOpen: string,
  paths: Paths,
  n: LocatorCounts,
  checks: string[] | null,
): LocatorEntry[] {
  const inShadow = nodeType(info.root) === DOCUMENT_FRAGMENT_NODE;
  const fp = framePrefix(r.frame);
  const out: LocatorEntry[] = [];
  if (markOpen !== '') {
    const sel = markOpen + cssString(r.elementId) + ']';
    if (checks) push(checks, '');
    push(out, {
      kind: 'elementId',
      value: sel,
      playwright: pwLocator(fp, '', sel),
      unique: true,
    });
  }
  // Read from the element: buildLocators puts it in attribute scope (platform/nodeAccess.ts
  // attrScope), where an absent attribute costs no DOM call.
  for (let k = 0; k < TEST_ATTRS.length; k++) {
    const attr = TEST_ATTRS[k]!;
    const v = getAttribute(el, attr);
    if (v === null || v === '' || hasNul(v)) continue;
    const sel = `[${attr}=${cssString(v)}]`;
    const pw = attr === 'data-testid' ? `page.getByTestId(${jsString(v)})` : `page.locator(${jsString(sel)})`;
    if (checks) push(checks, 'T' + attr + '\u0000' + v);
    push(out, { kind: 'testId', value: sel, playwright: fp + pw, unique: n.testCount(info, attr, v) === 1 });
    break;
  }
  const node = paths.node(el);
  const id = paths.idOf(node);
  if (id && !hasNul(id)) {
    const sel = cssIdSelector(id);
    if (checks) push(checks, 'I' + id);
    push(out, {
      kind: 'id',
      value: sel,
      playwright: pwLocator(fp, '', sel),
      unique: n.idCount(info, id) === 1,
    });
  }
  if (r.role && r.name) {
    const name = r.name.length > 200 ? strSlice(r.name, 0, 200) : r.name;
    const exact = name === r.name;
    const h = hidden;
    if (checks) push(checks, h ? 'Rh' : 'R');
    push(out, {
      kind: 'role',
      // JSON.stringify of { role, name[, includeHidden: true] }, joined from its two strings (an
      // object's serialisation was the costliest step of the chain).
      value:
        '{"role":' + jsonStringify(r.role) + ',"name":' + jsonStringify(name) + (h ? ',"includeHidden":true}' : '}'),
      playwright: `${fp}page.getByRole(${jsString(r.role)}, { name: ${jsString(name)}${exact ? ', exact: true' : ''}${h ? ', includeHidden: true' : ''} })`,
      unique: n.roleCount(info, r.role, r.name, h) === 1,
    });
  }
  getByEntries(r, el, n.pwOf(info), fp, out, checks);
  const structural = paths.depth(node) <= MAX_PATH_STEPS;
  if (!inShadow && structural) {
    const xp = paths.xpath(node, info);
    if (checks) push(checks, '');
    push(out, {
      kind: 'xpath',
      value: xp,
      playwright: pwLocator(fp, 'xpath=', xp),
      unique: true,
    });
  }
  if (structural) {
    const css = paths.css(node, info);
    if (checks) push(checks, inShadow ? 'C' + css : '');
    push(out, {
      kind: 'css',
      value: css,
      playwright: pwLocator(fp, '', css) + (inShadow ? ' /* inside a shadow root */' : ''),
      // In a document the path starts at :root or a unique id: unique by construction. A path inside a
      // shadow root has no root anchor, so it is checked there (shadow trees are small).
      unique: !inShadow || n.cssCount(info, css) === 1,
    });
  }
  // getByText only from the text Playwright's text engine sees, and only for the element it returns.
  const pw = n.pwOf(info);
  const t = pw.selfMatch(el) ? pw.shortText(el) : null;
  if (t !== null) {
    if (checks) push(checks, 'X');
    push(out, {
      kind: 'text',
      value: t,
      playwright: `${fp}page.getByText(${jsString(t)}, { exact: true })`,
      unique: pw.textCount(t) === 1,
    });
  }
  return out;
}
