import { describe, expect, it } from 'vitest';
import { normalizeSnapshotOptions } from '../../src/core/model/normalizeSnapshotOptions';
import { UsageError } from '../../src/core/model/errors';

describe('snapshot options are normalised once, misuse throws UsageError', () => {
  it('defaults', () => {
    expect(normalizeSnapshotOptions(undefined)).toEqual({
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
    expect(() => normalizeSnapshotOptions(o as never)).toThrow(UsageError);
  });
  it('keeps valid values', () => {
    expect(
      normalizeSnapshotOptions({ viewportExpansion: 500, include: 'all', markAttribute: false, maxElements: 10.7 }),
    ).toMatchObject({
      viewportExpansion: 500,
      include: 'all',
      markAttribute: false,
      maxElements: 10,
    });
  });
});
