// The client tells a dead session's socket from a starting one's: a session process binds its
// socket a moment before it listens, and a connection in between is refused as a dead one's is.
// Python stands in for a session that binds, waits, then listens and answers (Node's net cannot
// bind without listening); the client must wait and get the answer, not remove the socket.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runClient } from '../../../../src/node/sessioncli/client';

const SLOW_LISTENER = `
import socket, sys, time
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
s.bind(sys.argv[1])
print("bound", flush=True)
time.sleep(0.1)
s.listen(1)
c, _ = s.accept()
c.recv(65536)
c.sendall(b'{"text":"ok: answered","exit":0}\\n')
c.close()
`;

const saved = process.env['PAGEMARK_SESSION_DIR'];
afterEach(() => {
  if (saved === undefined) delete process.env['PAGEMARK_SESSION_DIR'];
  else process.env['PAGEMARK_SESSION_DIR'] = saved;
});

function capture() {
  const out: string[] = [];
  return { out, io: { out: (t: string) => out.push(t), err: (t: string) => out.push(t) } };
}

describe('session client', () => {
  it('waits for a socket that is bound but not yet listening, and does not remove it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-client-'));
    fs.chmodSync(dir, 0o700);
    process.env['PAGEMARK_SESSION_DIR'] = dir;
    const file = path.join(dir, 'slow.sock');
    const py = spawn('python3', ['-c', SLOW_LISTENER, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((r) => py.stdout.once('data', r));
    const { out, io } = capture();
    const code = await runClient(['-s', 'slow', 'snapshot'], io);
    expect(out.join('')).toBe('ok: answered');
    expect(code).toBe(0);
    py.kill();
  });

  it('removes a socket nobody listens on, and says the session ended', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-client-'));
    fs.chmodSync(dir, 0o700);
    process.env['PAGEMARK_SESSION_DIR'] = dir;
    const file = path.join(dir, 'dead.sock');
    const py = spawn(
      'python3',
      [
        '-c',
        `import socket,sys,time\ns=socket.socket(socket.AF_UNIX)\ns.bind(sys.argv[1])\nprint("bound",flush=True)\ntime.sleep(30)`,
        file,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise((r) => py.stdout.once('data', r));
    const { out, io } = capture();
    const code = await runClient(['-s', 'dead', 'snapshot'], io);
    expect(code).toBe(1);
    expect(out.join('')).toMatch(/^error NO_SESSION: session "dead": its process has ended/);
    expect(fs.existsSync(file)).toBe(false);
    py.kill();
  });
});
