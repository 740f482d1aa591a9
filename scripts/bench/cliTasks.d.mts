export interface Target {
  label: string;
  after?: string;
}
export type Step = [string, ...unknown[]];
export interface Task {
  name: string;
  page: string;
  steps: Step[];
  done: string;
}
export const TASKS: Task[];
export interface Dialect {
  ref(line: string): string | null;
  open(url: string): string[];
  step(step: Step, ref: string | null): string[] | string[][];
  close(): string[];
  snapshotFile(out: string): string | null;
}
export const DIALECTS: Record<'pagemark' | 'playwright-cli', Dialect>;
export function findRef(outputs: string[], target: Target, dialect: Dialect): string | null;
export interface Exec {
  (argv: string[]): Promise<{ code: number; out: string; err: string }>;
}
export interface LogEntry {
  argv: string[];
  code: number;
  chars: number;
  text: string;
}
export function runTask(
  task: Task,
  base: string,
  dialect: 'pagemark' | 'playwright-cli',
  exec: Exec,
  cwd: string,
  opened?: boolean,
): Promise<{ done: boolean; ms: number; commands: number; log: LogEntry[] }>;
