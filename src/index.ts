/**
 * pagemark: eyes and hands for LLM web agents, injected into any page.
 * ESM entry. The IIFE entry (iife.ts) exposes the same API as the global `pagemark`.
 */
export { snapshot } from './registry/snapshot';
export { render } from './render/render';
export { highlight, clearHighlights } from './highlight/highlight';
export { act } from './actions/act';
export { observe } from './observe/observe';
export { dispose } from './delivery/disposeAll';
export { installHooks, hookStatus } from './delivery/installHooks';
export { openPanel, closePanel, togglePanel, isPanelOpen, panelState } from './delivery/panel';
export { parseShortAction } from './delivery/parseShortAction';
export { elementByIndex, lastSnapshot } from './registry/registry';
export { frameToken, parseBid, makeBid } from './model/frameId';
export { normalizeSnapshotOptions } from './model/normalizeSnapshotOptions';
export { UsageError } from './model/errors';
export type * from './model/types';
export type { PagemarkError, ErrorCode } from './model/errors';
export const version: string = '__PAGEMARK_VERSION__';
