// One state per pagemark instance and one dispose that resets all of it
// (src/dom/platform/instanceState.ts). Two halves:
//  - the source: every module-level variable of the page code is given its value by a
//    defineState init (so dispose gives it again), and no module keeps a collection outside one;
//    a new piece of state that dispose would forget fails here, whoever adds it;
//  - the behaviour: an instance that used every feature and was disposed answers like a freshly
//    evaluated one (test/browser/dispose-state.spec.ts does the same in real browsers).
import { describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { maskKeys } from '../lib/mask';

const ROOT = join(__dirname, '../..');

/**
 * Module-level variables that are deliberately not instance state, with why. Anything else at
 * module level that can change is state and must be defineState's.
 */
const NOT_STATE: Record<string, string> = {
  // Captured built-ins and accessors: the instance's view of the platform, rebound by bindWindow().
  'src/dom/platform/dom.ts': '*',
  'src/dom/platform/nodeAccess.ts': '*',
  'src/dom/platform/formAccess.ts': '*',
  'src/dom/platform/observerAccess.ts': '*',
  'src/dom/platform/cssomAccess.ts': '*',
  'src/dom/platform/actAccess.ts': '*',
  // What the last bindWindow found replaced (capture.ts): reported once at load, like freshRealm.ts.
  'src/dom/platform/capture.ts': 'browser replaced lost',
  // The capture of built-ins at load and where they came from (the page's, or a fresh realm's when
  // the page had replaced them): the platform view again, which dispose must not undo.
  'src/builtins/freshRealm.ts': 'toStr made realm builtinsStatus builtinsLostReason builtinsLost',
  // Memos of our own regular expressions and of this task's RegExp.prototype check: no page data.
  'src/builtins/pristine.ts': 'intact clonesOf clonesBySource RP_AT_LOAD RP_KEYS replaced lost',
  // Sequence numbers: they must never repeat within an instance (instanceState.ts says why).
  'src/dom/incremental/elementCache.ts': 'epoch',
  'src/dom/incremental/observers.ts': 'foreignMarks',
  'src/dom/snapshot/incrementalSession.ts': 'generation',
  'src/dom/snapshot/marks.ts': 'writes',
  'src/dom/bridge/bridge.ts': 'nextId',
  // Wiring set once when the bundle loads (entries, enableBridge), not what the instance learned.
  'src/dom/snapshot/bridgeHooks.ts': 'bridgeHooks',
  'src/delivery/panel.ts': 'panelAddons',
  // The registry itself, and its count of disposals (a sequence number: an act() settling across
  // a dispose compares it before writing history or a snapshot).
  'src/dom/platform/instanceState.ts': 'inits teardowns disposals',
  // A live view of the history's state (getters), not state of its own.
  'src/dom/actions/history.ts': 'history',
};

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Page code: everything but node/ (drivers and CLI run in Node, once per process). */
const PAGE_FILES = files(join(ROOT, 'src'))
  .map((p) => relative(ROOT, p).split('\\').join('/'))
  .filter((p) => !p.startsWith('src/node/'));

const MUTABLE_CTOR = /^(Safe)?(Weak)?(Map|Set)$|^Array$/;

/** What holds state at module level in one file, and what its defineState inits assign. */
function scan(
  path: string,
  text: string,
): { lets: string[]; collections: string[]; assigned: Set<string>; inits: number } {
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
  const lets: string[] = [];
  const collections: string[] = [];
  const assigned = new Set<string>();
  let inits = 0;
  const assignmentsIn = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left)) {
      assigned.add(n.left.text);
    }
    ts.forEachChild(n, assignmentsIn);
  };
  const findInits = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'defineState') {
      inits++;
      if (n.arguments[0]) assignmentsIn(n.arguments[0]);
    }
    ts.forEachChild(n, findInits);
  };
  for (const st of sf.statements) {
    findInits(st);
    if (!ts.isVariableStatement(st)) continue;
    const isLet = (st.declarationList.flags & ts.NodeFlags.Let) !== 0;
    for (const d of st.declarationList.declarations) {
      if (!ts.isIdentifier(d.name)) continue;
      const name = d.name.text;
      if (isLet) {
        // A value of its own would be a second copy of the init's, which dispose does not run.
        lets.push(d.initializer ? `${name} (has a value outside the init)` : name);
        continue;
      }
      const init = d.initializer;
      if (!init) continue;
      const lower = name !== name.toUpperCase();
      if (ts.isNewExpression(init) && ts.isIdentifier(init.expression) && MUTABLE_CTOR.test(init.expression.text)) {
        collections.push(name);
      } else if (lower && (ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init))) {
        collections.push(name);
      }
    }
  }
  return { lets, collections, assigned, inits };
}

