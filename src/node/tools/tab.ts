/**
 * A tab as tools see it: the session's tab (by id), what the model last saw of it, its pending
 * modal state, and the targets the model names in it (targets.ts). The Playwright page is reached
 * only through here, for what the session has no verb for (screenshots, media, PDF, the model's own
 * script), so that every tool goes through the session's tab bookkeeping.
 */
import type { Locator, Page } from 'playwright-core';
import type { Session } from '../session/types';
import type { Snapshot } from '../../core/model/types';
import type { PagemarkError } from '../../core/model/errors';
import { pmError } from '../../core/model/errors';
import type { LayerOptions, ModalKind } from './options';
import type { Seen } from './pageView';
import { resolveTarget, type Resolved } from './targets';

const q = (s: string): string => JSON.stringify(s);

/** What a tab needs of the Context (context.ts implements it): options, what was seen, the guards. */
export interface TabContext {
  readonly options: LayerOptions;
  readonly nonce: string;
  readonly seen: Map<string, Seen>;
  readonly clientRoots: string[];
  outputFile(name: string | undefined, fallback: string): { file: string } | { error: PagemarkError };
  writeOutput(file: string, data: string | Uint8Array): PagemarkError | null;
  checkUrl(url: string): PagemarkError | null;
  readPaths(paths: string[], what: string): { paths: string[] } | PagemarkError;
}

export class Tab {
  constructor(
    readonly ctx: TabContext,
    readonly session: Session<Page>,
    readonly id: string,
  ) {}

  /** The Playwright page; a typed error when the tab has closed. */
  page(): Page {
    const p = this.session.page(this.id);
    if (!p) throw new Error(`pagemark: tab ${this.id} is not open`);
    return p;
  }

  get seen(): Seen | undefined {
    return this.ctx.seen.get(this.id);
  }

  set seen(s: Seen | undefined) {
    if (s) this.ctx.seen.set(this.id, s);
    else this.ctx.seen.delete(this.id);
  }

  snapshot(): Promise<Snapshot> {
    return this.session.snapshot();
  }

  /**
   * Why `tool`, which does not answer it, cannot run now: a dialog in this tab, or a file chooser,
   * pending (Playwright MCP's modal state: it stays pending until its tool answers it); null if none.
   * The message is Playwright MCP's sentence (its tab.ts, "does not handle the modal state"); the
   * hint names the tool that answers it (Response.refuse lists what is pending).
   */
  async modalBlock(tool: string, answers?: ModalKind): Promise<PagemarkError | null> {
    const state = await this.session.state();
    const refusal = `Tool ${q(tool)} does not handle the modal state.`;
    const d = state.dialogs.find((x) => x.tabId === this.id && x.state === 'pending');
    if (d && answers !== 'dialog')
      return pmError('DIALOG_PENDING', refusal, 'answer it with browser_handle_dialog first');
    const f = state.fileChooser;
    if (f && f.state === 'pending' && answers !== 'fileChooser')
      return pmError(
        'INVALID_COMMAND',
        refusal,
        'answer it with browser_file_upload (paths to upload, or none to cancel) before other actions',
      );
    return null;
  }

  /** The element the model names: a ref from the snapshot or a selector (targets.ts). */
  target(raw: string | undefined, param = 'target'): Promise<Resolved> {
    return resolveTarget(this, raw, param);
  }

  /** A Playwright locator for a resolved target (screenshots, and elements pagemark does not list). */
  locatorOf(t: Resolved & { ok: true }): Locator {
    if (t.locator) return t.locator;
    return this.page().locator(`[data-element-id="${t.elementId}"]`);
  }

  /** The Set-of-Marks screenshot of this tab (--vision, --save-trace). */
  async markedScreenshot(): Promise<Buffer> {
    const page = this.page();
    const s = await this.session.snapshot();
    try {
      await page.evaluate(
        (snap) => (globalThis as never as { pagemark: { highlight(s: unknown): void } }).pagemark.highlight(snap),
        s as never,
      );
      return await page.screenshot({ type: 'png' });
    } finally {
      await page
        .evaluate(() => (globalThis as never as { pagemark: { clearHighlights(): void } }).pagemark.clearHighlights())
        .catch(() => {});
    }
  }
}
