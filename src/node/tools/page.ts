/**
 * The observation tools, with Playwright MCP's names and arguments (its tools/list): snapshot
 * (pagemark's indexed text under a token budget), find (text or a regular expression in the page
 * text, without the whole snapshot), take_screenshot (screenshot.ts), wait_for.
 */
import { z } from 'zod/v4';
import { pmError } from '../../core/model/errors';
import { pendingText, tabsText } from './effects';
import { defineTabTool, defineTool } from './tool';
import { maxTokensParam } from './params';
import { screenshot } from './screenshot';
import { findText, limitDepth, subtree } from './pageView';
import { unlistedSlice, type TreeStep } from '../../core/model/treeSlice';
import type { Snapshot } from '../../core/model/types';

export const snapshot = defineTool({
  name: 'browser_snapshot',
  title: 'Page snapshot',
  description:
    'Capture the page as pagemark indexed text: one line per element, its ref in brackets ([12]); better than a screenshot',
  readOnly: true,
  schema: z
    .object({
      target: z
        .string()
        .optional()
        .describe(
          'Exact target element reference from the page snapshot, or a unique element selector: the snapshot of that element only',
        ),
      filename: z
        .string()
        .optional()
        .describe('Save snapshot to a file instead of returning it in the response (relative to the output folder)'),
      depth: z
        .number()
        .optional()
        .describe('Limit the depth of the snapshot: elements at most this many levels below the top (or the target)'),
      boxes: z
        .boolean()
        .optional()
        .describe("Include each element's bounding box as box=x,y,width,height (viewport CSS pixels)"),
      maxTokens: maxTokensParam,
    })
    .strict(),
  async handle(ctx, p, response) {
    const tab = await ctx.activeTab();
    const state = await tab.session.state();
    // The tab list when there are several and it changed since the model last saw it: the rule of
    // every answer (response.ts; Playwright MCP repeats it on each), so a snapshot right after
    // browser_tabs does not restate the list that answer just gave.
    const list = tabsText(state.tabs);
    if (state.tabs.length > 1 && list !== ctx.tabsShown) response.section('Tabs', list);
    ctx.tabsShown = list;
    const pending = pendingText(state);
    if (pending) response.section('Browser', pending);
    if (state.dialogs.some((d) => d.tabId === state.activeTabId)) return;
    const file = p.filename !== undefined ? ctx.outputFile(p.filename, 'snapshot.txt') : null;
    if (file && 'error' in file) return response.fail(file.error);
    let view: ((s: Snapshot) => Snapshot) | undefined;
    const depth = p.depth;
    if (p.target !== undefined) {
      const t = await tab.target(p.target);
      if (!t.ok) return response.fail(t.error);
      let unlisted: { ids: string[]; anchor: string | null; path: TreeStep[] } | null = null;
      if (t.index === undefined) {
        // An element pagemark does not list: the listed elements inside it, and where it lies below
        // its nearest listed ancestor (or the body), to find its tree node and the text inside it.
        unlisted = await tab.locatorOf(t).evaluate((el) => {
          const ids = Array.from(
            el.querySelectorAll('[data-element-id]'),
            (e) => e.getAttribute('data-element-id') ?? '',
          );
          const path: Array<[string, number]> = [];
          let anchor: string | null = null;
          for (let x: Element | null = el; x && x !== el.ownerDocument.body; x = x.parentElement) {
            let rank = 0;
            for (let p = x.previousElementSibling; p; p = p.previousElementSibling)
              if (p.localName === x.localName) rank++;
            path.unshift([x.localName, rank]);
            anchor = x.parentElement?.getAttribute('data-element-id') ?? null;
            if (anchor !== null) break;
          }
          // In a frame without a listed ancestor: its body is not the tree's root, so no node to
          // start from ('' is no record's id: the listed elements' lines alone).
          return { ids, anchor: anchor === null && window !== window.top ? '' : anchor, path };
        });
      }
      const index = t.index;
      view = (s) =>
        index !== undefined
          ? subtree(s, index, depth)
          : unlistedSlice(s, new Set(unlisted!.ids), unlisted!.anchor, unlisted!.path);
    } else if (depth !== undefined) view = (s) => limitDepth(s, depth);
    if (p.boxes) response.boxes = true;
    response.showPage(tab, 'full', {
      asked: true,
      ...(p.maxTokens !== undefined ? { maxTokens: p.maxTokens } : {}),
      ...(view ? { view } : {}),
    });
    if (ctx.options.vision) {
      const png = await tab.markedScreenshot().catch(() => null);
      if (png) response.image(png, 'image/png');
    }
    if (file) response.saveTo(file.file);
  },
});

