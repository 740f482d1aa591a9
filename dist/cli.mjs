#!/usr/bin/env node
/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';

/**
 * The session verbs: each one's usage, the tool of the shared tool layer it runs (by the tool's
 * name: the same tool, arguments and answer as over MCP) and how its command line becomes the
 * tool's arguments. Data and argument parsing only (node built-ins), so the entry can tell a session
 * verb from another command without loading anything.
 */
const one = (pos) => (pos.length === 1 ? pos[0] : null);
const need = (what) => `needs ${what}`;
const abs = (cwd, p) => path.resolve(cwd, p);
/** Flags `open` reads when it starts a session (ignored by a session already open). */
const LAUNCH_FLAGS = {
    headed: { type: 'boolean' },
    headless: { type: 'boolean' },
    browser: { type: 'string' },
    'executable-path': { type: 'string' },
    cdp: { type: 'string' },
    connect: { type: 'string' },
    profile: { type: 'string' },
    'allow-eval': { type: 'boolean' },
    'idle-timeout': { type: 'string' },
    'max-tokens': { type: 'string' },
    'output-dir': { type: 'string' },
    'viewport-size': { type: 'string' },
    'no-sandbox': { type: 'boolean' },
};
const target = (tool, extra = () => ({})) => (pos, v) => {
    if (!pos.length)
        return need('a target: a ref from the snapshot (12) or a selector');
    return { tool, args: { target: pos[0], element: pos[0], ...extra(pos, v) } };
};
/** fill and type: browser_type with a target and one text, `extra` (slowly) and --submit. */
const typeInto = (extra) => (pos, v) => pos.length !== 2
    ? need('a target and one text (quote it)')
    : {
        tool: 'browser_type',
        args: { target: pos[0], element: pos[0], text: pos[1], ...extra, submit: v['submit'] === true },
    };
