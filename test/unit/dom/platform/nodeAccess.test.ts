// The walk answers an element's attribute reads from one list of its attribute names while the
// element is in scope (nodeAccess.ts attrScope). In scope, every read must answer what the engine
// answers (HTML lower-casing, foreign elements, names set through setAttributeNS, our own writes),
// and an absent attribute must cost no call of its own.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  attrScope,
  bindWindow,
  getAttribute,
  getAttributeNames,
  hasAttribute,
  hasAttributes,
  removeAttribute,
  setAttribute,
} from '../../../../src/dom/platform/dom';

const calls = { get: 0, has: 0 };

beforeAll(() => {
  // Count the engine's own calls: bindWindow captures these wrappers as the pristine methods.
  const proto = window.Element.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  const get = proto.getAttribute!;
  const has = proto.hasAttribute!;
  proto.getAttribute = function (this: Element, ...a: unknown[]) {
    calls.get++;
    return get.apply(this, a);
  };
  proto.hasAttribute = function (this: Element, ...a: unknown[]) {
    calls.has++;
    return has.apply(this, a);
  };
  bindWindow(window as never);
});
afterEach(() => attrScope(null));

const NAMES = [
  'id',
  'role',
  'aria-label',
  'ARIA-LABEL',
  'Aria-Label',
  'foo',
  'Foo',
  'viewbox',
  'viewBox',
  'data-x',
  'title',
];

function elements(): Element[] {
  document.body.textContent = '';
  const plain = document.createElement('div');
  const html = document.createElement('button');
  html.setAttribute('ID', 'b1');
  html.setAttribute('aria-label', 'Save');
  html.setAttribute('title', '');
  const ns = document.createElement('span');
  ns.setAttributeNS(null, 'Foo', 'upper');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 1 1');
  svg.setAttribute('role', 'img');
  document.body.append(plain, html, ns, svg);
  return [plain, html, ns, svg];
}

function reads(el: Element): unknown[] {
  const out: unknown[] = [hasAttributes(el), [...getAttributeNames(el)]];
  for (const n of NAMES) out.push(n, getAttribute(el, n), hasAttribute(el, n));
  return out;
}

describe('attrScope', () => {
  it('answers every read in scope as the engine does out of scope', () => {
    for (const el of elements()) {
      const engine = reads(el);
      attrScope(el);
      expect(reads(el)).toEqual(engine);
      attrScope(null);
    }
  });

  it('sees its own writes while in scope', () => {
    const [plain, html] = elements();
    attrScope(plain!);
    expect(getAttribute(plain, 'aria-hidden')).toBe(null);
    setAttribute(plain, 'aria-hidden', 'true');
    expect(getAttribute(plain, 'aria-hidden')).toBe('true');
    expect(hasAttributes(plain)).toBe(true);
    attrScope(html!);
    removeAttribute(html, 'aria-label');
    expect(hasAttribute(html, 'aria-label')).toBe(false);
    expect(getAttribute(html, 'id')).toBe('b1');
  });

  it('answers only for the element in scope', () => {
    const [plain, html] = elements();
    attrScope(plain!);
    expect(getAttribute(html, 'aria-label')).toBe('Save');
    expect(hasAttribute(html, 'title')).toBe(true);
  });

  it('reads no absent attribute of the element in scope', () => {
    const [plain, html] = elements();
    calls.get = calls.has = 0;
    attrScope(plain!);
    for (const n of ['role', 'aria-label', 'aria-labelledby', 'tabindex', 'inert']) {
      getAttribute(plain, n);
      hasAttribute(plain, n);
    }
    attrScope(html!);
    for (const n of ['role', 'aria-labelledby', 'aria-describedby', 'tabindex', 'inert']) {
      getAttribute(html, n);
      hasAttribute(html, n);
    }
    expect(calls).toEqual({ get: 0, has: 0 });
    expect(getAttribute(html, 'aria-label')).toBe('Save');
    expect(calls.get).toBe(1);
  });
});
