/**
 * browser_console_messages, with @playwright/mcp 0.0.83's name, arguments and text (playwright-core
 * `tools/backend/console.ts`): the active tab's console messages and uncaught page errors since its
 * last navigation (`all`: since it opened), at a level and the more severe ones. The lines are the
 * page's words: fenced as page data, or written to `filename` in the output folder.
 */
import fs from 'node:fs';
import { z } from 'zod/v4';
import { CONSOLE_LEVELS, consoleText, readConsole, type ConsoleLevel } from '../session/pageConsole';
import { defineTabTool } from './tool';

export const consoleMessages = defineTabTool({
  name: 'browser_console_messages',
  title: 'Get console messages',
  description: 'Returns all console messages',
  readOnly: true,
  schema: z
    .object({
      level: z
        .enum(CONSOLE_LEVELS as [ConsoleLevel, ...ConsoleLevel[]])
        .default('info')
        .describe(
          'Level of the console messages to return. Each level includes the messages of more severe levels. Defaults to "info".',
        ),
      all: z
        .boolean()
        .optional()
        .describe(
          'Return all console messages since the beginning of the session, not just since the last navigation. Defaults to false.',
        ),
      filename: z
        .string()
        .optional()
        .describe(
          'File name to save the console messages to (in the output folder). If not provided, messages are returned as text.',
        ),
    })
    .strict(),
  async handle(tab, p, response) {
    const text = consoleText(await readConsole(tab.page(), p.level, p.all ?? false), p.level);
    if (p.filename === undefined) return response.pageSection('Console', text);
    const file = tab.ctx.outputFile(p.filename, `console-${Date.now()}.log`);
    if ('error' in file) return response.fail(file.error);
    fs.writeFileSync(file.file, text);
    response.ok(`console messages saved to ${file.file}`);
  },
});

export const consoleTools = [consoleMessages];
