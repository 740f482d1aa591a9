// A tiny static file server on 127.0.0.1 for local files, so that a page and its same-origin
// iframes share an origin (file:// iframes are opaque origins, i.e. cross-origin, in Chromium).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
};

/**
 * The file a request path names inside `base`, or null when it names none there. The path is decoded
 * before it is resolved, so an encoded `..%2f` climbs like `../`: what it reaches must be `base`
 * itself or under `base` + separator. A bare prefix test would let `/..%2fsite-old/x` out of
 * `/srv/site` into its sibling `/srv/site-old`. A malformed escape (`%E0`) names nothing.
 */
export function fileFor(base: string, requestUrl: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(new URL(requestUrl, 'http://x').pathname);
  } catch {
    return null;
  }
  const file = path.resolve(base, '.' + decoded);
  return file === base || file.startsWith(base.endsWith(path.sep) ? base : base + path.sep) ? file : null;
}

export async function serveStatic(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    const file = fileFor(base, req.url ?? '/');
    if (!file || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
