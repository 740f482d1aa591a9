// The minified core bundle shortens the property names listed in scripts/internal-props.mjs
// (rollup.config.mjs). This checks that the list holds only in-page names, and that the minified
// bundle answers exactly like the unminified one (which every other test runs): the public surface,
// the snapshot and its JSON keys, every format, the wire, the shapes and an action's result.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { INTERNAL_PROPS } from '../../scripts/internal-props.mjs';
import { maskKeys } from '../lib/mask';

const ROOT = join(__dirname, '../..');
const LISTED = new Set<string>(INTERNAL_PROPS);

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (name.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** Property names a file declares or uses (members, keys, `.name`), and its string literals. */
function namesIn(path: string): { props: Set<string>; strings: Set<string> } {
  const sf = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
  const props = new Set<string>();
  const strings = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) strings.add(n.text);
    if (ts.isPropertyAccessExpression(n)) props.add(n.name.text);
    if (
      (ts.isPropertySignature(n) ||
        ts.isMethodSignature(n) ||
        ts.isPropertyDeclaration(n) ||
        ts.isMethodDeclaration(n) ||
        ts.isPropertyAssignment(n) ||
        ts.isShorthandPropertyAssignment(n) ||
        ts.isBindingElement(n)) &&
      n.name &&
      (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name))
    ) {
      props.add(n.name.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return { props, strings };
}

const rel = (p: string): string => relative(ROOT, p).split('\\').join('/');
const ALL_SRC = files(join(ROOT, 'src'));
/** Code outside the core bundle that exchanges objects with it by name (other bundles, Node). */
const CROSSING = /^src\/(node|dom\/bridge|delivery|agent)\//;

describe('internal property names (scripts/internal-props.mjs)', () => {
  it('are not part of the public surface (dist/*.d.ts)', () => {
    const dts = readdirSync(join(ROOT, 'dist')).filter((f) => f.endsWith('.d.ts'));
    expect(dts.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const f of dts) {
      for (const p of namesIn(join(ROOT, 'dist', f)).props) if (LISTED.has(p)) found.push(`${f}: ${p}`);
    }
    expect(found).toEqual([]);
  });

  it('are never a string in page code, nor a property in code outside the core bundle', () => {
    const found: string[] = [];
    for (const f of ALL_SRC) {
      const r = rel(f);
      const { props, strings } = namesIn(f);
      if (CROSSING.test(r)) {
        for (const p of props) if (LISTED.has(p)) found.push(`${r}: property ${p}`);
      } else {
        for (const s of strings) if (LISTED.has(s)) found.push(`${r}: string '${s}'`);
      }
    }
    expect(found).toEqual([]);
  });

  it('are each still a property in the core bundle (no stale entries)', () => {
    const { props } = namesIn(join(ROOT, 'dist/pagemark.iife.js'));
    expect(INTERNAL_PROPS.filter((n) => !props.has(n))).toEqual([]);
    const min = readFileSync(join(ROOT, 'dist/pagemark.iife.min.js'), 'utf8');
    expect(INTERNAL_PROPS.filter((n) => new RegExp(`[.{,]${n}\\b(?!\\()`).test(min))).toEqual([]);
  });
});

describe('the minified core bundle answers like the unminified one', () => {
  const MASKED = new Set(['timestamp', 'durationMs', 'timings', 'instance', 'elapsed_time']);
  const mask = (v: unknown): unknown => maskKeys(v, MASKED);
  /** Keys of an object and of the objects it holds, in order (minified functions differ in name). */
  function surface(v: unknown, depth = 0): unknown {
    if (!v || typeof v !== 'object' || depth > 2) return typeof v;
    const o: Record<string, unknown> = {};
    for (const k of Reflect.ownKeys(v)) o[String(k)] = surface((v as Record<PropertyKey, unknown>)[k], depth + 1);
    return o;
  }

  const PAGE =
    '<main><h1>Title</h1><p>Some text here.</p><button id="b">Go</button>' +
    '<label>Name <input id="i" value="x"></label><select id="s"><option>A</option><option>B</option></select>' +
    '<a href="#x">Link</a><div id="host"></div><details><summary>More</summary><p>Hidden</p></details></main>';

  type Call = (...args: unknown[]) => unknown;
  type Api = Record<'snapshot' | 'render' | 'observe' | 'getHistory' | 'dispose', Call> & {
    snapshotAsync: (o: object) => Promise<unknown>;
    act: (c: unknown) => Promise<unknown>;
    protocol: Record<'snapshotWire' | 'snapshotJson' | 'installHooks' | 'frameSlot', Call>;
  };

  async function run(bundle: string): Promise<unknown> {
    document.body.innerHTML = PAGE; // test setup, not page code
    const host = document.getElementById('host')!;
    host.attachShadow({ mode: 'open' }).innerHTML = '<button>In shadow</button>';
    (0, eval)(readFileSync(join(ROOT, 'dist', bundle), 'utf8'));
    const pm = (globalThis as unknown as { pagemark: Api }).pagemark;
    const s = pm.snapshot({ include: 'all', highlight: true }) as { elements: { tag: string; index: number }[] };
    document.getElementById('b')!.textContent = 'Changed';
    const again = pm.snapshot({ include: 'all' });
    const sliced = await pm.snapshotAsync({ include: 'interactive', sliceMs: 1 });
    const button = s.elements.find((e) => e.tag === 'button')!;
    const input = s.elements.find((e) => e.tag === 'input')!;
    const select = s.elements.find((e) => e.tag === 'select')!;
    const out = {
      surface: surface(pm),
      snapshot: s,
      again,
      sliced,
      formats: ['text', 'html', 'json', 'axtree'].map((f) => pm.render(s, f)),
      wire: JSON.parse(pm.protocol.snapshotWire({ include: 'all' }) as string),
      json: JSON.parse(pm.protocol.snapshotJson({ include: 'all' }) as string),
      observed: pm.observe({ shapes: ['browsergym', 'miniwob', 'harness', 'extension'] }),
      // happy-dom lays nothing out: the click fails actionability (its error), the forced fill acts.
      clicked: await pm.act({ action: 'click', target: button.index, timeout: 50, settleMs: 0 }),
      filled: await pm.act({ action: 'fill', target: input.index, text: 'typed', force: true, settleMs: 0 }),
      selected: await pm.act({ select_option: { index: select.index, option: 'B' }, force: true, settleMs: 0 }),
      missing: await pm.act({ action: 'click', target: 424242, settleMs: 0 }),
      history: pm.getHistory(),
      hooks: pm.protocol.installHooks(),
      slot: pm.protocol.frameSlot(document.body),
    };
    pm.dispose();
    delete (globalThis as { pagemark?: unknown }).pagemark;
    return mask(JSON.parse(JSON.stringify(out)));
  }

  it('reads, renders, encodes and acts the same', async () => {
    const plain = await run('pagemark.iife.js');
    const min = await run('pagemark.iife.min.js');
    expect(min).toEqual(plain);
  });
});