const checkbox = (value) => (pos) => {
    const t = one(pos);
    if (t === null)
        return need('one target');
    return { tool: 'browser_fill_form', args: { fields: [{ target: t, name: t, type: 'checkbox', value }] } };
};
const VERBS = {
    open: {
        usage: 'open [url] [--headed] [--profile DIR] [--cdp URL | --connect WS] [--browser B] [--allow-eval] [--idle-timeout S]',
        summary: 'start the session (a browser in the background) and show the page',
        tool: 'browser_navigate',
        flags: LAUNCH_FLAGS,
        build: (pos) => pos.length > 1
            ? need('at most one URL')
            : pos[0]
                ? { tool: 'browser_navigate', args: { url: pos[0] } }
                : { tool: 'browser_snapshot', args: {} },
    },
    goto: {
        usage: 'goto <url>',
        summary: 'load a URL in the active tab; prints the page',
        tool: 'browser_navigate',
        build: (pos) => (pos.length === 1 ? { tool: 'browser_navigate', args: { url: pos[0] } } : need('one URL')),
    },
    snapshot: {
        usage: 'snapshot [--max-tokens N] [--find TEXT]',
        summary: 'the whole page under a token budget (or only the lines matching TEXT)',
        tool: 'browser_snapshot',
        flags: { 'max-tokens': { type: 'string' }, find: { type: 'string' } },
        build: (pos, v) => {
            if (pos.length)
                return 'takes no positional argument (use --find TEXT)';
            if (typeof v['find'] === 'string')
                return { tool: 'browser_find', args: { text: v['find'] } };
            if (v['max-tokens'] === undefined)
                return { tool: 'browser_snapshot', args: {} };
            const n = Number(v['max-tokens']);
            if (!Number.isInteger(n) || n < 0)
                return `--max-tokens takes a whole number (got "${String(v['max-tokens'])}")`;
            return { tool: 'browser_snapshot', args: { maxTokens: n } };
        },
    },
    find: {
        usage: 'find <text> [--regex]',
        summary: 'the element lines and page text matching TEXT (a regular expression with --regex)',
        tool: 'browser_find',
        flags: { regex: { type: 'boolean' } },
        build: (pos, v) => pos.length !== 1
            ? need('one text (quote it)')
            : { tool: 'browser_find', args: v['regex'] ? { regex: pos[0] } : { text: pos[0] } },
    },
    click: {
        usage: 'click <target> [--button right|middle] [--modifiers Shift,Alt]',
        summary: 'click an element',
        tool: 'browser_click',
        flags: { button: { type: 'string' }, modifiers: { type: 'string' } },
        build: target('browser_click', (_p, v) => ({
            ...(v['button'] ? { button: v['button'] } : {}),
            ...(typeof v['modifiers'] === 'string' ? { modifiers: v['modifiers'].split(',') } : {}),
        })),
    },
    dblclick: {
        usage: 'dblclick <target>',
        summary: 'double-click an element',
        tool: 'browser_click',
        build: target('browser_click', () => ({ doubleClick: true })),
    },
    fill: {
        usage: 'fill <target> <text> [--submit]',
        summary: "set a field's value (--submit presses Enter after)",
        tool: 'browser_type',
        flags: { submit: { type: 'boolean' } },
        build: typeInto({}),
    },
    type: {
        usage: 'type <target> <text> [--submit]',
        summary: 'type into a field key by key (for pages that listen to keys)',
        tool: 'browser_type',
        flags: { submit: { type: 'boolean' } },
        build: typeInto({ slowly: true }),
    },
    select: {
        usage: 'select <target> <value>...',
        summary: 'choose options of a select by value or label',
        tool: 'browser_select_option',
        build: (pos) => pos.length < 2
            ? need('a target and at least one value')
            : { tool: 'browser_select_option', args: { target: pos[0], element: pos[0], values: pos.slice(1) } },
    },
    check: {
        usage: 'check <target>',
        summary: 'check a checkbox or radio',
        tool: 'browser_fill_form',
        build: checkbox('true'),
    },
    uncheck: {
        usage: 'uncheck <target>',
        summary: 'uncheck a checkbox',
        tool: 'browser_fill_form',
        build: checkbox('false'),
    },
    press: {
        usage: 'press <key>',
        summary: 'press a key (Enter, ArrowDown, Control+a) in the focused element',
        tool: 'browser_press_key',
        build: (pos) => (pos.length === 1 ? { tool: 'browser_press_key', args: { key: pos[0] } } : need('one key')),
    },
    hover: {
        usage: 'hover <target>',
        summary: 'move the mouse over an element',
        tool: 'browser_hover',
        build: target('browser_hover'),
    },
    drag: {
        usage: 'drag <from> <to>',
        summary: 'drag one element onto another',
        tool: 'browser_drag',
        build: (pos) => pos.length !== 2
            ? need('two targets')
            : {
                tool: 'browser_drag',
                args: { startTarget: pos[0], startElement: pos[0], endTarget: pos[1], endElement: pos[1] },
            },
    },
    upload: {
        usage: 'upload <file>...',
        summary: 'answer the open file chooser with files (click the file input first)',
        tool: 'browser_file_upload',
        build: (pos, _v, cwd) => ({ tool: 'browser_file_upload', args: { paths: pos.map((p) => abs(cwd, p)) } }),
    },
    dialog: {
        usage: 'dialog accept|dismiss [text]',
        summary: "answer the pending alert, confirm or prompt (text: the prompt's answer)",
        tool: 'browser_handle_dialog',
        build: (pos) => {
            const [how, text] = pos;
            if ((how !== 'accept' && how !== 'dismiss') || pos.length > 2)
                return need('accept or dismiss, then an optional text');
            return {
                tool: 'browser_handle_dialog',
                args: { accept: how === 'accept', ...(text !== undefined ? { promptText: text } : {}) },
            };
        },
    },
    tabs: {
        usage: 'tabs [list | new [url] | select <n> | close [n]]',
        summary: 'list, open, switch to or close tabs (n: the number tabs list shows)',
        tool: 'browser_tabs',
        build: (pos) => {
            const [action = 'list', arg] = pos;
            if (!['list', 'new', 'select', 'close'].includes(action) || pos.length > 2)
                return need('list, new [url], select <n> or close [n]');
            const args = { action };
            if (action === 'new' && arg !== undefined)
                args['url'] = arg;
            if ((action === 'select' || action === 'close') && arg !== undefined) {
                if (!/^\d+$/.test(arg))
                    return `tabs ${action} takes a tab number (got "${arg}")`;
                args['index'] = Number(arg);
            }
            if (action === 'select' && arg === undefined)
                return need('select <n>');
            return { tool: 'browser_tabs', args };
        },
    },
    back: {
        usage: 'back',
        summary: 'go back in history',
        tool: 'browser_navigate_back',
        build: () => ({ tool: 'browser_navigate_back', args: {} }),
    },
    forward: {
        usage: 'forward',
        summary: 'go forward in history',
        tool: 'browser_navigate_forward',
        build: () => ({ tool: 'browser_navigate_forward', args: {} }),
    },
    screenshot: {
        usage: 'screenshot [target] [--file F] [--full-page]',
        summary: 'save a PNG of the page or an element in the output folder (F: a name in it); prints its path',
        tool: 'browser_take_screenshot',
        flags: { file: { type: 'string' }, 'full-page': { type: 'boolean' } },
        build: (pos, v) => ({
            tool: 'browser_take_screenshot',
            args: {
                ...(pos[0] ? { target: pos[0], element: pos[0] } : {}),
                ...(typeof v['file'] === 'string' ? { filename: v['file'] } : {}),
                ...(v['full-page'] ? { fullPage: true } : {}),
            },
        }),
    },
    pdf: {
        usage: 'pdf [--file F]',
        summary: 'save the page as PDF in the output folder (Chromium); prints its path',
        tool: 'browser_pdf_save',
        flags: { file: { type: 'string' } },
        build: (_p, v) => ({
            tool: 'browser_pdf_save',
            args: typeof v['file'] === 'string' ? { filename: v['file'] } : {},
        }),
    },
    console: {
        usage: 'console [--level error|warning|info|debug]',
        summary: "the page's console messages",
        tool: 'browser_console_messages',
        flags: { level: { type: 'string' } },
        build: (_p, v) => ({ tool: 'browser_console_messages', args: v['level'] ? { level: v['level'] } : {} }),
    },
    network: {
        usage: 'network',
        summary: 'the requests the page made',
        tool: 'browser_network_requests',
        build: () => ({ tool: 'browser_network_requests', args: {} }),
    },
    eval: {
        usage: 'eval <function> [target]',
        summary: 'run JavaScript in the page: "() => document.title" or "el => el.id" with a target (needs open --allow-eval)',
        tool: 'browser_evaluate',
        build: (pos) => pos.length < 1 || pos.length > 2
            ? need('a function and an optional target')
            : {
                tool: 'browser_evaluate',
                args: { function: pos[0], ...(pos[1] ? { target: pos[1], element: pos[1] } : {}) },
            },
    },
    resize: {
        usage: 'resize <width> <height>',
        summary: 'set the viewport size',
        tool: 'browser_resize',
        build: (pos) => pos.length === 2 && pos.every((p) => /^\d+$/.test(p))
            ? { tool: 'browser_resize', args: { width: Number(pos[0]), height: Number(pos[1]) } }
            : need('a width and a height in pixels'),
    },
    wait: {
        usage: 'wait [--text T] [--gone T] [--time S]',
        summary: 'wait for text to appear or go away, or some seconds',
        tool: 'browser_wait_for',
        flags: { text: { type: 'string' }, gone: { type: 'string' }, time: { type: 'string' } },
        build: (_p, v) => ({
            tool: 'browser_wait_for',
            args: {
                ...(typeof v['text'] === 'string' ? { text: v['text'] } : {}),
                ...(typeof v['gone'] === 'string' ? { textGone: v['gone'] } : {}),
                ...(typeof v['time'] === 'string' ? { time: Number(v['time']) } : {}),
            },
        }),
    },
    close: { usage: 'close', summary: 'close the browser and end the session' },
    sessions: { usage: 'sessions [close]', summary: "list this user's open sessions (close: close them all)" },
};
const isVerb = (name) => name !== undefined && Object.hasOwn(VERBS, name);
/** A command line (verb first) as the verb's tool call; `close` has no call. */
function parseVerb(argv, cwd) {
    const [name, ...rest] = argv;
    if (!isVerb(name))
        return { error: `unknown command "${name ?? ''}" (pagemark --help agents lists the verbs)` };
    const verb = VERBS[name];
    let parsed;
    try {
        parsed = parseArgs({ args: rest, options: verb.flags ?? {}, allowPositionals: true, strict: true });
    }
    catch (e) {
        return { error: `${name}: ${e.message}` };
    }
    if (!verb.build) {
        if (parsed.positionals.length)
            return { error: `${name} takes no argument` };
        return { verb: name, call: null, launch: {} };
    }
    const call = verb.build(parsed.positionals, parsed.values, cwd);
    if (typeof call === 'string')
        return { error: `${name} ${call}\nusage: pagemark ${verb.usage}` };
    return { verb: name, call, launch: name === 'open' ? parsed.values : {} };
}
/** The verb to name in answers for a tool ("take a browser_snapshot" reads "take a pagemark snapshot"). */
function verbOfTool(tool) {
    if (tool === 'browser_navigate')
        return 'goto';
    if (tool === 'browser_handle_dialog')
        return 'dialog accept|dismiss';
    for (const [name, v] of Object.entries(VERBS))
        if (v.tool === tool)
            return name;
    return undefined;
}

