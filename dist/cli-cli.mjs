/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { s as strTrim, j as jsonParse, r as reTest, b as reExec, c as strReplace, d as driverMessage, o as openBrowser, e as decodeSnapshot, f as render, g as bundleFile, B as BROWSER_ENV } from './cli-bundleFile.mjs';
import http from 'node:http';
import { V as VERBS } from './cli.mjs';

function parseShortAction(input) {
    const t = strTrim(String(input));
    if (!t)
        return { ok: false, message: 'empty action: try "click 12" or "type 3 hello"' };
    if (t[0] === '{') {
        try {
            // Checked by act()'s parser like every command.
            return { ok: true, command: jsonParse(t) };
        }
        catch (e) {
            return { ok: false, message: `bad JSON: ${String(e.message)}` };
        }
    }
    if (reTest(/^[a-z_]+\s*\(/i, t))
        return { ok: true, command: t };
    const m = reExec(/^(\S+)(?:\s+(\S+))?(?:\s+([\s\S]*))?$/, t);
    if (!m)
        return { ok: false, message: 'expected "<verb> [target] [text]"' };
    const verb = m[1];
    const target = m[2];
    const rest = m[3];
    const cmd = { action: verb };
    if (verb === 'scroll') {
        if (target !== undefined)
            cmd['direction'] = target;
        if (rest !== undefined)
            cmd['amount'] = Number(rest);
        return { ok: true, command: cmd };
    }
    if (verb === 'goto') {
        cmd['url'] = target ?? '';
        return { ok: true, command: cmd };
    }
    if (verb === 'wait') {
        if (target !== undefined && reTest(/^\d+$/, target))
            cmd['ms'] = Number(target);
        else if (target !== undefined)
            cmd['text'] = strTrim(strReplace(target + ' ' + (rest ?? ''), /^"|"$/g, ''));
        return { ok: true, command: cmd };
    }
    if (target !== undefined)
        cmd['target'] = reTest(/^\d+$/, target) ? Number(target) : target;
    if (rest !== undefined) {
        const text = strReplace(rest, /^"([\s\S]*)"$/, '$1');
        if (verb === 'select')
            cmd['values'] = [text];
        else if (verb === 'press')
            cmd['key'] = text;
        else
            cmd['text'] = text;
    }
    return { ok: true, command: cmd };
}

// A tiny static file server on 127.0.0.1 for local files, so that a page and its same-origin
// iframes share an origin (file:// iframes are opaque origins, i.e. cross-origin, in Chromium).
const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.htm': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.gif': 'image/gif',
};
/**
 * The file a request path names inside `base`, or null when it names none there. The path is decoded
 * before it is resolved, so an encoded `..%2f` climbs like `../`: what it reaches must be `base`
 * itself or under `base` + separator. A bare prefix test would let `/..%2fsite-old/x` out of
 * `/srv/site` into its sibling `/srv/site-old`. A malformed escape (`%E0`) names nothing.
 */
