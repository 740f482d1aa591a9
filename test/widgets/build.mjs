#!/usr/bin/env node
// Bundles one page per component library (src/<page>.{js,jsx}) into build/<page>.html + .js + .css
// with esbuild, for test/browser/widgets.spec.ts. Skips the build when build/ is newer
// than every source file and the lockfile. `--force` rebuilds.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'build');
const stamp = join(out, '.stamp');
const entries = readdirSync(join(here, 'src')).filter((f) => /\.jsx?$/.test(f));
const inputs = [join(here, 'build.mjs'), join(here, 'package-lock.json'), ...entries.map((f) => join(here, 'src', f))];
const newest = Math.max(...inputs.map((f) => statSync(f).mtimeMs));
if (!process.argv.includes('--force') && existsSync(stamp) && statSync(stamp).mtimeMs >= newest) process.exit(0);

mkdirSync(out, { recursive: true });
await build({
  entryPoints: entries.map((f) => join(here, 'src', f)),
  outdir: out,
  bundle: true,
  format: 'iife',
  jsx: 'automatic',
  minify: true,
  target: 'es2020',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: {
    '.woff': 'dataurl',
    '.woff2': 'dataurl',
    '.ttf': 'dataurl',
    '.svg': 'dataurl',
    '.png': 'dataurl',
    '.gif': 'dataurl',
  },
  logLevel: 'warning',
});
for (const f of entries) {
  const name = parse(f).name;
  const css = existsSync(join(out, `${name}.css`)) ? `<link rel="stylesheet" href="${name}.css">` : '';
  writeFileSync(
    join(out, `${name}.html`),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>${css}</head>` +
      `<body><div id="root"></div><script src="${name}.js"></script></body></html>\n`,
  );
}
writeFileSync(stamp, new Date().toISOString() + '\n');
console.log(`[widgets] built ${entries.length} pages into ${out}`);
