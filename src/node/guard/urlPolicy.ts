/**
 * Which URLs the browser may be sent to, by a caller (browser_navigate, browser_tabs new, an
 * agent's goto, the CLI) and by a page (its requests). Default-deny what reaches the host or runs
 * the caller's code:
 * - `http:`, `https:` and `about:blank` are open.
 * - `file:` only under `fileRoots` (the folders a flag names; a symbolic link is followed before the
 *   check), because a file URL reads the host's disk into the page and the answer. @playwright/mcp
 *   blocks `file:` unless --allow-unrestricted-file-access ("Access to "file:" protocol is blocked").
 * - `javascript:` runs its text as script in the current page; `data:` (text/html) and `blob:` load
 *   a document the caller wrote, with its scripts; `vbscript:` likewise. All of them are code
 *   evaluation, so only `allowCode` (--allow-eval) opens them.
 * - Every other scheme (chrome:, view-source:, about: pages other than blank, ftp:, ws:) is refused:
 *   none is needed to browse, several expose browser internals.
 * - Origins: an allow list (empty: all) and a block list, evaluated block first, as
 *   @playwright/mcp's --allowed-origins / --blocked-origins. An entry is an origin
 *   (`https://a.example`), an origin with any port (`http://localhost:*`) or a bare host
 *   (`a.example`, any scheme).
 *
 * API
 * - `UrlPolicy`, `DEFAULT_URL_POLICY`.
 * - `checkUrl(url, policy)`: `{ ok: true }` or `{ ok: false, code: 'NOT_ALLOWED', message, hint }`,
 *   the hint naming the flag (or option) that opens it; the URL is echoed at most 200 characters.
 * - `requestAllowed(url, policy)`: the origin lists for one request (route-level blocking); URLs
 *   without a network origin (about:, data:, blob:) are not the lists' business and pass.
 * - `hasOriginLists(policy)`: whether any origin list is set (then a context route is needed).
 */
import { fileURLToPath } from 'node:url';
import type { ErrorCode } from '../../core/model/errors';
import { isInside, realPath } from './outputPath';

export interface UrlPolicy {
  /** Folders whose files `file:` URLs may open; empty: `file:` refused. */
  fileRoots: string[];
  /** javascript:, data:, blob:, vbscript: (code evaluation). */
  allowCode: boolean;
  allowedOrigins: string[];
  blockedOrigins: string[];
  /** How to name the options in hints: the MCP server's flags or the session's options. */
  names?: { files: string; code: string; origins: string };
}

export const DEFAULT_URL_POLICY: UrlPolicy = {
  fileRoots: [],
  allowCode: false,
  allowedOrigins: [],
  blockedOrigins: [],
};

/** The MCP server's flags, the default names in hints. */
export const MCP_FLAG_NAMES = {
  files: '--allow-file-urls',
  code: '--allow-eval',
  origins: '--allowed-origins / --blocked-origins',
};

export type UrlVerdict = { ok: true } | { ok: false; code: ErrorCode; message: string; hint: string };

const CODE_SCHEMES = new Set(['javascript:', 'data:', 'blob:', 'vbscript:']);

const clip = (s: string): string => (s.length > 200 ? `${s.slice(0, 199)}…` : s);

function refuse(url: string, why: string, hint: string, code: ErrorCode = 'NOT_ALLOWED'): UrlVerdict {
  return { ok: false, code, message: `${clip(JSON.stringify(url))} ${why}`, hint };
}

/** Whether `origin` (scheme://host[:port]) matches one list entry. */
function matches(entry: string, u: URL): boolean {
  const e = entry.trim().toLowerCase().replace(/\/+$/, '');
  const anyPort = /^([a-z][a-z0-9+.-]*:\/\/[^/:]+):\*$/.exec(e);
  if (anyPort) return `${u.protocol}//${u.hostname}` === anyPort[1];
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(e)) return URL.canParse(e) && new URL(e).origin === u.origin;
  return e === u.host || (!e.includes(':') && e === u.hostname && u.port === '');
}

function originVerdict(u: URL, p: UrlPolicy): 'blocked' | 'not-allowed' | null {
  if (p.blockedOrigins.some((e) => matches(e, u))) return 'blocked';
  if (p.allowedOrigins.length && !p.allowedOrigins.some((e) => matches(e, u))) return 'not-allowed';
  return null;
}

export const hasOriginLists = (p: UrlPolicy): boolean => p.allowedOrigins.length > 0 || p.blockedOrigins.length > 0;

/** Whether the browser may be sent to `url`. */
export function checkUrl(url: string, policy: Partial<UrlPolicy> = {}): UrlVerdict {
  const p = { ...DEFAULT_URL_POLICY, ...policy };
  const names = p.names ?? MCP_FLAG_NAMES;
  if (!URL.canParse(url))
    return refuse(url, 'is not a URL', 'give a full URL, e.g. https://example.com/', 'INVALID_COMMAND');
  const u = new URL(url);
  const scheme = u.protocol.toLowerCase();
  if (scheme === 'http:' || scheme === 'https:') {
    const o = originVerdict(u, p);
    if (o === 'blocked') return refuse(url, `is in a blocked origin (${u.origin})`, `${names.origins} decide this`);
    if (o === 'not-allowed')
      return refuse(url, `is not in an allowed origin (${u.origin})`, `${names.origins} decide this`);
    return { ok: true };
  }
  if (scheme === 'about:') {
    if (u.pathname === 'blank') return { ok: true };
    return refuse(url, 'is a browser-internal page', 'only about:blank is opened');
  }
  if (scheme === 'file:') {
    if (!p.fileRoots.length)
      // Playwright MCP's sentence (its checkUrlAllowed), which its clients and tests look for.
      return {
        ok: false,
        code: 'NOT_ALLOWED',
        message: `Access to "file:" protocol is blocked. Attempted URL: ${clip(JSON.stringify(url))}`,
        hint: `${names.files} opens file: URLs under the folders it names`,
      };
    let file: string;
    try {
      file = fileURLToPath(u);
    } catch {
      return refuse(url, 'is not a local file URL', `${names.files} opens local files only`);
    }
    const real = realPath(file);
    if (p.fileRoots.some((r) => isInside(realPath(r), real))) return { ok: true };
    return refuse(url, 'is outside the folders file: URLs may open', `${names.files} names those folders`);
  }
  if (CODE_SCHEMES.has(scheme)) {
    if (p.allowCode) return { ok: true };
    return refuse(url, `carries code to run (${scheme} URL): code evaluation is off`, `${names.code} allows it`);
  }
  return refuse(url, `uses the ${scheme} scheme, which is not opened`, 'use an http: or https: URL');
}

/** The origin lists for one request the browser makes; URLs without a network origin pass. */
export function requestAllowed(url: string, policy: Partial<UrlPolicy> = {}): boolean {
  const p = { ...DEFAULT_URL_POLICY, ...policy };
  if (!URL.canParse(url)) return true;
  const u = new URL(url);
  if (!/^(https?|wss?):$/.test(u.protocol)) return true;
  return originVerdict(u, p) === null;
}
