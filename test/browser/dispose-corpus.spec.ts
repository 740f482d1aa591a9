// dispose() leaves the page as it was, on every fixture under test/fixtures/ and a rotating sample of
// the saved real pages of ../shared/corpus/pages in Chromium, and a rotating sample of both in Firefox
// and of the fixtures in WebKitGTK: harness/sample.ts. On each page: serialise the DOM (the doctype,
// the document, open shadow roots and same-origin frames), then snapshot with highlight,
// render every format, observe, act (noop), replace the core instance by the panel build, open the
// panel, press Mark, highlight, dispose() and `delete window.pagemark`. Afterwards the serialisation
// is identical, no listener, observer, timer or animation frame of pagemark's is left, and the
// window has exactly the properties it had.
//
// How pagemark's leftovers are counted: a tracer installed before pagemark loads wraps
// addEventListener/removeEventListener, MutationObserver/ResizeObserver/IntersectionObserver
// observe/unobserve/disconnect, setTimeout/clearTimeout, setInterval/clearInterval and
// requestAnimationFrame/cancelAnimationFrame, and keeps what is active. The counts after dispose must
// equal the counts before pagemark loaded. Where stacks carry the bundle's sourceURL (Chromium,
// Firefox), each leftover is also named with pagemark's own frames. The tracer is an init script on
// Chromium and Firefox; WebKitWebDriver has no init scripts, so there it is injected right before the
// bundle, which is what matters: pagemark is injected after the page loaded on every engine.
// The wrappers pass for native functions (Function.prototype.toString answers for them, and passes
// pagemark's checks of itself: src/builtins/freshRealm.ts), so pagemark captures them the way it captures
// the real ones.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, ROOT, bundleSource } from './harness/fixtures';
import { CORPUS, corpusPages, openCorpusPage } from './harness/corpus';
import { fixtureSampledOut, largeSampledOut, sampledOut } from './harness/sample';

// One page per worker for all of this file's tests (harness/fixtures.ts, reusePage): each test loads its
// page anew. The tracer's init script stays on the page for the file's next tests, which install it
// anyway (it does nothing when it is there).
test.use({ reusePage: true });

type R = Record<string, any>;
const dist = (f: string) => fs.readFileSync(path.join(process.env.PAGEMARK_DIST ?? path.join(ROOT, 'dist'), f), 'utf8');
const MARK = 'pagemark-under-test';
const withSourceUrl = (src: string, name: string) => `${src}\n//# sourceURL=${MARK}-${name}.js`;

function listFixtures(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...listFixtures(rel));
    else if (e.name.endsWith('.html')) out.push(rel);
  }
  return out.sort();
}
const fixtures = listFixtures('test/fixtures');
/**
 * Pages of 3,000 to 100,000 elements (hostile/size-*, the session CLI's 3,000-link page): dispose's
 * bookkeeping on them is the same as on any page, and one costs up to a minute in Firefox; they run in
 * Chromium, one in three per commit (harness/sample.ts, LARGE_EVERY), and hostile-size.spec.ts loads
 * the size pages in every engine.
 */
const isLarge = (f: string) => /\/hostile\/size-|\/sessioncli\/links\.html$/.test(f);
const large = fixtures.filter(isLarge);
// Pages that are only meaningful with their query (the strict CSP header).
const QUERY: Record<string, string> = {
  'test/fixtures/delivery/csp.html': 'csp=strict',
  'test/fixtures/hostile/csp-actions.html': 'csp=strict',
};

