// The registry in real browsers, driven by fixtures whose ids spell out the expectation (see the
// comment at the top of test/fixtures/registry/basic.html for the convention).
import { test, expect } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

type Rec = Record<string, any>;

async function snapshotWithIds(drv: any, options: object = {}) {
  return drv.call((o: object) => {
    const s = (window as any).pagemark.snapshot(o);
    const expectations: Rec[] = [];
    for (const el of Array.from(document.querySelectorAll('[id^="reg-"], [id^="noreg-"]'))) {
      const data: Rec = {};
      for (const a of Array.from(el.attributes)) if (a.name.startsWith('data-')) data[a.name] = a.value;
      expectations.push({ id: el.id, data, elementId: el.getAttribute('data-element-id') });
    }
    const coverIds: Rec = {};
    for (const e of s.elements) if (e.attributes.id) coverIds[e.attributes.id] = e.bid;
    return { s, expectations, coverIds };
  }, options);
}

test('fixture convention: registered, visible, covered, off-screen, states, roles and names', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const { s, expectations } = await snapshotWithIds(drv);
  const byId = new Map<string, Rec>();
  for (const e of s.elements) if (e.attributes.id) byId.set(e.attributes.id, e);
  expect(s.errors).toEqual([]);
  for (const x of expectations) {
    const r = byId.get(x.id);
    const where = `#${x.id}`;
    if (x.id.startsWith('noreg-')) {
      expect(r, `${where} must not be registered`).toBeUndefined();
      continue;
    }
    expect(r, `${where} must be registered`).toBeDefined();
    expect(x.elementId, `${where} carries its data-element-id`).toBe(r!.elementId);
    if (x.id.includes('-visible-')) expect(r!.isVisible, `${where} visible`).toBe(true);
    if (x.id.includes('-hidden-')) expect(r!.isVisible, `${where} hidden`).toBe(false);
    if (x.id.includes('-covered-')) {
      expect(r!.isTopElement, `${where} covered`).toBe(false);
      const cover = x.data['data-covered-by'];
      if (cover) expect(r!.obscuredBy, `${where} covered by #${cover}`).toMatch(new RegExp(`^header#${cover}$|^\\d+$`));
    }
    if (x.id.includes('-offscreen-')) {
      expect(r!.inViewport, `${where} off-screen`).toBe(false);
      expect(r!.isTopElement, `${where} occlusion unknown`).toBeNull();
    } else if (x.id.includes('-visible-')) expect(r!.isTopElement, `${where} on top`).toBe(true);
    if (x.data['data-role']) expect(r!.role, `${where} role`).toBe(x.data['data-role']);
    if (x.data['data-name']) expect(r!.name, `${where} name`).toBe(x.data['data-name']);
    for (const k of Object.keys(x.data)) {
      if (!k.startsWith('data-state-')) continue;
      const state = k.slice('data-state-'.length).replace(/-(\w)/g, (_m, c) => c.toUpperCase());
      const want = x.data[k] === 'true' ? true : x.data[k] === 'false' ? false : x.data[k];
      expect(r!.states[state], `${where} state ${state}`).toBe(want);
    }
  }
});

test('stats: the hit tests made, and phase timings that add up to durationMs', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const r = await drv.call<Rec>(() => {
    const pm = (window as any).pagemark;
    const full = pm.snapshot({ incremental: false });
    pm.snapshot();
    // Nothing changed since: the incremental snapshot reuses every hit test.
    const again = pm.snapshot();
    const parts = (t: Rec) => [t.walk, t.text, t.identity, t.occlusion, t.locators, t.marks, t.other];
    return {
      hitTests: full.stats.hitTests,
      covered: full.elements.filter((e: any) => e.isTopElement === false).length,
      tested: full.elements.filter((e: any) => e.isTopElement !== null).length,
      keys: Object.keys(full.stats.timings),
      parts: parts(full.stats.timings),
      duration: full.stats.durationMs,
      againHitTests: again.stats.hitTests,
      againLayout: again.stats.layoutReason ?? null,
      againParts: parts(again.stats.timings),
      againDuration: again.stats.durationMs,
    };
  });
  // A covered record had all five of its sample points tested; a top one needed at most five.
  expect(r.covered).toBeGreaterThan(0);
  expect(r.hitTests).toBeGreaterThanOrEqual(5 * r.covered);
  expect(r.hitTests).toBeLessThanOrEqual(5 * r.tested);
  expect(r.keys).toEqual(['walk', 'text', 'identity', 'occlusion', 'locators', 'marks', 'other']);
  for (const [parts, duration] of [
    [r.parts, r.duration],
    [r.againParts, r.againDuration],
  ] as [number[], number][]) {
    for (const p of parts) expect(p).toBeGreaterThanOrEqual(0);
    // Each part is rounded to 0.01 ms: seven roundings.
    expect(Math.abs(parts.reduce((a, b) => a + b, 0) - duration)).toBeLessThanOrEqual(0.04);
  }
  expect(r.parts[0]).toBeGreaterThan(0);
  expect(r.againLayout).toBeNull();
  expect(r.againHitTests).toBe(0);
});

