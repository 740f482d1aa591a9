/**
 * Where a tool may write and read on the host. Every file a tool writes (a screenshot, a saved
 * snapshot, a PDF, a trace, codegen, a download, browser-use's files) lands inside one output
 * folder; every file it reads (an upload, browser-use's read_file) lies inside the allowed roots.
 * The rule is @playwright/mcp's `checkFile` (the name resolved, then its symbolic links, must be
 * inside a root: "File access denied ... outside allowed roots"), with two differences: a written
 * name must be inside the output folder only (Playwright MCP also accepts its workspace root), and
 * the final write refuses to follow a symbolic link (O_NOFOLLOW), so a link planted after the check
 * still cannot lead out.
 *
 * API
 * - `realPath(p)`: `p` absolute, with every symbolic link resolved; a missing tail is appended to
 *   its nearest existing folder's real path.
 * - `isInside(root, p)`: whether the real `p` is `root` or below it (both real paths).
 * - `resolveOutputPath(outputDir, name)`: `{ ok: true, path }` (absolute, real) or a typed refusal:
 *   `INVALID_COMMAND` for an empty name or a folder, `NOT_ALLOWED` for a name that leaves the folder
 *   (`..`, an absolute path elsewhere, a symbolic link pointing out, a dangling link).
 * - `writeOutputFile(outputDir, name, data, append?)`: resolves as above, makes the parent folders,
 *   writes (or appends to, for a log such as a trace) without following a final symbolic link; the
 *   same typed result (or NOT_WRITABLE).
 * - `resolveReadPath(roots, p, what?, flag?)`: `{ ok: true, path }` when `p` is inside one of
 *   `roots`, else NOT_ALLOWED ("File access denied: ... is outside allowed roots") naming `flag` in the hint.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorCode } from '../../core/model/errors';

export type PathVerdict = { ok: true; path: string } | { ok: false; code: ErrorCode; message: string; hint?: string };

/** `p` made absolute with its symbolic links resolved; a missing file keeps its name under its folder's real path. */
export function realPath(p: string): string {
  const abs = path.resolve(p);
  try {
    return fs.realpathSync(abs);
  } catch {
    const parent = path.dirname(abs);
    return parent === abs ? abs : path.join(realPath(parent), path.basename(abs));
  }
}

/** Whether `p` is `root` itself or below it (both already real). */
export function isInside(root: string, p: string): boolean {
  const rel = path.relative(root, p);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function lstat(p: string): fs.Stats | null {
  try {
    return fs.lstatSync(p);
  } catch {
    return null;
  }
}

/** A write name resolved inside `outputDir`, or why not. */
export function resolveOutputPath(outputDir: string, name: string): PathVerdict {
  if (typeof name !== 'string' || !name.trim())
    return {
      ok: false,
      code: 'INVALID_COMMAND',
      message: 'the file name is empty',
      hint: 'give a file name, e.g. page.png',
    };
  if (/[\\/]$/.test(name) || name.includes('\0'))
    return { ok: false, code: 'INVALID_COMMAND', message: `"${clipName(name)}" is not a file name` };
  const root = realPath(outputDir);
  const abs = path.resolve(root, name);
  const denied: PathVerdict = {
    ok: false,
    code: 'NOT_ALLOWED',
    message: `${clipName(name)} is outside the output folder ${root}`,
    hint: 'give a name relative to the output folder (--output-dir chooses the folder)',
  };
  // The name as written must stay inside (no `..` out, no absolute path elsewhere) ...
  if (!isInside(root, abs)) return denied;
  // ... and so must what it points at once symbolic links are followed.
  const st = lstat(abs);
  if (st?.isSymbolicLink()) {
    let target: string;
    try {
      target = fs.realpathSync(abs);
    } catch {
      return { ...denied, message: `${clipName(name)} is a symbolic link to nowhere` };
    }
    if (!isInside(root, target)) return denied;
  }
  const real = realPath(abs);
  if (!isInside(root, real) || real === root) return real === root ? notAFile(name) : denied;
  if (lstat(real)?.isDirectory()) return notAFile(name);
  return { ok: true, path: real };
}

function notAFile(name: string): PathVerdict {
  return { ok: false, code: 'INVALID_COMMAND', message: `"${clipName(name)}" is a folder, not a file name` };
}

/**
 * Resolves `name` inside `outputDir` and writes `data` there (appends it when `append`), never
 * through a final symbolic link.
 */
export function writeOutputFile(
  outputDir: string,
  name: string,
  data: string | Uint8Array,
  append = false,
): PathVerdict {
  fs.mkdirSync(outputDir, { recursive: true });
  const v = resolveOutputPath(outputDir, name);
  if (!v.ok) return v;
  try {
    fs.mkdirSync(path.dirname(v.path), { recursive: true });
    // The folders were checked; re-check after mkdir in case a component was swapped for a link.
    const again = resolveOutputPath(outputDir, path.relative(realPath(outputDir), v.path));
    if (!again.ok) return again;
    const { O_WRONLY, O_CREAT, O_TRUNC, O_APPEND, O_NOFOLLOW } = fs.constants;
    const how = append ? O_APPEND : O_TRUNC;
    const fd = fs.openSync(v.path, O_WRONLY | O_CREAT | how | (O_NOFOLLOW ?? 0), 0o644);
    try {
      fs.writeFileSync(fd, data);
    } finally {
      fs.closeSync(fd);
    }
    return v;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return { ok: false, code: 'NOT_ALLOWED', message: `${clipName(name)} is a symbolic link` };
    return { ok: false, code: 'NOT_WRITABLE', message: `cannot write ${clipName(name)} (${code ?? 'error'})` };
  }
}

/** A path to read, inside one of `roots` after resolving links, or NOT_ALLOWED. */
export function resolveReadPath(roots: string[], p: string, what = 'tools', flag = '--allowed-roots'): PathVerdict {
  if (typeof p !== 'string' || !p.trim()) return { ok: false, code: 'INVALID_COMMAND', message: 'the path is empty' };
  const real = realPath(p);
  if (roots.some((r) => isInside(realPath(r), real))) return { ok: true, path: real };
  return {
    ok: false,
    code: 'NOT_ALLOWED',
    // Playwright MCP's sentence (its checkFile), which its clients and tests look for.
    message: `File access denied: ${clipName(p)} is outside allowed roots. Allowed roots: ${roots.join(', ')}`,
    hint: `${what} may read only those folders; start the server with ${flag} naming its folder`,
  };
}

/** A caller's name echoed back at most 200 characters long. */
function clipName(s: string): string {
  return s.length > 200 ? `${s.slice(0, 199)}…` : s;
}
