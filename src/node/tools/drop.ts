/**
 * browser_drop, with @playwright/mcp 0.0.83's name and arguments (playwright-core
 * `tools/backend/files.ts`): files or MIME-typed data dropped onto an element as if dragged from
 * outside the page (Playwright 1.64's `locator.drop`). The target may be any element a snapshot or
 * a selector names, listed by pagemark or not (a drop zone is often a plain div). Files may be
 * read only from the folders uploads may read (the context's readPaths, through the read-path guard).
 */
import { z } from 'zod/v4';
import { pmError } from '../../core/model/errors';
import { defineTabTool } from './tool';
import { targetOf, targetParams } from './params';

export const drop = defineTabTool({
  name: 'browser_drop',
  title: 'Drop files or data onto an element',
  description:
    'Drop files or MIME-typed data onto an element, as if dragged from outside the page. At least one of "paths" or "data" must be provided.',
  schema: z
    .object({
      ...targetParams,
      paths: z.array(z.string()).optional().describe('Absolute paths to files to drop onto the element.'),
      data: z
        .record(z.string(), z.string())
        .optional()
        .describe(
          'Data to drop, as a map of MIME type to string value (e.g. {"text/plain": "hello", "text/uri-list": "https://example.com"}).',
        ),
    })
    .strict(),
  async handle(tab, p, response) {
    if (!p.paths?.length && !p.data)
      return response.fail(pmError('INVALID_COMMAND', 'At least one of "paths" or "data" must be provided.'));
    const read = tab.ctx.readPaths(p.paths ?? [], 'dropped files');
    if (!('paths' in read)) return response.fail(read);
    const files = read.paths;
    const t = await tab.target(targetOf(p));
    if (!t.ok) return response.fail(t.error);
    const payload: { files?: string | string[]; data?: Record<string, string> } = {};
    if (files.length) payload.files = files.length === 1 ? files[0]! : files;
    if (p.data) payload.data = p.data;
    const what = `dropped ${p.paths?.length ? `${p.paths.length} file(s)` : 'data'} on ${t.label}`;
    await response.actOn(tab, what, () => tab.locatorOf(t).drop(payload, { timeout: tab.ctx.options.timeoutAction }));
  },
});

export const dropTools = [drop];
