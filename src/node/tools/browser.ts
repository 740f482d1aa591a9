/**
 * The browser-level tools, with Playwright MCP's names and arguments: tabs (list, new, select,
 * close), handle_dialog, file_upload, resize, close. A dialog and a file chooser stay pending until
 * the tool that answers them (Playwright MCP's modal states): the other tab tools are refused
 * meanwhile (tool.ts).
 */
import { z } from 'zod/v4';
import { pmError } from '../../core/model/errors';
import { defineTabTool, defineTool } from './tool';
import { normalizeUrl } from './navigate';
import { tabsText } from './effects';

export const tabs = defineTool({
  name: 'browser_tabs',
  title: 'Manage tabs',
  description: 'List, create, close, or select a browser tab.',
  schema: z
    .object({
      action: z.enum(['list', 'new', 'close', 'select']).describe('Operation to perform'),
      index: z
        .number()
        .optional()
        .describe('Tab index, used for close/select. If omitted for close, current tab is closed.'),
      url: z.string().optional().describe('URL to navigate to in the new tab, used for new.'),
    })
    .strict(),
  async handle(ctx, p, response) {
    const tab = await ctx.activeTab();
    switch (p.action) {
      case 'list':
        break;
      case 'new': {
        const url = p.url ? normalizeUrl(p.url) : null;
        if (url) {
          const bad = ctx.checkUrl(url);
          if (bad) return response.fail(bad);
        }
        await response.act(tab, [
          { cmd: url ? { action: 'newTab', url } : { action: 'newTab' }, what: 'opened a tab' },
        ]);
        break;
      }
      case 'select':
        if (p.index === undefined) return response.fail(pmError('INVALID_COMMAND', 'select needs index'));
        // The list below marks the tab (current): the outcome need not name it.
        await response.act(tab, [{ cmd: { action: 'switchTab', tab: p.index }, what: '' }]);
        break;
      default:
        await response.act(tab, [
          {
            cmd: p.index === undefined ? { action: 'closeTab' } : { action: 'closeTab', tab: p.index },
            what: 'closed the tab',
          },
        ]);
    }
    if (response.failed) return;
    // Every action answers with the tab list, as Playwright MCP's browser_tabs does (its Result).
    const list = tabsText(await tab.session.tabs());
    response.section('Result', list);
    ctx.tabsShown = list;
  },
});

export const handleDialog = defineTabTool({
  name: 'browser_handle_dialog',
  title: 'Handle a dialog',
  description: 'Handle a dialog',
  answers: 'dialog',
  schema: z
    .object({
      accept: z.boolean().describe('Whether to accept the dialog.'),
      promptText: z.string().optional().describe('The text of the prompt in case of a prompt dialog.'),
    })
    .strict(),
  async handle(tab, p, response) {
    response.restateHeader = true;
    await response.act(tab, [
      {
        cmd:
          p.promptText !== undefined
            ? { action: 'dialog', accept: p.accept, text: p.promptText }
            : { action: 'dialog', accept: p.accept },
        what: p.accept ? 'accepted the dialog' : 'dismissed the dialog',
      },
    ]);
  },
});

export const fileUpload = defineTabTool({
  name: 'browser_file_upload',
  title: 'Upload files',
  description: 'Upload one or multiple files',
  answers: 'fileChooser',
  schema: z
    .object({
      paths: z
        .array(z.string())
        .optional()
        .describe(
          'The absolute paths to the files to upload. Can be single file or multiple files. If omitted, file chooser is cancelled.',
        ),
    })
    .strict(),
  async handle(tab, p, response) {
    const state = await tab.session.state();
    if (!state.fileChooser)
      return response.fail(
        // Playwright MCP's sentence for a tool whose modal state is not there (its tab.ts).
        pmError(
          'INVALID_COMMAND',
          'The tool "browser_file_upload" can only be used when there is related modal state present.',
          'no file chooser is open: click the file input first, then upload',
        ),
      );
    const read = tab.ctx.readPaths(p.paths ?? [], 'uploads');
    if (!('paths' in read)) return response.fail(read);
    const paths = read.paths;
    await response.act(tab, [
      {
        cmd: { action: 'upload', files: paths },
        what: paths.length ? `uploaded ${paths.length} file(s)` : 'cancelled the file chooser',
      },
    ]);
  },
});

export const resize = defineTabTool({
  name: 'browser_resize',
  title: 'Resize browser window',
  description: 'Resize the browser window',
  schema: z
    .object({
      width: z.number().describe('Width of the browser window'),
      height: z.number().describe('Height of the browser window'),
    })
    .strict(),
  async handle(tab, p, response) {
    const size = { width: Math.round(p.width), height: Math.round(p.height) };
    await response.actOn(tab, `resized to ${size.width}x${size.height}`, () => tab.page().setViewportSize(size));
  },
});

export const close = defineTool({
  name: 'browser_close',
  title: 'Close browser',
  description: 'Close the page',
  schema: z.object({}).strict(),
  async handle(ctx, _p, response) {
    const was = await ctx.source.close();
    ctx.browserClosed();
    response.ok(was ? 'the browser is closed' : 'no browser was open');
  },
});

export const browserTools = [tabs, handleDialog, fileUpload, resize, close];
