/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import fs from 'node:fs';
import net from 'node:net';
import { C as Context, a as CommandClock, B as BrowserHost, b as allTools, r as runTool } from './cli-commandClock.mjs';
import { n as newFenceNonce } from './cli-fence.mjs';
import { v as verbOfTool, D as DEFAULT_SESSION, p as parseVerb, s as sessionDir, e as ensureSessionDir, a as socketPath, l as lineReader } from './cli.mjs';
import { l as launchOptions } from './cli-launchOptions.mjs';
import { d as driverMessage, a as driverError } from './cli-bundleFile.mjs';
import { spawn, execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import './cli-decodeSnapshot.mjs';
import 'node:module';
import './cli-escape.mjs';
import 'zod/v4';
import './cli-rect.mjs';
import 'node:vm';
import 'node:url';
import 'node:fs/promises';
import 'node:zlib';
import 'node:util';
import './cli-options.mjs';

function exitOf(code) {
    if (!code)
        return 0;
    if (code === 'INVALID_COMMAND')
        return 2;
    if (code === 'NAVIGATION_FAILED')
        return 3;
    if (code === 'BROWSER')
        return 4;
    return 1;
}
/** `browser_snapshot` in a hint reads `pagemark snapshot` (with the session flag when it is not the default). */
function cliWords(text, session) {
    const flag = session === DEFAULT_SESSION ? '' : ` -s ${session}`;
    return text.replace(/\bbrowser_[a-z_]+\b/g, (tool) => {
        const verb = verbOfTool(tool);
        return verb ? `\`pagemark${flag} ${verb}\`` : tool;
    });
}
function replyOf(r, session) {
    const text = cliWords(r.content
        .filter((c) => c.type === 'text')
        .map((c) => c.text)
        .join('\n'), session);
    if (!r.isError)
        return { text, exit: 0 };
    const code = /^error ([A-Z_]+):/.exec(text)?.[1] ?? 'INTERNAL';
    return { text, exit: exitOf(code), code };
}
const errorOf = (code, message, hint) => ({
    text: `error ${code}: ${message}${hint ? `\nhint: ${hint}` : ''}`,
    exit: exitOf(code),
    code,
});

/**
 * The browser must not outlive its session, even a session killed outright (SIGKILL, the OOM
 * killer): Chromium ends when its pipe to the session closes, but Firefox, reached over a WebDriver
 * BiDi socket, keeps running as an orphan. So the session starts a watchdog: a small shell in a
 * process group of its own that holds a pipe from the session and waits for it to close. Told the
 * browser's process groups once the browser is up, it kills them (and removes the temporary profile
 * Playwright made) when the pipe closes without the session saying "exit" first (a session that
 * ends normally closes its browser itself). A browser
 * the session did not start (--cdp, --connect) is never named to it.
 */
// Line 1: the process ids of the browser (each its own group leader, as Playwright starts it; a
// child that leads no group is killed alone). Line 2: the temporary profile folders Playwright made
// for it (it removes them on a normal close; after a kill they would stay). Line 3: "exit" when the
// session closed the browser itself.
const WATCHDOG_SCRIPT = `read -r pids || exit 0
read -r dirs || dirs=
read -r said || said=
[ "$said" = exit ] && exit 0
for p in $pids; do kill -KILL -- "-$p" 2>/dev/null || kill -KILL "$p" 2>/dev/null; done
sleep 1
for d in $dirs; do rm -rf -- "$d"; done`;
/**
 * The temporary profile folders on these processes' command lines: only Playwright's own
 * (`playwright_*_profile-*` in the temporary folder), never a profile the user named.
 */
function tempProfiles(pids) {
    const out = [];
    const tmp = os.tmpdir();
    for (const pid of pids) {
        let args;
        try {
            args = execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
        }
        catch {
            continue;
        }
        for (const m of args.matchAll(/(?:--profile[= ]|--user-data-dir=)(\S+)/g)) {
            const dir = m[1];
            if (path.dirname(dir) === tmp && /^playwright_[a-z]+_profile-[\w-]+$/.test(path.basename(dir)))
                out.push(dir);
        }
    }
    return out;
}
/** The session process's children: the browser Playwright launched (read from the process table). */
function childProcesses(parent = process.pid) {
    try {
        return execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
            .trim()
            .split('\n')
            .map((l) => l.trim().split(/\s+/).map(Number))
            .filter(([pid, ppid]) => ppid === parent && pid !== undefined && Number.isInteger(pid))
            .map(([pid]) => pid);
    }
    catch {
        return [];
    }
}
function startWatchdog() {
    const child = spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
    child.on('error', () => { });
    child.stdin.on('error', () => { });
    child.unref();
    child.stdin.unref?.();
    let told = false;
    return {
        guard(pids, dirs = []) {
            if (told)
                return;
            told = true;
            // The watchdog itself is a child too: it is not the browser.
            const browser = pids.filter((p) => p !== child.pid);
            child.stdin.write(`${browser.join(' ')}\n${dirs.join(' ')}\n`);
        },
        release() {
            if (!told)
                child.stdin.write('\n\n');
            told = true;
            child.stdin.end('exit\n');
        },
    };
}

/**
 * A session's process: started detached by the first `open`, it owns the browser (through the tool
 * layer's BrowserHost and the browser session under it), listens on the session's unix socket and
 * runs each command as the tool the verb names, one at a time (a browser has one mouse: a second
 * command waits for the first). It ends on `close`, after the idle timeout, when its browser goes
 * away, and on SIGTERM/SIGINT/SIGHUP, closing the browser and removing its socket each time.
 */
/** Listens on the socket, or says another live process already does. */
function claim(server, file) {
    return new Promise((resolve, reject) => {
        const tryListen = (retry) => {
            server.once('error', (e) => {
                if (e.code !== 'EADDRINUSE' || !retry)
                    return reject(e);
                const probe = net.createConnection(file);
                probe.once('connect', () => {
                    probe.destroy();
                    resolve('taken');
                });
                probe.once('error', () => {
                    // A socket file left by a process that died: nobody listens, take it over.
                    fs.rmSync(file, { force: true });
                    tryListen(false);
                });
            });
            server.listen(file, () => resolve('ok'));
        };
        tryListen(true);
    });
}
async function runSession(argv) {
    const [name, ...openArgv] = argv;
    const log = (m) => process.stderr.write(`${new Date().toISOString()} ${m}\n`);
    if (!name)
        return 2;
    const open = parseVerb(openArgv, process.cwd());
    if ('error' in open) {
        log(`error INVALID_COMMAND: ${open.error}`);
        return 2;
    }
    const lo = launchOptions(open.launch, process.env);
    if (!lo.ok) {
        log(`error INVALID_COMMAND: ${lo.message}`);
        return 2;
    }
    const dir = sessionDir();
    const unsafe = ensureSessionDir(dir);
    if (unsafe) {
        log(`error NOT_ALLOWED: ${unsafe}`);
        return 1;
    }
    const file = socketPath(dir, name);
    const server = net.createServer();
    if ((await claim(server, file)) === 'taken')
        return 0;
    try {
        fs.chmodSync(file, 0o600);
    }
    catch (e) {
        // The socket file went away under us (removed by hand): nobody can reach this session.
        log(`error: the session's socket ${file} is gone: ${e.message}`);
        server.close();
        return 1;
    }
    const options = lo.options;
    let ctx = null;
    // A new browser's tabs reuse the ids t1, t2, ...: what the agent saw of the old ones is gone.
    const host = new BrowserHost(options, () => ctx?.browserStarted());
    const clock = new CommandClock();
    // The tools see the session through the clock, which times its page commands and snapshots.
    ctx = new Context(options, clock.timed(host), newFenceNonce(2));
    ctx.clock = clock;
    const context = ctx;
    // Every tool, whatever MCP's --caps would list: each verb names the one it runs.
    const tools = new Map(allTools().map((t) => [t.name, t]));
    let ending = false;
    let resolveDone = () => { };
    const done = new Promise((r) => (resolveDone = r));
    const shutdown = async (code, why) => {
        if (ending)
            return;
        ending = true;
        log(`ending: ${why}`);
        server.close();
        fs.rmSync(file, { force: true });
        await host.close().catch(() => { });
        watchdog?.release();
        resolveDone(code);
    };
    for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP'])
        process.once(sig, () => void shutdown(0, sig));
    // A browser this session launches dies with it, even when the session is killed outright; one it
    // attached to (--cdp, --connect) is not its to end.
    const watchdog = options.cdpEndpoint || options.connectEndpoint ? null : startWatchdog();
    // The browser starts now, not on the first command: a browser that cannot start ends the
    // session with the reason, which the waiting client prints.
    const ready = host.session().then((s) => {
        if (watchdog) {
            const browser = childProcesses();
            watchdog.guard(browser, tempProfiles(browser));
        }
        s.page()
            ?.context()
            .once('close', () => void shutdown(0, 'the browser went away'));
        log(`session "${name}" ready (pid ${process.pid})`);
        return null;
    }, (e) => errorOf('BROWSER', `the browser could not start: ${driverMessage(e)}`, 'see --executable-path, --browser, --cdp, --connect'));
    let idle;
    const armIdle = () => {
        clearTimeout(idle);
        if (lo.idleSeconds > 0)
            idle = setTimeout(() => void shutdown(0, `idle for ${lo.idleSeconds} s`), lo.idleSeconds * 1000).unref();
    };
    armIdle();
    const run = async (req) => {
        const failed = await ready;
        if (failed)
            return failed;
        const p = parseVerb(req.argv, req.cwd);
        if ('error' in p)
            return errorOf('INVALID_COMMAND', p.error);
        if (p.verb === 'close')
            return { text: `ok: session "${name}" closed`, exit: 0, closing: true };
        if (!p.call)
            return errorOf('INVALID_COMMAND', `${p.verb} is not a session command`);
        const tool = tools.get(p.call.tool);
        if (!tool)
            return errorOf('NOT_SUPPORTED', `this pagemark's tool layer has no ${p.call.tool} yet, so \`${p.verb}\` cannot run`);
        try {
            const reply = replyOf(await runTool(context, tool, p.call.args), name);
            const ignored = Object.keys(p.launch).filter((k) => p.launch[k] !== undefined);
            if (p.verb === 'open' && ignored.length && !req.started)
                reply.text = `(session "${name}" was already open: ${ignored.map((k) => `--${k}`).join(' ')} ignored; close it first to change them)\n${reply.text}`;
            return reply;
        }
        catch (e) {
            const d = driverError(e);
            return errorOf(d.code, d.message, d.hint);
        }
    };
    let queue = Promise.resolve();
    server.on('connection', (socket) => {
        const read = lineReader();
        socket.on('error', () => { });
        socket.on('data', (d) => {
            let req;
            try {
                req = read(d);
            }
            catch {
                socket.destroy();
                return;
            }
            if (!req)
                return;
            clearTimeout(idle);
            const answer = queue.then(async () => {
                clock.start();
                const reply = await run(req);
                if (req.timing)
                    reply.timings = clock.finish();
                return reply;
            });
            queue = answer.catch(() => { });
            void answer.then(async (reply) => {
                // A client killed mid-command is gone: the command finished anyway, nobody reads the answer.
                if (!socket.destroyed)
                    socket.end(`${JSON.stringify(reply)}\n`);
                if (reply.closing || reply.code === 'BROWSER')
                    await shutdown(reply.code ? 4 : 0, reply.closing ? 'close' : 'no browser');
                else
                    armIdle();
            });
        });
    });
    return done;
}

export { runSession };
