// INTERIM (owned by the locators developer).
import type { ElementRecord } from '../model/types';

export interface LocatorItem {
  record: ElementRecord;
  element: Element;
}
export interface LocatorOptions {
  markAttribute: string | false;
}
/** Fill `record.locators` for every item of one snapshot (called once, after the walk). */
export function buildLocators(items: LocatorItem[], options: LocatorOptions): void {
  void items;
  void options;
}