/** The tracer (runs in the page; stringified, so it must be self-contained). */
function tracer(mark: string) {
  const w = window as any;
  if (w.__pmTrace) return;
  const FP = Function.prototype;
  const callToString = FP.call.bind(FP.toString) as (f: unknown) => string;
  const names = new WeakMap<object, string>();
  const disguise = <T extends object>(fn: T, name: string): T => {
    names.set(fn, name);
    return fn;
  };
  // A method, like the engine's own: a `function` would have a `prototype`, which gives it away
  // (pagemark would then take the built-ins from a fresh realm and never reach the wrappers).
  const toString = disguise(
    {
      toString(this: unknown) {
        const n = typeof this === 'function' ? names.get(this) : undefined;
        return n !== undefined ? `function ${n}() { [native code] }` : callToString(this);
      },
    }.toString,
    'toString',
  );
  Object.defineProperty(FP, 'toString', { value: toString, writable: true, configurable: true, enumerable: false });
  const origin = () => {
    const lines = String(new Error().stack ?? '').split('\n');
    const pm = lines.filter((l) => l.includes(mark)).map((l) => l.trim());
    return { pm: pm.length > 0, where: pm.slice(0, 3).join(' | ') };
  };
  type Item = { kind: string; pm: boolean; where: string; ms?: number };
  const listeners: { target: any; type: string; fn: unknown; capture: boolean; pm: boolean; where: string }[] = [];
  const timeouts = new Map<unknown, Item>();
  const intervals = new Map<unknown, Item>();
  const frames = new Map<unknown, Item>();
  const mutationObservers = new Map<object, Item>();
  const otherObservers = new Map<object, Item & { targets: Set<unknown> }>();
  const captureOf = (o: unknown) => (typeof o === 'boolean' ? o : !!(o && (o as R).capture));

  const ET = EventTarget.prototype as any;
  const add = ET.addEventListener;
  const remove = ET.removeEventListener;
  const find = (t: unknown, type: string, fn: unknown, c: boolean) =>
    listeners.findIndex((l) => l.target === t && l.type === type && l.fn === fn && l.capture === c);
  ET.addEventListener = disguise(function addEventListener(this: unknown, type: string, fn: unknown, o?: unknown) {
    const c = captureOf(o);
    if (fn && find(this, String(type), fn, c) < 0) {
      const or = origin();
      listeners.push({ target: this, type: String(type), fn, capture: c, pm: or.pm, where: or.where });
    }
    return add.call(this, type, fn, o);
  }, 'addEventListener');
  ET.removeEventListener = disguise(function removeEventListener(
    this: unknown,
    type: string,
    fn: unknown,
    o?: unknown,
  ) {
    const i = find(this, String(type), fn, captureOf(o));
    if (i >= 0) listeners.splice(i, 1);
    return remove.call(this, type, fn, o);
  }, 'removeEventListener');

  const setT = w.setTimeout;
  const clearT = w.clearTimeout;
  const setI = w.setInterval;
  const clearI = w.clearInterval;
  w.setTimeout = disguise(function setTimeout(cb: unknown, ms?: number, ...rest: unknown[]) {
    const or = origin();
    // eslint-disable-next-line prefer-const
    let id: unknown;
    const run =
      typeof cb === 'function'
        ? function (this: unknown, ...a: unknown[]) {
            timeouts.delete(id);
            return (cb as (...x: unknown[]) => unknown).apply(this, a);
          }
        : cb;
    id = setT.call(w, run, ms, ...rest);
    timeouts.set(id, { kind: 'setTimeout', pm: or.pm, where: or.where, ms: Number(ms) || 0 });
    return id;
  }, 'setTimeout');
  w.setInterval = disguise(function setInterval(cb: unknown, ms?: number, ...rest: unknown[]) {
    const or = origin();
    const id = setI.call(w, cb, ms, ...rest);
    intervals.set(id, { kind: 'setInterval', pm: or.pm, where: or.where, ms: Number(ms) || 0 });
    return id;
  }, 'setInterval');
  // Timeout and interval ids share one pool: either clear function clears either.
  w.clearTimeout = disguise(function clearTimeout(id: unknown) {
    timeouts.delete(id);
    intervals.delete(id);
    return clearT.call(w, id);
  }, 'clearTimeout');
  w.clearInterval = disguise(function clearInterval(id: unknown) {
    timeouts.delete(id);
    intervals.delete(id);
    return clearI.call(w, id);
  }, 'clearInterval');
  const raf = w.requestAnimationFrame;
  const caf = w.cancelAnimationFrame;
  if (raf) {
    w.requestAnimationFrame = disguise(function requestAnimationFrame(cb: (t: number) => void) {
      const or = origin();
      const id: unknown = raf.call(w, (t: number) => {
        frames.delete(id);
        return cb(t);
      });
      frames.set(id, { kind: 'requestAnimationFrame', pm: or.pm, where: or.where });
      return id;
    }, 'requestAnimationFrame');
    w.cancelAnimationFrame = disguise(function cancelAnimationFrame(id: unknown) {
      frames.delete(id);
      return caf.call(w, id);
    }, 'cancelAnimationFrame');
  }
  const MOP = w.MutationObserver?.prototype;
  if (MOP) {
    const observe = MOP.observe;
    const disconnect = MOP.disconnect;
    MOP.observe = disguise(function observe_(this: object, ...a: unknown[]) {
      if (!mutationObservers.has(this)) {
        const or = origin();
        mutationObservers.set(this, { kind: 'MutationObserver', pm: or.pm, where: or.where });
      }
      return observe.apply(this, a);
    }, 'observe');
    MOP.disconnect = disguise(function disconnect_(this: object) {
      mutationObservers.delete(this);
      return disconnect.call(this);
    }, 'disconnect');
  }
  for (const name of ['ResizeObserver', 'IntersectionObserver']) {
    const P = w[name]?.prototype;
    if (!P) continue;
    const obs = P.observe;
    const unobs = P.unobserve;
    const disc = P.disconnect;
    P.observe = disguise(function observe(this: object, target: unknown, ...a: unknown[]) {
      let m = otherObservers.get(this);
      if (!m) {
        const or = origin();
        m = { kind: name, pm: or.pm, where: or.where, targets: new Set() };
        otherObservers.set(this, m);
      }
      m.targets.add(target);
      return obs.call(this, target, ...a);
    }, 'observe');
    P.unobserve = disguise(function unobserve(this: object, target: unknown) {
      const m = otherObservers.get(this);
      if (m) {
        m.targets.delete(target);
        if (m.targets.size === 0) otherObservers.delete(this);
      }
      return unobs.call(this, target);
    }, 'unobserve');
    P.disconnect = disguise(function disconnect(this: object) {
      otherObservers.delete(this);
      return disc.call(this);
    }, 'disconnect');
  }
  // A listener on a node that left the page (the closed panel's buttons) is garbage, not a trace.
  const live = (t: any) => !(t instanceof Node) || t === document || t.isConnected;
  const describe = (t: any) =>
    t === w
      ? 'window'
      : t === document
        ? 'document'
        : t instanceof Element
          ? t.localName + (t.id ? '#' + t.id : '')
          : Object.prototype.toString.call(t);
  const report = () => {
    const pagemark: string[] = [];
    let activeListeners = 0;
    for (const l of listeners) {
      if (!live(l.target)) continue;
      activeListeners++;
      if (l.pm) pagemark.push(`listener ${l.type} on ${describe(l.target)} (${l.where})`);
    }
    for (const m of [timeouts, intervals, frames, mutationObservers, otherObservers] as Map<unknown, Item>[])
      m.forEach((v) => {
        if (v.pm) pagemark.push(`${v.kind}${v.ms !== undefined ? ` ${v.ms} ms` : ''} (${v.where})`);
      });
    return {
      counts: {
        listeners: activeListeners,
        timeouts: timeouts.size,
        intervals: intervals.size,
        animationFrames: frames.size,
        mutationObservers: mutationObservers.size,
        otherObservers: otherObservers.size,
      },
      pagemark,
    };
  };
  Object.defineProperty(w, '__pmTrace', { value: { report }, configurable: true, enumerable: false });
}
const TRACER = `(${tracer.toString()})(${JSON.stringify(MARK)});`;

