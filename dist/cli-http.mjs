/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { c as createMcpServer } from './cli-main.mjs';
import { d as driverMessage } from './cli-bundleFile.mjs';
import '@modelcontextprotocol/sdk/server/stdio.js';
import './cli-options.mjs';
import 'node:fs';
import 'node:util';
import 'node:url';
import '@modelcontextprotocol/sdk/server/index.js';
import '@modelcontextprotocol/sdk/types.js';
import './cli-commandClock.mjs';
import 'node:path';
import './cli-decodeSnapshot.mjs';
import 'node:module';
import './cli-escape.mjs';
import './cli-fence.mjs';
import './cli-rect.mjs';
import 'node:os';
import 'node:fs/promises';
import 'node:zlib';
import 'zod/v4';
import 'node:vm';

/**
 * The HTTP transport's door: DNS rebinding and cross-site requests. A web page the user visits can
 * make their browser send requests to a server on localhost; the MCP transport spec (2025-06-18,
 * Streamable HTTP, "Security Warning") says servers MUST validate the Origin header and SHOULD bind
 * to localhost only. A rebinding attack sends a foreign `Host` (evil.example:8931 resolved to
 * 127.0.0.1); a cross-site fetch sends a foreign `Origin`. @playwright/mcp answers a Host outside
 * its allowed hosts (default: the host it is bound to; `*` turns the check off) with 403 "Access is
 * only allowed at ...", and a missing Host with 400.
 *
 * The rule here: allowed hosts are the bound host and, when it is a loopback name, every loopback
 * name (localhost, 127.0.0.1, [::1]), all at the bound port; plus `--allowed-hosts` entries
 * (`name` any port, `name:port` exact; `*` any). An Origin, when present, must name an allowed host
 * (non-web schemes such as a browser extension's pass, as in Playwright's own server; the opaque
 * origin `null`, which a sandboxed frame or a file page sends, does not).
 *
 * API
 * - `hostPolicy(boundHost, port, extra)`: the allowed hosts.
 * - `checkRequest({ host, origin }, policy)`: `null` when the request may go on, else
 *   `{ status: 400 | 403, message }` to answer with, before any session is made.
 * - `isLoopback(host)`.
 */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1'];
const isLoopback = (h) => LOOPBACK.includes(h.toLowerCase()) || /^127\./.test(h);
const bracket = (h) => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h);
function hostPolicy(boundHost, port, extra = []) {
    if (extra.includes('*'))
        return { hosts: null, port };
    const hosts = new Set();
    // Bound to every interface (0.0.0.0, ::): the loopback names, as @playwright/mcp (which names its
    // URL localhost then); another name must be listed in --allowed-hosts.
    const local = isLoopback(boundHost) || boundHost === '0.0.0.0' || boundHost === '::';
    const names = local ? ['localhost', '127.0.0.1', '[::1]', bracket(boundHost)] : [bracket(boundHost)];
    for (const n of names)
        hosts.add(`${n.toLowerCase()}:${port}`);
    for (const e of extra)
        hosts.add(e.trim().toLowerCase());
    return { hosts, port };
}
/** `host[:port]` split; a bracketed IPv6 literal stays bracketed. */
function splitHost(h) {
    const m = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(h.trim().toLowerCase());
    return m ? { name: m[1], port: m[2] ?? '' } : { name: h, port: '' };
}
function hostAllowed(host, p, defaultPort) {
    if (!p.hosts)
        return true;
    const { name, port } = splitHost(host);
    const withPort = `${name}:${port || defaultPort}`;
    return p.hosts.has(withPort) || p.hosts.has(name);
}
function checkRequest(h, p) {
    if (!h.host)
        return { status: 400, message: 'missing Host header' };
    if (!hostAllowed(h.host, p, '80'))
        return { status: 403, message: `Host ${h.host.slice(0, 100)} is not allowed (--allowed-hosts adds one)` };
    const origin = h.origin;
    if (origin === undefined || p.hosts === null)
        return null;
    if (origin === 'null')
        return { status: 403, message: 'the opaque Origin "null" is not allowed' };
    if (!URL.canParse(origin))
        return { status: 403, message: 'the Origin header is not an origin' };
    const u = new URL(origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:')
        return null;
    if (!hostAllowed(u.host, p, u.protocol === 'https:' ? '443' : '80'))
        return { status: 403, message: `Origin ${origin.slice(0, 100)} is not allowed (--allowed-hosts adds its host)` };
    return null;
}

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
const PING_EVERY_MS = 3000;
const PING_TIMEOUT_MS = 5000;
/** Pings the client until it stops answering, then closes its session. */
function heartbeat(e) {
    if (e.pinging)
        return;
    e.pinging = true;
    const beat = () => {
        let timer;
        const late = new Promise((_, reject) => {
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
function touch(e, idleMs) {
    if (!idleMs)
        return;
    if (e.idle)
        clearTimeout(e.idle);
    e.idle = setTimeout(() => void e.mcp.host.close(), idleMs);
    e.idle.unref();
}
async function serveHttp(o) {
    const sessions = new Map();
    let policy = null;
    const server = http.createServer((req, res) => {
        void (async () => {
            const refused = policy
                ? checkRequest({ host: req.headers.host, origin: req.headers.origin }, policy)
                : { status: 403, message: 'not listening yet' };
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
                if (req.method === 'GET')
                    heartbeat(known);
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
            const transport = new StreamableHTTPServerTransport({
                sessionIdGenerator: () => randomUUID(),
                onsessioninitialized: (id) => {
                    const e = { transport, mcp, pinging: false };
                    sessions.set(id, e);
                    touch(e, o.idleTimeout);
                },
            });
            transport.onclose = () => {
                const e = transport.sessionId ? sessions.get(transport.sessionId) : undefined;
                if (e?.idle)
                    clearTimeout(e.idle);
                if (transport.sessionId)
                    sessions.delete(transport.sessionId);
                void mcp.shutdown();
            };
            await mcp.server.connect(transport);
            await transport.handleRequest(req, res);
        })().catch((e) => {
            if (!res.headersSent)
                res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(`pagemark mcp: ${driverMessage(e)}\n`);
        });
    });
    await new Promise((resolve, reject) => {
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
                if (s.idle)
                    clearTimeout(s.idle);
                await s.mcp.shutdown().catch(() => { });
            }
            sessions.clear();
            server.closeAllConnections();
            await new Promise((resolve) => server.close(() => resolve()));
        },
    };
}

export { PING_EVERY_MS, PING_TIMEOUT_MS, serveHttp };
