// dispose() forgets everything: after an instance has used every feature and
// been disposed, it behaves like a fresh one. Two ways to come back after dispose:
//  - the same instance again: an ESM import or an extension content script keeps its module, so the
//    module's state is what a second "injection" meets;
//  - a re-injected IIFE after `delete window.pagemark`: a new closure, which must not pick up
//    anything the first one left on the page (marks, expandos, symbols, hooks).
// Each time, the snapshot, the history, the last snapshot, the hook status and the numbering must
// equal those of a fresh instance on the same page. (dispose-corpus.spec.ts checks the other half:
// that the page is left as it was.)
import { test, expect, bundleSource } from './harness/fixtures';
import { maskKeys } from '../lib/mask';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

type R = Record<string, any>;
const MASKED = new Set(['timestamp', 'durationMs', 'timings', 'instance', 'elapsedMs']);

const mask = (v: unknown): unknown => maskKeys(v, MASKED);

/** What a fresh instance answers; compared after dispose. Runs in the page. */
function freshState(): R {
  const pm = (window as any).pagemark;
  (document.activeElement as HTMLElement | null)?.blur?.();
  window.scrollTo(0, 0);
  const before = {
    history: pm.getHistory(),
    last: pm.protocol.lastSnapshot(),
    lastAction: pm.protocol.getLastAction(),
  };
  const snap = JSON.parse(pm.protocol.snapshotJson({ include: 'all' }));
  const text = pm.render(pm.protocol.lastSnapshot(), 'text');
  return {
    ...before,
    hooks: pm.protocol.hookStatus(),
    snap,
    text,
    reserved: pm.protocol.reserveIndexes(3),
    marks: document.querySelectorAll('[data-element-id]').length,
    overlays: document.querySelectorAll('[data-pagemark-overlay], pagemark-overlay').length,
  };
}

/** Every feature once, so that every piece of state is filled. Runs in the page. */
async function useEverything(): Promise<R> {
  const pm = (window as any).pagemark;
  pm.protocol.installHooks();
  // A closed shadow root the hook remembers; removed at the end, so only state could tell.
  const host = document.createElement('div');
  document.body.append(host);
  host.attachShadow({ mode: 'closed' }).append(document.createElement('button'));
  const s = pm.snapshot({ include: 'all', highlight: true });
  // A change between two snapshots: the tracker's dirty set, baselines and caches all fill.
  const extra = document.createElement('button');
  extra.textContent = 'Added';
  document.body.append(extra);
  pm.snapshot({ include: 'all' });
  await pm.snapshotAsync({ include: 'all' });
  for (const f of ['text', 'html', 'json', 'axtree']) pm.render(s, f);
  pm.observe({ shapes: ['browsergym', 'miniwob', 'harness', 'extension'] });
  const button = s.elements.find((e: R) => e.tag === 'button' && e.isVisible);
  const input = s.elements.find((e: R) => e.tag === 'input' && e.isVisible && !e.states.disabled);
  pm.act({ action: 'getText', target: button.index });
  pm.act({ action: 'hover', target: button.index }); // the pointer's last hovered element
  pm.act({ action: 'click', target: 424242 }); // a failure, so getLastActionError is filled too
  if (input) pm.act({ action: 'scrollIntoView', target: input.index });
  pm.highlight(pm.snapshot({ include: 'all' }));
  pm.protocol.reserveIndexes(50);
  pm.protocol.frameSlot?.(0);
  host.remove();
  extra.remove();
  return { history: pm.getHistory().length, hooks: pm.protocol.hookStatus() };
}

test('dispose forgets every piece of state: the same instance and a re-injected one start fresh', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const fresh = await drv.call(freshState);
  await drv.call(() => (window as any).pagemark.dispose());
  // The fresh reading itself took a snapshot: start again from a page with no state at all.
  const used = (await drv.call(useEverything)) as R;
  expect(used.history, 'the actions were recorded').toBeGreaterThan(0);

  const restored = await drv.call(() => {
    const native = (f: unknown) => /\[native code\]/.test(Function.prototype.toString.call(f));
    (window as any).pagemark.dispose();
    return {
      attachShadow: native(Element.prototype.attachShadow),
      addEventListener: native(EventTarget.prototype.addEventListener),
      marks: document.querySelectorAll('[data-element-id]').length,
      hooks: (window as any).pagemark.protocol.hookStatus(),
    };
  });
  expect(restored, 'dispose restored the hooked methods and removed the marks').toEqual({
    attachShadow: true,
    addEventListener: true,
    marks: 0,
    hooks: { installed: false, early: false },
  });
  const sameInstance = await drv.call(freshState);
  expect(mask(sameInstance)).toEqual(mask(fresh));

  await drv.call(useEverything);
  await drv.call(() => {
    (window as any).pagemark.dispose();
    delete (window as any).pagemark;
  });
  await drv.inject(bundleSource());
  const reinjected = await drv.call(freshState);
  expect(mask(reinjected)).toEqual(mask(fresh));
});

test('dispose forgets the cross-origin frame slots (they held the page iframes)', async ({ drv }) => {
  await drv.open('test/fixtures/host/host.html');
  await drv.call(async (src: string) => {
    const f = document.getElementById('reg-visible-cross') as HTMLIFrameElement;
    await new Promise((resolve) => {
      f.addEventListener('load', resolve, { once: true });
      f.src = src;
    });
  }, drv.crossUrl('test/fixtures/host/host-frame.html'));
  const slot = () =>
    drv.call(() => {
      const pm = (window as any).pagemark;
      pm.snapshot();
      const before = pm.protocol.frameSlot(document.getElementById('reg-visible-cross'));
      pm.dispose();
      return { before, after: pm.protocol.frameSlot(document.getElementById('reg-visible-cross')) };
    });
  const { before, after } = (await slot()) as R;
  expect(before, 'the cross-origin frame has a slot').not.toBeNull();
  expect(after, 'no slot survives dispose').toBeNull();
});

test('an action still settling when dispose() runs writes nothing into the disposed instance', async ({ drv }) => {
  await drv.open('test/fixtures/registry/basic.html');
  const after = await drv.call(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    const button = s.elements.find((e: R) => e.tag === 'button' && e.isVisible);
    // The settle wait keeps the action running past the dispose below.
    const pending = pm.act({ action: 'getText', target: button.index, settleMs: 300 });
    pm.dispose();
    const r = await pending;
    return {
      ok: r.ok,
      snapshot: 'snapshot' in r,
      history: pm.getHistory(),
      last: pm.protocol.lastSnapshot(),
      lastAction: pm.protocol.getLastAction(),
      marks: document.querySelectorAll('[data-element-id]').length,
    };
  });
  expect(after).toEqual({ ok: true, snapshot: false, history: [], last: null, lastAction: '', marks: 0 });
});
