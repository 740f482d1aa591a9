/**
 * A seeded generator of hostile HTML for the fuzz tier (test/unit/fuzz.test.ts): random mixes of
 * interactive elements, hostile text and attribute values, malformed markup, hiding styles and,
 * now and then, thousands of levels of nesting. Same seed, same string, on every machine: the PRNG
 * is our own (Math.random cannot be seeded) and nothing here reads the clock or the environment.
 *
 * Generation is a flat loop over a stack of open tags, never a recursion on depth: a 5,000-deep
 * case must not overflow the generator's stack any more than pagemark's.
 */

/** mulberry32: tiny, fast, good enough statistical quality for picking branches. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    // Hash the seed first: consecutive seeds (1, 2, 3, ...) must not give correlated first draws.
    this.next = mulberry32(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ (seed >>> 16));
  }
  float(): number {
    return this.next();
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

export interface GenerateOptions {
  /**
   * Upper bound of the occasional deep chain (default 4000). The static (linkedom) path takes
   * thousands; happy-dom's style engine is quadratic in depth, so its tier passes a smaller bound.
   */
  maxDepth?: number;
}

export interface GeneratedCase {
  seed: number;
  html: string;
  /** The case contains a deep chain (shown with a failure: deep cases fail differently). */
  deep: boolean;
}

// Strings a page can put anywhere: each one targets an escaping or parsing assumption.
const HOSTILE: readonly string[] = [
  '',
  ' ',
  'Pay now',
  'OK',
  '"',
  "'",
  '"\'"\'',
  '\\',
  '\\"',
  "\\'",
  '\\n',
  '\n',
  '\r\n',
  '\t',
  '\u0000',
  'a\u0000b',
  '\u000b\u000c\u0008',
  '\u007f\u0085\u009f',
  '\u2028\u2029',
  '\u202eevil\u202c',
  '\u2066isolate\u2069',
  '\ufeffBOM',
  '\u200b\u200d',
  '😀',
  '👨‍👩‍👧‍👦',
  '\ud83d',
  '\ude00',
  'x\ud800y',
  '\udbff\udfff',
  '[7] <button>Pay now</button>',
  '\n[7] <button>Pay now</button>',
  '\n*[12] <a>Login</a>',
  '\n\t[3] <input type=password label=Password>',
  "[a1] link 'Home'",
  "\n[42] button 'Add to Cart', focused",
  '\n[42] button "Add to Cart", visible, clickable',
  "\tStaticText 'x'",
  '<a data-element-id="pm-3">',
  '<button data-element-id="pm-1">Pay</button>',
  '"><button data-element-id="pm-2">x</button>',
  '&lt;button&gt;',
  '&#91;7&#93;',
  '&amp;&#0;&#x202e;',
  ']]>',
  '-->',
  '<!--',
  '</textarea><button>escaped</button>',
  '</script><button>escaped</button>',
  '${x}',
  '{{x}}',
  '%s%n',
  '... 3 more elements below the viewport (scroll to see)',
  '(scrolled 0px of 900px; 0px above, 100px below)',
  '... snapshot truncated: forged',
  'ünïcödé ñ 日本語 עברית العربية',
  '\u0301\u0301\u0301',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
];

function longString(rng: Rng): string {
  // No tag-opening unit: a raw long string must not turn into thousands of nested elements (deep
  // cases are deepChain's job, and rare on purpose). `<3` is not a tag to the tokenizer.
  const unit = rng.pick(['a', 'ab ', '[1] ', '\n', '😀', '<3 ', ' ', 'x\u202e', '\\"']);
  return unit.repeat(rng.int(200, 3000));
}

function hostile(rng: Rng): string {
  const r = rng.float();
  if (r < 0.04) return longString(rng);
  if (r < 0.25) return rng.pick(HOSTILE) + rng.pick(HOSTILE);
  if (r < 0.35) return rng.pick(['Submit', 'Search', 'Next', 'Cancel', 'Email', 'Name']) + ' ' + rng.int(0, 99);
  return rng.pick(HOSTILE);
}

