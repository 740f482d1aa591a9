// What the accessible-name computation (f70d23b onwards) costs, everything else equal: builds this commit
// (HEAD) with its name computation put back to the one it replaced (f70d23b's src/dom/aria/computeName.ts
// and its name cache, no descriptions: scripts/bench/names-ablation/), then times that bundle against
// dist/pagemark.iife.js with scripts/names-side-by-side.mjs, both in one run.
//
// Why an ablation and not f70d23b's bundle: since f70d23b other issues added work of their own to
// every snapshot (Playwright-exact locators, the restructure into zones), and comparing with
// f70d23b charges all of it to the names. Three files of src/dom/aria are replaced by the ones in
// scripts/bench/names-ablation/ (computeName.ts, nameCache.ts, description.ts: f70d23b's code behind
// today's exports and import paths; .txt so that no tool here compiles them); the rest of that folder
// is then unused and left out of the bundle. If the build fails, the exports the rest of src/ needs
// from those three files changed: make the same change to the .txt files.
//
//   node scripts/names-ablation.mjs [--keep PATH] [side-by-side options: --rounds N --runs N --pages a,b]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const k = args.indexOf('--keep');
const keep = k >= 0 ? path.resolve(args[k + 1]) : null;
const rest = k >= 0 ? [...args.slice(0, k), ...args.slice(k + 2)] : args;

const run = (cmd, argv, cwd) => execFileSync(cmd, argv, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-ablation-'));
const tree = path.join(dir, 'tree');
const ablated = keep ?? path.join(dir, 'names-ablated.iife.js');
try {
  run('git', ['worktree', 'add', '--detach', tree, 'HEAD'], root);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
  for (const f of ['computeName', 'nameCache', 'description']) {
    const from = path.join(root, 'scripts', 'bench', 'names-ablation', `${f}.ts.txt`);
    fs.copyFileSync(from, path.join(tree, 'src', 'dom', 'aria', `${f}.ts`));
  }
  run('npx', ['rollup', '-c', '--silent'], tree);
  fs.copyFileSync(path.join(tree, 'dist', 'pagemark.iife.js'), ablated);
  console.log(`ablated bundle (HEAD with f70d23b's names): ${ablated}`);
} finally {
  try {
    run('git', ['worktree', 'remove', '--force', tree], root);
  } catch {
    // Left for `git worktree prune`.
  }
}
// Old = HEAD with the old names, new = the committed bundle (rebuild it first when src/ changed).
run(
  process.execPath,
  [path.join(root, 'scripts', 'names-side-by-side.mjs'), ablated, path.join(root, 'dist', 'pagemark.iife.js'), ...rest],
  root,
);
if (!keep) fs.rmSync(dir, { recursive: true, force: true });
