// The watchdog of a session's browser: when the pipe from the session closes without "exit" (the
// session was killed outright), it kills the process groups it was told; after "exit" (the session
// closed its browser itself) it kills nothing; after a kill it removes the temporary profile it was
// told. A `sleep` in a group of its own stands in for the browser.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WATCHDOG_SCRIPT, childProcesses, tempProfiles } from '../../../../src/node/sessioncli/watchdog';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function standIn(): { pid: number; exited: Promise<unknown> } {
  const p = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
  return { pid: p.pid!, exited: new Promise((r) => p.once('exit', r)) };
}

function watchdog(lines: string): Promise<unknown> {
  const w = spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT], { stdio: ['pipe', 'ignore', 'ignore'] });
  w.stdin.end(lines);
  return new Promise((r) => w.once('exit', r));
}

describe('session watchdog', () => {
  it('kills the browser groups when the session goes away without a word', async () => {
    const a = standIn();
    const b = standIn();
    await watchdog(`${a.pid} ${b.pid}\n`);
    await Promise.all([a.exited, b.exited]);
    expect([alive(a.pid), alive(b.pid)]).toEqual([false, false]);
  });

  it('kills nothing after the session said it closed them', async () => {
    const a = standIn();
    await watchdog(`${a.pid}\n\nexit\n`);
    expect(alive(a.pid)).toBe(true);
    process.kill(-a.pid, 'SIGKILL');
    await a.exited;
  });

  it("removes the browser's temporary profile after the kill, and only the one it was told", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-watchdog-'));
    const profile = path.join(tmp, 'profile');
    const other = path.join(tmp, 'other');
    fs.mkdirSync(profile);
    fs.mkdirSync(other);
    const a = standIn();
    await watchdog(`${a.pid}\n${profile}\n`);
    await a.exited;
    expect([fs.existsSync(profile), fs.existsSync(other)]).toEqual([false, true]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("names only Playwright's temporary profiles, never a profile the user gave", async () => {
    const tmp = os.tmpdir();
    const own = path.join(tmp, 'playwright_firefoxdev_profile-AbC123');
    const users = path.join(tmp, 'my-profile');
    const p = spawn('/bin/sh', ['-c', 'sleep 60', 'sh', '--profile', own, `--user-data-dir=${users}`], {
      detached: true,
      stdio: 'ignore',
    });
    const exited = new Promise((r) => p.once('exit', r));
    expect(tempProfiles([p.pid!])).toEqual([own]);
    process.kill(-p.pid!, 'SIGKILL');
    await exited;
  });

  it('kills nothing when it was never told of a browser', async () => {
    await expect(watchdog('')).resolves.toBe(0);
  });

  it("finds a process's children in the process table", async () => {
    const a = standIn();
    expect(childProcesses()).toContain(a.pid);
    process.kill(-a.pid, 'SIGKILL');
    await a.exited;
  });
});