function matcher(p: { text?: string | undefined; regex?: string | undefined }): ((l: string) => boolean) | string {
  if (p.text !== undefined && p.regex !== undefined) return 'Provide only one of "text" or "regex", not both.';
  if (p.text !== undefined) {
    const t = p.text.toLowerCase();
    return (l) => l.toLowerCase().includes(t);
  }
  if (p.regex !== undefined) {
    const m = /^\/(.*)\/([a-z]*)$/s.exec(p.regex);
    try {
      const re = m ? new RegExp(m[1]!, m[2]!.replace('g', '')) : new RegExp(p.regex);
      return (l) => re.test(l);
    } catch (e) {
      return `regex is not a valid regular expression: ${(e as Error).message}`;
    }
  }
  return 'Provide either "text" or "regex" to search for.';
}

export const find = defineTabTool({
  name: 'browser_find',
  title: 'Find in page snapshot',
  description:
    'Search the page for text or a regular expression: returns the matching element lines (with their refs) and page text under the element they follow, cheaper than a whole snapshot',
  readOnly: true,
  schema: z
    .object({
      text: z
        .string()
        .optional()
        .describe(
          'Plain text to search for (case-insensitive substring match). Provide either text or regex, not both.',
        ),
      regex: z
        .string()
        .optional()
        .describe('Regular expression to search for; wrap in slashes to add flags, e.g. "/error/i"'),
      filename: z.string().optional().describe('Accepted for compatibility; results are returned'),
    })
    .strict(),
  async handle(tab, p, response) {
    const m = matcher(p);
    if (typeof m === 'string') return response.fail(pmError('INVALID_COMMAND', m));
    const s = await tab.snapshot();
    response.section('Result', findText(s, m, { nonce: tab.ctx.nonce, maxTokens: 0 }));
  },
});

export const waitFor = defineTabTool({
  name: 'browser_wait_for',
  title: 'Wait for',
  description: 'Wait for text to appear or disappear or a specified time to pass',
  readOnly: true,
  schema: z
    .object({
      time: z.number().optional().describe('The time to wait in seconds, at most 30'),
      text: z.string().optional().describe('The text to wait for'),
      textGone: z.string().optional().describe('The text to wait for to disappear'),
    })
    .strict(),
  async handle(tab, p, response) {
    if (p.time === undefined && p.text === undefined && p.textGone === undefined)
      return response.fail(pmError('INVALID_COMMAND', 'give time, text or textGone'));
    const page = tab.page();
    // Text waits are bounded by --timeout-action, as Playwright MCP bounds its waits (its expect
    // timeout follows the action timeout); an explicit time by 30 s.
    const timeout = tab.ctx.options.timeoutAction;
    const waited: string[] = [];
    const ok = await response.actOn(
      tab,
      'waited',
      async () => {
        if (p.time !== undefined) {
          await page.waitForTimeout(Math.min(30, Math.max(0, p.time)) * 1000);
          waited.push(`${p.time} s`);
        }
        if (p.textGone !== undefined) {
          await page.getByText(p.textGone).first().waitFor({ state: 'hidden', timeout });
          waited.push(`"${p.textGone}" to go`);
        }
        if (p.text !== undefined) {
          await page.getByText(p.text).first().waitFor({ state: 'visible', timeout });
          waited.push(`"${p.text}" to appear`);
        }
      },
      'TIMEOUT',
    );
    if (ok) response.recover(`waited for ${waited.join(', ')}`);
  },
});

export const pageTools = [snapshot, find, screenshot, waitFor];
