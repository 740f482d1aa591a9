// Structural locators (xpath, css) are memoised per element and built from their parent's: this
// checks them against the definition, computed naively for each element on its own (one walk to the
// root per element, no sharing), on seeded random trees with duplicate, unstable and hostile ids,
// chains past the depth cap, foreign tags and a shadow root, for several orders of the items (a
// memoised path must not depend on which element was located first).
import { describe, expect, it } from 'vitest';
import { locatorJob, stableId, type LocatorItem } from '../../../../src/dom/locators/buildLocators';
import { cssEscape, jsString, xpathString } from '../../../../src/core/locators/escape';
import { bindWindow } from '../../../../src/dom/platform/dom';
import type { ElementRecord } from '../../../../src/core/model/types';
import { Rng } from '../../../fuzz/generateHtml';

const IDS = ['a', 'a', 'b', ':r1:', 'ember7', 'x12345', "it's", 'q"t', 'b\'o"th', 'back\\s', '9n', '-', 'sp ace', 'é'];
// `svg:` makes an element of the SVG namespace (as the parser does inside <svg>), where an XPath name
// test finds nothing in an HTML document; the others are HTML elements, `svg` and `a` among them.
const TAGS = [
  'div',
  'span',
  'p',
  'section',
  'svg',
  'g',
  'my-el',
  'x_y',
  'button',
  'a',
  'svg:svg',
  'svg:a',
  'svg:circle',
  'svg:textPath',
];
const SVG_NS = 'http://www.w3.org/2000/svg';

function make(doc: Document, tag: string): Element {
  return tag.startsWith('svg:') ? doc.createElementNS(SVG_NS, tag.slice(4)) : doc.createElement(tag);
}

function build(rng: Rng, doc: Document): Element[] {
  const all: Element[] = [];
  const stack: Element[] = [doc.body];
  const n = rng.int(50, 400);
  for (let i = 0; i < n; i++) {
    const parent = stack[stack.length - 1]!;
    const el = make(doc, rng.pick(TAGS));
    if (rng.chance(0.15)) el.setAttribute('id', rng.pick(IDS));
    parent.appendChild(el);
    all.push(el);
    const r = rng.float();
    if (r < 0.3) stack.push(el);
    else if (r < 0.4 && stack.length > 1) stack.pop();
  }
  // A chain past the 64-level cap, with an id somewhere along it now and then.
  let cur: Element = doc.body;
  const deep = rng.int(0, 90);
  for (let i = 0; i < deep; i++) {
    const el = doc.createElement(rng.pick(['div', 'span']));
    if (rng.chance(0.02)) el.setAttribute('id', rng.pick(IDS));
    cur.appendChild(el);
    all.push(el);
    cur = el;
  }
  return all;
}

// The definition, element by element (this is what every element's walk computed before memoising).
function anchorOk(el: Element, root: Node & ParentNode): boolean {
  const id = el.getAttribute('id');
  return (
    !!id &&
    !id.includes('\u0000') &&
    stableId(id) &&
    [...root.querySelectorAll('[id]')].filter((e) => e.getAttribute('id') === id).length === 1
  );
}
function nth(el: Element): number {
  let k = 1;
  for (let s = el.previousElementSibling; s; s = s.previousElementSibling)
    if (s.localName === el.localName && s.namespaceURI === el.namespaceURI) k++;
  return k;
}
function naive(el: Element, root: Node & ParentNode): { xpath?: string; css?: string } {
  let depth = 0;
  for (let cur: Node | null = el; cur && cur.nodeType === 1 && depth <= 64; depth++) {
    if (depth > 0 && (cur as Element).getAttribute('id')) break;
    cur = cur.parentNode;
  }
  if (depth > 64) return {};
  const xs: string[] = [];
  let xprefix = '/';
  for (let cur: Element | null = el; cur; cur = cur.parentElement) {
    if (cur !== el && anchorOk(cur, root)) {
      xprefix = `//*[@id=${xpathString(cur.getAttribute('id')!)}]/`;
      break;
    }
    const t = cur.localName;
    const html = cur.namespaceURI === 'http://www.w3.org/1999/xhtml';
    xs.unshift(`${html && /^[a-z][a-z0-9]*$/.test(t) ? t : `*[local-name()=${xpathString(t)}]`}[${nth(cur)}]`);
  }
  const cs: string[] = [];
  let cprefix = '';
  for (let cur: Element | null = el; cur; cur = cur.parentElement) {
    if (anchorOk(cur, root)) {
      cprefix = '#' + cssEscape(cur.getAttribute('id')!);
      if (cur !== el) cprefix += ' > ';
      break;
    }
    cs.unshift(cur.parentNode?.nodeType === 9 ? ':root' : `${cssEscape(cur.localName)}:nth-of-type(${nth(cur)})`);
  }
  return {
    xpath: root.nodeType === 11 ? undefined : xprefix + xs.join('/'),
    css: cprefix + cs.join(' > '),
  };
}

function record(i: number): ElementRecord {
  return {
    frame: '',
    role: '',
    name: '',
    text: '',
    elementId: 'e' + i,
    attributes: {},
    locators: [],
  } as unknown as ElementRecord;
}

describe('structural locators', () => {
  it('equal the per-element definition, in any item order', () => {
    bindWindow(window as unknown as Window);
    for (let seed = 1; seed <= 25; seed++) {
      document.body.innerHTML = '';
      const rng = new Rng(seed);
      const els = build(rng, document);
      const host = document.createElement('div');
      document.body.appendChild(host);
      const sr = host.attachShadow({ mode: 'open' });
      const shadowEls: Element[] = [];
      const wrap = document.createElement('div');
      wrap.setAttribute('id', 'a');
      sr.appendChild(wrap);
      for (let i = 0; i < 5; i++) {
        const b = document.createElement(i % 2 ? 'button' : 'span');
        wrap.appendChild(b);
        shadowEls.push(b);
      }
      const expected = new Map<Element, { xpath?: string; css?: string }>();
      for (const el of els) expected.set(el, naive(el, document));
      for (const el of shadowEls) expected.set(el, naive(el, sr));
      const targets = [...els, ...shadowEls];
      const orders = [targets, [...targets].reverse(), [...targets].sort(() => rng.float() - 0.5)];
      for (const order of orders) {
        const items: LocatorItem[] = order.map((el, i) => ({ record: record(i), element: el }));
        expect(locatorJob(items, { markAttribute: false }).step(Infinity)).toBe(true);
        for (const it of items) {
          const want = expected.get(it.element)!;
          const xp = it.record.locators.find((l) => l.kind === 'xpath');
          const css = it.record.locators.find((l) => l.kind === 'css');
          expect(xp?.value, `seed ${seed}`).toBe(want.xpath);
          expect(css?.value, `seed ${seed}`).toBe(want.css);
          if (xp) expect(xp.playwright).toBe(`page.locator(${jsString('xpath=' + xp.value)})`);
          if (css)
            expect(css.playwright).toBe(
              `page.locator(${jsString(css.value)})${it.element.getRootNode() === sr ? ' /* inside a shadow root */' : ''}`,
            );
        }
      }
    }
  });
});
