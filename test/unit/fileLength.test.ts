// No source file over MAX_SOURCE_LINES lines (CONTRIBUTING.md, "Page code"): a file that grows past
// it holds more than one thing. Data tables are the exception, each named below with its reason.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_SOURCE_LINES } from './limits';

/** Files that are data tables, allowed past the limit: path -> why. None today. */
const DATA_TABLES: Record<string, string> = {};

function sources(dir: string, ext: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop()!;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else if (e.name.endsWith(ext)) out.push(p);
    }
  }
  return out.sort();
}

describe('file length', () => {
  it(`no file of src/ or python/src/ is over ${MAX_SOURCE_LINES} lines, data tables aside`, () => {
    const files = [...sources('src', '.ts'), ...sources('python/src', '.py')];
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .filter((f) => !(f in DATA_TABLES))
      .map((f) => ({ f, lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
      .filter((x) => x.lines > MAX_SOURCE_LINES)
      .map((x) => `${x.f}: ${x.lines} lines`);
    expect(long).toEqual([]);
  });
});
