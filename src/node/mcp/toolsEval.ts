/**
 * browser_evaluate, Playwright MCP's name and arguments (`function`, an optional element `target`,
 * `filename`): the model's JavaScript in the page. Code execution is a capability the user grants:
 * without `--allow-eval` the tool is listed (a client written for Playwright MCP sees the same
 * tools) and every call answers NOT_ALLOWED, naming the flag.
 *
 * The code is evaluated by Playwright as an expression (`page.evaluateHandle` of a string), as
 * Playwright MCP does with its `eval` in the page; when it is a function it is called, with the
 * element when a target is given. The value comes back as JSON, fenced: it is page data.
 */
import type { Tool } from './tool';
import { writeOutputFile } from '../guard/outputPath';
import { obj, str, targetProps } from './schema';
import { elementOf, isReply, runSteps, targetOf } from './act';
import { dialogText, errorReply, textReply } from './reply';
import { fencePageText } from '../../core/render/fence';

const evaluate: Tool = {
  name: 'browser_evaluate',
  title: 'Evaluate JavaScript',
  description: 'Evaluate JavaScript expression on page or element (only when the server was started with --allow-eval)',
  inputSchema: obj(
    {
      ...targetProps(),
      function: str('() => { /* code */ } or (element) => { /* code */ } when element is provided'),
      filename: str('File name to save the result to (relative to the output folder) instead of returning it'),
    },
    ['function'],
  ),
  async run(a, ctx) {
    if (!ctx.options.allowEval)
      return errorReply(
        'NOT_ALLOWED',
        'browser_evaluate runs code in the page, and this server was started without --allow-eval',
        'use the other tools, or restart the server with --allow-eval to grant code execution',
      );
    const session = await ctx.host.session();
    const page = session.page();
    if (!page) return errorReply('NO_SUCH_TAB', 'no tab is open');
    const state = await session.state();
    const d = state.dialogs.find((x) => x.tabId === state.activeTabId);
    if (d)
      return errorReply(
        'DIALOG_PENDING',
        `a ${d.type} dialog blocks ${d.tabId}`,
        'answer it with browser_handle_dialog first',
      );
    let el = null;
    if (a['target'] !== undefined || a['ref'] !== undefined) {
      const t = await targetOf(ctx, a);
      if (isReply(t)) return t;
      el = await elementOf(ctx, t);
      if (!el) return errorReply('NOT_FOUND', `no element ${String(t)} in the page`, 'take a browser_snapshot');
    }
    let json: string;
    // A dialog the code opens blocks the page, and Playwright's evaluate with it, until it is
    // answered: the answer then says so instead of waiting (the dialog stays pending).
    let onDialog = (): void => {};
    const dialog = new Promise<'dialog'>((resolve) => {
      onDialog = () => resolve('dialog');
      page.once('dialog', onDialog);
    });
    try {
      const fn = await page.evaluateHandle(`(${String(a['function'])})`);
      const work = el
        ? page.evaluate(([f, e]) => (typeof f === 'function' ? (f as (x: unknown) => unknown)(e) : f), [
            fn,
            el,
          ] as const)
        : page.evaluate((f) => (typeof f === 'function' ? (f as () => unknown)() : f), fn);
      work.catch(() => {});
      const value = await Promise.race([work, dialog]);
      if (value === 'dialog') {
        const state = await session.state();
        const lines = state.dialogs.filter((d) => d.tabId === state.activeTabId).map(dialogText);
        return textReply(
          `ok: evaluated; the code opened a dialog, its value is not known\n### Browser\n${lines.join('\n')}`,
        );
      }
      void fn.dispose().catch(() => {});
      json = JSON.stringify(value, null, 2) ?? 'undefined';
    } catch (e) {
      return errorReply(
        'SCRIPT_ERROR',
        (e as Error).message.split('\n')[0] ?? 'the script failed',
        'fix the function: it runs in the page as (element) => ... or () => ...',
      );
    } finally {
      page.off('dialog', onDialog);
      void el?.dispose().catch(() => {});
    }
    let shown = `### Value\n${fencePageText(json, ctx.view.nonce)}`;
    if (typeof a['filename'] === 'string') {
      const w = writeOutputFile(ctx.options.outputDir, a['filename'], json);
      if (!w.ok) return errorReply(w.code, w.message, w.hint);
      shown = `### Value\nsaved to ${w.path}`;
    }
    // What the code changed on the page, as after any action.
    const after = (await runSteps(ctx, [{ cmd: { action: 'noop' }, what: 'evaluated' }])).content[0];
    const text = after?.type === 'text' ? after.text : 'ok: evaluated';
    const [first, ...rest] = text.split('\n');
    return textReply([first, shown, ...rest].join('\n'));
  },
};

export const evalTools: Tool[] = [evaluate];
