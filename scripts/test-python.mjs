#!/usr/bin/env node
// The Python package's checks for `npm test` (scripts/test.mjs calls pythonTests()); alone,
// `node scripts/test-python.mjs` runs just them and prints the same kind of summary line.
//  1. the built wheel and sdist ship dist/'s files and run the README's examples from fresh virtual
//     environments (scripts/test-python-package.mjs): python/ holds no copy of dist/ to compare;
//  2. its pytest suite in .venv (scripts/setup.mjs --test makes it), counts from pytest's JUnit XML.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { pythonPackageTest } from './test-python-package.mjs';

const REPORT = 'test-results/python.xml';

/** `withPackage: false` leaves out step 1 (scripts/test.mjs runs it beside the browser tier). */
export function pythonTests({ withPackage = true } = {}) {
  const out = withPackage ? pythonPackageTest() : { passed: 0, failed: 0, skipped: 0, rows: [] };

  const py = '.venv/bin/python';
  if (!existsSync(py)) {
    console.error('python tests: no .venv: run `node scripts/setup.mjs --test` (npm test does)');
    out.rows.push({ name: 'python tests', ok: false, seconds: 0 });
    out.failed++;
    return out;
  }
  mkdirSync('test-results', { recursive: true });
  // Two processes: Playwright-Python's sync and async APIs each run an event loop, and one process
  // that uses both hung (a sync call on a closed page after the async tests) or failed (the async
  // fixtures' loop while the sync one ran). Playwright does not support mixing them in one process.
  // The async tests are the files named test_async*.py.
  const asyncFiles = readdirSync('python/tests')
    .filter((f) => /^test_async.*\.py$/.test(f))
    .sort()
    .map((f) => `python/tests/${f}`);
  const runs = [
    ['python tests (sync API, Selenium, package)', ['python/tests', ...asyncFiles.map((f) => `--ignore=${f}`)], REPORT],
    ['python tests (async API)', asyncFiles, REPORT.replace('.xml', '-async.xml')],
  ];
  for (const [name, paths, report] of runs) {
    const args = ['-m', 'pytest', ...paths, '-q', '-p', 'no:cacheprovider', `--junitxml=${report}`];
    console.log(`\n=== ${name}: ${py} ${args.join(' ')}`);
    rmSync(report, { force: true });
    const t = Date.now();
    // pytest-timeout fails a stuck test (pyproject.toml); this is the backstop for a stuck session
    // teardown (a browser that never closes), so that npm test always ends.
    const r = spawnSync(py, args, { stdio: 'inherit', timeout: 20 * 60_000, killSignal: 'SIGKILL' });
    if (r.error) console.error(`${name}: ${r.error.message}`);
    const seconds = (Date.now() - t) / 1000;
    // Exit 5: pytest collected no test. Not a failure of the code, but say so (nothing was tested).
    if (r.status === 5) {
      console.error(`${name}: pytest collected no tests`);
      out.rows.push({ name: `${name} (none collected)`, ok: true, seconds });
      continue;
    }
    let counted = false;
    const failedBefore = out.failed;
    try {
      const xml = readFileSync(report, 'utf8');
      const suite = /<testsuite\b[^>]*>/.exec(xml)?.[0] ?? '';
      const n = (k) => Number(new RegExp(`\\b${k}="(\\d+)"`).exec(suite)?.[1] ?? NaN);
      const [tests, failures, errors, skips] = ['tests', 'failures', 'errors', 'skipped'].map(n);
      if ([tests, failures, errors, skips].every(Number.isFinite)) {
        out.passed += tests - failures - errors - skips;
        out.failed += failures + errors;
        out.skipped += skips;
        counted = true;
      }
    } catch {
      /* no report: counted stays false */
    }
    if (!counted) {
      console.error(`${name}: no JUnit report`);
      out.failed++;
    } else if (r.status !== 0 && out.failed === failedBefore) out.failed++; // e.g. an internal or usage error
    out.rows.push({ name, ok: r.status === 0, seconds });
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `--no-package`: the pytest suite only; `--json FILE`: the counts and rows for scripts/test.mjs,
  // which runs this in its side lane, beside the browser tier.
  const r = pythonTests({ withPackage: !process.argv.includes('--no-package') });
  const json = process.argv.indexOf('--json');
  if (json > 0) writeFileSync(process.argv[json + 1], JSON.stringify(r));
  console.log('\n=== summary');
  for (const row of r.rows) console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.name} (${row.seconds.toFixed(1)} s)`);
  console.log(`${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  process.exit(r.failed > 0 ? 1 : 0);
}
