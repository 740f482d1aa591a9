// The session folder is private: a folder other users can enter is refused (a socket there could
// be another user's), a bad session name cannot leave the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { badSessionName, ensureSessionDir } from '../../../../src/node/sessioncli/paths';

describe('session folder', () => {
  it('creates the folder 0700 and accepts it', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-')), 'sessions');
    expect(ensureSessionDir(dir)).toBeNull();
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('refuses a folder open to other users', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-'));
    fs.chmodSync(dir, 0o755);
    expect(ensureSessionDir(dir)).toMatch(/open to other users \(mode 755\)/);
  });

  it('refuses names that are paths', () => {
    for (const n of ['../x', 'a/b', '', '.hidden', 'x'.repeat(41)])
      expect(badSessionName(n)).toMatch(/bad session name/);
    expect(badSessionName('work-1.a_b')).toBeNull();
  });
});
