/**
 * The observation tools: snapshot (pagemark's indexed text under a token budget), find (text or a
 * regular expression in the page text, without the whole snapshot), take_screenshot, wait_for.
 * Names and arguments are Playwright MCP's (its tools/list).
 */
import type { Tool, ToolContext } from './tool';
import { resolveOutputPath, writeOutputFile } from '../guard/outputPath';
import { bool, maxTokensProp, num, obj, str, targetProps } from './schema';
import { findText, fullText } from './observe';
import { errorReply, textReply, type Content, type ToolReply } from './reply';
import { elementOf, isReply, runSteps, targetOf } from './act';
import { renderSessionHeader } from '../../core/render/renderSession';

/** The Set-of-Marks screenshot of the active tab (--vision, --save-trace). */
export async function markedScreenshot(ctx: ToolContext): Promise<Buffer | null> {
  const session = await ctx.host.session();
  const page = session.page();
  if (!page) return null;
  const s = await session.snapshot();
  try {
    await page.evaluate(
      (snap) => (globalThis as never as { pagemark: { highlight(s: unknown): void } }).pagemark.highlight(snap),
      s as never,
    );
    return await page.screenshot({ type: 'png' });
  } finally {
    await page
      .evaluate(() => (globalThis as never as { pagemark: { clearHighlights(): void } }).pagemark.clearHighlights())
      .catch(() => {});
  }
}

async function snapshotReply(ctx: ToolContext, maxTokens?: number): Promise<ToolReply> {
  const session = await ctx.host.session();
  const state = await session.state();
  const head = renderSessionHeader({ ...state, downloads: [] });
  if (state.dialogs.some((d) => d.tabId === state.activeTabId)) return textReply(head);
  const s = await session.snapshot();
  const text =
    (head ? `${head}\n\n` : '') + fullText(s, ctx.view, state.activeTabId, maxTokens ?? ctx.options.maxTokens);
  const content: Content[] = [{ type: 'text', text }];
  if (ctx.options.vision) {
    const png = await markedScreenshot(ctx).catch(() => null);
    if (png) content.push({ type: 'image', data: png.toString('base64'), mimeType: 'image/png' });
  }
  return { content };
}

const snapshot: Tool = {
  name: 'browser_snapshot',
  title: 'Page snapshot',
  description:
    'Capture the page as pagemark indexed text: one line per element, its ref in brackets ([12]); better than a screenshot',
  readOnly: true,
  inputSchema: obj({
    target: str('Accepted for compatibility; the snapshot is always of the whole page'),
    filename: str('Save snapshot to a file instead of returning it in the response (relative to the output folder)'),
    depth: num('Accepted for compatibility (the text format is flat)'),
    boxes: bool('Accepted for compatibility'),
    ...maxTokensProp,
  }),
  async run(a, ctx) {
    const r = await snapshotReply(ctx, a['maxTokens'] as number | undefined);
    if (typeof a['filename'] === 'string') {
      const w = writeOutputFile(ctx.options.outputDir, a['filename'], (r.content[0] as { text: string }).text);
      return w.ok ? textReply(`ok: snapshot saved to ${w.path}`) : errorReply(w.code, w.message, w.hint);
    }
    return r;
  },
};

function matcher(a: Record<string, unknown>): ((l: string) => boolean) | string {
  const text = a['text'];
  const regex = a['regex'];
  if (typeof text === 'string' && typeof regex === 'string') return 'give text or regex, not both';
  if (typeof text === 'string') {
    const t = text.toLowerCase();
    return (l) => l.toLowerCase().includes(t);
  }
  if (typeof regex === 'string') {
    const m = /^\/(.*)\/([a-z]*)$/s.exec(regex);
    try {
      const re = m ? new RegExp(m[1]!, m[2]!.replace('g', '')) : new RegExp(regex);
      return (l) => re.test(l);
    } catch (e) {
      return `regex is not a valid regular expression: ${(e as Error).message}`;
    }
  }
  return 'give text or regex';
}

