// Static server for the browser tier, on 127.0.0.1 (port 0 = any free port).
// Serves test/fixtures, examples and dist from the repository root. The same server answers on
// `localhost:<port>`, which is another origin than `127.0.0.1:<port>`: fixtures use that for
// cross-origin iframes. `?csp=strict` adds a strict CSP with Trusted Types enforced.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// node_modules: only the UMD/global builds of the frameworks the action fixtures load.
const ALLOWED = [
  'test/fixtures/',
  'examples/',
  'dist/',
  'bookmarklet/',
  // The component-library pages of test/widgets, bundled by test/widgets/build.mjs.
  'test/widgets/build/',
  'node_modules/react/umd/',
  'node_modules/react-dom/umd/',
  'node_modules/vue/dist/',
];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'; trusted-types 'none'";

export interface FixtureServer {
  /** http://127.0.0.1:PORT/ */
  url: string;
  /** http://localhost:PORT2/ : same files, another origin (another host and port). */
  crossUrl: string;
  close(): Promise<void>;
}

export async function startServer(): Promise<FixtureServer> {
  const handler: http.RequestListener = (req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const rel = decodeURIComponent(u.pathname).replace(/^\/+/, '');
    const file = path.resolve(ROOT, rel);
    if (!ALLOWED.some((p) => rel.startsWith(p)) || !file.startsWith(ROOT + path.sep) || !fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    };
    if (u.searchParams.get('csp') === 'strict') headers['content-security-policy'] = STRICT_CSP;
    // ?attachment=name: a server download (RFC 6266), as a report or export route answers.
    const attachment = u.searchParams.get('attachment');
    if (attachment) headers['content-disposition'] = `attachment; filename="${attachment.replace(/["\\\r\n]/g, '_')}"`;
    // ?delay=ms: a slow resource (an image still loading when a snapshot runs).
    const delay = Math.min(Number(u.searchParams.get('delay')) || 0, 10_000);
    setTimeout(() => {
      res.writeHead(200, headers);
      fs.createReadStream(file).pipe(res);
    }, delay);
  };
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  // The cross origin: another port and another host name ('localhost' resolves to 127.0.0.1 here),
  // so the browser sees a different origin and a different site (Chromium puts it out of process).
  const cross = http.createServer(handler);
  await new Promise<void>((r) => cross.listen(0, '127.0.0.1', r));
  const crossPort = (cross.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    crossUrl: `http://localhost:${crossPort}/`,
    close: () => Promise.all([server, cross].map((s) => new Promise<void>((r) => s.close(() => r())))).then(() => {}),
  };
}
