/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { d as driverMessage, b as bundleFile, B as BROWSER_ENV, r as render } from './cli-bundleFile.mjs';
import { V as VERBS } from './cli.mjs';
import 'node:child_process';
import 'node:net';
import 'node:os';

/**
 * `pagemark` command line: one table of subcommands (COMMANDS), each with its usage line and its
 * runner; the options are parsed and checked once, here, for all of them.
 *
 *   pagemark snapshot <url-or-file>   print one format, write every format and a marked screenshot,
 *                                     optionally run actions
 *   pagemark demo                     the demo page shipped in the package, a scripted search, the
 *                                     files in out/demo; one shot, headless
 *   pagemark agent <url-or-file> "<task>"   the agent loop against a model endpoint
 *   pagemark mcp [options]            the MCP server, which parses its own options (OWN_OPTIONS)
 */
const VERSION = '0.1.0';
const OPTIONS_HELP = `Options:
  --format text|html|json     what to print (default text)
  --out DIR                   write snapshot.json, snapshot.txt, snapshot.html, screenshot.png there
  --screenshot FILE           write a viewport screenshot with Set-of-Marks drawn
  --viewport-expansion N      -1 whole page (default), 0 viewport only, N px beyond
  --include MODE              interactive (default) | interactive+content | all
  --do "<action>"             run an action after the snapshot (repeatable): "click 12", "type 3 hello",
                              a BrowserGym string like "fill('5', 'hi')", or JSON
  --static                    no browser: parse the file with linkedom (inline styles only, no layout)
  --width N --height N        viewport size (default 1280x800)
  --executable-path PATH      the Chromium or Chrome binary (also ${BROWSER_ENV}=PATH; --chromium is the old
                              name); default: Playwright's installed Chromium, else the system's
  --connect WS_ENDPOINT       use a Playwright browser server (chromium.launchServer, a grid) instead
  --cdp URL                   attach to a Chromium started with --remote-debugging-port instead
  -h, --help                  this help
  -v, --version               print the version

Agent options (keys from OPENAI_API_KEY / ANTHROPIC_API_KEY, base URL also from OPENAI_BASE_URL):
  --api openai|anthropic      wire protocol (default openai; anthropic when only ANTHROPIC_API_KEY is set)
  --base-url URL              e.g. http://localhost:11434/v1 for Ollama (no key needed)
  --model M                   default gpt-4o-mini / claude-sonnet-4-5 (or PAGEMARK_MODEL)
  --max-steps N               default 20
  --max-failures N            consecutive failures that end the run (default 3)
  --vision                    send a Set-of-Marks screenshot with each observation
  --json                      print the AgentOutput as JSON on stdout (steps go to stderr)

Exit codes: 0 ok, 1 action failed (agent: the task did not succeed), 2 bad usage, 3 page could not be
loaded (a missing file, an HTTP error status, a network error), 4 browser could not start.`;
const OPTIONS = {
    format: { type: 'string', default: 'text' },
    out: { type: 'string' },
    screenshot: { type: 'string' },
    'viewport-expansion': { type: 'string', default: '-1' },
    include: { type: 'string', default: 'interactive' },
    do: { type: 'string', multiple: true },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
    'executable-path': { type: 'string' },
    chromium: { type: 'string' },
    static: { type: 'boolean' },
    connect: { type: 'string' },
    cdp: { type: 'string' },
    api: { type: 'string' },
    'base-url': { type: 'string' },
    model: { type: 'string' },
    'max-steps': { type: 'string', default: '20' },
    'max-failures': { type: 'string', default: '3' },
    vision: { type: 'boolean' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean', short: 'v' },
};
class UsageError extends Error {
}
function usage(message) {
    throw new UsageError(message);
}
const here = path.dirname(fileURLToPath(import.meta.url));
// dist/cli.mjs sits in dist/ at the package root, which also holds examples/demo (package.json files).
const packageRoot = path.resolve(here, '..');
/** A whole number in [min, max]; `--width abc` is a usage error, not NaN handed to the browser. */
function integer(name, raw, min, max = Number.MAX_SAFE_INTEGER) {
    const n = /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max)
        usage(`--${name} must be a whole number from ${min} to ${max === Number.MAX_SAFE_INTEGER ? 'up' : max} (got "${raw}")`);
    return n;
}
function checkTarget(target, what) {
    if (!target)
        usage(`${what} needs a URL or a file`);
    return target;
}
const COMMANDS = {
    snapshot: {
        usage: 'pagemark snapshot <url-or-file> [options]',
        run: async ({ values, args, run }) => {
            run.target = checkTarget(args[0], 'snapshot');
            if (values.static)
                return staticSnapshot(run);
            // Loaded on demand: playwright-core comes with it, which a usage error, --help and --version
            // (run before this) do not need, nor static mode.
            return (await import('./cli-snapshotPage.mjs')).snapshotPage(run);
        },
    },
    agent: {
        usage: 'pagemark agent <url-or-file> "<task>" [options]',
        run: async ({ values, args, run }) => {
            const [target, task] = args;
            if (!target || !task)
                usage('agent needs a URL or a file and a task: pagemark agent page.html "find the price"');
            // Loaded on demand, as static mode and the MCP server below: a command pays only for what it runs.
            const { agentCommand } = await import('./cli-agentCommand.mjs');
            return agentCommand({
                target,
                task,
                api: values.api,
                baseURL: values['base-url'],
                model: values.model,
                maxSteps: integer('max-steps', values['max-steps'], 1),
                maxFailures: integer('max-failures', values['max-failures'], 1),
                vision: !!values.vision,
                json: !!values.json,
                chromium: run.chromium,
                connect: values.connect,
                cdp: values.cdp,
                viewport: run.viewport,
                bundle: run.bundle,
                env: process.env,
                out: (m) => process.stdout.write(`${m}\n`),
                err: (m) => process.stderr.write(`${m}\n`),
            });
        },
    },
    demo: {
        usage: 'pagemark demo [--out DIR]',
        run: async ({ values, run }) => {
            run.target = path.join(packageRoot, 'examples', 'demo', 'index.html');
            run.out = values.out ?? path.join(process.cwd(), 'out', 'demo');
            run.screenshot = run.screenshot ?? path.join(run.out, 'screenshot.png');
            run.actions = values.do ?? ['fill #q "trail backpack"', 'click #search-btn'];
            run.demo = true;
            return (await import('./cli-snapshotPage.mjs')).snapshotPage(run);
        },
    },
};
/**
 * Commands that parse their own options (the MCP server's flags are Playwright MCP's): dispatched
 * before the options above are parsed, and listed in --help like the others.
 */
