// The IIFE is injected into every page an agent visits, often per navigation: its size is a budget.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BUNDLE_BUDGET_KB } from './limits';

// A fixed limit on the minified IIFE, gzipped (test/unit/limits.ts says what raising it takes).
const BUDGET = BUNDLE_BUDGET_KB * 1024;

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
