/**
 * pagemark: eyes and hands for LLM web agents, injected into any page.
 * ESM entry: the core API plus the panel. The IIFE entries expose the same API as the global `pagemark`.
 */
export * from './api/index';
export { openPanel, closePanel, togglePanel, isPanelOpen, panelState } from './delivery/panel';
export { parseShortAction } from './core/commands/parseShortAction';
export { enableBridge } from './dom/bridge/enableBridge';
export { decodeSnapshot } from './core/wire/decodeSnapshot';
