// docs/architecture.md describes the house as it is: it names every folder of src/ and every module
// of the Python package, its dom/ and node/ lists are the orders dependency-cruiser enforces, and the
// limits it states are the ones the tests enforce. A new folder, module or limit fails here until
// the page says so.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { BUNDLE_BUDGET_KB, MAX_SOURCE_LINES } from '../limits';

const doc = readFileSync('docs/architecture.md', 'utf8');

/** Every folder below `root`, as paths relative to it. */
function folders(root: string): string[] {
  const out: string[] = [];
  const stack = [root];
  while (stack.length) {
    const d = stack.pop()!;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (!e.isDirectory() || e.name === '__pycache__') continue;
      out.push(relative(root, join(d, e.name)));
      stack.push(join(d, e.name));
    }
  }
  return out.sort();
}

/** The text of the `## title` section: from its heading to the next `## ` heading. */
function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** The folder list of `### The `zone/` layers`: its numbered items' folder names, in order. */
function layerList(zone: string): string[] {
  const start = doc.indexOf(`### The \`${zone}/\` layers`);
  const end = doc.indexOf('\n### ', start + 1);
  const text = doc.slice(start, end);
  const names: string[] = [];
  const re = new RegExp(`^\\d+\\. \`${zone}/([\\w-]+)/\``, 'gm');
  for (let m = re.exec(text); m; m = re.exec(text)) names.push(m[1]!);
  return names;
}

/** A layer order as dependency-cruiser enforces it, from its `<zone>-order-*` rules' comment. */
function enforcedOrder(zone: string): string[] {
  const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as {
    forbidden: { name: string; comment?: string }[];
  };
  const rule = config.forbidden.find((r) => r.name.startsWith(`${zone}-order-`));
  const m = /bottom to top: ([\w <-]+)\)/.exec(rule?.comment ?? '');
  return m ? m[1]!.split(' < ') : [];
}

describe('docs/architecture.md', () => {
  it('names every folder of src/', () => {
    const all = folders('src');
    expect(all.length).toBeGreaterThan(30);
    const missing = all.filter((f) => !doc.includes(`\`${f}/\``) && !doc.includes(`\`src/${f}/\``));
    expect(missing).toEqual([]);
  });

  it('names every module of the Python package in its own section', () => {
    const python = section('Python package');
    expect(python).not.toBe('');
    const root = 'python/src';
    const modules: string[] = [];
    for (const dir of ['', ...folders(root)]) {
      for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
        if (e.isFile() && e.name.endsWith('.py')) modules.push(join(dir, e.name));
      }
    }
    expect(modules.length).toBeGreaterThan(10);
    // In the section's `python-layers` block (scripts/check-python-layers.py reads the layers from it),
    // or by file name; a module of a subpackage by its path below the package.
    const block = /```python-layers\n([\s\S]*?)```/.exec(python)?.[1] ?? '';
    const layered = new Set(block.split(/\s+/).filter(Boolean));
    const named = (m: string) => {
      const below = m.split('/').slice(1).join('/');
      return python.includes(`\`${below}\``) || layered.has(below.replace(/\.py$/, ''));
    };
    expect(modules.filter((m) => !named(m))).toEqual([]);
  });

  it('lists the dom/ and node/ layers in the order dependency-cruiser enforces, each folder once', () => {
    for (const zone of ['dom', 'node']) {
      const order = enforcedOrder(zone);
      expect(order.length).toBeGreaterThan(3);
      expect(layerList(zone)).toEqual(order);
      // Every folder of the zone is in the order, so none escapes the rule.
      const direct = readdirSync(join('src', zone), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort();
      expect(direct).toEqual([...order].sort());
    }
  });

  it('states the limits the tests enforce', () => {
    const bundle = /fixed limit, (\d+) KB/.exec(doc);
    expect(bundle?.[1]).toBe(String(BUNDLE_BUDGET_KB));
    const lines = /is over (\d+) lines/.exec(doc);
    expect(lines?.[1]).toBe(String(MAX_SOURCE_LINES));
    // Any other "N KB" in the page is the limit too: no stale figure beside the current one.
    const kb = doc.match(/\b\d+ KB\b/g) ?? [];
    expect(kb.filter((k) => k !== `${BUNDLE_BUDGET_KB} KB`)).toEqual([]);
  });

  it('CONTRIBUTING.md states the same file length', () => {
    const text = readFileSync('CONTRIBUTING.md', 'utf8');
    expect(/No\s+source\s+file\s+over\s+(\d+)\s+lines/.exec(text)?.[1]).toBe(String(MAX_SOURCE_LINES));
  });
});
