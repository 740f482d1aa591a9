#!/usr/bin/env node
// `npm test`: every tier, then one summary line `N passed, N failed, N skipped` that CI can read
// (Playwright's list reporter does not print one). Every step runs even when an earlier one failed,
// so one run shows everything that is wrong; the exit code is non-zero if anything failed.
//
// Three lanes side by side (docs/testing.md, Timings). A run of one lane after the other kept the
// 2-core machine less than half busy on average: the browser tier waits on pages, timers and
// launches much of its time, the package checks on npm and pip. So:
//   - the browser tier, with its output live (its list is the one a developer reads as it runs);
//   - the side lane, one step at a time: the static checks, the dist freshness, the unit tier,
//     Playwright MCP's scenarios and the Python pytest suite;
//   - the package lane: the npm package and the Python wheel and sdist from empty folders.
// A background step's output is kept in test-results/<name>.log and printed when it ends.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const t0 = Date.now();
const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

/** Runs a command; resolves to its row. Live output, or kept in test-results/<log>.log and printed at the end. */
function run(name, cmd, args, { env = {}, log } = {}) {
  const t = Date.now();
  const opts = { env: { ...process.env, ...env } };
  if (!log) {
    console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { ...opts, stdio: 'inherit' });
    return new Promise((resolve) =>
      child.on('close', (code) => resolve({ name, ok: code === 0, seconds: (Date.now() - t) / 1000 })),
    );
  }
  const file = join('test-results', `${log}.log`);
  const out = createWriteStream(file);
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      out.end(() => {
        console.log(`\n=== ${name} (beside the browser tier: ${cmd} ${args.join(' ')}), ${file}:`);
        process.stdout.write(readFileSync(file, 'utf8'));
        resolve({ name, ok: code === 0, seconds: (Date.now() - t) / 1000 });
      });
    });
  });
}
/** A row that counts as one passed or failed check. */
function check(row) {
  results.push(row);
  if (row.ok) counts.passed++;
  else counts.failed++;
}
/** Adds the counts of a Playwright JSON report (expected failures are `test.fail`: they count as passed). */
function playwrightCounts(name, report) {
  try {
    const b = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed += b.stats.expected + b.stats.flaky;
    counts.failed += b.stats.unexpected;
    counts.skipped += b.stats.skipped;
    if (b.stats.flaky) console.log(`(${name}: ${b.stats.flaky} flaky tests passed on retry)`);
    if (b.errors?.length) counts.failed += b.errors.length;
  } catch {
    counts.failed++;
    console.error(`${name}: no report`);
  }
}
/** Adds the counts and rows of a script's `--json` report ({passed, failed, skipped, rows}). */
function scriptCounts(row, report) {
  try {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed += r.passed;
    counts.failed += r.failed;
    counts.skipped += r.skipped;
    results.push(...r.rows);
  } catch {
    counts.failed++;
    results.push(row);
    console.error(`${row.name}: no report`);
  }
}

mkdirSync('test-results', { recursive: true });

// The browser tier (Chromium, Firefox, WebKit); counts from Playwright's JSON report.
async function browserLane() {
  rmSync('test-results/browser.json', { force: true });
  results.push(await run('browser tests', 'npx', ['playwright', 'test']));
  playwrightCounts('browser tests', 'test-results/browser.json');
}

async function sideLane() {
  // The static checks. The fresh build goes to a temporary directory for the dist check below.
  const fresh = '.tmp/dist-check';
  rmSync(fresh, { recursive: true, force: true });
  for (const [name, log, cmd, args] of [
    ['typecheck', 'typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['eslint', 'eslint', 'npx', ['eslint', '.']],
    ['prettier', 'prettier', 'npx', ['prettier', '--check', '.']],
    // The layers of src/ (.dependency-cruiser.cjs): no cycles, zone rules, the dom/ order.
    ['layers', 'layers', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']],
    // The layers of the Python package (docs/architecture.md, "Python package"): no cycles, none upward.
    ['python layers', 'python-layers', 'python3', ['scripts/check-python-layers.py']],
    // Every file path named in a comment or a Markdown file resolves (scripts/check-paths.mjs).
    ['paths', 'paths', 'node', ['scripts/check-paths.mjs']],
  ])
    check(await run(name, cmd, args, { log }));

  // dist freshness: a fresh build compared byte for byte with dist/.
  const built = await run(
    'build (fresh, for the dist check)',
    'sh',
    ['-c', 'npx rollup -c --silent && node bookmarklet/build.mjs'],
    { env: { PAGEMARK_OUT: fresh }, log: 'build-fresh' },
  );
  results.push(built);
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
  check({ name: 'dist/ is what the sources build', ok: distOk, seconds: 0 });

  // The unit tier (Vitest + happy-dom); counts from its JSON report.
  rmSync('test-results/unit.json', { force: true });
  results.push(
    await run(
      'unit tests',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
      { log: 'unit' },
    ),
  );
  try {
    const u = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
    counts.passed += u.numPassedTests;
    counts.failed += u.numFailedTests + (u.success === false && u.numFailedTests === 0 ? 1 : 0);
    counts.skipped += u.numPendingTests + u.numTodoTests;
  } catch {
    counts.failed++;
    console.error('unit tests: no report');
  }

  // Playwright MCP's own scenarios against `pagemark mcp` (test/conformance/playwright-mcp/README.md).
  const mcpReport = 'test-results/mcp-conformance-pagemark.json';
  rmSync(mcpReport, { force: true });
  results.push(
    await run("Playwright MCP's scenarios", 'npx', ['playwright', 'test', '-c', 'test/conformance/playwright-mcp'], {
      log: 'mcp-conformance',
    }),
  );
  playwrightCounts("Playwright MCP's scenarios", mcpReport);

  // The Python package's pytest suite (scripts/test-python.mjs).
  const pyReport = 'test-results/python-tests.json';
  rmSync(pyReport, { force: true });
  const py = await run('python tests', 'node', ['scripts/test-python.mjs', '--no-package', '--json', pyReport], {
    log: 'python-tests',
  });
  scriptCounts(py, pyReport);
}

// The npm package from an empty folder (the packed tarball installed, its CLI and demo run, a
// TypeScript consumer of every export type-checked: scripts/test-npm-package.mjs) and the Python wheel
// and sdist in fresh virtual environments (scripts/test-python-package.mjs). Most of their time is
// spent waiting for npm and pip.
async function packageLane() {
  await Promise.all(
    [
      ['npm package from an empty folder', 'npm-package', 'scripts/test-npm-package.mjs'],
      ['python wheel and sdist in fresh venvs', 'python-package', 'scripts/test-python-package.mjs'],
    ].map(async ([name, file, script]) => {
      const json = join('test-results', `${file}.json`);
      rmSync(json, { force: true });
      scriptCounts(await run(name, 'node', [script, '--json', json], { log: file }), json);
    }),
  );
}

await Promise.all([browserLane(), sideLane(), packageLane()]);

const secs = ((Date.now() - t0) / 1000).toFixed(0);
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
console.log(`npm test took ${secs} s`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(counts.failed > 0 ? 1 : 0);
