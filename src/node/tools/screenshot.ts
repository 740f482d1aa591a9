/**
 * browser_take_screenshot, with Playwright MCP's arguments and answer: the file is named as
 * Playwright MCP names it (`page-<ISO time>.png`, `element-...` for an element), and the answer
 * names the file and the Playwright call that takes the same screenshot, one line a model or a
 * script can reuse (the test names and option words a Playwright MCP client reads).
 */
import { z } from 'zod/v4';
import { pmError } from '../../core/model/errors';
import { defineTabTool } from './tool';
import { targetOf, targetParams } from './params';
import { scriptLocator } from './codegen';
import type { Tab } from './tab';
import type { Resolved } from './targets';

/** Playwright MCP's default name: `<prefix>-<ISO time with : and . as ->.<ext>` (its Context.outputFile). */
export function timestampName(prefix: string, ext: string, date = new Date()): string {
  return `${prefix}-${date.toISOString().replace(/[:.]/g, '-')}.${ext}`;
}

/** The type a file name's extension asks for (Playwright MCP's inferTypeFromFilename). */
function typeOfName(name: string | undefined): 'png' | 'jpeg' | 'webp' | undefined {
  const ext = /\.([a-z]+)$/i.exec(name ?? '')?.[1]?.toLowerCase();
  return ext === 'png' ? 'png' : ext === 'jpg' || ext === 'jpeg' ? 'jpeg' : ext === 'webp' ? 'webp' : undefined;
}

/** How Playwright code names the element: its own locator for a selector, else a verified unique one pagemark found. */
async function locatorCode(tab: Tab, t: Resolved & { ok: true }): Promise<string> {
  if (t.locator) return `page.${t.locator.toString()}`;
  const rec = (await tab.snapshot()).elements.find((r) => r.index === t.index);
  const l = rec ? scriptLocator(rec) : null;
  return l ? l.playwright : `page.locator(/* ${t.label} */)`;
}

const optionsCode = (o: Record<string, string | number | boolean | undefined>): string =>
  `{ ${Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(
      ([k, v]) => `${k}: ${typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(v)}`,
    )
    .join(', ')} }`;

export const screenshot = defineTabTool({
  name: 'browser_take_screenshot',
  title: 'Take a screenshot',
  description:
    "Take a screenshot of the current page. You can't perform actions based on the screenshot, use browser_snapshot for actions.",
  readOnly: true,
  schema: z
    .object({
      ...targetParams,
      type: z
        .enum(['png', 'jpeg', 'webp'])
        .optional()
        .describe('Image format for the screenshot. If unset, inferred from the filename extension, otherwise png.'),
      filename: z
        .string()
        .optional()
        .describe(
          'File name to save the screenshot to (relative to the output folder). If not specified, the screenshot is saved as `page-{timestamp}.{png|jpeg|webp}`.',
        ),
      fullPage: z
        .boolean()
        .optional()
        .describe(
          'When true, takes a screenshot of the full scrollable page, instead of the currently visible viewport. Cannot be used with element screenshots.',
        ),
      scale: z
        .enum(['css', 'device'])
        .optional()
        .describe('css (default): one pixel per CSS pixel; device: the device pixel ratio'),
    })
    .strict(),
  async handle(tab, p, response) {
    const raw = targetOf(p);
    // Playwright MCP's sentence: its clients and tests look for it.
    if (p.fullPage && raw !== undefined)
      return response.fail(pmError('INVALID_COMMAND', 'fullPage cannot be used with element screenshots.'));
    const type = p.type ?? typeOfName(p.filename) ?? 'png';
    const file = tab.ctx.outputFile(
      p.filename || undefined,
      timestampName(raw !== undefined ? 'element' : 'page', type),
    );
    if ('error' in file) return response.fail(file.error);
    const scale = p.scale ?? 'css';
    const options = {
      type,
      ...(type === 'jpeg' ? { quality: 90 } : {}),
      scale,
      ...(p.fullPage !== undefined ? { fullPage: p.fullPage } : {}),
    };
    let buf: Buffer;
    let call: string;
    if (raw !== undefined) {
      const t = await tab.target(raw);
      if (!t.ok) return response.fail(t.error);
      buf = await tab.locatorOf(t).screenshot({ ...options, timeout: tab.ctx.options.timeoutAction });
      call = `await ${await locatorCode(tab, t)}.screenshot(${optionsCode({ ...options, path: file.file })});`;
    } else {
      buf = await tab.page().screenshot(options);
      call = `await page.screenshot(${optionsCode({ ...options, path: file.file })});`;
    }
    const bad = tab.ctx.writeOutput(file.file, buf);
    if (bad) return response.fail(bad);
    response.ok(`screenshot saved to ${file.file}`);
    response.section('Playwright code', call);
    // As Playwright MCP: a screenshot saved under a name the model chose is not sent back as well.
    if (!p.filename) response.image(buf, `image/${type}`);
  },
});
