/*! pagemark v0.1.0 | MIT License | zero runtime dependencies */
import type * as Pagemark from './pagemark.js';

declare global {
  /** Installed by pagemark.iife.js / pagemark.iife.min.js. */
  var pagemark: Omit<typeof Pagemark, 'panel'>;
}
export {};