/**
 * Where a session's socket and log live: one private folder per user (mode 0700, owned by the
 * user; refused otherwise, since a folder another user made could hold a socket that listens in
 * our place), one unix socket per session name. Imported by the client: node built-ins only.
 *
 * The folder is $PAGEMARK_SESSION_DIR when set (tests isolate themselves with it), else
 * $XDG_RUNTIME_DIR/pagemark (the per-user runtime folder of the XDG Base Directory spec, already
 * private), else <tmpdir>/pagemark-<uid>.
 */
const DEFAULT_SESSION = 'default';
/** Session names become file names: letters, digits, dot, dash and underscore, at most 40. */
function badSessionName(name) {
    if (/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,39}$/.test(name))
        return null;
    return `bad session name "${name}": use letters, digits, ".", "-" and "_" (at most 40)`;
}
function sessionDir(env = process.env) {
    if (env['PAGEMARK_SESSION_DIR'])
        return path.resolve(env['PAGEMARK_SESSION_DIR']);
    const runtime = env['XDG_RUNTIME_DIR'];
    if (runtime && fs.existsSync(runtime))
        return path.join(runtime, 'pagemark');
    return path.join(os.tmpdir(), `pagemark-${process.getuid?.() ?? os.userInfo().username}`);
}
/** Creates the folder if needed; an error message when it is not ours alone. */
function ensureSessionDir(dir) {
    try {
        fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
        const st = fs.lstatSync(dir);
        if (!st.isDirectory())
            return `${dir} is not a folder`;
        const uid = process.getuid?.();
        if (uid !== undefined && st.uid !== uid)
            return `${dir} belongs to another user: remove it or set PAGEMARK_SESSION_DIR`;
        if ((st.mode & 0o077) !== 0)
            return `${dir} is open to other users (mode ${(st.mode & 0o777).toString(8)}): chmod 700 it`;
        return null;
    }
    catch (e) {
        return `cannot use ${dir}: ${e.message}`;
    }
}
const socketPath = (dir, name) => path.join(dir, `${name}.sock`);
const logPath = (dir, name) => path.join(dir, `${name}.log`);
/** The names of the sessions whose sockets are in the folder (live or stale). */
function sessionNames(dir) {
    try {
        return fs
            .readdirSync(dir)
            .filter((f) => f.endsWith('.sock'))
            .map((f) => f.slice(0, -'.sock'.length))
            .sort();
    }
    catch {
        return [];
    }
}

