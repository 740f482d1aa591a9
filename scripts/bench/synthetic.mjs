// Deterministic synthetic pages for the benchmark (scripts/bench.mjs). No Math.random: one fixed LCG
// seed, so the same `n` always gives the same bytes. The mix is what agents meet on real pages: a
// sticky header with navigation and search, article text, forms with every control type, data tables
// with controls on each row, card grids of cursor:pointer divs (no role, no href), deep wrapper
// nesting, hidden subtrees of every kind, ARIA widgets (tabs, menu, combobox, dialog, tree, role=
// controls), open shadow hosts (declarative, nested, and script-attached) and same-origin iframes
// with forms (srcdoc, and pages served by the bench server at /synthetic-frame/<i>).
//
// Every block kind appears at least once, in a fixed showcase at the top of the page; then blocks
// are drawn by weight until the page holds about `n` elements (counted from the markup: the page
// itself is checked against a TreeWalker count by the bench).

const STYLE = [
  'body{font:14px/1.4 sans-serif;margin:0}',
  'header.top{position:sticky;top:0;background:#fff;border-bottom:1px solid #ccc;z-index:1;padding:4px}',
  'main{padding:8px}',
  '.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:4px}',
  '.card{cursor:pointer;padding:4px;border:1px solid #ccc}',
  '.thumb{width:48px;height:32px;background:#ddd}',
  '.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}',
  'form label{display:inline-block;margin:2px 6px 2px 0}',
  'table{border-collapse:collapse;margin:4px 0}td,th{border:1px solid #ddd;padding:2px}',
  '[role=tab],[role=menuitem],[role=option],[role=treeitem]{cursor:pointer}',
  'iframe{border:1px solid #999;display:block;margin:4px 0}',
].join('');

/** Open tags in a piece of markup, i.e. the elements it creates (declarative shadow <template>s are not kept as elements). */
export function countElements(html) {
  return (html.match(/<[a-zA-Z]/g) || []).length - (html.match(/<template\b/g) || []).length;
}

const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A same-origin frame's document: a sign-in form. Served at /synthetic-frame/<i> and used as srcdoc. */
export function frameDocument(i) {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frame ' +
    i +
    '</title><style>body{font:13px sans-serif;margin:4px}label{display:block}</style></head><body>' +
    `<form action="/login"><label>User <input name="user" autocomplete="username"></label>` +
    `<label>Password <input type="password" name="pw"></label>` +
    `<label><input type="checkbox" name="remember"> Remember me</label>` +
    `<label>Language <select name="lang"><option>English</option><option>French</option></select></label>` +
    `<button type="submit">Sign in ${i}</button></form><a href="/help/${i}">Help</a></body></html>`
  );
}

// Shadow roots attached by script (x-widget): label + input + button each.
const X_WIDGET_ELEMENTS = 3;
const X_WIDGET_SCRIPT =
  "<script>customElements.define('x-widget', class extends HTMLElement { connectedCallback() { if (this.shadowRoot) return; const r = this.attachShadow({ mode: 'open' }); const l = document.createElement('label'); l.textContent = 'Quantity '; const q = document.createElement('input'); q.type = 'number'; q.value = '1'; l.appendChild(q); const b = document.createElement('button'); b.textContent = this.getAttribute('label') || 'Shadow'; r.append(l, b); } });</script>";

