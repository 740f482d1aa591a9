#!/usr/bin/env node
// `npm test`: every tier in order, then one summary line `N passed, N failed, N skipped` that CI can
// read (Playwright's list reporter does not print one). Every step runs even when an earlier one
// failed, so one run shows everything that is wrong; the exit code is non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pythonTests } from './test-python.mjs';
import { npmPackageTest } from './test-npm-package.mjs';

const t0 = Date.now();
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: (Date.now() - t) / 1000 });
  return ok;
}
function check(name, ok) {
  if (ok) passed++;
  else failed++;
}

mkdirSync('test-results', { recursive: true });

check('typecheck', step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
check('eslint', step('eslint', 'npx', ['eslint', '.']));
check('prettier', step('prettier', 'npx', ['prettier', '--check', '.']));
// The layers of src/ (.dependency-cruiser.cjs): no cycles, zone rules, the dom/ order.
check('layers', step('layers', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']));
// Every file path named in a comment or a Markdown file resolves (scripts/check-paths.mjs).
check('paths', step('paths', 'node', ['scripts/check-paths.mjs']));

// dist freshness: rebuild into a temporary directory and compare byte for byte with dist/.
const fresh = '.tmp/dist-check';
rmSync(fresh, { recursive: true, force: true });
let distOk =
  step('build (fresh, for the dist check)', 'npx', ['rollup', '-c', '--silent'], { PAGEMARK_OUT: fresh }) &&
  step('delivery artefacts (fresh)', 'node', ['bookmarklet/build.mjs'], { PAGEMARK_OUT: fresh });
if (distOk) {
  const want = readdirSync(fresh).sort();
  const have = existsSync('dist') ? readdirSync('dist').sort() : [];
  const stale = [];
  for (const f of new Set([...want, ...have])) {
    const a = existsSync(join(fresh, f)) ? readFileSync(join(fresh, f)) : null;
    const b = existsSync(join('dist', f)) ? readFileSync(join('dist', f)) : null;
    if (!a || !b || !a.equals(b)) stale.push(f);
  }
  if (stale.length) {
    console.error(`dist/ is stale (${stale.join(', ')}): run \`npm run build\` and commit dist/.`);
    distOk = false;
  } else console.log('dist/ is fresh');
}
results.push({ name: 'dist/ is what the sources build', ok: distOk, seconds: 0 });
check('dist freshness', distOk);

// Unit tier (Vitest + happy-dom); counts from its JSON report.
step('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/unit.json',
]);
try {
  const u = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
  passed += u.numPassedTests;
  failed += u.numFailedTests + (u.success === false && u.numFailedTests === 0 ? 1 : 0);
  skipped += u.numPendingTests + u.numTodoTests;
} catch {
  failed++;
  console.error('unit tests: no report');
}

// Browser tier (Chromium, Firefox, WebKit); counts from Playwright's JSON report.
rmSync('test-results/browser.json', { force: true });
step('browser tests', 'npx', ['playwright', 'test']);
try {
  const b = JSON.parse(readFileSync('test-results/browser.json', 'utf8'));
  passed += b.stats.expected + b.stats.flaky;
  failed += b.stats.unexpected;
  skipped += b.stats.skipped;
  if (b.stats.flaky) console.log(`(${b.stats.flaky} flaky browser tests passed on retry)`);
  if (b.errors?.length) failed += b.errors.length;
} catch {
  failed++;
  console.error('browser tests: no report');
}

// Playwright MCP's own scenarios against `pagemark mcp` (test/conformance/playwright-mcp/README.md):
// expected failures are `test.fail` and count as passed while they still fail.
const mcpReport = 'test-results/mcp-conformance-pagemark.json';
rmSync(mcpReport, { force: true });
step("Playwright MCP's scenarios", 'npx', ['playwright', 'test', '-c', 'test/conformance/playwright-mcp']);
try {
  const m = JSON.parse(readFileSync(mcpReport, 'utf8'));
  passed += m.stats.expected + m.stats.flaky;
  failed += m.stats.unexpected;
  skipped += m.stats.skipped;
  if (m.errors?.length) failed += m.errors.length;
} catch {
  failed++;
  console.error("Playwright MCP's scenarios: no report");
}

// The npm package from an empty folder: the packed tarball installed, its CLI and demo run, a
// TypeScript consumer of every export type-checked (scripts/test-npm-package.mjs).
const npmPkg = npmPackageTest();
passed += npmPkg.passed;
failed += npmPkg.failed;
results.push(...npmPkg.rows);

// Python package (python/): its wheel and sdist in fresh venvs, and its pytest suite (scripts/test-python.mjs).
const py = pythonTests();
passed += py.passed;
failed += py.failed;
skipped += py.skipped;
results.push(...py.rows);

const secs = ((Date.now() - t0) / 1000).toFixed(0);
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
console.log(`npm test took ${secs} s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
