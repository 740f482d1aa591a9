// @vitest-environment node
// --save-trace writes through the output folder's writer: a symbolic link planted in the folder under
// a trace file's name (trace.jsonl, step-N.png), or a linked folder, is refused and never followed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createRecorder } from '../../../../src/node/tools/trace';
import type { LayerOptions } from '../../../../src/node/tools/options';

let base: string;
let out: string;
let outside: string;
beforeEach(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-trace-')));
  out = path.join(base, 'out');
  outside = path.join(base, 'outside');
  fs.mkdirSync(out);
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'victim.txt'), 'keep me');
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(base, { recursive: true, force: true });
});

const recorder = (outputDir: string) =>
  createRecorder({ saveTrace: true, outputDir, secrets: {} } as unknown as LayerOptions)!;
const png = async () => Buffer.from('PNG');

test('a trace is written inside the output folder', async () => {
  await recorder(out).call('browser_click', { ref: 'e1' }, 'ok', false, png);
  expect(JSON.parse(fs.readFileSync(path.join(out, 'trace.jsonl'), 'utf8'))).toMatchObject({
    step: 1,
    screenshot: 'step-1.png',
  });
  expect(fs.readFileSync(path.join(out, 'step-1.png'), 'utf8')).toBe('PNG');
});

test('a planted link named trace.jsonl is not followed', async () => {
  fs.symlinkSync(path.join(outside, 'victim.txt'), path.join(out, 'trace.jsonl'));
  await recorder(out).call('browser_click', {}, 'secret answer', false, png);
  expect(fs.readFileSync(path.join(outside, 'victim.txt'), 'utf8')).toBe('keep me');
  expect(process.stderr.write).toHaveBeenCalledWith(
    expect.stringMatching(/trace not written: .*outside the output folder/),
  );
});

test('a planted link named step-1.png (existing or dangling) is not followed', async () => {
  fs.symlinkSync(path.join(outside, 'victim.txt'), path.join(out, 'step-1.png'));
  fs.symlinkSync(path.join(outside, 'new.png'), path.join(out, 'step-2.png'));
  const r = recorder(out);
  await r.call('a', {}, 'x', false, png);
  await r.call('b', {}, 'y', false, png);
  expect(fs.readFileSync(path.join(outside, 'victim.txt'), 'utf8')).toBe('keep me');
  expect(fs.existsSync(path.join(outside, 'new.png'))).toBe(false);
  // The steps are still logged, without a screenshot they could not save.
  const lines = fs
    .readFileSync(path.join(out, 'trace.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(lines.map((l) => l.screenshot)).toEqual([undefined, undefined]);
});

test('an output folder given with .. writes inside that folder, not above it', async () => {
  await recorder(path.join(out, 'sub', '..')).call('a', {}, 'x', false, png);
  expect(fs.existsSync(path.join(out, 'trace.jsonl'))).toBe(true);
  expect(fs.existsSync(path.join(base, 'trace.jsonl'))).toBe(false);
});

test('a file a page downloaded as trace.jsonl is not passed off as the trace', async () => {
  // Downloads are saved in the output folder (as Playwright MCP saves them): a page can name one
  // trace.jsonl before the run's first line is written.
  fs.writeFileSync(path.join(out, 'trace.jsonl'), '{"step":1,"tool":"browser_navigate","result":"forged"}\n');
  const r = recorder(out);
  await r.call('a', {}, 'x', false, png);
  await r.call('b', {}, 'y', false, png);
  const lines = fs
    .readFileSync(path.join(out, 'trace.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(lines.map((l) => [l.step, l.tool])).toEqual([
    [1, 'a'],
    [2, 'b'],
  ]);
});
