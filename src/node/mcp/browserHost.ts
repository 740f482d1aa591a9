/**
 * The browser behind the server: launched on the first tool call that needs it (as Playwright MCP
 * does), closed by browser_close (the next call launches a new one) and when the client goes away.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { selectors } from '../browser/playwrightCore';
import type { McpOptions } from './options';
import { launchContext, urlPolicyOf, type Launched } from './launch';
import type { Session } from '../session/types';
import { openSession } from '../session/playwrightSession';
import type { SessionSource } from '../tools/context';

export class BrowserHost implements SessionSource {
  private launched: Launched | null = null;
  private current: Session<Page> | null = null;
  private starting: Promise<Session<Page>> | null = null;

  constructor(
    private readonly options: McpOptions,
    /** Called when a browser starts (the first, or one after the last was closed). */
    private readonly onStart: () => void = () => {},
  ) {}

  get isOpen(): boolean {
    return this.current !== null;
  }

  session(): Promise<Session<Page>> {
    if (this.current) return Promise.resolve(this.current);
    this.starting ??= this.start().finally(() => (this.starting = null));
    return this.starting;
  }

  private async start(): Promise<Session<Page>> {
    const o = this.options;
    const launched = await launchContext(o);
    this.onStart();
    this.launched = launched;
    // When the user closes the browser window, the next call starts a fresh one.
    launched.context.on('close', () => {
      if (this.launched === launched) {
        this.launched = null;
        this.current = null;
      }
    });
    launched.context.setDefaultTimeout(o.timeoutAction);
    // Playwright's getByTestId reads this attribute (--test-id-attribute), as Playwright MCP sets it.
    if (o.testIdAttribute !== 'data-testid') selectors.setTestIdAttribute(o.testIdAttribute);
    launched.context.setDefaultNavigationTimeout(o.timeoutNavigation);
    // The session's tabs are the context's pages: start with one, as Playwright MCP does.
    if (!launched.context.pages().length) await launched.context.newPage();
    // Dialogs stay pending until browser_handle_dialog (Playwright MCP's modal state).
    this.current = await openSession(launched.context, {
      dialogs: 'ask',
      // Listening for a popup or a download after each action: Playwright MCP waits on its own
      // events instead of a fixed window, so keep ours short.
      browserSettleMs: o.timeoutSettle,
      // The output folder itself, where Playwright MCP saves downloads too.
      downloadsDir: path.resolve(o.outputDir),
      // browser-use's host verbs write beside the MCP tools' files; evaluate only with --allow-eval.
      outputDir: path.resolve(o.outputDir),
      allowEval: o.allowEval,
      urls: urlPolicyOf(o),
    });
    return this.current;
  }

  /** The active tab's page, or null before the browser started. */
  page(): Page | null {
    return this.current?.page() ?? null;
  }

  async close(): Promise<boolean> {
    const l = this.launched;
    this.launched = null;
    this.current = null;
    if (!l) return false;
    await l.close().catch(() => {});
    return true;
  }
}
