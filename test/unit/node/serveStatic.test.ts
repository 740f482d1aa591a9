// The static server of the CLI: a request reaches files under the served folder and nothing else,
// however its path is encoded (fixtures: a served folder `site` and its sibling `site-old`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFor, serveStatic } from '../../../src/node/serveStatic';

let dir: string;
let server: Awaited<ReturnType<typeof serveStatic>>;

// Node's fetch normalizes `..` in a URL before sending it; a raw request keeps the path as written.
async function get(p: string): Promise<{ status: number; body: string }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.origin}${p}`, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagemark-serve-'));
  fs.mkdirSync(path.join(dir, 'site'));
  fs.mkdirSync(path.join(dir, 'site-old'));
  fs.writeFileSync(path.join(dir, 'site', 'page.html'), 'served-page');
  fs.writeFileSync(path.join(dir, 'site-old', 'secret.txt'), 'sibling-secret');
  server = await serveStatic(path.join(dir, 'site'));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('serves a file of the folder', async () => {
    expect(await get('/page.html')).toEqual({ status: 200, body: 'served-page' });
  });

  it("does not reach a sibling folder whose name starts with the served folder's name", async () => {
    const r = await get('/..%2fsite-old%2fsecret.txt');
    expect(r.status).toBe(404);
    expect(r.body).not.toContain('sibling-secret');
    expect((await get('/%2e%2e%2fsite-old/secret.txt')).status).toBe(404);
  });

  it('answers 404 to a malformed escape instead of failing', async () => {
    expect((await get('/%E0%A4%A.html')).status).toBe(404);
    expect((await get('/page.html')).status).toBe(200);
  });

  it('maps request paths to files under the base only', () => {
    const base = path.join(dir, 'site');
    expect(fileFor(base, '/a/b.html')).toBe(path.join(base, 'a', 'b.html'));
    expect(fileFor(base, '/..%2fsite-old/x')).toBeNull();
    expect(fileFor(base, '/..%2f..%2fetc/passwd')).toBeNull();
    expect(fileFor(base, '/')).toBe(base);
  });
});
