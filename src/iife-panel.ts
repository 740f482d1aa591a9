/** IIFE entry of the bookmarklet and userscript bundle: the core API plus the panel. */
import * as api from './index';
import { installGlobal } from './delivery/installGlobal';
import { enableBridge } from './delivery/enableBridge';

// Only the copy that became the instance answers over the bridge (a second injection stays silent).
if (installGlobal(api as unknown as Record<string, unknown>)) enableBridge();
