/**
 * Playwright MCP's own scenarios (vendored from microsoft/playwright `tests/mcp`, README.md here)
 * against pagemark's MCP server, or against the pinned @playwright/mcp with
 * PAGEMARK_MCP_TARGET=playwright (the baseline). Each test starts its own server over stdio, as in
 * Playwright's suite; the HTTP server is one per worker. The server launches the Debian Chromium
 * itself, or, against pagemark in a test that gives it no launch flag, joins the worker's shared
 * one with --connect (fixtures.ts), so no Playwright browser project is needed.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const target = process.env.PAGEMARK_MCP_TARGET === 'playwright' ? 'playwright' : 'pagemark';
const out = path.join(import.meta.dirname, '..', '..', '..', 'test-results');

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  outputDir: path.join(out, `mcp-conformance-${target}`),
  // Playwright's own for this suite; against pagemark the harness also loads the page in a Chromium
  // of its own to translate Playwright refs (harness/playwrightRefs.ts), which a loaded machine
  // made outlast 30 s (an expected failure that times out counts as a failure).
  timeout: target === 'pagemark' ? 60_000 : 30_000,
  workers: 2, // the machine has 2 cores
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: path.join(out, `mcp-conformance-${target}.json`) }]],
});