const find: Tool = {
  name: 'browser_find',
  title: 'Find in page snapshot',
  description:
    'Search the page for text or a regular expression: returns the matching element lines (with their refs) and page text under the element they follow, cheaper than a whole snapshot',
  readOnly: true,
  inputSchema: obj({
    text: str('Plain text to search for (case-insensitive substring match). Provide either text or regex, not both.'),
    regex: str('Regular expression to search for; wrap in slashes to add flags, e.g. "/error/i"'),
    filename: str('Accepted for compatibility; results are returned'),
  }),
  async run(a, ctx) {
    const m = matcher(a);
    if (typeof m === 'string') return errorReply('INVALID_COMMAND', m);
    const session = await ctx.host.session();
    const s = await session.snapshot();
    return textReply(findText(s, m, ctx.view));
  },
};

const screenshot: Tool = {
  name: 'browser_take_screenshot',
  title: 'Take a screenshot',
  description:
    "Take a screenshot of the current page. You can't perform actions based on the screenshot, use browser_snapshot for actions.",
  readOnly: true,
  inputSchema: obj({
    ...targetProps(' (screenshot of this element)'),
    type: str('Image format for the screenshot. Default is png.', ['png', 'jpeg', 'webp']),
    filename: str('File name to save the screenshot to (relative to the output folder)'),
    fullPage: bool('When true, takes a screenshot of the full scrollable page'),
    scale: str('Accepted for compatibility: screenshots are in CSS pixels', ['css', 'device']),
  }),
  async run(a, ctx) {
    const session = await ctx.host.session();
    const page = session.page();
    if (!page) return errorReply('NO_SUCH_TAB', 'no tab is open');
    const type = a['type'] === 'jpeg' || a['type'] === 'webp' ? a['type'] : 'png';
    const name = typeof a['filename'] === 'string' ? a['filename'] : `page-${Date.now()}.${type}`;
    // Refuse a name that leaves the output folder before taking the picture.
    const where = resolveOutputPath(ctx.options.outputDir, name);
    if (!where.ok) return errorReply(where.code, where.message, where.hint);
    let buf: Buffer;
    if (a['target'] !== undefined || a['ref'] !== undefined) {
      const t = await targetOf(ctx, a);
      if (isReply(t)) return t;
      const el = await elementOf(ctx, t);
      if (!el) return errorReply('NOT_FOUND', `no element ${String(t)} in the page`, 'take a browser_snapshot');
      buf = await el.screenshot({ type, scale: 'css' });
    } else buf = await page.screenshot({ type, fullPage: a['fullPage'] === true, scale: 'css' });
    const w = writeOutputFile(ctx.options.outputDir, name, buf);
    if (!w.ok) return errorReply(w.code, w.message, w.hint);
    return {
      content: [
        { type: 'text', text: `ok: screenshot saved to ${w.path}` },
        { type: 'image', data: buf.toString('base64'), mimeType: `image/${type}` },
      ],
    };
  },
};

const waitFor: Tool = {
  name: 'browser_wait_for',
  title: 'Wait for',
  description: 'Wait for text to appear or disappear or a specified time to pass',
  readOnly: true,
  inputSchema: obj({
    time: num('The time to wait in seconds, at most 30'),
    text: str('The text to wait for'),
    textGone: str('The text to wait for to disappear'),
  }),
  async run(a, ctx) {
    const session = await ctx.host.session();
    const page = session.page();
    if (!page) return errorReply('NO_SUCH_TAB', 'no tab is open');
    if (a['time'] === undefined && a['text'] === undefined && a['textGone'] === undefined)
      return errorReply('INVALID_COMMAND', 'give time, text or textGone');
    try {
      if (typeof a['time'] === 'number') await page.waitForTimeout(Math.min(30, Math.max(0, a['time'])) * 1000);
      if (typeof a['textGone'] === 'string')
        await page.getByText(a['textGone']).first().waitFor({ state: 'hidden', timeout: 30_000 });
      if (typeof a['text'] === 'string')
        await page.getByText(a['text']).first().waitFor({ state: 'visible', timeout: 30_000 });
    } catch (e) {
      return errorReply(
        'TIMEOUT',
        (e as Error).message.split('\n')[0] ?? 'timed out',
        'the text did not change in 30 s',
      );
    }
    return runSteps(ctx, [{ cmd: { action: 'noop' }, what: 'waited' }]);
  },
};

export const pageTools: Tool[] = [snapshot, find, screenshot, waitFor];
