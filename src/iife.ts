/** IIFE entry of the core bundle (dist/pagemark.iife.js): installs the global `pagemark`. */
import * as api from './core';
import { installGlobal } from './delivery/installGlobal';

installGlobal(api as unknown as Record<string, unknown>);
