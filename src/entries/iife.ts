/** IIFE entry of the core bundle (dist/pagemark.iife.js): installs the global `pagemark`. */
import * as api from '../api/index';
import { installGlobal } from '../api/installGlobal';

installGlobal(api as unknown as Record<string, unknown>);