/** Reads one newline-terminated JSON value from chunks; null until the line is complete. */
function lineReader() {
    let buf = '';
    return (chunk) => {
        buf += chunk.toString();
        const nl = buf.indexOf('\n');
        if (nl < 0)
            return null;
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        return JSON.parse(line);
    };
}

/**
 * The session client: one short process per command. It finds the session's socket, starts the
 * session's process on `open` when none answers, sends the command line and prints the answer. It
 * imports node built-ins and two small files only: a command must not pay for loading Playwright
 * (the session process has it loaded already).
 */
const stdio = {
    out: (t) => process.stdout.write(t.endsWith('\n') || t === '' ? t : `${t}\n`),
    err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
};
/** The session flags taken out of the command line; the rest goes to the session process. */
function splitSessionFlags(argv) {
    let session = process.env['PAGEMARK_SESSION'] || DEFAULT_SESSION;
    let json = false;
    const rest = [];
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const eq = /^(?:-s|--session)=(.*)$/.exec(a);
        if (eq)
            session = eq[1];
        else if (a === '-s' || a === '--session') {
            const v = argv[++i];
            if (v === undefined)
                return `${a} needs a session name`;
            session = v;
        }
        else if (a === '--json')
            json = true;
        else
            rest.push(a);
    }
    return { session, json, rest };
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A refused socket is tried again after this long before it is called stale. */
const STALE_RECHECK_MS = 200;
/** One connection attempt: the socket, or why not (ECONNREFUSED: a file nobody listens on). */
function tryConnect(file) {
    return new Promise((resolve) => {
        const socket = net.createConnection(file);
        socket.once('connect', () => resolve(socket));
        socket.once('error', (e) => resolve(e.code ?? 'ERROR'));
    });
}
const inode = (file) => {
    try {
        return fs.statSync(file).ino;
    }
    catch {
        return null;
    }
};
/**
 * Connects to a session. A socket file nobody listens on is stale (its process died) and removed
 * (`clean`), but only when it still refuses a moment later and is the same file: a session process
 * starting binds its socket a moment before it listens, and a connection in between is refused too.
 * The client waiting for the session it started never removes it.
 */
