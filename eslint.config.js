// ESLint flat config. Besides typescript-eslint's recommended rules, page code (src/, except the
// Node-side src/node/) must not reach built-ins a hostile page can replace: see src/builtins/pristine.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import pagemark from './eslint-rules/no-raw-dom.js';

const pristine = (what, use) => `${what} can be replaced by the page; use ${use} from src/builtins/pristine.ts`;

// Iteration through Symbol.iterator, which the page can replace after load. Banned in all page code,
// src/dom/platform/ and src/builtins/pristine.ts included (they are exempt from the rest: they capture
// the raw members at load), as their accessors run after load too.
const iterationBans = [
  {
    selector: 'ForOfStatement',
    message:
      'for..of goes through Symbol.iterator, which the page can replace: use an indexed for loop (or SafeMap/SafeSet forEach)',
  },
  {
    // Array destructuring and array/argument spread run Array.prototype[Symbol.iterator]
    // (ECMAScript §8.6.2 IteratorBindingInitialization, §13.2.4.1 ArrayAccumulation), which the page
    // can replace. Object spread and rest parameters do not.
    selector:
      'ArrayPattern, ArrayExpression > SpreadElement, CallExpression > SpreadElement, NewExpression > SpreadElement',
    message: 'array destructuring and spread go through Symbol.iterator, which the page can replace: index the array',
  },
];

const pageCodeRules = {
  'no-restricted-syntax': [
    'error',
    ...iterationBans,
    {
      selector:
        "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(map|filter|reduce|reduceRight|some|every|find|findIndex|findLast|flatMap|flat|includes|concat|push|pop|shift|unshift|splice|slice|join|sort|reverse|fill|indexOf|lastIndexOf|keys|values|entries)$/][callee.object.type!='ThisExpression']",
      message:
        'Array.prototype methods can be replaced by the page: use an indexed loop or the uncurried helpers (push, slice, join, sort, indexOf, ...) from src/builtins/pristine.ts. (Rename a SafeMap/SafeSet method call target if this is a false positive.)',
    },
    {
      selector: 'NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]',
      message: pristine('Map/Set/WeakMap', 'SafeMap/SafeSet/SafeWeakMap'),
    },
    { selector: "MemberExpression[object.name='JSON']", message: pristine('JSON', 'jsonStringify/jsonParse') },
    {
      selector: "MemberExpression[object.name='Array'][property.name='from']",
      message: pristine('Array.from', 'an indexed loop'),
    },
    {
      selector:
        'CallExpression[callee.name=/^(setTimeout|clearTimeout|requestAnimationFrame|cancelAnimationFrame|getComputedStyle)$/]',
      message: pristine(
        'timers and getComputedStyle',
        'setTimeoutP/clearTimeoutP/rafP/cancelRafP (pristine.ts) or computedStyle (dom.ts)',
      ),
    },
    { selector: "CallExpression[callee.name='eval']", message: 'eval is banned (CSP, Trusted Types)' },
    { selector: "NewExpression[callee.name='Function']", message: 'new Function is banned (CSP, Trusted Types)' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      // Fixture pages are page content (deliberately odd at times), not our code.
      'test/fixtures/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'out/**',
      'bench-results/**',
      // The widget pages' own dependencies and bundles (test/widgets/build.mjs).
      'test/widgets/node_modules/**',
      'test/widgets/build/**',
      '.tmp/**',
      // Playwright MCP's own specs, vendored verbatim (test/conformance/playwright-mcp/README.md).
      'test/conformance/playwright-mcp/*.spec.ts',
      'examples/**/vendor/**',
      // The Python package's venv (other packages' JavaScript) and what a wheel build copies in from
      // dist/ (python/setup.py).
      '.venv/**',
      'python/build/**',
      'python/src/pagemark/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Escaping strips control characters from page text on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/node/**', 'src/dom/platform/**', 'src/builtins/pristine.ts'],
    rules: pageCodeRules,
  },
  {
    files: ['src/dom/platform/**/*.ts', 'src/builtins/pristine.ts'],
    rules: { 'no-restricted-syntax': ['error', ...iterationBans] },
  },
  // DOM members (eslint-rules/no-raw-dom.js): typed linting, so that only members declared by the
  // DOM (lib.dom.d.ts) are flagged, never pagemark's own `value` or `form` fields; the one owner of
  // the DOM-member rules. src/dom/platform/ and pristine.ts are where the accessors are captured;
  // node/ runs outside the page. core/ touches no DOM, and the rule keeps it so.
  {
    files: [
      'src/core/**/*.ts',
      'src/agent/**/*.ts',
      'src/dom/**/*.ts',
      'src/api/**/*.ts',
      'src/delivery/**/*.ts',
      'src/entries/**/*.ts',
      'src/index.ts',
    ],
    ignores: ['src/dom/platform/**', 'src/builtins/pristine.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { pagemark },
    rules: { 'pagemark/no-raw-dom': 'error' },
  },
  // The zones (docs/architecture.md; dependency-cruiser checks the full rules, .dependency-cruiser.cjs):
  // named here too so the editor says why at the import.
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/dom/**', '**/api/**', '**/delivery/**', '**/entries/**', '**/agent/**', '**/node/**'],
              message:
                'core is isomorphic (runs in the page and in Node on a JSON snapshot): no dom/, api/, delivery/, agent/ or node/. Pass what you need in as data.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/agent/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/dom/**', '**/api/**', '**/delivery/**', '**/entries/**', '**/node/**', '../index'],
              message:
                'agent sits above core: it imports only core/ and reaches the page through the session it is given.',
            },
          ],
        },
      ],
    },
  },
  {
    // playwright-core's values come through src/node/browser/playwrightCore.ts, which requires the
    // package: an ES module import of it makes Node lex its whole core bundle on every start.
    files: ['src/node/**/*.ts'],
    ignores: ['src/node/browser/playwrightCore.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'playwright-core',
              allowTypeImports: true,
              message: 'import its values from src/node/browser/playwrightCore.ts (it says why); types are fine',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/dom/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', '**/delivery/**', '**/entries/**', '**/node/**', '../../index'],
              message:
                'dom/ sits below api/: api/ composes the pipeline, overlay and teardown. Move the composition up to api/.',
            },
          ],
        },
      ],
    },
  },
);
