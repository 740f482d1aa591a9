/**
 * pagemark: eyes and hands for LLM web agents, injected into any page.
 * ESM entry: the core API plus the panel. The IIFE entries expose the same API as the global `pagemark`.
 */
export * from './core';
export { openPanel, closePanel, togglePanel, isPanelOpen, panelState } from './delivery/panel';
export { parseShortAction } from './delivery/parseShortAction';
export { enableBridge } from './delivery/enableBridge';
export { decodeSnapshot } from './wire/decodeSnapshot';
