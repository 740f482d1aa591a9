// The layers of src/ (docs/architecture.md), checked by dependency-cruiser in `npm test` and
// `npm run lint` (`npm run deps`). Zones: core/ (isomorphic: the page and Node) < dom/ (in-page) <
// api/ (composes pipeline, overlay, teardown) < delivery/ < entries/; agent/ sits above core/ alone;
// node/ runs in Node. Inside dom/ and node/ a folder may import only the folders before it in
// DOM_ORDER and NODE_ORDER (test/unit/docs/architecture.test.ts holds the page to these lists).
const DOM_ORDER = [
  'platform',
  'identity',
  'css',
  'visibility',
  'aria',
  'locators',
  'incremental',
  'discovery',
  'snapshot',
  'actions',
  'observe',
  'highlight',
  'bridge',
];

// node/ (Node only) the same way: its own files (the package entries, the CLI) sit on top and may use
// every folder; a folder below may import only the folders before it in NODE_ORDER.
const NODE_ORDER = ['guard', 'browser', 'drivers', 'session', 'tools', 'mcp', 'sessioncli'];

const order = (zone, names) =>
  names.slice(0, -1).map((name, i) => ({
    name: `${zone}-order-${name}`,
    comment: `${zone}/${name} may import only ${zone}/{${names.slice(0, i).join(',')}} (bottom to top: ${names.join(' < ')})`,
    severity: 'error',
    from: { path: `^src/${zone}/${name}/` },
    to: { path: `^src/${zone}/(${names.slice(i + 1).join('|')})/` },
  }));

// A folder's own files sit above its subfolders (node/cli.ts may use node/mcp/; node/mcp/ may not use
// node/cli.ts): one rule a depth, since a rule's `to` can name only the folder its `from` captured.
const MAX_DEPTH = 4;
const notUp = Array.from({ length: MAX_DEPTH - 1 }, (_, k) => ({
  name: `no-import-up-${k + 1}`,
  comment:
    "A module never imports a file that sits directly in a folder above its own: a folder's own files use its subfolders, not the other way, so a parent and a child folder never form a cycle.",
  severity: 'error',
  from: { path: `^(src${'/[^/]+'.repeat(k + 1)})/[^/]+/` },
  to: { path: '^$1/[^/]+$' },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'No import cycles between folders either (node/session/ and node/tools/ may not use each other): dependency-cruiser counts a folder with its subfolders, so no-import-up-* covers a parent and its child.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...notUp,
    {
      name: 'builtins-run-first',
      comment:
        'builtins/ captures the built-ins at load, before anything else runs: it imports nothing of src/ outside itself.',
      severity: 'error',
      from: { path: '^src/builtins/' },
      to: { path: '^src/', pathNot: '^src/builtins/' },
    },
    {
      name: 'core-is-isomorphic',
      comment:
        'core/ runs in the page and in Node on a JSON snapshot: it imports nothing of dom/, api/, delivery/, entries/, agent/, node/.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(dom|api|delivery|entries|agent|node)/|^src/index\\.ts$' },
    },
    {
      name: 'agent-sits-above-core',
      comment:
        'agent/ (the agent loop, its prompt, tools and model clients) runs in the page and in Node on the session it is given: it imports only core/.',
      severity: 'error',
      from: { path: '^src/agent/' },
      to: { path: '^src/(dom|api|delivery|entries|node)/|^src/index\\.ts$' },
    },
    {
      name: 'agent-used-by-its-callers',
      comment:
        'agent/ is used by the agent entry, the panel (delivery/) and the CLI (node/), never by the page pipeline.',
      severity: 'error',
      from: { path: '^src/(dom|api|core)/' },
      to: { path: '^src/agent/' },
    },
    {
      name: 'dom-below-api',
      comment: 'dom/ is composed by api/; it never imports api/, delivery/, entries/ or node/.',
      severity: 'error',
      from: { path: '^src/dom/' },
      to: { path: '^src/(api|delivery|entries|node)/|^src/index\\.ts$' },
    },
    {
      name: 'api-below-delivery',
      comment: 'api/ is the public surface; delivery/ (the panel) and entries/ sit above it.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/(delivery|entries|node)/|^src/index\\.ts$' },
    },
    {
      name: 'delivery-below-entries',
      severity: 'error',
      from: { path: '^src/delivery/' },
      to: { path: '^src/(entries|node)/|^src/index\\.ts$' },
    },
    {
      name: 'nothing-imports-entries',
      comment: 'Entry points are bundle inputs, not modules to import.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/entries/' },
      to: { path: '^src/entries/' },
    },
    {
      name: 'node-only-from-node',
      comment: 'node/ (drivers, static mode, CLI) is never part of the page bundle.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/node/' },
      to: { path: '^src/node/' },
    },
    {
      name: 'drivers-use-core',
      comment:
        "node/'s folders (drivers, session, tools, doors) run in Node next to a page that holds the bundle: they import core/ and only types from dom/ or api/ (static mode, in node/ itself, runs the pipeline).",
      severity: 'error',
      from: { path: '^src/node/[^/]+/' },
      to: { path: '^src/(dom|api|delivery|entries)/', dependencyTypesNot: ['type-only'] },
    },
    ...order('dom', DOM_ORDER),
    ...order('node', NODE_ORDER),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|test|scripts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
