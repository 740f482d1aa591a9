/**
 * `--save-trace`: every call and its answer as one JSON line (trace.jsonl) and a Set-of-Marks
 * screenshot per step (step-N.png) in the output folder. `--codegen`: the acted elements' verified
 * locators become a Playwright script. The Response feeds both, after it has masked secrets, so nothing here sees a secret's value except the script's own lines,
 * which writeScript masks as it writes. Every file goes through the output folder's writer
 * (guard/outputPath.ts): a symbolic link planted in the folder under a trace file's name is refused,
 * never followed.
 */
import path from 'node:path';
import type { ActionCommand } from '../../core/model/commands';
import type { ActionResult } from '../../core/model/actionResult';
import type { ElementRecord, Snapshot } from '../../core/model/types';
import type { LayerOptions } from './options';
import { codegenLine, writeScript, type CodegenStep } from './codegen';
import { writeOutputFile, type PathVerdict } from '../guard/outputPath';

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
  // A trace file the writer refused (a planted link, an unwritable folder) is said once on stderr;
  // the call goes on (the trace records the session, it is not part of an answer).
  let warned = false;
  const refused = (v: PathVerdict): string | null => {
    if (v.ok) return null;
    if (!warned) process.stderr.write(`pagemark: trace not written: ${v.message}\n`);
    warned = true;
    return v.message;
  };
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
      n++;
      let file: string | undefined;
      const png = await shot().catch(() => null);
      if (png && refused(writeOutputFile(dir, `step-${n}.png`, png)) === null) file = `step-${n}.png`;
      const entry = { step: n, time: new Date().toISOString(), tool, args, isError, result: text, screenshot: file };
      // The run's first line replaces what is there, as step-N.png replaces an older step's: a file
      // already under that name is another run's, or a page's download (saved in this same folder,
      // as Playwright MCP saves them) that appending would pass off as the start of this trace.
      refused(writeOutputFile(dir, 'trace.jsonl', JSON.stringify(entry) + '\n', n > 1));
    },
    async finish() {
      if (o.codegen && lines.length) writeScript(dir, o.codegen, lines, o.secrets);
    },
  };
}
