// The peer dependencies' ranges (package.json peerDependencies; why they are peers: docs/release.md),
// exercised at both ends. The floor of each range is the version this repository's devDependencies
// pin, so every test of the repository runs on it; the newest version in the range is what the app
// folder of the package test installs from the registry. A consumer project that hands its own
// Playwright and Puppeteer objects to pagemark is type-checked against each end: as installed (the
// newest; test-npm-package.mjs checks it with its consumer of every export), then with tsconfig
// `paths` sending both names to the floor's copies in this repository's node_modules (paths apply
// to pagemark's .d.ts files too).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pkg, root, sh } from './shell.mjs';

export const PEERS = ['playwright-core', 'puppeteer-core'];

/** The floor of a range written `>=X <Y`. */
export function floorOf(range) {
  const m = /^>=\s*(\d+\.\d+\.\d+)\s+<\s*\d+(\.\d+)*$/.exec(range);
  if (!m) throw new Error(`peer range "${range}" is not of the form ">=X.Y.Z <N"`);
  return m[1];
}

const CONSUMER = `import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { attach, openSession } from 'pagemark/playwright';
import { attach as attachPuppeteer, openSession as openPuppeteerSession } from 'pagemark/puppeteer';

// Objects of the consumer's own playwright-core and puppeteer-core, handed to pagemark.
export async function withPlaywright(): Promise<void> {
  const browser = await chromium.launch();
  const context = await browser.newContext();
  const pm = await attach(await context.newPage());
  const loc = await pm.locator('b13');
  if (loc) await loc.click();
  const session = await openSession(context);
  console.log(await session.tabs(), session.page()?.url());
  await session.dispose();
}

export async function withPuppeteer(): Promise<void> {
  const browser = await puppeteer.launch();
  await attachPuppeteer(await browser.newPage());
  await openPuppeteerSession(browser);
  await openPuppeteerSession(browser.defaultBrowserContext());
}
`;

/** The newest published version inside `range` (from the registry), whatever Node it asks for. */
export function newestIn(name, range) {
  const r = sh('npm', ['view', `${name}@${range}`, 'version', '--json'], root);
  try {
    const v = JSON.parse(r.out);
    // npm view lists them in publish order, not by version (a 25.15 patch can come after 25.16.0).
    const key = (x) => x.split('.').map(Number);
    const newer = (a, b) => key(a).findIndex((n, i) => n !== key(b)[i]);
    return (Array.isArray(v) ? v : [v]).reduce((best, x) => {
      const i = newer(x, best);
      return i >= 0 && key(x)[i] > key(best)[i] ? x : best;
    });
  } catch {
    return undefined;
  }
}

/**
 * The install specs of the newest of each range. Exact versions: npm alone would pick the newest whose
 * `engines` accept this Node (puppeteer-core 25 asks for Node 22), so a range's top could go untested.
 */
export function newestPeers() {
  return PEERS.map((name) => `${name}@${newestIn(name, pkg.peerDependencies[name]) ?? pkg.peerDependencies[name]}`);
}

/** Writes the consumer of both peers into `app` and returns its file name (the caller type-checks it as installed). */
export function writePeerConsumer(app) {
  writeFileSync(join(app, 'peers.ts'), CONSUMER);
  return 'peers.ts';
}

/** The peers' installed versions in `app`, for a check's name. */
export function installedPeers(app) {
  const version = (name) => JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8')).version;
  return PEERS.map((n) => `${n} ${version(n)}`).join(', ');
}

/**
 * The checks in `app`, where the tarball, typescript, @types/node and the newest peers are installed
 * and the consumer written: one copy of each peer; the floors; the consumer on the floors.
 */
export function peerRangeChecks({ app, check }) {
  for (const name of PEERS) {
    const range = pkg.peerDependencies[name];
    const pinned = pkg.devDependencies[name];
    const here = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
    check(
      `${name}: the floor of ${range} is the version the repository's tests run on`,
      floorOf(range) === pinned && here === pinned,
      `devDependencies: ${pinned}, node_modules: ${here}`,
    );
    // One copy: a second one under pagemark/ is what made a consumer's Page "not assignable" (TS2345).
    check(
      `${name}: one copy in the app (none under node_modules/pagemark)`,
      !existsSync(join(app, 'node_modules', 'pagemark', 'node_modules', name)),
    );
  }
  const paths = {};
  for (const name of PEERS) {
    paths[name] = [join(root, 'node_modules', name)];
    paths[`${name}/*`] = [join(root, 'node_modules', name, '*')];
  }
  // skipLibCheck: the .d.ts files were checked in full on the newest versions; here what matters is
  // whether the floor's objects are assignable where the consumer hands them to pagemark.
  const config = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      target: 'es2022',
      skipLibCheck: true,
      types: ['node'],
      lib: ['es2022', 'dom'],
      paths,
    },
    files: [writePeerConsumer(app)],
  };
  writeFileSync(join(app, 'tsconfig.floor.json'), JSON.stringify(config));
  const floors = PEERS.map((n) => `${n} ${floorOf(pkg.peerDependencies[n])}`).join(', ');
  const b = sh('npx', ['--no-install', 'tsc', '-p', 'tsconfig.floor.json'], app);
  check(`tsc: a consumer of both peers on the floor of each range (${floors})`, b.code === 0, b.out + b.err);
}
