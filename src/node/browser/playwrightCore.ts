/**
 * playwright-core's browser types and selectors, loaded with `require`. The package is CommonJS.
 * Node's ES module loader, importing it, runs its CommonJS export lexer (cjs-module-lexer) over every
 * file the package requires, the multi-megabyte core bundle included, to list named exports: a pass
 * that `require` skips, which every start of the MCP server, the session process and the CLI's
 * browser commands paid (docs/testing.md, Timings). The objects are the same: the package's `import`
 * entry (index.mjs) only re-exports index.js, which `require` loads.
 */
import { createRequire } from 'node:module';
import type * as PlaywrightCore from 'playwright-core';

const playwright = createRequire(import.meta.url)('playwright-core') as typeof PlaywrightCore;

export const { chromium, firefox, webkit, devices, selectors } = playwright;
