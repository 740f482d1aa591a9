/**
 * The session client: one short process per command. It finds the session's socket, starts the
 * session's process on `open` when none answers, sends the command line and prints the answer. It
 * imports node built-ins and two small files only: a command must not pay for loading Playwright
 * (the session process has it loaded already).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import {
  DEFAULT_SESSION,
  badSessionName,
  ensureSessionDir,
  logPath,
  sessionDir,
  sessionNames,
  socketPath,
} from './paths';
import { lineReader, type Reply, type Request, type ServerTimings } from './protocol';
import { isVerb } from './verbs';

export interface ClientIo {
  out(text: string): void;
  err(text: string): void;
}

const stdio: ClientIo = {
  out: (t) => process.stdout.write(t.endsWith('\n') || t === '' ? t : `${t}\n`),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
};

/** The session flags taken out of the command line; the rest goes to the session process. */
export function splitSessionFlags(argv: string[]): { session: string; json: boolean; rest: string[] } | string {
  let session = process.env['PAGEMARK_SESSION'] || DEFAULT_SESSION;
  let json = false;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const eq = /^(?:-s|--session)=(.*)$/.exec(a);
    if (eq) session = eq[1]!;
    else if (a === '-s' || a === '--session') {
      const v = argv[++i];
      if (v === undefined) return `${a} needs a session name`;
      session = v;
    } else if (a === '--json') json = true;
    else rest.push(a);
  }
  return { session, json, rest };
}

type Connected = { socket: net.Socket } | { missing: true; stale: boolean };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A refused socket is tried again after this long before it is called stale. */
const STALE_RECHECK_MS = 200;

/** One connection attempt: the socket, or why not (ECONNREFUSED: a file nobody listens on). */
function tryConnect(file: string): Promise<net.Socket | string> {
  return new Promise((resolve) => {
    const socket = net.createConnection(file);
    socket.once('connect', () => resolve(socket));
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'ERROR'));
  });
}

const inode = (file: string): number | null => {
  try {
    return fs.statSync(file).ino;
  } catch {
    return null;
  }
};

/**
 * Connects to a session. A socket file nobody listens on is stale (its process died) and removed
 * (`clean`), but only when it still refuses a moment later and is the same file: a session process
 * starting binds its socket a moment before it listens, and a connection in between is refused too.
 * The client waiting for the session it started never removes it.
 */
async function connect(file: string, clean = true): Promise<Connected> {
  const ino = inode(file);
  if (ino === null) return { missing: true, stale: false };
  const first = await tryConnect(file);
  if (typeof first !== 'string') return { socket: first };
  if (first !== 'ECONNREFUSED' || !clean) return { missing: true, stale: false };
  await sleep(STALE_RECHECK_MS);
  const again = await tryConnect(file);
  if (typeof again !== 'string') return { socket: again };
  if (again !== 'ECONNREFUSED' || inode(file) !== ino) return { missing: true, stale: false };
  fs.rmSync(file, { force: true });
  return { missing: true, stale: true };
}

/** Sends one request and waits for the answer; null when the session went away first. */
function ask(socket: net.Socket, req: Request): Promise<Reply | null> {
  return new Promise((resolve) => {
    const read = lineReader();
    let answered = false;
    socket.on('data', (d) => {
      const v = read(d);
      if (v === null || answered) return;
      answered = true;
      resolve(v as Reply);
      socket.end();
    });
    socket.once('close', () => {
      if (!answered) resolve(null);
    });
    socket.once('error', () => {});
    socket.write(`${JSON.stringify(req)}\n`);
  });
}

/** How long `open` waits for a new session's process to listen. */
const START_WAIT_MS = 180_000;

/** The last lines of the session's log, to say why its process did not start. */
function logTail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-6).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts the session's process (detached, in its own process group, so it outlives this client and
 * the terminal) and waits until its socket answers; a Reply when it ended before that.
 */
