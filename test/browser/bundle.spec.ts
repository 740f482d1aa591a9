// The delivered bundle itself: one global, one instance however often it is injected, the ESM build
// importable from a page, and the banner.
import { test, expect, bundleSource } from './harness/fixtures';

// One page per worker for this file's tests (harness/fixtures.ts, reusePage): they only load fixtures
// and call into them; none moves the mouse, adds an init script or leaves a route behind.
test.use({ reusePage: true });

test('injecting the IIFE twice keeps a single instance', async ({ drv }) => {
  await drv.open('test/fixtures/bundle/plain.html');
  const first = await drv.call(() => {
    const pm = (window as any).pagemark;
    (window as any).__first = pm;
    return { type: typeof pm, keys: Object.keys(pm).includes('snapshot'), n: pm.snapshot().elements.length };
  });
  expect(first).toEqual({ type: 'object', keys: true, n: 2 });
  await drv.inject(bundleSource());
  const second = await drv.call(() => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot();
    return {
      same: pm === (window as any).__first,
      indexes: s.elements.map((e: any) => e.index),
      isNew: s.elements.map((e: any) => e.isNew),
    };
  });
  // Same object, same counters: the second injection did not reset ids.
  expect(second).toEqual({ same: true, indexes: [1, 2], isNew: [false, false] });
});

test('the global is the product surface plus protocol, both frozen (docs/api.md)', async ({ drv }) => {
  await drv.open('test/fixtures/bundle/plain.html');
  const g = await drv.call(() => {
    const pm = (window as any).pagemark;
    return {
      keys: Object.keys(pm).sort(),
      frozen: Object.isFrozen(pm) && Object.isFrozen(pm.protocol),
      wire: typeof pm.protocol.snapshotWire(),
    };
  });
  expect(g).toEqual({
    keys: [
      'UsageError',
      'act',
      'clearHighlights',
      'dispose',
      'getHistory',
      'highlight',
      'observe',
      'protocol',
      'render',
      'snapshot',
      'snapshotAsync',
      'version',
    ],
    frozen: true,
    wire: 'string',
  });
});

test('a page element with id="pagemark" does not shadow the global', async ({ drv }) => {
  await drv.open('test/fixtures/bundle/plain.html', { inject: false });
  await drv.call(() => {
    const d = document.createElement('div');
    d.id = 'pagemark';
    document.body.appendChild(d);
  });
  await drv.inject(bundleSource());
  expect(await drv.call(() => typeof (window as any).pagemark.snapshot)).toBe('function');
});

test('the ESM build works from <script type="module">', async ({ drv }) => {
  await drv.open('test/fixtures/bundle/esm.html', { inject: false });
  await drv.call(
    () =>
      new Promise<void>((resolve) => {
        const t = setInterval(() => {
          if ((window as any).__esm) {
            clearInterval(t);
            resolve();
          }
        }, 20);
      }),
  );
  const esm = await drv.call<any>(() => (window as any).__esm);
  expect(esm.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(esm.count).toBe(1);
  expect(esm.first).toBe('From ESM');
});
