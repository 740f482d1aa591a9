/**
 * The thin translation between Playwright MCP's answer format and pagemark's, so that a vendored
 * expectation checks the same fact in pagemark's words (test/conformance/playwright-mcp/README.md
 * lists each rule and why it keeps the fact).
 *
 * parsePagemark reads a pagemark answer into the keys of Playwright's `parseResponse`
 * (playwright-core `tools/backend/response.ts`): `page` rewritten to Playwright's bullet lines,
 * `snapshot` as pagemark's page text, `code` absent (pagemark does not echo code). snapshotFacts
 * turns an expected aria snapshot into the names and texts it asserts, which pagemark's page text
 * must hold.
 */

interface ToolResult {
  content?: Array<{ type: string; text?: string }>;
  isError?: boolean;
}

export interface Parsed {
  result?: string;
  error?: string;
  code?: string;
  tabs?: string;
  page?: string;
  snapshot?: string;
  inlineSnapshot?: string;
  events?: string;
  modalState?: string;
  isError?: boolean;
  attachments?: unknown[];
  text: string;
}

function sections(text: string): { head: string; map: Map<string, string> } {
  const parts = text.split(/^### /m);
  const head = (parts[0] ?? '').trim();
  const map = new Map<string, string>();
  for (const part of parts.slice(1)) {
    const nl = part.indexOf('\n');
    const name = (nl === -1 ? part : part.slice(0, nl)).trim();
    map.set(name, nl === -1 ? '' : part.slice(nl + 1).trim());
  }
  return { head, map };
}

/** The text inside pagemark's `<page-content id=...>` fence, or the text itself when unfenced. */
export function unfence(s: string): string {
  const m = /<page-content id="[^"]*">\n?([\s\S]*?)\n?<\/page-content id="[^"]*">/.exec(s);
  return m ? m[1]! : s;
}

/** pagemark's `URL:`/`Title:`/`Status:` header lines as Playwright's `- Page URL:` bullets. */
function pageLines(body: string): { page: string; rest: string } {
  const page: string[] = [];
  const rest: string[] = [];
  for (const line of body.split('\n')) {
    const m = /^(URL|Title|HTTP status|Status): (.*)$/.exec(line);
    if (m && !rest.length) {
      const key = m[1] === 'URL' ? 'Page URL' : m[1] === 'Title' ? 'Page Title' : 'HTTP status';
      page.push(`- ${key}: ${m[2]}`);
    } else rest.push(line);
  }
  return { page: page.join('\n'), rest: rest.join('\n') };
}

/** The sections that hold what Playwright MCP calls the result (its `### Result`). */
const RESULT_SECTIONS = new Set([
  'Value',
  'Result',
  'Console',
  'Network',
  'Request',
  'Request headers',
  'Request body',
  'Response headers',
  'Response body',
]);

/**
 * A pending modal state in Playwright MCP's words, the same facts (what is pending, its message, the
 * tool that answers it): pagemark's `Dialog pending in t1: alert "Alert"; answer it with
 * browser_handle_dialog` is Playwright's `- ["alert" dialog with message "Alert"]: can be handled by
 * browser_handle_dialog`; a file chooser's line is `- [File chooser]: can be handled by
 * browser_file_upload`. A line of another shape is kept as it is.
 */
function modalLine(line: string): string {
  const d = /^Dialog pending in \S+: (\w+) ("(?:[^"\\]|\\.)*")(?: \(default .*\))?; answer it with (\w+)$/.exec(line);
  if (d) return `- ["${d[1]}" dialog with message ${d[2]}]: can be handled by ${d[3]}`;
  const f = /^File chooser pending in .*: answer it with (\w+)/.exec(line);
  if (f) return `- [File chooser]: can be handled by ${f[1]}`;
  return line;
}

