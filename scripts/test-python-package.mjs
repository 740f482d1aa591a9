#!/usr/bin/env node
// The Python package as a stranger gets it (scripts/test-python.mjs calls pythonPackageTest(); alone,
// `node scripts/test-python-package.mjs`). With .venv's `build` (scripts/setup.mjs --test makes .venv):
//  1. the sdist and the wheel, built from python/, carry dist/'s files byte for byte (the bundle, the
//     frame stitcher, the session's host verb data, the agent's JSON when dist/ has it) and no unminified bundle;
//  2. the sdist builds a wheel alone (away from the repository), with the same files;
//  3. the wheel is installed into a fresh virtual environment (with the [playwright,selenium]
//     extras) and runs the README's Python examples (python/examples/, copied out of the repository),
//     which print what the README shows, and `python -m pagemark --version`; so is the wheel built
//     from the sdist, unless it holds the wheel's files byte for byte (then it is the same code);
//  4. both carry the repository's LICENSE, and the wheel's metadata no pytest-plugin classifier;
//  5. a build without dist/ stops and says to run `npm run build`.
// `npm run release` passes the folder it built the wheel and the sdist into.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(new URL('..', import.meta.url).pathname);
const venvPy = join(root, '.venv', 'bin', 'python');
const pyVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
/** What the build hook ships (python/setup.py's SHIPPED): dist/'s files, the optional ones when present. */
const SHIPPED = ['pagemark.iife.min.js', 'pagemark.stitch.js', 'pagemark.agent.json', 'pagemark.session.json'].filter(
  (f) => f !== 'pagemark.agent.json' || existsSync(join(root, 'dist', f)),
);
// One retry, as scripts/setup.mjs: where the configured index is unreachable and a mirror answers.
const PIP = ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '--retries', '1'];

function sh(cmd, args, cwd = root) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 10 * 60_000 });
  return { code: r.status, out: r.stdout ?? '', err: `${r.stderr ?? ''}${r.error ? r.error.message : ''}` };
}

/** (code, printed) for each ```python block of the README's "## Python" section and the ```text after it. */
function readmePairs() {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const section = text.split('\n## Python\n')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/```python\n([\s\S]*?)```\s*```text\n([\s\S]*?)```/g)].map((m) => [m[1], m[2]]);
}

// Lists an archive's files under pagemark/ with the sha256 of each, in Python (zipfile, tarfile); then
// its LICENSE at the top or in .dist-info (`LICENSE <sha256>`) and the wheel's classifiers (`METADATA [...]`).
const LIST = `import hashlib, sys, tarfile, zipfile
p = sys.argv[1]
if p.endswith('.whl'):
    z = zipfile.ZipFile(p); items = [(n, z.read(n)) for n in z.namelist()]
else:
    t = tarfile.open(p); items = [(m.name, t.extractfile(m).read()) for m in t.getmembers() if m.isfile()]
for n, b in items:
    if '/pagemark/' in '/' + n: print(n.rsplit('/', 1)[1], hashlib.sha256(b).hexdigest())
    if n.rsplit('/', 1)[-1] == 'LICENSE' and n.count('/') <= 1: print('LICENSE', hashlib.sha256(b).hexdigest())
    if n.endswith('.dist-info/METADATA'):
        print('METADATA', [l for l in b.decode().splitlines() if l.startswith('Classifier:')])`;

/** The sdist and the wheel of python/ into `outdir`, with .venv's build: { code, out, err }. */
export function buildPython(outdir) {
  // .venv has setuptools and build ([test] extras): no isolated build environment to install, which
  // where the configured index answers slowly costs more than the build.
  const b = sh(venvPy, [
    '-m',
    'build',
    '--no-isolation',
    '--sdist',
    '--wheel',
    '--outdir',
    outdir,
    join(root, 'python'),
  ]);
  rmSync(join(root, 'python', 'build'), { recursive: true, force: true });
  return b;
}

