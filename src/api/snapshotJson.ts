/**
 * `snapshotJson(options?)`: the snapshot as one JSON string, for drivers. Playwright, Puppeteer and
 * WebDriver serialise a returned object value by value through their own protocol walk, which costs
 * 10-40x the snapshot itself on large pages (measured by the benchmark); one string crosses the wire
 * at memcpy speed and `JSON.parse` in Node is fast. The pristine `JSON.stringify` is used: the page
 * may have replaced the global one. The model is flat, so it always serialises.
 */
import type { SnapshotOptions } from '../core/model/snapshotOptions';
import { jsonStringify } from '../builtins/pristine';
import { snapshot } from './snapshot';
import { encodeSnapshot } from '../core/wire/encodeSnapshot';

export function snapshotJson(options?: SnapshotOptions): string {
  return jsonStringify(snapshot(options));
}

/**
 * `snapshotWire(options?)`: the snapshot in the compact wire format (src/core/wire/encodeSnapshot.ts), for
 * drivers that decode it in Node with `decodeSnapshot` (the host helpers and the CLI do): less than
 * half the bytes of snapshotJson, so the round trip costs less than the snapshot.
 */
export function snapshotWire(options?: SnapshotOptions): string {
  // Encoded before any caller sees it: its locator entries are as buildLocators made them.
  return encodeSnapshot(snapshot(options), true);
}
