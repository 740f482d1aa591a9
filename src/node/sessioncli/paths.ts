/**
 * Where a session's socket and log live: one private folder per user (mode 0700, owned by the
 * user; refused otherwise, since a folder another user made could hold a socket that listens in
 * our place), one unix socket per session name. Imported by the client: node built-ins only.
 *
 * The folder is $PAGEMARK_SESSION_DIR when set (tests isolate themselves with it), else
 * $XDG_RUNTIME_DIR/pagemark (the per-user runtime folder of the XDG Base Directory spec, already
 * private), else <tmpdir>/pagemark-<uid>.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEFAULT_SESSION = 'default';

/** Session names become file names: letters, digits, dot, dash and underscore, at most 40. */
export function badSessionName(name: string): string | null {
  if (/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,39}$/.test(name)) return null;
  return `bad session name "${name}": use letters, digits, ".", "-" and "_" (at most 40)`;
}

export function sessionDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env['PAGEMARK_SESSION_DIR']) return path.resolve(env['PAGEMARK_SESSION_DIR']);
  const runtime = env['XDG_RUNTIME_DIR'];
  if (runtime && fs.existsSync(runtime)) return path.join(runtime, 'pagemark');
  return path.join(os.tmpdir(), `pagemark-${process.getuid?.() ?? os.userInfo().username}`);
}

/** Creates the folder if needed; an error message when it is not ours alone. */
export function ensureSessionDir(dir: string): string | null {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = fs.lstatSync(dir);
    if (!st.isDirectory()) return `${dir} is not a folder`;
    const uid = process.getuid?.();
    if (uid !== undefined && st.uid !== uid)
      return `${dir} belongs to another user: remove it or set PAGEMARK_SESSION_DIR`;
    if ((st.mode & 0o077) !== 0)
      return `${dir} is open to other users (mode ${(st.mode & 0o777).toString(8)}): chmod 700 it`;
    return null;
  } catch (e) {
    return `cannot use ${dir}: ${(e as Error).message}`;
  }
}

export const socketPath = (dir: string, name: string): string => path.join(dir, `${name}.sock`);
export const logPath = (dir: string, name: string): string => path.join(dir, `${name}.log`);

/** The names of the sessions whose sockets are in the folder (live or stale). */
export function sessionNames(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sock'))
      .map((f) => f.slice(0, -'.sock'.length))
      .sort();
  } catch {
    return [];
  }
}
