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

export interface HostPolicy {
  /** Lower-case `hostname:port` and bare `hostname` entries; null: any host. */
  hosts: Set<string> | null;
  port: number;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1'];

export const isLoopback = (h: string): boolean => LOOPBACK.includes(h.toLowerCase()) || /^127\./.test(h);

const bracket = (h: string): string => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h);

export function hostPolicy(boundHost: string, port: number, extra: string[] = []): HostPolicy {
  if (extra.includes('*')) return { hosts: null, port };
  const hosts = new Set<string>();
  const names = isLoopback(boundHost) ? ['localhost', '127.0.0.1', '[::1]', bracket(boundHost)] : [bracket(boundHost)];
  for (const n of names) hosts.add(`${n.toLowerCase()}:${port}`);
  for (const e of extra) hosts.add(e.trim().toLowerCase());
  return { hosts, port };
}

/** `host[:port]` split; a bracketed IPv6 literal stays bracketed. */
function splitHost(h: string): { name: string; port: string } {
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(h.trim().toLowerCase());
  return m ? { name: m[1]!, port: m[2] ?? '' } : { name: h, port: '' };
}

function hostAllowed(host: string, p: HostPolicy, defaultPort: string): boolean {
  if (!p.hosts) return true;
  const { name, port } = splitHost(host);
  const withPort = `${name}:${port || defaultPort}`;
  return p.hosts.has(withPort) || p.hosts.has(name);
}

export interface Refusal {
  status: 400 | 403;
  message: string;
}

export function checkRequest(h: { host?: string; origin?: string }, p: HostPolicy): Refusal | null {
  if (!h.host) return { status: 400, message: 'missing Host header' };
  if (!hostAllowed(h.host, p, '80'))
    return { status: 403, message: `Host ${h.host.slice(0, 100)} is not allowed (--allowed-hosts adds one)` };
  const origin = h.origin;
  if (origin === undefined || p.hosts === null) return null;
  if (origin === 'null') return { status: 403, message: 'the opaque Origin "null" is not allowed' };
  if (!URL.canParse(origin)) return { status: 403, message: 'the Origin header is not an origin' };
  const u = new URL(origin);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (!hostAllowed(u.host, p, u.protocol === 'https:' ? '443' : '80'))
    return { status: 403, message: `Origin ${origin.slice(0, 100)} is not allowed (--allowed-hosts adds its host)` };
  return null;
}
