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
import type { Seen } from './pageView';
import type { LayerOptions } from './options';
import type { Recorder } from './trace';
import { Tab, type TabContext } from './tab';

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
  private tabsKnown: string[] = [];

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
    this.seen.clear();
  }

  /** Called when the browser is closed on purpose (browser_close): no notice on the next start. */
  browserClosed(): void {
    this.tabsKnown = [];
    this.seen.clear();
  }

  session(): Promise<Session<Page>> {
    return this.source.session();
  }

  async activeTab(): Promise<Tab> {
    const session = await this.session();
    const tabs = await session.tabs();
    this.tabsKnown = tabs.map((t) => t.id);
    return new Tab(this, session, session.activeTabId());
  }

  /**
   * A file in the output folder for `name` (relative to it; `fallback` when none is given): a typed
   * error for an empty name, a folder, or a path that leads out of the output folder.
   */
  outputFile(name: string | undefined, fallback: string): { file: string } | { error: PagemarkError } {
    if (name !== undefined && name.trim() === '')
      return { error: pmError('INVALID_COMMAND', 'filename is empty', 'give a file name, or leave filename out') };
    const dir = path.resolve(this.options.outputDir);
    const file = path.resolve(dir, name ?? fallback);
    if (file !== dir && !file.startsWith(dir + path.sep))
      return {
        error: pmError('NOT_ALLOWED', `${name} is outside the output folder ${dir}`, 'give a name relative to it'),
      };
    if (file === dir || (fs.existsSync(file) && fs.statSync(file).isDirectory()))
      return { error: pmError('INVALID_COMMAND', `${name ?? fallback} is a folder`, 'give a file name') };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    return { file };
  }

  /** A URL the model asked to open, or a typed error (scheme policy). */
  checkUrl(url: string): PagemarkError | null {
    if (!URL.canParse(url) || (/^https?:/i.test(url) && !new URL(url).hostname))
      return pmError('INVALID_COMMAND', `"${url}" is not a valid URL`, 'give a full URL, e.g. https://example.com/');
    return null;
  }
}