const BLOCKS = {
  article: (i, rnd) => {
    const items = 2 + Math.floor(rnd() * 4);
    let li = '';
    for (let k = 0; k < items; k++)
      li += k % 2 ? `<li>Point ${k} of story ${i}</li>` : `<li><a href="/story/${i}#${k}">Related ${i}.${k}</a></li>`;
    return (
      `<article><h2>Story ${i}</h2><p>Lead paragraph ${i} with <a href="/story/${i}">an inline link</a>, ` +
      `some <strong>bold</strong> and <em>emphasised</em> words for the reader.</p>` +
      `<p>Second paragraph with more plain text describing item ${i} at some length, as news pages do.</p>` +
      `<ul>${li}</ul></article>`
    );
  },
  form: (i) =>
    `<form action="/submit/${i}" class="f"><fieldset><legend>Form ${i}</legend>` +
    `<label>Name <input type="text" name="name" placeholder="Full name"></label>` +
    `<label>Email <input type="email" name="email" required></label>` +
    `<label>Password <input type="password" name="pw" autocomplete="new-password"></label>` +
    `<label>Quantity <input type="number" name="qty" min="0" max="99" value="1"></label>` +
    `<label>Date <input type="date" name="date"></label>` +
    `<label><input type="checkbox" name="agree" checked> I agree</label>` +
    `<fieldset><legend>Plan</legend><label><input type="radio" name="plan${i}" value="basic" checked> Basic</label>` +
    `<label><input type="radio" name="plan${i}" value="pro"> Pro</label></fieldset>` +
    `<label>Volume <input type="range" name="vol" min="0" max="10" value="5"></label>` +
    `<label>Attachment <input type="file" name="file"></label>` +
    `<label>Colour <input type="color" name="colour" value="#3366cc"></label>` +
    `<label>Country <select name="country"><option>France</option><option>Germany</option><option selected>Czechia</option></select></label>` +
    `<label>Comment <textarea name="comment" rows="2"></textarea></label>` +
    `<input type="text" name="locked" value="read only" disabled aria-label="Locked ${i}">` +
    `<button type="submit">Submit ${i}</button> <button type="reset">Reset</button></fieldset></form>`,
  search: (i) =>
    `<form role="search" action="/search"><input type="search" name="q" aria-label="Search ${i}" placeholder="Search"><button>Go</button></form>`,
  table: (i, rnd) => {
    const rows = 3 + Math.floor(rnd() * 8);
    let body = '';
    for (let r = 0; r < rows; r++)
      body +=
        `<tr><td><input type="checkbox" aria-label="Select ${i}.${r}"></td><td><a href="/item/${i}-${r}">Item ${i}.${r}</a></td>` +
        `<td><select aria-label="Status ${i}.${r}"><option>Open</option><option>Shipped</option><option>Closed</option></select></td>` +
        `<td><input type="number" value="${r + 1}" aria-label="Quantity ${i}.${r}" size="3"></td>` +
        `<td><button>Edit</button> <button>Delete</button></td></tr>`;
    return (
      `<table><caption>Orders ${i}</caption><thead><tr><th><input type="checkbox" aria-label="Select all ${i}"></th>` +
      `<th>Item</th><th>Status</th><th>Qty</th><th>Actions</th></tr></thead><tbody>${body}</tbody></table>`
    );
  },
  cards: (i, rnd) => {
    const n = 3 + Math.floor(rnd() * 7);
    let cards = '';
    for (let c = 0; c < n; c++)
      cards +=
        `<div class="card" data-sku="${i}-${c}"><div class="thumb"></div><h3>Card ${i}.${c}</h3>` +
        `<p>Short description of product ${c}.</p><span class="price">$${10 + c}.99</span></div>`;
    return `<div class="grid">${cards}</div>`;
  },
  deep: (i, rnd) => {
    const depth = 8 + Math.floor(rnd() * 17);
    return (
      '<div class="w">'.repeat(depth) +
      `<span>Deep ${i} <b>wrapper</b> text <a href="/deep/${i}">link</a></span>` +
      '</div>'.repeat(depth)
    );
  },
  hidden: (i) =>
    '<section class="hid">' +
    `<div style="display:none"><button>Hidden ${i}</button><a href="/h/${i}">Hidden link</a></div>` +
    `<div style="visibility:hidden"><button>Invisible ${i}</button><input aria-label="Invisible input ${i}"></div>` +
    `<div hidden><button>Hidden attribute ${i}</button></div>` +
    `<div aria-hidden="true"><a href="/ah/${i}">Aria-hidden link ${i}</a><button>Aria-hidden</button></div>` +
    `<div style="opacity:0"><button>Transparent ${i}</button></div>` +
    `<div style="width:0;height:0;overflow:hidden"><button>Zero-size box ${i}</button></div>` +
    `<button style="width:0;height:0;padding:0;border:0;overflow:hidden">Zero-size ${i}</button>` +
    `<div style="position:absolute;left:-10000px"><a href="/off/${i}">Off-screen ${i}</a></div>` +
    `<div class="sr-only"><button>Clipped ${i}</button></div>` +
    `<div style="height:18px;overflow:hidden"><p>Visible line ${i}</p><button>Overflow-clipped ${i}</button></div>` +
    `<details><summary>More ${i}</summary><a href="/more/${i}">Collapsed link</a></details>` +
    '</section>',
  'aria-tabs': (i) =>
    `<div class="tabs"><div role="tablist" aria-label="Tabs ${i}">` +
    `<button role="tab" id="t${i}a" aria-selected="true" aria-controls="p${i}a">Overview</button>` +
    `<button role="tab" id="t${i}b" aria-selected="false" aria-controls="p${i}b" tabindex="-1">Specs</button>` +
    `<div role="tab" id="t${i}c" aria-selected="false" tabindex="-1">Reviews</div></div>` +
    `<div role="tabpanel" id="p${i}a" aria-labelledby="t${i}a"><p>Overview panel ${i}.</p></div>` +
    `<div role="tabpanel" id="p${i}b" aria-labelledby="t${i}b" hidden><p>Specs panel ${i}.</p></div></div>`,
  'aria-menu': (i) =>
    `<div class="menu"><button aria-haspopup="menu" aria-expanded="true" aria-controls="m${i}">Actions ${i}</button>` +
    `<ul role="menu" id="m${i}" aria-label="Actions ${i}"><li role="menuitem" tabindex="-1">Edit</li>` +
    `<li role="menuitemcheckbox" aria-checked="true" tabindex="-1">Pin</li><li role="separator"></li>` +
    `<li role="menuitemradio" aria-checked="false" tabindex="-1">Archive</li>` +
    `<li role="menuitem" aria-disabled="true" tabindex="-1">Delete</li></ul></div>`,
  'aria-combobox': (i) =>
    `<div class="combo"><label for="cb${i}">City ${i}</label><input id="cb${i}" role="combobox" aria-expanded="true" ` +
    `aria-controls="lb${i}" aria-autocomplete="list" value="Pr"><ul role="listbox" id="lb${i}">` +
    `<li role="option" aria-selected="true">Prague</li><li role="option" aria-selected="false">Pretoria</li>` +
    `<li role="option" aria-selected="false">Providence</li></ul></div>`,
  'aria-dialog': (i) =>
    `<div role="dialog" aria-modal="false" aria-labelledby="d${i}" style="border:1px solid #888;padding:4px">` +
    `<h2 id="d${i}">Confirm ${i}</h2><p>Discard the changes to item ${i}?</p>` +
    `<button>Discard</button> <button autofocus>Cancel</button>` +
    `<button aria-label="Close dialog ${i}">&times;</button></div>`,
  'aria-tree': (i) =>
    `<ul role="tree" aria-label="Files ${i}"><li role="treeitem" aria-expanded="true" tabindex="0">src ${i}` +
    `<ul role="group"><li role="treeitem" tabindex="-1">index.ts</li><li role="treeitem" tabindex="-1">util.ts</li></ul></li>` +
    `<li role="treeitem" aria-expanded="false" tabindex="-1">test<ul role="group" hidden>` +
    `<li role="treeitem" tabindex="-1">a.spec.ts</li></ul></li></ul>`,
  'aria-controls': (i) =>
    `<div class="controls"><div role="button" tabindex="0">ARIA button ${i}</div>` +
    `<span role="checkbox" aria-checked="false" tabindex="0">Notify ${i}</span>` +
    `<div role="switch" aria-checked="true" tabindex="0">Dark mode</div>` +
    `<span role="link" tabindex="0">Pseudo link ${i}</span>` +
    `<div role="slider" aria-valuemin="0" aria-valuemax="100" aria-valuenow="40" aria-label="Level ${i}" tabindex="0"></div></div>`,
  'shadow-declarative': (i) =>
    `<product-tile><template shadowrootmode="open"><style>:host{display:block;border:1px solid #ddd;margin:2px}</style>` +
    `<div class="tile"><h4><slot name="title">Untitled</slot></h4><button>Add to cart</button><a href="/p/${i}">Details</a>` +
    `<inner-badge><template shadowrootmode="open"><span role="status">In stock</span>` +
    `<button aria-label="Favourite ${i}">&#9734;</button></template></inner-badge></div></template>` +
    `<span slot="title">Tile ${i}</span></product-tile>`,
  'shadow-script': (i) => `<div class="widget"><x-widget label="Buy ${i}"></x-widget></div>`,
  'iframe-srcdoc': (i) =>
    `<iframe title="Sign in ${i}" width="420" height="170" srcdoc="${attr(frameDocument(i))}"></iframe>`,
  'iframe-served': (i) => `<iframe title="Sign in ${i}" width="420" height="170" src="/synthetic-frame/${i}"></iframe>`,
};

