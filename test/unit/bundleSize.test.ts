// The IIFE is injected into every page an agent visits, often per navigation: its size is a budget.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// A fixed limit on the minified IIFE, gzipped: the one bundle holds the action API, highlights, the
// observation shapes, the wire format and incremental tracking. Raise it only in a commit whose body
// says what the bytes buy (73: SVG content and the visible hit point; the hidden-instructions
// patterns in the page, so the in-page render and observe warn as the hosts do, and hit tests for
// covered text).
const BUDGET = 73 * 1024;

describe('bundle', () => {
  const min = readFileSync('dist/pagemark.iife.min.js');
  it(`minified IIFE is at most ${BUDGET / 1024} KB gzipped`, () => {
    const gz = gzipSync(min, { level: 9 }).length;
    expect(gz).toBeLessThanOrEqual(BUDGET);
  });
  it('has the banner and no runtime require/import', () => {
    const src = readFileSync('dist/pagemark.iife.js', 'utf8');
    expect(src.startsWith('/*! pagemark v')).toBe(true);
    expect(src).not.toMatch(/\brequire\s*\(/);
    expect(src).not.toMatch(/^\s*import\s/m);
    expect(src).not.toMatch(/\bimport\s*\(/);
    expect(src).not.toMatch(/\beval\s*\(|new Function\s*\(|\.innerHTML\s*=/);
  });
});
