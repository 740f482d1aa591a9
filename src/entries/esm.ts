/** ESM entry (dist/pagemark.mjs): the whole API, with the cross-origin bridge turned on at import. */
import { enableBridge } from '../dom/bridge/enableBridge';

export * from '../index';
enableBridge();
