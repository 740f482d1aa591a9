/** IIFE entry of the bookmarklet and userscript bundle: the core API plus the panel. */
import * as api from './index';
import { installGlobal } from './delivery/installGlobal';

installGlobal(api as unknown as Record<string, unknown>);
