// Re-finding a target whose node is gone (src/dom/locators/resolveRecord.ts through resolveTarget): a
// unique locator match is accepted only when it is still the element the record describes (tag, role,
// accessible name, test id, id), and an element left in a document its frame navigated away from is
// not live. The same races run in real browsers in test/browser/races.spec.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from '../../../../src/dom/snapshot/snapshot';
import { elementByIndex, isLive, resetRegistry } from '../../../../src/dom/identity/registry';
import { resolveTarget } from '../../../../src/dom/actions/resolveTarget';
import { resolveRecord, sameIdentity } from '../../../../src/dom/locators/resolveRecord';
import { actionPoint, checkActionPoint } from '../../../../src/dom/actions/actionability';
import { bindWindow } from '../../../../src/dom/platform/dom';
import type { ElementRecord, Snapshot } from '../../../../src/core/model/types';

function page(html: string): Snapshot {
  document.body.innerHTML = html; // test setup, not page code
  bindWindow(window as unknown as globalThis.Window);
  return snapshot();
}

const q = (sel: string) => document.querySelector(sel)!;

/** The record of the element `sel` selects (before the page changes it). */
function recordOf(s: Snapshot, sel: string): ElementRecord {
  const el = q(sel);
  const rec = s.elements.find((r) => elementByIndex(r.index) === el);
  if (!rec) throw new Error(`${sel} not registered`);
  return rec;
}

function resolved(index: number) {
  const r = resolveTarget(index);
  return r.ok
    ? { ok: true, by: r.value.resolvedBy, text: r.value.element.textContent, id: r.value.element.id }
    : { ok: false, code: r.error.code };
}

beforeEach(() => resetRegistry());

describe('a removed target is not replaced by what now sits in its place', () => {
  it('the next sibling (same tag, the positional locators now point at it) is refused: STALE_ELEMENT', () => {
    // No ids on the buttons: only role+name and the positional css path from #box could find them.
    const s = page('<section id="box"><button class="a">Delete Alpha</button><button>Delete Beta</button></section>');
    const rec = recordOf(s, '.a');
    expect(rec.locators.find((l) => l.kind === 'css')?.value).toBe('#box > button:nth-of-type(1)');
    q('.a').remove();
    expect(document.querySelectorAll('#box > button:nth-of-type(1)')[0]!.textContent).toBe('Delete Beta');
    expect(resolved(rec.index)).toEqual({ ok: false, code: 'STALE_ELEMENT' });
    expect(resolveRecord(rec, document)).toBeNull();
  });

  it('the same for fields: "Town" is not taken for the removed "City"', () => {
    const s = page('<section><input aria-label="City" class="c"><input aria-label="Town"></section>');
    const rec = recordOf(s, '.c');
    q('.c').remove();
    expect(resolved(rec.index)).toEqual({ ok: false, code: 'STALE_ELEMENT' });
  });

  it('a twin with the same name is refused too: the role+name was not unique when the agent read it', () => {
    const s = page('<ul><li><button class="first">Delete</button></li><li><button>Delete</button></li></ul>');
    const rec = recordOf(s, '.first');
    q('li').remove(); // the first row goes; the second row's "Delete" is now alone and first
    expect(resolved(rec.index)).toEqual({ ok: false, code: 'STALE_ELEMENT' });
  });
});

describe('a re-rendered element (a new node, the same identity) is still found', () => {
  it('by its test id', () => {
    const s = page('<div id="box"><button id="r" data-testid="save-btn">Save</button></div>');
    const rec = recordOf(s, '#r');
    q('#box').innerHTML = '<button id="r" data-testid="save-btn">Save</button>'; // no mark: a new node
    expect(resolved(rec.index)).toMatchObject({ ok: true, by: 'testId', text: 'Save' });
  });

  it('by role and name, with no attribute to go by', () => {
    const s = page('<div id="box"><button>Save draft</button></div><button>Other</button>');
    const rec = recordOf(s, '#box button');
    q('#box').innerHTML = '<button>Save draft</button>';
    expect(resolved(rec.index)).toMatchObject({ ok: true, by: 'role', text: 'Save draft' });
  });

  it('by the mark attribute an identical clone carries', () => {
    const s = page('<div><button id="c">Archive</button></div>');
    const rec = recordOf(s, '#c');
    const t = q('#c');
    t.replaceWith(t.cloneNode(true));
    expect(resolved(rec.index)).toMatchObject({ ok: true, by: 'elementId', text: 'Archive' });
  });
});

describe('a new node that is another element is refused whatever locator finds it', () => {
  it('a clone renamed for another purpose, though it carries the mark attribute', () => {
    const s = page('<div><button id="c">Archive</button></div>');
    const rec = recordOf(s, '#c');
    const t = q('#c');
    const c = t.cloneNode(true) as Element;
    c.textContent = 'Delete everything';
    t.replaceWith(c);
    expect(document.querySelectorAll(`[data-element-id="${rec.elementId}"]`)).toHaveLength(1);
    expect(resolved(rec.index)).toEqual({ ok: false, code: 'STALE_ELEMENT' });
  });

  it('the same name with another test id or id', () => {
    const s = page('<div id="box"><button id="r" data-testid="one">Go</button></div>');
    const rec = recordOf(s, '#r');
    const other = document.createElement('button');
    other.textContent = 'Go';
    other.setAttribute('data-testid', 'two');
    other.id = 'r';
    expect(sameIdentity(rec, other)).toBe(false);
    other.setAttribute('data-testid', 'one');
    other.id = 'elsewhere';
    expect(sameIdentity(rec, other)).toBe(false);
    other.id = 'r';
    expect(sameIdentity(rec, other)).toBe(true);
  });

  it('a generated-looking id is not compared (frameworks hand out a new one on re-render)', () => {
    const s = page('<div id="box"><button id=":r1:">Go</button></div>');
    const rec = recordOf(s, 'button');
    const again = document.createElement('button');
    again.textContent = 'Go';
    again.id = ':r7:';
    expect(sameIdentity(rec, again)).toBe(true);
  });

  it('another role or tag with the same name', () => {
    const s = page('<button id="b">Open</button>');
    const rec = recordOf(s, '#b');
    const link = document.createElement('a');
    link.href = '#';
    link.textContent = 'Open';
    expect(sameIdentity(rec, link)).toBe(false);
    const div = document.createElement('button');
    div.setAttribute('role', 'tab');
    div.textContent = 'Open';
    expect(sameIdentity(rec, div)).toBe(false);
  });
});

describe('an element in a document that is no longer displayed', () => {
  // A document with no browsing context, as an iframe's old document after it navigates:
  // connected to its own document, defaultView null (HTML, Document.defaultView).
  const deadButton = () => {
    const d = document.implementation.createHTMLDocument('gone');
    const b = d.createElement('button');
    b.textContent = 'Frame button';
    d.body.appendChild(b);
    return { d, b };
  };

  it('is not live, though connected', () => {
    bindWindow(window as unknown as globalThis.Window);
    const { d, b } = deadButton();
    expect(d.defaultView).toBeNull();
    expect(b.isConnected).toBe(true);
    expect(isLive(b)).toBe(false);
    const live = document.createElement('button');
    document.body.appendChild(live);
    expect(isLive(live)).toBe(true);
  });

  it('its action point is a typed STALE_ELEMENT, not a throw', () => {
    bindWindow(window as unknown as globalThis.Window);
    const { b } = deadButton();
    const c = checkActionPoint(b);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error.code).toBe('STALE_ELEMENT');
    expect(actionPoint(b)).toBeNull();
  });
});
