import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

export const ROOT: string;
export const FIXTURES: string;
export interface ServerCommand {
  command: string;
  args: string[];
}
export function serverCommand(which: 'playwright' | 'pagemark', extra?: string[]): ServerCommand;
export function serveFolder(dir: string): Promise<{ base: string; close(): Promise<void> }>;
export function connect(cmd: ServerCommand): Promise<{ client: Client; transport: StdioClientTransport }>;
export function textOf(r: object): string;
export function refFor(text: string, label: string): string | null;
export interface TaskStep {
  name: string;
  /** The script's step, null for a call a server needs on top of the script. */
  step: string | null;
  ms: number;
  chars: number;
  text: string;
  isError: boolean;
}
export function runFormTask(
  client: Client,
  base: string,
): Promise<{ completed: boolean; ms: number; calls: number; steps: number; chars: number; log: TaskStep[] }>;