/** The rules, on one file: what is wrong with it (allowed: names exempt by NOT_STATE). */
function problemsOf(path: string, text: string, allowed = ''): { problems: string[]; inits: number } {
  const ok = new Set(allowed.split(' '));
  const { lets, collections, assigned, inits } = scan(path, text);
  const problems: string[] = [];
  for (const l of lets) {
    if (ok.has(l.split(' ')[0]!)) continue;
    if (l.includes(' ')) problems.push(`${path}: let ${l}`);
    else if (!assigned.has(l)) problems.push(`${path}: let ${l} is not assigned by a defineState init`);
  }
  for (const c of collections) if (!ok.has(c)) problems.push(`${path}: const ${c} holds a collection`);
  return { problems, inits };
}

describe('every piece of instance state is registered with defineState', () => {
  it('no module-level let outside an init, no module-level collection, in all page code', () => {
    expect(PAGE_FILES).toContain('src/dom/incremental/observers.ts');
    const problems: string[] = [];
    let registered = 0;
    for (const path of PAGE_FILES) {
      const allowed = NOT_STATE[path];
      if (allowed === '*') continue;
      const r = problemsOf(path, readFileSync(join(ROOT, path), 'utf8'), allowed);
      problems.push(...r.problems);
      registered += r.inits;
    }
    expect(problems, 'module-level state must be a let assigned by defineState (instanceState.ts)').toEqual([]);
    expect(registered).toBeGreaterThan(20);
  });

  it('the scan refuses each kind of forgotten state (guards the scanner itself)', () => {
    const src = [
      'let a = 1;',
      'let b: number;',
      'let c: number;',
      'let d: Map<string, number>;',
      'const e = new SafeWeakMap();',
      'const f: string[] = [];',
      'const g = { x: 1 };',
      'const TABLE = { x: 1 };',
      'const h = 2;',
      'defineState(() => { c = 0; d = new SafeMap(); }, () => { b = 2; });',
    ].join('\n');
    expect(problemsOf('probe.ts', src).problems).toEqual([
      'probe.ts: let a (has a value outside the init)',
      'probe.ts: let b is not assigned by a defineState init',
      'probe.ts: const e holds a collection',
      'probe.ts: const f holds a collection',
      'probe.ts: const g holds a collection',
    ]);
  });
});

