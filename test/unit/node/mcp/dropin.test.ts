// @vitest-environment node
// The drop-in: one client, written for Playwright MCP (scripts/bench/mcpTask.mjs: fill a form and
// submit, a link that opens a tab, the tab list, back, a confirm dialog), completes against the
// pinned @playwright/mcp and against `pagemark mcp` with only the command changed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES, HAVE_CHROMIUM, runFormTask, serveFolder, stdioClient } from './harness';

describe.skipIf(!HAVE_CHROMIUM)('the same client against both servers', () => {
  let site: { base: string; close(): Promise<void> };
  beforeAll(async () => {
    site = await serveFolder(FIXTURES);
  });
  afterAll(async () => {
    await site?.close();
  });

  for (const which of ['playwright', 'pagemark'] as const) {
    test(`the scripted task completes through ${which}`, async () => {
      const { client } = await stdioClient(which);
      try {
        const r = await runFormTask(client, site.base);
        expect(r.log.filter((s) => s.isError).map((s) => s.text)).toEqual([]);
        expect(r.completed).toBe(true);
      } finally {
        await client.close();
      }
    }, 120_000);
  }
});