export function parsePagemark(response: ToolResult): Parsed | undefined {
  const first = response.content?.[0];
  if (first?.type !== 'text') return undefined;
  const text = first.text ?? '';
  const { head, map } = sections(text);
  const out: Parsed = { text, isError: response.isError };
  // pagemark's `error CODE: message` is Playwright MCP's `Error: message` (the code is pagemark's
  // typed addition; the message is the fact), and its `hint:` line pagemark's addition too; what
  // follows in sections (the pending modal state) is read as the sections below.
  if (response.isError)
    out.error = head
      .split('\n')
      .filter((l) => !l.startsWith('hint: '))
      .join('\n')
      .replace(/^error [A-Z_]+: /, 'Error: ');
  else if (head && !/^ok\b/.test(head)) out.result = unfence(head);
  else if (head.includes('\n')) {
    // browser_snapshot's answer: the page follows the outcome line without a section title.
    const { page, rest } = pageLines(head.slice(head.indexOf('\n') + 1));
    if (page) out.page = page;
    out.snapshot = unfence(rest).trim();
  }
  for (const [name, body] of map) {
    // A Changes section may restate the page header too (after browser_handle_dialog).
    if (name.startsWith('Page') || name === 'Changes') {
      const { page, rest } = pageLines(body);
      if (page) out.page = page;
      out.snapshot = unfence(rest).trim();
    } else if (name.startsWith('Tabs')) out.tabs = body;
    else if (name === 'Browser') {
      out.events = body;
      const modal = body.split('\n').filter((l) => / pending in /.test(l));
      if (modal.length) out.modalState = modal.map(modalLine).join('\n');
    } else if (RESULT_SECTIONS.has(name)) out.result = unfence(body).trim();
  }
  if (response.content && response.content.length > 1) out.attachments = response.content.slice(1);
  return out;
}

/**
 * The facts an expected aria snapshot states, each as the strings one line of pagemark's page text
 * must hold: each quoted accessible name and each text after `: ` on a line (`- heading "Hello"
 * [level=1] [ref=e2]` states "Hello"; `- generic [active] [ref=e1]: Hello, world!` states
 * "Hello, world!"). A named element marked `[active]` (`button "Submit" [active]`) has the focus:
 * pagemark's line of it carries `focused` (its snapshot's focus marker), so that fact is the name
 * and `focused` on one line. The unnamed root's `[active]` (the page's body, which pagemark does
 * not list) states nothing. Roles, refs and other states are Playwright's notation.
 */
export function snapshotFacts(yaml: string): string[][] {
  const facts: string[][] = [];
  for (const raw of yaml.split('\n')) {
    const line = raw.trim().replace(/^- /, '');
    if (!line || line.startsWith('/')) continue;
    const name = /^[\w-]+ "((?:[^"\\]|\\.)*)"/.exec(line);
    if (name?.[1]) {
      const n = name[1].replace(/\\"/g, '"');
      facts.push(/ \[active\]/.test(line) ? [n, 'focused'] : [n]);
    }
    const text = /^(?:text|[\w-]+(?: "(?:[^"\\]|\\.)*")?(?: \[[^\]]*\])*): (.+)$/.exec(line);
    if (text?.[1]) facts.push([text[1].replace(/^"(.*)"$/, '$1')]);
  }
  return facts;
}

/**
 * An expected snapshot given as a regular expression, as the literal Playwright line it matches
 * when it is one: its optional groups (`(\[active\] )?`) assert nothing and go, escaped characters
 * stand for themselves; null when a pattern is left (`.*`, alternatives), which is then matched
 * against pagemark's text as it is.
 */
export function literalOf(re: RegExp): string | null {
  const src = re.source.replace(/\((?:[^()\\]|\\.)*\)\?/g, '');
  let out = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      const next = src[i + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return null; // \d, \s, \b: a pattern
      out += next;
      i++;
    } else if ('^$.*+?()[]{}|'.includes(c)) return null;
    else out += c;
  }
  return out;
}