test('bbox matches getBoundingClientRect, including transforms and fixed elements', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const rows = await drv.call<Rec[]>(() => {
    const s = (window as any).pagemark.snapshot();
    return s.elements.map((e: any) => {
      const el = document.querySelector(`[data-element-id="${e.elementId}"]`)!;
      const r = el.getBoundingClientRect();
      return { id: e.attributes.id, bbox: e.bbox, real: { x: r.x, y: r.y, width: r.width, height: r.height } };
    });
  });
  for (const row of rows) {
    for (const k of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(row.bbox[k] - row.real[k]), `${row.id} ${k}`).toBeLessThan(0.02);
  }
});

test('ids are stable, never reused, and a second snapshot of an unchanged page mutates nothing', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const r = await drv.call<Rec>(() => {
    const pm = (window as any).pagemark;
    const a = pm.snapshot();
    let mutations = 0;
    const mo = new MutationObserver((m) => (mutations += m.length));
    mo.observe(document, { subtree: true, attributes: true, childList: true, characterData: true });
    const b = pm.snapshot();
    mo.disconnect();
    mutations += mo.takeRecords().length;
    const save = document.getElementById('reg-visible-save')!;
    const saveIndex = b.elements.find((e: any) => e.attributes.id === 'reg-visible-save').index;
    save.remove();
    const c = pm.snapshot();
    const n = document.createElement('button');
    n.textContent = 'Brand new';
    document.querySelector('main')!.appendChild(n);
    const d = pm.snapshot();
    const fresh = d.elements.find((e: any) => e.name === 'Brand new');
    return {
      same:
        JSON.stringify(a.elements.map((e: any) => [e.index, e.bid, e.elementId])) ===
        JSON.stringify(b.elements.map((e: any) => [e.index, e.bid, e.elementId])),
      mutations,
      diffB: b.diff,
      removed: c.diff.removed,
      saveIndex,
      freshIndex: fresh.index,
      maxBefore: Math.max(...a.elements.map((e: any) => e.index)),
      freshIsNew: fresh.isNew,
      oldIsNew: d.elements.filter((e: any) => e.isNew).length,
    };
  });
  expect(r.same).toBe(true);
  expect(r.mutations).toBe(0);
  expect(r.diffB).toEqual({ added: [], removed: [], changed: [] });
  expect(r.removed).toEqual([r.saveIndex]);
  expect(r.freshIndex).toBeGreaterThan(r.maxBefore);
  expect(r.freshIsNew).toBe(true);
  expect(r.oldIsNew).toBe(1);
});

test('a node replaced by an equivalent one inherits its id; ambiguous replacements do not', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const r = await drv.call<Rec>(() => {
    const pm = (window as any).pagemark;
    const before = pm.snapshot();
    const idOf = (s: any, pred: (e: any) => boolean) => s.elements.filter(pred).map((e: any) => e.index);
    // Unique: the Save button re-rendered (same tag, role, name, parent).
    const save = document.getElementById('reg-visible-save')!;
    const clone = document.createElement('button');
    clone.textContent = 'Save';
    save.replaceWith(clone);
    // Ambiguous: both "Add to cart" twins replaced.
    for (const id of ['reg-visible-twin-1', 'reg-visible-twin-2']) {
      const t = document.getElementById(id)!;
      const c = document.createElement('button');
      c.textContent = 'Add to cart';
      t.replaceWith(c);
    }
    const after = pm.snapshot();
    return {
      saveBefore: idOf(before, (e: any) => e.name === 'Save'),
      saveAfter: idOf(after, (e: any) => e.name === 'Save'),
      twinsBefore: idOf(before, (e: any) => e.name === 'Add to cart'),
      twinsAfter: idOf(after, (e: any) => e.name === 'Add to cart'),
      mark: clone.getAttribute('data-element-id'),
    };
  });
  expect(r.saveAfter).toEqual(r.saveBefore);
  expect(r.mark).toBe(`pm-${r.saveBefore[0]}`);
  expect(r.twinsAfter.some((i: number) => r.twinsBefore.includes(i))).toBe(false);
});

test('viewportExpansion 0, 500 and -1', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const counts = await drv.call<Rec>(() => {
    const pm = (window as any).pagemark;
    const has = (s: any) => s.elements.some((e: any) => e.attributes.id === 'reg-visible-offscreen-far');
    const far = (s: any) => s.elements.find((e: any) => e.attributes.id === 'reg-visible-offscreen-far');
    // Put the link's top 250px below the viewport: outside expansion 0, inside expansion 500.
    const link = document.getElementById('reg-visible-offscreen-far')!;
    const farP = document.querySelector('.far') as HTMLElement;
    const top = link.getBoundingClientRect().top;
    farP.style.marginTop = `${parseFloat(getComputedStyle(farP).marginTop) - (top - (innerHeight + 250))}px`;
    const zero = pm.snapshot({ viewportExpansion: 0 });
    const five = pm.snapshot({ viewportExpansion: 500 });
    const all = pm.snapshot({ viewportExpansion: -1 });
    return { zero: has(zero), five: has(five), fiveTop: far(five)?.isTopElement, all: has(all) };
  });
  expect(counts).toEqual({ zero: false, five: true, fiveTop: null, all: true });
});

