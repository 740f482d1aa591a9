#!/usr/bin/env node
// The golden-output check (test/browser/golden.spec.ts) on its own, in Chromium:
//   node scripts/golden.mjs             compare against test/golden/
//   node scripts/golden.mjs --update    record test/golden/ again (commit it with the reason)
//   node scripts/golden.mjs --dump DIR  also write what this run produced to DIR/got (and the stored
//                                       full outputs to DIR/want); dump two commits and diff the dirs
//                                       to see what changed on a page stored as a hash
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
const env = { ...process.env, PAGEMARK_ENGINES: 'chromium' };
if (args.includes('--update')) env.PAGEMARK_GOLDEN = 'update';
const d = args.indexOf('--dump');
if (d >= 0) {
  if (!args[d + 1]) throw new Error('--dump needs a directory');
  env.PAGEMARK_GOLDEN_DUMP = path.resolve(args[d + 1]);
}
const r = spawnSync('npx', ['playwright', 'test', 'test/browser/golden.spec.ts', '--reporter=dot'], {
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);
