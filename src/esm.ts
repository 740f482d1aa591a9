/** ESM entry (dist/pagemark.mjs): the whole API, with the cross-origin bridge turned on at import. */
import { enableBridge } from './delivery/enableBridge';

export * from './index';
enableBridge();
