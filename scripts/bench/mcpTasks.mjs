// The ten agent tasks of the session-CLI comparison (test/fixtures/sessioncli, steps in
// scripts/bench/cliTasks.mjs) through an MCP server: the same steps spoken as Playwright MCP tool
// calls, by the same client code for `pagemark mcp` and `@playwright/mcp` (issue 57: "complete agent
// tasks at <= 0.35x @playwright/mcp's median task time with the same success").
//
// A step names its element by a text on its line; the driver takes the ref from the newest answer
// that has it, as a model reads it. Playwright MCP 0.0.83 answers with a link to a snapshot file:
// the driver reads the file (as an agent with file access does; its tokens are counted apart, no
// tool call). When no answer so far has the element, it asks for a snapshot (one more call).
// `find` is pagemark's browser_find; Playwright MCP has no such tool and its snapshot already holds
// the whole page, so the step costs it nothing.
import fs from 'node:fs';
import path from 'node:path';
import { TASKS, findRef } from './cliTasks.mjs';
import { ROOT, textOf } from './mcpTask.mjs';

export { TASKS };

const DIALECTS = {
  pagemark: { ref: (line) => /^\*?\[([a-z]*\d+)\]/.exec(line)?.[1] ?? null, find: true },
  playwright: { ref: (line) => /\[ref=([a-z0-9]+)\]/.exec(line)?.[1] ?? null, find: false },
};

/** The tool call of a step on the element `ref`. */
function callOf(step, ref) {
  const [verb, target, value] = step;
  const element = target.label;
  switch (verb) {
    case 'fill':
    case 'type':
      return ['browser_type', { element, target: ref, text: value }];
    case 'select':
      return ['browser_select_option', { element, target: ref, values: [value] }];
    case 'check':
    case 'click':
      return ['browser_click', { element, target: ref }];
    default:
      throw new Error(`no MCP call for ${verb}`);
  }
}

/** The snapshot file an answer links to (Playwright MCP's `[Snapshot](file)`), read. */
function linked(text, outDir) {
  let body = '';
  for (const m of text.matchAll(/\[Snapshot\]\(([^)]+)\)/g)) {
    const f = [m[1], path.join(ROOT, m[1]), path.join(outDir, path.basename(m[1]))].find((p) => fs.existsSync(p));
    if (f) body += fs.readFileSync(f, 'utf8');
  }
  return body;
}

/**
 * One task on a connected client: navigate to its page, then its steps. Resolves done, calls, the
 * answers' text and the linked files' text (for token counts), and the time from the navigate call
 * to the last answer.
 */
export async function runMcpTask(client, which, task, base, outDir) {
  const dialect = DIALECTS[which];
  const outputs = [];
  const log = [];
  const call = async (name, args) => {
    const c0 = performance.now();
    const r = await client.callTool({ name, arguments: args });
    const ms = performance.now() - c0;
    const text = textOf(r);
    const file = linked(text, outDir);
    log.push({ name, text, file, ms, isError: r.isError === true });
    outputs.push(file ? `${text}\n${file}` : text);
    return r;
  };
  const t0 = performance.now();
  let ok = true;
  await call('browser_navigate', { url: base + task.page });
  for (const step of task.steps) {
    if (step[0] === 'find') {
      if (dialect.find) await call('browser_find', { text: step[1] });
      continue;
    }
    let ref = findRef(outputs, step[1], dialect);
    if (!ref) {
      await call('browser_snapshot', {});
      ref = findRef(outputs, step[1], dialect);
    }
    if (!ref) {
      ok = false;
      break;
    }
    const r = await call(...callOf(step, ref));
    if (r.isError === true) {
      ok = false;
      break;
    }
  }
  // The outcome not in the last answer: look at the page, as an agent checking its work would.
  if (ok && !outputs[outputs.length - 1].includes(task.done)) await call('browser_snapshot', {});
  const ms = performance.now() - t0;
  const done = ok && outputs[outputs.length - 1].includes(task.done);
  return { done, ms, calls: log.length, log };
}
