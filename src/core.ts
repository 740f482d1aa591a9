/**
 * The core API, without the panel UI: what `dist/pagemark.iife.js` (the bundle automation injects)
 * carries. `index.ts` adds the panel for the ESM build; the bookmarklet and userscript use
 * `iife-panel.ts`.
 */
export { snapshot } from './registry/snapshot';
export { snapshotAsync } from './registry/snapshotAsync';
export { snapshotJson, snapshotWire } from './registry/snapshotJson';
export { render } from './render/render';
export { highlight, clearHighlights } from './highlight/highlight';
export { act } from './actions/act';
export { parseCommand } from './actions/parseCommand';
export { fileInputOf } from './actions/upload';
export { getHistory, getLastAction, getLastActionError, history } from './actions/history';
export { observe } from './observe/observe';
export { dispose } from './delivery/disposeAll';
export { installHooks, hookStatus } from './delivery/installHooks';
export { elementByIndex, instanceId, lastSnapshot, reserveIndexes } from './registry/registry';
export { frameSlot } from './registry/snapshot';
export { stitchSnapshots } from './frames/stitchSnapshots';
export { frameToken, parseBid, makeBid } from './model/frameId';
export { normalizeSnapshotOptions } from './model/normalizeSnapshotOptions';
export { UsageError } from './model/errors';
export type * from './model/types';
export type { PagemarkError, ErrorCode } from './model/errors';
export type { ActionCommand, ActionResult, ActionEffects, TargetRef, Verb } from './actions/types';
export type {
  Format,
  RenderOptions,
  TextRenderOptions,
  HtmlRenderOptions,
  JsonRenderOptions,
  AxtreeRenderOptions,
} from './render/render';
export const version: string = '__PAGEMARK_VERSION__';
