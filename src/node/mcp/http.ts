/**
 * Streamable HTTP (MCP spec 2025-03-26, "Streamable HTTP"): one endpoint, `/mcp`, one server and one
 * browser per MCP session (the `mcp-session-id` header).
 *
 * The door (guard/hostCheck.ts): bound to localhost unless --host says otherwise; a request whose
 * Host is not the bound host (or an --allowed-hosts entry), or whose Origin names another host, is
 * answered 403 before any session exists: DNS rebinding and cross-site requests from a web page
 * reach nothing (the spec's security warning: servers MUST validate Origin, SHOULD bind to localhost).
 *
 * Sessions end when the client deletes them or the server stops, and also when the client is gone:
 * once a client has opened its event stream (the SDK client does right after initializing), the
 * server pings it every PING_EVERY_MS and closes the session and its browser when an answer does
 * not come within PING_TIMEOUT_MS (@playwright/mcp's heartbeat: a ping every 3 s, 5 s to answer).
 * A client that never opens the stream cannot be pinged; --idle-timeout (default one hour, as
 * @playwright/mcp's for headless browsers) closes a session's browser after that long without a
 * request, and its next tool call launches a new one.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpOptions } from './options';
import { createMcpServer, type McpInstance } from './server';
import { checkRequest, hostPolicy, type HostPolicy } from '../guard/hostCheck';
import { driverMessage } from '../guard/driverError';

export const PING_EVERY_MS = 3000;
export const PING_TIMEOUT_MS = 5000;

export interface HttpServer {
  url: string;
  close(): Promise<void>;
}

interface Entry {
  transport: StreamableHTTPServerTransport;
  mcp: McpInstance;
  idle?: NodeJS.Timeout;
  pinging: boolean;
}

/** Pings the client until it stops answering, then closes its session. */
function heartbeat(e: Entry): void {
  if (e.pinging) return;
  e.pinging = true;
  const beat = (): void => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timeout')), PING_TIMEOUT_MS);
      timer.unref();
    });
    Promise.race([e.mcp.server.ping(), late])
      .then(() => setTimeout(beat, PING_EVERY_MS).unref())
      .catch(() => void e.transport.close())
      .finally(() => clearTimeout(timer));
  };
  // The first ping waits a beat: the GET that starts the heartbeat is not yet the transport's
  // event stream, and a ping sent before it is dropped (no stream to carry it) and never answered.
  setTimeout(beat, PING_EVERY_MS).unref();
}

/** Restarts the idle clock of a session: its browser closes after --idle-timeout without a request. */
function touch(e: Entry, idleMs: number): void {
  if (!idleMs) return;
  if (e.idle) clearTimeout(e.idle);
  e.idle = setTimeout(() => void e.mcp.host.close(), idleMs);
  e.idle.unref();
}

export async function serveHttp(o: McpOptions): Promise<HttpServer> {
  const sessions = new Map<string, Entry>();
  let policy: HostPolicy | null = null;
  const server = http.createServer((req, res) => {
    void (async () => {
      const refused = policy
        ? checkRequest({ host: req.headers.host, origin: req.headers.origin }, policy)
        : { status: 403 as const, message: 'not listening yet' };
      if (refused) {
        res.writeHead(refused.status, { 'content-type': 'text/plain' }).end(`pagemark mcp: ${refused.message}\n`);
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/mcp') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('pagemark mcp: the endpoint is /mcp\n');
        return;
      }
      const sid = req.headers['mcp-session-id'];
      const known = typeof sid === 'string' ? sessions.get(sid) : undefined;
      if (known) {
        touch(known, o.idleTimeout);
        // The client's event stream: from now on it can be pinged.
        if (req.method === 'GET') heartbeat(known);
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
        onsessioninitialized: (id) => {
          const e: Entry = { transport, mcp, pinging: false };
          sessions.set(id, e);
          touch(e, o.idleTimeout);
        },
      });
      transport.onclose = () => {
        const e = transport.sessionId ? sessions.get(transport.sessionId) : undefined;
        if (e?.idle) clearTimeout(e.idle);
        if (transport.sessionId) sessions.delete(transport.sessionId);
        void mcp.shutdown();
      };
      await mcp.server.connect(transport);
      await transport.handleRequest(req, res);
    })().catch((e: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`pagemark mcp: ${driverMessage(e)}\n`);
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
      for (const s of sessions.values()) {
        if (s.idle) clearTimeout(s.idle);
        await s.mcp.shutdown().catch(() => {});
      }
      sessions.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
