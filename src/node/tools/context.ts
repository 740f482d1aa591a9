/**
 * What every tool runs with: the browser session (opened on first use by the door's SessionSource),
 * the options, what the model last saw of each tab, the run's fence nonce, the recorder, and the one
 * place where a file is written (`outputFile`) and a URL is checked (`checkUrl`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Session } from '../session/types';
import type { PagemarkError } from '../../core/model/errors';
import { pmError } from '../../core/model/errors';
import { MCP_FLAG_NAMES, checkUrl } from '../guard/urlPolicy';
import { realPath, resolveOutputPath, resolveReadPath, writeOutputFile } from '../guard/outputPath';
import type { Seen } from './pageView';
import type { LayerOptions } from './options';
import type { Recorder } from './trace';
import { Tab, type TabContext } from './tab';
import { ConsoleLogs } from './consoleLog';

/** Where the session comes from: the door launches the browser on first use and closes it. */
export interface SessionSource {
  session(): Promise<Session<Page>>;
  readonly isOpen: boolean;
  close(): Promise<boolean>;
}

export class Context implements TabContext {
  /** What the model last saw of each tab, by tab id. */
  readonly seen = new Map<string, Seen>();
  /** Set when a browser started after another one went away: the next answer says tabs were lost. */
  lostTabs: string[] | null = null;
  /** The client's MCP roots as folders (roots/list), which uploads may read when --allowed-roots is not given. */
  clientRoots: string[] = [];
  /** Calls run one at a time (a browser has one mouse): each waits for the one before. */
  queue: Promise<unknown> = Promise.resolve();
  /** The door's clock when it times the calls (commandClock.ts): the answer's render is added to it. */
  clock: { addRender(ms: number): void } | null = null;
  private tabsKnown: string[] = [];
  /**
   * By tab id, the elements the model acted on in calls whose answers did not show that tab (a
   * popup took over, a dialog blocked it): the focus they took is the model's own doing, not news
   * when the tab is shown again (pageView.ts changesText). Cleared when the tab is shown.
   */
  readonly actedUnseen = new Map<string, Set<number>>();
  /** The tab list (effects.ts tabsText) the model last saw: an answer repeats it only when it changed. */
  tabsShown: string | null = null;
  /** Each page's console log file (consoleLog.ts), named in the answers. */
  readonly consoleLogs = new ConsoleLogs(
    () => this.options.consoleLevel,
    (name) => {
      const f = this.outputFile(name, name);
      if ('error' in f) return null;
      let file = f.file;
      for (let i = 1; fs.existsSync(file); i++) file = f.file.replace(/\.log$/, `-${i}.log`);
      return file;
    },
  );

  constructor(
    readonly options: LayerOptions,
    readonly source: SessionSource,
    readonly nonce: string,
    readonly recorder: Recorder | null = null,
  ) {}

  /** Called by the source when a browser starts: a new browser's tabs reuse the ids t1, t2, ... */
  browserStarted(): void {
    if (this.tabsKnown.length) this.lostTabs = this.tabsKnown;
    this.tabsKnown = [];
    this.tabsShown = null;
    this.seen.clear();
    this.actedUnseen.clear();
  }

  /** Called when the browser is closed on purpose (browser_close): no notice on the next start. */
  browserClosed(): void {
    this.tabsKnown = [];
    this.tabsShown = null;
    this.seen.clear();
    this.actedUnseen.clear();
  }

  session(): Promise<Session<Page>> {
    return this.source.session();
  }

  async activeTab(): Promise<Tab> {
    const session = await this.session();
    const tabs = await session.tabs();
    this.tabsKnown = tabs.map((t) => t.id);
    for (const t of tabs) {
      const p = session.page(t.id);
      if (p) this.consoleLogs.watch(p);
    }
    return new Tab(this, session, session.activeTabId());
  }

  /**
   * A file in the output folder for `name` (relative to it; `fallback` when none is given), checked
   * by the output-path guard (src/node/guard/outputPath.ts): a typed error for an empty name, a
   * folder, or a path that leads out of the output folder (`..`, elsewhere, a link).
   */
  outputFile(name: string | undefined, fallback: string): { file: string } | { error: PagemarkError } {
    fs.mkdirSync(this.options.outputDir, { recursive: true });
    const v = resolveOutputPath(this.options.outputDir, name ?? fallback);
    return v.ok ? { file: v.path } : { error: pmError(v.code, v.message, v.hint) };
  }

  /** Write `data` to a file outputFile() resolved, through the guard (never through a final link). */
  writeOutput(file: string, data: string | Uint8Array): PagemarkError | null {
    const v = writeOutputFile(this.options.outputDir, path.relative(realPath(this.options.outputDir), file), data);
    return v.ok ? null : pmError(v.code, v.message, v.hint);
  }

  /** A URL the model asked to open, or a typed error (the URL guard: schemes, file roots, origins). */
  checkUrl(url: string): PagemarkError | null {
    const o = this.options;
    const v = checkUrl(url, {
      fileRoots: o.fileRoots,
      allowCode: o.allowEval,
      allowedOrigins: o.allowedOrigins,
      blockedOrigins: o.blockedOrigins,
      names: MCP_FLAG_NAMES,
    });
    if (v.ok && /^https?:/i.test(url) && !new URL(url).hostname)
      return pmError('INVALID_COMMAND', `"${url}" is not a valid URL`, 'give a full URL, e.g. https://example.com/');
    return v.ok ? null : pmError(v.code, v.message, v.hint);
  }

  /** The folders uploads may read: --allowed-roots, else the client's MCP roots, else the working directory; and the output folder. */
  readRoots(): string[] {
    const given = this.options.allowedRoots.length ? this.options.allowedRoots : this.clientRoots;
    return [...(given.length ? given : [process.cwd()]), this.options.outputDir];
  }

  /**
   * Files a tool reads (`what`: uploads, dropped files), each inside readRoots once symbolic links
   * are followed (the read-path guard): their real paths, or the typed error of the first outside.
   */
  readPaths(paths: string[], what: string): { paths: string[] } | PagemarkError {
    const out: string[] = [];
    for (const f of paths) {
      const v = resolveReadPath(this.readRoots(), f, what, "--allowed-roots (or the client's MCP roots)");
      if (!v.ok) return pmError(v.code, v.message, v.hint);
      out.push(v.path);
    }
    return { paths: out };
  }
}
