/**
 * One tool layer under every door (the MCP server in src/node/mcp/, the session CLI): a tool is one
 * definition, the pattern of playwright-core's MCP backend (`defineTool`, `defineTabTool`, one
 * `Response`).
 *
 * How to add a tool:
 *  1. In the file of its family (navigation, input, page observation, browser, evaluation) write
 *       export const myTool = defineTabTool({
 *         name: 'browser_my_tool',            // Playwright MCP's name when it has one
 *         title: 'My tool',
 *         description: 'What the model reads in tools/list',
 *         schema: z.object({ target: targetParam, ... }),   // zod, the MCP SDK's schema library
 *         readOnly: false,                     // true: it changes nothing (tools/list hint)
 *         capability: 'core',                  // 'vision', 'pdf', 'devtools': only with --caps
 *         async handle(tab, params, response) {
 *           const t = await tab.target(params.target);        // a ref, a selector
 *           if (!t.ok) return response.fail(t.error);
 *           await response.act(tab, [{ cmd: {action: 'click', target: t.ref}, what: 'clicked' }]);
 *         },
 *       });
 *     `defineTabTool` runs on the active tab and refuses while a dialog or file chooser is pending
 *     (unless `answers` names that modal state); `defineTool` gets the Context (no tab needed:
 *     browser_close, browser_tabs list).
 *  2. Add it to the tool table (allTools).
 *  3. A test against a local page in test/unit/node/mcp/.
 * The handler never writes text answers itself: it tells the Response the outcome (`ok`, `fail`),
 * adds sections or images, asks for the page (`showPage`) or runs actions through it (`act`,
 * which shows what changed). The Response assembles the answer once: outcome, browser effects, the
 * page or its changes (fenced), secrets masked, trace and codegen recorded. Files are written through
 * `ctx.outputFile` and URLs opened through `ctx.checkUrl`/`tab.navigate`: the guards live there.
 */
import type { z } from 'zod/v4';
import type { Context } from './context';
import type { Response } from './response';
import type { Tab } from './tab';
import type { Capability, ModalKind } from './options';

export type { Capability, ModalKind };

// Any zod object schema; the handler's params are its parsed output.
type AnyObject = z.ZodObject<any>;

interface ToolBase<S extends AnyObject> {
  name: string;
  title: string;
  description: string;
  schema: S;
  /** It changes nothing in the browser (tools/list's readOnlyHint). */
  readOnly?: boolean;
  /** Default 'core': listed always. Others are listed when `--caps` names them. */
  capability?: Capability;
}

export interface Tool<S extends AnyObject = AnyObject> extends ToolBase<S> {
  handle(ctx: Context, params: z.output<S>, response: Response): Promise<void>;
}

export interface TabTool<S extends AnyObject> extends ToolBase<S> {
  /** The modal state this tool answers; every other tab tool is refused while one is pending. */
  answers?: ModalKind;
  handle(tab: Tab, params: z.output<S>, response: Response): Promise<void>;
}

export const defineTool = <S extends AnyObject>(t: Tool<S>): Tool<S> => t;

/** A tool on the active tab: the one check of pending dialogs and file choosers is here. */
export function defineTabTool<S extends AnyObject>(t: TabTool<S>): Tool<S> {
  return {
    name: t.name,
    title: t.title,
    description: t.description,
    schema: t.schema,
    ...(t.readOnly !== undefined ? { readOnly: t.readOnly } : {}),
    ...(t.capability ? { capability: t.capability } : {}),
    async handle(ctx, params, response) {
      const tab = await ctx.activeTab();
      const blocked = await tab.modalBlock(t.name, t.answers);
      if (blocked) return response.refuse(tab, blocked);
      return t.handle(tab, params, response);
    },
  };
}
