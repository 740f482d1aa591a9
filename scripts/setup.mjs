#!/usr/bin/env node
// Installs what is missing, and nothing else: npm dependencies (when node_modules is absent or older
// than package-lock.json) and the Debian browsers the job needs (apt-get, as root). Quiet when all is
// there. `--test` asks for every engine of the test suite and the Python venv (.venv/, for the
// pytest suite of python/); `--release` Chromium, chromedriver and the venv (npm run release: the
// Python examples drive Chromium through Playwright and Selenium); with neither, only Chromium (npm start).
// Uses Node built-ins only: it must run on a fresh clone before `npm install`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const forTest = process.argv.includes('--test');
const forRelease = process.argv.includes('--release');
const say = (m) => console.log(`[setup] ${m}`);

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`[setup] failed: ${cmd} ${args.join(' ')} (exit ${r.status})`);
    process.exit(r.status || 1);
  }
}

// 1. npm dependencies. Browser downloads by npm packages never work here: skip them.
const lock = join(root, 'package-lock.json');
const marker = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000)) {
  // `npm install`, not `npm ci`: the registry reachable here has at times not served other platforms'
  // optional packages (rollup's android/darwin binaries answered 404), so a lock written then lacked
  // them and `npm ci` rejected it as out of sync. `npm install` honours whatever the lock lists and
  // only adds the missing optional entries, so either kind of lock installs.
  say('installing npm dependencies (npm install) ...');
  run('npm', ['install', '--no-audit', '--no-fund'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    PUPPETEER_SKIP_DOWNLOAD: '1',
  });
}

// 2. Debian packages: a binary we need, and the package that provides it.
const needs = [
  ['/usr/bin/chromium', 'chromium'],
  // The Selenium recipe's test and example drive Chromium through Debian's chromedriver.
  ...(forTest || forRelease ? [['/usr/bin/chromedriver', 'chromium-driver']] : []),
  ...(forTest
    ? [
        ['/usr/bin/firefox-esr', 'firefox-esr'],
        ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
        ['/usr/bin/Xvfb', 'xvfb'],
        ['/usr/bin/xauth', 'xauth'],
        ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'fonts-dejavu-core'],
      ]
    : []),
];
const missing = needs.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);
if (missing.length) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`[setup] missing Debian packages: ${missing.join(' ')}`);
    console.error(`[setup] install them with: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  say(`installing Debian packages: ${missing.join(' ')} (apt-get; about a minute) ...`);
  run('apt-get', ['update', '-q'], env);
  // With recommends, as verified in ../../shared/engines/ENGINES.md (fonts, xauth for Xvfb).
  run('apt-get', ['install', '-y', '-q', ...missing], env);
  say('Debian packages installed');
}
try {
  execFileSync('/usr/bin/chromium', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('[setup] /usr/bin/chromium is present but does not run');
  process.exit(1);
}

// 3. The Python package's virtual environment (npm test runs its pytest suite): .venv/ (ignored by
//    git) with `pip install -e ./python[test]`; again whenever python/pyproject.toml changes.
if (forTest || forRelease) {
  const venvPy = join(root, '.venv', 'bin', 'python');
  const stamp = join(root, '.venv', '.pagemark-pyproject');
  const want = readFileSync(join(root, 'python', 'pyproject.toml'), 'utf8');
  const runs = (args) => existsSync(venvPy) && spawnSync(venvPy, args, { stdio: 'ignore' }).status === 0;
  const fresh = existsSync(stamp) && readFileSync(stamp, 'utf8') === want;
  if (!fresh || !runs(['-c', 'import pagemark, playwright, selenium, pytest'])) {
    if (!runs(['-c', 'pass'])) {
      say('creating the Python virtual environment (.venv) ...');
      const venv = () => spawnSync('python3', ['-m', 'venv', '--clear', '.venv'], { cwd: root, stdio: 'inherit' });
      if (venv().status !== 0) {
        // Debian's python3 has no ensurepip without python3-venv.
        const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
        if (!isRoot) {
          console.error('[setup] `python3 -m venv` failed: sudo apt-get install -y python3-venv, then run again');
          process.exit(1);
        }
        run('apt-get', ['update', '-q'], { DEBIAN_FRONTEND: 'noninteractive' });
        run('apt-get', ['install', '-y', '-q', 'python3-venv'], { DEBIAN_FRONTEND: 'noninteractive' });
        if (venv().status !== 0) {
          console.error('[setup] `python3 -m venv .venv` failed');
          process.exit(1);
        }
      }
    }
    say('installing the Python package and its test extras (pip install -e ./python[test]) ...');
    // One retry, not pip's five with backoff: where the configured index is unreachable and a local
    // mirror answers, five retries per package make the install minutes long instead of about one.
    run(venvPy, [
      '-m',
      'pip',
      'install',
      '-q',
      '--disable-pip-version-check',
      '--retries',
      '1',
      '-e',
      './python[test]',
    ]);
    writeFileSync(stamp, want);
  }
}

// 4. The widget pages of the browser tier (test/widgets): real component libraries from
// their own lockfile, so the root lockfile stays free of them; build.mjs skips when the pages are fresh.
if (forTest) {
  const widgets = join(root, 'test', 'widgets');
  const wMarker = join(widgets, 'node_modules', '.package-lock.json');
  const wLock = join(widgets, 'package-lock.json');
  if (!existsSync(wMarker) || statSync(wLock).mtimeMs > statSync(wMarker).mtimeMs + 1000) {
    say("installing the widget pages' npm dependencies (test/widgets) ...");
    run('npm', ['install', '--prefix', widgets, '--no-audit', '--no-fund']);
  }
  run('node', [join(widgets, 'build.mjs')]);
}
