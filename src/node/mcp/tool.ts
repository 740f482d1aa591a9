/** What a tool is, and what it runs with. */
import type { Page } from 'playwright-core';
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import type { Session } from '../session/types';
import type { BrowserHost } from './browserHost';
import type { McpOptions } from './options';
import type { PageView } from './observe';
import type { JsonSchema } from './schema';
import type { ToolReply } from './reply';

/** Records the session for --save-trace and --codegen (trace.ts, codegen.ts). */
export interface Recorder {
  step(cmd: ActionCommand, r: ActionResult, session: Session<Page>): void;
}

export interface ToolContext {
  host: BrowserHost;
  options: McpOptions;
  view: PageView;
  recorder?: Recorder;
}

export interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  readOnly?: boolean;
  /** Whether the tool starts the browser (browser_close does not). */
  run(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolReply>;
}
