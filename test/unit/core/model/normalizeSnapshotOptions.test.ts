// @vitest-environment node
// Snapshot options (src/core/model/normalizeSnapshotOptions.ts): the boundaries of each check, the
// exact UsageError messages, and what is passed through; then the defaults and one rejected value
// per option.
import { describe, expect, it } from 'vitest';
import { normalizeSnapshotOptions as norm } from '../../../../src/core/model/normalizeSnapshotOptions';
import { UsageError } from '../../../../src/core/model/errors';
import type { SnapshotOptions } from '../../../../src/core/model/snapshotOptions';

const DEFAULTS = norm(undefined);

describe('normalizeSnapshotOptions', () => {
  it('null and {} give the defaults; the result is a fresh object each time', () => {
    expect(norm(null)).toEqual(DEFAULTS);
    expect(norm({})).toEqual(DEFAULTS);
    expect(norm({})).not.toBe(norm({}));
    expect(Object.keys(DEFAULTS)).toEqual([
      'viewportExpansion',
      'include',
      'frames',
      'shadow',
      'markAttribute',
      'maxElements',
      'highlight',
      'tree',
      'incremental',
      'deadlineMs',
      'maxTextLength',
      'bridgeTimeoutMs',
      'sliceMs',
      'idPrefix',
    ]);
  });

  it('accepts the boundary values and every include mode', () => {
    const o: SnapshotOptions = {
      viewportExpansion: 0,
      maxElements: 0.5,
      deadlineMs: 0,
      maxTextLength: 0,
      bridgeTimeoutMs: 0,
      sliceMs: 0,
      idPrefix: 'pmaBC',
      markAttribute: 'data-x_1:y.z-w',
    };
    expect(norm(o)).toMatchObject({ ...o, maxElements: 0 });
    for (const include of ['interactive', 'interactive+content', 'all'] as const)
      expect(norm({ include }).include).toBe(include);
    expect(norm({ viewportExpansion: -1 }).viewportExpansion).toBe(-1);
    expect(norm({ idPrefix: 'pm' + 'a'.repeat(64) }).idPrefix).toHaveLength(66);
  });

  it('floors maxElements and maxTextLength, keeps the others as given', () => {
    expect(norm({ maxElements: 99.9, maxTextLength: 10.9, deadlineMs: 2.5, sliceMs: 7.5 })).toMatchObject({
      maxElements: 99,
      maxTextLength: 10,
      deadlineMs: 2.5,
      sliceMs: 7.5,
    });
  });

  it('passes the booleans through', () => {
    const flip = { frames: false, shadow: false, highlight: true, tree: false, incremental: false };
    expect(norm(flip)).toMatchObject(flip);
  });

  it.each([
    ['x', 'options must be an object'],
    [{ viewportExpansion: -0.5 }, 'viewportExpansion must be -1 (whole page) or a number >= 0'],
    [{ viewportExpansion: NaN }, 'viewportExpansion must be -1 (whole page) or a number >= 0'],
    [{ include: 'content' }, 'include must be one of interactive, interactive+content, all'],
    [{ markAttribute: '' }, 'markAttribute must be false or a valid attribute name'],
    [{ markAttribute: '1abc' }, 'markAttribute must be false or a valid attribute name'],
    [{ markAttribute: true }, 'markAttribute must be false or a valid attribute name'],
    [{ maxElements: NaN }, 'maxElements must be a positive number'],
    [{ maxElements: '10' }, 'maxElements must be a positive number'],
    [{ maxElements: 0 }, 'maxElements must be a positive number'],
    [{ deadlineMs: NaN }, 'deadlineMs must be a number >= 0 (0 = no deadline)'],
    [{ deadlineMs: '1' }, 'deadlineMs must be a number >= 0 (0 = no deadline)'],
    [{ maxTextLength: '5' }, 'maxTextLength must be a number >= 0'],
    [{ bridgeTimeoutMs: -0.1 }, 'bridgeTimeoutMs must be a number >= 0'],
    [{ sliceMs: -1 }, 'sliceMs must be a number >= 0 (0 = one task)'],
    [{ sliceMs: NaN }, 'sliceMs must be a number >= 0 (0 = one task)'],
    [{ idPrefix: 'pm1' }, "idPrefix must be 'pm' followed by letters (a frame id)"],
    [{ idPrefix: 'pm' + 'a'.repeat(65) }, "idPrefix must be 'pm' followed by letters (a frame id)"],
    [{ idPrefix: 'xy' }, "idPrefix must be 'pm' followed by letters (a frame id)"],
  ])('rejects %j: %s', (o, why) => {
    const call = () => norm(o as never);
    expect(call).toThrow(UsageError);
    expect(call).toThrow(`snapshot(options): ${why}`);
  });

  it('a null option counts as absent where ?? applies', () => {
    expect(norm({ include: null, deadlineMs: null } as never)).toMatchObject({ include: 'interactive', deadlineMs: 0 });
  });

  // NaN passed the `< 0` checks of these three (`NaN < 0` is false) and maxTextLength became NaN:
  // now rejected like sliceMs's NaN.
  it('rejects deadlineMs: NaN', () => expect(() => norm({ deadlineMs: NaN })).toThrow(UsageError));
  it('rejects maxTextLength: NaN', () => expect(() => norm({ maxTextLength: NaN })).toThrow(UsageError));
  it('rejects bridgeTimeoutMs: NaN', () => expect(() => norm({ bridgeTimeoutMs: NaN })).toThrow(UsageError));
});

describe('snapshot options are normalised once, misuse throws UsageError', () => {
  it('defaults', () => {
    expect(norm(undefined)).toEqual({
      viewportExpansion: -1,
      include: 'interactive',
      frames: true,
      shadow: true,
      markAttribute: 'data-element-id',
      maxElements: 50000,
      highlight: false,
      tree: true,
      incremental: true,
      deadlineMs: 0,
      maxTextLength: 200,
      bridgeTimeoutMs: 0,
      sliceMs: 0,
      idPrefix: 'pm',
    });
  });
  it.each([
    [{ viewportExpansion: -2 }],
    [{ viewportExpansion: '5' }],
    [{ include: 'everything' }],
    [{ markAttribute: 'bad attr' }],
    [{ maxElements: 0 }],
    [{ deadlineMs: -1 }],
    [{ maxTextLength: -3 }],
    [{ bridgeTimeoutMs: -1 }],
    [{ idPrefix: 'x-1' }],
  ])('rejects %j', (o) => {
    expect(() => norm(o as never)).toThrow(UsageError);
  });
  it('keeps valid values', () => {
    expect(norm({ viewportExpansion: 500, include: 'all', markAttribute: false, maxElements: 10.7 })).toMatchObject({
      viewportExpansion: 500,
      include: 'all',
      markAttribute: false,
      maxElements: 10,
    });
  });
});
