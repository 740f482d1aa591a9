// The public surface (docs/api.md "Migrating from the flat names"): the top level is
// the product, driver calls are under `protocol`, the panel's under `panel`, and pure helpers only
// Node needs are in `pagemark/agent`. A name added to the top level fails here on purpose: decide
// where it belongs first.
import { describe, expect, it } from 'vitest';
import * as core from '../../src/api/index';
import * as esm from '../../src/index';
import * as agent from '../../src/entries/agent';

const PRODUCT = [
  'UsageError',
  'act',
  'clearHighlights',
  'dispose',
  'getHistory',
  'highlight',
  'observe',
  'render',
  'snapshot',
  'snapshotAsync',
  'version',
];
const PROTOCOL = [
  'elementByIndex',
  'fileInputOf',
  'frameSlot',
  'getLastAction',
  'getLastActionError',
  'history',
  'hookStatus',
  'installHooks',
  'instanceId',
  'lastSnapshot',
  'parseBid',
  'parseCommand',
  'readBack',
  'reserveIndexes',
  'snapshotJson',
  'snapshotWire',
];

describe('public API', () => {
  it('the core global is the product surface plus protocol', () => {
    expect(Object.keys(core).sort()).toEqual([...PRODUCT, 'protocol'].sort());
  });
  it('the ESM build adds the panel object and nothing else', () => {
    expect(Object.keys(esm).sort()).toEqual([...PRODUCT, 'panel', 'protocol'].sort());
    expect(Object.keys(esm.panel).sort()).toEqual(['close', 'isOpen', 'open', 'state', 'toggle']);
  });
  it('protocol holds the driver calls, frozen', () => {
    expect(Object.keys(core.protocol).sort()).toEqual(PROTOCOL);
    expect(Object.isFrozen(core.protocol)).toBe(true);
    expect(Object.isFrozen(esm.panel)).toBe(true);
  });
  it('pagemark/agent carries the Node-only pure helpers', () => {
    for (const k of [
      'decodeSnapshot',
      'frameToken',
      'makeBid',
      'normalizeSnapshotOptions',
      'parseBid',
      'parseCommand',
      'parseShortAction',
      'render',
      'stitchSnapshots',
    ])
      expect(typeof (agent as Record<string, unknown>)[k], k).toBe('function');
  });
});
