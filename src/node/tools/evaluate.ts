/**
 * browser_evaluate, Playwright MCP's name and arguments (`function`, an optional element `target`,
 * `filename`): the model's JavaScript in the page. Code execution is a capability the user grants:
 * without `--allow-eval` the tool is listed (a client written for Playwright MCP sees the same
 * tools) and every call answers NOT_ALLOWED, naming the flag.
 *
 * The code is evaluated by Playwright as an expression (`page.evaluateHandle` of a string), as
 * Playwright MCP does with its `eval` in the page; when it is a function it is called, with the
 * element when a target is given. The value comes back as JSON, fenced: it is page data. A dialog
 * the code opens blocks the page, and the evaluation with it, until answered: the answer then says
 * so instead of waiting (the dialog stays pending, and the Browser section names it).
 */
import { z } from 'zod/v4';
import type { Dialog } from 'playwright-core';
import { pmError } from '../../core/model/errors';
import { defineTabTool } from './tool';
import { targetOf, targetParams } from './params';
import { driverMessage } from '../guard/driverError';

const NOT_ALLOWED_HINT = 'use the other tools, or restart the server with --allow-eval to grant code execution';

/** The refusal of a tool that runs the model's code (`what`: where it runs) without --allow-eval. */
export const evalNotAllowed = (what: string) =>
  pmError('NOT_ALLOWED', `${what}, and this server was started without --allow-eval`, NOT_ALLOWED_HINT);

export const evaluate = defineTabTool({
  name: 'browser_evaluate',
  title: 'Evaluate JavaScript',
  description: 'Evaluate JavaScript expression on page or element (only when the server was started with --allow-eval)',
  schema: z
    .object({
      ...targetParams,
      function: z.string().describe('() => { /* code */ } or (element) => { /* code */ } when element is provided'),
      filename: z
        .string()
        .optional()
        .describe('File name to save the result to (relative to the output folder) instead of returning it'),
    })
    .strict(),
  async handle(tab, p, response) {
    if (!tab.ctx.options.allowEval) return response.fail(evalNotAllowed('browser_evaluate runs code in the page'));
    const file = p.filename !== undefined ? tab.ctx.outputFile(p.filename, 'result.json') : null;
    if (file && 'error' in file) return response.fail(file.error);
    const page = tab.page();
    let el = null;
    const raw = targetOf(p);
    if (raw !== undefined) {
      const t = await tab.target(raw);
      if (!t.ok) return response.fail(t.error);
      el = await tab.locatorOf(t).elementHandle({ timeout: tab.ctx.options.timeoutAction });
    }
    let onDialog = (_d: Dialog): void => {};
    const dialog = new Promise<'dialog'>((resolve) => {
      onDialog = () => resolve('dialog');
      page.once('dialog', onDialog);
    });
    let json: string;
    try {
      const fn = await page.evaluateHandle(`(${p.function})`);
      const work = el
        ? page.evaluate(([f, e]) => (typeof f === 'function' ? (f as (x: unknown) => unknown)(e) : f), [
            fn,
            el,
          ] as const)
        : page.evaluate((f) => (typeof f === 'function' ? (f as () => unknown)() : f), fn);
      work.catch(() => {});
      const value = await Promise.race([work, dialog]);
      response.showPage(tab, 'changes');
      if (value === 'dialog') {
        response.ok('evaluated; the code opened a dialog, its value is not known');
        return;
      }
      void fn.dispose().catch(() => {});
      json = JSON.stringify(value, null, 2) ?? 'undefined';
    } catch (e) {
      return response.fail(
        pmError(
          'SCRIPT_ERROR',
          driverMessage(e),
          'fix the function: it runs in the page as (element) => ... or () => ...',
        ),
      );
    } finally {
      page.off('dialog', onDialog);
      void el?.dispose().catch(() => {});
    }
    response.ok('evaluated');
    if (file) {
      const bad = tab.ctx.writeOutput(file.file, json);
      if (bad) return response.fail(bad);
      response.section('Value', `saved to ${file.file}`);
    } else response.pageSection('Value', json);
  },
});

export const evalTools = [evaluate];