async function connect(file, clean = true) {
    const ino = inode(file);
    if (ino === null)
        return { missing: true, stale: false };
    const first = await tryConnect(file);
    if (typeof first !== 'string')
        return { socket: first };
    if (first !== 'ECONNREFUSED' || !clean)
        return { missing: true, stale: false };
    await sleep(STALE_RECHECK_MS);
    const again = await tryConnect(file);
    if (typeof again !== 'string')
        return { socket: again };
    if (again !== 'ECONNREFUSED' || inode(file) !== ino)
        return { missing: true, stale: false };
    fs.rmSync(file, { force: true });
    return { missing: true, stale: true };
}
/** Sends one request and waits for the answer; null when the session went away first. */
function ask(socket, req) {
    return new Promise((resolve) => {
        const read = lineReader();
        let answered = false;
        socket.on('data', (d) => {
            const v = read(d);
            if (v === null || answered)
                return;
            answered = true;
            resolve(v);
            socket.end();
        });
        socket.once('close', () => {
            if (!answered)
                resolve(null);
        });
        socket.once('error', () => { });
        socket.write(`${JSON.stringify(req)}\n`);
    });
}
/** How long `open` waits for a new session's process to listen. */
const START_WAIT_MS = 180000;
/** The last lines of the session's log, to say why its process did not start. */
function logTail(file) {
    try {
        return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-6).join('\n');
    }
    catch {
        return '';
    }
}
/**
 * Starts the session's process (detached, in its own process group, so it outlives this client and
 * the terminal) and waits until its socket answers; a Reply when it ended before that.
 */
