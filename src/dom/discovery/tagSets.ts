/** Tag and role tables for discovery. Plain objects with null prototype: lookups cannot hit a patched Object.prototype. */
function set(words: string): Record<string, true> {
  const o = Object.create(null) as Record<string, true>;
  const parts = words.split(' ');
  for (let i = 0; i < parts.length; i++) o[parts[i]!] = true;
  return o;
}

/** Never rendered, or not page content: the walk does not enter them. */
export const SKIP_TAGS = set(
  'script style noscript template head meta link title base param source track ' +
    // SVG's never-rendered elements (SVG 2 §5.1: definitions, paint servers, descriptive text);
    // localName keeps SVG's camel case.
    'defs clipPath mask symbol marker pattern linearGradient radialGradient filter desc metadata',
);

/**
 * The SVG elements that are drawn, or hold what is drawn (SVG 2 §5.1, §10, §11), by localName. Any other
 * element inside an <svg> (an unknown element, or an HTML name such as textarea parsed as SVG foreign
 * content, which has no form control behind it) is not rendered, nor is its content.
 */
export const SVG_RENDERED = set(
  'svg g a path circle ellipse rect line polyline polygon text tspan textPath use image foreignObject switch',
);

/**
 * Widget roles (WAI-ARIA 1.2 §5.3.2 widget roles, plus composite roles whose element is itself the
 * interaction target). Containers such as menu, tablist, radiogroup are not here: their items are.
 */
export const WIDGET_ROLES = set(
  'button checkbox combobox gridcell link listbox menuitem menuitemcheckbox menuitemradio option radio scrollbar ' +
    'searchbox slider spinbutton switch tab textbox treeitem',
);

/** Content elements registered with include 'interactive+content' (what a reader needs). */
export const CONTENT_TAGS = set(
  'h1 h2 h3 h4 h5 h6 p li td th img figcaption caption blockquote pre dt dd legend label',
);

/** Inline handler attributes that make an element clickable. */
export const HANDLER_ATTRS = ['onclick', 'onmousedown', 'onmouseup', 'onpointerdown', 'onpointerup', 'ontouchstart'];

/** Attributes kept on records (the renderers choose which to show). */
export const KEEP_ATTRS = [
  'id',
  'name',
  'type',
  'href',
  'src',
  'alt',
  'title',
  'placeholder',
  'aria-label',
  'role',
  'value',
  'for',
  'data-testid',
  'data-test',
  'data-cy',
  'autocomplete',
  'min',
  'max',
  'step',
  'pattern',
  'maxlength',
  'accept',
  'target',
  'action',
  'method',
  'aria-describedby',
  'aria-controls',
];
