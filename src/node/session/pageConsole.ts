/**
 * A tab's console messages and uncaught page errors as browser_console_messages answers them, in
 * @playwright/mcp 0.0.83's words (playwright-core `tools/backend/console.ts` and `tab.ts`): a count
 * line, then one line a message, `[TYPE] text @ url:line`, page errors by their stack. Levels nest
 * as there: `error` < `warning` < `info` < `debug`, each level including the more severe ones, and
 * page errors count as errors. The messages are Playwright's own record of the page
 * (`page.consoleMessages`, `page.pageErrors`, Playwright 1.64), since the last navigation unless
 * `all`. Console text is page data: the caller fences it.
 */
export type ConsoleLevel = 'error' | 'warning' | 'info' | 'debug';
export const CONSOLE_LEVELS: readonly ConsoleLevel[] = ['error', 'warning', 'info', 'debug'];

export interface ConsoleMessageLike {
  type(): string;
  text(): string;
  location(): { url: string; lineNumber: number };
}

/** What a Playwright `Page` offers for this (1.64's `consoleMessages` and `pageErrors`). */
export interface ConsoleSource {
  consoleMessages(options?: { filter?: 'all' | 'since-navigation' }): Promise<ConsoleMessageLike[]>;
  pageErrors(options?: { filter?: 'all' | 'since-navigation' }): Promise<Error[]>;
}

/** The level of a console message type (the types of Chrome's console API, as Playwright names them). */
export function levelOf(type: string): ConsoleLevel {
  switch (type) {
    case 'assert':
    case 'error':
      return 'error';
    case 'warning':
      return 'warning';
    case 'clear':
    case 'debug':
    case 'endGroup':
    case 'profile':
    case 'profileEnd':
    case 'startGroup':
    case 'startGroupCollapsed':
    case 'trace':
      return 'debug';
    default:
      return 'info';
  }
}

/** Whether a message of `type` is shown at `threshold`. */
export function shownAt(threshold: ConsoleLevel, type: string): boolean {
  return CONSOLE_LEVELS.indexOf(levelOf(type)) <= CONSOLE_LEVELS.indexOf(threshold);
}

export function messageLine(m: ConsoleMessageLike): string {
  const at = m.location();
  return `[${m.type().toUpperCase()}] ${m.text()} @ ${at.url}:${at.lineNumber}`;
}

export function pageErrorLine(e: Error): string {
  return e.stack || `${e.name}: ${e.message}`;
}

export interface ConsoleReport {
  total: number;
  errors: number;
  warnings: number;
  lines: string[];
}

export async function readConsole(
  page: ConsoleSource,
  level: ConsoleLevel = 'info',
  all = false,
): Promise<ConsoleReport> {
  const filter = all ? 'all' : 'since-navigation';
  const [messages, pageErrors] = await Promise.all([page.consoleMessages({ filter }), page.pageErrors({ filter })]);
  let errors = pageErrors.length;
  let warnings = 0;
  const lines: string[] = [];
  for (const m of messages) {
    if (m.type() === 'error') errors++;
    else if (m.type() === 'warning') warnings++;
    if (shownAt(level, m.type())) lines.push(messageLine(m));
  }
  if (shownAt(level, 'error')) for (const e of pageErrors) lines.push(pageErrorLine(e));
  return { total: messages.length + pageErrors.length, errors, warnings, lines };
}

/** The text of browser_console_messages (0.0.83's `Total messages:` header and lines). */
export function consoleText(r: ConsoleReport, level: ConsoleLevel): string {
  const header = [`Total messages: ${r.total} (Errors: ${r.errors}, Warnings: ${r.warnings})`];
  if (r.lines.length !== r.total) header.push(`Returning ${r.lines.length} messages for level "${level}"`);
  return [...header, '', ...r.lines].join('\n');
}
