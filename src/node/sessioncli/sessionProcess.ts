/**
 * A session's process: started detached by the first `open`, it owns the browser (through the tool
 * layer's BrowserHost and the browser session under it), listens on the session's unix socket and
 * runs each command as the tool the verb names, one at a time (a browser has one mouse: a second
 * command waits for the first). It ends on `close`, after the idle timeout, when its browser goes
 * away, and on SIGTERM/SIGINT/SIGHUP, closing the browser and removing its socket each time.
 */
import fs from 'node:fs';
import net from 'node:net';
import { BrowserHost } from '../mcp/browserHost';
import { Context } from '../tools/context';
import { allTools, runTool } from '../tools/index';
import type { Tool } from '../tools/tool';
import { newFenceNonce } from '../../core/render/fence';
import { ensureSessionDir, sessionDir, socketPath } from './paths';
import { lineReader, type Reply, type Request } from './protocol';
import { parseVerb } from './verbs';
import { launchOptions } from './launchOptions';
import { errorOf, replyOf } from './answer';
import { driverError, driverMessage } from '../guard/driverError';
import { childProcesses, startWatchdog, tempProfiles } from './watchdog';
import { CommandClock } from '../tools/commandClock';

/** Listens on the socket, or says another live process already does. */
function claim(server: net.Server, file: string): Promise<'ok' | 'taken'> {
  return new Promise((resolve, reject) => {
    const tryListen = (retry: boolean) => {
      server.once('error', (e: NodeJS.ErrnoException) => {
        if (e.code !== 'EADDRINUSE' || !retry) return reject(e);
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

export async function runSession(argv: string[]): Promise<number> {
  const [name, ...openArgv] = argv;
  const log = (m: string) => process.stderr.write(`${new Date().toISOString()} ${m}\n`);
  if (!name) return 2;
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
  if ((await claim(server, file)) === 'taken') return 0;
  try {
    fs.chmodSync(file, 0o600);
  } catch (e) {
    // The socket file went away under us (removed by hand): nobody can reach this session.
    log(`error: the session's socket ${file} is gone: ${(e as Error).message}`);
    server.close();
    return 1;
  }

  const options = lo.options;
  let ctx: Context | null = null;
  // A new browser's tabs reuse the ids t1, t2, ...: what the agent saw of the old ones is gone.
  const host = new BrowserHost(options, () => ctx?.browserStarted());
  const clock = new CommandClock();
  // The tools see the session through the clock, which times its page commands and snapshots.
  ctx = new Context(options, clock.timed(host), newFenceNonce(2));
  ctx.clock = clock;
  const context = ctx;
  // Every tool, whatever MCP's --caps would list: each verb names the one it runs.
  const tools = new Map<string, Tool>(allTools().map((t) => [t.name, t]));

  let ending = false;
  let resolveDone: (code: number) => void = () => {};
  const done = new Promise<number>((r) => (resolveDone = r));
  const shutdown = async (code: number, why: string) => {
    if (ending) return;
    ending = true;
    log(`ending: ${why}`);
    server.close();
    fs.rmSync(file, { force: true });
    await host.close().catch(() => {});
    watchdog?.release();
    resolveDone(code);
  };
  for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.once(sig, () => void shutdown(0, sig));

  // A browser this session launches dies with it, even when the session is killed outright; one it
  // attached to (--cdp, --connect) is not its to end.
  const watchdog = options.cdpEndpoint || options.connectEndpoint ? null : startWatchdog();
  // The browser starts now, not on the first command: a browser that cannot start ends the
  // session with the reason, which the waiting client prints.
  const ready = host.session().then(
    (s) => {
      if (watchdog) {
        const browser = childProcesses();
        watchdog.guard(browser, tempProfiles(browser));
      }
      s.page()
        ?.context()
        .once('close', () => void shutdown(0, 'the browser went away'));
      log(`session "${name}" ready (pid ${process.pid})`);
      return null;
    },
    (e: Error) =>
      errorOf(
        'BROWSER',
        `the browser could not start: ${driverMessage(e)}`,
        'see --executable-path, --browser, --cdp, --connect',
      ),
  );

  let idle: NodeJS.Timeout | undefined;
  const armIdle = () => {
    clearTimeout(idle);
    if (lo.idleSeconds > 0)
      idle = setTimeout(() => void shutdown(0, `idle for ${lo.idleSeconds} s`), lo.idleSeconds * 1000).unref();
  };
  armIdle();

  const run = async (req: Request): Promise<Reply> => {
    const failed = await ready;
    if (failed) return failed;
    const p = parseVerb(req.argv, req.cwd);
    if ('error' in p) return errorOf('INVALID_COMMAND', p.error);
    if (p.verb === 'close') return { text: `ok: session "${name}" closed`, exit: 0, closing: true };
    if (!p.call) return errorOf('INVALID_COMMAND', `${p.verb} is not a session command`);
    const tool = tools.get(p.call.tool);
    if (!tool)
      return errorOf(
        'NOT_SUPPORTED',
        `this pagemark's tool layer has no ${p.call.tool} yet, so \`${p.verb}\` cannot run`,
      );
    try {
      const reply = replyOf(await runTool(context, tool, p.call.args), name);
      const ignored = Object.keys(p.launch).filter((k) => p.launch[k] !== undefined);
      if (p.verb === 'open' && ignored.length && !req.started)
        reply.text = `(session "${name}" was already open: ${ignored.map((k) => `--${k}`).join(' ')} ignored; close it first to change them)\n${reply.text}`;
      return reply;
    } catch (e) {
      const d = driverError(e);
      return errorOf(d.code, d.message, d.hint);
    }
  };

  let queue: Promise<unknown> = Promise.resolve();
  server.on('connection', (socket) => {
    const read = lineReader();
    socket.on('error', () => {});
    socket.on('data', (d) => {
      let req: Request | null;
      try {
        req = read(d) as Request | null;
      } catch {
        socket.destroy();
        return;
      }
      if (!req) return;
      clearTimeout(idle);
      const answer = queue.then(async () => {
        clock.start();
        const reply = await run(req);
        if (req.timing) reply.timings = clock.finish();
        return reply;
      });
      queue = answer.catch(() => {});
      void answer.then(async (reply) => {
        // A client killed mid-command is gone: the command finished anyway, nobody reads the answer.
        if (!socket.destroyed) socket.end(`${JSON.stringify(reply)}\n`);
        if (reply.closing || reply.code === 'BROWSER')
          await shutdown(reply.code ? 4 : 0, reply.closing ? 'close' : 'no browser');
        else armIdle();
      });
    });
  });
  return done;
}
