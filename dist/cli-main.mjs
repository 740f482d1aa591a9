/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { p as parseMcpOptions, M as MCP_HELP } from './cli-options.mjs';
import { H as clip } from './cli-bundleFile.mjs';
import { fileURLToPath } from 'node:url';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema, RootsListChangedNotificationSchema, CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { w as writeScript, c as codegenLine, C as Context, B as BrowserHost, a as CommandClock, t as toolsFor, i as inputSchemaOf, r as runTool } from './cli-commandClock.mjs';
import { w as writeOutputFile, n as newFenceNonce, a as pageTextRule } from './cli-fence.mjs';
import path from 'node:path';

/**
 * `--save-trace`: every call and its answer as one JSON line (trace.jsonl) and a Set-of-Marks
 * screenshot per step (step-N.png) in the output folder. `--codegen`: the acted elements' verified
 * locators become a Playwright script. The Response feeds both, after it has masked secrets, so nothing here sees a secret's value except the script's own lines,
 * which writeScript masks as it writes. Every file goes through the output folder's writer
 * (guard/outputPath.ts): a symbolic link planted in the folder under a trace file's name is refused,
 * never followed.
 */
function createRecorder(o) {
    if (!o.saveTrace && !o.codegen)
        return null;
    const dir = path.resolve(o.outputDir);
    const lines = [];
    let last = null;
    let n = 0;
    // A trace file the writer refused (a planted link, an unwritable folder) is said once on stderr;
    // the call goes on (the trace records the session, it is not part of an answer).
    let warned = false;
    const refused = (v) => {
        if (v.ok)
            return null;
        if (!warned)
            process.stderr.write(`pagemark: trace not written: ${v.message}\n`);
        warned = true;
        return v.message;
    };
    const recordOf = (i, s) => s?.elements.find((e) => e.index === i || e.bid === i || e.elementId === i);
    return {
        step(cmd, r) {
            if (o.codegen && r.ok) {
                const rec = r.target ? (recordOf(r.target.index, last) ?? recordOf(r.target.index, r.snapshot)) : undefined;
                const line = codegenLine(cmd, rec);
                if (line)
                    lines.push(line);
            }
            if (r.snapshot)
                last = r.snapshot;
        },
        async call(tool, args, text, isError, shot) {
            if (!o.saveTrace)
                return;
            n++;
            let file;
            const png = await shot().catch(() => null);
            if (png && refused(writeOutputFile(dir, `step-${n}.png`, png)) === null)
                file = `step-${n}.png`;
            const entry = { step: n, time: new Date().toISOString(), tool, args, isError, result: text, screenshot: file };
            // The run's first line replaces what is there, as step-N.png replaces an older step's: a file
            // already under that name is another run's, or a page's download (saved in this same folder,
            // as Playwright MCP saves them) that appending would pass off as the start of this trace.
            refused(writeOutputFile(dir, 'trace.jsonl', JSON.stringify(entry) + '\n', n > 1));
        },
        async finish() {
            if (o.codegen && lines.length)
                writeScript(dir, o.codegen, lines, o.secrets);
        },
    };
}

/**
 * The MCP server on the official SDK's low-level `Server`: a thin front-end over the tool layer
 * (src/node/tools/): tools/list answers the layer's tool table (its zod schemas as JSON Schema,
 * Playwright MCP's shapes), tools/call runs a tool through the layer, which checks the arguments,
 * runs one call at a time and assembles the answer once. The client's MCP roots (roots/list) set
 * the folders uploads may read, as Playwright MCP reads its workspace roots.
 */
const VERSION = '0.1.0';
/**
 * `timing`, when given, is told each tool call's parts (commandClock.ts) as it ends: the bench
 * (scripts/bench/mcp.mjs) reads them from stderr (mcp/main.ts, `PAGEMARK_TIMING=1`). A call that
 * waited behind another (the layer runs one at a time) counts that wait as its own protocol time.
 */
