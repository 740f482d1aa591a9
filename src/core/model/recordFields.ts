/**
 * Where each ElementRecord field goes in the two formats that spell a record out key by key: the
 * JSON render (render 'json', whose key order is its contract) and the wire format (a record as an
 * array, then an object of the optional fields). One list for both, typed against ElementRecord: a
 * new field fails to compile until it has a row here, and a row says where it goes in each.
 *
 * The list is in the JSON order. `wire` is the field's position in the wire array, which is the
 * order the walk creates a record's keys in (dom/discovery/registration.ts): the decoder gives the
 * keys back in that order, and a record whose keys are in another order travels as a plain object.
 * A field the walk writes on every record has a position; an optional one (`?` in ElementRecord)
 * must be 'extra', and the type below refuses anything else.
 */
import type { ElementRecord } from './types';
import { push } from '../../builtins/pristine';

type Key = keyof ElementRecord;
/** A position in the wire array for a field every record has, else 'extra'. */
type WireSlot<K extends Key> = undefined extends ElementRecord[K] ? 'extra' : number;
interface Field<K extends Key = Key> {
  key: K;
  wire: WireSlot<K>;
  /** Left out of the JSON render (the tree position and the scroll extents are not part of it). */
  notInJson?: true;
}

/** A row read without its key's type. */
interface Placed {
  key: Key;
  wire: number | 'extra';
  notInJson?: true;
}

function field<K extends Key>(key: K, wire: WireSlot<K>, notInJson?: true): Field<K> {
  return notInJson ? { key, wire, notInJson } : { key, wire };
}

const FIELDS = [
  field('index', 0),
  field('bid', 1),
  field('elementId', 2),
  field('tag', 3),
  field('role', 4),
  field('name', 5),
  field('label', 'extra'),
  field('description', 'extra'),
  field('text', 6),
  field('value', 'extra'),
  field('inputType', 'extra'),
  field('attributes', 7),
  field('states', 8),
  field('options', 'extra'),
  field('bbox', 10),
  field('visibility', 11),
  field('isVisible', 12),
  field('concealed', 'extra'),
  field('inViewport', 13),
  field('isInteractive', 14),
  field('kind', 15),
  field('isTopElement', 16),
  field('obscuredBy', 17),
  field('clickable', 18),
  field('setOfMarks', 19),
  field('frame', 20),
  field('parent', 21),
  field('depth', 22),
  field('reason', 23),
  field('isNew', 24),
  field('locators', 9),
  field('node', 25, true),
  field('scroll', 'extra', true),
] as const;

/** The fields without a row: `never` while every field is placed, else a compile error naming them. */
type Unplaced = Exclude<Key, (typeof FIELDS)[number]['key']>;
const everyFieldPlaced: [Unplaced] extends [never] ? true : Unplaced = true;
void everyFieldPlaced;

/** The JSON render's keys, in its order. */
export const JSON_RECORD_KEYS: readonly Key[] = jsonKeys();
/** The wire array's fields, by position (the order the walk creates a record's keys in). */
export const WIRE_RECORD_FIELDS: readonly Key[] = wireFields();

function jsonKeys(): Key[] {
  const out: Key[] = [];
  for (let i = 0; i < FIELDS.length; i++) {
    const f: Placed = FIELDS[i]!;
    if (!f.notInJson) push(out, f.key);
  }
  return out;
}

function wireFields(): Key[] {
  const out: Key[] = [];
  for (let i = 0; i < FIELDS.length; i++) {
    const f: Placed = FIELDS[i]!;
    if (f.wire !== 'extra') out[f.wire] = f.key;
  }
  return out;
}