function fileFor(base, requestUrl) {
    let decoded;
    try {
        decoded = decodeURIComponent(new URL(requestUrl, 'http://x').pathname);
    }
    catch {
        return null;
    }
    const file = path.resolve(base, '.' + decoded);
    return file === base || file.startsWith(base.endsWith(path.sep) ? base : base + path.sep) ? file : null;
}
async function serveStatic(root) {
    const base = path.resolve(root);
    const server = http.createServer((req, res) => {
        const file = fileFor(base, req.url ?? '/');
        if (!file || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
            res.writeHead(404, { 'content-type': 'text/plain' });
            res.end('not found');
            return;
        }
        res.writeHead(200, { 'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' });
        fs.createReadStream(file).pipe(res);
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address();
    return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * The page a command works on: where it is (a URL as given, or a local file served from its folder on
 * 127.0.0.1 so that it and its same-origin iframes share an origin) and loading it.
 *
 * Playwright's `page.goto` resolves on any HTTP answer, a 404 included (its docs: "page.goto will not
 * throw an error when any valid HTTP status code is returned by the remote server, including 404 Not
 * Found"): a command would then snapshot the error page and report success. Here an error status is
 * a failure to load, the CLI's exit 3, like a network error.
 */
/**
 * A URL as given; a path or a `file:` URL served from its folder. A missing file is a message (the
 * CLI's exit 3): `no such file: <target>`.
 */
async function openTarget(target) {
    if (/^[a-z]+:/i.test(target) && !/^file:/i.test(target))
        return { url: target, local: false, close: async () => { } };
    // fileURLToPath decodes the URL (a space is %20 in it), which `new URL(...).pathname` does not.
    const file = /^file:/i.test(target) ? fileURLToPath(target) : path.resolve(target);
    if (!fs.existsSync(file))
        return { message: `no such file: ${target}` };
    const server = await serveStatic(path.dirname(file));
    const url = `${server.origin}/${encodeURIComponent(path.basename(file))}`;
    const notice = `serving ${file} at ${url} (a temporary server on 127.0.0.1, stopped on exit, so that the page and its ` +
        `same-origin frames share an http origin; the url in the output is that server's)`;
    return { url, local: true, notice, close: server.close };
}
/**
 * The bundle is built and the target exists: the target, or the CLI's exit code after saying why on
 * `log` (4: no bundle, 3: no such file).
 */
async function openChecked(bundle, target, log) {
    if (!fs.existsSync(bundle)) {
        log(`pagemark: bundle not found at ${bundle} (run \`npm run build\`)`);
        return 4;
    }
    const t = await openTarget(target);
    if ('message' in t) {
        log(`pagemark: ${t.message}`);
        return 3;
    }
    return t;
}
/** Load the target in `page`; a local file's page reaches only its own origin. */
async function loadPage(page, target, shown) {
    if (target.local) {
        const origin = new URL(target.url).origin;
        await page.route('**/*', (route) => route.request().url().startsWith(origin) ? route.continue() : route.abort('blockedbyclient'));
    }
    try {
        const response = await page.goto(target.url, { waitUntil: 'load', timeout: 30000 });
        // null: a same-document navigation (a #hash) or about:blank, nothing that failed.
        if (response && response.status() >= 400)
            return { ok: false, message: `could not load ${shown}: HTTP ${response.status()} ${response.statusText()}` };
        return { ok: true };
    }
    catch (e) {
        return { ok: false, message: `could not load ${shown}: ${driverMessage(e)}` };
    }
}

// The CLI's main job: open a page in headless Chromium, inject the page bundle,
// snapshot, render in Node from the JSON snapshot (the renderers are pure), write the files, run
// actions. Network: only the page's own origin is reachable; everything else is aborted so pages
// load fast and the same way every time on a closed machine.
async function snapshotPage(run) {
    const target = await openChecked(run.bundle, run.target, run.log);
    if (typeof target === 'number')
        return target;
    if (run.connect || run.cdp)
        run.log(`connecting to ${run.connect ?? run.cdp} ...`);
    const opened = await openBrowser(run);
    if (!opened.ok) {
        await target.close();
        run.log(`pagemark: ${opened.message}`);
        return 4;
    }
    run.log(opened.how);
    const browser = opened.browser;
    try {
        const page = await browser.newPage({ viewport: run.viewport });
        if (target.notice && !run.demo)
            run.log(target.notice);
        run.log(`loading ${run.demo ? 'the demo page' : target.url} ...`);
        const loaded = await loadPage(page, target, run.demo ? 'the demo page' : run.target);
        if (!loaded.ok) {
            run.log(`pagemark: ${loaded.message}`);
            return 3;
        }
        const bundle = fs.readFileSync(run.bundle, 'utf8');
        await page.evaluate(bundle);
        const snap = decodeSnapshot(await page.evaluate((o) => pagemark.protocol.snapshotWire(o), run.snapshotOptions));
        run.print(render(snap, run.format));
        run.log(`${snap.elements.length} elements (${snap.stats.interactive} interactive, ${snap.stats.frames} frames) in ${snap.stats.durationMs} ms`);
        if (run.out)
            writeOutputs(run.out, snap);
        if (run.screenshot)
            await markedScreenshot(page, run.screenshot);
        let status = 0;
        const actions = run.demo ? demoActions(snap) : run.actions;
        for (const a of actions) {
            const parsed = parseShortAction(a);
            if (!parsed.ok) {
                run.log(`pagemark: bad action "${a}": ${parsed.message}`);
                return 2;
            }
            const cmd = parsed.command;
            run.print(`\n> ${typeof cmd === 'string' ? cmd : JSON.stringify(cmd)}`);
            let result;
            try {
                result = (await page.evaluate((c) => pagemark.act(c), cmd));
            }
            catch (e) {
                // The page navigated away before act()'s answer crossed over: that is the action's effect.
                if (!/destroyed|navigat/i.test(e.message))
                    throw e;
                await page.waitForLoadState('load').catch(() => { });
                result = { ok: true, effects: { navigated: true }, note: `the page navigated to ${page.url()}` };
            }
            const { snapshot: after, ...rest } = result;
            run.print(JSON.stringify(rest, null, 2));
            if (!rest['ok'])
                status = 1;
            if (after) {
                if (run.demo)
                    run.print(`\nwhat changed:\n${changedLines(after)}`);
                else
                    run.print(`\nstate after the action:\n${render(after, run.format)}`);
                if (run.out)
                    writeOutputs(run.out, after);
            }
        }
        if (run.out)
            run.log(`wrote ${['snapshot.json', 'snapshot.txt', 'snapshot.html'].map((f) => path.join(run.out, f)).join(', ')}`);
        if (run.screenshot)
            run.log(`wrote ${run.screenshot}`);
        return status;
    }
    finally {
        await browser.close();
        await target.close();
    }
}
/**
 * The text-format lines of elements the action added or changed (the demo prints only those);
 * elements that only moved are counted, not listed.
 */
function changedLines(s) {
    if (!s.diff)
        return '';
    const real = s.diff.changed.filter((c) => c.fields.some((f) => f !== 'bbox'));
    const moved = s.diff.changed.length - real.length;
    const touched = new Set([...s.diff.added, ...real.map((c) => c.index)]);
    const lines = render(s, 'text')
        .split('\n')
        .filter((l) => {
        const m = /^\*?\[[a-z]*[A-Z]*(\d+)\]/.exec(l);
        return m !== null && touched.has(Number(m[1]));
    });
    const fields = real.map((c) => `[${c.index}] ${c.fields.join(', ')}`).join('; ');
    return [
        ...lines,
        `(${s.diff.added.length} added, ${s.diff.removed.length} removed, changed: ${fields || 'nothing'}; ${moved} moved)`,
    ].join('\n');
}
function writeOutputs(dir, snap) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'snapshot.json'), JSON.stringify(snap, null, 1));
    fs.writeFileSync(path.join(dir, 'snapshot.txt'), render(snap, 'text'));
    fs.writeFileSync(path.join(dir, 'snapshot.html'), render(snap, 'html'));
}
async function markedScreenshot(page, file) {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await page.evaluate(() => pagemark.highlight());
    await page.screenshot({ path: file });
    await page.evaluate(() => pagemark.clearHighlights());
}
/** The demo's scripted step: type into the search box and press the Search button, by index. */
function demoActions(snap) {
    const search = snap.elements.find((e) => e.role === 'searchbox' || (e.tag === 'input' && e.attributes['id'] === 'q'));
    const button = snap.elements.find((e) => e.tag === 'button' && e.attributes['id'] === 'search-btn');
    if (!search || !button)
        return [];
    return [JSON.stringify({ action: 'fill', target: search.index, text: 'trail backpack' }), `click ${button.index}`];
}

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
            return snapshotPage(run);
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
            return snapshotPage(run);
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

var cli = /*#__PURE__*/Object.freeze({
    __proto__: null
});

export { cli as c, loadPage as l, openChecked as o };