/** The page's state: its serialisation (shadow roots and same-origin frames included), globals, trace. */
function pageState() {
  const ser = (doc: Document, where: string): string => {
    let out = `--- ${where}\n`;
    if (doc.doctype) out += new XMLSerializer().serializeToString(doc.doctype) + '\n';
    out += doc.documentElement ? doc.documentElement.outerHTML : '';
    const visit = (root: Document | ShadowRoot, path: string) => {
      const all = root.querySelectorAll('*');
      for (let i = 0; i < all.length; i++) {
        const el = all[i]!;
        if (el.shadowRoot) {
          out += `\n--- shadow root of ${path} > ${el.localName}:${i}\n${el.shadowRoot.innerHTML}`;
          visit(el.shadowRoot, `${path} > ${el.localName}:${i}`);
        }
        if (el.localName === 'iframe' || el.localName === 'frame') {
          let d: Document | null = null;
          try {
            d = (el as HTMLIFrameElement).contentDocument;
          } catch {}
          if (d) out += '\n' + ser(d, `${path} > ${el.localName}:${i}`);
        }
      }
    };
    visit(doc, where);
    return out;
  };
  const w = window as any;
  return {
    dom: ser(document, 'document'),
    keys: Object.keys(window),
    names: Object.getOwnPropertyNames(window).sort(),
    scroll: [window.scrollX, window.scrollY],
    trace: w.__pmTrace ? w.__pmTrace.report() : null,
  };
}

