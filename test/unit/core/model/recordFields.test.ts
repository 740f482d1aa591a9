// The one list of record fields: the JSON render's key order and the wire array's positions.
import { describe, expect, it } from 'vitest';
import { JSON_RECORD_KEYS, WIRE_RECORD_FIELDS } from '../../../../src/core/model/recordFields';
import { rec } from '../build';

describe('recordFields', () => {
  it('wire positions are 0..n-1, each field once, in the order a record is built', () => {
    expect(WIRE_RECORD_FIELDS.length).toBe(26);
    expect(Object.keys(WIRE_RECORD_FIELDS).length).toBe(26); // no hole
    expect(new Set(WIRE_RECORD_FIELDS).size).toBe(26);
    expect(Object.keys(rec({ index: 0, tag: 'a' })).slice(0, 26)).toEqual(WIRE_RECORD_FIELDS);
  });
  it('the JSON render keeps its contract order and leaves out the tree position and scroll', () => {
    expect(JSON_RECORD_KEYS).toEqual([
      'index',
      'bid',
      'elementId',
      'tag',
      'role',
      'name',
      'label',
      'description',
      'text',
      'value',
      'inputType',
      'attributes',
      'states',
      'options',
      'bbox',
      'visibility',
      'isVisible',
      'concealed',
      'inViewport',
      'isInteractive',
      'kind',
      'isTopElement',
      'obscuredBy',
      'clickable',
      'setOfMarks',
      'frame',
      'parent',
      'depth',
      'reason',
      'isNew',
      'locators',
    ]);
  });
});