async function startSession(dir, name, argv) {
    const log = logPath(dir, name);
    const fd = fs.openSync(log, 'w', 0o600);
    const bin = process.argv[1];
    const child = spawn(process.execPath, [bin, '__session', name, ...argv], {
        detached: true,
        stdio: ['ignore', fd, fd],
        cwd: process.cwd(),
        env: process.env,
    });
    fs.closeSync(fd);
    let exited = null;
    child.once('exit', (code) => (exited = code ?? 1));
    child.unref();
    const file = socketPath(dir, name);
    // The process listens before it loads the browser, but loading its own code can take long on a
    // loaded machine: wait while it runs (it ends itself when it cannot start), bounded.
    const until = Date.now() + START_WAIT_MS;
    while (Date.now() < until) {
        if (exited !== null) {
            // Another client's `open` started the same session a moment earlier: this process found its
            // socket taken and left; the session is that one.
            const other = exited === 0 ? await connect(file, false) : null;
            if (other && 'socket' in other)
                return other.socket;
            const why = logTail(log) || `its process exited with code ${exited}`;
            return { text: `error BROWSER: session "${name}" did not start\n${why}`, exit: exited || 4, code: 'BROWSER' };
        }
        const c = await connect(file, false);
        if ('socket' in c)
            return c.socket;
        await sleep(25);
    }
    child.kill('SIGTERM');
    const text = `error TIMEOUT: session "${name}" did not start within ${START_WAIT_MS / 1000} s (log: ${log})`;
    return { text, exit: 4, code: 'TIMEOUT' };
}
const sessionFlag = (name) => (name === DEFAULT_SESSION ? '' : ` -s ${name}`);
function print(io, r, json) {
    if (json)
        io.out(JSON.stringify({ ok: r.exit === 0, exit: r.exit, ...(r.code ? { code: r.code } : {}), text: r.text }));
    else if (r.exit === 0)
        io.out(r.text);
    else
        io.err(r.text);
    return r.exit;
}
/** `sessions`: the live sessions of this user; `sessions close` closes them all. */
async function sessions(dir, rest, io, json) {
    const closeAll = rest[1] === 'close';
    if (rest.length > 2 || (rest[1] !== undefined && !closeAll))
        return print(io, { text: 'error INVALID_COMMAND: usage: pagemark sessions [close]', exit: 2, code: 'INVALID_COMMAND' }, json);
    const live = [];
    for (const name of sessionNames(dir)) {
        const c = await connect(socketPath(dir, name));
        if (!('socket' in c))
            continue;
        live.push(name);
        if (closeAll)
            await ask(c.socket, { argv: ['close'], cwd: process.cwd() });
        else
            c.socket.destroy();
    }
    const text = closeAll
        ? live.length
            ? `ok: closed ${live.join(', ')}`
            : 'ok: no session was open'
        : live.length
            ? live.join('\n')
            : '(no session is open: start one with `pagemark open [url]`)';
    return print(io, { text, exit: 0 }, json);
}
/** PAGEMARK_TIMING=1: where the command's time went, one line on stderr (tools/commandClock.ts). */
function timingLine(start, connect, roundTrip, s) {
    const r = Math.round;
    return (`timing: node start ${r(start)} ms, connect ${r(connect)} ms, socket and JSON ${r(Math.max(0, roundTrip - s.total))} ms, ` +
        `session ${s.total} ms (act and page settle ${s.act}, browser settle ${s.browserSettle}, snapshot ${s.snapshot}, render ${s.render}, rest ${s.rest})`);
}
async function runClient(argv, io = stdio) {
    const clientStart = performance.now();
    const split = splitSessionFlags(argv);
    if (typeof split === 'string')
        return print(io, { text: `error INVALID_COMMAND: ${split}`, exit: 2 }, false);
    const { session, json, rest } = split;
    const bad = badSessionName(session);
    if (bad)
        return print(io, { text: `error INVALID_COMMAND: ${bad}`, exit: 2, code: 'INVALID_COMMAND' }, json);
    const dir = sessionDir();
    const unsafe = ensureSessionDir(dir);
    if (unsafe)
        return print(io, { text: `error NOT_ALLOWED: ${unsafe}`, exit: 1, code: 'NOT_ALLOWED' }, json);
    if (!isVerb(rest[0])) {
        const text = `error INVALID_COMMAND: unknown command "${rest[0] ?? ''}"\nhint: pagemark --help agents lists the session commands`;
        return print(io, { text, exit: 2, code: 'INVALID_COMMAND' }, json);
    }
    if (rest[0] === 'sessions')
        return sessions(dir, rest, io, json);
    const file = socketPath(dir, session);
    const verb = rest[0];
    let c = await connect(file);
    const connected = performance.now();
    let started = false;
    if (!('socket' in c)) {
        if (verb === 'close')
            return print(io, { text: `ok: session "${session}" was not open`, exit: 0 }, json);
        if (verb !== 'open') {
            const why = c.stale ? 'its process has ended' : 'it is not open';
            const text = `error NO_SESSION: session "${session}": ${why}\nhint: start it with \`pagemark${sessionFlag(session)} open [url]\``;
            return print(io, { text, exit: 1, code: 'NO_SESSION' }, json);
        }
        const socket = await startSession(dir, session, rest);
        if (!(socket instanceof net.Socket))
            return print(io, socket, json);
        c = { socket };
        started = true;
    }
    const timing = /^(1|true|yes)$/i.test(process.env['PAGEMARK_TIMING'] ?? '');
    const asked = performance.now();
    const req = {
        argv: rest,
        cwd: process.cwd(),
        ...(started ? { started } : {}),
        ...(timing ? { timing } : {}),
    };
    const reply = await ask(c.socket, req);
    if (reply?.timings)
        io.err(timingLine(clientStart, connected - clientStart, performance.now() - asked, reply.timings));
    if (!reply) {
        const text = `error NO_SESSION: session "${session}" ended before it answered\nhint: see ${logPath(dir, session)}; start it again with \`pagemark${sessionFlag(session)} open [url]\``;
        return print(io, { text, exit: 1, code: 'NO_SESSION' }, json);
    }
    return print(io, reply, json);
}