/** Let the page finish what it does at load (frameworks render, frames paint). */
const settle = (drv: any) =>
  drv.call(
    () =>
      new Promise((r) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(r, document.readyState === 'complete' ? 50 : 500)),
        ),
      ),
  );

/** Everything pagemark can do to a page, then dispose. Returns the state before and after. */
async function useThenDispose(drv: any): Promise<{ before: R; after: R; used: R; deleted: R }> {
  await settle(drv);
  const before = await drv.call(pageState);
  await drv.inject(withSourceUrl(bundleSource(), 'core'));
  const used = await drv.call(async () => {
    const pm = (window as any).pagemark;
    const s = pm.snapshot({ highlight: true });
    const out: string[] = [];
    for (const [f, o] of [
      ['text', {}],
      ['html', {}],
      ['html', { mode: 'full' }],
      ['html', { mode: 'minimal' }],
      ['json', {}],
      ['axtree', {}],
      ['axtree', { flavor: 'harness' }],
    ] as const)
      out.push(pm.render(s, f, o));
    JSON.stringify(pm.observe({ snapshot: s }));
    const noop = await pm.act({ action: 'noop' });
    pm.highlight(s);
    return { elements: s.elements.length, errors: s.errors, chars: out.join('').length, noop: noop.ok };
  });
  // The panel build replaces the core-only instance (disposing it) so the panel works.
  await drv.inject(withSourceUrl(dist('pagemark.panel.iife.min.js'), 'panel'));
  await drv.call(() => (window as any).pagemark.panel.open());
  const panel = await drv.call(() => (window as any).pagemark.panel.state());
  const mark = panel.controls.mark;
  await drv.mouseClick(mark.x + mark.width / 2, mark.y + mark.height / 2);
  await expect.poll(() => drv.call(() => (window as any).pagemark.panel.state()?.marked)).toBe(true);
  await drv.call(() => {
    const pm = (window as any).pagemark;
    pm.highlight(pm.protocol.lastSnapshot(), { label: 'bid' });
    pm.dispose();
  });
  const after = await drv.call(pageState);
  const deleted = await drv.call(() => {
    const ok = delete (window as any).pagemark;
    return {
      ok,
      own: Object.getOwnPropertyDescriptor(window, 'pagemark') !== undefined,
      names: Object.getOwnPropertyNames(window).sort(),
      keys: Object.keys(window),
    };
  });
  return { before, after, used, deleted };
}

