// Builds every artefact in dist/ deterministically (same input, same bytes: `npm test` rebuilds into
// a temporary directory and compares). PAGEMARK_OUT redirects the output for that check.
import ts from 'typescript';
import terser from '@rollup/plugin-terser';
import { dts } from 'rollup-plugin-dts';
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { builtinModules } from 'node:module';
import { dirname, relative, resolve } from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const out = process.env.PAGEMARK_OUT || 'dist';
const banner = `/*! ${pkg.name} v${pkg.version} | ${pkg.license} License | zero runtime dependencies */`;

// TypeScript to JavaScript one file at a time (ts.transpileModule: the compiler's own emit for
// isolatedModules, which tsconfig.json sets). The types are checked once, by `tsc --noEmit` (npm test's
// typecheck), not again by each build of this config: @rollup/plugin-typescript made and checked a whole
// program per build (eleven here), most of the build's time and memory. Same output bytes; the
// minified bundle's source map now carries the TypeScript sources (it carried the emitted JavaScript).
function readTsconfig() {
  const { config, error } = ts.readConfigFile('tsconfig.json', ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config;
}
const tsOptions = ts.convertCompilerOptionsFromJson(
  {
    ...readTsconfig().compilerOptions,
    noEmit: false,
    declaration: false,
    sourceMap: true,
    inlineSources: true,
    types: [],
  },
  '.',
).options;
const SRC = resolve('src');
const typescriptFiles = () => ({
  name: 'pagemark-ts',
  // moduleResolution "Bundler": a relative import names the file without its .ts extension.
  resolveId(source, importer) {
    if (!importer || !source.startsWith('.')) return null;
    const base = resolve(dirname(importer), source);
    for (const f of [`${base}.ts`, `${base}/index.ts`]) if (ts.sys.fileExists(f)) return f;
    return null;
  },
  // In `load`, as @rollup/plugin-typescript did: the module's original code is the emitted JavaScript
  // (rollup guesses the output's indentation from it).
  load(id) {
    if (!id.endsWith('.ts') || !id.startsWith(SRC)) return null;
    const out = ts.transpileModule(ts.sys.readFile(id), {
      compilerOptions: tsOptions,
      fileName: id,
      reportDiagnostics: false,
    });
    // The emitted file ends with its sourceMappingURL comment; the map goes to rollup instead.
    const code = out.outputText.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    return { code, map: JSON.parse(out.sourceMapText) };
  },
});
// Inline the package version so the bundle needs nothing at run time.
const version = () => ({
  name: 'pagemark-version',
  transform(code) {
    return code.includes('__PAGEMARK_VERSION__') ? code.replaceAll('__PAGEMARK_VERSION__', pkg.version) : null;
  },
});

// ecma 2020 output (the bundle's own syntax level) lets terser use arrows and shorthand; three passes
// shave the last kilobytes off the 30 KB gzip budget.
const terserOpts = {
  ecma: 2020,
  format: { comments: /^!/ },
  compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true, pure_getters: false },
  mangle: true,
};
// The core IIFE's budget is gzipped bytes (the panel bundle, which the bookmarklet and userscript
// carry as text, keeps the options above). Terser's rewriting of if/else into ?: and && chains (conditionals), of
// statements into comma sequences (sequences) and its inlining of functions that take arguments
// (inline above 1) shorten the file but lengthen its gzip (each rewrite is a one-off token pattern
// where plain statements repeat), so they are off here; so are its folding of if/return chains
// (if_return) and of constant loop conditions (loops), for the same reason (together 37 B of gzip).
// Property names are kept: shortening the in-page ones saved 0.8% of the gzipped bundle for a
// hand-kept list every new field had to join. Not used: unsafe_comps (it turns `!(a <= b)` into
// `a > b`, wrong for NaN, which the option checks rely on) and unsafe (String(x) into "" + x, which
// a hostile object's valueOf reaches); more passes than three lengthen the gzip.
const coreTerserOpts = {
  ...terserOpts,
  compress: {
    ...terserOpts.compress,
    conditionals: false,
    sequences: false,
    inline: 1,
    if_return: false,
    loops: false,
  },
};
// dist/pagemark.agent.json: the agent's definitions and its rules script for the Python package
// (src/entries/agentRules.ts says what and why); dist/pagemark.session.json: the session's host verb
// data (src/entries/sessionData.ts), definitions only. The script is built like the stitcher, then
// run once here, in a bare context, for its definitions(); the agent's JSON carries the script too,
// as `rules`. JSON.stringify with a fixed key order and two-space indent: the same bytes from the
// same sources.
const definitionsJson = (fileName, global, withRules) => ({
  name: `pagemark-${global}-json`,
  generateBundle(_options, bundle) {
    const chunk = Object.values(bundle).find((c) => c.type === 'chunk');
    const context = vm.createContext({});
    vm.runInContext(`${chunk.code}\n;globalThis.definitions = JSON.stringify(${global}.definitions());`, context);
    const data = { name: pkg.name, version: pkg.version, ...JSON.parse(context.definitions) };
    if (withRules) data.rules = chunk.code;
    delete bundle[chunk.fileName];
    this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(data, null, 2)}\n` });
  },
});
// `import 'pagemark/iife'` (a script that installs the global): its types declare that global, the
// core API of src/api/index.ts (the ESM entry's exports less the panel, which only the panel bundle has).
const iifeTypes = () => ({
  name: 'pagemark-iife-types',
  generateBundle() {
    const source = `${banner}
import type * as Pagemark from './pagemark.js';

declare global {
  /** Installed by pagemark.iife.js / pagemark.iife.min.js. */
  var pagemark: Omit<typeof Pagemark, 'panel'>;
}
export {};
`;
    for (const fileName of ['pagemark.iife.d.ts', 'pagemark.iife.min.d.ts'])
      this.emitFile({ type: 'asset', fileName, source });
  },
});
const nodeExternal = [
  ...builtinModules,
  ...builtinModules.map((m) => `node:${m}`),
  /^playwright-core/,
  /^linkedom/,
  /^@modelcontextprotocol\/sdk/,
];

export default [
  {
    input: 'src/entries/iife.ts',
    plugins: [version(), typescriptFiles()],
    output: [
      { file: `${out}/pagemark.iife.js`, format: 'iife', banner, strict: true },
      // The hosts inject the minified one (src/node/drivers/bundleFile.ts); its map stays beside it,
      // with no sourceMappingURL comment in the bundle (an injected script has no URL to resolve it from).
      {
        file: `${out}/pagemark.iife.min.js`,
        format: 'iife',
        banner,
        sourcemap: 'hidden',
        // Sources relative to dist/ wherever the build writes (npm test's fresh build goes to
        // .tmp/dist-check and must give dist/'s bytes).
        sourcemapPathTransform: (rel, mapPath) => relative(resolve('dist'), resolve(dirname(mapPath), rel)),
        plugins: [terser(coreTerserOpts)],
      },
    ],
  },
  {
    // The bookmarklet and userscript carry the panel too (bookmarklet/build.mjs reads the output).
    input: 'src/entries/iife-panel.ts',
    plugins: [version(), typescriptFiles()],
    output: { file: `${out}/pagemark.panel.iife.min.js`, format: 'iife', banner, plugins: [terser(terserOpts)] },
  },
  {
    // The frame stitcher for the Python package (src/entries/stitch.ts says why it is not in the IIFE).
    input: 'src/entries/stitch.ts',
    plugins: [version(), typescriptFiles()],
    output: {
      file: `${out}/pagemark.stitch.js`,
      format: 'iife',
      name: 'pagemarkStitch',
      banner,
      plugins: [terser(terserOpts)],
    },
  },
  {
    input: 'src/entries/esm.ts',
    plugins: [version(), typescriptFiles()],
    output: { file: `${out}/pagemark.mjs`, format: 'es', banner },
  },
  {
    input: 'src/index.ts',
    plugins: [dts({ tsconfig: './tsconfig.json', compilerOptions: { types: [] } }), iifeTypes()],
    output: { file: `${out}/pagemark.d.ts`, format: 'es', banner },
  },
  {
    // Static mode for Node (linkedom, no browser): `import { snapshotHtml } from 'pagemark/static'`.
    input: 'src/node/static.ts',
    external: nodeExternal,
    plugins: [version(), typescriptFiles()],
    output: { file: `${out}/static.mjs`, format: 'es', banner },
  },
  {
    input: 'src/node/static.ts',
    external: nodeExternal,
    plugins: [dts({ tsconfig: './tsconfig.json', compilerOptions: { types: [] } })],
    output: { file: `${out}/static.d.ts`, format: 'es', banner },
  },
  {
    // Host helpers: `import { attach } from 'pagemark/playwright'` (and 'pagemark/puppeteer'). They read
    // dist/pagemark.iife.js next to themselves and bundle the pure stitcher and renderers.
    input: { playwright: 'src/node/playwright.ts', puppeteer: 'src/node/puppeteer.ts' },
    external: [...nodeExternal, /^puppeteer-core/],
    plugins: [version(), typescriptFiles()],
    output: { dir: out, format: 'es', banner, entryFileNames: '[name].mjs', chunkFileNames: 'host-[name].mjs' },
  },
  {
    input: { playwright: 'src/node/playwright.ts', puppeteer: 'src/node/puppeteer.ts' },
    external: [...nodeExternal, /^puppeteer-core/],
    plugins: [dts({ tsconfig: './tsconfig.json', compilerOptions: { types: [] } })],
    output: { dir: out, format: 'es', banner, entryFileNames: '[name].d.ts', chunkFileNames: 'host-[name].d.ts' },
  },
  {
    input: 'src/entries/agentRules.ts',
    plugins: [version(), typescriptFiles()],
    output: {
      dir: out,
      entryFileNames: 'pagemark.agent.rules.js',
      format: 'iife',
      name: 'pagemarkAgent',
      banner,
      plugins: [terser(terserOpts), definitionsJson('pagemark.agent.json', 'pagemarkAgent', true)],
    },
  },
  {
    input: 'src/entries/sessionData.ts',
    plugins: [version(), typescriptFiles()],
    output: {
      dir: out,
      entryFileNames: 'pagemark.session.data.js',
      format: 'iife',
      name: 'pagemarkSession',
      banner,
      plugins: [definitionsJson('pagemark.session.json', 'pagemarkSession', false)],
    },
  },
  {
    // The agent loop: `import { runAgent } from 'pagemark/agent'` (pure: Node or the page).
    input: 'src/entries/agent.ts',
    plugins: [version(), typescriptFiles()],
    output: { file: `${out}/agent.mjs`, format: 'es', banner },
  },
  {
    input: 'src/entries/agent.ts',
    plugins: [dts({ tsconfig: './tsconfig.json', compilerOptions: { types: [] } })],
    output: { file: `${out}/agent.d.ts`, format: 'es', banner },
  },
  {
    // The `pagemark` executable: a small entry (the session client) that loads the rest of the CLI,
    // the session's process and the skills writer as chunks on demand (src/node/bin.ts).
    input: { cli: 'src/node/bin.ts' },
    external: nodeExternal,
    plugins: [version(), typescriptFiles()],
    output: {
      dir: out,
      format: 'es',
      banner: (chunk) => (chunk.isEntry ? `#!/usr/bin/env node\n${banner}` : banner),
      entryFileNames: '[name].mjs',
      chunkFileNames: 'cli-[name].mjs',
    },
  },
];
