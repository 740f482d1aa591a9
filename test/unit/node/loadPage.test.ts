// @vitest-environment node
// Where a command's page is: a URL as given, a local file served from its folder.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openTarget } from '../../../src/node/loadPage';

describe('openTarget', () => {
  it('a URL is used as given, with no server', async () => {
    const t = await openTarget('https://example.test/a?b=1');
    expect(t).toMatchObject({ url: 'https://example.test/a?b=1', local: false });
    expect(t).not.toHaveProperty('notice');
  });
  it('a file: URL with an escaped space is served from its folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm load '));
    fs.writeFileSync(path.join(dir, 'my page.html'), '<p>hi</p>');
    const t = await openTarget(pathToFileURL(path.join(dir, 'my page.html')).href);
    if ('message' in t) throw new Error(t.message);
    try {
      expect(t.local).toBe(true);
      expect(t.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/my%20page\.html$/);
      expect(await (await fetch(t.url)).text()).toBe('<p>hi</p>');
      // The snapshot's url is the temporary server's: the command must say so, naming both.
      expect(t.notice).toBe(
        `serving ${path.join(dir, 'my page.html')} at ${t.url} (a temporary server on 127.0.0.1, stopped on exit, ` +
          `so that the page and its same-origin frames share an http origin; the url in the output is that server's)`,
      );
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true });
    }
  });
  it('a missing file is a message naming what was given', async () => {
    expect(await openTarget('no/such/page.html')).toEqual({ message: 'no such file: no/such/page.html' });
  });
});