/** { built?: a folder holding the wheel and the sdist to test instead of building them }. */
export function pythonPackageTest({ built: given } = {}) {
  const out = { passed: 0, failed: 0, skipped: 0, rows: [] };
  const t0 = Date.now();
  const check = (name, ok, detail = '') => {
    if (ok) out.passed++;
    else out.failed++;
    const secs = ((Date.now() - t0) / 1000).toFixed(0);
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${secs} s)${ok || !detail ? '' : `\n${detail}`}`);
    return ok;
  };
  const done = () => {
    out.rows.push({
      name: 'python wheel and sdist in fresh venvs',
      ok: out.failed === 0,
      seconds: (Date.now() - t0) / 1000,
    });
    return out;
  };
  console.log('\n=== python package: build the sdist and the wheel, install each in a fresh venv');
  if (!existsSync(venvPy)) {
    check('python package', false, 'no .venv: run `node scripts/setup.mjs --test` (npm test does)');
    return done();
  }
  const tmp = mkdtempSync(join(tmpdir(), 'pagemark-py-'));
  try {
    const built = given ?? join(tmp, 'built');
    if (!given) {
      const b = buildPython(built);
      if (!check('python -m build --sdist --wheel python/', b.code === 0, b.out.slice(-3000) + b.err.slice(-3000)))
        return done();
    }
    const artefacts = readdirSync(built);
    const wheel = artefacts.find((f) => f.endsWith('.whl'));
    const sdist = artefacts.find((f) => f.endsWith('.tar.gz'));
    const python = spawnSync('python3', ['-c', 'print(1)']).status === 0 ? 'python3' : venvPy;
    const sha = (f) =>
      sh(python, [
        '-c',
        `import hashlib;print(hashlib.sha256(open(${JSON.stringify(f)},'rb').read()).hexdigest())`,
      ]).out.trim();
    const want = SHIPPED.map((f) => `${f} ${sha(join(root, 'dist', f))}`);
    for (const a of [wheel, sdist]) {
      const listed = sh(python, ['-c', LIST, join(built, a)])
        .out.trim()
        .split('\n');
      const missing = want.filter((w) => !listed.includes(w));
      const extra = listed.filter((l) => l.startsWith('pagemark.iife.js '));
      check(
        `${a} carries dist/'s ${SHIPPED.join(', ')}`,
        missing.length === 0 && extra.length === 0,
        [...missing, ...extra].join('\n'),
      );
    }

    const license = `LICENSE ${sha(join(root, 'LICENSE'))}`;
    for (const a of [wheel, sdist]) {
      const lines = sh(python, ['-c', LIST, join(built, a)])
        .out.trim()
        .split('\n');
      check(`${a} carries the repository's LICENSE`, lines.includes(license), lines.join('\n'));
      const meta = lines.find((l) => l.startsWith('METADATA'));
      if (meta)
        check(
          `${a}: classifiers name the MIT license and no pytest plugin`,
          meta.includes('License :: OSI Approved :: MIT License') && !meta.includes('Framework :: Pytest'),
          meta,
        );
    }

    const examples = join(tmp, 'examples');
    cpSync(join(root, 'python', 'examples'), examples, { recursive: true });
    const pairs = readmePairs();
    const byName = new Map();
    for (const f of readdirSync(examples).filter((f) => f.endsWith('.py'))) {
      const code = readFileSync(join(examples, f), 'utf8');
      const pair = pairs.find(([c]) => c === code);
      if (pair) byName.set(f, pair[1]);
    }
    check(
      `the README shows every python/examples/*.py (${byName.size})`,
      byName.size > 0 && byName.size === pairs.length,
    );

    // The sdist must build a wheel alone, away from the repository (pip unpacks it in a temporary
    // folder: no ../dist there, the hook takes the copies the sdist carries); pip does this itself on
    // `pip install <sdist>`, here once with .venv's setuptools instead of an isolated environment.
    const fromSdist = join(tmp, 'from-sdist');
    const w = sh(
      venvPy,
      [...PIP.slice(0, 2), 'wheel', '-q', '--no-deps', '--no-build-isolation', '-w', fromSdist, join(built, sdist)],
      tmp,
    );
    const sdistWheel = w.code === 0 ? readdirSync(fromSdist).find((f) => f.endsWith('.whl')) : undefined;
    // Whether the wheel built from the sdist holds the very files of the wheel (each file of the
    // package and LICENSE by name and sha256): then installing it and running the examples again
    // would run the same code, and only the wheel's venv runs them; otherwise the sdist's does too.
    let sameAsWheel = false;
    if (check(`${sdist} builds a wheel alone`, !!sdistWheel, w.err.slice(-3000))) {
      const files = (f) =>
        sh(python, ['-c', LIST, f])
          .out.trim()
          .split('\n')
          .filter((l) => !l.startsWith('METADATA'))
          .sort();
      const listed = files(join(fromSdist, sdistWheel));
      check(
        `the wheel built from ${sdist} carries dist/'s files`,
        want.every((x) => listed.includes(x)),
        listed.join('\n'),
      );
      const wheelFiles = files(join(built, wheel));
      sameAsWheel = listed.join('\n') === wheelFiles.join('\n');
      check(
        `the wheel built from ${sdist} holds the files of ${wheel}, byte for byte`,
        sameAsWheel,
        [...listed.filter((l) => !wheelFiles.includes(l)), ...wheelFiles.filter((l) => !listed.includes(l))].join('\n'),
      );
    }

    for (const [kind, file] of [
      ['wheel', join(built, wheel)],
      ['sdist', !sameAsWheel && sdistWheel && join(fromSdist, sdistWheel)],
    ]) {
      if (!file) continue;
      const env = join(tmp, `venv-${kind}`);
      const mk = sh('python3', ['-m', 'venv', env]);
      const py = join(env, 'bin', 'python');
      // The package itself from the file alone (--no-index: nothing else is fetched; it has no
      // required dependency). The [playwright,selenium] extras are third-party packages already in
      // .venv: a .pth file puts .venv's site-packages after the fresh venv's own, so the examples
      // import them without a download (each pip install that consults an index here waited a
      // minute on the unreachable default index before the configured mirror answered).
      const inst = mk.code === 0 ? sh(py, [...PIP, '--no-index', '--no-deps', file], tmp) : mk;
      if (inst.code === 0) {
        const site = (p) => sh(p, ['-c', 'import sysconfig; print(sysconfig.get_paths()["purelib"])']).out.trim();
        writeFileSync(join(site(py), 'zz-pagemark-test-extras.pth'), `${site(venvPy)}\n`);
      }
      if (
        !check(
          `${kind}: pip install into a fresh venv (extras from .venv)`,
          inst.code === 0 && sh(py, ['-c', 'import pagemark, playwright, selenium']).code === 0,
          inst.err.slice(-3000),
        )
      )
        continue;
      // The package must come from the fresh venv, not from .venv's editable install.
      const where = sh(py, ['-c', 'import pagemark; print(pagemark.__file__)']).out.trim();
      check(`${kind}: pagemark is imported from the fresh venv`, where.startsWith(env), where);
      const version = sh(py, ['-m', 'pagemark', '--version'], tmp);
      check(
        `${kind}: python -m pagemark --version`,
        version.code === 0 && version.out === `${pyVersion}\n`,
        version.out + version.err,
      );
      for (const [name, printed] of byName) {
        const r = sh(py, [name], examples);
        check(`${kind}: ${name} prints what the README shows`, r.code === 0 && r.out === printed, `${r.out}\n${r.err}`);
      }
    }

    // No dist/ beside python/: the build hook must stop with what to run, not ship a package without its bundle.
    const lone = join(tmp, 'lone');
    mkdirSync(lone);
    cpSync(join(root, 'python'), join(lone, 'python'), {
      recursive: true,
      filter: (s) => !/\/(build|tests|dist|__pycache__)$|\.egg-info$/.test(s),
    });
    const nb = sh(venvPy, [
      '-m',
      'build',
      '--no-isolation',
      '--wheel',
      '--outdir',
      join(lone, 'out'),
      join(lone, 'python'),
    ]);
    check(
      'a build without dist/ fails and says to run npm run build',
      nb.code !== 0 && /pagemark\.iife\.min\.js[^\n]*not found[\s\S]*npm run build/.test(nb.out + nb.err),
      (nb.out + nb.err).slice(-2000),
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return done();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = pythonPackageTest();
  // `--json FILE`: the counts and rows for scripts/test.mjs, which runs this beside the browser tier.
  const json = process.argv.indexOf('--json');
  if (json > 0) writeFileSync(process.argv[json + 1], JSON.stringify(r));
  for (const row of r.rows) console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.name} (${row.seconds.toFixed(1)} s)`);
  console.log(`${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
  process.exit(r.failed > 0 ? 1 : 0);
}
