/**
 * `--save-trace`: every call and its answer as one JSON line (trace.jsonl) and a Set-of-Marks
 * screenshot per step (step-N.png) in the output folder; secrets are masked before anything is
 * written. `--codegen`: the acted elements' verified locators become a Playwright script (codegen.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { McpOptions } from './options';
import type { Recorder, ToolContext } from './tool';
import type { ToolReply } from './reply';
import type { ElementRecord, Snapshot } from '../../core/model/types';
import { codegenLine, writeScript, type CodegenStep } from './codegen';
import { markedScreenshot } from './toolsPage';

export interface SessionRecorder extends Recorder {
  call(tool: string, args: Record<string, unknown>, reply: ToolReply, ctx: ToolContext): Promise<void>;
  finish(): Promise<void>;
}

function mask(s: string, secrets: Record<string, string>): string {
  let out = s;
  for (const [k, v] of Object.entries(secrets)) if (v) out = out.split(v).join(`<secret>${k}</secret>`);
  return out;
}

export function createRecorder(o: McpOptions): SessionRecorder | null {
  if (!o.saveTrace && !o.codegen) return null;
  const dir = path.resolve(o.outputDir);
  const lines: CodegenStep[] = [];
  let last: Snapshot | null = null;
  let n = 0;
  const recordOf = (i: unknown, s: Snapshot | null | undefined): ElementRecord | undefined =>
    s?.elements.find((e) => e.index === i || e.bid === i || e.elementId === i);
  return {
    step(cmd, r, session) {
      void session;
      if (o.codegen && r.ok) {
        const rec = r.target ? (recordOf(r.target.index, last) ?? recordOf(r.target.index, r.snapshot)) : undefined;
        const line = codegenLine(cmd, rec);
        if (line) lines.push(line);
      }
      if (r.snapshot) last = r.snapshot;
    },
    async call(tool, args, reply, ctx) {
      if (!o.saveTrace) return;
      fs.mkdirSync(dir, { recursive: true });
      n++;
      let shot: string | undefined;
      if (ctx.host.isOpen && tool !== 'browser_close') {
        const png = await markedScreenshot(ctx).catch(() => null);
        if (png) {
          shot = `step-${n}.png`;
          fs.writeFileSync(path.join(dir, shot), png);
        }
      }
      const text = reply.content.map((c) => (c.type === 'text' ? c.text : `[${c.mimeType}]`)).join('\n');
      const entry = {
        step: n,
        time: new Date().toISOString(),
        tool,
        args,
        isError: reply.isError === true,
        result: text,
        screenshot: shot,
      };
      fs.appendFileSync(path.join(dir, 'trace.jsonl'), mask(JSON.stringify(entry), o.secrets) + '\n');
    },
    async finish() {
      if (o.codegen && lines.length) writeScript(dir, o.codegen, lines, o.secrets);
    },
  };
}
