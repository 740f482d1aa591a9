// @vitest-environment node
// Writes land inside the output folder, reads inside the allowed roots: traversal, absolute paths,
// symbolic links pointing out (existing, dangling, a linked folder), empty names and folders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { resolveOutputPath, resolveReadPath, writeOutputFile } from '../../../../src/node/guard/outputPath';

let base: string;
let out: string;
let outside: string;
beforeEach(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-guard-')));
  out = path.join(base, 'out');
  outside = path.join(base, 'outside');
  fs.mkdirSync(out);
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'victim.txt'), 'keep me');
});
afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

describe('resolveOutputPath', () => {
  test('a plain name and a sub-folder resolve inside', () => {
    expect(resolveOutputPath(out, 'a.png')).toEqual({ ok: true, path: path.join(out, 'a.png') });
    expect(resolveOutputPath(out, 'shots/a.png')).toEqual({ ok: true, path: path.join(out, 'shots', 'a.png') });
    expect(resolveOutputPath(out, 'x/../a.png')).toEqual({ ok: true, path: path.join(out, 'a.png') });
  });

  test('traversal and absolute paths elsewhere are NOT_ALLOWED', () => {
    for (const n of ['../x.png', '../../x.png', 'a/../../x.png', path.join(outside, 'victim.txt'), '/etc/passwd'])
      expect(resolveOutputPath(out, n)).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
  });

  test('an absolute path inside the folder is accepted', () => {
    expect(resolveOutputPath(out, path.join(out, 'abs.png'))).toMatchObject({ ok: true });
  });

  test('empty names and folders are INVALID_COMMAND', () => {
    fs.mkdirSync(path.join(out, 'dir'));
    for (const n of ['', '   ', 'dir', 'dir/', '.', out])
      expect(resolveOutputPath(out, n)).toMatchObject({ ok: false, code: 'INVALID_COMMAND' });
  });

  test('symbolic links pointing out (file, dangling, folder) are NOT_ALLOWED', () => {
    fs.symlinkSync(path.join(outside, 'victim.txt'), path.join(out, 'link.txt'));
    fs.symlinkSync(path.join(outside, 'new.txt'), path.join(out, 'dangling.txt'));
    fs.symlinkSync(outside, path.join(out, 'linkdir'));
    expect(resolveOutputPath(out, 'link.txt')).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect(resolveOutputPath(out, 'dangling.txt')).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect(resolveOutputPath(out, 'linkdir/new.png')).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
  });

  test('a caller name is echoed at most 200 characters', () => {
    const r = resolveOutputPath(out, '../' + 'x'.repeat(5000));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message.length).toBeLessThan(300);
  });
});

describe('writeOutputFile', () => {
  test('writes inside, and never through a link or outside', () => {
    expect(writeOutputFile(out, 'sub/a.txt', 'hi')).toMatchObject({ ok: true });
    expect(fs.readFileSync(path.join(out, 'sub', 'a.txt'), 'utf8')).toBe('hi');
    fs.symlinkSync(path.join(outside, 'victim.txt'), path.join(out, 'link.txt'));
    fs.symlinkSync(path.join(outside, 'new.txt'), path.join(out, 'dangling.txt'));
    for (const n of ['link.txt', 'dangling.txt', '../outside/victim.txt', path.join(outside, 'victim.txt')])
      expect(writeOutputFile(out, n, 'pwned')).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect(fs.readFileSync(path.join(outside, 'victim.txt'), 'utf8')).toBe('keep me');
    expect(fs.existsSync(path.join(outside, 'new.txt'))).toBe(false);
  });

  test('creates the output folder when missing', () => {
    expect(writeOutputFile(path.join(base, 'fresh'), 'a.txt', 'x')).toMatchObject({ ok: true });
  });
});

describe('resolveReadPath', () => {
  test('inside a root is read; outside, or through a link out, is NOT_ALLOWED with the flag named', () => {
    fs.writeFileSync(path.join(out, 'in.txt'), 'x');
    fs.symlinkSync(path.join(outside, 'victim.txt'), path.join(out, 'link.txt'));
    expect(resolveReadPath([out], path.join(out, 'in.txt'))).toMatchObject({ ok: true });
    expect(resolveReadPath([out], path.join(outside, 'victim.txt'))).toMatchObject({
      ok: false,
      code: 'NOT_ALLOWED',
      hint: expect.stringContaining('--allowed-roots') as string,
    });
    expect(resolveReadPath([out], path.join(out, 'link.txt'))).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
    expect(resolveReadPath([out], path.join(out, '..', 'outside', 'victim.txt'))).toMatchObject({ ok: false });
  });
});
