/**
 * `open`'s launch flags as the tool layer's options (the MCP server's, parsed by its own parser so
 * both read a flag the same way), and the session's idle timeout.
 */
import { parseMcpOptions } from '../mcp/options';
import type { McpOptions } from '../mcp/options';

type Values = Record<string, string | boolean | undefined>;

/**
 * A session ends after this long without a command, so a session an agent forgot (or whose terminal
 * died) does not keep a browser running for ever: 30 minutes, `--idle-timeout S` or
 * PAGEMARK_SESSION_IDLE_TIMEOUT (seconds; 0: never).
 */
export const DEFAULT_IDLE_SECONDS = 1800;

/** A CLI's budget is smaller than MCP's: an action prints only what changed, `find` reaches the rest. */
export const DEFAULT_MAX_TOKENS = 4000;

export type LaunchOptions = { ok: true; options: McpOptions; idleSeconds: number } | { ok: false; message: string };

export function launchOptions(v: Values, env: NodeJS.ProcessEnv): LaunchOptions {
  const argv: string[] = [];
  const str = (flag: string, to = flag) => {
    if (typeof v[flag] === 'string') argv.push(`--${to}`, v[flag]);
  };
  if (v['headed']) argv.push('--headed');
  if (v['headless']) argv.push('--headless');
  if (v['allow-eval']) argv.push('--allow-eval');
  if (v['no-sandbox']) argv.push('--no-sandbox');
  str('browser');
  str('executable-path');
  str('cdp', 'cdp-endpoint');
  str('profile', 'user-data-dir');
  str('output-dir');
  str('viewport-size');
  argv.push('--max-tokens', typeof v['max-tokens'] === 'string' ? v['max-tokens'] : String(DEFAULT_MAX_TOKENS));
  if (typeof v['output-dir'] !== 'string') argv.push('--output-dir', '.pagemark');
  const parsed = parseMcpOptions(argv, env);
  if (!parsed.ok) return parsed;
  if (typeof v['connect'] === 'string') {
    if (parsed.options.cdpEndpoint) return { ok: false, message: 'use --connect or --cdp, not both' };
    parsed.options.connectEndpoint = v['connect'];
  }
  const rawIdle = (v['idle-timeout'] as string | undefined) ?? env['PAGEMARK_SESSION_IDLE_TIMEOUT'];
  const idleSeconds = rawIdle === undefined ? DEFAULT_IDLE_SECONDS : Number(rawIdle);
  if (!Number.isFinite(idleSeconds) || idleSeconds < 0)
    return { ok: false, message: `--idle-timeout takes seconds (got "${String(rawIdle)}")` };
  return { ok: true, options: parsed.options, idleSeconds };
}
