/**
 * A tab's network requests as browser_network_requests and browser_network_request answer them, in
 * @playwright/mcp 0.0.83's words (playwright-core `tools/backend/network.ts`): a numbered list,
 * `N. [METHOD] url => [status] text`, successful static resources left out unless asked (fetch and
 * XHR always shown, failures always shown), an optional URL regexp; one request's general facts,
 * request and response headers and where to read a body; or one part of it. The requests are
 * Playwright's own record of the page (`page.requests()`, Playwright 1.64), numbered from 1 in the
 * order the page made them, so a number stays valid until the page navigates. Header and body text
 * are page data: the caller fences it.
 */
export interface ResponseLike {
  status(): number;
  statusText(): string;
  headers(): Record<string, string>;
  text(): Promise<string>;
  body(): Promise<Buffer>;
}

export interface RequestLike {
  url(): string;
  method(): string;
  resourceType(): string;
  headers(): Record<string, string>;
  postData(): string | null;
  failure(): { errorText: string } | null;
  existingResponse(): ResponseLike | null;
  timing(): { responseEnd: number };
}

export const REQUEST_PARTS = ['request-headers', 'request-body', 'response-headers', 'response-body'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];

/** A data: URL cut to its head, as Playwright MCP does: its payload is not worth the tokens. */
function shortUrl(url: string): string {
  if (!url.startsWith('data:') || url.length <= 100) return url;
  return `${url.slice(0, 50)}...${url.slice(-50)}`;
}

export const isFetch = (r: RequestLike): boolean => r.resourceType() === 'fetch' || r.resourceType() === 'xhr';

function succeeded(r: RequestLike): boolean {
  if (r.failure()) return false;
  const res = r.existingResponse();
  return !!res && res.status() < 400;
}

export function requestLine(r: RequestLike): string {
  const res = r.existingResponse();
  let line = `[${r.method().toUpperCase()}] ${shortUrl(r.url())}`;
  if (res) line += ` => [${res.status()}] ${res.statusText()}`;
  else if (r.failure()) line += ` => [FAILED] ${r.failure()?.errorText ?? 'Unknown error'}`;
  return line;
}

/** The numbered list; `filter` is a regexp source the caller has checked (see requestFilter). */
export function requestList(requests: readonly RequestLike[], opts: { static?: boolean; filter?: RegExp }): string {
  const lines: string[] = [];
  let hidden = 0;
  requests.forEach((r, i) => {
    if (!opts.static && !isFetch(r) && succeeded(r)) {
      hidden++;
      return;
    }
    if (opts.filter) {
      opts.filter.lastIndex = 0;
      if (!opts.filter.test(r.url())) return;
    }
    lines.push(`${i + 1}. ${requestLine(r)}`);
  });
  if (hidden > 0)
    lines.push(
      `\nNote: ${hidden} static request${hidden === 1 ? '' : 's'} not shown, run with "static" option to see ${hidden === 1 ? 'it' : 'them'}.`,
    );
  return lines.join('\n');
}

/** A filter argument as a RegExp, or null when it is not a valid expression. */
export function requestFilter(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

function headerSection(lines: string[], title: string, headers: Record<string, string>): void {
  const entries = Object.entries(headers);
  if (!entries.length) return;
  lines.push('', `  ${title}`);
  for (const [k, v] of entries) lines.push(`    ${k}: ${v}`);
}

/** Whether a response may carry a body (RFC 9110 §6.4.1: not 1xx, 204 or 304). */
export function canHaveBody(res: ResponseLike | null): res is ResponseLike {
  if (!res) return false;
  const s = res.status();
  return s !== 204 && s !== 304 && !(s >= 100 && s < 200);
}

export function requestDetails(index: number, r: RequestLike): string {
  const res = r.existingResponse();
  const lines = [`#${index} [${r.method().toUpperCase()}] ${shortUrl(r.url())}`, '', '  General'];
  if (res) lines.push(`    status:    [${res.status()}] ${res.statusText()}`);
  else if (r.failure()) lines.push(`    status:    [FAILED] ${r.failure()?.errorText ?? 'Unknown error'}`);
  const end = r.timing().responseEnd;
  if (end >= 0) lines.push(`    duration:  ${Math.round(end)}ms`);
  lines.push(`    type:      ${r.resourceType()}`);
  const mime = res?.headers()['content-type'];
  if (mime) lines.push(`    mimeType:  ${mime.split(';')[0]!.trim()}`);
  headerSection(lines, 'Request headers', r.headers());
  if (res) headerSection(lines, 'Response headers', res.headers());
  const hints: string[] = [];
  if (r.postData()) hints.push('Call browser_network_request with part="request-body" to read the request body.');
  if (canHaveBody(res)) hints.push('Call browser_network_request with part="response-body" to read the response body.');
  if (hints.length) lines.push('', ...hints);
  return lines.join('\n');
}

const headerText = (h: Record<string, string>): string =>
  Object.entries(h)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

/** A textual MIME type, whose body is returned as text (others are saved to a file). */
export function isTextual(mime: string): boolean {
  const m = mime.split(';')[0]!.trim().toLowerCase();
  return (
    m.startsWith('text/') ||
    /^application\/(?:.+\+)?(?:json|xml|javascript|ecmascript|x-www-form-urlencoded)$/.test(m) ||
    m === 'image/svg+xml'
  );
}

export type PartResult =
  | { kind: 'text'; title: string; text: string }
  | { kind: 'binary'; body: () => Promise<Buffer>; mime: string }
  | { kind: 'none' };

/** One part of a request; a binary response body is left to the caller to save. */
export async function requestPart(r: RequestLike, part: RequestPart): Promise<PartResult> {
  if (part === 'request-headers') return { kind: 'text', title: 'Request headers', text: headerText(r.headers()) };
  if (part === 'request-body') {
    const data = r.postData();
    return data === null ? { kind: 'none' } : { kind: 'text', title: 'Request body', text: data };
  }
  const res = r.existingResponse();
  if (!res) return { kind: 'none' };
  if (part === 'response-headers') return { kind: 'text', title: 'Response headers', text: headerText(res.headers()) };
  if (!canHaveBody(res)) return { kind: 'none' };
  const mime = res.headers()['content-type'] ?? '';
  if (isTextual(mime)) {
    try {
      return { kind: 'text', title: 'Response body', text: await res.text() };
    } catch {
      return { kind: 'none' };
    }
  }
  return { kind: 'binary', body: () => res.body(), mime: mime.split(';')[0]!.trim() };
}
