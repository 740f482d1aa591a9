#!/usr/bin/env node
// `npm test`: every tier, then one summary line `N passed, N failed, N skipped` that CI can read
// (Playwright's list reporter does not print one). Every step runs even when an earlier one failed,
// so one run shows everything that is wrong; the exit code is non-zero if anything failed.
//
// What runs side by side (docs/testing.md, Timings): the static checks two at a time (the machine
// has 2 cores; each is one busy process), and the npm package and Python package checks beside the
// browser tier: most of their time is spent waiting for npm and pip (registry, archives, installs),
// which costs the browser tier little CPU. Running the unit tier, Playwright MCP's scenarios and
// pytest beside the browser tier as well was measured and did not pay (docs/testing.md, Timings).
// Their output is kept in test-results/<name>.log and
// printed when they end, so the browser tier's list stays readable. The pytest suite runs after the
// browser tier: it drives browsers itself.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pythonTests } from './test-python.mjs';

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
/** A step run in the background, its output kept in test-results/<file>.log: resolves to its exit code. */
function background(name, file, cmd, args, env = {}) {
  const t = Date.now();
  const log = join('test-results', `${file}.log`);
  const out = createWriteStream(log);
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      out.end(() => {
        console.log(`\n=== ${name} (in the background: ${cmd} ${args.join(' ')}), ${log}:`);
        process.stdout.write(readFileSync(log, 'utf8'));
        resolve({ name, ok: code === 0, seconds: (Date.now() - t) / 1000 });
      });
    });
  });
}
/** Steps two at a time, in the background; their rows in the order given. */
async function twoAtATime(steps) {
  const rows = new Array(steps.length);
  let next = 0;
  const lane = async () => {
    while (next < steps.length) {
      const k = next++;
      rows[k] = await background(...steps[k]);
    }
  };
  await Promise.all([lane(), lane()]);
  return rows;
}
function check(name, ok) {
  if (ok) passed++;
  else failed++;
}

mkdirSync('test-results', { recursive: true });

// dist freshness (below) builds into a temporary directory, beside the other static checks.
const fresh = '.tmp/dist-check';
rmSync(fresh, { recursive: true, force: true });
const [built, ...checks] = await twoAtATime([
  [
    'build (fresh, for the dist check)',
    'build-fresh',
    'sh',
    ['-c', 'npx rollup -c --silent && node bookmarklet/build.mjs'],
    { PAGEMARK_OUT: fresh },
  ],
  ['typecheck', 'typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['eslint', 'eslint', 'npx', ['eslint', '.']],
  ['prettier', 'prettier', 'npx', ['prettier', '--check', '.']],
  // The layers of src/ (.dependency-cruiser.cjs): no cycles, zone rules, the dom/ order.
  ['layers', 'layers', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']],
  // The layers of the Python package (docs/architecture.md, "Python package"): no cycles, none upward.
  ['python layers', 'python-layers', 'python3', ['scripts/check-python-layers.py']],
  // Every file path named in a comment or a Markdown file resolves (scripts/check-paths.mjs).
  ['paths', 'paths', 'node', ['scripts/check-paths.mjs']],
]);
for (const r of [built, ...checks]) {
  results.push(r);
  if (r !== built) check(r.name, r.ok);
}

// dist freshness: the fresh build compared byte for byte with dist/.
let distOk = built.ok;
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

// Browser tier (Chromium, Firefox, WebKit); counts from Playwright's JSON report. Beside it: the npm
// package from an empty folder (the packed tarball installed, its CLI and demo run, a TypeScript
// consumer of every export type-checked: scripts/test-npm-package.mjs) and the Python wheel and sdist
// in fresh virtual environments (scripts/test-python-package.mjs).
rmSync('test-results/browser.json', { force: true });
const packages = [
  ['npm package from an empty folder', 'npm-package', 'scripts/test-npm-package.mjs'],
  ['python wheel and sdist in fresh venvs', 'python-package', 'scripts/test-python-package.mjs'],
].map(([name, file, script]) => {
  const json = join('test-results', `${file}.json`);
  rmSync(json, { force: true });
  return background(name, file, 'node', [script, '--json', json]).then((row) => ({ row, json }));
});
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
for (const { row, json } of await Promise.all(packages)) {
  try {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    passed += r.passed;
    failed += r.failed;
    skipped += r.skipped;
    results.push(...r.rows.map((x) => ({ ...x, name: `${x.name} (beside the browser tier)` })));
  } catch {
    failed++;
    results.push(row);
    console.error(`${row.name}: no report`);
  }
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

// The Python package's pytest suite (scripts/test-python.mjs), after the browser tier.
const py = await pythonTests({ withPackage: false });
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
