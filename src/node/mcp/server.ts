/**
 * The MCP server on the official SDK's low-level `Server`: tools/list answers the tool table (plain
 * JSON Schemas, Playwright MCP's shapes), tools/call checks the arguments, runs one call at a time
 * (a browser has one mouse), masks secrets and answers; an expected failure is an `isError` result
 * with a readable message, and the server goes on answering.
 */
import { clip, driverError } from '../guard/driverError';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { McpOptions } from './options';
import type { Tool, ToolContext } from './tool';
import { BrowserHost } from './browserHost';
import { inputTools } from './toolsInput';
import { pageTools } from './toolsPage';
import { browserTools } from './toolsBrowser';
import { evalTools } from './toolsEval';
import { checkArgs } from './schema';
import { errorReply, type ToolReply } from './reply';
import { newFenceNonce, pageTextRule } from '../../core/render/fence';
import { createRecorder } from './trace';

export const VERSION = '__PAGEMARK_VERSION__';

export const allTools = (): Tool[] => [
  ...browserTools.slice(0, 2),
  ...pageTools.slice(0, 2),
  ...inputTools,
  ...pageTools.slice(2),
  ...browserTools.slice(2),
  // Listed either way, as in Playwright MCP; without --allow-eval it answers NOT_ALLOWED.
  ...evalTools,
];

/** Secret values as `<secret>NAME</secret>` (Playwright MCP's masking), in text answers. */
function maskSecrets(r: ToolReply, secrets: Record<string, string>): ToolReply {
  const entries = Object.entries(secrets).filter(([, v]) => v.length > 0);
  if (!entries.length) return r;
  return {
    ...r,
    content: r.content.map((c) => {
      if (c.type !== 'text') return c;
      let text = c.text;
      for (const [k, v] of entries) text = text.split(v).join(`<secret>${k}</secret>`);
      return { ...c, text };
    }),
  };
}

/** A string argument that names a secret is replaced by its value (Playwright MCP does the same). */
function unmaskArgs(v: unknown, secrets: Record<string, string>): unknown {
  if (typeof v === 'string') return Object.prototype.hasOwnProperty.call(secrets, v) ? secrets[v] : v;
  if (Array.isArray(v)) return v.map((x) => unmaskArgs(x, secrets));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, unmaskArgs(x, secrets)]));
  return v;
}

export interface McpInstance {
  server: Server;
  host: BrowserHost;
  /** Close the browser and finish the trace and the generated script. */
  shutdown(): Promise<void>;
}

export function createMcpServer(options: McpOptions): McpInstance {
  // 64 random bits: no page can guess them (it never sees them), at half the tokens of the
  // agent's 128 on every fenced answer.
  const view = { nonce: newFenceNonce(2), maxTokens: options.maxTokens, seen: new Map() };
  // A new browser's tabs reuse the ids t1, t2, ...: what the model saw of the old ones is gone.
  const host = new BrowserHost(options, () => view.seen.clear());
  const recorder = createRecorder(options);
  const ctx: ToolContext = { host, options, view };
  if (recorder) ctx.recorder = recorder;
  const tools = allTools();
  const byName = new Map(tools.map((t) => [t.name, t]));
  const server = new Server(
    { name: 'pagemark', version: VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        'pagemark browser tools. Snapshots are indexed text: one line per element, its ref in brackets ([12]); pass the number as `target`. ' +
        'After an action, "### Changes" lists only what changed since you last saw that tab (refs as before; a field you filled or a box you checked is not repeated), and "### Page (new document)" a whole new page. ' +
        pageTextRule(view.nonce),
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema as { type: 'object' },
      annotations: {
        title: t.title,
        readOnlyHint: t.readOnly === true,
        destructiveHint: t.readOnly !== true,
        openWorldHint: true,
      },
    })),
  }));
  let queue: Promise<unknown> = Promise.resolve();
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const { name } = req.params;
    const args = (req.params.arguments ?? {}) as Record<string, unknown>;
    const tool = byName.get(name);
    if (!tool)
      return errorReply(
        'INVALID_COMMAND',
        `no tool "${clip(name, 80)}" (tools: ${[...byName.keys()].join(', ')})`,
      ) as never;
    const problem = checkArgs(tool.inputSchema, args);
    if (problem) return errorReply('INVALID_COMMAND', clip(`${name}: ${problem}`)) as never;
    const run = queue.then(async () => {
      try {
        return await tool.run(unmaskArgs(args, options.secrets) as Record<string, unknown>, ctx);
      } catch (e) {
        // A driver failure: a typed code, a short message without colour codes or the caller's input.
        const err = driverError(e, /executable|no browser/i.test(String(e)) ? 'see --executable-path' : undefined);
        return errorReply(err.code, err.message, err.hint);
      }
    });
    queue = run.catch(() => {});
    const reply = maskSecrets(await run, options.secrets);
    await recorder?.call(name, args, reply, ctx).catch(() => {});
    return reply as never;
  });
  return {
    server,
    host,
    async shutdown() {
      await recorder?.finish().catch(() => {});
      await host.close();
    },
  };
}
