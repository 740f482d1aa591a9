/**
 * `pagemark mcp`: the server over stdio (the default: the client starts it) or Streamable HTTP
 * (`--port`, bound to localhost unless `--host` says otherwise). When the client goes away (stdin
 * closes, a signal, the HTTP session ends) the browser is closed before the process exits, so no
 * browser process outlives its server.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { MCP_HELP } from './flags';
import { parseMcpOptions } from './options';
import { createMcpServer, VERSION } from './server';

export async function runMcp(argv: string[]): Promise<number> {
  const parsed = parseMcpOptions(argv);
  if (!parsed.ok) {
    process.stderr.write(`pagemark mcp: ${parsed.message}\n${MCP_HELP}\n`);
    return 2;
  }
  if (parsed.help) {
    process.stdout.write(MCP_HELP + '\n');
    return 0;
  }
  if (parsed.version) {
    process.stdout.write(`pagemark mcp ${VERSION}\n`);
    return 0;
  }
  for (const w of new Set(parsed.warnings)) process.stderr.write(`pagemark mcp: warning: ${w}\n`);
  const o = parsed.options;
  if (o.port !== undefined) {
    // The HTTP transport (and its SDK modules) only with --port: a stdio server starts without it.
    const { serveHttp } = await import('./http');
    const http = await serveHttp(o);
    process.stderr.write(`pagemark mcp: listening on ${http.url}\n`);
    await new Promise<void>((resolve) => {
      const stop = () => void http.close().then(resolve);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  }
  // Where each tool call's time went, one JSON line on stderr (commandClock.ts), when asked as the
  // session CLI's client asks.
  const timing = /^(1|true|yes)$/i.test(process.env['PAGEMARK_TIMING'] ?? '')
    ? (tool: string, t: object) => process.stderr.write(`pagemark timing ${JSON.stringify({ tool, ...t })}\n`)
    : undefined;
  const mcp = createMcpServer(o, timing);
  const transport = new StdioServerTransport();
  let done = false;
  await new Promise<void>((resolve) => {
    const stop = () => {
      if (done) return;
      done = true;
      void mcp.shutdown().finally(resolve);
    };
    transport.onclose = stop;
    process.stdin.once('end', stop);
    process.stdin.once('close', stop);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    process.once('SIGHUP', stop);
    void mcp.server.connect(transport);
  });
  return 0;
}