async function startSession(dir: string, name: string, argv: string[]): Promise<net.Socket | Reply> {
  const log = logPath(dir, name);
  const fd = fs.openSync(log, 'w', 0o600);
  const bin = process.argv[1]!;
  const child = spawn(process.execPath, [bin, '__session', name, ...argv], {
    detached: true,
    stdio: ['ignore', fd, fd],
    cwd: process.cwd(),
    env: process.env,
  });
  fs.closeSync(fd);
  let exited: number | null = null;
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
      if (other && 'socket' in other) return other.socket;
      const why = logTail(log) || `its process exited with code ${exited}`;
      return { text: `error BROWSER: session "${name}" did not start\n${why}`, exit: exited || 4, code: 'BROWSER' };
    }
    const c = await connect(file, false);
    if ('socket' in c) return c.socket;
    await sleep(25);
  }
  child.kill('SIGTERM');
  const text = `error TIMEOUT: session "${name}" did not start within ${START_WAIT_MS / 1000} s (log: ${log})`;
  return { text, exit: 4, code: 'TIMEOUT' };
}

const sessionFlag = (name: string): string => (name === DEFAULT_SESSION ? '' : ` -s ${name}`);

function print(io: ClientIo, r: Reply, json: boolean): number {
  if (json)
    io.out(JSON.stringify({ ok: r.exit === 0, exit: r.exit, ...(r.code ? { code: r.code } : {}), text: r.text }));
  else if (r.exit === 0) io.out(r.text);
  else io.err(r.text);
  return r.exit;
}

/** `sessions`: the live sessions of this user; `sessions close` closes them all. */
async function sessions(dir: string, rest: string[], io: ClientIo, json: boolean): Promise<number> {
  const closeAll = rest[1] === 'close';
  if (rest.length > 2 || (rest[1] !== undefined && !closeAll))
    return print(
      io,
      { text: 'error INVALID_COMMAND: usage: pagemark sessions [close]', exit: 2, code: 'INVALID_COMMAND' },
      json,
    );
  const live: string[] = [];
  for (const name of sessionNames(dir)) {
    const c = await connect(socketPath(dir, name));
    if (!('socket' in c)) continue;
    live.push(name);
    if (closeAll) await ask(c.socket, { argv: ['close'], cwd: process.cwd() });
    else c.socket.destroy();
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
function timingLine(start: number, connect: number, roundTrip: number, s: ServerTimings): string {
  const r = Math.round;
  return (
    `timing: node start ${r(start)} ms, connect ${r(connect)} ms, socket and JSON ${r(Math.max(0, roundTrip - s.total))} ms, ` +
    `session ${s.total} ms (act and page settle ${s.act}, browser settle ${s.browserSettle}, snapshot ${s.snapshot}, render ${s.render}, rest ${s.rest})`
  );
}

export async function runClient(argv: string[], io: ClientIo = stdio): Promise<number> {
  const clientStart = performance.now();
  const split = splitSessionFlags(argv);
  if (typeof split === 'string') return print(io, { text: `error INVALID_COMMAND: ${split}`, exit: 2 }, false);
  const { session, json, rest } = split;
  const bad = badSessionName(session);
  if (bad) return print(io, { text: `error INVALID_COMMAND: ${bad}`, exit: 2, code: 'INVALID_COMMAND' }, json);
  const dir = sessionDir();
  const unsafe = ensureSessionDir(dir);
  if (unsafe) return print(io, { text: `error NOT_ALLOWED: ${unsafe}`, exit: 1, code: 'NOT_ALLOWED' }, json);
  if (!isVerb(rest[0])) {
    const text = `error INVALID_COMMAND: unknown command "${rest[0] ?? ''}"\nhint: pagemark --help agents lists the session commands`;
    return print(io, { text, exit: 2, code: 'INVALID_COMMAND' }, json);
  }
  if (rest[0] === 'sessions') return sessions(dir, rest, io, json);
  const file = socketPath(dir, session);
  const verb = rest[0]!;
  let c = await connect(file);
  const connected = performance.now();
  let started = false;
  if (!('socket' in c)) {
    if (verb === 'close') return print(io, { text: `ok: session "${session}" was not open`, exit: 0 }, json);
    if (verb !== 'open') {
      const why = c.stale ? 'its process has ended' : 'it is not open';
      const text = `error NO_SESSION: session "${session}": ${why}\nhint: start it with \`pagemark${sessionFlag(session)} open [url]\``;
      return print(io, { text, exit: 1, code: 'NO_SESSION' }, json);
    }
    const socket = await startSession(dir, session, rest);
    if (!(socket instanceof net.Socket)) return print(io, socket, json);
    c = { socket };
    started = true;
  }
  const timing = /^(1|true|yes)$/i.test(process.env['PAGEMARK_TIMING'] ?? '');
  const asked = performance.now();
  const req: Request = {
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
