// What the package checks share: running a command as a stranger's shell would (no npm settings of
// an `npm test` parent, no browser downloads), and a list of named checks that prints as it goes.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(new URL('../..', import.meta.url).pathname);
export const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

export function strangerEnv(extra) {
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1', ...extra };
  // An `npm test` or `npm run release` parent sets npm_config_*: they must not steer the stranger's npm.
  for (const k of Object.keys(env)) if (/^npm_config_/i.test(k)) delete env[k];
  return env;
}

/** Runs a command to its end: { code, out, err }. */
export function sh(cmd, args, cwd = root, extraEnv = {}, timeout = 5 * 60_000) {
  const r = spawnSync(cmd, args, { cwd, env: strangerEnv(extraEnv), encoding: 'utf8', timeout });
  return { code: r.status, out: r.stdout ?? '', err: `${r.stderr ?? ''}${r.error ? r.error.message : ''}` };
}

/** The same without blocking this process's event loop (a server it runs must answer meanwhile). */
export function shAsync(cmd, args, cwd = root, extraEnv = {}, timeout = 2 * 60_000) {
  return new Promise((done) => {
    const p = spawn(cmd, args, { cwd, env: strangerEnv(extraEnv) });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => p.kill('SIGKILL'), timeout);
    p.on('close', (code) => {
      clearTimeout(timer);
      done({ code, out, err });
    });
  });
}

/**
 * A list of checks: `check(name, ok, detail)` prints `ok`/`FAIL` with the seconds since `start`, and
 * counts; `result(rowName)` is what scripts/test.mjs adds up ({ passed, failed, skipped, rows }).
 */
export function checks() {
  const t0 = Date.now();
  const out = { passed: 0, failed: 0, skipped: 0, rows: [] };
  const check = (name, ok, detail = '') => {
    if (ok) out.passed++;
    else out.failed++;
    const secs = ((Date.now() - t0) / 1000).toFixed(0);
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name} (${secs} s)${ok || !detail ? '' : `\n${String(detail).slice(-3000)}`}`,
    );
    return ok;
  };
  const skip = (name, why) => {
    out.skipped++;
    console.log(`skip ${name}: ${why}`);
  };
  const result = (rowName) => {
    out.rows.push({ name: rowName, ok: out.failed === 0, seconds: (Date.now() - t0) / 1000 });
    return out;
  };
  return { check, skip, result, out };
}
