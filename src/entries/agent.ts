/**
 * ESM entry `pagemark/agent` (dist/agent.mjs): the agent loop for Node and for pages that import
 * it, plus the pure renderer a session needs when it snapshots over a wire (the extension backend).
 */
export * from '../core/agent/index';
export { render } from '../core/render/render';
export { parseCommand } from '../core/commands/parseCommand';
