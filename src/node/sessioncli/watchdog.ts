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
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

// Line 1: the process ids of the browser (each its own group leader, as Playwright starts it; a
// child that leads no group is killed alone). Line 2: the temporary profile folders Playwright made
// for it (it removes them on a normal close; after a kill they would stay). Line 3: "exit" when the
// session closed the browser itself.
export const WATCHDOG_SCRIPT = `read -r pids || exit 0
read -r dirs || dirs=
read -r said || said=
[ "$said" = exit ] && exit 0
for p in $pids; do kill -KILL -- "-$p" 2>/dev/null || kill -KILL "$p" 2>/dev/null; done
sleep 1
for d in $dirs; do rm -rf -- "$d"; done`;

export interface Watchdog {
  /** The browser is up: these are its processes (the session's children) and their temporary profiles. */
  guard(pids: number[], dirs?: string[]): void;
  /** The session closed its browser itself: the watchdog leaves without killing anything. */
  release(): void;
}

/**
 * The temporary profile folders on these processes' command lines: only Playwright's own
 * (`playwright_*_profile-*` in the temporary folder), never a profile the user named.
 */
export function tempProfiles(pids: number[]): string[] {
  const out: string[] = [];
  const tmp = os.tmpdir();
  for (const pid of pids) {
    let args: string;
    try {
      args = execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const m of args.matchAll(/(?:--profile[= ]|--user-data-dir=)(\S+)/g)) {
      const dir = m[1]!;
      if (path.dirname(dir) === tmp && /^playwright_[a-z]+_profile-[\w-]+$/.test(path.basename(dir))) out.push(dir);
    }
  }
  return out;
}

/** The session process's children: the browser Playwright launched (read from the process table). */
export function childProcesses(parent: number = process.pid): number[] {
  try {
    return execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((l) => l.trim().split(/\s+/).map(Number))
      .filter(([pid, ppid]) => ppid === parent && pid !== undefined && Number.isInteger(pid))
      .map(([pid]) => pid!);
  } catch {
    return [];
  }
}

export function startWatchdog(): Watchdog {
  const child = spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  child.on('error', () => {});
  child.stdin.on('error', () => {});
  child.unref();
  (child.stdin as unknown as { unref?(): void }).unref?.();
  let told = false;
  return {
    guard(pids, dirs = []) {
      if (told) return;
      told = true;
      // The watchdog itself is a child too: it is not the browser.
      const browser = pids.filter((p) => p !== child.pid);
      child.stdin.write(`${browser.join(' ')}\n${dirs.join(' ')}\n`);
    },
    release() {
      if (!told) child.stdin.write('\n\n');
      told = true;
      child.stdin.end('exit\n');
    },
  };
}
