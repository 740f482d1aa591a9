/** IIFE entry of the bookmarklet and userscript bundle: the core API plus the panel. */
import * as api from '../index';
import { installGlobal } from '../api/installGlobal';
import { enableBridge } from '../dom/bridge/enableBridge';
import { panelAddons } from '../delivery/panel';
import { mountAgentTab } from '../delivery/panelAgent';
import { push } from '../builtins/pristine';

// The Agent tab rides in the panel builds only (not in the ESM build or the core IIFE).
push(panelAddons, mountAgentTab);

// Only the copy that became the instance answers over the bridge (a second injection stays silent).
if (installGlobal(api as unknown as Record<string, unknown>)) enableBridge();