describe('dispose leaves an instance that answers like a fresh one', () => {
  const MASKED = new Set(['timestamp', 'durationMs', 'timings', 'instance', 'elapsedMs', 'elapsed_time']);
  const mask = (v: unknown): unknown => maskKeys(v, MASKED);

  const PAGE =
    '<main><h1>Title</h1><button id="b">Go</button><input id="i" value="x">' +
    '<a href="#x">Link</a><div id="host"></div></main>';

  /** The modules of one instance (a fresh evaluation after vi.resetModules). */
  async function instance() {
    return {
      dom: await import('../../src/dom/platform/dom'),
      snap: await import('../../src/api/snapshot'),
      render: await import('../../src/core/render/render'),
      light: await import('../../src/api/highlight'),
      overlay: await import('../../src/dom/highlight/highlight'),
      act: await import('../../src/dom/actions/act'),
      history: await import('../../src/dom/actions/history'),
      observe: await import('../../src/api/observe'),
      hooks: await import('../../src/dom/discovery/installHooks'),
      registry: await import('../../src/dom/identity/registry'),
      frames: await import('../../src/dom/snapshot/frameSlots'),
      panel: await import('../../src/delivery/panel'),
      dispose: await import('../../src/api/dispose'),
    };
  }
  type Instance = Awaited<ReturnType<typeof instance>>;

  /** Everything an agent can read of the instance's state (the page is the same each time). */
  function reading(pm: Instance): Record<string, unknown> {
    pm.dom.bindWindow(window as unknown as globalThis.Window);
    (document.activeElement as HTMLElement | null)?.blur();
    const before = {
      history: pm.history.getHistory(),
      lastAction: pm.history.getLastAction(),
      lastError: pm.history.getLastActionError(),
      last: pm.registry.lastSnapshot(),
      hooks: pm.hooks.hookStatus(),
      highlights: pm.overlay.highlightCount(),
      panel: pm.panel.isPanelOpen(),
      slot: pm.frames.frameSlot(document.body),
    };
    const snap = pm.snap.snapshot({ include: 'all' });
    return mask({
      ...before,
      snap,
      again: pm.snap.snapshot({ include: 'all' }).stats, // incremental: reuses what the first read
      observed: pm.observe.observe({ shapes: ['browsergym', 'miniwob', 'harness'] }),
      reserved: pm.registry.reserveIndexes(2),
      marks: document.querySelectorAll('[data-element-id]').length,
    }) as Record<string, unknown>;
  }

  /** Every feature once, so that every piece of state is filled. */
  async function useEverything(pm: Instance): Promise<void> {
    pm.dom.bindWindow(window as unknown as globalThis.Window);
    pm.hooks.installHooks(window as unknown as globalThis.Window);
    const extra = document.createElement('div');
    document.body.append(extra);
    extra.attachShadow({ mode: 'closed' }).append(document.createElement('button'));
    const s = pm.snap.snapshot({ include: 'all', highlight: true });
    document.getElementById('b')!.textContent = 'Changed';
    pm.snap.snapshot({ include: 'all' });
    document.getElementById('b')!.textContent = 'Go';
    await pm.snap.snapshotAsync({ include: 'all' });
    for (const f of ['text', 'html', 'json'] as const) pm.render.render(s, f);
    pm.observe.observe({ shapes: ['browsergym', 'harness'] });
    const button = s.elements.find((e) => e.tag === 'button')!;
    pm.act.act({ action: 'click', target: button.index });
    pm.act.act({ action: 'click', target: 424242 }); // a failure: the last error is filled too
    pm.light.highlight(s);
    pm.panel.openPanel();
    pm.registry.reserveIndexes(50);
    extra.remove();
    expect(pm.history.getHistory().length).toBeGreaterThan(0);
    expect(pm.hooks.hookStatus().installed).toBe(true);
    expect(pm.panel.isPanelOpen()).toBe(true);
  }

  it('the same instance after dispose reads like a freshly evaluated one', async () => {
    const realAttachShadow = Element.prototype.attachShadow;
    document.body.innerHTML = PAGE; // test setup, not page code
    vi.resetModules();
    const first = await instance();
    const fresh = reading(first);
    first.dispose.dispose(); // its marks and observers must not meet the second instance
    vi.resetModules();
    const pm = await instance();
    await useEverything(pm);
    expect(Element.prototype.attachShadow).not.toBe(realAttachShadow);
    pm.dispose.dispose();
    expect(Element.prototype.attachShadow, 'the hook is gone from the prototype').toBe(realAttachShadow);
    expect(document.querySelectorAll('[data-element-id]').length, 'the marks are gone').toBe(0);
    expect(reading(pm)).toEqual(fresh);
  });
});
