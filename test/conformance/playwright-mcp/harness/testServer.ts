/**
 * The HTTP server the vendored specs talk to: the part of Playwright's `tests/config/testserver`
 * they use (PREFIX, HELLO_WORLD, EMPTY_PAGE, setContent, setRoute, a 404 for anything else), on
 * 127.0.0.1 with a port of the system's choosing. Written here rather than copied: Playwright's
 * server also serves its asset folder, HTTPS, WebSockets, a proxy and SOCKS, none of which these
 * specs need.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

export class TestServer {
  PREFIX = '';
  HELLO_WORLD = '';
  EMPTY_PAGE = '';
  private readonly routes = new Map<string, Handler>();
  private readonly server: http.Server;

  private constructor() {
    this.server = http.createServer((req, res) => this.onRequest(req, res));
    // A tab closing aborts its requests: those socket errors are expected (as in Playwright's server).
    this.server.on('clientError', (_e, socket) => socket.destroy());
  }

  static async create(): Promise<TestServer> {
    const s = new TestServer();
    await new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve));
    const { port } = s.server.address() as AddressInfo;
    // Playwright's server names its same-origin host `localhost`; the specs compare URLs
    // only with PREFIX, so the host is ours to choose.
    s.PREFIX = `http://localhost:${port}`;
    s.HELLO_WORLD = `${s.PREFIX}/hello-world`;
    s.EMPTY_PAGE = `${s.PREFIX}/empty.html`;
    return s;
  }

  setContent(path: string, content: string, mimeType: string): void {
    this.setRoute(path, (_req, res) => {
      res.writeHead(200, { 'Content-Type': mimeType });
      res.end(mimeType === 'text/html' ? `<!DOCTYPE html>${content}` : content);
    });
  }

  setRoute(path: string, handler: Handler): void {
    this.routes.set(path, handler);
  }

  reset(): void {
    this.routes.clear();
    this.server.closeAllConnections();
  }

  async stop(): Promise<void> {
    this.reset();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private onRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
    req.on('error', () => res.end());
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handler = this.routes.get(url.pathname + url.search);
    if (handler) {
      handler(req, res);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache, no-store');
    if (url.pathname === '/empty.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end(req.method !== 'HEAD' ? `File not found: ${url.pathname}` : undefined);
  }
}
