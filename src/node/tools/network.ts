/**
 * browser_network_requests and browser_network_request, with @playwright/mcp 0.0.83's names,
 * arguments and text (playwright-core `tools/backend/network.ts`): the active tab's requests since
 * it loaded its page, numbered; one request's details or one part of it. URLs, headers and bodies
 * are the page's (and its servers') words: fenced as page data, or written to `filename` in the
 * output folder; a binary response body is always written to a file, whose path is the Result.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod/v4';
import { pmError } from '../../core/model/errors';
import { REQUEST_PARTS, requestDetails, requestFilter, requestList, requestPart } from '../session/pageNetwork';
import type { Response } from './response';
import type { Tab } from './tab';
import { defineTabTool } from './tool';

const filenameParam = z
  .string()
  .optional()
  .describe('File name to save the result to (in the output folder). If not provided, output is returned as text.');

/** Page text to the answer, or to `filename` in the output folder. */
function answer(
  tab: Tab,
  response: Response,
  title: string,
  text: string,
  filename: string | undefined,
  fallback: string,
): void {
  if (filename === undefined) return response.pageSection(title, text);
  const file = tab.ctx.outputFile(filename, fallback);
  if ('error' in file) return response.fail(file.error);
  fs.writeFileSync(file.file, text);
  response.ok(`${title.toLowerCase()} saved to ${file.file}`);
}

export const networkRequests = defineTabTool({
  name: 'browser_network_requests',
  title: 'List network requests',
  description:
    'Returns a numbered list of network requests since loading the page. Use browser_network_request with the number to get full details.',
  readOnly: true,
  schema: z
    .object({
      static: z
        .boolean()
        .default(false)
        .describe(
          'Whether to include successful static resources like images, fonts, scripts, etc. Defaults to false.',
        ),
      filter: z
        .string()
        .optional()
        .describe('Only return requests whose URL matches this regexp (e.g. "/api/.*user").'),
      filename: filenameParam,
    })
    .strict(),
  async handle(tab, p, response) {
    const filter = p.filter !== undefined ? requestFilter(p.filter) : undefined;
    if (filter === null)
      return response.fail(
        pmError('INVALID_COMMAND', `filter ${JSON.stringify(p.filter)} is not a valid regular expression`),
      );
    const text = requestList(await tab.page().requests(), { static: p.static, ...(filter ? { filter } : {}) });
    answer(tab, response, 'Network', text, p.filename, `network-${Date.now()}.log`);
  },
});

export const networkRequest = defineTabTool({
  name: 'browser_network_request',
  title: 'Show network request details',
  description:
    'Returns full details (headers and body) of a single network request, or a single part if `part` is set. Use the number from browser_network_requests.',
  readOnly: true,
  schema: z
    .object({
      index: z.number().int().min(1).describe('1-based index of the request, as printed by browser_network_requests.'),
      part: z
        .enum(REQUEST_PARTS)
        .optional()
        .describe('Return only this part of the request. Omit to return full details.'),
      filename: filenameParam,
    })
    .strict(),
  async handle(tab, p, response) {
    const requests = await tab.page().requests();
    const r = requests[p.index - 1];
    if (!r)
      return response.fail(
        pmError('NOT_FOUND', `Request #${p.index} not found`, 'use browser_network_requests to see available indexes'),
      );
    if (!p.part)
      return answer(tab, response, 'Request', requestDetails(p.index, r), p.filename, `request-${Date.now()}.log`);
    const part = await requestPart(r, p.part);
    if (part.kind === 'none') return response.ok(`request #${p.index} has no ${p.part.replace('-', ' ')}`);
    if (part.kind === 'text')
      return answer(tab, response, part.title, part.text, p.filename, `${p.part}-${Date.now()}.txt`);
    const ext = part.mime.split('/')[1]?.replace(/[^a-z0-9]/gi, '') || 'bin';
    const file = tab.ctx.outputFile(p.filename, `response-${Date.now()}.${ext}`);
    if ('error' in file) return response.fail(file.error);
    fs.writeFileSync(file.file, await part.body());
    response.ok(`response body (${part.mime}) saved`);
    // Playwright MCP answers a binary body with the saved file's path as its Result (its
    // saveResponseBody then addTextResult: the path relative to the client's workspace), which a
    // client reads to open the file.
    response.section('Result', path.relative(process.cwd(), file.file) || file.file);
  },
});

export const networkTools = [networkRequests, networkRequest];