// Blink itself crashes laying out ~2,500+ nested block boxes (a renderer stack overflow, independent
// of pagemark), so the 10,000 levels here are display:contents wrappers: a 10,000-deep DOM that the
// browser can render. Plain 10,000-deep block nesting is covered in the unit tier (no layout there).
test('10,000-deep nesting: no stack overflow, and the snapshot serialises', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const r = await drv.call<Rec>(() => {
    let parent: Element = document.body;
    for (let i = 0; i < 10000; i++) {
      const d = document.createElement('div');
      d.style.display = 'contents';
      parent.appendChild(d);
      parent = d;
    }
    const b = document.createElement('button');
    b.textContent = 'Deep button';
    parent.appendChild(b);
    const s = (window as any).pagemark.snapshot();
    const json = JSON.stringify(s);
    return {
      errors: s.errors.length,
      deep: s.elements.some((e: any) => e.name === 'Deep button'),
      bytes: json.length,
      // All page text: WebKitGTK gives the button under 10,000 display:contents levels no box, so it is
      // not listed there and its words are page text, below the fold in this fixture.
      text: (window as any).pagemark.render(s, 'text', { content: 'all' }).includes('Deep button'),
    };
  });
  expect(r.errors).toBe(0);
  expect(r.deep).toBe(true);
  expect(r.text).toBe(true);
  expect(r.bytes).toBeGreaterThan(1000);
});

test('maxElements and deadlineMs give a truncated snapshot with a reason', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const r = await drv.call<Rec>(() => {
    const pm = (window as any).pagemark;
    const a = pm.snapshot({ maxElements: 3 });
    return { n: a.elements.length, truncated: a.truncated, reason: a.truncatedReason };
  });
  expect(r).toEqual({ n: 3, truncated: true, reason: 'maxElements (3) reached' });
});

test('markAttribute: false writes nothing to the page', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const r = await drv.call<Rec>(() => {
    const before = document.documentElement.outerHTML;
    const s = (window as any).pagemark.snapshot({ markAttribute: false });
    return {
      same: document.documentElement.outerHTML === before,
      n: s.elements.length,
      loc: s.elements[0].locators[0].kind,
    };
  });
  expect(r.same).toBe(true);
  expect(r.n).toBeGreaterThan(10);
  expect(r.loc).not.toBe('elementId');
});

test('every locator marked unique matches exactly its element, in documents, frames and shadow roots', async ({
  drv,
}) => {
  for (const fixture of ['test/fixtures/registry/basic.html', 'examples/demo/index.html']) {
    await drv.open(fixture);
    await drv.call(() => new Promise((r) => setTimeout(r, 300)));
    const bad = await drv.call<string[]>(() => {
      const pm = (window as any).pagemark;
      const s = pm.snapshot();
      const out: string[] = [];
      const frameDoc = (frame: string): Document | null => {
        if (frame === '') return document;
        const f = s.frames.find((x: any) => x.id === frame);
        const host = f && pm.protocol.elementByIndex(f.hostIndex);
        return host ? host.contentDocument : null;
      };
      for (const e of s.elements) {
        const el = pm.protocol.elementByIndex(e.index) as Element;
        const root = el.getRootNode() as Document | ShadowRoot;
        const doc = frameDoc(e.frame);
        for (const l of e.locators) {
          if (!l.unique) continue;
          let found: Element[] = [];
          if (l.kind === 'xpath') {
            const r = doc!.evaluate(l.value, doc!, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
            for (let i = 0; i < r.snapshotLength; i++) found.push(r.snapshotItem(i) as Element);
          } else if (l.kind === 'elementId' || l.kind === 'testId' || l.kind === 'id' || l.kind === 'css') {
            found = Array.from(root.querySelectorAll(l.value));
          } else continue;
          if (found.length !== 1 || found[0] !== el) out.push(`${e.bid} ${l.kind} ${l.value} -> ${found.length}`);
        }
      }
      return out;
    });
    expect(bad, fixture).toEqual([]);
  }
});

test("include 'interactive+content' adds headings, paragraphs and list items as content records", async ({ drv }) => {
  await drv.open('examples/demo/index.html');
  const r = await drv.call<any>(() => {
    const pm = (window as any).pagemark;
    const a = pm.snapshot();
    const b = pm.snapshot({ include: 'interactive+content' });
    const h1 = b.elements.find((e: any) => e.tag === 'h1');
    return {
      more: b.elements.length > a.elements.length,
      h1: h1 && { kind: h1.kind, role: h1.role, name: h1.name, level: h1.states.level, interactive: h1.isInteractive },
      sameInteractive: a.elements
        .map((e: any) => e.index)
        .every((i: number) => b.elements.some((e: any) => e.index === i)),
    };
  });
  expect(r.more).toBe(true);
  expect(r.h1).toEqual({
    kind: 'content',
    role: 'heading',
    name: 'Gear for every trail',
    level: 1,
    interactive: false,
  });
  expect(r.sameInteractive).toBe(true);
});
