/**
 * The core API, without the panel UI: what `dist/pagemark.iife.js` (the bundle automation injects)
 * carries. `index.ts` adds the panel for the ESM build; the bookmarklet and userscript use
 * `iife-panel.ts`.
 */
export { snapshot, snapshotAsync } from './snapshot';
export { snapshotJson, snapshotWire } from './snapshotJson';
export { render } from '../core/render/render';
export { highlight, clearHighlights } from './highlight';
export { act } from '../dom/actions/act';
export { parseCommand } from '../core/commands/parseCommand';
export { fileInputOf } from '../dom/actions/upload';
export { getHistory, getLastAction, getLastActionError, history } from '../dom/actions/history';
export { observe } from './observe';
export { dispose } from './dispose';
export { installHooks, hookStatus } from '../dom/discovery/installHooks';
export { elementByIndex, instanceId, lastSnapshot, reserveIndexes } from '../dom/identity/registry';
export { frameSlot } from '../dom/snapshot/snapshot';
export { stitchSnapshots } from '../core/stitch/stitchSnapshots';
export { frameToken, parseBid, makeBid } from '../core/model/frameId';
export { normalizeSnapshotOptions } from '../core/model/normalizeSnapshotOptions';
export { UsageError } from '../core/model/errors';
export type * from '../core/model/types';
export type { PagemarkError, ErrorCode } from '../core/model/errors';
export type { ActionCommand, ActionResult, ActionEffects, TargetRef, Verb } from '../core/model/commands';
export type {
  Format,
  RenderOptions,
  RenderOptionsByFormat,
  TextRenderOptions,
  HtmlRenderOptions,
  JsonRenderOptions,
  AxtreeRenderOptions,
} from '../core/render/render';
export const version: string = '__PAGEMARK_VERSION__';
