/**
 * Streamable HTTP (MCP spec 2025-03-26, "Streamable HTTP"): one endpoint, `/mcp`, one server and one
 * browser per MCP session (the `mcp-session-id` header); the session's browser closes when the
 * client deletes the session or the server stops. Bound to localhost unless --host says otherwise.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpOptions } from './options';
import { createMcpServer, type McpInstance } from './server';
import { checkRequest, hostPolicy, type HostPolicy } from '../guard/hostCheck';

export interface HttpServer {
  url: string;
  close(): Promise<void>;
}

export async function serveHttp(o: McpOptions): Promise<HttpServer> {
  const sessions = new Map<string, { transport: StreamableHTTPServerTransport; mcp: McpInstance }>();
  let policy: HostPolicy | null = null;
  const server = http.createServer((req, res) => {
    // DNS rebinding and cross-site requests (the Host/Origin guard), before any session is made.
    const refused = policy ? checkRequest({ host: req.headers.host, origin: req.headers.origin }, policy) : null;
    if (refused) {
      res.writeHead(refused.status, { 'content-type': 'text/plain' }).end(`pagemark mcp: ${refused.message}\n`);
      return;
    }
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/mcp') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('pagemark mcp: the endpoint is /mcp\n');
        return;
      }
      const sid = req.headers['mcp-session-id'];
      const known = typeof sid === 'string' ? sessions.get(sid) : undefined;
      if (known) {
        await known.transport.handleRequest(req, res);
        return;
      }
      if (typeof sid === 'string') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: `no MCP session ${sid}` }, id: null }));
        return;
      }
      const mcp = createMcpServer(o);
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void sessions.set(id, { transport, mcp }),
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
        void mcp.shutdown();
      };
      await mcp.server.connect(transport);
      await transport.handleRequest(req, res);
    })().catch((e: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`pagemark mcp: ${e.message}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.host, () => resolve());
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (o.port ?? 0);
  policy = hostPolicy(o.host, port, o.allowedHosts);
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  return {
    url: `http://${host}:${port}/mcp`,
    async close() {
      for (const s of sessions.values()) await s.mcp.shutdown().catch(() => {});
      sessions.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
