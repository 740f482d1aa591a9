// @vitest-environment node
// Playwright's auto-wait in the tool layer (src/node/tools/autoWait.ts), end to end over stdio with
// a real Chromium: an element that becomes editable, enabled or visible a moment after the call is
// acted on; one that never does fails after --timeout-action in Playwright's words with the last
// reason's code; a failure waiting cannot change (filling a checkbox, a ref that names nothing)
// answers at once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { HAVE_CHROMIUM, refFor, stdioClient, textOf } from './harness';

// Each "later" control turns actionable 300 ms after its button is clicked.
const PAGE = `<!DOCTYPE html><title>Waits</title>
<input id="ro" aria-label="Later editable" readonly>
<button onclick="setTimeout(() => document.getElementById('ro').removeAttribute('readonly'), 300)">Unlock</button>
<button id="off" disabled onclick="document.title = 'pressed'">Later enabled</button>
<button onclick="setTimeout(() => document.getElementById('off').disabled = false, 300)">Enable</button>
<input aria-label="Never editable" readonly>
<input type="checkbox" aria-label="Box">`;

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
});

const call = async (c: Client, name: string, args: Record<string, unknown> = {}) => {
  const t0 = Date.now();
  const r = await c.callTool({ name, arguments: args });
  return { text: textOf(r), isError: r.isError === true, ms: Date.now() - t0 };
};

describe.skipIf(!HAVE_CHROMIUM)('pagemark mcp: actions wait for actionability', () => {
  test('waits for a field, a button; times out in Playwright words; fails at once when waiting cannot help', async () => {
    const { client } = await stdioClient('pagemark', ['--timeout-action', '1500']);
    try {
      const page = (await call(client, 'browser_navigate', { url: base })).text;
      const ref = (label: string): string => {
        const r = refFor(page, label);
        if (!r) throw new Error(`no ref for ${label} in ${page}`);
        return r;
      };

      await call(client, 'browser_click', { target: ref('Unlock') });
      const typed = await call(client, 'browser_type', { target: ref('Later editable'), text: 'Hi' });
      expect(typed.isError, typed.text).toBe(false);
      expect(typed.text).toMatch(/^ok: typed into \[\d+\]/);

      await call(client, 'browser_click', { target: ref('Enable') });
      const pressed = await call(client, 'browser_click', { target: ref('Later enabled') });
      expect(pressed.isError, pressed.text).toBe(false);

      const never = await call(client, 'browser_type', { target: ref('Never editable'), text: 'x' });
      expect(never.isError).toBe(true);
      expect(never.text).toMatch(/^error NOT_EDITABLE: Timeout 1500ms exceeded\. /);
      expect(never.text).toContain('not editable');
      expect(never.ms).toBeGreaterThanOrEqual(1400);

      // A checkbox is no text field: no wait makes it one (Playwright throws at once too).
      const box = await call(client, 'browser_type', { target: ref('Box'), text: 'x' });
      expect(box.isError).toBe(true);
      expect(box.text).toMatch(/^error NOT_EDITABLE: the element is not editable/);
      expect(box.ms).toBeLessThan(1400);
      const missing = await call(client, 'browser_click', { target: '9999' });
      expect(missing.text).toMatch(/^error NOT_FOUND/);
      expect(missing.ms).toBeLessThan(1400);
    } finally {
      await client.close();
    }
  }, 90_000);
});