function createMcpServer(options, timing) {
    // 64 random bits: no page can guess them (it never sees them), at half the tokens of the
    // agent's 128 on every fenced answer.
    const nonce = newFenceNonce(2);
    let ctx = null;
    // A new browser's tabs reuse the ids t1, t2, ...: what the model saw of the old ones is gone.
    const host = new BrowserHost(options, () => ctx?.browserStarted());
    const clock = timing ? new CommandClock() : null;
    // The tools see the session through the clock, which times its page commands and snapshots.
    ctx = new Context(options, clock ? clock.timed(host) : host, nonce, createRecorder(options));
    ctx.clock = clock;
    const context = ctx;
    const tools = toolsFor(options);
    const byName = new Map(tools.map((t) => [t.name, t]));
    const server = new Server({ name: 'pagemark', version: VERSION }, {
        capabilities: { tools: {} },
        instructions: 'pagemark browser tools. Snapshots are indexed text: one line per element, its ref in brackets ([12]); pass the number as `target`. ' +
            'After an action, "### Changes" lists only what changed since you last saw that tab (refs as before; a field you filled or a box you checked is not repeated), and "### Page (new document)" a whole new page. ' +
            pageTextRule(nonce),
    });
    server.setRequestHandler(ListToolsRequestSchema, () => ({
        tools: tools.map((t) => ({
            name: t.name,
            title: t.title,
            description: t.description,
            inputSchema: inputSchemaOf(t),
            annotations: {
                title: t.title,
                readOnlyHint: t.readOnly === true,
                destructiveHint: t.readOnly !== true,
                openWorldHint: true,
            },
        })),
    }));
    const readRoots = async () => {
        if (!server.getClientCapabilities()?.roots)
            return;
        const { roots } = await server.listRoots();
        context.clientRoots = roots.filter((r) => r.uri.startsWith('file:')).map((r) => fileURLToPath(r.uri));
    };
    server.oninitialized = () => void readRoots().catch(() => { });
    server.setNotificationHandler(RootsListChangedNotificationSchema, () => readRoots().catch(() => { }));
    server.setRequestHandler(CallToolRequestSchema, async (req) => {
        const { name } = req.params;
        const tool = byName.get(name);
        if (!tool)
            // Playwright MCP's sentence, to the letter (a client tells an unlisted tool by it); this is
            // the server's answer, before any tool runs, so it has no tool layer's typed code.
            return { content: [{ type: 'text', text: `Tool "${clip(name, 80)}" not found` }], isError: true };
        clock?.start();
        const reply = await runTool(context, tool, req.params.arguments ?? {});
        if (clock)
            timing?.(name, clock.finish());
        return reply;
    });
    return {
        server,
        host,
        ctx: context,
        async shutdown() {
            await context.recorder?.finish().catch(() => { });
            await host.close();
        },
    };
}

/**
 * `pagemark mcp`: the server over stdio (the default: the client starts it) or Streamable HTTP
 * (`--port`, bound to localhost unless `--host` says otherwise). When the client goes away (stdin
 * closes, a signal, the HTTP session ends) the browser is closed before the process exits, so no
 * browser process outlives its server.
 */
async function runMcp(argv) {
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
    for (const w of new Set(parsed.warnings))
        process.stderr.write(`pagemark mcp: warning: ${w}\n`);
    const o = parsed.options;
    if (o.port !== undefined) {
        // The HTTP transport (and its SDK modules) only with --port: a stdio server starts without it.
        const { serveHttp } = await import('./cli-http.mjs');
        const http = await serveHttp(o);
        process.stderr.write(`pagemark mcp: listening on ${http.url}\n`);
        await new Promise((resolve) => {
            const stop = () => void http.close().then(resolve);
            process.once('SIGINT', stop);
            process.once('SIGTERM', stop);
        });
        return 0;
    }
    // Where each tool call's time went, one JSON line on stderr (commandClock.ts), when asked as the
    // session CLI's client asks.
    const timing = /^(1|true|yes)$/i.test(process.env['PAGEMARK_TIMING'] ?? '')
        ? (tool, t) => process.stderr.write(`pagemark timing ${JSON.stringify({ tool, ...t })}\n`)
        : undefined;
    const mcp = createMcpServer(o, timing);
    const transport = new StdioServerTransport();
    let done = false;
    await new Promise((resolve) => {
        const stop = () => {
            if (done)
                return;
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

var main = /*#__PURE__*/Object.freeze({
    __proto__: null,
    runMcp: runMcp
});

export { createMcpServer as c, main as m };
