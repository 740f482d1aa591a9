/**
 * The browser-level tools, with Playwright MCP's names and arguments: navigate, navigate_back,
 * tabs (list, new, select, close), handle_dialog, file_upload, resize, close.
 */
import type { Tool, ToolContext } from './tool';
import { arr, bool, num, obj, str } from './schema';
import { runSteps } from './act';
import { resolveReadPath, type PathVerdict } from '../guard/outputPath';
import { errorReply, textReply } from './reply';
import { tabLine } from '../../core/render/renderSession';

/** Playwright MCP adds https:// to a URL written without a scheme (`example.com`); so do we. */
function normalizeUrl(u: string): string | null {
  const s = u.trim();
  if (!s) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s) && !/^localhost:\d/i.test(s)) return s;
  return /^(localhost|127\.|\[::1\])/i.test(s) ? `http://${s}` : `https://${s}`;
}

const navigate: Tool = {
  name: 'browser_navigate',
  title: 'Navigate to a URL',
  description: 'Navigate to a URL',
  inputSchema: obj({ url: str('The URL to navigate to') }, ['url']),
  run(a, ctx) {
    const url = normalizeUrl(String(a['url']));
    if (!url) return Promise.resolve(errorReply('INVALID_COMMAND', 'url is empty'));
    if (!URL.canParse(url) || (/^https?:/i.test(url) && !new URL(url).hostname))
      return Promise.resolve(
        errorReply(
          'INVALID_COMMAND',
          `"${String(a['url'])}" is not a valid URL`,
          'give a full URL, e.g. https://example.com/',
        ),
      );
    return runSteps(ctx, [{ cmd: { action: 'goto', url }, what: 'navigated' }]);
  },
};

const back: Tool = {
  name: 'browser_navigate_back',
  title: 'Go back',
  description: 'Go back to the previous page in the history',
  inputSchema: obj({}),
  run: (_a, ctx) => runSteps(ctx, [{ cmd: { action: 'back' }, what: 'went back' }]),
};

async function tabList(ctx: ToolContext): Promise<string> {
  const session = await ctx.host.session();
  return (await session.tabs()).map(tabLine).join('\n');
}

const tabs: Tool = {
  name: 'browser_tabs',
  title: 'Manage tabs',
  description: 'List, create, close, or select a browser tab.',
  inputSchema: obj(
    {
      action: str('Operation to perform', ['list', 'new', 'close', 'select']),
      index: num('Tab index, used for close/select. If omitted for close, current tab is closed.'),
      url: str('URL to navigate to in the new tab, used for new.'),
    },
    ['action'],
  ),
  async run(a, ctx) {
    const index = a['index'] as number | undefined;
    switch (a['action']) {
      case 'list':
        return textReply(`### Tabs (* the active one)\n${await tabList(ctx)}`);
      case 'new': {
        const url = typeof a['url'] === 'string' ? normalizeUrl(a['url']) : null;
        return runSteps(ctx, [{ cmd: url ? { action: 'newTab', url } : { action: 'newTab' }, what: 'opened a tab' }]);
      }
      case 'select':
        if (index === undefined) return errorReply('INVALID_COMMAND', 'select needs index');
        return runSteps(ctx, [{ cmd: { action: 'switchTab', tab: index }, what: `selected tab ${index}` }]);
      default: {
        const r = await runSteps(ctx, [
          {
            cmd: index === undefined ? { action: 'closeTab' } : { action: 'closeTab', tab: index },
            what: 'closed the tab',
          },
        ]);
        return r;
      }
    }
  },
};

const dialog: Tool = {
  name: 'browser_handle_dialog',
  title: 'Handle a dialog',
  description: 'Handle a dialog',
  inputSchema: obj(
    {
      accept: bool('Whether to accept the dialog.'),
      promptText: str('The text of the prompt in case of a prompt dialog.'),
    },
    ['accept'],
  ),
  run: (a, ctx) =>
    runSteps(ctx, [
      {
        cmd:
          typeof a['promptText'] === 'string'
            ? { action: 'dialog', accept: a['accept'] === true, text: a['promptText'] }
            : { action: 'dialog', accept: a['accept'] === true },
        what: a['accept'] ? 'accepted the dialog' : 'dismissed the dialog',
      },
    ]),
};

/** Uploads read only from the allowed roots (the working directory and the output folder by default). */
function outsideRoots(ctx: ToolContext, paths: string[]): PathVerdict | null {
  const roots = ctx.options.allowedRoots.length ? ctx.options.allowedRoots : [process.cwd(), ctx.options.outputDir];
  for (const p of paths) {
    const v = resolveReadPath(roots, p, 'uploads');
    if (!v.ok) return v;
  }
  return null;
}

const upload: Tool = {
  name: 'browser_file_upload',
  title: 'Upload files',
  description: 'Upload one or multiple files',
  inputSchema: obj({
    paths: arr(
      { type: 'string' },
      'The absolute paths to the files to upload. Can be single file or multiple files. If omitted, file chooser is cancelled.',
    ),
  }),
  async run(a, ctx) {
    const session = await ctx.host.session();
    const state = await session.state();
    if (!state.fileChooser)
      return errorReply('INVALID_COMMAND', 'no file chooser is open', 'click the file input first, then upload');
    const paths = (a['paths'] as string[] | undefined) ?? [];
    const bad = outsideRoots(ctx, paths);
    if (bad && !bad.ok) return errorReply(bad.code, bad.message, bad.hint);
    return runSteps(ctx, [
      {
        cmd: { action: 'upload', files: paths },
        what: paths.length ? `uploaded ${paths.length} file(s)` : 'cancelled the file chooser',
      },
    ]);
  },
};

const resize: Tool = {
  name: 'browser_resize',
  title: 'Resize browser window',
  description: 'Resize the browser window',
  inputSchema: obj({ width: num('Width of the browser window'), height: num('Height of the browser window') }, [
    'width',
    'height',
  ]),
  async run(a, ctx) {
    const session = await ctx.host.session();
    const page = session.page();
    if (!page) return errorReply('NO_SUCH_TAB', 'no tab is open');
    const width = Math.round(Number(a['width']));
    const height = Math.round(Number(a['height']));
    if (!(width > 0 && height > 0 && width <= 100_000 && height <= 100_000))
      return errorReply('INVALID_COMMAND', 'width and height must be whole numbers from 1 to 100000');
    await page.setViewportSize({ width, height });
    return runSteps(ctx, [
      { cmd: { action: 'noop' }, what: `resized to ${String(a['width'])}x${String(a['height'])}` },
    ]);
  },
};

const close: Tool = {
  name: 'browser_close',
  title: 'Close browser',
  description: 'Close the page',
  inputSchema: obj({}),
  async run(_a, ctx) {
    const was = await ctx.host.close();
    return textReply(`ok: ${was ? 'the browser is closed' : 'no browser was open'}`);
  },
};

export const browserTools: Tool[] = [navigate, back, tabs, dialog, upload, resize, close];