const OWN_OPTIONS = {
    mcp: {
        usage: 'pagemark mcp [options]  (the MCP server; pagemark mcp --help lists its options)',
        // An MCP client starts the server for each session and waits for `initialize`: it loads neither
        // linkedom (static mode) nor the agent.
        run: async (argv) => (await import('./cli-main.mjs').then(function (n) { return n.m; })).runMcp(argv),
    },
};
function help() {
    const lines = [...Object.values(COMMANDS), ...Object.values(OWN_OPTIONS)].map((c) => `  ${c.usage}`);
    // Every session verb from the one verb table, so --help lists every command the CLI answers.
    const session = Object.values(VERBS).map((v) => `  pagemark [-s NAME] ${v.usage}`);
    const about = 'A browser session in the background (-s NAME: several at once; pagemark --help agents: for agents):';
    return `Usage:\n${lines.join('\n')}\n\n${about}\n${session.join('\n')}\n\n${OPTIONS_HELP}`;
}
async function staticSnapshot(run) {
    const target = run.target;
    if (/^https?:/i.test(target))
        usage('--static reads a local file (there is no network here)');
    const file = /^file:/i.test(target) ? fileURLToPath(target) : target;
    if (!fs.existsSync(file)) {
        run.log(`pagemark: no such file: ${target}`);
        return 3;
    }
    // linkedom is loaded only here: every other command runs without it.
    const { snapshotHtml } = await import('./cli-static.mjs');
    const s = snapshotHtml(fs.readFileSync(file, 'utf8'), {
        url: pathToFileURL(path.resolve(file)).href,
        ...run.snapshotOptions,
    });
    run.print(render(s, run.format));
    if (run.out) {
        fs.mkdirSync(run.out, { recursive: true });
        fs.writeFileSync(path.join(run.out, 'snapshot.json'), JSON.stringify(s, null, 1));
        fs.writeFileSync(path.join(run.out, 'snapshot.txt'), render(s, 'text'));
        fs.writeFileSync(path.join(run.out, 'snapshot.html'), render(s, 'html'));
    }
    run.log(`${s.elements.length} elements (static mode: no layout, no occlusion)`);
    return 0;
}
async function main(argv) {
    const own = argv[0] !== undefined && Object.hasOwn(OWN_OPTIONS, argv[0]) ? OWN_OPTIONS[argv[0]] : undefined;
    if (own)
        return own.run(argv.slice(1));
    let parsed;
    try {
        parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
    }
    catch (e) {
        usage(e.message);
    }
    const { values, positionals } = parsed;
    if (values.version) {
        process.stdout.write(`${VERSION}\n`);
        return 0;
    }
    if (values.help || positionals.length === 0) {
        console.log(help());
        return values.help ? 0 : 2;
    }
    const [name, ...args] = positionals;
    const cmd = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!cmd)
        usage(`unknown command "${name}"`);
    const format = values.format;
    if (format !== 'text' && format !== 'html' && format !== 'json')
        usage(`--format must be text, html or json (got "${format}")`);
    const expansion = integer('viewport-expansion', values['viewport-expansion'], -1);
    const include = values.include;
    if (include !== 'interactive' && include !== 'interactive+content' && include !== 'all')
        usage('--include must be interactive, interactive+content or all');
    if (values.connect && values.cdp)
        usage('use --connect or --cdp, not both');
    // Chromium's own limits for a window are far above these; a viewport of 0 or 100,000 pixels is a typo.
    const width = integer('width', values.width, 1, 16384);
    const height = integer('height', values.height, 1, 16384);
    const run = {
        target: '',
        format,
        out: values.out,
        screenshot: values.screenshot,
        snapshotOptions: { viewportExpansion: expansion, include },
        actions: values.do ?? [],
        viewport: { width, height },
        chromium: values['executable-path'] ?? values.chromium,
        connect: values.connect,
        cdp: values.cdp,
        bundle: bundleFile(path.join(packageRoot, 'dist')),
        log: (m) => process.stderr.write(`${m}\n`),
        print: (m) => process.stdout.write(m.endsWith('\n') ? m : `${m}\n`),
    };
    return cmd.run({ values, args, run });
}
main(process.argv.slice(2)).then((code) => process.exit(code), (e) => {
    if (e instanceof UsageError) {
        process.stderr.write(`pagemark: ${e.message}\n(pagemark --help lists the commands and options)\n`);
        process.exit(2);
    }
    process.stderr.write(`pagemark: ${driverMessage(e)}\n`);
    process.exit(3);
});
