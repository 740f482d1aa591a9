#!/usr/bin/env node
// `npm run release`: the npm tarball and the Python wheel and sdist in release/ (ignored), each
// installed and tried as a stranger would (the same checks as npm test's package steps, plus a global
// npm install), then the files with their sizes and the commands that publish them. Publishes nothing.
// docs/release.md says what each step checks and why the peer dependencies are what they are.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pkg, root } from './package/shell.mjs';
import { packNpm, releaseTag } from './package/npmTarball.mjs';
import { listTarball, npmPackageTest } from './test-npm-package.mjs';
import { buildPython, pythonPackageTest } from './test-python-package.mjs';

const out = join(root, 'release');
const step = (name, cmd, args) => {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`release: ${name} failed`);
    process.exit(1);
  }
};

// A fresh clone has no node_modules, no browser and no .venv: the setup makes what is missing.
step('setup', 'node', ['scripts/setup.mjs', '--release']);
step('build', 'npm', ['run', 'build']);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
console.log('\n=== npm pack');
const packed = packNpm(out);
if (packed.error) {
  console.error(`release: npm pack failed\n${packed.error}`);
  process.exit(1);
}
console.log('\n=== python -m build --sdist --wheel python/');
const built = buildPython(out);
if (built.code !== 0) {
  console.error(`release: the Python build failed\n${built.out.slice(-3000)}${built.err.slice(-3000)}`);
  process.exit(1);
}

const npmResult = await npmPackageTest({ tarball: packed.file, global: true });
const pyResult = pythonPackageTest({ built: out });
const passed = npmResult.passed + pyResult.passed;
const failed = npmResult.failed + pyResult.failed;
const skipped = npmResult.skipped + pyResult.skipped;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\n=== release/');
const files = readdirSync(out).sort();
for (const f of files) {
  const bytes = readFileSync(join(out, f));
  console.log(`${f}  ${kb(statSync(join(out, f)).size)}  sha256 ${createHash('sha256').update(bytes).digest('hex')}`);
}
console.log(
  `\n${packed.info.filename} holds ${packed.info.entryCount} files, ${kb(packed.info.unpackedSize)} unpacked:`,
);
const sizes = new Map(packed.info.files.map((f) => [f.path, f.size]));
for (const { path } of listTarball(packed.file)) console.log(`  ${kb(sizes.get(path) ?? 0).padStart(10)}  ${path}`);

const wheel = files.find((f) => f.endsWith('.whl'));
const sdist = files.find((f) => f.endsWith('.tar.gz'));
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) {
  console.error('release: not ready; fix what failed above (nothing to publish)');
  process.exit(1);
}
console.log(`
Ready. To publish ${pkg.name} ${pkg.version} (from a clean, pushed main):
  git tag ${releaseTag()} && git push origin ${releaseTag()}   # the packed README's links point at this tag
  npm publish release/${packed.info.filename}
  python -m twine upload release/${wheel} release/${sdist}`);
