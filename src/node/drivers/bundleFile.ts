/**
 * Which page bundle the Node hosts (attach, the CLI, the MCP server) inject: the minified one by
 * default, a fifth of the unminified one's bytes, parsed in every frame of every page; the unminified
 * one when PAGEMARK_DEBUG_BUNDLE=1, for reading stack traces and stepping through it in DevTools.
 * The minified one has a source map beside it (pagemark.iife.min.js.map, no sourceMappingURL comment
 * in the bundle: an injected script has no URL to resolve it against).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEBUG_BUNDLE_ENV = 'PAGEMARK_DEBUG_BUNDLE';

export function bundleFile(dir: string, env: Record<string, string | undefined> = process.env): string {
  const debug = env[DEBUG_BUNDLE_ENV];
  return path.join(dir, debug && debug !== '0' ? 'pagemark.iife.js' : 'pagemark.iife.min.js');
}

/** The bundle a host injects: `options.source` when given, else the file beside the built module. */
export function bundleSource(options: { source?: string }): string {
  return options.source ?? readFileSync(bundleFile(fileURLToPath(new URL('.', import.meta.url))), 'utf8');
}