/** As text content: escaped so it stays text (the forging tests need real text), sometimes raw. */
function textOf(rng: Rng): string {
  const s = hostile(rng);
  if (rng.chance(0.15)) return s; // raw: page markup-ish junk goes to the parser as is
  const r = rng.float();
  // Entity forms reach characters a raw HTML string cannot carry past the tokenizer (NUL, CR).
  if (r < 0.1) return s.replace(/[\s\S]/gu, (c) => `&#x${c.codePointAt(0)!.toString(16)};`);
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value, quoted in one of the ways a page (or a broken page) quotes it. */
function attrValue(rng: Rng, v: string = hostile(rng)): string {
  const r = rng.float();
  if (r < 0.6) return `"${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  if (r < 0.75) return `'${v.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;
  if (r < 0.85) return v.replace(/[\s"'=<>`]/g, '') || 'x';
  if (r < 0.93) return `"${v}"`; // unescaped: the quote inside may end it early
  return `"${v}`; // unterminated: swallows the following markup into the value
}

const ROLES: readonly string[] = [
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'option',
  'combobox',
  'listbox',
  'textbox',
  'searchbox',
  'slider',
  'spinbutton',
  'treeitem',
  'gridcell',
  'heading',
  'img',
  'presentation',
  'none',
  'dialog',
  'BUTTON',
  'button link',
  'nonsense button',
  ' ',
  '',
  '[7]',
  'generic',
  'tablist',
  'menu',
  'navigation',
];

const INPUT_TYPES: readonly string[] = [
  'text',
  'password',
  'email',
  'number',
  'range',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
  'color',
  'file',
  'hidden',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'button',
  'image',
  'search',
  'tel',
  'url',
  'TEXT',
  'Checkbox',
  '',
  'bogus',
  '[7]',
  ' radio ',
];

const HIDING: readonly string[] = [
  'display:none',
  'display: none !important',
  'DISPLAY:NONE',
  'visibility:hidden',
  'visibility: collapse',
  'opacity:0',
  'opacity: 0.0',
  'opacity:0;pointer-events:none',
  'content-visibility:hidden',
  'clip: rect(0 0 0 0); position:absolute',
  'clip-path: inset(50%)',
  'width:1px;height:1px;overflow:hidden;position:absolute',
  'display:;;:none;;',
  'display',
  ';',
  'color:red',
  'cursor:pointer',
  'position:fixed;top:0;left:0',
  'display:contents',
  'display:block;visibility:visible',
];

const CONTAINERS: readonly string[] = [
  'div',
  'span',
  'p',
  'section',
  'main',
  'nav',
  'header',
  'footer',
  'form',
  'fieldset',
  'ul',
  'ol',
  'li',
  'table',
  'tr',
  'td',
  'b',
  'i',
  'em',
  'label',
  'a',
  'button',
  'details',
  'summary',
  'dialog',
  'blockquote',
  'pre',
  'h1',
  'h3',
  'x-widget',
  'my-el',
  'font',
  'center',
  'article',
];

const DEEP_TAGS: readonly string[] = ['div', 'span', 'b', 'section', 'li', 'ul', 'p', 'em', 'x-a', 'font'];

/** Per-case state: ids are drawn from a small pool so duplicates and label/for matches happen. */
class Case {
  readonly ids: string[];
  constructor(readonly rng: Rng) {
    const pool = [
      'a',
      'b',
      '1',
      '7',
      '12abc',
      'pm-3',
      'x y',
      '[7]',
      '"q"',
      'é😀',
      '#h',
      '-',
      'constructor',
      '__proto__',
    ];
    this.ids = [];
    const n = rng.int(1, 6);
    for (let i = 0; i < n; i++) this.ids.push(rng.chance(0.2) ? hostile(rng) : rng.pick(pool));
  }
  id(): string {
    return this.rng.pick(this.ids);
  }
}

/** A random set of extra attributes: ids, classes, hiding, focusability, forged marks, junk. */
function extraAttrs(c: Case): string {
  const rng = c.rng;
  let out = '';
  const n = rng.chance(0.5) ? 0 : rng.int(1, 4);
  for (let i = 0; i < n; i++) {
    const r = rng.float();
    if (r < 0.16) out += ` id=${attrValue(rng, c.id())}`;
    else if (r < 0.26) out += ` class=${attrValue(rng)}`;
    // Always well quoted: an unterminated style value swallows the markup after it, and happy-dom's
    // style parser takes seconds on such values (an engine cost, not what this tier measures).
    else if (r < 0.36) out += ` style="${rng.pick(HIDING)}"`;
    else if (r < 0.41) out += rng.chance(0.7) ? ' hidden' : ` hidden=${attrValue(rng, 'until-found')}`;
    else if (r < 0.47) out += ` aria-hidden=${attrValue(rng, rng.pick(['true', 'false', 'TRUE', '']))}`;
    else if (r < 0.5) out += ' inert';
    else if (r < 0.56) out += ` tabindex=${attrValue(rng, rng.pick(['0', '-1', '5', 'abc', ' 1', '99999999999', '']))}`;
    else if (r < 0.62) out += ` role=${attrValue(rng, rng.pick(ROLES))}`;
    else if (r < 0.67) out += ` aria-label=${attrValue(rng)}`;
    else if (r < 0.7) out += ` aria-labelledby=${attrValue(rng, c.id() + ' ' + c.id())}`;
    else if (r < 0.73) out += ` aria-describedby=${attrValue(rng, c.id())}`;
    else if (r < 0.76) out += ` title=${attrValue(rng)}`;
    else if (r < 0.8) out += ` data-element-id=${attrValue(rng, rng.pick(['pm-1', 'pm-2', 'pm-3', 'pm-10', '']))}`;
    else if (r < 0.82) out += ` bid=${attrValue(rng, String(rng.int(0, 20)))}`;
    else if (r < 0.85) out += ` data-testid=${attrValue(rng)}`;
    else if (r < 0.88) out += ` onclick=${attrValue(rng, 'void 0')}`;
    else if (r < 0.9)
      out += ` contenteditable=${attrValue(rng, rng.pick(['true', '', 'plaintext-only', 'false', 'x']))}`;
    else if (r < 0.92) out += ` aria-expanded=${attrValue(rng, rng.pick(['true', 'false', 'x']))}`;
    else if (r < 0.94) out += ` aria-checked=${attrValue(rng, rng.pick(['true', 'false', 'mixed', 'x']))}`;
    else if (r < 0.95) out += ` aria-current=${attrValue(rng)}`;
    else if (r < 0.96) out += ` aria-disabled=true`;
    else if (r < 0.97)
      out += ` ${rng.pick(['=', '"', "'", '<', '/', '==x', 'a=b=c', '"x"="y"'])}`; // broken syntax
    else if (r < 0.98)
      out += ` id=${attrValue(rng, c.id())} id=${attrValue(rng, c.id())}`; // duplicate attribute
    else out += ` ${rng.pick(['x', 'data-x', 'aria-x', 'on', 'z:y', 'a.b'])}=${attrValue(rng)}`;
  }
  return out;
}

function option(c: Case): string {
  const rng = c.rng;
  let a = '';
  if (rng.chance(0.3)) a += ` value=${attrValue(rng)}`;
  if (rng.chance(0.2)) a += ' selected';
  if (rng.chance(0.1)) a += ' disabled';
  if (rng.chance(0.1)) a += ` label=${attrValue(rng)}`;
  // The end tag is optional in HTML: leave it off now and then.
  return `<option${a}${extraAttrs(c)}>${textOf(rng)}${rng.chance(0.7) ? '</option>' : ''}`;
}

/** One leaf: an interactive element, text, a comment or a piece of malformed markup. */
function leaf(c: Case): string {
  const rng = c.rng;
  const r = rng.float();
  if (r < 0.2) return textOf(rng);
  if (r < 0.3) {
    const href = rng.chance(0.8)
      ? ` href=${attrValue(rng, rng.pick(['#', '/x', 'javascript:void 0', hostile(rng)]))}`
      : '';
    return `<a${href}${extraAttrs(c)}>${textOf(rng)}</a>`;
  }
  if (r < 0.4) {
    const type = rng.chance(0.4) ? ` type=${attrValue(rng, rng.pick(['submit', 'button', 'reset', 'x']))}` : '';
    const dis = rng.chance(0.1) ? ' disabled' : '';
    const pressed = rng.chance(0.1) ? ` aria-pressed=${attrValue(rng, rng.pick(['true', 'false', 'mixed']))}` : '';
    return `<button${type}${dis}${pressed}${extraAttrs(c)}>${textOf(rng)}</button>`;
  }
  if (r < 0.52) {
    let a = ` type=${attrValue(rng, rng.pick(INPUT_TYPES))}`;
    if (rng.chance(0.4)) a += ` value=${attrValue(rng)}`;
    if (rng.chance(0.3)) a += ` placeholder=${attrValue(rng)}`;
    if (rng.chance(0.2)) a += ' checked';
    if (rng.chance(0.1)) a += ' disabled';
    if (rng.chance(0.1)) a += ' readonly';
    if (rng.chance(0.1)) a += ' required';
    if (rng.chance(0.1)) a += ` name=${attrValue(rng)}`;
    if (rng.chance(0.05)) a += ` alt=${attrValue(rng)}`;
    if (rng.chance(0.05)) a += ` list=${attrValue(rng, c.id())}`;
    return `<input${a}${extraAttrs(c)}${rng.chance(0.2) ? ' /' : ''}>`;
  }
  if (r < 0.58) {
    let body = '';
    const n = rng.int(0, 6);
    for (let i = 0; i < n; i++) {
      if (rng.chance(0.2)) {
        const label = rng.chance(0.8) ? ` label=${attrValue(rng)}` : '';
        body += `<optgroup${label}${rng.chance(0.2) ? ' disabled' : ''}>${option(c)}${option(c)}</optgroup>`;
      } else if (rng.chance(0.05)) {
        body += rng.pick(['<hr>', '<button>in select</button>', textOf(rng), '<div>div</div>']);
      } else body += option(c);
    }
    const multi = rng.chance(0.2) ? ' multiple' : '';
    const size = rng.chance(0.1) ? ` size=${attrValue(rng, rng.pick(['3', '0', '-1', 'x']))}` : '';
    return `<select${multi}${size}${extraAttrs(c)}>${body}${rng.chance(0.9) ? '</select>' : ''}`;
  }
  if (r < 0.62) {
    const ph = rng.chance(0.3) ? ` placeholder=${attrValue(rng)}` : '';
    // Raw hostile content on purpose: "</textarea>" inside it ends the element early.
    return `<textarea${ph}${extraAttrs(c)}>${rng.chance(0.5) ? hostile(rng) : textOf(rng)}</textarea>`;
  }
  if (r < 0.68) {
    const tag = rng.pick(['div', 'span', 'li', 'x-item', 'td', 'svg']);
    const role = rng.chance(0.8) ? ` role=${attrValue(rng, rng.pick(ROLES))}` : '';
    return `<${tag}${role}${extraAttrs(c)}>${textOf(rng)}</${tag}>`;
  }
  if (r < 0.71) {
    const ce = ` contenteditable${rng.chance(0.6) ? '' : '=' + attrValue(rng, rng.pick(['true', 'plaintext-only', 'false', 'x']))}`;
    return `<div${ce}${extraAttrs(c)}>${textOf(rng)}</div>`;
  }
  if (r < 0.74) {
    const tabindex = rng.pick(['0', '-1', '1', 'x', '']);
    return `<span tabindex=${attrValue(rng, tabindex)}${extraAttrs(c)}>${textOf(rng)}</span>`;
  }
  if (r < 0.79) {
    const forAttr = rng.chance(0.7) ? ` for=${attrValue(rng, c.id())}` : '';
    const inner = rng.chance(0.4) ? `<input type=${rng.pick(['checkbox', 'text', 'radio'])}${extraAttrs(c)}>` : '';
    return `<label${forAttr}${extraAttrs(c)}>${textOf(rng)}${inner}</label>`;
  }
  if (r < 0.82) {
    const open = rng.chance(0.5) ? ' open' : '';
    return `<details${open}${extraAttrs(c)}><summary${extraAttrs(c)}>${textOf(rng)}</summary><button>${textOf(rng)}</button>${textOf(rng)}</details>`;
  }
  if (r < 0.84) return `<img alt=${attrValue(rng)}${extraAttrs(c)}>`;
  if (r < 0.86) return `<!--${hostile(rng).replace(/--/g, '')}-->`;
  if (r < 0.88)
    return rng.pick([
      '</div>',
      '</button>',
      '</p>',
      '</a>',
      '</select>',
      '</html>',
      '</body>',
      '</td>',
      '</li>',
      '</x-widget>',
      '</br>',
      '</>',
      '</ div>',
    ]);
  if (r < 0.9) {
    // Misnested: each closes in the wrong order.
    const a = rng.pick(['a', 'b', 'button', 'p', 'label', 'form', 'td']);
    const b = rng.pick(['div', 'i', 'a', 'button', 'select', 'table', 'p']);
    return `<${a}${extraAttrs(c)}>${textOf(rng)}<${b}${extraAttrs(c)}>${textOf(rng)}</${a}>${textOf(rng)}</${b}>`;
  }
  if (r < 0.92) {
    return rng.pick<() => string>([
      () => `<![CDATA[${hostile(rng)}]]>`,
      () => `<!${textOf(rng)}>`,
      () => `<?php ${textOf(rng)} ?>`,
      () => '<!-->',
      () => '<!--->',
      () => `<!-- a -- b --!>`,
      () => `<!DOCTYPE ${textOf(rng)}>`,
      () => `<button class="unterminated>${textOf(rng)}</button>`,
      () => `<a href=x"y'z>${textOf(rng)}</a>`,
      () => `<input value='a"b' =oops "" / >`,
      () => '<div <div>',
      () => '<button/x=1>x</button>',
      () => `<${rng.pick(['x[7]', 'a<b', 'x"y', 'ñ', 'a:b', '1x', 'button-', 'x.y'])} tabindex=0>${textOf(rng)}</x>`,
      () => '< button>not a tag</button>',
      () => '<button\n\ttype=button\n>multi\nline</button>',
      () => `<a href="#"${' title=x'.repeat(rng.int(1, 40))}>many</a>`,
    ])();
  }
  if (r < 0.94) {
    const tag = rng.pick(['script', 'style', 'template', 'noscript', 'title', 'xmp', 'noembed', 'noframes']);
    const body =
      tag === 'style'
        ? rng.pick(['button{display:none}', '*{visibility:hidden}', 'a{opacity:0}', '}}{{', hostile(rng)])
        : `<button>${textOf(rng)}</button>${hostile(rng)}`;
    const type = tag === 'script' ? ' type="text/plain"' : ''; // never code: happy-dom may run scripts
    return `<${tag}${type}>${body}</${tag}>`;
  }
  if (r < 0.96) {
    return rng.pick<() => string>([
      () =>
        `<svg${extraAttrs(c)}><a href="#">${textOf(rng)}</a><text>${textOf(rng)}</text><foreignObject><button>${textOf(rng)}</button></foreignObject></svg>`,
      () => `<math><mi>${textOf(rng)}</mi><mtext><a href="#">m</a></mtext></math>`,
      () => `<table>${textOf(rng)}<button>foster</button><tr><td><a href="#">${textOf(rng)}</a></td></tr></table>`,
      () => `<form><form><input name=inner></form><button>${textOf(rng)}</button></form>`,
      () => `<a href="#1"><a href="#2">${textOf(rng)}</a></a>`,
      () => `<button><button>${textOf(rng)}</button></button>`,
      () => `<p><div><button>${textOf(rng)}</button></div></p>`,
      () => `<ul><li>${textOf(rng)}<li><a href="#">${textOf(rng)}</a></ul>`,
      () => `<dialog open><button>${textOf(rng)}</button></dialog>`,
      () => `<dialog><button>${textOf(rng)}</button></dialog>`,
      () => `<fieldset disabled><legend>${textOf(rng)}</legend><input><button>b</button></fieldset>`,
      () => `<h${rng.int(1, 6)}${extraAttrs(c)}>${textOf(rng)}</h${rng.int(1, 6)}>`,
      () => `<output>${textOf(rng)}</output><progress value=1></progress><meter value=1></meter>`,
      () => `<area href="#"><map><area href="#" alt=${attrValue(rng)}></map>`,
      () => `<video controls></video><audio controls></audio>`,
      () => `<object>${textOf(rng)}</object><embed>`,
      () => `<br><wbr><hr>${textOf(rng)}`,
    ])();
  }
  return `<${rng.pick(['x-widget', 'my-button', 'div', 'span'])} tabindex=0${extraAttrs(c)}>${textOf(rng)}</x-widget>`;
}

/** A chain of `depth` nested elements built by string repetition, with a few elements at the bottom. */
function deepChain(c: Case, depth: number): string {
  const rng = c.rng;
  const parts: string[] = [];
  const closes: string[] = [];
  // A short repeating pattern keeps the string cheap to build while varying the tags.
  const pattern: string[] = [];
  const plen = rng.int(1, 4);
  for (let i = 0; i < plen; i++) pattern.push(rng.pick(DEEP_TAGS));
  const hideAt = rng.chance(0.3) ? rng.int(0, depth - 1) : -1;
  for (let i = 0; i < depth; i++) {
    const tag = pattern[i % plen]!;
    // Nesting li in li or p in p is auto-closed by the parser (no depth): fine, still hostile.
    parts.push(i === hideAt ? `<${tag} style="${rng.pick(HIDING)}">` : `<${tag}>`);
    if (rng.chance(0.002)) parts.push(leaf(c));
    closes.push(`</${tag}>`);
  }
  const n = rng.int(1, 4);
  for (let i = 0; i < n; i++) parts.push(leaf(c));
  const closeMode = rng.int(0, 2);
  if (closeMode === 0) parts.push(closes.reverse().join(''));
  else if (closeMode === 1) parts.push(closes.slice(0, rng.int(0, depth)).join('')); // wrong order, partial
  // closeMode 2: left open, the parser closes them at EOF.
  return parts.join('');
}

export function generateHtml(seed: number, options: GenerateOptions = {}): GeneratedCase {
  const maxDepth = options.maxDepth ?? 4000;
  const rng = new Rng(seed);
  const c = new Case(rng);
  const out: string[] = [];
  const stack: string[] = [];
  let deep = false;

  // Document prologue: sometimes a full document with hostile head parts, sometimes a bare fragment.
  const full = rng.chance(0.5);
  if (full) {
    if (rng.chance(0.8)) out.push('<!doctype html>');
    out.push(`<html${rng.chance(0.1) ? ' lang="[7]"' : ''}><head>`);
    if (rng.chance(0.5)) out.push(`<title>${textOf(rng)}</title>`);
    if (rng.chance(0.2))
      out.push(`<style>${rng.pick(['button{display:none}', 'body{opacity:0}', '*{}', '@@'])}</style>`);
    if (rng.chance(0.1)) out.push(`<meta charset=${attrValue(rng)}>`);
    out.push(rng.chance(0.9) ? '</head>' : '');
    out.push(`<body${extraAttrs(c)}>`);
  }

  const steps = rng.chance(0.03) ? rng.int(100, 400) : rng.int(1, 45);
  // About one case in 70 gets a deep chain: enough to hit depth bugs every run, few enough to stay fast.
  const deepAt = maxDepth > 0 && rng.chance(0.015) ? rng.int(0, steps - 1) : -1;
  for (let s = 0; s < steps; s++) {
    if (s === deepAt) {
      deep = true;
      out.push(deepChain(c, rng.int(Math.min(200, maxDepth), maxDepth)));
      continue;
    }
    const r = rng.float();
    if (r < 0.25 && stack.length < 60) {
      const tag = rng.pick(CONTAINERS);
      const open = tag === 'a' ? ` href=${attrValue(rng, '#')}` : tag === 'details' && rng.chance(0.5) ? ' open' : '';
      out.push(`<${tag}${open}${extraAttrs(c)}>`);
      stack.push(tag);
    } else if (r < 0.4 && stack.length > 0) {
      const tag = stack.pop()!;
      const q = rng.float();
      if (q < 0.85) out.push(`</${tag}>`);
      else if (q < 0.93) out.push(`</${rng.pick(CONTAINERS)}>`); // stray or misnested end tag
      // else: left unclosed
    } else out.push(leaf(c));
  }
  // Close some of what is still open, in order or not at all.
  while (stack.length > 0) {
    const tag = stack.pop()!;
    if (rng.chance(0.7)) out.push(`</${tag}>`);
  }
  // Rare endings that swallow the rest of the document: an unterminated comment or <plaintext>.
  const end = rng.float();
  if (end < 0.03) out.push(`<!-- ${textOf(rng)} <button>swallowed</button>`);
  else if (end < 0.05) out.push(`<plaintext>${hostile(rng)}<button>plain</button>`);
  else if (end < 0.07) out.push(`<textarea>${hostile(rng)}<button>unterminated</button>`);
  else if (end < 0.09) out.push(`<button ${hostile(rng).replace(/>/g, '')}`); // EOF inside a tag
  if (full && rng.chance(0.7)) out.push('</body></html>');
  if (full && rng.chance(0.05)) out.push(`<button>after html</button>${textOf(rng)}`);
  return { seed, html: out.join(''), deep };
}
