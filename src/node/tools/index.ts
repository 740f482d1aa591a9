/**
 * The tool table and the one way to run a tool: arguments checked against its zod schema (a wrong
 * type, a missing or an unknown argument is a readable isError answer), secret names in arguments
 * replaced by their values, one call at a time (a browser has one mouse), a Response assembled once.
 */
import { z } from 'zod/v4';
import type { Tool } from './tool';
import type { Context } from './context';
import type { LayerOptions } from './options';
import { Response, errorText, type ToolReply } from './response';
import { argsProblem } from './params';
import { clip, driverError } from '../guard/driverError';
import { navigateTools } from './navigate';
import { pageTools } from './page';
import { inputTools } from './input';
import { browserTools } from './browser';
import { evalTools } from './evaluate';
import { consoleTools } from './console';
import { networkTools } from './network';
import { dropTools } from './drop';
import { mediaTools } from './media';
import { runCodeTools } from './runCode';
import { mouseTools } from './mouse';

/** Every tool, in Playwright MCP's order of its tools/list. */
export const allTools = (): Tool[] => [
  ...navigateTools,
  ...pageTools.slice(0, 2),
  ...inputTools,
  ...pageTools.slice(2),
  ...browserTools,
  ...consoleTools,
  ...networkTools,
  ...dropTools,
  ...mediaTools,
  // Listed either way, as in Playwright MCP; without --allow-eval they answer NOT_ALLOWED.
  ...evalTools,
  ...runCodeTools,
  // --caps vision
  ...mouseTools,
];

/** The tools a server with these options lists: core ones, and those of the capabilities --caps names. */
export function toolsFor(o: LayerOptions): Tool[] {
  return allTools().filter((t) => !t.capability || t.capability.startsWith('core') || o.caps.includes(t.capability));
}

/** The tool's parameters as JSON Schema (tools/list). */
export function inputSchemaOf(t: Tool): Record<string, unknown> {
  return z.toJSONSchema(t.schema) as Record<string, unknown>;
}

/** A string argument that names a secret is replaced by its value (Playwright MCP does the same). */
function unmaskArgs(v: unknown, secrets: Record<string, string>): unknown {
  if (typeof v === 'string') return Object.prototype.hasOwnProperty.call(secrets, v) ? secrets[v] : v;
  if (Array.isArray(v)) return v.map((x) => unmaskArgs(x, secrets));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, unmaskArgs(x, secrets)]));
  return v;
}

const errorReply = (code: string, message: string, hint?: string): ToolReply => ({
  content: [
    { type: 'text', text: errorText(hint ? { code: code as never, message, hint } : { code: code as never, message }) },
  ],
  isError: true,
});

/** Run one call of `tool` with the raw arguments a client sent. */
export async function runTool(ctx: Context, tool: Tool, args: Record<string, unknown>): Promise<ToolReply> {
  const parsed = tool.schema.safeParse(args, { reportInput: true });
  // Zod's words, as Playwright MCP answers (its clients read them); pagemark's one-line reading of
  // the first problem is the hint.
  if (!parsed.success)
    return errorReply(
      'INVALID_COMMAND',
      clip(`Invalid arguments for tool "${tool.name}":\n${z.prettifyError(parsed.error)}`),
      clip(`${tool.name}: ${argsProblem(parsed.error)}`),
    );
  const run = ctx.queue.then(async () => {
    const response = new Response(ctx, tool.name, args);
    try {
      await tool.handle(ctx, unmaskArgs(parsed.data, ctx.options.secrets) as never, response);
    } catch (e) {
      // A driver failure as a typed error (the driver-error guard: its kind, no ANSI, clipped).
      const msg = (e as Error).message ?? String(e);
      response.fail(
        driverError(e, /executable|no chromium|no firefox|no webkit/i.test(msg) ? 'see --executable-path' : undefined),
      );
    }
    return response.reply();
  });
  ctx.queue = run.catch(() => {});
  return run;
}
