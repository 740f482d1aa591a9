/**
 * pagemark: eyes and hands for LLM web agents, injected into any page.
 * ESM entry: the core API plus the panel (`panel.open()`, `panel.toggle()`, ...). The IIFE entries
 * expose the same API as the global `pagemark`. Node-only helpers (decodeSnapshot, parseShortAction,
 * ...) are exported by `pagemark/agent`, not here (docs/api.md).
 */
export * from './api/index';
export { panel } from './delivery/panelApi';
export type { Panel } from './delivery/panelApi';