/**
 * The `pagemark` executable's entry. A session verb (open, click, snapshot, ...) goes to the small
 * session client, which loads nothing heavy; the session's own process and every other command
 * (snapshot of a URL, agent, mcp, demo) load the full CLI on demand, so a command on a warm session
 * pays only for Node and a socket round trip.
 */
const argv = process.argv.slice(2);
/** The first word that is not a session flag (`-s NAME`, `--session=NAME`, `--json`). */
function firstWord(a) {
    for (let i = 0; i < a.length; i++) {
        const x = a[i];
        if (x === '-s' || x === '--session')
            i++;
        else if (!x.startsWith('-'))
            return x;
    }
    return undefined;
}
/**
 * `pagemark snapshot <url-or-file> [options]` is the one-shot snapshot of the CLI before sessions;
 * the session's `snapshot` takes only its own flags, so anything else is the one-shot one.
 */
function sessionSnapshot(a) {
    for (let i = 0; i < a.length; i++) {
        const x = a[i];
        if (x === 'snapshot' || x === '--json' || /^(--session|--max-tokens|--find|-s)=/.test(x))
            continue;
        if (x === '-s' || x === '--session' || x === '--max-tokens' || x === '--find')
            i++;
        else
            return false;
    }
    return true;
}
const word = firstWord(argv);
const oneShot = word === 'snapshot' && !sessionSnapshot(argv);
if (argv[0] === '__session') {
    void import('./cli-sessionProcess.mjs').then(async (m) => process.exit(await m.runSession(argv.slice(1))));
}
else if (argv[0] === 'install' || (argv[0] === '--help' && (argv[1] === 'agents' || argv[1] === 'session'))) {
    void import('./cli-skills.mjs').then((m) => process.exit(m.runSkillsCommand(argv)));
}
else if ((isVerb(word) && !oneShot) || argv.some((a) => /^(-s|--session)(=|$)/.test(a))) {
    // A session flag makes any word a session command: an unknown one gets the session's typed error.
    void runClient(argv).then((code) => process.exit(code));
}
else {
    void import('./cli-cli.mjs');
}

export { DEFAULT_SESSION as D, VERBS as V, socketPath as a, ensureSessionDir as e, lineReader as l, parseVerb as p, sessionDir as s, verbOfTool as v };
