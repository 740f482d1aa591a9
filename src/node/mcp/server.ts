/**
 * The MCP server on the official SDK's low-level `Server`: a thin front-end over the tool layer
 * (src/node/tools/): tools/list answers the layer's tool table (its zod schemas as JSON Schema,
 * Playwright MCP's shapes), tools/call runs a tool through the layer, which checks the arguments,
 * runs one call at a time and assembles the answer once. The client's MCP roots (roots/list) set
 * the folders uploads may read, as Playwright MCP reads its workspace roots.
 */
import { clip } from '../guard/driverError';
import { fileURLToPath } from 'node:url';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  RootsListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { McpOptions } from './options';
import { BrowserHost } from './browserHost';
import { newFenceNonce, pageTextRule } from '../../core/render/fence';
import { Context } from '../tools/context';
import { createRecorder } from '../tools/trace';
import { inputSchemaOf, runTool, toolsFor } from '../tools/index';
import { CommandClock, type ServerTimings } from '../tools/commandClock';

export const VERSION = '__PAGEMARK_VERSION__';

export interface McpInstance {
  server: Server;
  host: BrowserHost;
  ctx: Context;
  /** Close the browser and finish the trace and the generated script. */
  shutdown(): Promise<void>;
}

/**
 * `timing`, when given, is told each tool call's parts (commandClock.ts) as it ends: the bench
 * (scripts/bench/mcp.mjs) reads them from stderr (mcp/main.ts, `PAGEMARK_TIMING=1`). A call that
 * waited behind another (the layer runs one at a time) counts that wait as its own protocol time.
 */
export function createMcpServer(options: McpOptions, timing?: (tool: string, t: ServerTimings) => void): McpInstance {
  // 64 random bits: no page can guess them (it never sees them), at half the tokens of the
  // agent's 128 on every fenced answer.
  const nonce = newFenceNonce(2);
  let ctx: Context | null = null;
  // A new browser's tabs reuse the ids t1, t2, ...: what the model saw of the old ones is gone.
  const host = new BrowserHost(options, () => ctx?.browserStarted());
  const clock = timing ? new CommandClock() : null;
  // The tools see the session through the clock, which times its page commands and snapshots.
  ctx = new Context(options, clock ? clock.timed(host) : host, nonce, createRecorder(options));
  ctx.clock = clock;
  const context = ctx;
  const tools = toolsFor(options);
  const byName = new Map(tools.map((t) => [t.name, t]));
  const server = new Server(
    { name: 'pagemark', version: VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        'pagemark browser tools. Snapshots are indexed text: one line per element, its ref in brackets ([12]); pass the number as `target`. ' +
        'After an action, "### Changes" lists only what changed since you last saw that tab (refs as before; a field you filled or a box you checked is not repeated), and "### Page (new document)" a whole new page. ' +
        pageTextRule(nonce),
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: inputSchemaOf(t) as { type: 'object' },
      annotations: {
        title: t.title,
        readOnlyHint: t.readOnly === true,
        destructiveHint: t.readOnly !== true,
        openWorldHint: true,
      },
    })),
  }));
  const readRoots = async (): Promise<void> => {
    if (!server.getClientCapabilities()?.roots) return;
    const { roots } = await server.listRoots();
    context.clientRoots = roots.filter((r) => r.uri.startsWith('file:')).map((r) => fileURLToPath(r.uri));
  };
  server.oninitialized = () => void readRoots().catch(() => {});
  server.setNotificationHandler(RootsListChangedNotificationSchema, () => readRoots().catch(() => {}));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const { name } = req.params;
    const tool = byName.get(name);
    if (!tool)
      // Playwright MCP's sentence, to the letter (a client tells an unlisted tool by it); this is
      // the server's answer, before any tool runs, so it has no tool layer's typed code.
      return { content: [{ type: 'text', text: `Tool "${clip(name, 80)}" not found` }], isError: true };
    clock?.start();
    const reply = await runTool(context, tool, req.params.arguments ?? {});
    if (clock) timing?.(name, clock.finish());
    return reply as never;
  });
  return {
    server,
    host,
    ctx: context,
    async shutdown() {
      await context.recorder?.finish().catch(() => {});
      await host.close();
    },
  };
}
