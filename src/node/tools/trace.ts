/**
 * `--save-trace`: every call and its answer as one JSON line (trace.jsonl) and a Set-of-Marks
 * screenshot per step (step-N.png) in the output folder. `--codegen`: the acted elements' verified
 * locators become a Playwright script (codegen.ts). The Response feeds both, after it has masked
 * secrets (response.ts), so nothing here sees a secret's value except the script's own lines,
 * which writeScript masks as it writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import type { ElementRecord, Snapshot } from '../../core/model/types';
import type { LayerOptions } from './options';
import { codegenLine, writeScript, type CodegenStep } from './codegen';

export interface Recorder {
  /** One action through the session (codegen). */
  step(cmd: ActionCommand, r: ActionResult): void;
  /** One call and its masked answer text; `shot` takes the marked screenshot when a browser is open. */
  call(
    tool: string,
    args: Record<string, unknown>,
    text: string,
    isError: boolean,
    shot: () => Promise<Buffer | null>,
  ): Promise<void>;
  finish(): Promise<void>;
}

export function createRecorder(o: LayerOptions): Recorder | null {
  if (!o.saveTrace && !o.codegen) return null;
  const dir = path.resolve(o.outputDir);
  const lines: CodegenStep[] = [];
  let last: Snapshot | null = null;
  let n = 0;
  const recordOf = (i: unknown, s: Snapshot | null | undefined): ElementRecord | undefined =>
    s?.elements.find((e) => e.index === i || e.bid === i || e.elementId === i);
  return {
    step(cmd, r) {
      if (o.codegen && r.ok) {
        const rec = r.target ? (recordOf(r.target.index, last) ?? recordOf(r.target.index, r.snapshot)) : undefined;
        const line = codegenLine(cmd, rec);
        if (line) lines.push(line);
      }
      if (r.snapshot) last = r.snapshot;
    },
    async call(tool, args, text, isError, shot) {
      if (!o.saveTrace) return;
      fs.mkdirSync(dir, { recursive: true });
      n++;
      let file: string | undefined;
      const png = await shot().catch(() => null);
      if (png) {
        file = `step-${n}.png`;
        fs.writeFileSync(path.join(dir, file), png);
      }
      const entry = { step: n, time: new Date().toISOString(), tool, args, isError, result: text, screenshot: file };
      fs.appendFileSync(path.join(dir, 'trace.jsonl'), JSON.stringify(entry) + '\n');
    },
    async finish() {
      if (o.codegen && lines.length) writeScript(dir, o.codegen, lines, o.secrets);
    },
  };
}
