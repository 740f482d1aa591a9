/**
 * ESM entry `pagemark/agent` (dist/agent.mjs): the agent loop for Node and for pages that import
 * it, plus the pure helpers Node code needs around a page (they are not on the page's `pagemark`):
 * the renderer, the command dialects, the wire decoder, the frame stitcher and the bid helpers, for
 * a session that snapshots over a wire (the extension backend) or a driver of one's own.
 */
export * from '../agent/index';
export { render } from '../core/render/render';
export { parseCommand } from '../core/commands/parseCommand';
export { parseShortAction } from '../core/commands/parseShortAction';
export { decodeSnapshot } from '../core/wire/decodeSnapshot';
export { stitchSnapshots } from '../core/stitch/stitchSnapshots';
export { frameToken, makeBid, parseBid } from '../core/model/frameId';
export { normalizeSnapshotOptions } from '../core/model/normalizeSnapshotOptions';