function expectNoTrace(r: { before: R; after: R; used: R; deleted: R }, label: string) {
  const { before, after, used, deleted } = r;
  // Soft: a failing element must not hide what dispose left behind.
  expect.soft(used.errors, `${label}: snapshot errors`).toEqual([]);
  expect.soft(used.noop, `${label}: act noop`).toBe(true);
  expect.soft(after.trace.pagemark, `${label}: pagemark's listeners, observers and timers left`).toEqual([]);
  expect.soft(after.trace.counts, `${label}: active listeners, observers and timers`).toEqual(before.trace.counts);
  // Compared as strings would print 2 MB pages: report where they start to differ (looked for only
  // when they do: the serialisation of a size page runs to megabytes).
  let at = 0;
  if (after.dom !== before.dom) while (at < before.dom.length && after.dom[at] === before.dom[at]) at++;
  const diff =
    after.dom === before.dom
      ? ''
      : `first difference at ${at}: before ${JSON.stringify(
          before.dom.slice(Math.max(0, at - 80), at + 120),
        )} after ${JSON.stringify(after.dom.slice(Math.max(0, at - 80), at + 120))}`;
  expect.soft(diff, `${label}: the serialised page is as before`).toBe('');
  expect.soft(after.keys, `${label}: Object.keys(window) after dispose`).toEqual(before.keys);
  expect.soft(after.scroll, `${label}: scroll position`).toEqual(before.scroll);
  expect.soft(deleted.ok && !deleted.own, `${label}: delete window.pagemark`).toBe(true);
  expect.soft(deleted.keys, `${label}: Object.keys(window) after delete`).toEqual(before.keys);
  const added = deleted.names.filter((n: string) => !before.names.includes(n));
  const gone = before.names.filter((n: string) => !deleted.names.includes(n));
  expect.soft({ added, gone }, `${label}: own properties of window after delete`).toEqual({ added: [], gone: [] });
}

async function installTracer(drv: any) {
  if (drv.engine !== 'webkit') await drv.page.addInitScript({ content: TRACER });
}

test.describe('dispose leaves no trace: fixtures', () => {
  test.describe.configure({ mode: 'parallel' }); // one page per test: spread them over the workers
  test.setTimeout(240_000);
  // browserName, not drv: a skipped fixture then costs no browser context (nor a WebDriver session).
  test.beforeEach(({ browserName }, testInfo) => {
    const f = `test/fixtures/${testInfo.title}`;
    const why = isLarge(f)
      ? largeSampledOut(browserName, large.indexOf(f))
      : fixtureSampledOut(browserName, fixtures.indexOf(f));
    test.skip(why !== null, why ?? '');
  });
  for (const f of fixtures) {
    test(f.replace('test/fixtures/', ''), async ({ drv }) => {
      await installTracer(drv);
      await drv.open(f, { inject: false, ...(QUERY[f] ? { query: QUERY[f] } : {}) });
      // WebKitWebDriver has no init scripts: the tracer goes in right before pagemark (see the header).
      if (drv.engine === 'webkit') await drv.inject(TRACER);
      expectNoTrace(await useThenDispose(drv), f);
    });
  }
});

test.describe('dispose leaves no trace: corpus pages', () => {
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(120_000);
  // browserName, not drv: a skipped page then costs no browser context (nor a WebDriver session).
  test.beforeEach(({ browserName }, testInfo) => {
    test.skip(
      browserName === 'webkit',
      'the corpus is served through Playwright request routing, which the WebDriver-driven WebKitGTK lacks; the fixtures cover it',
    );
    test.skip(corpusPages.length === 0, `no corpus at ${CORPUS}`);
    const why = sampledOut(browserName, corpusPages.indexOf(testInfo.title));
    test.skip(why !== null, why ?? '');
  });
  for (const p of corpusPages.length ? corpusPages : ['(none)']) {
    test(p, async ({ drv }) => {
      await openCorpusPage(drv, p, () => installTracer(drv));
      expect(await drv.call(() => typeof (window as any).__pmTrace)).toBe('object');
      expectNoTrace(await useThenDispose(drv), p);
    });
  }
});

test('after dispose and delete window.pagemark, no pagemark property is left on window (symbols included)', async ({
  drv,
}) => {
  await drv.open('test/fixtures/registry/basic.html', { inject: false });
  const before = await drv.call<string[]>(() => Object.getOwnPropertySymbols(window).map(String));
  await drv.inject(bundleSource());
  const after = await drv.call<string[]>(() => {
    const pm = (window as any).pagemark;
    pm.snapshot({ highlight: true });
    pm.dispose();
    delete (window as any).pagemark;
    return Object.getOwnPropertySymbols(window).map(String);
  });
  expect(after.filter((s) => !before.includes(s))).toEqual([]);
});
