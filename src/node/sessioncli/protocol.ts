/**
 * What a client and its session's process say over the socket: one JSON line each way. The client
 * sends the command line as typed (the session process parses it, so the client stays small), the
 * session answers with the text to print and the exit code.
 */
import type { ServerTimings } from '../tools/commandClock';

export interface Request {
  /** The verb and its arguments, session flags removed. */
  argv: string[];
  /** The client's working folder: relative file paths (upload, screenshot) are relative to it. */
  cwd: string;
  /** The client started the session's process for this command (an `open` whose flags apply). */
  started?: boolean;
  /** Send back where the command's time went (PAGEMARK_TIMING=1). */
  timing?: boolean;
}

export interface Reply {
  /** What to print on stdout (an error goes to stderr). */
  text: string;
  /** The process exit code (the CLI's: 0 ok, 1 action failed, 2 bad usage, 3 page not loaded, 4 no browser). */
  exit: number;
  /** The typed error's code, when the command failed. */
  code?: string;
  /** The session process ends after this answer (close). */
  closing?: boolean;
  /** Where the time went, when the request asked (timing.ts). */
  timings?: ServerTimings;
}

/** The session process's parts of one command, ms (the tool layer's clock). */
export type { ServerTimings };

/** Reads one newline-terminated JSON value from chunks; null until the line is complete. */
export function lineReader(): (chunk: Buffer | string) => unknown {
  let buf = '';
  return (chunk) => {
    buf += chunk.toString();
    const nl = buf.indexOf('\n');
    if (nl < 0) return null;
    const line = buf.slice(0, nl);
    buf = buf.slice(nl + 1);
    return JSON.parse(line) as unknown;
  };
}
