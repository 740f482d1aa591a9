/**
 * browser_run_code_unsafe, with @playwright/mcp 0.0.83's name and arguments (playwright-core
 * `tools/backend/runCode.ts`): the model's function called with the Playwright `page`, in this
 * server's process. That is code execution on the host, so it sits behind the same opt-in as
 * browser_evaluate (`--allow-eval`; without it the tool is listed and answers NOT_ALLOWED). The
 * function runs in its own `vm` context, as there, which holds only `page`: that keeps the
 * server's own globals out of its scope, and is no sandbox (the page object reaches Node).
 * `filename` reads the code from a file in the output folder. The returned value comes back as
 * JSON, fenced as page data (it is what the page gave back).
 */
import fs from 'node:fs';
import vm from 'node:vm';
import { z } from 'zod/v4';
import { pmError } from '../../core/model/errors';
import { defineTabTool } from './tool';
import { evalNotAllowed } from './evaluate';

export const runCode = defineTabTool({
  name: 'browser_run_code_unsafe',
  title: 'Run Playwright code (unsafe)',
  description:
    'Run a Playwright code snippet. Unsafe: executes arbitrary JavaScript in the Playwright server process and is RCE-equivalent (only when the server was started with --allow-eval).',
  schema: z
    .object({
      code: z
        .string()
        .optional()
        .describe(
          "A JavaScript function containing Playwright code to execute. It will be invoked with a single argument, page, which you can use for any page interaction. For example: `async (page) => { await page.getByRole('button', { name: 'Submit' }).click(); return await page.title(); }`",
        ),
      filename: z
        .string()
        .optional()
        .describe(
          'Load code from this file in the output folder. If both code and filename are provided, code will be ignored.',
        ),
    })
    .strict(),
  async handle(tab, p, response) {
    if (!tab.ctx.options.allowEval)
      return response.fail(evalNotAllowed('browser_run_code_unsafe runs code in the server process'));
    let code = p.code;
    if (p.filename !== undefined) {
      const file = tab.ctx.outputFile(p.filename, 'code.js');
      if ('error' in file) return response.fail(file.error);
      if (!fs.existsSync(file.file)) return response.fail(pmError('NOT_FOUND', `${file.file} does not exist`));
      code = fs.readFileSync(file.file, 'utf8');
    }
    if (code === undefined) return response.fail(pmError('INVALID_COMMAND', 'give code or filename'));
    const page = tab.page();
    const sandbox = vm.createContext({ page });
    let value: unknown;
    const ok = await response.actOn(
      tab,
      'ran the code',
      async () => {
        const fn: unknown = vm.runInContext(`(${code})`, sandbox);
        if (typeof fn !== 'function') throw new Error('code is not a function');
        value = await (fn as (p: unknown) => unknown)(page);
      },
      'SCRIPT_ERROR',
    );
    if (ok && value !== undefined) response.pageSection('Result', JSON.stringify(value, null, 2) ?? String(value));
  },
});

export const runCodeTools = [runCode];
