/**
 * `snapshotJson(options?)`: the snapshot as one JSON string, for drivers. Playwright, Puppeteer and
 * WebDriver serialise a returned object value by value through their own protocol walk, which costs
 * 10-40x the snapshot itself on large pages (measured by the benchmark); one string crosses the wire
 * at memcpy speed and `JSON.parse` in Node is fast. The pristine `JSON.stringify` is used: the page
 * may have replaced the global one. The model is flat, so it always serialises.
 */
import type { SnapshotOptions } from '../model/types';
import { jsonStringify } from '../platform/pristine';
import { snapshot } from './snapshot';

export function snapshotJson(options?: SnapshotOptions): string {
  return jsonStringify(snapshot(options));
}
