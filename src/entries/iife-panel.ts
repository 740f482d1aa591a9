/** IIFE entry of the bookmarklet and userscript bundle: the core API plus the panel. */
import * as api from '../index';
import { installGlobal } from '../api/installGlobal';
import { enableBridge } from '../dom/bridge/enableBridge';

// Only the copy that became the instance answers over the bridge (a second injection stays silent).
if (installGlobal(api as unknown as Record<string, unknown>)) enableBridge();
