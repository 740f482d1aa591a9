#!/usr/bin/env node
// Installs what is missing, and nothing else: npm dependencies (when node_modules is absent or older
// than package-lock.json) and the Debian browsers the job needs (apt-get, as root). Quiet when all is
// there. `--test` asks for every engine of the test suite; without it only Chromium (npm start).
// Uses Node built-ins only: it must run on a fresh clone before `npm install`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const forTest = process.argv.includes('--test');
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
  ...(forTest
    ? [
        ['/usr/bin/firefox-esr', 'firefox-esr'],
        // The Selenium recipe's test drives Chromium through Debian's chromedriver.
        ['/usr/bin/chromedriver', 'chromium-driver'],
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
  // With recommends, as verified in ../shared/engines/ENGINES.md (fonts, xauth for Xvfb).
  run('apt-get', ['install', '-y', '-q', ...missing], env);
  say('Debian packages installed');
}
try {
  execFileSync('/usr/bin/chromium', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('[setup] /usr/bin/chromium is present but does not run');
  process.exit(1);
}

// 3. The widget pages of the browser tier (test/widgets, issue 29): real component libraries from
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
