// Shared by the MCP server specs: the fixture server, a client over stdio, the browser processes a
// server started (its descendants in /proc), and the version of the text of a tool answer.
import fs from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { serverCommand } from '../../../../scripts/bench/mcpTask.mjs';

export {
  FIXTURES,
  serveFolder,
  serverCommand,
  textOf,
  refFor,
  runFormTask,
} from '../../../../scripts/bench/mcpTask.mjs';

export const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
export const HAVE_CHROMIUM = fs.existsSync(CHROMIUM);

export async function stdioClient(which: 'pagemark' | 'playwright' = 'pagemark', extra: string[] = []) {
  const cmd = serverCommand(which, extra);
  const transport = new StdioClientTransport({ ...cmd, stderr: 'pipe' });
  const client = new Client({ name: 'pagemark-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

/** The pids of every descendant of `pid` (Linux /proc). */
export function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after it are fixed.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(d), Number(rest[1]));
    } catch {
      /* gone */
    }
  }
  const out: number[] = [];
  const walk = (p: number): void => {
    for (const [c, pp] of parent) {
      if (pp !== p || out.includes(c)) continue;
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

export const alive = (pid: number): boolean => {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/\) Z /.test(s); // a zombie has exited
  } catch {
    return false;
  }
};

export async function waitGone(pids: number[], ms = 15_000): Promise<number[]> {
  const end = Date.now() + ms;
  let left = pids.filter(alive);
  while (left.length && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    left = left.filter(alive);
  }
  return left;
}
