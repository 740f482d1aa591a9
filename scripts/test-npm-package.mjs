#!/usr/bin/env node
// The npm package as a stranger gets it (scripts/test.mjs and scripts/release.mjs call
// npmPackageTest(); alone, `node scripts/test-npm-package.mjs`): the tarball (packed here, or the
// release's), then in an empty temporary folder `npm install` of it with the newest playwright-core and
// puppeteer-core its peer ranges allow (all from the registry), and
//  1. what the tarball holds: LICENSE, the demo, every export with its types, no source map, a README
//     whose links are absolute and name files of this repository;
//  2. the smoke test through the installed `pagemark` command (scripts/package/npmSmoke.mjs);
//  3. a TypeScript consumer that imports every entry of package.json's "exports", type-checked with
//     `tsc --noEmit` against the installed package (strict, skipLibCheck off: the .d.ts files too);
//  4. Node importing every ES module entry;
//  5. the peer ranges at both ends (scripts/package/peerRanges.mjs);
//  6. with `global: true` (the release), `npm install -g` of the tarball under a temporary prefix,
//     which must bring playwright-core along (a required peer), and the smoke test through its bin.
// Uses dist/ as it is: run `npm run build` first (npm test checks dist/ is fresh before this step).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checks, pkg, root, sh } from './package/shell.mjs';
import { packNpm, relativeLinks, repositoryUrl } from './package/npmTarball.mjs';
import { npmSmoke } from './package/npmSmoke.mjs';
import { installedPeers, newestPeers, peerRangeChecks, writePeerConsumer } from './package/peerRanges.mjs';

// The consumer's compiler and Node types: the versions this repository uses.
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const versionOf = (name) => lock.packages[`node_modules/${name}`]?.version;

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

/** The files of a packed tarball, as npm pack's JSON names them (without `package/`). */
export function listTarball(file) {
  return sh('tar', ['-tzf', file])
    .out.split('\n')
    .filter((l) => l.startsWith('package/') && !l.endsWith('/'))
    .map((l) => ({ path: l.slice('package/'.length) }));
}

function tarballChecks(file, info, check) {
  const files = new Set(info.files.map((f) => f.path));
  const want = ['LICENSE', 'README.md', 'examples/demo/index.html', 'dist/cli.mjs', 'dist/pagemark.iife.min.js'];
  for (const [key, v] of Object.entries(pkg.exports)) {
    for (const f of typeof v === 'string' ? [v] : Object.values(v)) want.push(f.replace(/^\.\//, ''));
    if (key !== './package.json' && (typeof v === 'string' || !v.types)) want.push(`(types of ${key})`);
  }
  const absent = [...new Set(want)].filter((f) => !files.has(f));
  check('the tarball holds LICENSE, the demo and every export with its types', absent.length === 0, absent.join(', '));
  const maps = [...files].filter((f) => f.endsWith('.map'));
  check('the tarball holds no source map', maps.length === 0, maps.join(', '));
  // The README as packed: every link absolute, and each into this repository names a file it has.
  const readme = sh('tar', ['-xzOf', file, 'package/README.md']).out;
  const repo = repositoryUrl();
  const missing = [...readme.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)]
    .map((m) => m[1].replace(/#.*$/, ''))
    .filter((u) => u.startsWith(`${repo}/blob/`) || u.includes('raw.githubusercontent.com'))
    .map((u) => u.replace(/^.*?\/(blob\/)?v\d+\.\d+\.\d+[^/]*\//, ''))
    .filter((p) => !existsSync(join(root, p)));
  const relative = relativeLinks(readme);
  // The install steps name the tarball `npm pack` writes: pagemark-VERSION.tgz of this version.
  const stale = [...readme.matchAll(/pagemark-(\d+\.\d+\.\d+)\.tgz/g)].map((m) => m[1]);
  check(
    `the README's install steps name this version's tarball (pagemark-${pkg.version}.tgz)`,
    stale.length > 0 && stale.every((v) => v === pkg.version),
    stale.join(', '),
  );
  check(
    `the packed README's links are absolute to ${repo} and name files it has`,
    readme.length > 0 && relative.length === 0 && missing.length === 0,
    `relative: ${relative.join(', ')}\nno such file: ${missing.join(', ')}`,
  );
}

/** { tarball?: a packed file to test instead of packing one; global?: also a global install }. */
export async function npmPackageTest({ tarball, global = false } = {}) {
  const { check, skip, result } = checks();
  const tmp = mkdtempSync(join(tmpdir(), 'pagemark-npm-'));
  try {
    console.log(`\n=== npm package: ${tarball ? `the tarball ${tarball}` : 'npm pack'}`);
    const packed = tarball ? { file: tarball, info: { files: listTarball(tarball) } } : packNpm(tmp);
    if (!check('npm pack', !packed.error, packed.error)) return result('npm package from an empty folder');
    tarballChecks(packed.file, packed.info, check);

    const app = join(tmp, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    console.log(`=== npm package: npm install ${packed.file} in an empty folder`);
    const deps = [packed.file, `typescript@${versionOf('typescript')}`, `@types/node@${versionOf('@types/node')}`];
    // A project of its own on the newest Playwright and Puppeteer the ranges allow.
    deps.push(...newestPeers());
    const inst = sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...deps], app);
    if (!check('npm install of the tarball', inst.code === 0, inst.err))
      return result('npm package from an empty folder');

    await npmSmoke({ bin: ['npx', '--no-install', 'pagemark'], cwd: app, check, skip });

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
        files: ['consumer.ts', writePeerConsumer(app)],
      }),
    );
    const tsc = sh('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json'], app);
    check(
      `tsc --noEmit: a consumer of every export, and of both peers on the newest of each range (${installedPeers(app)})`,
      tsc.code === 0,
      tsc.out + tsc.err,
    );

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

    peerRangeChecks({ app, check });

    if (global) {
      const prefix = join(tmp, 'global');
      console.log(`=== npm package: npm install -g ${packed.file} (prefix ${prefix})`);
      const g = sh(
        'npm',
        ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', packed.file],
        tmp,
      );
      // A global package is a tree of its own: npm puts its peers under it, not beside it.
      const lib = join(prefix, 'lib', 'node_modules');
      const peer = ['pagemark/node_modules/playwright-core', 'playwright-core'].find((p) => existsSync(join(lib, p)));
      if (
        check(
          `npm install -g of the tarball brings playwright-core (a required peer; at lib/node_modules/${peer})`,
          g.code === 0 && !!peer,
          `exit ${g.code}\n${g.err}`,
        )
      ) {
        const cwd = join(tmp, 'elsewhere');
        mkdirSync(cwd);
        await npmSmoke({ bin: [join(prefix, 'bin', 'pagemark')], cwd, check, skip });
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return result('npm package from an empty folder');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await npmPackageTest();
  // `--json FILE`: the counts and rows for scripts/test.mjs, which runs this beside the browser tier.
  const json = process.argv.indexOf('--json');
  if (json > 0) writeFileSync(process.argv[json + 1], JSON.stringify(r));
  for (const row of r.rows) console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.name} (${row.seconds.toFixed(1)} s)`);
  console.log(`${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  process.exit(r.failed > 0 ? 1 : 0);
}