/** Extra elements a block gets from script, or from a served frame, which the markup does not show. */
function extraElements(kind, i) {
  if (kind === 'shadow-script') return X_WIDGET_ELEMENTS;
  if (kind === 'iframe-served') return countElements(frameDocument(i));
  return 0;
}

// Drawn blocks, by weight. The ARIA and shadow kinds rotate within their share; iframes are not drawn
// but placed every FRAME_EVERY elements, so their count grows with the page and stays modest.
const WEIGHTS = [
  ['article', 0.2],
  ['form', 0.1],
  ['search', 0.05],
  ['table', 0.09],
  ['cards', 0.14],
  ['deep', 0.1],
  ['hidden', 0.08],
  ['aria', 0.14],
  ['shadow', 0.1],
];
const ARIA = ['aria-tabs', 'aria-menu', 'aria-combobox', 'aria-dialog', 'aria-tree', 'aria-controls'];
const SHADOW = ['shadow-declarative', 'shadow-script'];
const FRAME_EVERY = 2500;

/**
 * `{ html, expected, mix }` for a page of about `n` elements: `expected` is the element count the
 * markup (and scripts, and served frames) should produce, `mix` the elements per block kind.
 */
export function syntheticPage(n) {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const mix = {};
  const parts = [];
  let count = 0;
  const put = (kind, html, extra = 0) => {
    const c = countElements(html) + extra;
    parts.push(html);
    count += c;
    mix[kind] = (mix[kind] ?? 0) + c;
  };
  put(
    'page',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>synthetic ${n}</title><style>${STYLE}</style></head><body>`,
  );
  let links = '';
  for (let k = 0; k < 10; k++) links += `<a href="/n${k}">Nav ${k}</a> `;
  put(
    'nav',
    `<header class="top"><nav aria-label="Main">${links}<button aria-expanded="false" aria-controls="mm">Menu</button></nav>` +
      `<form role="search" action="/search"><input type="search" name="q" aria-label="Search site"><button>Search</button></form></header>` +
      `<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/c">Category</a></li><li aria-current="page">Page</li></ol></nav>`,
  );
  parts.push('<main>');
  count++;
  let footer = '<footer><nav aria-label="Footer">';
  for (let k = 0; k < 8; k++) footer += `<a href="/f${k}">Footer ${k}</a> `;
  footer += '</nav><p>Synthetic page for the pagemark benchmark.</p></footer>';
  const footerCount = countElements(footer) + 1; // + the x-widget script element
  let i = 0;
  const block = (kind) => {
    put(kind.replace(/-.*/, ''), BLOCKS[kind](i, rnd), extraElements(kind, i));
    i++;
  };
  // Showcase: every kind once, so even the 1k page has all of them.
  for (const kind of Object.keys(BLOCKS)) block(kind);
  let nextFrame = FRAME_EVERY;
  let aria = 0;
  let shadow = 0;
  let frames = 0;
  while (count + footerCount < n) {
    if (count >= nextFrame) {
      block(frames++ % 2 ? 'iframe-served' : 'iframe-srcdoc');
      nextFrame += FRAME_EVERY;
      continue;
    }
    let k = rnd();
    let kind = WEIGHTS[WEIGHTS.length - 1][0];
    for (const [name, w] of WEIGHTS) {
      if (k < w) {
        kind = name;
        break;
      }
      k -= w;
    }
    if (kind === 'aria') kind = ARIA[aria++ % ARIA.length];
    else if (kind === 'shadow') kind = SHADOW[shadow++ % SHADOW.length];
    block(kind);
  }
  parts.push('</main>');
  put('nav', footer);
  put('page', X_WIDGET_SCRIPT);
  parts.push('</body></html>');
  return { html: parts.join('\n'), expected: count, mix };
}
