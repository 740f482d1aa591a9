/**
 * The console log file of each page, as @playwright/mcp 0.0.83 keeps it (playwright-core
 * `tools/backend/tab.ts`): every console message at --console-level or more severe, and every
 * uncaught page error, appended as it happens to `console-<time>.log` in the output folder, one
 * file per document (a navigation starts the next file). An answer names the lines added since the
 * last answer (`New console entries: output/console-....log#L1-L3`), so the model reads the console
 * when it wants to instead of having it inlined in every answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { messageLine, pageErrorLine, shownAt, type ConsoleLevel } from '../session/pageConsole';

interface PageLog {
  file: string | null;
  lines: number;
  reported: number;
}

export class ConsoleLogs {
  private readonly logs = new WeakMap<Page, PageLog>();
  private readonly contexts = new WeakSet<BrowserContext>();

  constructor(
    private readonly level: () => ConsoleLevel,
    /** A fresh file in the output folder for `name`, through the output-path guard; null if refused. */
    private readonly newFile: (name: string) => string | null,
  ) {}

  /** Keep the log of `page`, and of every page its context opens from now on. */
  watch(page: Page): void {
    const ctx = page.context();
    if (!this.contexts.has(ctx)) {
      this.contexts.add(ctx);
      ctx.on('page', (p) => this.watch(p));
    }
    if (this.logs.has(page)) return;
    const log: PageLog = { file: null, lines: 0, reported: 0 };
    this.logs.set(page, log);
    page.on('request', (r) => {
      // A new document in the tab: its messages go to a new file.
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
        log.file = null;
        log.lines = 0;
        log.reported = 0;
      }
    });
    page.on('console', (m: ConsoleMessage) => {
      if (shownAt(this.level(), m.type())) this.append(log, messageLine(m));
    });
    page.on('pageerror', (e) => this.append(log, pageErrorLine(e)));
  }

  private append(log: PageLog, line: string): void {
    if (!log.file) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      log.file = this.newFile(`console-${stamp}.log`);
      if (!log.file) return;
    }
    try {
      fs.appendFileSync(log.file, line + '\n');
      log.lines += line.split('\n').length;
    } catch {
      log.file = null;
    }
  }

  /**
   * The line an answer carries for the entries added to `page`'s log since the last answer
   * (`New console entries: <file>#L<from>-L<to>`, the file relative to the working directory when
   * inside it), or '' when none was added.
   */
  report(page: Page): string {
    const log = this.logs.get(page);
    if (!log?.file || log.lines <= log.reported) return '';
    const from = log.reported + 1;
    const to = log.lines;
    log.reported = to;
    const rel = path.relative(process.cwd(), log.file);
    const shown = rel.startsWith('..') || path.isAbsolute(rel) ? log.file : rel;
    return `New console entries: ${shown}#L${from}${to > from ? `-L${to}` : ''}`;
  }
}
