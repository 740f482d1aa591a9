#!/usr/bin/env node
// The npm package as a stranger gets it (scripts/test.mjs calls npmPackageTest(); alone,
// `node scripts/test-npm-package.mjs`): `npm pack`, then in an empty temporary folder `npm install`
// of that tarball (its dependencies come from the registry) and
//  1. `npx pagemark --version`, `npx pagemark snapshot <file>`, `npx pagemark demo` (one shot,
//     headless; its files land in out/demo);
//  2. a TypeScript consumer that imports every entry of package.json's "exports", type-checked with
//     `tsc --noEmit` against the installed package (strict, skipLibCheck off: the .d.ts files too);
//  3. Node importing every ES module entry.
// Uses dist/ as it is: run `npm run build` first (npm test checks dist/ is fresh before this step).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(new URL('..', import.meta.url).pathname);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// The consumer's compiler and Node types: the versions this repository uses.
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const versionOf = (name) => lock.packages[`node_modules/${name}`]?.version;

function sh(cmd, args, cwd, extraEnv = {}) {
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1', ...extraEnv };
  delete env.npm_config_prefix; // an `npm test` parent's settings must not steer the stranger's npm
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 5 * 60_000 });
  return { code: r.status, out: r.stdout ?? '', err: `${r.stderr ?? ''}${r.error ? r.error.message : ''}` };
}

/** The consumer: one import per export, each used so that its types are checked. */
function consumerSource(exportsMap) {
  const lines = [];
  const uses = [];
  let n = 0;
  for (const key of Object.keys(exportsMap)) {
    const spec = key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`;
    if (key === './package.json') {
      lines.push(`import pkgJson from '${spec}' with { type: 'json' };`);
      uses.push(`const v${n++}: string = pkgJson.version;`);
    } else if (/^\.\/iife/.test(key)) {
      // A script that installs the global `pagemark`: its types declare that global.
      lines.push(`import '${spec}';`);
      uses.push(`const v${n++}: string = pagemark.version;`);
    } else {
      const id = `m${n++}`;
      lines.push(`import * as ${id} from '${spec}';`);
      uses.push(`const k${id}: string[] = Object.keys(${id});`);
    }
  }
  return `${lines.join('\n')}\n\n${uses.join('\n')}\nexport {};\n`;
}

export function npmPackageTest() {
  const rows = [];
  const out = { passed: 0, failed: 0, skipped: 0, rows };
  const t0 = Date.now();
  const check = (name, ok, detail = '') => {
    if (ok) out.passed++;
    else out.failed++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - t0) / 1000).toFixed(0)} s)${ok || !detail ? '' : `\n${detail}`}`,
    );
    return ok;
  };
  const tmp = mkdtempSync(join(tmpdir(), 'pagemark-npm-'));
  try {
    console.log('\n=== npm package: npm pack');
    const packed = sh('npm', ['pack', '--json', '--pack-destination', tmp], root);
    let info;
    try {
      info = JSON.parse(packed.out)[0];
    } catch {
      check('npm pack', false, packed.err);
      return out;
    }
    const files = new Set(info.files.map((f) => f.path));
    const want = ['LICENSE', 'README.md', 'examples/demo/index.html', 'dist/cli.mjs', 'dist/pagemark.iife.min.js'];
    for (const [key, v] of Object.entries(pkg.exports)) {
      for (const f of typeof v === 'string' ? [v] : Object.values(v)) want.push(f.replace(/^\.\//, ''));
      if (key !== './package.json' && (typeof v === 'string' || !v.types)) want.push(`(types of ${key})`);
    }
    const absent = [...new Set(want)].filter((f) => !files.has(f));
    check(
      `the tarball holds LICENSE, the demo and every export with its types`,
      absent.length === 0,
      absent.join(', '),
    );

    const app = join(tmp, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    console.log(`=== npm package: npm install ${info.filename} in an empty folder`);
    const deps = [join(tmp, info.filename), `typescript@${versionOf('typescript')}`];
    deps.push(`@types/node@${versionOf('@types/node')}`, `puppeteer-core@${versionOf('puppeteer-core')}`);
    const inst = sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...deps], app);
    if (!check('npm install of the tarball', inst.code === 0, inst.err)) return out;

    const version = sh('npx', ['--no-install', 'pagemark', '--version'], app);
    check(
      'npx pagemark --version',
      version.code === 0 && version.out === `${pkg.version}\n`,
      version.out + version.err,
    );

    writeFileSync(
      join(app, 'page.html'),
      '<!doctype html><title>t</title><label>Email <input id="e"></label><button>Send</button>',
    );
    const snap = sh('npx', ['--no-install', 'pagemark', 'snapshot', 'page.html'], app);
    check(
      'npx pagemark snapshot page.html',
      snap.code === 0 && /<input label=Email>/.test(snap.out) && /<button>Send/.test(snap.out),
      snap.out + snap.err,
    );

    const demo = sh('npx', ['--no-install', 'pagemark', 'demo'], app);
    check(
      'npx pagemark demo',
      demo.code === 0 &&
        demo.out.includes('value="trail backpack"') &&
        existsSync(join(app, 'out', 'demo', 'screenshot.png')) &&
        !/not found/i.test(demo.out),
      demo.out + demo.err,
    );

    writeFileSync(join(app, 'consumer.ts'), consumerSource(pkg.exports));
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          skipLibCheck: false,
          resolveJsonModule: true,
          noUncheckedSideEffectImports: true,
          types: ['node'],
          lib: ['es2022', 'dom'],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = sh('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json'], app);
    check('tsc --noEmit: a consumer importing every export', tsc.code === 0, tsc.out + tsc.err);

    const esm = Object.entries(pkg.exports)
      .filter(([, v]) => typeof v === 'object' && v.import)
      .map(([k]) => (k === '.' ? pkg.name : `${pkg.name}/${k.slice(2)}`));
    const script = `for (const s of ${JSON.stringify(esm)}) { const m = await import(s); if (!Object.keys(m).length) throw new Error(s + ' exports nothing'); }
const { snapshotHtml } = await import('${pkg.name}/static');
console.log(snapshotHtml('<button>Go</button>').elements.length);`;
    const run = sh(process.execPath, ['--input-type=module', '-e', script], app);
    check(
      `node imports every ES module export (${esm.length})`,
      run.code === 0 && run.out === '1\n',
      run.out + run.err,
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rows.push({ name: 'npm package from an empty folder', ok: out.failed === 0, seconds: (Date.now() - t0) / 1000 });
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = npmPackageTest();
  // `--json FILE`: the counts and rows for scripts/test.mjs, which runs this beside the browser tier.
  const json = process.argv.indexOf('--json');
  if (json > 0) writeFileSync(process.argv[json + 1], JSON.stringify(r));
  for (const row of r.rows) console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.name} (${row.seconds.toFixed(1)} s)`);
  console.log(`${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  process.exit(r.failed > 0 ? 1 : 0);
}
