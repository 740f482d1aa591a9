#!/usr/bin/env node
// The Python package's checks for `npm test` (scripts/test.mjs calls pythonTests()); alone,
// `node scripts/test-python.mjs` runs just them and prints the same kind of summary line.
//  1. the built wheel and sdist ship dist/'s files and run the README's examples from fresh virtual
//     environments (scripts/test-python-package.mjs): python/ holds no copy of dist/ to compare;
//  2. its pytest suite in .venv (scripts/setup.mjs --test makes it), counts from pytest's JUnit XML.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { pythonPackageTest } from './test-python-package.mjs';

const REPORT = 'test-results/python.xml';

/** `withPackage: false` leaves out step 1 (scripts/test.mjs runs it beside the browser tier). */
export async function pythonTests({ withPackage = true } = {}) {
  const out = withPackage ? pythonPackageTest() : { passed: 0, failed: 0, skipped: 0, rows: [] };

  const py = '.venv/bin/python';
  if (!existsSync(py)) {
    console.error('python tests: no .venv: run `node scripts/setup.mjs --test` (npm test does)');
    out.rows.push({ name: 'python tests', ok: false, seconds: 0 });
    out.failed++;
    return out;
  }
  mkdirSync('test-results', { recursive: true });
  // Six processes, side by side. Playwright-Python's sync and async APIs each run an event loop,
  // and one process that uses both hung (a sync call on a closed page after the async tests) or
  // failed (the async fixtures' loop while the sync one ran): Playwright does not support mixing them
  // in one process. The async tests are the files named test_async*.py. A pytest process mostly
  // waits (on its browser, the settle windows and timeouts the tests check): three of them together
  // used well under one core, so they run at once, and the longest process is the tier's time. So
  // each API's files are cut in parts about as long as the longest single file, test_session.py
  // (docs/testing.md, Timings, gives the times).
  const files = readdirSync('python/tests')
    .filter((f) => /^test_.*\.py$/.test(f))
    .sort()
    .map((f) => `python/tests/${f}`);
  const stem = (f) => /\/(test_[^/]*)\.py$/.exec(f)?.[1] ?? f;
  const isAsync = (f) => stem(f).startsWith('test_async');
  const groups = [
    ['sync API: the agent', (f) => /^test_agent/.test(stem(f))],
    ['sync API: the session', (f) => stem(f) === 'test_session'],
    ['sync API: the other session files, README, tool', (f) => /^test_(session_|readme$|tool$)/.test(stem(f))],
    ['sync API, Selenium, package', () => true],
    ['async API: the session', (f) => /^test_async_session/.test(stem(f))],
    ['async API', () => true],
  ];
  const lanes = [];
  const taken = new Set();
  for (const [label, test] of groups) {
    const paths = files.filter((f) => !taken.has(f) && isAsync(f) === label.startsWith('async') && test(f));
    for (const f of paths) taken.add(f);
    // No paths would make pytest collect from the working directory: a group with no file is left out.
    if (!paths.length) continue;
    const report = REPORT.replace('.xml', `-${lanes.length + 1}.xml`);
    lanes.push([[`python tests (${label})`, paths, report]]);
  }
  const runLane = async (lane) => {
    const done = [];
    for (const [name, paths, report] of lane) done.push([name, report, await runPytest(py, name, paths, report)]);
    return done;
  };
  const rows = (await Promise.all(lanes.map(runLane))).flat();
  for (const [name, report, r] of rows) {
    const seconds = r.seconds;
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
  const r = await pythonTests({ withPackage: !process.argv.includes('--no-package') });
  const json = process.argv.indexOf('--json');
  if (json > 0) writeFileSync(process.argv[json + 1], JSON.stringify(r));
  console.log('\n=== summary');
  for (const row of r.rows) console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.name} (${row.seconds.toFixed(1)} s)`);
  console.log(`${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  process.exit(r.failed > 0 ? 1 : 0);
}

/**
 * One pytest process; its output goes to test-results/<report>.log and is printed when it ends (two
 * run at once). Resolves to its exit status (null when killed) and its time.
 */
function runPytest(py, name, paths, report) {
  const args = ['-m', 'pytest', ...paths, '-q', '-p', 'no:cacheprovider', `--junitxml=${report}`];
  rmSync(report, { force: true });
  const log = report.replace(/\.xml$/, '.log');
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(py, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const sink = createWriteStream(log);
    child.stdout.pipe(sink);
    child.stderr.pipe(sink);
    // pytest-timeout fails a stuck test (pyproject.toml); this is the backstop for a stuck session
    // teardown (a browser that never closes), so that npm test always ends.
    const backstop = setTimeout(() => {
      console.error(`${name}: still running after 20 minutes, killed`);
      child.kill('SIGKILL');
    }, 20 * 60_000);
    child.on('error', (e) => console.error(`${name}: ${e.message}`));
    child.on('close', (status) => {
      clearTimeout(backstop);
      sink.end(() => {
        console.log(`\n=== ${name}: ${py} ${args.join(' ')}`);
        process.stdout.write(readFileSync(log, 'utf8'));
        resolve({ status, seconds: (Date.now() - t) / 1000 });
      });
    });
  });
}
