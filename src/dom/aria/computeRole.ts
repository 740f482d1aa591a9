/**
 * Role of an element: the first valid token of its role attribute (WAI-ARIA 1.2 §7.1: unknown and
 * abstract tokens are skipped), else the implicit role per HTML-AAM. '' means generic / no role.
 * presentation/none is ignored on focusable elements (ARIA 1.2 §7.2 presentational conflicts).
 */
import { getAttribute, hasAttribute, inputType, localName, parentElement } from '../platform/dom';
import { strSplit, toLower, splitSpaces, wordSet } from '../../builtins/pristine';

const VALID: Record<string, true> = Object.create(null) as Record<string, true>;
const ROLES =
  'alert alertdialog application article banner blockquote button caption cell checkbox code columnheader combobox ' +
  'complementary contentinfo definition deletion dialog directory document emphasis feed figure form generic grid ' +
  'gridcell group heading img insertion link list listbox listitem log main mark marquee math menu menubar menuitem ' +
  'menuitemcheckbox menuitemradio meter navigation none note option paragraph presentation progressbar radio ' +
  'radiogroup region row rowgroup rowheader scrollbar search searchbox separator slider spinbutton status strong ' +
  'subscript superscript switch tab table tablist tabpanel term textbox time timer toolbar tooltip tree treegrid treeitem';
{
  const parts = strSplit(ROLES, ' ');
  for (let i = 0; i < parts.length; i++) VALID[parts[i]!] = true;
}

const INPUT_ROLES: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  button: 'button',
  submit: 'button',
  reset: 'button',
  image: 'button',
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  number: 'spinbutton',
  search: 'searchbox',
  email: 'textbox',
  tel: 'textbox',
  text: 'textbox',
  url: 'textbox',
  password: 'textbox',
  color: '',
  file: '',
  hidden: '',
  date: '',
  'datetime-local': '',
  month: '',
  time: '',
  week: '',
});

const TAG_ROLES: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  aside: 'complementary',
  datalist: 'listbox',
  dd: 'definition',
  del: 'deletion',
  details: 'group',
  dfn: 'term',
  dt: 'term',
  em: 'emphasis',
  fieldset: 'group',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  hr: 'separator',
  ins: 'insertion',
  li: 'listitem',
  menu: 'list',
  nav: 'navigation',
  ol: 'list',
  optgroup: 'group',
  output: 'status',
  p: 'paragraph',
  progress: 'progressbar',
  sub: 'subscript',
  sup: 'superscript',
  tbody: 'rowgroup',
  textarea: 'textbox',
  tfoot: 'rowgroup',
  thead: 'rowgroup',
  tr: 'row',
  ul: 'list',
});
/** Elements whose implicit role has their own name. */
const SAME_NAME = strSplit(
  'article blockquote button caption code dialog figure main math meter option search strong table time',
  ' ',
);
for (let i = 0; i < SAME_NAME.length; i++) TAG_ROLES[SAME_NAME[i]!] = SAME_NAME[i]!;

const LANDMARK_SCOPES: Record<string, true> = wordSet('article aside main nav section');

function focusable(el: Element): boolean {
  const t = getAttribute(el, 'tabindex');
  return t !== null && Number(t) >= -1;
}

export function implicitRole(el: Element): string {
  const tag = localName(el);
  const r = TAG_ROLES[tag];
  if (r !== undefined) {
    if (tag === 'td' || tag === 'th') return '';
    return r;
  }
  switch (tag) {
    case 'a':
    case 'area':
      return hasAttribute(el, 'href') ? 'link' : '';
    case 'input': {
      if (hasAttribute(el, 'list')) {
        const t = inputType(el);
        if (t === 'text' || t === 'search' || t === 'email' || t === 'tel' || t === 'url') return 'combobox';
      }
      return INPUT_ROLES[inputType(el)] ?? 'textbox';
    }
    case 'select':
      return hasAttribute(el, 'multiple') || Number(getAttribute(el, 'size')) > 1 ? 'listbox' : 'combobox';
    case 'img': {
      const alt = getAttribute(el, 'alt');
      return alt === '' && !hasAttribute(el, 'title') && !hasAttribute(el, 'aria-label') ? 'presentation' : 'img';
    }
    case 'td':
    case 'th': {
      // Cells and headers per table context (HTML-AAM): th in a row is a column header unless scoped to the row.
      if (tag === 'th') return getAttribute(el, 'scope') === 'row' ? 'rowheader' : 'columnheader';
      return 'cell';
    }
    case 'header':
    case 'footer': {
      // banner/contentinfo only when scoped to the body (HTML-AAM §4.1).
      for (let p = parentElement(el); p; p = parentElement(p)) {
        if (LANDMARK_SCOPES[localName(p)]) return 'generic';
      }
      return tag === 'header' ? 'banner' : 'contentinfo';
    }
    case 'section':
      return hasAttribute(el, 'aria-label') || hasAttribute(el, 'aria-labelledby') || hasAttribute(el, 'title')
        ? 'region'
        : '';
    case 'form':
      return hasAttribute(el, 'aria-label') || hasAttribute(el, 'aria-labelledby') || hasAttribute(el, 'title')
        ? 'form'
        : '';
    case 'svg':
      return 'img';
  }
  return '';
}

export function computeRole(el: Element): string {
  const attr = getAttribute(el, 'role');
  if (attr) {
    const toks = splitSpaces(toLower(attr));
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (!VALID[t]) continue;
      if ((t === 'none' || t === 'presentation') && focusable(el)) continue;
      return t === 'none' ? 'presentation' : t;
    }
  }
  return implicitRole(el);
}
